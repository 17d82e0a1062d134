<?php
/**
 * A pack's content made independent of the preset names of the theme it
 * lands on.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

defined( 'ABSPATH' ) || exit;

/**
 * A pack's blocks name their theme's presets: a heading "xx-large", a
 * padding "spacing 70", a text colour "dark". On the pack's own theme those
 * are its sizes and colours; on a site that keeps another theme ("keep my
 * theme") the same names are that theme's, and mean other things (Twenty
 * Twenty-Three's "xx-large" is 10rem, Twenty Twenty-Four has no "spacing
 * 70" and its "accent" is another colour), or nothing. So when the pack's
 * theme is not the one that will show the content, `resolve()` writes the
 * pack theme's values in place of the names — the block attributes and the
 * saved markup both, as the block editor saves a custom value — and the
 * content carries the sizes and colours it needs.
 *
 * The same goes for the theme's layout and spacing the blocks lean on: a
 * constrained group without its own widths takes the pack theme's content
 * and wide sizes, a group or columns without its own gap the pack theme's
 * block gap (`layout` in `of()`); a button without its own padding and
 * font size the pack theme's button padding and size (`button`: another
 * theme's buttons may be smaller or larger).
 *
 * It also writes down one thing the pack's theme gives by leaving it out:
 * a heading inside a section with its own text colour takes that colour
 * on the pack's theme, which colours no headings; a theme that does
 * (Twenty Twenty-Four's headings are its "contrast") would paint a dark
 * heading on the pack's dark section. Such a heading gets the section's
 * colour as its own.
 */
final class PackPresets {
	/** Preset kinds resolved: the kind in `var:preset|<kind>|…` and `--wp--preset--<kind>--…`. */
	private const KINDS = array( 'color', 'gradient', 'font-size', 'spacing' );

	/**
	 * Block attributes that name a preset: attribute → [kind, class pattern
	 * (`%s`: the slug), the style attribute path, the CSS property].
	 */
	private const ATTRIBUTES = array(
		'fontSize'        => array( 'font-size', 'has-%s-font-size', array( 'typography', 'fontSize' ), 'font-size' ),
		'textColor'       => array( 'color', 'has-%s-color', array( 'color', 'text' ), 'color' ),
		'backgroundColor' => array( 'color', 'has-%s-background-color', array( 'color', 'background' ), 'background-color' ),
		'gradient'        => array( 'gradient', 'has-%s-gradient-background', array( 'color', 'gradient' ), 'background' ),
		'borderColor'     => array( 'color', 'has-%s-border-color', array( 'border', 'color' ), 'border-color' ),
	);

	/** Blocks whose text a theme may colour through its heading element styles. */
	private const HEADINGS = array( 'core/heading' );

	/** Blocks whose gap between children is the theme's block gap unless they set one. */
	private const GAPPED = array( 'core/group', 'core/columns', 'core/column' );

	/** The theme's layout values carried (`layout` in `of()`). */
	private const LAYOUT = array( 'contentSize', 'wideSize', 'blockGap' );

	/** The padding of WordPress's outline button style (`.is-style-outline`), which a theme's button padding does not set. */
	private const OUTLINE = array(
		'top'    => '0.667em',
		'right'  => '1.333em',
		'bottom' => '0.667em',
		'left'   => '1.333em',
	);

	/** The theme's button values carried (`button` in `of()`). */
	private const BUTTON = array( 'top', 'right', 'bottom', 'left', 'fontSize' );

	/**
	 * The presets a theme shows with (kind → slug → CSS value): its
	 * theme.json over WordPress's own, as WordPress merges them — where the
	 * theme leaves `defaultFontSizes` or `defaultSpacingSizes` on,
	 * WordPress's presets of the same names win over the theme's (a theme
	 * whose "large" is 1.5rem shows WordPress's 36px). Values that could
	 * break out of an attribute or a declaration are left out (their names
	 * then stay as they are).
	 *
	 * @param array<string, mixed> $theme_json Theme.json data.
	 * @return array<string, array<string, string>>
	 */
	public static function of( array $theme_json ): array {
		if ( ! $theme_json ) {
			return array();
		}
		$merged = \WP_Theme_JSON_Resolver::get_core_data();
		$merged = new \WP_Theme_JSON( $merged->get_raw_data(), 'default' );
		$merged->merge( new \WP_Theme_JSON( $theme_json, 'theme' ) );
		$settings = $merged->get_settings();
		$button   = (array) ( $merged->get_raw_data()['styles']['elements']['button'] ?? array() );
		$origins  = static function ( mixed $by_origin ): array {
			$by_origin = is_array( $by_origin ) ? $by_origin : array();
			return array_merge( (array) ( $by_origin['default'] ?? array() ), (array) ( $by_origin['theme'] ?? array() ) );
		};
		$lists    = array(
			'color'     => array( $origins( $settings['color']['palette'] ?? null ), 'color' ),
			'gradient'  => array( $origins( $settings['color']['gradients'] ?? null ), 'gradient' ),
			'font-size' => array( $origins( $settings['typography']['fontSizes'] ?? null ), 'size' ),
			'spacing'   => array( $origins( $settings['spacing']['spacingSizes'] ?? null ), 'size' ),
		);
		$presets = array();
		$layout  = array(
			'contentSize' => $settings['layout']['contentSize'] ?? null,
			'wideSize'    => $settings['layout']['wideSize'] ?? null,
			'blockGap'    => $theme_json['styles']['spacing']['blockGap'] ?? null,
		);
		foreach ( $layout as $key => $value ) {
			if ( is_string( $value ) && self::safe( trim( $value ) ) ) {
				$presets['layout'][ $key ] = trim( $value );
			}
		}
		$padding = $button['spacing']['padding'] ?? null;
		$padding = is_string( $padding ) ? self::sides( $padding ) : ( is_array( $padding ) ? $padding : array() );
		foreach ( array( 'top', 'right', 'bottom', 'left' ) as $side ) {
			$value = $padding[ $side ] ?? null;
			if ( is_string( $value ) && self::safe( trim( $value ) ) ) {
				$presets['button'][ $side ] = trim( $value );
			}
		}
		$size = $button['typography']['fontSize'] ?? null;
		if ( is_string( $size ) && self::safe( trim( $size ) ) ) {
			$presets['button']['fontSize'] = trim( $size );
		}
		foreach ( $lists as $kind => $pair ) {
			[ $list, $key ] = $pair;
			foreach ( (array) $list as $preset ) {
				$slug  = is_array( $preset ) ? (string) ( $preset['slug'] ?? '' ) : '';
				$value = is_array( $preset ) ? trim( (string) ( $preset[ $key ] ?? '' ) ) : '';
				if ( '' !== $slug && self::safe( $value ) ) {
					$presets[ $kind ][ _wp_to_kebab_case( $slug ) ] = $value;
				}
			}
		}
		return $presets;
	}

	/**
	 * A CSS shorthand of one to four sides as its sides (spaces inside
	 * parentheses do not separate).
	 *
	 * @param string $shorthand E.g. `calc(0.667em + 2px) calc(1.333em + 2px)`.
	 * @return array<string, string>
	 */
	private static function sides( string $shorthand ): array {
		$parts = array();
		$depth = 0;
		$part  = '';
		foreach ( str_split( trim( $shorthand ) ) as $char ) {
			$depth += '(' === $char ? 1 : ( ')' === $char ? -1 : 0 );
			if ( ' ' === $char && 0 === $depth ) {
				if ( '' !== $part ) {
					$parts[] = $part;
				}
				$part = '';
				continue;
			}
			$part .= $char;
		}
		if ( '' !== $part ) {
			$parts[] = $part;
		}
		if ( ! $parts || count( $parts ) > 4 ) {
			return array();
		}
		$top    = $parts[0];
		$right  = $parts[1] ?? $top;
		$bottom = $parts[2] ?? $top;
		$left   = $parts[3] ?? $right;
		return compact( 'top', 'right', 'bottom', 'left' );
	}

	/**
	 * Presets kept in a record (the import's provenance context), checked
	 * again as `of()` checks a theme's: known kinds, plain slugs, safe values.
	 *
	 * @param array<mixed> $stored Kind → slug → value.
	 * @return array<string, array<string, string>>
	 */
	public static function checked( array $stored ): array {
		$presets = array();
		foreach ( array( 'layout' => self::LAYOUT, 'button' => self::BUTTON ) as $group => $keys ) {
			foreach ( $keys as $key ) {
				$value = $stored[ $group ][ $key ] ?? null;
				if ( is_string( $value ) && self::safe( trim( $value ) ) ) {
					$presets[ $group ][ $key ] = trim( $value );
				}
			}
		}
		foreach ( self::KINDS as $kind ) {
			foreach ( (array) ( $stored[ $kind ] ?? array() ) as $slug => $value ) {
				if ( is_string( $value ) && 1 === preg_match( '/^[a-z0-9-]+$/', (string) $slug ) && self::safe( trim( $value ) ) ) {
					$presets[ $kind ][ (string) $slug ] = trim( $value );
				}
			}
		}
		return $presets;
	}

	/**
	 * Whether a value can stand in a style attribute and a block comment.
	 *
	 * @param string $value CSS value.
	 */
	private static function safe( string $value ): bool {
		return '' !== $value && 1 === preg_match( '/^[#a-zA-Z0-9.,%()+\-*\/ ]+$/', $value ) && ! str_contains( $value, '--' );
	}

	/**
	 * Block markup with the presets' values in place of their names.
	 *
	 * @param string                               $markup  Block markup.
	 * @param array<string, array<string, string>> $presets `of()` of the pack's theme.
	 */
	public static function resolve( string $markup, array $presets ): string {
		if ( ! $presets || '' === trim( $markup ) ) {
			return $markup;
		}
		$blocks = self::walk( parse_blocks( $markup ), $presets, '' );
		return serialize_blocks( $blocks );
	}

	/**
	 * Resolves a tree of blocks.
	 *
	 * @param array<int, array<string, mixed>>     $blocks    Parsed blocks.
	 * @param array<string, array<string, string>> $presets   Presets.
	 * @param string                               $inherited The text colour the blocks' section sets ('' for none).
	 * @return array<int, array<string, mixed>>
	 */
	private static function walk( array $blocks, array $presets, string $inherited ): array {
		foreach ( $blocks as $i => $block ) {
			if ( null === ( $block['blockName'] ?? null ) ) {
				$blocks[ $i ]['innerHTML']    = self::values( (string) $block['innerHTML'], $presets );
				$blocks[ $i ]['innerContent'] = array_map( static fn( mixed $piece ): mixed => is_string( $piece ) ? self::values( $piece, $presets ) : $piece, (array) $block['innerContent'] );
				continue;
			}
			$block = self::block( $block, $presets, $inherited );
			$own   = (string) ( $block['attrs']['style']['color']['text'] ?? '' );
			if ( ! empty( $block['innerBlocks'] ) ) {
				$block['innerBlocks'] = self::walk( $block['innerBlocks'], $presets, '' !== $own ? $own : $inherited );
			}
			$blocks[ $i ] = $block;
		}
		return $blocks;
	}

	/**
	 * One block: its preset attributes as custom values, its heading colour
	 * written down, the preset variables in its attributes and markup as
	 * values.
	 *
	 * @param array<string, mixed>                 $block     Parsed block.
	 * @param array<string, array<string, string>> $presets   Presets.
	 * @param string                               $inherited The text colour of its section.
	 * @return array<string, mixed>
	 */
	private static function block( array $block, array $presets, string $inherited ): array {
		$attrs   = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$changes = array();
		foreach ( self::ATTRIBUTES as $attribute => $named ) {
			[ $kind, $class, $path, $property ] = $named;
			$slug  = is_string( $attrs[ $attribute ] ?? null ) ? $attrs[ $attribute ] : '';
			$value = '' === $slug ? null : ( $presets[ $kind ][ $slug ] ?? null );
			if ( null === $value ) {
				continue;
			}
			unset( $attrs[ $attribute ] );
			$attrs['style'][ $path[0] ][ $path[1] ] = $value;
			$changes[]                              = array( sprintf( $class, $slug ), $property, $value );
		}
		$colour = $inherited;
		if ( in_array( $block['blockName'], self::HEADINGS, true ) && '' !== $colour && self::safe( $colour )
			&& empty( $attrs['textColor'] ) && empty( $attrs['style']['color']['text'] ) ) {
			$attrs['style']['color']['text'] = $colour;
			$changes[]                       = array( '', 'color', $colour );
		}
		$layout = (array) ( $presets['layout'] ?? array() );
		if ( 'constrained' === ( $attrs['layout']['type'] ?? '' ) ) {
			foreach ( array( 'contentSize', 'wideSize' ) as $key ) {
				if ( empty( $attrs['layout'][ $key ] ) && isset( $layout[ $key ] ) ) {
					$attrs['layout'][ $key ] = $layout[ $key ];
				}
			}
		}
		if ( in_array( $block['blockName'], self::GAPPED, true ) && isset( $layout['blockGap'] ) && ! isset( $attrs['style']['spacing']['blockGap'] ) ) {
			$attrs['style']['spacing']['blockGap'] = $layout['blockGap'];
		}
		$button = (array) ( $presets['button'] ?? array() );
		if ( str_contains( ' ' . (string) ( $attrs['className'] ?? '' ) . ' ', ' is-style-outline ' ) ) {
			// WordPress's outline style pads its 2px border in (block-library's button CSS).
			$button = array_merge( $button, self::OUTLINE );
		}
		if ( 'core/button' === $block['blockName'] ) {
			if ( ! isset( $attrs['style']['spacing']['padding'] ) && isset( $button['top'], $button['right'], $button['bottom'], $button['left'] ) ) {
				foreach ( array( 'top', 'right', 'bottom', 'left' ) as $side ) {
					$attrs['style']['spacing']['padding'][ $side ] = $button[ $side ];
					$changes[] = array( 'wp-block-button__link', 'padding-' . $side, $button[ $side ], false );
				}
			}
			if ( empty( $attrs['fontSize'] ) && ! isset( $attrs['style']['typography']['fontSize'] ) && isset( $button['fontSize'] ) ) {
				$attrs['style']['typography']['fontSize'] = $button['fontSize'];
				$changes[] = array( 'wp-block-button__link', 'font-size', $button['fontSize'], false );
			}
		}
		$attrs          = self::attribute_values( $attrs, $presets );
		$block['attrs'] = $attrs;
		$pieces         = (array) $block['innerContent'];
		foreach ( $changes as $change ) {
			[ $class, $property, $value ] = $change;
			foreach ( $pieces as $n => $piece ) {
				if ( is_string( $piece ) ) {
					$changed = self::restyle( $piece, $class, $property, $value, $change[3] ?? true );
					if ( null !== $changed ) {
						$pieces[ $n ] = $changed;
						break;
					}
				}
			}
		}
		$pieces                = array_map( static fn( mixed $piece ): mixed => is_string( $piece ) ? self::values( $piece, $presets ) : $piece, $pieces );
		$block['innerContent'] = $pieces;
		$block['innerHTML']    = implode( '', array_filter( $pieces, 'is_string' ) );
		return $block;
	}

	/**
	 * The first tag of some markup that has a class (the first tag when the
	 * class is ''), with that class gone and a declaration in its style.
	 * Null when no tag has it.
	 *
	 * @param string $html     Markup.
	 * @param string $class    Class to find ('' for the first tag).
	 * @param string $property CSS property.
	 * @param string $value    Its value.
	 * @param bool   $remove   Whether the class goes (a preset's class).
	 */
	private static function restyle( string $html, string $class, string $property, string $value, bool $remove = true ): ?string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag( '' === $class ? array() : array( 'class_name' => $class ) ) ) {
			return null;
		}
		if ( '' !== $class && $remove ) {
			$tags->remove_class( $class );
		}
		if ( 'color' === $property ) {
			$tags->add_class( 'has-text-color' );
		} elseif ( 'background-color' === $property || 'background' === $property ) {
			$tags->add_class( 'has-background' );
		} elseif ( 'border-color' === $property ) {
			$tags->add_class( 'has-border-color' );
		}
		$style = trim( (string) $tags->get_attribute( 'style' ) );
		// The value replaces a declaration of the same property, else joins the others.
		$style = (string) preg_replace( '/(^|;)\s*' . preg_quote( $property, '/' ) . '\s*:[^;]*/i', '$1', $style );
		$style = trim( $style, "; \t\n" );
		$tags->set_attribute( 'style', ( '' === $style ? '' : $style . ';' ) . $property . ':' . $value );
		return $tags->get_updated_html();
	}

	/**
	 * Preset references in attribute values (`var:preset|kind|slug` and
	 * `var(--wp--preset--kind--slug)`) as values, at any depth.
	 *
	 * @param array<string, mixed>                 $attrs   Attributes.
	 * @param array<string, array<string, string>> $presets Presets.
	 * @return array<string, mixed>
	 */
	private static function attribute_values( array $attrs, array $presets ): array {
		foreach ( $attrs as $key => $value ) {
			if ( is_array( $value ) ) {
				$attrs[ $key ] = self::attribute_values( $value, $presets );
			} elseif ( is_string( $value ) && str_contains( $value, 'preset' ) ) {
				$value         = (string) preg_replace_callback(
					'/^var:preset\|([a-z-]+)\|([a-z0-9-]+)$/',
					static fn( array $m ): string => $presets[ $m[1] ][ $m[2] ] ?? $m[0],
					$value
				);
				$attrs[ $key ] = self::values( $value, $presets );
			}
		}
		return $attrs;
	}

	/**
	 * `var(--wp--preset--kind--slug)` in markup or CSS as the value.
	 *
	 * @param string                               $text    Markup.
	 * @param array<string, array<string, string>> $presets Presets.
	 */
	private static function values( string $text, array $presets ): string {
		if ( ! str_contains( $text, '--wp--preset--' ) ) {
			return $text;
		}
		return (string) preg_replace_callback(
			'/var\(--wp--preset--(' . implode( '|', self::KINDS ) . ')--([a-z0-9-]+)\)/',
			static fn( array $m ): string => $presets[ $m[1] ][ $m[2] ] ?? $m[0],
			$text
		);
	}
}
