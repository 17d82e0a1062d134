<?php
/**
 * A block theme's presets as design roles see them: palette, font
 * families, font sizes, spacing, and the page's own colours and fonts.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Design;

defined( 'ABSPATH' ) || exit;

/**
 * This class is the one place that knows where a theme's presets come from
 * (`current()`):
 *
 * - a **block theme**: its merged theme.json (`wp_get_global_settings()`,
 *   `wp_get_global_styles()`): the user's palette over the theme's (core's
 *   default palette only when the theme has none);
 * - a **classic theme** (`classic()`): its theme supports —
 *   `editor-color-palette`, `editor-font-sizes`, `editor-spacing-sizes`
 *   (`get_theme_support()`; each else what a theme.json of its own gives),
 *   never core's default palette — with a palette colour written as a CSS
 *   custom property (`var(--contrast)`) resolved through the theme's own
 *   `:root` variables and what it prints from its settings
 *   (`ClassicThemeColours`: Astra, Blocksy, GeneratePress, Kadence, Neve), and the page's
 *   colours from its custom background (`get_background_color()`), what
 *   it prints, and its stylesheet's `body` rule (`ThemeCss`). A classic
 *   theme has no font-family presets.
 *
 * The hub reads the publishing site's (the source of an item's preset
 * colours); the site reads its own (the target of "Match my site").
 */
final class ThemePresets {
	/**
	 * Constructor.
	 *
	 * @param array<string, array{value: ?string, name: string}> $colours    Palette by slug, in order
	 *                                                                         (`value` null: not hex).
	 * @param array<string, string>                                $fonts      Font families by slug.
	 * @param array<string, string>                                $font_sizes Font sizes by slug, in order (a
	 *                                                                         block theme's as WordPress prints
	 *                                                                         them: fluid ones as `clamp()`).
	 * @param array<string, string>                                $spacing    Spacing sizes by slug, in order.
	 * @param array<string, ?string>                               $page       The page's `text` and `background`
	 *                                                                         colours (hex), `heading` and
	 *                                                                         `body` font slugs, and the
	 *                                                                         theme's `link` and `headings`
	 *                                                                         colours (hex; block themes, and
	 *                                                                         the classic themes
	 *                                                                         `ClassicThemeColours` reads).
	 */
	public function __construct(
		public readonly array $colours,
		public readonly array $fonts,
		public readonly array $font_sizes,
		public readonly array $spacing,
		public readonly array $page
	) {}

	/**
	 * The running site's presets.
	 */
	public static function current(): self {
		if ( ! wp_is_block_theme() ) {
			$printed = ClassicThemeColours::current();
			return self::classic( ThemeCss::current()->with( $printed ), $printed['reserved'] );
		}
		return self::from( (array) wp_get_global_settings(), (array) wp_get_global_styles() );
	}

	/**
	 * A classic theme's presets: its theme supports, its CSS custom
	 * properties and its custom background (see the class).
	 *
	 * @param ThemeCss $css      The theme's stylesheet as read.
	 * @param string[] $reserved Palette slugs that are not the theme's design (`ClassicThemeColours`).
	 */
	public static function classic( ThemeCss $css, array $reserved = array() ): self {
		$colours = array();
		foreach ( self::classic_presets( 'editor-color-palette', array( 'color', 'palette' ) ) as $entry ) {
			$slug = sanitize_title( (string) ( $entry['slug'] ?? '' ) );
			if ( '' !== $slug && is_string( $entry['color'] ?? null ) && ! in_array( $slug, $reserved, true ) ) {
				$colours[ $slug ] = array(
					'value' => $css->colour( $entry['color'] ),
					'name'  => is_string( $entry['name'] ?? null ) ? $entry['name'] : $slug,
				);
			}
		}
		$scales = array();
		foreach ( array(
			'font_sizes' => array( 'editor-font-sizes', array( 'typography', 'fontSizes' ) ),
			'spacing'    => array( 'editor-spacing-sizes', array( 'spacing', 'spacingSizes' ) ),
		) as $scale => $where ) {
			// A theme.json font size as WordPress prints it (a fluid one as its clamp()).
			$printed          = 'font_sizes' === $scale && ! self::support( $where[0] );
			$scales[ $scale ] = array();
			foreach ( self::classic_presets( $where[0], $where[1] ) as $entry ) {
				$slug = sanitize_title( (string) ( $entry['slug'] ?? '' ) );
				if ( '' === $slug ) {
					continue;
				}
				$size = $entry['size'] ?? null;
				if ( $printed && is_scalar( $size ) ) {
					$size = wp_get_typography_font_size_value( $entry );
				}
				$scales[ $scale ][ $slug ] = is_scalar( $size ) ? (string) $size : '';
			}
		}
		$page       = $css->page();
		$elements   = $css->elements();
		$background = current_theme_supports( 'custom-background' ) ? Colour::normal( '#' . ltrim( (string) get_background_color(), '#' ) ) : null;
		return new self(
			$colours,
			array(),
			$scales['font_sizes'],
			$scales['spacing'],
			array(
				'text'       => $page['text'],
				'background' => $background ?? $page['background'],
				'body'       => null,
				'heading'    => null,
				// The colours a classic theme prints for links and headings (`ClassicThemeColours`).
				'link'       => $elements['link'],
				'headings'   => $elements['headings'],
			)
		);
	}

	/**
	 * Whether the active theme has a palette to match block content to,
	 * cheaply (for the boot data): a block theme always has one (core's
	 * default at least); a classic theme when it gives `editor-color-palette`
	 * or a theme.json of its own has one.
	 * A palette whose colours turn out not to be hex answers `no_palette`
	 * when an insert is matched.
	 */
	public static function theme_has_palette(): bool {
		return wp_is_block_theme() || (bool) array_filter( self::classic_presets( 'editor-color-palette', array( 'color', 'palette' ) ), static fn( array $entry ): bool => is_string( $entry['color'] ?? null ) );
	}

	/**
	 * A classic theme's presets of one kind: its theme support
	 * (`editor-color-palette`, `editor-font-sizes`, `editor-spacing-sizes`),
	 * else what a theme.json of its own gives (Astra's and Blocksy's files,
	 * Kadence's through `wp_theme_json_data_theme`: the theme's and the
	 * user's origins, never core's defaults).
	 *
	 * @param string   $feature Theme support.
	 * @param string[] $path    Where theme.json settings hold them.
	 * @return array<int, array<string, mixed>>
	 */
	private static function classic_presets( string $feature, array $path ): array {
		$entries = self::support( $feature );
		if ( $entries ) {
			return $entries;
		}
		$lists = wp_get_global_settings( $path );
		if ( ! is_array( $lists ) || array_is_list( $lists ) ) {
			return array();
		}
		unset( $lists['default'] );
		return self::by_origin( $lists );
	}

	/**
	 * Whether the presets hold a colour a role can take (a hex palette
	 * colour): a classic theme without `editor-color-palette` has none.
	 */
	public function has_palette(): bool {
		return (bool) array_filter( array_column( $this->colours, 'value' ) );
	}

	/**
	 * A theme support given as a list of presets (its first argument), each
	 * an array; anything else is none.
	 *
	 * @param string $feature Theme feature.
	 * @return array<int, array<string, mixed>>
	 */
	private static function support( string $feature ): array {
		$support = get_theme_support( $feature );
		$list    = is_array( $support ) ? current( $support ) : null;
		return is_array( $list ) ? array_values( array_filter( $list, 'is_array' ) ) : array();
	}

	/**
	 * Presets from merged theme.json settings and styles.
	 *
	 * @param array<string, mixed> $settings As wp_get_global_settings() answers.
	 * @param array<string, mixed> $styles   As wp_get_global_styles() answers.
	 */
	public static function from( array $settings, array $styles ): self {
		$colours = array();
		foreach ( self::by_origin( $settings['color']['palette'] ?? array() ) as $entry ) {
			$colours[ (string) $entry['slug'] ] = array(
				'value' => Colour::normal( (string) ( $entry['color'] ?? '' ) ),
				'name'  => (string) ( $entry['name'] ?? $entry['slug'] ),
			);
		}
		$fonts = array();
		foreach ( self::by_origin( $settings['typography']['fontFamilies'] ?? array() ) as $entry ) {
			$fonts[ (string) $entry['slug'] ] = (string) ( $entry['fontFamily'] ?? '' );
		}
		$sizes = array();
		foreach ( self::by_origin( $settings['typography']['fontSizes'] ?? array() ) as $entry ) {
			// The value WordPress prints for it: a fluid size as its clamp().
			$size                             = is_scalar( $entry['size'] ?? null ) ? wp_get_typography_font_size_value( $entry, $settings ) : '';
			$sizes[ (string) $entry['slug'] ] = is_scalar( $size ) ? (string) $size : '';
		}
		$spacing = array();
		foreach ( self::by_origin( $settings['spacing']['spacingSizes'] ?? array() ) as $entry ) {
			$spacing[ (string) $entry['slug'] ] = is_scalar( $entry['size'] ?? null ) ? (string) $entry['size'] : '';
		}
		$page = array(
			'text'       => self::page_colour( $styles['color']['text'] ?? null, $colours ),
			'background' => self::page_colour( $styles['color']['background'] ?? null, $colours ),
			'body'       => self::font_slug( $styles['typography']['fontFamily'] ?? null, $fonts ),
			'heading'    => self::font_slug( $styles['elements']['heading']['typography']['fontFamily'] ?? null, $fonts ),
			// The colours the theme gives links and headings (theme.json `elements`).
			'link'       => self::page_colour( $styles['elements']['link']['color']['text'] ?? null, $colours ),
			'headings'   => self::page_colour( $styles['elements']['heading']['color']['text'] ?? null, $colours ),
		);
		return new self( $colours, $fonts, $sizes, $spacing, $page );
	}

	/**
	 * The presets as an item's design records its source (values by slug).
	 *
	 * @return array{colours: array<string, ?string>, fonts: array<string, string>, font_sizes: array<string, string>, spacing: array<string, string>}
	 */
	public function values(): array {
		return array(
			'colours'    => array_map( static fn( array $colour ): ?string => $colour['value'], $this->colours ),
			'fonts'      => $this->fonts,
			'font_sizes' => $this->font_sizes,
			'spacing'    => $this->spacing,
		);
	}

	/**
	 * A preset list (palette, families, sizes) from its origins: the user's
	 * (`custom`) over the theme's; core's `default` only when both are empty.
	 * A list without origins is taken as it is.
	 *
	 * @param mixed $lists Lists by origin, or one list.
	 * @return array<int, array<string, mixed>>
	 */
	private static function by_origin( mixed $lists ): array {
		if ( ! is_array( $lists ) ) {
			return array();
		}
		if ( array_is_list( $lists ) ) {
			$lists = array( 'theme' => $lists );
		}
		$merged = array();
		foreach ( array( 'theme', 'custom' ) as $origin ) {
			foreach ( (array) ( $lists[ $origin ] ?? array() ) as $entry ) {
				if ( is_array( $entry ) && isset( $entry['slug'] ) && '' !== (string) $entry['slug'] ) {
					$merged[ (string) $entry['slug'] ] = $entry;
				}
			}
		}
		if ( ! $merged ) {
			foreach ( (array) ( $lists['default'] ?? array() ) as $entry ) {
				if ( is_array( $entry ) && isset( $entry['slug'] ) ) {
					$merged[ (string) $entry['slug'] ] = $entry;
				}
			}
		}
		return array_values( $merged );
	}

	/**
	 * A style's colour as hex: a palette reference resolved, or a hex value.
	 *
	 * @param mixed                                                $value   Style value.
	 * @param array<string, array{value: ?string, name: string}> $colours Palette.
	 */
	private static function page_colour( mixed $value, array $colours ): ?string {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$slug = DesignTokens::preset( $value, 'color' );
		return null !== $slug ? ( $colours[ $slug ]['value'] ?? null ) : Colour::normal( $value );
	}

	/**
	 * A style's font family as a preset slug, or null.
	 *
	 * @param mixed                 $value Style value.
	 * @param array<string, string> $fonts Families by slug.
	 */
	private static function font_slug( mixed $value, array $fonts ): ?string {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$slug = DesignTokens::preset( $value, 'font-family' );
		if ( null !== $slug ) {
			return isset( $fonts[ $slug ] ) ? $slug : null;
		}
		$found = array_search( trim( $value ), $fonts, true );
		return false === $found ? null : (string) $found;
	}
}
