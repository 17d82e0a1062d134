<?php
/**
 * An item's design as roles (issue [25], item 1): what `ItemDesigns`
 * records when content is written to the catalogue.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Design\Colour;
use Stencilbox\Support\Design\DesignTokens;
use Stencilbox\Support\Design\ElementorTokens;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * Block content's colours become `base`, `contrast`, `accent-1…n`: a
 * palette colour whose slug names a role keeps it (`base`, `contrast`,
 * `accent-2`; `primary` is `accent-1`, see DesignTokens::colour_role());
 * the rest are inferred from use and lightness: `base` is the background
 * of most of the item (blocks it covers; the lighter on a tie), `contrast` the text colour
 * most used on it among those readable on it (4.5:1; else the most
 * contrasting) — the other way round for a section darker than its text
 * in a light design (`inverted()`: the background is the design's
 * `contrast`, the text its `base`) —, the others accents by how often they are used. Font
 * families become `heading`, `body` or `mono` (by their slug's name, else
 * by the blocks they are on); font sizes and spacing are the preset slugs
 * used. Every role keeps its original value (a preset's from the source's
 * palette when the publisher gave it), so the pack's look is never lost.
 * Elementor content is read the same way (`walk_elements()`): its colour
 * controls and the kit globals `__globals__` names (`ElementorTokens`),
 * its typography groups' families; the same inference makes its roles.
 */
final class DesignRoles {
	/**
	 * The format of a recorded design (raised when its shape or rules
	 * change; 2: a dark section of a light design is recorded inverted;
	 * 3: an Elementor content's gradient stops, repeater items' colours and
	 * page settings' background are read too; 4: a button's hover
	 * background is read without a saved type, as Elementor draws it;
	 * 5: social icons' colours, `core/social-links`' icon colour and
	 * background, are read, as `border` use, and so are the colours an
	 * Elementor Text Editor's HTML sets inline).
	 */
	public const FORMAT = 5;

	/**
	 * The design of content, or null when it has none to record.
	 *
	 * @param string               $platform gutenberg | elementor.
	 * @param string               $content  Content as stored.
	 * @param array<string, mixed> $source   The source's presets (ThemePresets::values()), or none.
	 * @return array<string, mixed>|null
	 */
	public static function of( string $platform, string $content, array $source = array() ): ?array {
		$found = array(
			'colours'    => array(),
			'fonts'      => array(),
			'font_sizes' => array(),
			'spacing'    => array(),
		);
		$named = array( DesignTokens::class, 'colour_role' );
		$fonts = array( DesignTokens::class, 'font_role' );
		$from  = Platforms::known( $platform )?->design_from();
		if ( 'kit' === $from ) {
			// Elementor: style controls and the kit's globals (`__globals__`).
			// The page settings' colours too: read as the root element (ElementorTokens::tree()).
			$elements = ElementorTokens::tree( $content );
			if ( null === $elements ) {
				return null;
			}
			$budget = ElementorTokens::MAX_ELEMENTS;
			self::walk_elements( $elements, $found, 0, $budget );
			$named = array( ElementorTokens::class, 'colour_role' );
			$fonts = array( ElementorTokens::class, 'font_role' );
		} elseif ( 'theme' === $from && str_contains( $content, '<!-- wp:' ) ) {
			// Blocks: the theme's presets content names, and custom values.
			self::walk( parse_blocks( $content ), $found );
		} else {
			return null;
		}
		$design = array(
			'format'     => self::FORMAT,
			'colors'     => self::colour_roles( $found['colours'], $found['area'] ?? array(), (array) ( $source['colours'] ?? array() ), $named ),
			'fonts'      => self::font_roles( $found['fonts'], (array) ( $source['fonts'] ?? array() ), $fonts ),
			'font_sizes' => self::scale( $found['font_sizes'], (array) ( $source['font_sizes'] ?? array() ) ),
			'spacing'    => self::scale( $found['spacing'], (array) ( $source['spacing'] ?? array() ) ),
		);
		return $design['colors'] || $design['fonts'] || $design['font_sizes'] || $design['spacing'] ? $design : null;
	}

	/**
	 * The source presets a design names (what `of()` was given, for the
	 * slugs the content uses): what a bundle carries, so an import records
	 * the same roles and values.
	 *
	 * @param array<string, mixed>|null $design A design from of().
	 * @return array<string, array<string, string>> Colours, fonts, font sizes and spacing by slug.
	 */
	public static function source_of( ?array $design ): array {
		$source = array();
		$lists  = array(
			'colours'    => 'colors',
			'fonts'      => 'fonts',
			'font_sizes' => 'font_sizes',
			'spacing'    => 'spacing',
		);
		foreach ( $lists as $key => $list ) {
			foreach ( (array) ( $design[ $list ] ?? array() ) as $entry ) {
				if ( is_array( $entry ) && '' !== (string) ( $entry['slug'] ?? '' ) && '' !== (string) ( $entry['value'] ?? '' ) ) {
					$source[ $key ][ (string) $entry['slug'] ] = (string) $entry['value'];
				}
			}
		}
		return $source;
	}

	/**
	 * Source presets from outside (a bundle's `design_source`): colours
	 * hex, the rest plain text, slugs as slugs; anything else left out.
	 *
	 * @param mixed $source As a bundle gives it.
	 * @return array<string, array<string, string>>
	 */
	public static function clean_source( mixed $source ): array {
		$clean = array();
		foreach ( array( 'colours', 'fonts', 'font_sizes', 'spacing' ) as $key ) {
			foreach ( (array) ( is_array( $source ) ? ( $source[ $key ] ?? array() ) : array() ) as $slug => $value ) {
				$slug  = sanitize_title( (string) $slug );
				$value = is_string( $value ) ? ( 'colours' === $key ? (string) Colour::normal( $value ) : sanitize_text_field( $value ) ) : '';
				if ( '' !== $slug && '' !== $value && strlen( $value ) <= 200 ) {
					$clean[ $key ][ $slug ] = $value;
				}
			}
		}
		return $clean;
	}

	/**
	 * Counts every block's design tokens.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @param array<string, mixed>             $found  Counts so far.
	 */
	private static function walk( array $blocks, array &$found ): void {
		foreach ( $blocks as $block ) {
			$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
			if ( null !== ( $block['blockName'] ?? null ) ) {
				foreach ( DesignTokens::colours( $attrs ) as $colour ) {
					$key = null !== $colour['preset'] ? 'p:' . $colour['preset'] : 'v:' . $colour['value'];
					$found['colours'][ $key ][ $colour['use'] ] = ( $found['colours'][ $key ][ $colour['use'] ] ?? 0 ) + 1;
					if ( 'background' === $colour['use'] ) {
						// How much of the item a background covers: the block and everything in it.
						$found['area'][ $key ] = ( $found['area'][ $key ] ?? 0 ) + 1 + self::count( (array) ( $block['innerBlocks'] ?? array() ) );
					}
				}
				$font = DesignTokens::font( (string) $block['blockName'], $attrs );
				if ( null !== $font ) {
					$key = null !== $font['preset'] ? 'p:' . $font['preset'] : 'v:' . $font['value'];
					$found['fonts'][ $key ][ $font['use'] ] = ( $found['fonts'][ $key ][ $font['use'] ] ?? 0 ) + 1;
				}
				if ( is_string( $attrs['fontSize'] ?? null ) && '' !== $attrs['fontSize'] ) {
					$found['font_sizes'][ $attrs['fontSize'] ] = ( $found['font_sizes'][ $attrs['fontSize'] ] ?? 0 ) + 1;
				}
				$found['spacing'] = DesignTokens::spacing( $attrs, $found['spacing'] );
			}
			self::walk( (array) ( $block['innerBlocks'] ?? array() ), $found );
		}
	}

	/**
	 * Counts every Elementor element's colours and font families, as
	 * `walk()` counts blocks' (a global as `p:<id>`, a value as `v:<hex>`).
	 *
	 * @param array<int, mixed>    $elements Elements.
	 * @param array<string, mixed> $found    Counts so far.
	 * @param int                  $depth    Nesting.
	 * @param int                  $budget   Elements left to read (a bound on hostile trees).
	 */
	private static function walk_elements( array $elements, array &$found, int $depth, int &$budget ): void {
		if ( $depth > ElementorTokens::MAX_DEPTH ) {
			return;
		}
		foreach ( $elements as $element ) {
			if ( ! is_array( $element ) || --$budget < 0 ) {
				continue;
			}
			$covered = 1 + self::count_elements( ElementorTokens::children( $element ), 0 );
			$parts   = array( $element );
			foreach ( ElementorTokens::items( $element ) as $items ) {
				// Repeater items (each with its own controls), read in the budget.
				foreach ( $items as $item ) {
					if ( --$budget >= 0 ) {
						$parts[] = $item;
					}
				}
			}
			foreach ( $parts as $n => $part ) {
				foreach ( ElementorTokens::colours( $part ) as $colour ) {
					$key = null !== $colour['preset'] ? 'p:' . $colour['preset'] : 'v:' . $colour['value'];
					$found['colours'][ $key ][ $colour['use'] ] = ( $found['colours'][ $key ][ $colour['use'] ] ?? 0 ) + 1;
					if ( 'background' === $colour['use'] ) {
						// An element's background covers it and its children; an item's, itself.
						$found['area'][ $key ] = ( $found['area'][ $key ] ?? 0 ) + ( 0 === $n ? $covered : 1 );
					}
				}
				foreach ( ElementorTokens::fonts( $part ) as $font ) {
					$key = null !== $font['preset'] ? 'p:' . $font['preset'] : 'v:' . $font['value'];
					$found['fonts'][ $key ][ $font['use'] ] = ( $found['fonts'][ $key ][ $font['use'] ] ?? 0 ) + 1;
				}
			}
			foreach ( ElementorTokens::html_colours( $element ) as $colour ) {
				// A Text Editor's inline colours; a background there covers a part of the widget.
				$key = 'v:' . $colour['value'];
				$found['colours'][ $key ][ $colour['use'] ] = ( $found['colours'][ $key ][ $colour['use'] ] ?? 0 ) + 1;
				if ( 'background' === $colour['use'] ) {
					$found['area'][ $key ] = ( $found['area'][ $key ] ?? 0 ) + 1;
				}
			}
			self::walk_elements( ElementorTokens::children( $element ), $found, $depth + 1, $budget );
		}
	}

	/**
	 * How many elements a list holds, nested ones too.
	 *
	 * @param array<int, mixed> $elements Elements.
	 * @param int               $depth    Nesting.
	 */
	private static function count_elements( array $elements, int $depth ): int {
		$count = 0;
		foreach ( $depth <= ElementorTokens::MAX_DEPTH ? $elements : array() as $element ) {
			$count += is_array( $element ) ? 1 + self::count_elements( ElementorTokens::children( $element ), $depth + 1 ) : 0;
		}
		return $count;
	}

	/**
	 * How many blocks a list holds, nested ones too.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 */
	private static function count( array $blocks ): int {
		$count = 0;
		foreach ( $blocks as $block ) {
			if ( null !== ( $block['blockName'] ?? null ) ) {
				$count += 1 + self::count( (array) ( $block['innerBlocks'] ?? array() ) );
			}
		}
		return $count;
	}

	/**
	 * Colour roles from counted tokens.
	 *
	 * @param array<string, array<string, int>> $tokens  Uses by token (`p:<slug>` or `v:<hex>`).
	 * @param array<string, int>                $area    Blocks covered as a background, by token.
	 * @param array<string, ?string>            $palette The source's palette (hex by slug).
	 * @param callable                          $named   The role a slug names, or null
	 *                                                   (DesignTokens::colour_role(), ElementorTokens::colour_role()).
	 * @return array<int, array<string, mixed>>
	 */
	private static function colour_roles( array $tokens, array $area, array $palette, callable $named ): array {
		// One group per colour: a preset and a custom value that are the same colour share a role.
		$groups = array();
		foreach ( $tokens as $key => $uses ) {
			$slug  = str_starts_with( $key, 'p:' ) ? substr( $key, 2 ) : '';
			$value = '' === $slug ? substr( $key, 2 ) : (string) Colour::normal( (string) ( $palette[ $slug ] ?? '' ) );
			$id    = '' !== $value ? $value : 'slug:' . $slug;
			$group = $groups[ $id ] ?? array(
				'value' => $value,
				'slug'  => '',
				'uses'  => array_fill_keys( array( 'text', 'background', 'border', 'link' ), 0 ),
				'area'  => 0,
			);
			$group['area'] += $area[ $key ] ?? 0;
			if ( '' !== $slug && '' === $group['slug'] ) {
				$group['slug'] = $slug;
			}
			foreach ( $uses as $use => $count ) {
				$group['uses'][ $use ] += $count;
			}
			$groups[ $id ] = $group;
		}
		// Most used first; a tie by value, so the same content always gets the same roles.
		uasort(
			$groups,
			static fn( array $a, array $b ): int => array( array_sum( $b['uses'] ), $a['value'] . $a['slug'] ) <=> array( array_sum( $a['uses'] ), $b['value'] . $b['slug'] )
		);
		$roles = array();
		foreach ( $groups as $id => $group ) {
			$role = '' !== $group['slug'] ? $named( $group['slug'] ) : null;
			if ( null !== $role && ! isset( $roles[ $role ] ) ) {
				$roles[ $role ] = $id;
			}
		}
		$inferred = ! isset( $roles['base'] ) && ! isset( $roles['contrast'] );
		if ( ! isset( $roles['base'] ) ) {
			$best = null;
			foreach ( array_diff_key( $groups, array_flip( $roles ) ) as $id => $group ) {
				if ( $group['uses']['background'] > 0 && ( null === $best || self::better_base( $group, $groups[ $best ] ) ) ) {
					$best = $id;
				}
			}
			if ( null !== $best ) {
				$roles['base'] = $best;
			}
		}
		if ( ! isset( $roles['contrast'] ) ) {
			$base = isset( $roles['base'] ) ? $groups[ $roles['base'] ]['value'] : '';
			$best = null;
			foreach ( array_diff_key( $groups, array_flip( $roles ) ) as $id => $group ) {
				if ( $group['uses']['text'] + $group['uses']['link'] > 0 && ( null === $best || self::better_contrast( $group, $groups[ $best ], $base ) ) ) {
					$best = $id;
				}
			}
			if ( null !== $best ) {
				$roles['contrast'] = $best;
			}
		}
		// A dark section of a light design (a footer, a hero band) is the
		// page inverted: its background plays the design's text colour and
		// its text the page's, so a site's own colours keep it dark.
		if ( $inferred && isset( $roles['base'], $roles['contrast'] ) && self::inverted( $groups[ $roles['base'] ], $groups[ $roles['contrast'] ], $palette ) ) {
			[ $roles['base'], $roles['contrast'] ] = array( $roles['contrast'], $roles['base'] );
		}
		$next = 1;
		foreach ( array_keys( $roles ) as $role ) {
			if ( preg_match( '/^accent-(\d+)$/', $role, $match ) ) {
				$next = max( $next, (int) $match[1] + 1 );
			}
		}
		foreach ( array_keys( array_diff_key( $groups, array_flip( $roles ) ) ) as $id ) {
			$roles[ 'accent-' . $next++ ] = $id;
		}
		uksort( $roles, array( self::class, 'role_order' ) );
		$list = array();
		foreach ( $roles as $role => $id ) {
			$list[] = array( 'role' => $role ) + array_diff_key( $groups[ $id ], array( 'area' => true ) );
		}
		return $list;
	}

	/**
	 * Whether a background and its text are the other way round from the
	 * source's page: darker than the text where the source's page is light
	 * (its palette's `base` lighter than its `contrast`, or, without them,
	 * as most pages are), lighter where the source's page is dark.
	 *
	 * @param array<string, mixed>   $background The inferred `base`.
	 * @param array<string, mixed>   $text       The inferred `contrast`.
	 * @param array<string, ?string> $palette    The source's palette (hex by slug).
	 */
	private static function inverted( array $background, array $text, array $palette ): bool {
		if ( '' === $background['value'] || '' === $text['value'] ) {
			return false;
		}
		$page  = Colour::normal( (string) ( $palette['base'] ?? '' ) );
		$ink   = Colour::normal( (string) ( $palette['contrast'] ?? '' ) );
		$light = null === $page || null === $ink || Colour::luminance( $page ) >= Colour::luminance( $ink );
		$dark  = self::lightness( $background ) < self::lightness( $text );
		return $light === $dark;
	}

	/**
	 * Whether a colour makes a better `base` than another: the background
	 * of more of the item, then lighter.
	 *
	 * @param array<string, mixed> $a Group.
	 * @param array<string, mixed> $b The best so far.
	 */
	private static function better_base( array $a, array $b ): bool {
		if ( $a['area'] !== $b['area'] ) {
			return $a['area'] > $b['area'];
		}
		return self::lightness( $a ) > self::lightness( $b );
	}

	/**
	 * Whether a colour makes a better `contrast` than another on `base`:
	 * readable on it first, then most used as text, then most contrasting.
	 *
	 * @param array<string, mixed> $a    Group.
	 * @param array<string, mixed> $b    The best so far.
	 * @param string               $base The base colour ('' when none or unknown).
	 */
	private static function better_contrast( array $a, array $b, string $base ): bool {
		$ratio = static fn( array $group ): float => '' !== $base && '' !== $group['value'] ? Colour::contrast( $group['value'], $base ) : 0.0;
		$key   = static fn( array $group ): array => array( $ratio( $group ) >= Colour::AA, $group['uses']['text'] + $group['uses']['link'], $ratio( $group ) );
		return $key( $a ) > $key( $b );
	}

	/**
	 * A group's luminance (0 when its value is unknown).
	 *
	 * @param array<string, mixed> $group Group.
	 */
	private static function lightness( array $group ): float {
		return '' !== $group['value'] ? Colour::luminance( (string) $group['value'] ) : 0.0;
	}

	/**
	 * Orders roles: base, contrast, then accents by number.
	 *
	 * @param string $a Role.
	 * @param string $b Role.
	 */
	public static function role_order( string $a, string $b ): int {
		$rank = static fn( string $role ): int => match ( $role ) {
			'base'     => 0,
			'contrast' => 1,
			default    => 1 + (int) substr( $role, 7 ),
		};
		return $rank( $a ) <=> $rank( $b );
	}

	/**
	 * Font roles from counted tokens: one entry per family, several may
	 * share a role.
	 *
	 * @param array<string, array<string, int>> $tokens   Uses by token (`p:<slug>` or `v:<family>`).
	 * @param array<string, string>             $families The source's families by slug.
	 * @param callable                          $named    The role a slug and family name, or null.
	 * @return array<int, array<string, mixed>>
	 */
	private static function font_roles( array $tokens, array $families, callable $named ): array {
		$list = array();
		foreach ( $tokens as $key => $uses ) {
			$slug  = str_starts_with( $key, 'p:' ) ? substr( $key, 2 ) : '';
			$value = '' === $slug ? substr( $key, 2 ) : (string) ( $families[ $slug ] ?? '' );
			$role  = $named( $slug, $value );
			if ( null === $role ) {
				arsort( $uses );
				$role = (string) array_key_first( $uses );
			}
			$list[] = array(
				'role'  => $role,
				'value' => $value,
				'slug'  => $slug,
				'uses'  => array_sum( $uses ),
			);
		}
		usort( $list, static fn( array $a, array $b ): int => array( $b['uses'], $a['slug'] . $a['value'] ) <=> array( $a['uses'], $b['slug'] . $b['value'] ) );
		return $list;
	}

	/**
	 * A preset scale's slugs used, each with its source value when known.
	 *
	 * @param array<string, int>    $used   Uses by slug.
	 * @param array<string, string> $values The source's values by slug.
	 * @return array<int, array<string, mixed>>
	 */
	private static function scale( array $used, array $values ): array {
		// Named sizes in their scale's order (small … xx-large), numbers by number.
		uksort(
			$used,
			static function ( int|string $a, int|string $b ): int {
				$at = array_search( (string) $a, DesignTokens::SIZE_ORDER, true );
				$bt = array_search( (string) $b, DesignTokens::SIZE_ORDER, true );
				if ( false !== $at && false !== $bt ) {
					return $at <=> $bt;
				}
				if ( false !== $at || false !== $bt ) {
					return false !== $at ? -1 : 1;
				}
				return strnatcmp( (string) $a, (string) $b );
			}
		);
		$list = array();
		foreach ( $used as $slug => $uses ) {
			$list[] = array(
				'slug'  => (string) $slug,
				'value' => (string) ( $values[ $slug ] ?? '' ),
				'uses'  => $uses,
			);
		}
		return $list;
	}
}
