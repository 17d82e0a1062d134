<?php
/**
 * "Match my site" for block content (issue [25], item 2, block themes):
 * an item's design roles resolved to this site's presets.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Design;

use Stencilbox\Support\Design\Colour;
use Stencilbox\Support\Design\DesignSchema;
use Stencilbox\Support\Design\DesignTokens;
use Stencilbox\Support\Design\ElementorKit;
use Stencilbox\Support\Design\ElementorTokens;
use Stencilbox\Support\Design\ThemePresets;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * Given content and its item's `design` (as the hub answers it with the
 * item's details, and with `/use`), `apply()` gives the content back
 * untouched for "keep the pack's look" and, for "match my site", rewritten
 * to the site's theme presets (a block theme's theme.json, a classic
 * theme's `editor-color-palette` and sizes: `ThemePresets::current()`):
 *
 * - colours: each role gets a slug of the site's palette (`SiteRoles`);
 *   a custom value becomes `var:preset|color|<slug>` in the attributes and
 *   `var(--wp--preset--color--<slug>)` in the saved HTML, a palette slug
 *   (`textColor`, `has-<slug>-color`) the site's slug;
 * - font families: the site's heading, body or mono family, by role;
 * - font sizes and spacing: a preset slug the site lacks becomes its
 *   nearest one (a slug the site has is kept: its value is the site's);
 *   a font size whose value on the site is far from the pack's takes the
 *   site's size nearest that value (`SiteRoles::font_sizes()`).
 *
 * Never unreadable (item 3): every text / background pair of the content
 * (a block's text, link or button colour on its own or its nearest
 * ancestor's background, else on the page's) is checked after mapping. A
 * pair under WCAG AA (4.5:1) first tries another colour of the site's
 * palette for one of its roles (`adjusted`); where the palette has none,
 * the pair keeps the pack's colours — both roles keep their original
 * values everywhere in the content, and the pair is listed in `kept` —
 * until every pair that mapping touches passes (a pair of the pack's own
 * colours is the pack's look).
 *
 * A control's fill (a button's background) on the background around it,
 * and a social icon on its own background (else the block's, for logos
 * alone), are judged too, at 3:1 (WCAG 1.4.11), where the pack's own
 * colours reach it; so is a striped table's text on the grey core paints
 * every other row (`STRIPES`), at AA, where the pack's text reads on it.
 *
 * A full-site import matches every item with one plan (`pack()`): the
 * items' designs merged and all their pairs judged together, so a pack
 * colour takes one site colour on every page, or keeps the pack's on all.
 *
 * Elementor content is matched to the site's active kit instead
 * (`elementor()`): the roles resolve over its global colours and
 * typographies (`ElementorKit`), the same contrast rule applies, and
 * `ElementorLook` points each mapped style control at the kit's global
 * (`__globals__`), keeping the control's own value.
 *
 * An insert route calls it with one line (see docs/decisions/design-roles.md):
 * `$content = $this->design->apply( $content, $fetched['design'], $look, $fetched['platform'] )['content'];`
 */
final class DesignMatcher {
	/**
	 * Dynamic blocks that render links their saved markup does not show
	 * (a post's title and excerpt's "more", terms, dates, navigation…).
	 */
	private const LINK_BLOCKS = array( 'core/post-title', 'core/post-excerpt', 'core/read-more', 'core/post-terms', 'core/post-date', 'core/post-author-name', 'core/site-title', 'core/navigation', 'core/navigation-link', 'core/page-list', 'core/latest-posts', 'core/categories', 'core/archives', 'core/tag-cloud', 'core/query-pagination', 'core/post-navigation-link', 'core/comments', 'core/loginout', 'core/home-link' );

	/** Keep the pack's look: the content as the hub sent it. */
	public const LOOK_PACK = 'pack';

	/** Match my site: the site's presets. */
	public const LOOK_SITE = 'site';

	/** Every look. */
	public const LOOKS = array( self::LOOK_PACK, self::LOOK_SITE );

	/**
	 * Colours a block's `save()` cannot write as a preset reference, by block
	 * and attribute path: the declarations each draws, and the class that
	 * replaces each when the colour is a palette pick (saved as the named
	 * attribute, as the editor saves one; places marked `custom` in
	 * `DesignTokens::COLOUR_PLACES` are saved so too). A separator draws its
	 * colour twice (background, and text for the dots style), and writes a
	 * custom colour into `color` as given: a preset reference there is no
	 * CSS, so the editor would find the block changed.
	 */
	private const NAMED_ONLY = array(
		'core/separator' => array(
			'style.color.background' => array(
				'background-color' => 'background-color',
				'color'            => 'color',
			),
		),
	);

	/**
	 * Blocks whose own background fills a control (WCAG 1.4.11): a button,
	 * the search block's button.
	 */
	private const FILLED_BLOCKS = array( 'core/button', 'core/search' );

	/**
	 * The grey core's table style "Stripes" (`is-style-stripes`) paints
	 * every other body row (block-library's table CSS, whatever the
	 * table's own background): the table's text stands on it too.
	 */
	public const STRIPES = '#f0f0f0';

	/** CSS properties whose colour values follow the roles. */
	private const COLOUR_PROPERTIES = array( 'color', 'background-color', 'border-color', 'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color' );

	/**
	 * Constructor.
	 *
	 * @param ThemePresets|null $presets The target's presets (null: this site's theme's,
	 *                                   read when used).
	 * @param ElementorKit|null $kit     The target's Elementor kit (null: this site's active
	 *                                   kit, read when an Elementor item is matched).
	 */
	public function __construct( private ?ThemePresets $presets = null, private ?ElementorKit $kit = null ) {}

	/**
	 * Content in the chosen look.
	 *
	 * @param string $content  Block markup as it will be inserted.
	 * @param mixed  $design   The item's `design` (DesignSchema), null when it has none.
	 * @param string $look     LOOK_PACK or LOOK_SITE.
	 * @param string $platform The item's platform.
	 * @param array<string, mixed>|null $pack The colour plan of the item's pack (`pack()`: a
	 *                                        full-site import matches every item with one);
	 *                                        null: the item's own.
	 * @return array{content: string, look: string, matched: bool, reason: string, colors: array<string, string>, adjusted: array<string, string>, fonts: array<string, string>, font_sizes: array<string, string>, spacing: array<string, string>, kept: array<int, array<string, mixed>>, plan?: array<string, mixed>}
	 *         `matched` whether the site's presets were applied, else `reason`
	 *         (`pack`, `platform`, `no_kit`, `no_design`, `no_palette`: a classic theme
	 *         without a colour palette); `colors` and
	 *         `fonts` the site's slug per role applied (`adjusted`: the roles
	 *         whose first choice was replaced for contrast); `font_sizes` and
	 *         `spacing` the slugs replaced; `kept` the pairs that kept the
	 *         pack's colours (roles, the site's colours they had, the ratio;
	 *         with a pack's plan, those of the pack whose kept roles this
	 *         item's own pairs have); `plan`, where matched, the colour
	 *         plan it was matched with as a record keeps it (`plan_record()`:
	 *         an update matches a newer version with it, so each pack colour
	 *         keeps the site colour it took here).
	 */
	public function apply( string $content, mixed $design, string $look, string $platform = Platforms::BLOCK_EDITOR, ?array $pack = null ): array {
		$result = array(
			'content'    => $content,
			'look'       => self::LOOK_SITE === $look ? self::LOOK_SITE : self::LOOK_PACK,
			'matched'    => false,
			'reason'     => '',
			'colors'     => array(),
			'adjusted'   => array(),
			'fonts'      => array(),
			'font_sizes' => array(),
			'spacing'    => array(),
			'kept'       => array(),
		);
		$design    = self::clean( $design );
		$from      = Platforms::known( $platform )?->design_from() ?? '';
		$kit       = 'kit' === $from && self::LOOK_SITE === $look ? ( $this->kit ?? ElementorKit::current() ) : null;
		$reason    = match ( true ) {
			self::LOOK_SITE !== $look => 'pack',
			'kit' === $from && null === $kit => 'no_kit',
			'theme' !== $from && 'kit' !== $from => 'platform',
			null === $design => 'no_design',
			default => '',
		};
		if ( '' !== $reason ) {
			return array( 'reason' => $reason ) + $result;
		}
		if ( null !== $kit ) {
			$presets = $kit->presets();
			$plan    = null !== $pack ? self::extended( $pack, $content, $design, $presets, $from ) : self::plan( array( array( $content, $design ) ), $presets, $from );
			return $this->elementor( $content, $design, $presets, $plan, $result );
		}
		// Block theme or classic: where the presets come from is ThemePresets' business.
		$presets = $this->presets ?? ThemePresets::current();
		if ( ! $presets->has_palette() ) {
			// A classic theme without `editor-color-palette`: nothing to match to.
			return array( 'reason' => 'no_palette' ) + $result;
		}
		$plan    = null !== $pack ? self::extended( $pack, $content, $design, $presets, $from ) : self::plan( array( array( $content, $design ) ), $presets, $from );
		$roles   = self::roles( $presets, $from );
		$blocks  = parse_blocks( $content );
		$kept    = self::kept_on( $blocks, $plan, 'theme' );
		$fonts   = $roles->fonts( $design['fonts'] );
		$blocks  = self::rewrite( $blocks, $plan['lookup'], $plan['colors'], $design['fonts'], $fonts );
		$page    = $presets->page['text'] ?? null;
		$blocks  = self::readable_elements( $blocks, $presets, null !== $page ? array( $page, self::written( $page, $presets ) ) : null );
		$content = serialize_blocks( $blocks );
		$sizes   = $roles->font_sizes( $design['font_sizes'], $presets->font_sizes );
		$spacing = $roles->scale( array_column( $design['spacing'], 'slug' ), array_keys( $presets->spacing ) );
		$swap    = array();
		foreach ( $sizes as $from => $to ) {
			$swap[ '"fontSize":"' . $from . '"' ] = '"fontSize":"' . $to . '"';
			$swap[ 'has-' . DesignTokens::css_slug( $from ) . '-font-size' ] = 'has-' . DesignTokens::css_slug( $to ) . '-font-size';
		}
		foreach ( $spacing as $from => $to ) {
			$swap[ 'var:preset|spacing|' . $from . '"' ] = 'var:preset|spacing|' . $to . '"';
			$swap[ 'var(--wp--preset--spacing--' . DesignTokens::css_slug( $from ) . ')' ] = 'var(--wp--preset--spacing--' . DesignTokens::css_slug( $to ) . ')';
		}
		$content = $swap ? strtr( $content, $swap ) : $content;
		return array(
			'content'    => $content,
			'matched'    => true,
			'colors'     => array_map( static fn( array $target ): string => $target['slug'], $plan['colors'] ),
			'adjusted'   => $plan['adjusted'],
			'fonts'      => $fonts,
			'font_sizes' => $sizes,
			'spacing'    => $spacing,
			'kept'       => $kept,
			'plan'       => self::plan_record( $plan ),
		) + $result;
	}

	/**
	 * One set of colour roles for the items of one pack (a full-site
	 * import): their designs merged — a pack colour is one colour whichever
	 * role each item recorded it in —, every text / background pair of
	 * every item judged together (`settle()`), so each pack colour takes
	 * one site colour in every item, or keeps the pack's in every item.
	 * Give the answer to `apply()` (its `$pack`) for each item.
	 *
	 * @param array<int, array{content: string, design: mixed}> $items    The pack's items, as they will be matched.
	 * @param string                                            $platform The pack's platform.
	 * @return array<string, mixed>|null The plan; null where nothing can be matched
	 *                                   (no kit, no palette, another platform, no designs).
	 */
	public function pack( array $items, string $platform ): ?array {
		$from = Platforms::known( $platform )?->design_from() ?? '';
		if ( 'kit' === $from ) {
			$presets = ( $this->kit ?? ElementorKit::current() )?->presets();
		} elseif ( 'theme' === $from ) {
			$presets = $this->presets ?? ThemePresets::current();
			$presets = $presets->has_palette() ? $presets : null;
		} else {
			$presets = null;
		}
		$designs = array();
		foreach ( $items as $item ) {
			$design = self::clean( $item['design'] ?? null );
			if ( null !== $design ) {
				$designs[] = array( (string) ( $item['content'] ?? '' ), $design );
			}
		}
		return null !== $presets && $designs ? self::plan( $designs, $presets, $from ) : null;
	}

	/**
	 * What of a pack's plan an item placed with it keeps in its record
	 * (`Updates` matches a newer version with it): the tokens' colours,
	 * the site colour of each, the pack's colour of each kept.
	 *
	 * @param array<string, mixed> $plan From pack().
	 * @return array{lookup: array<string, string>, colors: array<string, array{slug: string, value: string}>, kept: array<string, string>}
	 */
	public static function plan_record( array $plan ): array {
		return array(
			'lookup' => $plan['lookup'],
			'colors' => $plan['colors'],
			'kept'   => $plan['kept'],
		);
	}

	/**
	 * A plan read back from a record (it was written by plan_record(); checked
	 * all the same), or null when it is none.
	 *
	 * @param mixed $record Stored plan.
	 * @return array<string, mixed>|null As pack() answers it, without the failed pairs.
	 */
	public static function plan_checked( mixed $record ): ?array {
		if ( ! is_array( $record ) || ! is_array( $record['lookup'] ?? null ) || ! is_array( $record['colors'] ?? null ) ) {
			return null;
		}
		$key    = '/^(base|contrast|accent-[1-9][0-9]?)(~[1-9][0-9]?)?$/D';
		$plan   = array(
			'lookup'   => array(),
			'colors'   => array(),
			'kept'     => array(),
			'failed'   => array(),
			'adjusted' => array(),
		);
		foreach ( $record['lookup'] as $token => $role ) {
			$token = (string) $token;
			// A cover's overlay has its own token (`o:<token>`, overlays()).
			$bare  = str_starts_with( $token, 'o:' ) ? substr( $token, 2 ) : $token;
			$valid = str_starts_with( $bare, 'v:' ) ? null !== Colour::normal( substr( $bare, 2 ) ) : ( str_starts_with( $bare, 'p:' ) && sanitize_title( substr( $bare, 2 ) ) === substr( $bare, 2 ) );
			if ( $valid && is_string( $role ) && preg_match( $key, $role ) ) {
				$plan['lookup'][ $token ] = $role;
			}
		}
		foreach ( $record['colors'] as $role => $target ) {
			$value = is_array( $target ) ? Colour::normal( (string) ( $target['value'] ?? '' ) ) : null;
			$slug  = is_array( $target ) && is_string( $target['slug'] ?? null ) ? $target['slug'] : '';
			if ( preg_match( $key, (string) $role ) && null !== $value && '' !== $slug && preg_match( '/^[A-Za-z0-9_-]+$/D', $slug ) ) {
				$plan['colors'][ (string) $role ] = array(
					'slug'  => $slug,
					'value' => $value,
				);
			}
		}
		foreach ( (array) ( $record['kept'] ?? array() ) as $role => $value ) {
			$value = Colour::normal( (string) ( is_string( $value ) ? $value : '' ) );
			if ( preg_match( $key, (string) $role ) && null !== $value ) {
				$plan['kept'][ (string) $role ] = $value;
			}
		}
		return $plan;
	}

	/**
	 * A recorded plan (a pack's, or the one an item was inserted with) for
	 * a version of an item placed with it. The plan's colours keep their
	 * site colours as recorded (every page placed with the plan stays as it
	 * is, and an update repaints nothing nobody changed), read at their
	 * value now. A site colour the record names that this site no longer
	 * has (another theme) is chosen again, as a new colour is. Each colour
	 * the plan does not know (a newer version added it) takes the site's
	 * colour for its role — its own role where the plan has none of that
	 * name, else `<role>~<n>` —, as the matching chooses it
	 * (`SiteRoles::colours()`, among all the site's colours); one that
	 * would make one of the item's text / background pairs (or a control's
	 * fill on its surround) read under the minimum keeps its own colour,
	 * and that pair is reported as kept. Then every pair of this version is
	 * judged with the plan as `settle()` judges an insert's (a known text
	 * on a known background that never met before too): one that fails
	 * takes another site colour that reads, else keeps the pack's colours.
	 *
	 * @param array<string, mixed> $pack    From pack() or plan_checked().
	 * @param string               $content The item's content.
	 * @param array<string, mixed> $design  Its clean design.
	 * @param ThemePresets         $presets The site's presets.
	 * @param string               $from    `theme` or `kit`.
	 * @return array<string, mixed> The plan.
	 */
	private static function extended( array $pack, string $content, array $design, ThemePresets $presets, string $from ): array {
		[ $colours, $lookup ] = self::merged( array( $design ) );
		$new                  = array_diff_key( $lookup, $pack['lookup'] );
		$pack                += array(
			'failed'   => array(),
			'adjusted' => array(),
		);
		// The pack's colours as the matching read them: role, value, slug.
		$known = array();
		foreach ( $pack['lookup'] as $token => $role ) {
			$known[ $role ] ??= array(
				'role'  => $role,
				'value' => (string) ( $pack['kept'][ $role ] ?? '' ),
				'slug'  => '',
			);
			$token = (string) $token;
			if ( str_starts_with( $token, 'o:' ) ) {
				// A cover's overlay as a role of its own (overlays()).
				$token                  = substr( $token, 2 );
				$known[ $role ]['over'] = true;
			}
			$kind = substr( $token, 0, 2 );
			if ( 'v:' === $kind && '' === $known[ $role ]['value'] ) {
				$known[ $role ]['value'] = substr( $token, 2 );
			} elseif ( 'p:' === $kind && '' === $known[ $role ]['slug'] ) {
				$known[ $role ]['slug'] = substr( $token, 2 );
			}
		}
		$plan  = $pack;
		$added = array();
		foreach ( $plan['colors'] as $role => $target ) {
			if ( ! array_key_exists( $target['slug'], $presets->colours ) ) {
				// The site no longer has it: chosen again (never a colour that draws nothing).
				unset( $plan['colors'][ $role ] );
				if ( isset( $known[ $role ] ) ) {
					$added[ $role ] = true;
				}
			} elseif ( is_string( $presets->colours[ $target['slug'] ]['value'] ?? null ) ) {
				$plan['colors'][ $role ]['value'] = $presets->colours[ $target['slug'] ]['value'];
			}
		}
		// Each new colour under a role of its own.
		$renamed = array();
		foreach ( $new ? $colours : array() as $colour ) {
			if ( ! array_intersect( array_keys( $lookup, $colour['role'], true ), array_keys( $new ) ) ) {
				continue;
			}
			$role = $colour['role'];
			for ( $n = 2; isset( $known[ $role ] ); $n++ ) {
				$role = preg_replace( '/~[0-9]+$/', '', $colour['role'] ) . '~' . $n;
			}
			$renamed[ $colour['role'] ] = $role;
			$known[ $role ]             = array( 'role' => $role ) + $colour;
			$added[ $role ]             = true;
		}
		foreach ( $new as $token => $role ) {
			if ( isset( $renamed[ $role ] ) ) {
				$plan['lookup'][ $token ] = $renamed[ $role ];
			}
		}
		// Chosen among all the site's colours (a new light text may be the site's base, as the pack's page is).
		$targets = self::roles( $presets, $from )->colours( array_values( array_intersect_key( $known, $added ) ) );
		$pairs   = array();
		self::pairs_of( $content, $plan['lookup'], $from, $pairs );
		// A side's colour: the site's where it is mapped (`$site`), else the pack's.
		$value = static function ( string $side, string $as, bool $site = true ) use ( &$plan, $known, $presets ): ?string {
			return self::side_colour( $side, $as, $presets, ( $site ? $plan['colors'][ $side ]['value'] ?? null : null ) ?? (string) ( $known[ $side ]['value'] ?? '' ) );
		};
		$reads = static function ( array $pair, bool $site ) use ( $value ): ?float {
			$fore   = $value( $pair[0], isset( $pair[2] ) ? 'background' : 'text', $site );
			$behind = $value( $pair[1], 'background', $site );
			return null !== $fore && null !== $behind ? Colour::contrast( $fore, $behind ) : null;
		};
		$palette = array_filter( array_map( static fn( array $colour ): ?string => $colour['value'], $presets->colours ) );
		$keep = array();
		foreach ( array_keys( $added ) as $role ) {
			// Its first choice, then the site's colours by likeness to it (ColourFit)
			// (none for a colour whose pair has already kept the pack's colours).
			$candidates = array();
			if ( isset( $targets[ $role ] ) && ! isset( $keep[ $role ] ) ) {
				$candidates[ $targets[ $role ]['slug'] ] = $targets[ $role ]['value'];
			}
			if ( '' !== $known[ $role ]['value'] && ! isset( $keep[ $role ] ) ) {
				// The site's colours by likeness (ColourFit), as settle() re-chooses.
				$fit         = new ColourFit( ( $known['base']['value'] ?? '' ) ?: null, ( $known['contrast']['value'] ?? '' ) ?: null, $plan['colors']['base']['value'] ?? ( $presets->page['background'] ?? null ), $plan['colors']['contrast']['value'] ?? ( $presets->page['text'] ?? null ) );
				$candidates += $fit->order( $known[ $role ]['value'], $palette, ! empty( $known[ $role ]['over'] ) );
			}
			$failing = null;
			foreach ( $candidates as $slug => $hex ) {
				$plan['colors'][ $role ] = array(
					'slug'  => (string) $slug,
					'value' => $hex,
				);
				$failing                 = null;
				foreach ( $pairs as $pair ) {
					$need = $pair[2] ?? Colour::AA;
					$now  = ( $pair[0] === $role || $pair[1] === $role ) ? $reads( $pair, true ) : null;
					// A pair the pack itself drew under the minimum is the pack's design: not asked of the site.
					if ( null !== $now && $now < $need && ( $reads( $pair, false ) ?? 0.0 ) >= $need ) {
						$failing = array(
							'text'        => $pair[0],
							'background'  => $pair[1],
							'site_colors' => array( $value( $pair[0], isset( $pair[2] ) ? 'background' : 'text' ), $value( $pair[1], 'background' ) ),
							'ratio'       => round( $now, 2 ),
						) + ( isset( $pair[2] ) ? array( 'fill' => true ) : array() );
						break;
					}
				}
				if ( null === $failing ) {
					break;
				}
			}
			if ( null !== $failing || ! $candidates ) {
				// No colour of the site reads: the new colour keeps its own, and
				// so does a new colour on the other side of that pair (a pair that
				// fails keeps both its colours, as the pack's did).
				unset( $plan['colors'][ $role ] );
				if ( null !== $failing ) {
					$plan['failed'][] = $failing;
					foreach ( array( $failing['text'], $failing['background'] ) as $side ) {
						$keep[ $side ] = true;
					}
				}
				if ( '' !== $known[ $role ]['value'] ) {
					$plan['kept'][ $role ] = $known[ $role ]['value'];
				}
			}
		}
		// Every pair of this version, judged as an insert's are.
		[ $mapped, $failed, $adjusted ] = self::settle( $pairs, array_values( $known ), $plan['colors'], $presets );
		foreach ( array_diff_key( $plan['colors'], $mapped ) as $role => $unused ) {
			if ( '' !== $known[ $role ]['value'] ) {
				$plan['kept'][ $role ] = $known[ $role ]['value'];
			}
		}
		$plan['colors']   = $mapped;
		$plan['failed']   = array_merge( $plan['failed'], $failed );
		$plan['adjusted'] = $adjusted + $plan['adjusted'];
		return $plan;
	}

	/**
	 * The colour plan of some items: their designs merged, their pairs
	 * judged together, the site's colour per role (see pack()).
	 *
	 * @param array<int, array{0: string, 1: array<string, mixed>}> $designs Content and clean design of each item.
	 * @param ThemePresets                                          $presets The site's presets (a kit's: `ElementorKit::presets()`).
	 * @param string                                                $from    `theme` or `kit`.
	 * @return array{lookup: array<string, string>, colors: array<string, array{slug: string, value: string}>, kept: array<string, string>, failed: array<int, array<string, mixed>>, adjusted: array<string, string>}
	 */
	private static function plan( array $designs, ThemePresets $presets, string $from ): array {
		[ $colours, $lookup ] = self::merged( array_column( $designs, 1 ) );
		if ( 'kit' !== $from ) {
			[ $colours, $lookup ] = self::overlays( $colours, $lookup, array_column( $designs, 0 ) );
		}
		$pairs                = array();
		foreach ( $designs as [ $content ] ) {
			self::pairs_of( $content, $lookup, $from, $pairs );
		}
		$roles    = self::roles( $presets, $from );
		$original = array_column( $colours, 'value', 'role' );
		$best     = null;
		// Two placements of the colours a palette did not name: by likeness, and by
		// the accents' names (`accent-N` the site's `accent-N`, as before 2026-12-01);
		// the one that keeps fewer of the pack's colours wins, likeness on a tie. The
		// names win only where the palette's named slots happen to read together and
		// the likest colours do not (a white button on a kit whose likest colour for
		// it is its teal, on the kit's own white page).
		foreach ( array( false, true ) as $names ) {
			if ( $names && ! $best[2] ) {
				break; // Nothing kept: nothing to win.
			}
			$targets = $roles->colours( $colours, null, $names );
			if ( $names && $targets === $best[0] ) {
				break;
			}
			$result = array( $targets, ...self::settle( $pairs, $colours, $targets, $presets ) );
			// The page's own colours kept for contrast (a striped table's text on a dark
			// palette): the others were placed on the site's page, which is now the
			// pack's; placed again on it, the plan that keeps fewer colours wins.
			$page = array();
			foreach ( array( 'base', 'contrast' ) as $role ) {
				$page[] = isset( $targets[ $role ] ) && ! isset( $result[1][ $role ] ) && '' !== (string) ( $original[ $role ] ?? '' ) ? (string) $original[ $role ] : ( $targets[ $role ]['value'] ?? null );
			}
			if ( $result[2] && ( $page[0] !== ( $targets['base']['value'] ?? null ) || $page[1] !== ( $targets['contrast']['value'] ?? null ) ) && ! in_array( null, $page, true ) ) {
				$again = $roles->colours( $colours, $page, $names );
				$other = array( $again, ...self::settle( $pairs, $colours, $again, $presets ) );
				if ( self::keeps( $other ) < self::keeps( $result ) ) {
					$result = $other;
				}
			}
			if ( null === $best || self::keeps( $result ) < self::keeps( $best ) ) {
				$best = $result;
			}
		}
		[ $targets, $mapped, $failed, $adjusted ] = $best;
		return array(
			'lookup'   => $lookup,
			'colors'   => $mapped,
			'kept'     => array_intersect_key( array_column( $colours, 'value', 'role' ), array_diff_key( $targets, $mapped ) ),
			'failed'   => $failed,
			'adjusted' => $adjusted,
		);
	}

	/**
	 * What a plan keeps of the pack's colours, to compare plans: the roles
	 * kept, then the pairs that kept them.
	 *
	 * @param array{0: array<string, mixed>, 1: array<string, mixed>, 2: array<int, mixed>} $result First choices, settle()'s mapped roles and kept pairs.
	 * @return array{0: int, 1: int}
	 */
	private static function keeps( array $result ): array {
		return array( count( $result[0] ) - count( $result[1] ), count( $result[2] ) );
	}

	/**
	 * Several designs' colours as one: a pack colour (its value, else its
	 * palette slug) is one entry, in the role most of the designs give it
	 * (the first on a tie). Where two colours want one role, the colour
	 * more designs give it has it and the other gets a role of its own
	 * (`<role>~<n>`: no palette slug names it, so the site's colour for it
	 * is found by likeness, `ColourFit`). One design comes out as it went in.
	 *
	 * @param array<int, array<string, mixed>> $designs Clean designs.
	 * @return array{0: array<int, array{role: string, value: string, slug: string}>, 1: array<string, string>}
	 *         The colours, and the role of each token (`p:<slug>`, `v:<hex>`).
	 */
	private static function merged( array $designs ): array {
		$groups = array();
		foreach ( $designs as $design ) {
			foreach ( $design['colors'] as $entry ) {
				$id = '' !== $entry['value'] ? 'v:' . $entry['value'] : ( '' !== $entry['slug'] ? 'p:' . $entry['slug'] : 'x:' . count( $groups ) );
				$groups[ $id ] ??= array(
					'roles' => array(),
					'value' => $entry['value'],
					'slugs' => array(),
					'drawn' => false,
				);
				$groups[ $id ]['roles'][ $entry['role'] ] = ( $groups[ $id ]['roles'][ $entry['role'] ] ?? 0 ) + 1;
				// Drawn as anything but a line or an icon somewhere (text, a fill, a link).
				$groups[ $id ]['drawn'] = $groups[ $id ]['drawn'] || empty( $entry['rule'] );
				if ( '' !== $entry['slug'] ) {
					$groups[ $id ]['slugs'][ $entry['slug'] ] = true;
				}
			}
		}
		// The colours given their role by more designs choose first (a stable sort: one design keeps its order).
		uasort( $groups, static fn( array $a, array $b ): int => max( $b['roles'] ) <=> max( $a['roles'] ) );
		$colours = array();
		$lookup  = array();
		$taken   = array();
		foreach ( $groups as $group ) {
			$want = (string) array_search( max( $group['roles'] ), $group['roles'], true );
			$role = $want;
			for ( $n = 2; isset( $taken[ $role ] ); $n++ ) {
				$role = $want . '~' . $n;
			}
			$taken[ $role ] = true;
			$slugs          = array_keys( $group['slugs'] );
			$colours[]      = array(
				'role'  => $role,
				'value' => $group['value'],
				'slug'  => (string) ( $slugs[0] ?? '' ),
			) + ( $group['drawn'] ? array() : array( 'rule' => true ) );
			foreach ( $slugs as $slug ) {
				$lookup[ 'p:' . $slug ] ??= $role;
			}
			if ( '' !== $group['value'] ) {
				$lookup[ 'v:' . $group['value'] ] ??= $role;
			}
		}
		return array( $colours, $lookup );
	}

	/**
	 * Which of the site's presets plays each role (Elementor's ids name roles for a kit).
	 *
	 * @param ThemePresets $presets The site's presets.
	 * @param string       $from    `theme` or `kit`.
	 */
	private static function roles( ThemePresets $presets, string $from ): SiteRoles {
		return 'kit' === $from
			? new SiteRoles( $presets, array( ElementorTokens::class, 'colour_role' ), array( ElementorTokens::class, 'font_role' ) )
			: new SiteRoles( $presets );
	}

	/**
	 * Adds the text / background pairs of one item's content.
	 *
	 * @param string                                     $content Block markup, or an Elementor export.
	 * @param array<string, string>                      $lookup  Roles by token.
	 * @param string                                     $from    `theme` or `kit`.
	 * @param array<string, array{0: string, 1: string}> $pairs   Pairs found.
	 */
	private static function pairs_of( string $content, array $lookup, string $from, array &$pairs ): void {
		if ( 'kit' !== $from ) {
			self::pairs( parse_blocks( $content ), $lookup, 'page', 'page', null, $pairs );
			return;
		}
		$tree = self::tree( $content );
		if ( null !== $tree ) {
			$budget = ElementorTokens::MAX_ELEMENTS;
			ElementorLook::pairs( $tree[0], $lookup, array( 'page' ), $pairs, 0, $budget );
		}
	}

	/**
	 * An Elementor export as the tree its pairs are read from: page
	 * settings with a colour (the page's background) as the root element.
	 *
	 * @param string $content Export JSON.
	 * @return array{0: array<int, mixed>, 1: array<string, mixed>|null, 2: array<string, mixed>}|null
	 *         The tree, the page settings' element (null: none), the export; null when it is none.
	 */
	private static function tree( string $content ): ?array {
		$export   = json_decode( $content, true );
		$elements = is_array( $export ) && is_array( $export['content'] ?? null ) ? $export['content'] : null;
		if ( null === $elements ) {
			return null;
		}
		$document = ElementorTokens::document( $export['page_settings'] ?? null );
		return array( null !== $document ? array( $document + array( 'elements' => $elements ) ) : $elements, $document, $export );
	}

	/**
	 * The pairs of a plan that kept the pack's colours and concern this
	 * item: those where a role of one of its own pairs was kept (all of
	 * them for an item matched on its own).
	 *
	 * @param array<int, mixed>    $tree Parsed blocks, or an Elementor tree (before rewriting).
	 * @param array<string, mixed> $plan The plan.
	 * @param string               $from `theme` or `kit`.
	 * @return array<int, array<string, mixed>>
	 */
	private static function kept_on( array $tree, array $plan, string $from ): array {
		if ( ! $plan['failed'] ) {
			return array();
		}
		$own = array();
		if ( 'kit' === $from ) {
			$budget = ElementorTokens::MAX_ELEMENTS;
			ElementorLook::pairs( $tree, $plan['lookup'], array( 'page' ), $own, 0, $budget );
		} else {
			self::pairs( $tree, $plan['lookup'], 'page', 'page', null, $own );
		}
		$sides = array_flip( array_merge( array_column( $own, 0 ), array_column( $own, 1 ) ) );
		$kept  = array_intersect_key( $plan['kept'], $sides );
		return array_values(
			array_filter(
				$plan['failed'],
				static fn( array $pair ): bool => isset( $kept[ $pair['text'] ] ) || isset( $kept[ $pair['background'] ] )
			)
		);
	}

	/**
	 * Elementor content in the site kit's globals: the roles resolved over
	 * the kit (`SiteRoles`, Elementor's ids naming roles), every pair kept
	 * readable as for blocks (`settle()`, in the plan), the tree rewritten by
	 * `ElementorLook`. Content that is not an export, or that nothing
	 * changes, is returned as it came, byte for byte.
	 *
	 * @param string               $content Export JSON.
	 * @param array<string, mixed> $design  A design from clean().
	 * @param ThemePresets         $presets The site kit's presets.
	 * @param array<string, mixed> $plan    The colour plan (this item's, or its pack's).
	 * @param array<string, mixed> $result  The answer so far.
	 * @return array<string, mixed> As apply().
	 */
	private function elementor( string $content, array $design, ThemePresets $presets, array $plan, array $result ): array {
		$tree = self::tree( $content );
		if ( null === $tree ) {
			return array( 'reason' => 'no_design' ) + $result;
		}
		[ $tree, $document, $export ] = $tree;
		$kept_on = self::kept_on( $tree, $plan, 'kit' );
		$fonts   = self::roles( $presets, 'kit' )->fonts( $design['fonts'] );
		$changed = false;
		$budget  = ElementorTokens::MAX_ELEMENTS;
		$tree    = ElementorLook::rewrite( $tree, $plan['lookup'], $plan['colors'], $design['fonts'], $fonts, $presets->fonts, $plan['kept'], 0, $budget, $changed );
		if ( null !== $document ) {
			$export['page_settings'] = ElementorTokens::with_page_style( (array) $export['page_settings'], $tree[0]['settings'] );
			$export['content']       = $tree[0]['elements'];
		} else {
			$export['content'] = $tree;
		}
		$encoded           = $changed ? wp_json_encode( $export, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) : $content;
		if ( ! is_string( $encoded ) || '' === $encoded ) {
			// Nothing is lost: content that cannot be written again keeps the pack's look.
			return array( 'reason' => 'no_design' ) + $result;
		}
		return array(
			'content'  => $encoded,
			'matched'  => true,
			'colors'   => array_map( static fn( array $target ): string => $target['slug'], $plan['colors'] ),
			'adjusted' => $plan['adjusted'],
			'fonts'    => $fonts,
			'kept'     => $kept_on,
			'plan'     => self::plan_record( $plan ),
		) + $result;
	}

	/**
	 * Whether a colour's recorded uses are lines and icons only (`border`:
	 * borders, a social icon's colours), never text, a fill or a link.
	 *
	 * @param mixed $uses The design's `uses` of the colour.
	 */
	private static function rule_only( mixed $uses ): bool {
		if ( ! is_array( $uses ) ) {
			return false;
		}
		$counts = array_map( 'intval', array_intersect_key( $uses, array_flip( array( 'text', 'background', 'border', 'link' ) ) ) );
		return ( $counts['border'] ?? 0 ) > 0 && array_sum( $counts ) === $counts['border'];
	}

	/**
	 * A design from the hub, reduced to what this service reads (every
	 * value checked: it came from a hub), or null when it holds nothing.
	 *
	 * @param mixed $design As the item's details carry it.
	 * @return array{colors: array<int, array{role: string, value: string, slug: string}>, fonts: array<int, array{role: string, value: string, slug: string}>, font_sizes: array<int, array{slug: string, value: string}>, spacing: array<int, array{slug: string}>}|null
	 */
	public static function clean( mixed $design ): ?array {
		if ( ! is_array( $design ) ) {
			return null;
		}
		$clean = array(
			'colors'     => array(),
			'fonts'      => array(),
			'font_sizes' => array(),
			'spacing'    => array(),
		);
		$roles = array();
		foreach ( (array) ( $design['colors'] ?? array() ) as $entry ) {
			$role = is_array( $entry ) ? self::text( $entry['role'] ?? '' ) : '';
			if ( ! preg_match( '/^(base|contrast|accent-[1-9][0-9]?)$/D', $role ) || isset( $roles[ $role ] ) ) {
				continue;
			}
			$roles[ $role ]    = true;
			$clean['colors'][] = array(
				'role'  => $role,
				'value' => (string) Colour::normal( self::text( $entry['value'] ?? '' ) ),
				'slug'  => sanitize_title( self::text( $entry['slug'] ?? '' ) ),
			) + ( self::rule_only( $entry['uses'] ?? null ) ? array( 'rule' => true ) : array() );
		}
		foreach ( (array) ( $design['fonts'] ?? array() ) as $entry ) {
			$role = is_array( $entry ) ? self::text( $entry['role'] ?? '' ) : '';
			if ( in_array( $role, DesignSchema::FONT_ROLES, true ) ) {
				$clean['fonts'][] = array(
					'role'  => $role,
					'value' => trim( self::text( $entry['value'] ?? '' ) ),
					'slug'  => sanitize_title( self::text( $entry['slug'] ?? '' ) ),
				);
			}
		}
		foreach ( array( 'font_sizes', 'spacing' ) as $scale ) {
			foreach ( (array) ( $design[ $scale ] ?? array() ) as $entry ) {
				$slug = is_array( $entry ) ? sanitize_title( self::text( $entry['slug'] ?? '' ) ) : '';
				if ( '' !== $slug ) {
					// A font size's value is only read as a length (DesignTokens::size_px()), never written.
					$value             = self::text( $entry['value'] ?? '' );
					$clean[ $scale ][] = 'font_sizes' === $scale ? array(
						'slug'  => $slug,
						'value' => strlen( $value ) <= 200 ? $value : '',
					) : array( 'slug' => $slug );
				}
			}
		}
		return array_filter( $clean ) ? $clean : null;
	}

	/**
	 * A value from a hub as text ('' for anything that is not a string or number).
	 *
	 * @param mixed $value Value.
	 */
	private static function text( mixed $value ): string {
		return is_string( $value ) || is_int( $value ) || is_float( $value ) ? (string) $value : '';
	}

	/**
	 * Roles by token: `p:<slug>` for a palette slug, `v:<hex>` for a value.
	 *
	 * @param array<int, array<string, mixed>> $colours The design's colours.
	 * @return array<string, string>
	 */
	private static function lookup( array $colours ): array {
		$lookup = array();
		foreach ( $colours as $entry ) {
			if ( '' !== $entry['slug'] ) {
				$lookup[ 'p:' . $entry['slug'] ] = $entry['role'];
			}
			if ( '' !== $entry['value'] ) {
				$lookup[ 'v:' . $entry['value'] ] = $entry['role'];
			}
		}
		return $lookup;
	}

	/**
	 * What one colour of a block is, as a pair's side: its role, else
	 * `fixed:<hex>` (a colour no role holds), `fixed:` when unknown.
	 *
	 * @param array<string, mixed>  $colour From DesignTokens::colours().
	 * @param array<string, string> $lookup Roles by token.
	 * @param bool                  $over   It is drawn over a cover's picture (over()).
	 */
	private static function side( array $colour, array $lookup, bool $over = false ): string {
		return self::role_of( $colour, $lookup, $over ) ?? 'fixed:' . (string) $colour['value'];
	}

	/**
	 * One colour of a block's role: one drawn over a cover's picture
	 * (`$over`, over()) by its own token (`o:p:<slug>`, `o:v:<hex>`: see
	 * overlays()) where the plan has one, else by the colour's token; null: none.
	 *
	 * @param array<string, mixed>  $colour From DesignTokens::colours().
	 * @param array<string, string> $lookup Roles by token.
	 * @param bool                  $over   It is drawn over a cover's picture.
	 */
	private static function role_of( array $colour, array $lookup, bool $over = false ): ?string {
		$token = null !== $colour['preset'] ? 'p:' . $colour['preset'] : 'v:' . $colour['value'];
		if ( $over && isset( $lookup[ 'o:' . $token ] ) ) {
			return $lookup[ 'o:' . $token ];
		}
		return $lookup[ $token ] ?? null;
	}

	/**
	 * Whether a block's colours are drawn over a cover's picture: a
	 * cover's (its overlay, its text) and every colour of the blocks
	 * inside one (their text, a button's fill and words, a card). A cover
	 * is its own small page over a picture that does not turn with the
	 * palette: its colours are placed at their own lightness (overlays()).
	 *
	 * @param array<string, mixed> $block Parsed block.
	 * @param bool                 $in    It is inside a cover.
	 */
	private static function over( array $block, bool $in ): bool {
		return $in || 'core/cover' === ( $block['blockName'] ?? null );
	}

	/**
	 * Covers' colours as roles of their own. A cover's overlay dims a
	 * picture, which does not turn with the palette: the cover's colours
	 * (over()) are placed at their own lightness (`over`,
	 * `ColourFit::wanted()`), not on the page's scale, and the text on the
	 * overlay keeps its side of it (settle()). Each such colour becomes a
	 * role of its own, `<role>~<n>` (`over`), found by its token
	 * `o:<token>` (role_of()): retreat-landing's dark green overlay is the
	 * pack's text colour too, which a dark site makes pale, and its white
	 * text the pack's page colour, which a dark site makes dark. A colour
	 * only covers use leaves its first role.
	 *
	 * @param array<int, array<string, mixed>> $colours  The colours, from merged().
	 * @param array<string, string>            $lookup   Roles by token.
	 * @param array<int, string>               $contents The items' block markup.
	 * @return array{0: array<int, array<string, mixed>>, 1: array<string, string>}
	 */
	private static function overlays( array $colours, array $lookup, array $contents ): array {
		$over  = array();
		$other = array();
		$walk  = static function ( array $blocks, bool $in ) use ( &$walk, &$over, &$other ): void {
			foreach ( $blocks as $block ) {
				if ( null !== ( $block['blockName'] ?? null ) ) {
					foreach ( DesignTokens::colours( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array() ) as $colour ) {
						$token = null !== $colour['preset'] ? 'p:' . $colour['preset'] : 'v:' . $colour['value'];
						if ( self::over( $block, $in ) ) {
							$over[ $token ] = true;
						} else {
							$other[ $token ] = true;
						}
					}
				}
				$walk( (array) ( $block['innerBlocks'] ?? array() ), self::over( $block, $in ) );
			}
		};
		foreach ( $contents as $content ) {
			$walk( parse_blocks( $content ), false );
		}
		$roles = array_column( $colours, 'role' );
		$split = array();
		$gone  = array();
		foreach ( array_keys( $over ) as $token ) {
			$role = $lookup[ $token ] ?? null;
			$at   = null !== $role ? array_search( $role, $roles, true ) : false;
			if ( false === $at ) {
				continue;
			}
			if ( ! isset( $split[ $role ] ) ) {
				$base = (string) preg_replace( '/~[0-9]+$/', '', $role );
				$new  = $base . '~2';
				for ( $n = 3; in_array( $new, $roles, true ); $n++ ) {
					$new = $base . '~' . $n;
				}
				$roles[]        = $new;
				$split[ $role ] = $new;
				$colours[]      = array(
					'role' => $new,
					'over' => true,
				) + $colours[ $at ];
				// A colour only a cover uses is that cover's alone.
				if ( ! array_intersect_key( array_flip( array_keys( $lookup, $role, true ) ), $other ) ) {
					$gone[ $at ] = true;
				}
			}
			$lookup[ 'o:' . $token ] = $split[ $role ];
		}
		$colours = array_values( array_diff_key( $colours, $gone ) );
		return array( $colours, $lookup );
	}

	/**
	 * Collects every text / background pair: a block's text and link
	 * colours (its own or inherited) on its background (its own, an
	 * ancestor's, or the page's), where the block sets one of them.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @param array<string, string>            $lookup Roles by token.
	 * @param string                           $text   Inherited text side.
	 * @param string                           $back   Inherited background side.
	 * @param string|null                      $link   Inherited link side.
	 * @param array<string, array{0: string, 1: string, 2?: float}> $pairs Pairs found, by `text|background`
	 *                                                                   (a control's fill on its surround:
	 *                                                                   `fill:…`, with its minimum, 3:1;
	 *                                                                   a striped table's text on core's
	 *                                                                   grey rows: `stripes:<text>`).
	 * @param bool                             $in     The blocks are inside a cover (over()).
	 */
	private static function pairs( array $blocks, array $lookup, string $text, string $back, ?string $link, array &$pairs, bool $in = false ): void {
		foreach ( $blocks as $block ) {
			$own   = array();
			$icons = array();
			if ( null !== ( $block['blockName'] ?? null ) ) {
				foreach ( DesignTokens::colours( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array() ) as $colour ) {
					if ( isset( DesignTokens::COLOUR_PLACES[ $colour['place'] ]['icon'] ) ) {
						$icons[ (string) DesignTokens::COLOUR_PLACES[ $colour['place'] ]['named'] ] = self::side( $colour, $lookup );
					} elseif ( 'border' !== $colour['use'] ) {
						$own[ $colour['use'] ] ??= self::side( $colour, $lookup, self::over( $block, $in ) );
					}
				}
			}
			if ( 'core/cover' === ( $block['blockName'] ?? null ) && ! isset( $own['text'] ) ) {
				// A cover's text is white on a dark overlay, black on a light one (its `isDark`).
				$own['text'] = false === ( $block['attrs']['isDark'] ?? true ) ? 'fixed:#000000' : 'fixed:#ffffff';
			}
			$block_text = $own['text'] ?? $text;
			$block_back = $own['background'] ?? $back;
			$block_link = $own['link'] ?? $link;
			if ( isset( $own['text'] ) || isset( $own['background'] ) ) {
				$pairs[ "{$block_text}|{$block_back}" ] = array( $block_text, $block_back );
			}
			if ( 'core/table' === $block['blockName'] && preg_match( '/(^|\s)is-style-stripes(\s|$)/', (string) ( $block['attrs']['className'] ?? '' ) ) ) {
				// A striped table's text, its own or inherited, on core's grey rows
				// (a colour no role holds); judged where the pack's text reads on them.
				$pairs[ "stripes:{$block_text}" ] = array( $block_text, 'fixed:' . self::STRIPES );
			}
			if ( isset( $own['background'] ) && in_array( $block['blockName'], self::FILLED_BLOCKS, true ) ) {
				// A control's fill against the background around it (not text: 3:1).
				$pairs[ "fill:{$own['background']}|{$back}" ] = array( $own['background'], $back, Colour::NON_TEXT );
			}
			if ( isset( $icons['iconColor'] ) ) {
				// Social icons (not text: 3:1), judged as a fill is: the icon on its own
				// background, or on the block's where the style draws none (logos only).
				// Without an icon background of the pack's, other styles draw each
				// service's own colour behind the icon: not known here, not judged.
				$logos  = (bool) preg_match( '/(^|\s)is-style-logos-only(\s|$)/', (string) ( $block['attrs']['className'] ?? '' ) );
				$behind = $logos ? $block_back : ( $icons['iconBackgroundColor'] ?? null );
				if ( null !== $behind ) {
					$pairs[ "fill:{$icons['iconColor']}|{$behind}" ] = array( $icons['iconColor'], $behind, Colour::NON_TEXT );
				}
			}
			// Links inside: a link colour set here, or one inherited onto a background set here
			// (never a button's: WordPress's link styles leave `.wp-element-button` alone).
			if ( null !== $block_link && ( isset( $own['link'] ) || isset( $own['background'] ) ) && 'core/button' !== $block['blockName'] ) {
				$pairs[ "{$block_link}|{$block_back}" ] = array( $block_link, $block_back );
			}
			self::pairs( (array) ( $block['innerBlocks'] ?? array() ), $lookup, $block_text, $block_back, $block_link, $pairs, self::over( $block, $in ) );
		}
	}

	/**
	 * Makes every pair readable: a pair under AA (a control's fill on its
	 * surround: under 3:1, WCAG 1.4.11, judged only where the pack's own
	 * colours reach it) first tries another colour
	 * of the site's palette for one of its mapped roles (its text first,
	 * then its background; the palette's colours likest the role's
	 * original first, `ColourFit`), one that every pair of that role reads
	 * with; where the palette has none, the pair keeps the pack's colours
	 * (but for a side the site draws in the pack's very colour).
	 * Repeated until every pair that still has a mapped role passes (a role
	 * is given another colour once at most, so this ends).
	 *
	 * What comes out depends on which failing pair is mended first, so the
	 * pairs are judged in two orders — as the content has them, and
	 * controls' fills first (a fill re-chosen to stand out on its surround
	 * is then the background its words are judged on; the other way round
	 * the words may take a colour for the fill's first choice, after which
	 * no fill stands out with them: consultation-cta's button on Twenty
	 * Twenty-Five) — and the one that keeps fewer pairs of the pack's
	 * colours wins (then fewer roles kept; on a tie the content's order).
	 *
	 * @param array<string, array{0: string, 1: string, 2?: float}> $pairs Pairs (a third: the minimum, a fill's).
	 * @param array<int, array<string, mixed>>                  $colours The design's colours.
	 * @param array<string, array{slug: string, value: string}> $targets Site colour per role, first choice.
	 * @param ThemePresets                                      $presets The site's presets.
	 * @return array{0: array<string, array{slug: string, value: string}>, 1: array<int, array<string, mixed>>, 2: array<string, string>}
	 *         The site colour per role mapped, the pairs that kept the pack's
	 *         colours, and the roles given another colour for contrast.
	 */
	private static function settle( array $pairs, array $colours, array $targets, ThemePresets $presets ): array {
		$best = self::settle_in_order( $pairs, $colours, $targets, $presets );
		if ( ! $best[1] ) {
			return $best;
		}
		$fills   = array_filter( $pairs, static fn( array $pair ): bool => isset( $pair[2] ) );
		$stripes = array_filter( $pairs, static fn( string $key ): bool => str_starts_with( $key, 'stripes:' ), ARRAY_FILTER_USE_KEY );
		$score   = static fn( array $result ): array => array( count( $targets ) - count( $result[0] ), count( $result[1] ) );
		$tried   = array( array_keys( $pairs ) );
		foreach ( array( $fills + $pairs, array_diff_key( $pairs, $stripes ) + $stripes, $fills + array_diff_key( $pairs, $stripes ) + $stripes ) as $order ) {
			if ( in_array( array_keys( $order ), $tried, true ) ) {
				continue;
			}
			$tried[] = array_keys( $order );
			$other   = self::settle_in_order( $order, $colours, $targets, $presets );
			if ( $score( $other ) < $score( $best ) ) {
				$best = $other;
			}
		}
		return $best;
	}

	/**
	 * settle() with the pairs judged in the order given.
	 *
	 * @param array<string, array{0: string, 1: string, 2?: float}> $pairs   Pairs, in the order to judge them.
	 * @param array<int, array<string, mixed>>                  $colours The design's colours.
	 * @param array<string, array{slug: string, value: string}> $targets Site colour per role, first choice.
	 * @param ThemePresets                                      $presets The site's presets.
	 * @return array{0: array<string, array{slug: string, value: string}>, 1: array<int, array<string, mixed>>, 2: array<string, string>}
	 */
	private static function settle_in_order( array $pairs, array $colours, array $targets, ThemePresets $presets ): array {
		$original = array_column( $colours, 'value', 'role' );
		// Covers' overlays (overlays()): the text on one keeps its side of it.
		$over     = array_flip( array_column( array_filter( $colours, static fn( array $colour ): bool => ! empty( $colour['over'] ) ), 'role' ) );
		$palette  = array_filter( array_map( static fn( array $colour ): ?string => $colour['value'], $presets->colours ) );
		$kept     = array();
		$failed   = array();
		$adjusted = array();
		// A fill the pack itself drew under 3:1 on its surround is the pack's design: not asked of the
		// site; so is a striped table's text the pack drew under AA on core's grey rows (one whose
		// colour is unknown, a slug without a value, is judged).
		foreach ( $pairs as $key => $pair ) {
			$stripes = str_starts_with( (string) $key, 'stripes:' );
			if ( isset( $pair[2] ) || $stripes ) {
				$pack    = array_map(
					static fn( string $side, string $as ): ?string => 'page' === $side ? ( $presets->page[ $as ] ?? null ) : ( str_starts_with( $side, 'fixed:' ) ? substr( $side, 6 ) : ( $original[ $side ] ?? null ) ),
					array( $pair[0], $pair[1] ),
					array( $stripes ? 'text' : 'background', 'background' )
				);
				$unknown = null === $pack[0] || null === $pack[1] || '' === $pack[0] || '' === $pack[1];
				if ( ( $unknown && ! $stripes ) || ( ! $unknown && Colour::contrast( (string) $pack[0], (string) $pack[1] ) < ( $pair[2] ?? Colour::AA ) ) ) {
					unset( $pairs[ $key ] );
				}
			}
		}
		$value    = static function ( string $side, string $as, array $targets ) use ( &$kept, $original, $presets ): ?string {
			return self::side_colour( $side, $as, $presets, isset( $kept[ $side ] ) || ! isset( $targets[ $side ] ) ? (string) ( $original[ $side ] ?? '' ) : $targets[ $side ]['value'] );
		};
		// A pair's ratio with these targets, null when a side is unknown or nothing in it is mapped
		// (`$fill`: its first side is a control's fill, a background).
		// A side mapped to the pack's own colour (the site has it too) is the pack's look.
		$moved = static function ( string $side, array $targets ) use ( &$kept, $original ): bool {
			return isset( $targets[ $side ] ) && ! isset( $kept[ $side ] ) && $targets[ $side ]['value'] !== ( $original[ $side ] ?? '' );
		};
		// Text on a cover's overlay that has turned to the other side of it (light text on a
		// dark overlay become dark on a pale one: the picture under it is washed out) does not
		// read as the pack's did: 1, whatever its contrast.
		$ratio = static function ( string $text, string $back, array $targets, bool $fill = false ) use ( $value, $moved, $over, $original, $presets ): ?float {
			$mapped = $moved( $text, $targets ) || $moved( $back, $targets );
			$fore   = $value( $text, $fill ? 'background' : 'text', $targets );
			$behind = $value( $back, 'background', $targets );
			if ( ! $mapped || null === $fore || null === $behind ) {
				return null;
			}
			if ( ! $fill && isset( $over[ $back ] ) && 'page' !== $text ) {
				$was = array( self::side_colour( $text, 'text', $presets, (string) ( $original[ $text ] ?? '' ) ), '' !== (string) ( $original[ $back ] ?? '' ) ? (string) $original[ $back ] : null );
				if ( null !== $was[0] && null !== $was[1] && ( Colour::luminance( $was[0] ) > Colour::luminance( $was[1] ) ) !== ( Colour::luminance( $fore ) > Colour::luminance( $behind ) ) ) {
					return 1.0;
				}
			}
			return Colour::contrast( $fore, $behind );
		};
		do {
			$again = false;
			foreach ( $pairs as $key => $pair ) {
				[ $text, $back ] = $pair;
				$need = $pair[2] ?? Colour::AA;
				$now  = $ratio( $text, $back, $targets, isset( $pair[2] ) );
				if ( null === $now || $now >= $need ) {
					continue;
				}
				$sides = array_values( array_filter( array( $text, $back ), static fn( string $side ): bool => isset( $targets[ $side ] ) && ! isset( $kept[ $side ] ) ) );
				// A control's fill: only the fill is given another colour (never the section around it).
				foreach ( isset( $pair[2] ) ? array_intersect( $sides, array( $text ) ) : $sides as $side ) {
					if ( isset( $adjusted[ $side ] ) ) {
						continue;
					}
					// The palette's colours by likeness to the pack's (ColourFit: lightness on the
					// page scale as drawn now — a page colour kept is the pack's —, and hue), the
					// role's first choice's when it has no value.
					$fit        = new ColourFit( ( $original['base'] ?? '' ) ?: null, ( $original['contrast'] ?? '' ) ?: null, isset( $targets['base'] ) ? $value( 'base', 'background', $targets ) : ( $presets->page['background'] ?? null ), isset( $targets['contrast'] ) ? $value( 'contrast', 'text', $targets ) : ( $presets->page['text'] ?? null ) );
					$candidates = $fit->order( '' !== (string) ( $original[ $side ] ?? '' ) ? (string) $original[ $side ] : $targets[ $side ]['value'], $palette, isset( $over[ $side ] ) );
					foreach ( $candidates as $slug => $hex ) {
						$try          = $targets;
						$try[ $side ] = array(
							'slug'  => (string) $slug,
							'value' => $hex,
						);
						$reads        = true;
						foreach ( $pairs as $other ) {
							[ $t, $b ] = $other;
							$min       = $other[2] ?? Colour::AA;
							if ( ( $t === $side || $b === $side ) && ( $ratio( $t, $b, $try, isset( $other[2] ) ) ?? $min ) < $min ) {
								$reads = false;
								break;
							}
						}
						if ( $reads ) {
							$targets           = $try;
							$adjusted[ $side ] = (string) $slug;
							$again             = true;
							continue 3;
						}
					}
				}
				// The palette has no colour for it: the pair keeps the pack's colours — but for
				// a side the site already draws in the pack's own colour (the pack's white, the
				// theme's white): keeping it would change nothing, so only the other side is kept.
				$sides = array_values( array_filter( $sides, static fn( string $side ): bool => $moved( $side, $targets ) ) ) ?: $sides;
				$failed[ $key ] ??= array(
					'text'        => $text,
					'background'  => $back,
					'site_colors' => array( $value( $text, isset( $pair[2] ) ? 'background' : 'text', $targets ), $value( $back, 'background', $targets ) ),
					'ratio'       => round( $now, 2 ),
				) + ( isset( $pair[2] ) ? array( 'fill' => true ) : array() );
				if ( isset( $pair[2] ) && in_array( $text, $sides, true ) ) {
					// A control's fill: its own colour first; the background around it (a whole
					// section) keeps the pack's only where the fill alone cannot stand out on it.
					$kept[ $text ] = true;
					$alone         = $ratio( $text, $back, $targets, true );
					$sides         = null === $alone || $alone >= $need ? array() : $sides;
				}
				foreach ( $sides as $side ) {
					$kept[ $side ] = true;
				}
				$again = true;
			}
		} while ( $again );
		return array( array_diff_key( $targets, $kept ), array_values( $failed ), array_diff_key( $adjusted, $kept ) );
	}

	/**
	 * Links and headings that would take the theme's colour for them on a
	 * background the item sets (mapped, or kept for contrast) where that
	 * colour does not read (a dark palette's pale link on a card that kept
	 * the pack's white; Twenty Twenty-Four's `contrast` headings in a band
	 * matched to `contrast`): the block that sets the background gives
	 * them its own text colour (`style.elements.link` / `.heading`), which
	 * reads on it (its text / background pair was judged), as the pack's
	 * source theme let them inherit it. Nothing changes where the item sets
	 * their colour, where the theme's reads, or for a button's link
	 * (WordPress's link styles leave buttons alone).
	 *
	 * @param array<int, array<string, mixed>> $blocks  Blocks as rewritten.
	 * @param ThemePresets                     $presets The site's presets.
	 * @param array{0: string, 1: string}|null $text    Text colour around them: hex, and as an
	 *                                                  attribute writes it; null: unknown.
	 * @return array<int, array<string, mixed>>
	 */
	private static function readable_elements( array $blocks, ThemePresets $presets, ?array $text ): array {
		$themed = array_filter(
			array(
				'link'    => $presets->page['link'] ?? null,
				'heading' => $presets->page['headings'] ?? null,
			)
		);
		if ( ! $themed ) {
			return $blocks;
		}
		$hex = static function ( array $colour ) use ( $presets ): ?string {
			return null !== $colour['preset'] ? ( $presets->colours[ $colour['preset'] ]['value'] ?? null ) : $colour['value'];
		};
		foreach ( $blocks as $n => $block ) {
			$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
			$own   = array();
			foreach ( DesignTokens::colours( $attrs ) as $colour ) {
				$own[ $colour['use'] ] ??= $colour;
			}
			$block_text = $text;
			if ( isset( $own['text'] ) ) {
				$value      = $hex( $own['text'] );
				$block_text = null !== $value ? array( $value, null !== $own['text']['preset'] ? 'var:preset|color|' . $own['text']['preset'] : $value ) : null;
			}
			$back = isset( $own['background'] ) ? $hex( $own['background'] ) : null;
			if ( null !== $back && null !== $block_text && 'core/button' !== ( $block['blockName'] ?? null ) && Colour::contrast( $block_text[0], $back ) >= Colour::AA ) {
				foreach ( $themed as $element => $colour ) {
					$set = 'link' === $element ? isset( $own['link'] ) : null !== ( $attrs['style']['elements']['heading']['color']['text'] ?? null );
					if ( ! $set && Colour::contrast( $colour, $back ) < Colour::AA && self::holds( $block, $element ) ) {
						$attrs['style']['elements'][ $element ]['color']['text'] = $block_text[1];
						$blocks[ $n ]['attrs']                                   = $attrs;
						if ( 'link' === $element ) {
							// As the editor saves a link colour: its class on the block's wrapper too
							// (else the editor finds the block changed).
							$blocks[ $n ] = self::with_wrapper_class( $blocks[ $n ], 'has-link-color' );
						}
					}
				}
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$blocks[ $n ]['innerBlocks'] = self::readable_elements( $block['innerBlocks'], $presets, $block_text );
			}
		}
		return $blocks;
	}

	/**
	 * A block with a class on its wrapper (the first tag of its own HTML).
	 *
	 * @param array<string, mixed> $block Parsed block.
	 * @param string               $class Class.
	 * @return array<string, mixed>
	 */
	private static function with_wrapper_class( array $block, string $class ): array {
		$add = static function ( string $html ) use ( $class ): string {
			$tags = new \WP_HTML_Tag_Processor( $html );
			if ( ! $tags->next_tag() ) {
				return $html;
			}
			$tags->add_class( $class );
			return $tags->get_updated_html();
		};
		foreach ( (array) ( $block['innerContent'] ?? array() ) as $i => $chunk ) {
			if ( is_string( $chunk ) && '' !== trim( $chunk ) ) {
				$block['innerContent'][ $i ] = $add( $chunk );
				break;
			}
		}
		if ( is_string( $block['innerHTML'] ?? null ) ) {
			$block['innerHTML'] = $add( $block['innerHTML'] );
		}
		return $block;
	}

	/**
	 * The colour one side of a pair draws: the site's page colour for
	 * `page` (its text or background, as the side is used), the value of a
	 * `fixed:<hex>` side, else the colour the caller gives for its role.
	 *
	 * @param string       $side    A role, `page` or `fixed:<hex>`.
	 * @param string       $as      `text` or `background`.
	 * @param ThemePresets $presets The site's presets.
	 * @param string       $role    The role's colour as the caller has it ('' : none).
	 */
	private static function side_colour( string $side, string $as, ThemePresets $presets, string $role ): ?string {
		if ( 'page' === $side ) {
			return $presets->page[ 'text' === $as ? 'text' : 'background' ];
		}
		$hex = str_starts_with( $side, 'fixed:' ) ? substr( $side, 6 ) : $role;
		return '' !== $hex ? $hex : null;
	}

	/**
	 * A colour as an attribute writes it: the palette slug of that value
	 * (`var:preset|color|<slug>`), else the value.
	 *
	 * @param string       $hex     Colour.
	 * @param ThemePresets $presets The site's presets.
	 */
	private static function written( string $hex, ThemePresets $presets ): string {
		foreach ( $presets->colours as $slug => $colour ) {
			if ( $hex === $colour['value'] ) {
				return 'var:preset|color|' . $slug;
			}
		}
		return $hex;
	}

	/**
	 * Whether a block, or one inside it that is not a button, holds a link
	 * (in its markup, or one WordPress renders: `LINK_BLOCKS`), or a
	 * heading without a colour of its own; not counting a block inside that
	 * sets its own background (it answers for its own).
	 *
	 * @param array<string, mixed> $block   Parsed block.
	 * @param string               $element `link` or `heading`.
	 */
	private static function holds( array $block, string $element ): bool {
		$name = $block['blockName'] ?? null;
		if ( 'core/button' === $name ) {
			return false;
		}
		if ( 'link' === $element && ( str_contains( (string) ( $block['innerHTML'] ?? '' ), '<a ' ) || in_array( $name, self::LINK_BLOCKS, true ) ) ) {
			return true;
		}
		if ( 'heading' === $element && in_array( $name, array( 'core/heading', 'core/post-title', 'core/query-title' ), true ) ) {
			$own = array_column( DesignTokens::colours( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array() ), 'use' );
			if ( ! in_array( 'text', $own, true ) ) {
				return true;
			}
		}
		foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $inner ) {
			// A block inside that sets its own background answers for its own.
			$inner_back = is_array( $inner ) && in_array( 'background', array_column( DesignTokens::colours( is_array( $inner['attrs'] ?? null ) ? $inner['attrs'] : array() ), 'use' ), true );
			if ( is_array( $inner ) && ! $inner_back && self::holds( $inner, $element ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Rewrites blocks to the site's slugs.
	 *
	 * @param array<int, array<string, mixed>>           $blocks       Parsed blocks.
	 * @param array<string, string>                      $lookup       Colour roles by token.
	 * @param array<string, array{slug: string, value: string}> $colours The site's colour per role mapped.
	 * @param array<int, array<string, string>>          $design_fonts The design's fonts.
	 * @param array<string, string>                      $fonts        The site's family slug per role.
	 * @param bool                                       $in           The block(s) are inside a cover (over()).
	 * @return array<int, array<string, mixed>>
	 */
	private static function rewrite( array $blocks, array $lookup, array $colours, array $design_fonts, array $fonts, bool $in = false ): array {
		foreach ( $blocks as $n => $block ) {
			if ( null !== ( $block['blockName'] ?? null ) ) {
				$blocks[ $n ] = self::rewrite_block( $block, $lookup, $colours, $design_fonts, $fonts, $in );
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$blocks[ $n ]['innerBlocks'] = self::rewrite( $block['innerBlocks'], $lookup, $colours, $design_fonts, $fonts, self::over( $block, $in ) );
			}
		}
		return $blocks;
	}

	/**
	 * One block's own colours and font family (its inner blocks apart).
	 *
	 * @param array<string, mixed>                       $block        Parsed block.
	 * @param array<string, string>                      $lookup       Colour roles by token.
	 * @param array<string, array{slug: string, value: string}> $colours The site's colour per role mapped.
	 * @param array<int, array<string, string>>          $design_fonts The design's fonts.
	 * @param array<string, string>                      $fonts        The site's family slug per role.
	 * @param bool                                       $in           The block(s) are inside a cover (over()).
	 * @return array<string, mixed>
	 */
	private static function rewrite_block( array $block, array $lookup, array $colours, array $design_fonts, array $fonts, bool $in = false ): array {
		$attrs   = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$values  = array();
		$classes = array();
		$drops   = array();
		$icons   = false;
		foreach ( DesignTokens::colours( $attrs ) as $colour ) {
			$role = self::role_of( $colour, $lookup, self::over( $block, $in ) );
			if ( null === $role || ! isset( $colours[ $role ] ) ) {
				continue;
			}
			$slug  = $colours[ $role ]['slug'];
			$where = DesignTokens::COLOUR_PLACES[ $colour['place'] ];
			if ( isset( $where['icon'] ) ) {
				// Social icons, as the editor saves a palette pick: the slug (its class on
				// each icon, which follows the palette) and its value (drawn inline under
				// the class). The block's own markup only says whether there is a value
				// (`has-icon-color`): a block with a slug alone keeps none, so it stays valid.
				$attrs[ $where['named'] ] = $slug;
				if ( ! empty( $attrs[ $where['path'][0] ] ) ) {
					$attrs[ $where['path'][0] ] = $colours[ $role ]['value'];
				}
				unset( $attrs[ $where['icon'] ] );
				$icons = true;
				continue;
			}
			if ( $colour['named'] ) {
				// A palette slug: the site's slug, and its class.
				$attrs[ $where['named'] ] = $slug;
				$classes[ 'has-' . DesignTokens::css_slug( $colour['preset'] ) . '-' . $where['class'] ] = 'has-' . DesignTokens::css_slug( $slug ) . '-' . $where['class'];
				continue;
			}
			$written = null !== $colour['preset'] ? 'var(--wp--preset--color--' . DesignTokens::css_slug( $colour['preset'] ) . ')' : (string) $colour['value'];
			// A colour the editor saves only as the named attribute when it is a
			// palette pick: the slug, and its classes instead of the inline declarations.
			$named_only = ! empty( $where['custom'] ) ? array( 'background-color' => $where['class'] ) : ( self::NAMED_ONLY[ (string) $block['blockName'] ][ implode( '.', $where['path'] ) ] ?? null );
			if ( null !== $named_only ) {
				$attrs                    = self::without( $attrs, $where['path'] );
				$attrs[ $where['named'] ] = $slug;
				foreach ( $named_only as $property => $class ) {
					$drops[ $property . '|colour:' . $written ] = 'has-' . DesignTokens::css_slug( $slug ) . '-' . $class;
				}
				continue;
			}
			$attrs                          = self::put( $attrs, $where['path'], 'var:preset|color|' . $slug );
			$values[ 'colour:' . $written ] = 'var(--wp--preset--color--' . DesignTokens::css_slug( $slug ) . ')';
		}
		$font = DesignTokens::font( (string) $block['blockName'], $attrs );
		if ( null !== $font ) {
			$role = null;
			foreach ( $design_fonts as $entry ) {
				if ( ( null !== $font['preset'] && $entry['slug'] === $font['preset'] ) || ( null === $font['preset'] && '' === $entry['slug'] && $entry['value'] === $font['value'] ) ) {
					$role = $entry['role'];
					break;
				}
			}
			$slug = null !== $role ? ( $fonts[ $role ] ?? null ) : null;
			if ( null !== $slug && null !== $font['preset'] && ( $attrs['fontFamily'] ?? null ) === $font['preset'] ) {
				$attrs['fontFamily'] = $slug;
				$classes[ 'has-' . DesignTokens::css_slug( $font['preset'] ) . '-font-family' ] = 'has-' . DesignTokens::css_slug( $slug ) . '-font-family';
			} elseif ( null !== $slug ) {
				$written                            = (string) ( $attrs['style']['typography']['fontFamily'] ?? '' );
				$attrs['style']['typography']['fontFamily'] = 'var:preset|font-family|' . $slug;
				$values[ 'font:' . strtolower( null !== $font['preset'] ? 'var(--wp--preset--font-family--' . DesignTokens::css_slug( $font['preset'] ) . ')' : $written ) ] = 'var(--wp--preset--font-family--' . DesignTokens::css_slug( $slug ) . ')';
			}
		}
		if ( ! $values && ! $classes && ! $drops ) {
			return $icons ? array( 'attrs' => $attrs ) + $block : $block;
		}
		$block['attrs'] = $attrs;
		foreach ( (array) ( $block['innerContent'] ?? array() ) as $i => $chunk ) {
			if ( is_string( $chunk ) && '' !== $chunk ) {
				$block['innerContent'][ $i ] = self::rewrite_html( $chunk, $values, $classes, $drops );
			}
		}
		$block['innerHTML'] = implode( '', array_filter( (array) $block['innerContent'], 'is_string' ) );
		return $block;
	}

	/**
	 * A block's own HTML with its colour and font declarations and its
	 * palette classes replaced.
	 *
	 * @param string                $html    HTML (a chunk of the block's own).
	 * @param array<string, string> $values  `colour:<hex or var()>` / `font:<family>` => new CSS value.
	 * @param array<string, string> $classes Old class => new class.
	 * @param array<string, string> $drops   `<property>|colour:<hex or var()>` => the class that
	 *                                       replaces that declaration on its tag.
	 */
	private static function rewrite_html( string $html, array $values, array $classes, array $drops ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			$style = $tags->get_attribute( 'style' );
			if ( is_string( $style ) && '' !== $style && ( $values || $drops ) ) {
				[ $new, $add ] = self::rewrite_style( $style, $values, $drops );
				if ( $new !== $style ) {
					'' === trim( $new ) ? $tags->remove_attribute( 'style' ) : $tags->set_attribute( 'style', $new );
				}
				foreach ( $add as $class ) {
					$tags->add_class( $class );
				}
			}
			foreach ( $classes as $old => $new ) {
				if ( $tags->has_class( $old ) ) {
					$tags->remove_class( $old );
					$tags->add_class( $new );
				}
			}
		}
		return $tags->get_updated_html();
	}

	/**
	 * An inline style with matching colour and font-family values replaced
	 * (or dropped), everything else as written.
	 *
	 * @param string                $style  The style attribute.
	 * @param array<string, string> $values See rewrite_html().
	 * @param array<string, string> $drops  See rewrite_html().
	 * @return array{0: string, 1: string[]} The style, and the classes its dropped declarations give.
	 */
	private static function rewrite_style( string $style, array $values, array $drops ): array {
		$parts = explode( ';', $style );
		$add   = array();
		foreach ( $parts as $n => $part ) {
			$colon = strpos( $part, ':' );
			if ( false === $colon ) {
				continue;
			}
			$property = strtolower( trim( substr( $part, 0, $colon ) ) );
			$value    = trim( substr( $part, $colon + 1 ) );
			$key      = null;
			if ( in_array( $property, self::COLOUR_PROPERTIES, true ) ) {
				$key = 'colour:' . ( Colour::normal( $value ) ?? strtolower( $value ) );
			} elseif ( 'font-family' === $property ) {
				$key = 'font:' . strtolower( $value );
			}
			if ( null !== $key && isset( $drops[ $property . '|' . $key ] ) ) {
				unset( $parts[ $n ] );
				$add[] = $drops[ $property . '|' . $key ];
			} elseif ( null !== $key && isset( $values[ $key ] ) ) {
				$parts[ $n ] = substr( $part, 0, $colon + 1 ) . $values[ $key ];
			}
		}
		return array( implode( ';', $parts ), array_unique( $add ) );
	}

	/**
	 * A tree without the value at a path (and without the arrays that held
	 * only it).
	 *
	 * @param array<string, mixed> $tree Tree.
	 * @param string[]             $path Keys.
	 * @return array<string, mixed>
	 */
	private static function without( array $tree, array $path ): array {
		$key = array_shift( $path );
		if ( ! $path ) {
			unset( $tree[ $key ] );
			return $tree;
		}
		if ( is_array( $tree[ $key ] ?? null ) ) {
			$tree[ $key ] = self::without( $tree[ $key ], $path );
			if ( array() === $tree[ $key ] ) {
				unset( $tree[ $key ] );
			}
		}
		return $tree;
	}

	/**
	 * A tree with a value set at a path.
	 *
	 * @param array<string, mixed> $tree  Tree.
	 * @param string[]             $path  Keys.
	 * @param mixed                $value Value.
	 * @return array<string, mixed>
	 */
	private static function put( array $tree, array $path, mixed $value ): array {
		$key = array_shift( $path );
		if ( ! $path ) {
			$tree[ $key ] = $value;
			return $tree;
		}
		$tree[ $key ] = self::put( is_array( $tree[ $key ] ?? null ) ? $tree[ $key ] : array(), $path, $value );
		return $tree;
	}
}
