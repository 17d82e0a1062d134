<?php
/**
 * The font files a theme of ours ships, for anything that must show them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * A theme's `theme.json` is the list of record: its font families with
 * `fontFace` entries whose `src` are `file:./…` paths inside the theme
 * (bin/demo-catalogue/lib/fonts.mjs writes them for the packs' theme,
 * stencilbox-canvas, from @fontsource packages). This class reads that list
 * and gives it to whoever needs the fonts outside the theme itself:
 *
 * - `families()` / `font_faces()` — theme.json entries with every `src`
 *   turned into a URL on this site (to merge into another theme's data, or
 *   the Font Library);
 * - `css()` — the @font-face rules of some families (a preview, an
 *   Elementor kit's custom CSS, a classic theme's head);
 * - `has()` / `weights()` — what is shipped.
 *
 * Fonts load from this site only: no request leaves it.
 * `Plugin` builds the instance of the packs' theme (`LocalFonts::class`).
 */
final class LocalFonts {
	/**
	 * Families by lower-case name (read once).
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private ?array $families = null;

	/**
	 * Constructor.
	 *
	 * @param string $theme_dir The theme folder (holds theme.json).
	 * @param string $theme_url The same folder's URL.
	 */
	public function __construct( private string $theme_dir, private string $theme_url ) {}

	/**
	 * Every shipped family (only those with font files), as theme.json
	 * font family entries whose `src` are URLs.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function families(): array {
		return array_values( $this->read() );
	}

	/**
	 * Whether a family is shipped.
	 *
	 * @param string $family Family name.
	 */
	public function has( string $family ): bool {
		return isset( $this->read()[ strtolower( trim( $family ) ) ] );
	}

	/**
	 * The weights a family is shipped in.
	 *
	 * @param string $family Family name.
	 * @return string[]
	 */
	public function weights( string $family ): array {
		return array_values( array_unique( array_map( static fn( array $face ): string => (string) ( $face['fontWeight'] ?? '400' ), $this->font_faces( $family ) ) ) );
	}

	/**
	 * A family's theme.json `fontFace` entries, `src` as URLs.
	 *
	 * @param string $family Family name.
	 * @return array<int, array<string, mixed>>
	 */
	public function font_faces( string $family ): array {
		return (array) ( $this->read()[ strtolower( trim( $family ) ) ]['fontFace'] ?? array() );
	}

	/**
	 * The @font-face rules of some families (unknown names are skipped).
	 *
	 * @param string[] $families Family names.
	 */
	public function css( array $families ): string {
		$css = '';
		foreach ( array_unique( array_map( 'strtolower', array_map( 'trim', $families ) ) ) as $family ) {
			foreach ( $this->font_faces( $family ) as $face ) {
				$src  = implode( ', ', array_map( static fn( string $url ): string => 'url("' . esc_url_raw( $url ) . '") format("woff2")', (array) $face['src'] ) );
				$name = str_replace( array( '"', '\\', '<', '>', ';', '{', '}' ), '', (string) $face['fontFamily'] );
				$css .= sprintf(
					'@font-face{font-family:"%1$s";font-style:%2$s;font-weight:%3$s;font-display:%4$s;src:%5$s;}',
					$name,
					preg_match( '/^(normal|italic)$/', (string) ( $face['fontStyle'] ?? '' ) ) ? $face['fontStyle'] : 'normal',
					preg_match( '/^\d{3}$/', (string) ( $face['fontWeight'] ?? '' ) ) ? $face['fontWeight'] : '400',
					preg_match( '/^(auto|block|swap|fallback|optional)$/', (string) ( $face['fontDisplay'] ?? '' ) ) ? $face['fontDisplay'] : 'swap',
					$src
				);
			}
		}
		return $css;
	}

	/**
	 * The families of theme.json with font files, by lower-case name.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function read(): array {
		if ( null !== $this->families ) {
			return $this->families;
		}
		$this->families = array();
		$file           = $this->theme_dir . '/theme.json';
		$json           = is_file( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		foreach ( (array) ( $json['settings']['typography']['fontFamilies'] ?? array() ) as $family ) {
			$faces = array();
			foreach ( (array) ( $family['fontFace'] ?? array() ) as $face ) {
				$urls = array();
				foreach ( (array) ( $face['src'] ?? array() ) as $src ) {
					$path = str_starts_with( (string) $src, 'file:./' ) ? substr( (string) $src, strlen( 'file:./' ) ) : '';
					if ( '' !== $path && ! str_contains( $path, '..' ) && is_file( $this->theme_dir . '/' . $path ) ) {
						$urls[] = trailingslashit( $this->theme_url ) . $path;
					}
				}
				if ( $urls ) {
					$faces[] = array( 'src' => $urls ) + $face;
				}
			}
			$name = (string) ( $family['name'] ?? '' );
			if ( $faces && '' !== $name ) {
				$this->families[ strtolower( $name ) ] = array( 'fontFace' => $faces ) + $family;
			}
		}
		return $this->families;
	}
}
