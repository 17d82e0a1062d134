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
 *   nearest one (a slug the site has is kept: its value is the site's).
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
	/** Keep the pack's look: the content as the hub sent it. */
	public const LOOK_PACK = 'pack';

	/** Match my site: the site's presets. */
	public const LOOK_SITE = 'site';

	/** Every look. */
	public const LOOKS = array( self::LOOK_PACK, self::LOOK_SITE );

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
	 * @return array{content: string, look: string, matched: bool, reason: string, colors: array<string, string>, adjusted: array<string, string>, fonts: array<string, string>, font_sizes: array<string, string>, spacing: array<string, string>, kept: array<int, array<string, mixed>>}
	 *         `matched` whether the site's presets were applied, else `reason`
	 *         (`pack`, `platform`, `no_kit`, `no_design`, `no_palette`: a classic theme
	 *         without a colour palette); `colors` and
	 *         `fonts` the site's slug per role applied (`adjusted`: the roles
	 *         whose first choice was replaced for contrast); `font_sizes` and
	 *         `spacing` the slugs replaced; `kept` the pairs that kept the
	 *         pack's colours (roles, the site's colours they had, the ratio).
	 */
	public function apply( string $content, mixed $design, string $look, string $platform = Platforms::BLOCK_EDITOR ): array {
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
			return $this->elementor( $content, $design, $kit, $result );
		}
		// Block theme or classic: where the presets come from is ThemePresets' business.
		$presets = $this->presets ?? ThemePresets::current();
		if ( ! $presets->has_palette() ) {
			// A classic theme without `editor-color-palette`: nothing to match to.
			return array( 'reason' => 'no_palette' ) + $result;
		}
		$roles   = new SiteRoles( $presets );
		$targets = $roles->colours( $design['colors'] );
		$lookup  = self::lookup( $design['colors'] );
		$blocks  = parse_blocks( $content );
		$pairs   = array();
		self::pairs( $blocks, $lookup, 'page', 'page', null, $pairs );
		[ $colours, $failed, $adjusted ] = self::settle( $pairs, $design['colors'], $targets, $presets );
		$fonts   = $roles->fonts( $design['fonts'] );
		$blocks  = self::rewrite( $blocks, $lookup, $colours, $design['fonts'], $fonts );
		$content = serialize_blocks( $blocks );
		$sizes   = $roles->scale( array_column( $design['font_sizes'], 'slug' ), array_keys( $presets->font_sizes ) );
		$spacing = $roles->scale( array_column( $design['spacing'], 'slug' ), array_keys( $presets->spacing ) );
		$swap    = array();
		foreach ( $sizes as $from => $to ) {
			$swap[ '"fontSize":"' . $from . '"' ] = '"fontSize":"' . $to . '"';
			$swap[ 'has-' . $from . '-font-size' ] = 'has-' . $to . '-font-size';
		}
		foreach ( $spacing as $from => $to ) {
			$swap[ 'var:preset|spacing|' . $from . '"' ] = 'var:preset|spacing|' . $to . '"';
			$swap[ 'var(--wp--preset--spacing--' . $from . ')' ] = 'var(--wp--preset--spacing--' . $to . ')';
		}
		$content = $swap ? strtr( $content, $swap ) : $content;
		return array(
			'content'    => $content,
			'matched'    => true,
			'colors'     => array_map( static fn( array $target ): string => $target['slug'], $colours ),
			'adjusted'   => $adjusted,
			'fonts'      => $fonts,
			'font_sizes' => $sizes,
			'spacing'    => $spacing,
			'kept'       => $failed,
		) + $result;
	}

	/**
	 * Elementor content in the site kit's globals: the roles resolved over
	 * the kit (`SiteRoles`, Elementor's ids naming roles), every pair kept
	 * readable as for blocks (`settle()`), the tree rewritten by
	 * `ElementorLook`. Content that is not an export, or that nothing
	 * changes, is returned as it came, byte for byte.
	 *
	 * @param string                $content Export JSON.
	 * @param array<string, mixed>  $design  A design from clean().
	 * @param ElementorKit          $kit     The site's kit.
	 * @param array<string, mixed>  $result  The answer so far.
	 * @return array<string, mixed> As apply().
	 */
	private function elementor( string $content, array $design, ElementorKit $kit, array $result ): array {
		$export   = json_decode( $content, true );
		$elements = is_array( $export ) && is_array( $export['content'] ?? null ) ? $export['content'] : null;
		if ( null === $elements ) {
			return array( 'reason' => 'no_design' ) + $result;
		}
		// Page settings with a colour (the page's background) are read as the root element.
		$document = ElementorTokens::document( $export['page_settings'] ?? null );
		$tree     = null !== $document ? array( $document + array( 'elements' => $elements ) ) : $elements;
		$presets  = $kit->presets();
		$roles    = new SiteRoles( $presets, array( ElementorTokens::class, 'colour_role' ), array( ElementorTokens::class, 'font_role' ) );
		$lookup   = self::lookup( $design['colors'] );
		$pairs    = array();
		$budget   = ElementorTokens::MAX_ELEMENTS;
		ElementorLook::pairs( $tree, $lookup, array( 'page' ), $pairs, 0, $budget );
		$targets = $roles->colours( $design['colors'] );
		[ $colours, $failed, $adjusted ] = self::settle( $pairs, $design['colors'], $targets, $presets );
		$kept    = array_intersect_key( array_column( $design['colors'], 'value', 'role' ), array_diff_key( $targets, $colours ) );
		$fonts   = $roles->fonts( $design['fonts'] );
		$changed = false;
		$budget  = ElementorTokens::MAX_ELEMENTS;
		$tree    = ElementorLook::rewrite( $tree, $lookup, $colours, $design['fonts'], $fonts, $presets->fonts, $kept, 0, $budget, $changed );
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
			'colors'   => array_map( static fn( array $target ): string => $target['slug'], $colours ),
			'adjusted' => $adjusted,
			'fonts'    => $fonts,
			'kept'     => $failed,
		) + $result;
	}

	/**
	 * A design from the hub, reduced to what this service reads (every
	 * value checked: it came from a hub), or null when it holds nothing.
	 *
	 * @param mixed $design As the item's details carry it.
	 * @return array{colors: array<int, array{role: string, value: string, slug: string}>, fonts: array<int, array{role: string, value: string, slug: string}>, font_sizes: array<int, array{slug: string}>, spacing: array<int, array{slug: string}>}|null
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
			);
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
					$clean[ $scale ][] = array( 'slug' => $slug );
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
	 */
	private static function side( array $colour, array $lookup ): string {
		$token = null !== $colour['preset'] ? 'p:' . $colour['preset'] : 'v:' . $colour['value'];
		return $lookup[ $token ] ?? 'fixed:' . (string) $colour['value'];
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
	 * @param array<string, array{0: string, 1: string}> $pairs Pairs found, by `text|background`.
	 */
	private static function pairs( array $blocks, array $lookup, string $text, string $back, ?string $link, array &$pairs ): void {
		foreach ( $blocks as $block ) {
			$own = array();
			if ( null !== ( $block['blockName'] ?? null ) ) {
				foreach ( DesignTokens::colours( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array() ) as $colour ) {
					if ( 'border' !== $colour['use'] ) {
						$own[ $colour['use'] ] ??= self::side( $colour, $lookup );
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
			// Links inside: a link colour set here, or one inherited onto a background set here
			// (never a button's: WordPress's link styles leave `.wp-element-button` alone).
			if ( null !== $block_link && ( isset( $own['link'] ) || isset( $own['background'] ) ) && 'core/button' !== $block['blockName'] ) {
				$pairs[ "{$block_link}|{$block_back}" ] = array( $block_link, $block_back );
			}
			self::pairs( (array) ( $block['innerBlocks'] ?? array() ), $lookup, $block_text, $block_back, $block_link, $pairs );
		}
	}

	/**
	 * Makes every pair readable: a pair under AA first tries another colour
	 * of the site's palette for one of its mapped roles (its text first,
	 * then its background; the palette's colours nearest the role's
	 * original lightness first), one that every pair of that role reads
	 * with; where the palette has none, both roles keep the pack's colours.
	 * Repeated until every pair that still has a mapped role passes (a role
	 * is given another colour once at most, so this ends).
	 *
	 * @param array<string, array{0: string, 1: string}>        $pairs   Pairs.
	 * @param array<int, array<string, mixed>>                  $colours The design's colours.
	 * @param array<string, array{slug: string, value: string}> $targets Site colour per role, first choice.
	 * @param ThemePresets                                      $presets The site's presets.
	 * @return array{0: array<string, array{slug: string, value: string}>, 1: array<int, array<string, mixed>>, 2: array<string, string>}
	 *         The site colour per role mapped, the pairs that kept the pack's
	 *         colours, and the roles given another colour for contrast.
	 */
	private static function settle( array $pairs, array $colours, array $targets, ThemePresets $presets ): array {
		$original = array_column( $colours, 'value', 'role' );
		$palette  = array_filter( array_map( static fn( array $colour ): ?string => $colour['value'], $presets->colours ) );
		$kept     = array();
		$failed   = array();
		$adjusted = array();
		$value    = static function ( string $side, string $as, array $targets ) use ( &$kept, $original, $presets ): ?string {
			if ( 'page' === $side ) {
				return $presets->page[ 'text' === $as ? 'text' : 'background' ];
			}
			if ( str_starts_with( $side, 'fixed:' ) ) {
				return '' !== substr( $side, 6 ) ? substr( $side, 6 ) : null;
			}
			$hex = isset( $kept[ $side ] ) || ! isset( $targets[ $side ] ) ? (string) ( $original[ $side ] ?? '' ) : $targets[ $side ]['value'];
			return '' !== $hex ? $hex : null;
		};
		// A pair's ratio with these targets, null when a side is unknown or nothing in it is mapped.
		$ratio = static function ( string $text, string $back, array $targets ) use ( &$kept, $value ): ?float {
			$mapped = ( isset( $targets[ $text ] ) && ! isset( $kept[ $text ] ) ) || ( isset( $targets[ $back ] ) && ! isset( $kept[ $back ] ) );
			$fore   = $value( $text, 'text', $targets );
			$behind = $value( $back, 'background', $targets );
			return $mapped && null !== $fore && null !== $behind ? Colour::contrast( $fore, $behind ) : null;
		};
		do {
			$again = false;
			foreach ( $pairs as $key => $pair ) {
				[ $text, $back ] = $pair;
				$now = $ratio( $text, $back, $targets );
				if ( null === $now || $now >= Colour::AA ) {
					continue;
				}
				$sides = array_values( array_filter( array( $text, $back ), static fn( string $side ): bool => isset( $targets[ $side ] ) && ! isset( $kept[ $side ] ) ) );
				foreach ( $sides as $side ) {
					if ( isset( $adjusted[ $side ] ) ) {
						continue;
					}
					$want       = '' !== (string) ( $original[ $side ] ?? '' ) ? Colour::luminance( (string) $original[ $side ] ) : Colour::luminance( $targets[ $side ]['value'] );
					$candidates = $palette;
					uasort( $candidates, static fn( string $a, string $b ): int => abs( Colour::luminance( $a ) - $want ) <=> abs( Colour::luminance( $b ) - $want ) );
					foreach ( $candidates as $slug => $hex ) {
						$try          = $targets;
						$try[ $side ] = array(
							'slug'  => (string) $slug,
							'value' => $hex,
						);
						$reads        = true;
						foreach ( $pairs as [ $t, $b ] ) {
							if ( ( $t === $side || $b === $side ) && ( $ratio( $t, $b, $try ) ?? Colour::AA ) < Colour::AA ) {
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
				// The palette has no colour for it: the pair keeps the pack's colours.
				$failed[ $key ] ??= array(
					'text'        => $text,
					'background'  => $back,
					'site_colors' => array( $value( $text, 'text', $targets ), $value( $back, 'background', $targets ) ),
					'ratio'       => round( $now, 2 ),
				);
				foreach ( $sides as $side ) {
					$kept[ $side ] = true;
				}
				$again = true;
			}
		} while ( $again );
		return array( array_diff_key( $targets, $kept ), array_values( $failed ), array_diff_key( $adjusted, $kept ) );
	}

	/**
	 * Rewrites blocks to the site's slugs.
	 *
	 * @param array<int, array<string, mixed>>           $blocks       Parsed blocks.
	 * @param array<string, string>                      $lookup       Colour roles by token.
	 * @param array<string, array{slug: string, value: string}> $colours The site's colour per role mapped.
	 * @param array<int, array<string, string>>          $design_fonts The design's fonts.
	 * @param array<string, string>                      $fonts        The site's family slug per role.
	 * @return array<int, array<string, mixed>>
	 */
	private static function rewrite( array $blocks, array $lookup, array $colours, array $design_fonts, array $fonts ): array {
		foreach ( $blocks as $n => $block ) {
			if ( null !== ( $block['blockName'] ?? null ) ) {
				$blocks[ $n ] = self::rewrite_block( $block, $lookup, $colours, $design_fonts, $fonts );
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$blocks[ $n ]['innerBlocks'] = self::rewrite( $block['innerBlocks'], $lookup, $colours, $design_fonts, $fonts );
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
	 * @return array<string, mixed>
	 */
	private static function rewrite_block( array $block, array $lookup, array $colours, array $design_fonts, array $fonts ): array {
		$attrs   = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$values  = array();
		$classes = array();
		$drops   = array();
		foreach ( DesignTokens::colours( $attrs ) as $colour ) {
			$role = $lookup[ null !== $colour['preset'] ? 'p:' . $colour['preset'] : 'v:' . $colour['value'] ] ?? null;
			if ( null === $role || ! isset( $colours[ $role ] ) ) {
				continue;
			}
			$slug  = $colours[ $role ]['slug'];
			$where = DesignTokens::COLOUR_PLACES[ $colour['place'] ];
			if ( $colour['named'] ) {
				// A palette slug: the site's slug, and its class.
				$attrs[ $where['named'] ] = $slug;
				$classes[ 'has-' . $colour['preset'] . '-' . $where['class'] ] = 'has-' . $slug . '-' . $where['class'];
				continue;
			}
			$written = null !== $colour['preset'] ? 'var(--wp--preset--color--' . $colour['preset'] . ')' : (string) $colour['value'];
			if ( ! empty( $where['custom'] ) ) {
				// A custom value only the named attribute replaces: the slug, its class instead of the inline value.
				unset( $attrs[ $where['path'][0] ] );
				$attrs[ $where['named'] ] = $slug;
				$drops[ 'colour:' . $written ] = 'has-' . $slug . '-' . $where['class'];
				continue;
			}
			$attrs                          = self::put( $attrs, $where['path'], 'var:preset|color|' . $slug );
			$values[ 'colour:' . $written ] = 'var(--wp--preset--color--' . $slug . ')';
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
				$classes[ 'has-' . $font['preset'] . '-font-family' ] = 'has-' . $slug . '-font-family';
			} elseif ( null !== $slug ) {
				$written                            = (string) ( $attrs['style']['typography']['fontFamily'] ?? '' );
				$attrs['style']['typography']['fontFamily'] = 'var:preset|font-family|' . $slug;
				$values[ 'font:' . strtolower( null !== $font['preset'] ? 'var(--wp--preset--font-family--' . $font['preset'] . ')' : $written ) ] = 'var(--wp--preset--font-family--' . $slug . ')';
			}
		}
		if ( ! $values && ! $classes && ! $drops ) {
			return $block;
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
	 * @param array<string, string> $drops   `colour:<hex or var()>` => the class that replaces
	 *                                       that declaration on its tag.
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
			if ( null !== $key && 'background-color' === $property && isset( $drops[ $key ] ) ) {
				unset( $parts[ $n ] );
				$add[] = $drops[ $key ];
			} elseif ( null !== $key && isset( $values[ $key ] ) ) {
				$parts[ $n ] = substr( $part, 0, $colon + 1 ) . $values[ $key ];
			}
		}
		return array( implode( ';', $parts ), array_unique( $add ) );
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
