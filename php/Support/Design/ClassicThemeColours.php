<?php
/**
 * The colours a classic theme prints from its own settings (its
 * customiser's palette and page colours), which its stylesheet file does
 * not hold.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Design;

defined( 'ABSPATH' ) || exit;

/**
 * The most used classic themes keep their palette in their settings and
 * print it inline on every page (`wp_add_inline_style()`): their editor
 * palette names CSS custom properties (`var(--ast-global-color-0)`,
 * `var(--contrast)`, `var(--global-palette1)`) that no `style.css`
 * declares, so reading the stylesheet (`ThemeCss`) finds no colour and
 * "Match my site" had no palette on them. Here each of those themes is
 * asked, through its own public functions (which apply its defaults and
 * its filters), for what it prints:
 *
 * - **Astra**: `astra_get_option( 'global-color-palette' )` →
 *   `--ast-global-color-<n>`; the page's text `text-color`, its
 *   background the content's (`content-bg-obj-responsive`), else the
 *   site's (`site-layout-outside-bg-obj-responsive`); links `link-color`,
 *   headings `heading-base-color`;
 * - **Blocksy**: `blocksy_manager()->colors->get_color_palette()` →
 *   `--theme-palette-color-<n>` (its editor palette carries them as
 *   fallbacks too); the page's `fontColor` and `site_background`, links
 *   `linkColor`, headings `headingColor`;
 * - **GeneratePress**: `generate_get_global_colors()` → `--<slug>`; the
 *   page's `text_color` and `background_color`, links `link_color`
 *   (headings take the text's colour);
 * - **Kadence**: `Kadence\kadence()->get_palette()` (its active palette) →
 *   `--global-<slug>`; the page's text `base_font`'s colour, its
 *   background `content_background`'s, links `link_color`'s highlight,
 *   headings `h2_font`'s colour (a palette name is its variable). Its
 *   "Accent - Complement" (computed from the accent) and its five notice
 *   colours (success, info, alert, warning, rating) are `reserved`: they
 *   stay in the editor's palette, and "Match my site" gives no role of an
 *   item to them (a pack's accent became the theme's warning orange).
 *
 * Links and headings matter as a block theme's theme.json `elements` do
 * (`ThemePresets::page['link']`, `['headings']`): where the theme's colour
 * for them would not read on a background an item sets, the item gives
 * them its own text colour (`DesignMatcher::readable_elements()`).
 *
 * Only when that theme (or a child of it) is the active one, and only
 * where its function exists: another version without it reads as nothing,
 * as before. Any other theme can say the same through the filter
 * `stencilbox_classic_theme_colours`. What is answered is checked:
 * property names `--[A-Za-z0-9_-]+`, values strings of at most 200
 * characters (resolved by `ThemeCss::colour()`: hex or `var()` only).
 */
final class ClassicThemeColours {
	/** The longest value kept (a colour, or a `var()` with its fallback). */
	private const MAX_VALUE = 200;

	/**
	 * What the active classic theme prints: custom properties (`--name` =>
	 * value), the page's `text` and `background` colours and the colours it
	 * gives `link`s and `headings`, as written (null: none), and the palette
	 * slugs that are not its design (`reserved`).
	 *
	 * @return array{properties: array<string, string>, text: ?string, background: ?string, link: ?string, headings: ?string, reserved: string[]}
	 */
	public static function current(): array {
		$template = get_template();
		$read     = match ( $template ) {
			'astra'         => self::astra(),
			'blocksy'       => self::blocksy(),
			'generatepress' => self::generatepress(),
			'kadence'       => self::kadence(),
			'neve'          => self::neve(),
			default         => array(),
		};
		/**
		 * Filters the colours a classic theme prints from its own settings
		 * (inline CSS its stylesheet file does not hold), as "Match my site"
		 * reads them.
		 *
		 * @param array  $read     `properties` (`--name` => CSS value), `text`,
		 *                         `background` (the page's colours as CSS values, or null),
		 *                         `link` and `headings` (the colours it gives them, or null),
		 *                         `reserved` (palette slugs no role of an item is given).
		 * @param string $template The active theme's template (parent) slug.
		 */
		$read = apply_filters( 'stencilbox_classic_theme_colours', $read + array(), $template );
		return self::clean( is_array( $read ) ? $read : array() );
	}

	/**
	 * A reading as it may be used: names and values checked.
	 *
	 * @param array<mixed> $read What a theme (or the filter) answered.
	 * @return array{properties: array<string, string>, text: ?string, background: ?string, link: ?string, headings: ?string, reserved: string[]}
	 */
	public static function clean( array $read ): array {
		$value      = static fn( mixed $css ): ?string => is_string( $css ) && '' !== trim( $css ) && strlen( $css ) <= self::MAX_VALUE ? trim( $css ) : null;
		$properties = array();
		foreach ( is_array( $read['properties'] ?? null ) ? $read['properties'] : array() as $name => $css ) {
			$css = $value( $css );
			if ( is_string( $name ) && preg_match( '/^--[A-Za-z0-9_-]{1,100}$/D', $name ) && null !== $css ) {
				$properties[ $name ] = $css;
			}
		}
		return array(
			'properties' => $properties,
			'text'       => $value( $read['text'] ?? null ),
			'background' => $value( $read['background'] ?? null ),
			'link'       => $value( $read['link'] ?? null ),
			'headings'   => $value( $read['headings'] ?? null ),
			'reserved'   => array_values( array_filter( array_map( static fn( mixed $slug ): string => is_string( $slug ) ? sanitize_title( $slug ) : '', is_array( $read['reserved'] ?? null ) ? $read['reserved'] : array() ) ) ),
		);
	}

	/**
	 * Astra (3.7 and later: its global palette).
	 *
	 * @return array<string, mixed>
	 */
	private static function astra(): array {
		if ( ! function_exists( 'astra_get_option' ) ) {
			return array();
		}
		$properties = array();
		$palette    = astra_get_option( 'global-color-palette' );
		foreach ( is_array( $palette['palette'] ?? null ) ? $palette['palette'] : array() as $n => $colour ) {
			if ( is_int( $n ) ) {
				$properties[ '--ast-global-color-' . $n ] = $colour;
			}
		}
		$background = null;
		foreach ( array( 'content-bg-obj-responsive', 'site-layout-outside-bg-obj-responsive' ) as $option ) {
			$set = astra_get_option( $option );
			if ( null === $background && is_array( $set ) && is_string( $set['desktop']['background-color'] ?? null ) && '' !== $set['desktop']['background-color'] ) {
				$background = $set['desktop']['background-color'];
			}
		}
		return array(
			'properties' => $properties,
			'text'       => astra_get_option( 'text-color' ),
			'background' => $background,
			'link'       => astra_get_option( 'link-color' ),
			'headings'   => astra_get_option( 'heading-base-color' ),
		);
	}

	/**
	 * Blocksy (its colour palette and global colours).
	 *
	 * @return array<string, mixed>
	 */
	private static function blocksy(): array {
		if ( ! function_exists( 'blocksy_manager' ) || ! function_exists( 'blocksy_get_theme_mod' ) ) {
			return array();
		}
		$properties = array();
		foreach ( (array) blocksy_manager()->colors->get_color_palette() as $colour ) {
			if ( is_array( $colour ) && is_string( $colour['variable'] ?? null ) ) {
				$properties[ '--' . $colour['variable'] ] = $colour['color'] ?? null;
			}
		}
		// A colour setting: `default` (its first picker), per device where it is responsive.
		$picked     = static function ( string $mod, string $fallback ): mixed {
			$value = blocksy_get_theme_mod( $mod, array( 'default' => array( 'color' => $fallback ) ) );
			return is_array( $value ) ? ( $value['default']['color'] ?? null ) : null;
		};
		$background = blocksy_get_theme_mod( 'site_background', array() );
		$background = is_array( $background ) && isset( $background['desktop'] ) ? $background['desktop'] : $background;
		return array(
			'properties' => $properties,
			'text'       => $picked( 'fontColor', 'var(--theme-palette-color-3)' ),
			'background' => is_array( $background ) ? ( $background['backgroundColor']['default']['color'] ?? 'var(--theme-palette-color-7)' ) : 'var(--theme-palette-color-7)',
			'link'       => $picked( 'linkColor', 'var(--theme-palette-color-1)' ),
			'headings'   => $picked( 'headingColor', 'var(--theme-palette-color-4)' ),
		);
	}

	/**
	 * GeneratePress (3.1 and later: its global colours).
	 *
	 * @return array<string, mixed>
	 */
	private static function generatepress(): array {
		if ( ! function_exists( 'generate_get_global_colors' ) || ! function_exists( 'generate_get_option' ) ) {
			return array();
		}
		$properties = array();
		foreach ( (array) generate_get_global_colors() as $colour ) {
			if ( is_array( $colour ) && is_string( $colour['slug'] ?? null ) ) {
				$properties[ '--' . $colour['slug'] ] = $colour['color'] ?? null;
			}
		}
		return array(
			'properties' => $properties,
			'text'       => generate_get_option( 'text_color' ),
			'background' => generate_get_option( 'background_color' ),
			'link'       => generate_get_option( 'link_color' ),
		);
	}

	/**
	 * Neve (its global colours: the active palette).
	 *
	 * @return array<string, mixed>
	 */
	private static function neve(): array {
		if ( ! function_exists( 'neve_get_global_colors_default' ) ) {
			return array();
		}
		$global  = get_theme_mod( 'neve_global_colors', neve_get_global_colors_default( true ) );
		$active  = is_array( $global ) && is_string( $global['activePalette'] ?? null ) ? $global['activePalette'] : '';
		$colours = is_array( $global ) ? ( $global['palettes'][ $active ]['colors'] ?? null ) : null;
		if ( ! is_array( $colours ) ) {
			return array();
		}
		$properties = array();
		foreach ( $colours as $slug => $colour ) {
			if ( is_string( $slug ) ) {
				$properties[ '--' . $slug ] = $colour;
			}
		}
		return array(
			'properties' => $properties,
			'text'       => 'var(--nv-text-color)',
			'background' => 'var(--nv-site-bg)',
			'link'       => 'var(--nv-primary-accent)',
		);
	}

	/**
	 * Kadence (its global palette: the active one of its three).
	 *
	 * @return array<string, mixed>
	 */
	private static function kadence(): array {
		if ( ! function_exists( 'Kadence\kadence' ) ) {
			return array();
		}
		$theme   = \Kadence\kadence();
		$palette = json_decode( (string) $theme->get_palette(), true );
		if ( ! is_array( $palette ) ) {
			return array();
		}
		$active     = is_string( $palette['active'] ?? null ) && isset( $palette[ $palette['active'] ] ) ? $palette['active'] : 'palette';
		$properties = array();
		foreach ( is_array( $palette[ $active ] ?? null ) ? $palette[ $active ] : array() as $colour ) {
			// `#FfFfFf` on palette10 is Kadence's mark for "the accent's complement", a colour it computes.
			if ( is_array( $colour ) && is_string( $colour['slug'] ?? null ) && ! ( 'palette10' === $colour['slug'] && '#FfFfFf' === ( $colour['color'] ?? null ) ) ) {
				$properties[ '--global-' . $colour['slug'] ] = $colour['color'] ?? null;
			}
		}
		// A colour setting names a palette entry (`palette4`), printed as its variable.
		$named = static function ( mixed $colour ): mixed {
			return is_string( $colour ) && preg_match( '/^palette\d{1,2}$/D', $colour ) ? 'var(--global-' . $colour . ')' : $colour;
		};
		$base       = $theme->option( 'base_font' );
		$background = $theme->option( 'content_background' );
		$link       = $theme->option( 'link_color' );
		$heading    = $theme->option( 'h2_font' );
		return array(
			'properties' => $properties,
			'text'       => $named( is_array( $base ) ? ( $base['color'] ?? null ) : null ),
			'background' => $named( is_array( $background ) ? ( $background['desktop']['color'] ?? null ) : null ),
			'link'       => $named( is_array( $link ) ? ( $link['highlight'] ?? null ) : null ),
			'headings'   => $named( is_array( $heading ) ? ( $heading['color'] ?? null ) : null ),
			'reserved'   => array( 'theme-palette10', 'theme-palette11', 'theme-palette12', 'theme-palette13', 'theme-palette14', 'theme-palette15' ),
		);
	}
}
