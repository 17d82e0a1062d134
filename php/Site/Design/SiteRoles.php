<?php
/**
 * Which of this site's presets plays each design role.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Design;

use Stencilbox\Support\Design\Colour;
use Stencilbox\Support\Design\DesignTokens;
use Stencilbox\Support\Design\ThemePresets;

defined( 'ABSPATH' ) || exit;

/**
 * The site's palette is read by name first: a slug that names the role
 * (`base`, `contrast`, `accent-N`; `background`, `foreground`, `primary`,
 * `secondary`, `tertiary`, `accent`: DesignTokens::colour_role()) — for
 * `base`, `contrast` and accents a palette named, not for accents inferred
 * from literal colours (`by_name()`) —; then by use — `base` is the colour
 * the page's background is, `contrast` its text's —; then by likeness
 * (`ColourFit`: lightness relative to the page's colours, and hue): the
 * nearest pair of a role and a palette colour first, a colour another
 * role has costing more (`ColourFit::SHARED`). Only hex palette colours take a role
 * (`color-mix()` cannot be checked for contrast). Fonts: `heading` is the family the site's
 * headings use, `body` the page's, `mono` a family named so.
 */
final class SiteRoles {
	/** The contrast from which a line is drawn apart from its page (a pale rule on white is 1.6:1). */
	private const APART = 1.2;

	/**
	 * The role a palette slug names (slug → role or null).
	 *
	 * @var callable
	 */
	private $named;

	/**
	 * The font role a family's slug and name say (slug, family → role or null).
	 *
	 * @var callable
	 */
	private $font_named;

	/**
	 * Constructor.
	 *
	 * @param ThemePresets  $presets    The site's presets (an Elementor kit's: `ElementorKit::presets()`).
	 * @param callable|null $named      The role a slug names; null: a block theme's
	 *                                  (`DesignTokens::colour_role()`; Elementor's ids:
	 *                                  `ElementorTokens::colour_role()`).
	 * @param callable|null $font_named The font role a slug and family name; null: `DesignTokens::font_role()`.
	 */
	public function __construct( private ThemePresets $presets, ?callable $named = null, ?callable $font_named = null ) {
		$this->named      = $named ?? array( DesignTokens::class, 'colour_role' );
		$this->font_named = $font_named ?? array( DesignTokens::class, 'font_role' );
	}

	/**
	 * The site's colour for each role of a design.
	 *
	 * @param array<int, array{role: string, value: string, slug?: string, over?: bool, rule?: bool}> $colours The design's colours (`slug`: the source's palette slug, if any;
	 *                                                                               `over`: a cover's overlay, wanted at its own lightness, `ColourFit::wanted()`;
	 *                                                                               `rule`: only borders use it).
	 * @param array{0: string, 1: string}|null                              $ground  The page's background and text the
	 *                                                                               colours placed by likeness stand on,
	 *                                                                               where not the site's (the pack's kept).
	 * @param bool                                                          $names   Every accent by its name, inferred or not
	 *                                                                               (the other plan DesignMatcher weighs).
	 * @return array<string, array{slug: string, value: string}> By role.
	 */
	public function colours( array $colours, ?array $ground = null, bool $names = false ): array {
		$usable = array();
		foreach ( $this->presets->colours as $slug => $colour ) {
			if ( null !== $colour['value'] ) {
				$usable[ (string) $slug ] = $colour['value'];
			}
		}
		$chosen = array();
		// By name: the roles a palette named (see by_name()).
		foreach ( $colours as $entry ) {
			if ( ! $names && ! $this->by_name( $entry ) ) {
				continue;
			}
			foreach ( $usable as $slug => $value ) {
				if ( ( $this->named )( (string) $slug ) === $entry['role'] && ! in_array( $slug, $chosen, true ) ) {
					$chosen[ $entry['role'] ] = $slug;
					break;
				}
			}
		}
		// By use: the page's own colours.
		foreach ( array(
			'base'     => 'background',
			'contrast' => 'text',
		) as $role => $use ) {
			$page = $this->presets->page[ $use ] ?? null;
			if ( isset( $chosen[ $role ] ) || null === $page || ! in_array( $role, array_column( $colours, 'role' ), true ) ) {
				continue;
			}
			$slug = array_search( $page, array_diff_key( $usable, array_flip( $chosen ) ), true );
			if ( false !== $slug ) {
				$chosen[ $role ] = (string) $slug;
			}
		}
		// By likeness (ColourFit: lightness relative to the page, and hue), the
		// nearest pair of a role and a colour first, so no role takes the colour
		// another is nearer to (a pale circle the white of its white glyph).
		$fit    = $this->fit( $colours, $chosen, $usable, $ground );
		$before = $chosen;
		$placed = array_filter( $colours, static fn( array $entry ): bool => ! isset( $chosen[ $entry['role'] ] ) && '' !== $entry['value'] && null !== Colour::normal( $entry['value'] ) );
		// A line or an icon (`rule`: a table's border) the pack drew apart from its
		// page's background never takes the site's page background: it would draw
		// nothing there. Without another colour it is not placed (the pack's stays).
		$page      = Colour::normal( (string) ( $ground[0] ?? ( isset( $chosen['base'] ) ? $usable[ $chosen['base'] ] : ( $this->presets->page['background'] ?? '' ) ) ) );
		$pack_page = Colour::normal( (string) ( array_column( $colours, 'value', 'role' )['base'] ?? '' ) );
		while ( $placed && $usable ) {
			$best = null;
			foreach ( $placed as $n => $entry ) {
				foreach ( $usable as $slug => $value ) {
					if ( ! empty( $entry['rule'] ) && null !== $page && null !== $pack_page && Colour::normal( $value ) === $page && Colour::contrast( $entry['value'], $pack_page ) >= self::APART ) {
						continue;
					}
					// A colour another role has costs more (`ColourFit::SHARED`): two pack
					// colours keep two site colours, unless one is all but the other's.
					$cost = $fit->cost( $entry['value'], $value, ! empty( $entry['over'] ) ) + ( in_array( (string) $slug, $chosen, true ) ? ColourFit::SHARED : 0.0 );
					if ( null === $best || $cost < $best[0] ) {
						$best = array( $cost, $n, (string) $slug );
					}
				}
			}
			if ( null === $best ) {
				break;
			}
			$chosen[ $placed[ $best[1] ]['role'] ] = $best[2];
			unset( $placed[ $best[1] ] );
		}
		// Those placed so, in the design's order (as the steps before give theirs).
		foreach ( $colours as $entry ) {
			if ( isset( $chosen[ $entry['role'] ] ) && ! isset( $before[ $entry['role'] ] ) ) {
				$before[ $entry['role'] ] = $chosen[ $entry['role'] ];
			}
		}
		$chosen = $before;
		$targets = array();
		foreach ( $chosen as $role => $slug ) {
			$targets[ $role ] = array(
				'slug'  => $slug,
				'value' => $usable[ $slug ],
			);
		}
		return $targets;
	}

	/**
	 * The measure of likeness for this design on this site: the pack's page
	 * colours (its `base` and `contrast` values) and the site's (the
	 * colours chosen for them, else the page's background and text).
	 *
	 * @param array<int, array{role: string, value: string}> $colours The design's colours.
	 * @param array<string, string>                          $chosen  Slug by role, so far.
	 * @param array<string, string>                          $usable  The palette: hex by slug.
	 * @param array{0: string, 1: string}|null               $page    The page's background and text, where given.
	 */
	private function fit( array $colours, array $chosen, array $usable, ?array $page ): ColourFit {
		$pack = array_column( $colours, 'value', 'role' );
		$site = fn( string $role, string $use ): ?string => isset( $chosen[ $role ] ) ? $usable[ $chosen[ $role ] ] : ( $this->presets->page[ $use ] ?? null );
		return new ColourFit( ( $pack['base'] ?? '' ) ?: null, ( $pack['contrast'] ?? '' ) ?: null, $page[0] ?? $site( 'base', 'background' ), $page[1] ?? $site( 'contrast', 'text' ) );
	}

	/**
	 * Whether a design's colour takes the site's slug of its role's name.
	 * `base` and `contrast` always do: inferred or not, they are the
	 * page's background and text, as the site's are. An accent does where
	 * its name came from a palette — the source's slug names that very
	 * role (`accent-2`, `primary`; a kit's system id) — or where its
	 * lightness is unknown (a slug without a value: the name is all there
	 * is). An inferred accent (a literal colour, or a slug that names no
	 * role) is numbered by how often it is used: its `accent-N` says
	 * nothing of the site's `accent-N`, so it is placed by lightness.
	 *
	 * @param array{role: string, value: string, slug?: string} $entry A design's colour.
	 */
	private function by_name( array $entry ): bool {
		if ( ! str_starts_with( $entry['role'], 'accent-' ) || '' === $entry['value'] ) {
			return true;
		}
		$slug = (string) ( $entry['slug'] ?? '' );
		return '' !== $slug && ( $this->named )( $slug ) === $entry['role'];
	}

	/**
	 * The site's font family slug for each role a design uses.
	 *
	 * @param array<int, array{role: string}> $fonts The design's fonts.
	 * @return array<string, string> By role.
	 */
	public function fonts( array $fonts ): array {
		$named = array();
		foreach ( $this->presets->fonts as $slug => $family ) {
			$role = ( $this->font_named )( (string) $slug, $family );
			if ( null !== $role && ! isset( $named[ $role ] ) ) {
				$named[ $role ] = (string) $slug;
			}
		}
		$body    = $this->presets->page['body'] ?? $named['body'] ?? ( array_key_first( $this->presets->fonts ) ?? null );
		$heading = $this->presets->page['heading'] ?? $named['heading'] ?? $body;
		$site    = array(
			'heading' => $heading,
			'body'    => $body,
			'mono'    => $named['mono'] ?? null,
		);
		$out = array();
		foreach ( array_unique( array_column( $fonts, 'role' ) ) as $role ) {
			if ( null !== ( $site[ $role ] ?? null ) ) {
				$out[ $role ] = (string) $site[ $role ];
			}
		}
		return $out;
	}

	/**
	 * The font size slugs a design uses that take another of the site's:
	 * first as `scale()` places them (a slug the site has is kept, one it
	 * lacks becomes its nearest step), then by value — where the site's
	 * size for the slug so chosen is outside `DesignTokens::SIZE_RATIO`
	 * (2/3 to 3/2) of the pack's own, compared as px at
	 * `DesignTokens::SIZE_VIEWPORT` (`size_px()`: fluid sizes resolved),
	 * the slug takes the site's size nearest the pack's value (by ratio).
	 * The pack's value is the one its design recorded, else the slug's
	 * usual size (`DesignTokens::SIZE_REFERENCE`); a size either side
	 * cannot read (`var()`, an unknown slug without a value) stays as
	 * `scale()` placed it. Twenty Twenty-Three's `xx-large`, a 160 px
	 * display size, so becomes its `x-large` (36 px) for a pack's
	 * 50 px heading.
	 *
	 * @param array<int, array{slug: string, value?: string}> $used  The design's sizes.
	 * @param array<string, string>                           $sites The site's sizes (value by slug).
	 * @return array<string, string> Replaced slug => the site's.
	 */
	public function font_sizes( array $used, array $sites ): array {
		$out  = $this->scale( array_column( $used, 'slug' ), array_keys( $sites ) );
		$px   = array_filter( array_map( static fn( mixed $value ): ?float => DesignTokens::size_px( (string) $value ), $sites ), static fn( ?float $size ): bool => null !== $size && $size > 0 );
		$away = static fn( float $size, float $want ): float => abs( log( $size / $want ) );
		foreach ( $used as $entry ) {
			$slug = (string) $entry['slug'];
			$want = DesignTokens::size_px( (string) ( $entry['value'] ?? '' ) ) ?? DesignTokens::SIZE_REFERENCE[ DesignTokens::SIZE_ALIASES[ $slug ] ?? $slug ] ?? null;
			if ( null === $want || $want <= 0 || ! $px ) {
				continue;
			}
			$chosen = $out[ $slug ] ?? ( array_key_exists( $slug, $sites ) ? $slug : null );
			if ( null !== $chosen && ! isset( $px[ $chosen ] ) ) {
				continue; // The site's size cannot be read: kept as placed.
			}
			if ( null !== $chosen ) {
				$ratio = $px[ $chosen ] / $want;
				if ( $ratio >= DesignTokens::SIZE_RATIO[0] && $ratio <= DesignTokens::SIZE_RATIO[1] ) {
					continue;
				}
			}
			$best = null;
			foreach ( $px as $site => $size ) {
				if ( null === $best || $away( $size, $want ) < $away( $px[ $best ], $want ) ) {
					$best = (string) $site;
				}
			}
			if ( $best === $slug ) {
				unset( $out[ $slug ] );
			} else {
				$out[ $slug ] = (string) $best;
			}
		}
		return $out;
	}

	/**
	 * The slugs of a preset scale (font sizes, spacing) the site lacks,
	 * each with the site's nearest: by the named sizes' order (`small` …
	 * `xx-large`; a classic theme's `normal`, `extra-large`, … as their step,
	 * `DesignTokens::SIZE_ALIASES`), or by number (`20` … `80`); a slug neither can place is
	 * left as it is.
	 *
	 * @param string[] $used  Slugs the content uses.
	 * @param string[] $sites The site's slugs.
	 * @return array<string, string> Replaced slug => the site's.
	 */
	public function scale( array $used, array $sites ): array {
		$sites = array_map( 'strval', $sites );
		$out   = array();
		foreach ( $used as $slug ) {
			if ( ! $sites || in_array( $slug, $sites, true ) ) {
				continue;
			}
			$position = static function ( string $slug ): ?float {
				$named = array_search( DesignTokens::SIZE_ALIASES[ $slug ] ?? $slug, DesignTokens::SIZE_ORDER, true );
				if ( false !== $named ) {
					return (float) $named;
				}
				return is_numeric( $slug ) ? 100.0 + (float) $slug : null;
			};
			$want = $position( $slug );
			if ( null === $want ) {
				continue;
			}
			$best = null;
			foreach ( $sites as $site ) {
				$at = $position( $site );
				// Named sizes and numbers are two scales: never one for the other.
				if ( null === $at || ( $at >= 100 ) !== ( $want >= 100 ) ) {
					continue;
				}
				if ( null === $best || abs( $at - $want ) < abs( $position( $best ) - $want ) ) {
					$best = $site;
				}
			}
			if ( null !== $best ) {
				$out[ $slug ] = $best;
			}
		}
		return $out;
	}
}
