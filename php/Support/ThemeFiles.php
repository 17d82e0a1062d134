<?php
/**
 * Where a theme's design files are: installed, or shipped with the plugin.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * The packs' theme (stencilbox-canvas) is installed by a full-site import
 * from the WordPress.org theme directory, like any theme (the plugin ships
 * no theme: WordPress.org's guideline 8). A preview made before that
 * import, or an Elementor kit that never installs it, still needs the
 * theme's design: its theme.json and its fonts, which the plugin ships as
 * data (`php/Hub/Catalog/demo/design/<theme>/`: no style.css, nothing
 * WordPress could run as a theme). `folder()` finds them in the installed
 * theme, else in that shipped design; `fonts()` gives the `LocalFonts` of
 * either.
 */
final class ThemeFiles {
	/**
	 * Constructor.
	 *
	 * @param string $shipped_dir The plugin's folder of shipped theme designs.
	 * @param string $shipped_url Its URL.
	 */
	public function __construct( private string $shipped_dir, private string $shipped_url ) {}

	/**
	 * The folder and URL of a theme's design (theme.json, assets/), or null
	 * when the theme is neither installed nor shipped.
	 *
	 * @param string $slug Theme folder name.
	 * @return array{dir: string, url: string}|null
	 */
	public function folder( string $slug ): ?array {
		$slug = sanitize_key( $slug );
		if ( '' === $slug ) {
			return null;
		}
		$theme = wp_get_theme( $slug );
		if ( $theme->exists() ) {
			return array(
				'dir' => $theme->get_stylesheet_directory(),
				'url' => $theme->get_stylesheet_directory_uri(),
			);
		}
		if ( is_file( $this->shipped_dir . '/' . $slug . '/theme.json' ) ) {
			return array(
				'dir' => $this->shipped_dir . '/' . $slug,
				'url' => $this->shipped_url . '/' . $slug,
			);
		}
		return null;
	}

	/**
	 * A theme's theme.json data, its fonts' `file:./` sources as URLs
	 * (empty when the theme has none).
	 *
	 * @param string $slug Theme folder name.
	 * @return array<string, mixed>
	 */
	public function theme_json( string $slug ): array {
		$folder = $this->folder( $slug );
		$file   = null === $folder ? '' : $folder['dir'] . '/theme.json';
		$json   = '' !== $file && is_file( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( ! is_array( $json ) ) {
			return array();
		}
		$fonts    = $this->fonts( $slug );
		$families = array();
		foreach ( (array) ( $json['settings']['typography']['fontFamilies'] ?? array() ) as $family ) {
			if ( isset( $family['fontFace'] ) ) {
				$faces = $fonts->font_faces( (string) ( $family['name'] ?? '' ) );
				if ( ! $faces ) {
					continue;
				}
				$family['fontFace'] = $faces;
			}
			$families[] = $family;
		}
		if ( isset( $json['settings']['typography']['fontFamilies'] ) ) {
			$json['settings']['typography']['fontFamilies'] = $families;
		}
		return $json;
	}

	/**
	 * A theme's shipped fonts (none when the theme is unknown).
	 *
	 * @param string $slug Theme folder name; the packs' theme by default.
	 */
	public function fonts( string $slug = 'stencilbox-canvas' ): LocalFonts {
		$folder = $this->folder( $slug );
		return null === $folder ? new LocalFonts( '', '' ) : new LocalFonts( $folder['dir'], $folder['url'] );
	}
}
