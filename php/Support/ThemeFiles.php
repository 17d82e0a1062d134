<?php
/**
 * Where a theme's files are: installed, or shipped with the plugin.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * The packs' theme (stencilbox-canvas) ships in the plugin's demo folder and
 * is installed by a full-site import. A preview made before that import, or
 * an Elementor kit that never installs it, still needs its theme.json and
 * its fonts: `folder()` finds them in the installed theme, else in the
 * shipped copy; `fonts()` gives the `LocalFonts` of either.
 */
final class ThemeFiles {
	/**
	 * Constructor.
	 *
	 * @param string $shipped_dir The plugin's folder of shipped themes.
	 * @param string $shipped_url Its URL.
	 */
	public function __construct( private string $shipped_dir, private string $shipped_url ) {}

	/**
	 * A theme's folder and URL, or null when neither installed nor shipped.
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
		if ( is_file( $this->shipped_dir . '/' . $slug . '/style.css' ) ) {
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
