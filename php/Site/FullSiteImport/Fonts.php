<?php
/**
 * The fonts the wizard offers: only ones this site has.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\Design\DesignTokens;
use Stencilbox\Support\Import\SiteImportSchema;

defined( 'ABSPATH' ) || exit;

/**
 * System font stacks, the active theme's font families and the families in
 * WordPress's Font Library. No request leaves the site, so the wizard works
 * offline and no visitor's browser is sent to a font host.
 */
final class Fonts {
	/**
	 * The system stacks (name → CSS value).
	 *
	 * @return array<string, string>
	 */
	public static function system(): array {
		return array(
			'System Sans'      => 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
			'System Serif'     => 'Georgia, Cambria, "Times New Roman", Times, serif',
			'System Monospace' => 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
			'Arial'            => 'Arial, Helvetica, sans-serif',
			'Georgia'          => 'Georgia, serif',
			'Helvetica'        => 'Helvetica, Arial, sans-serif',
			'Tahoma'           => 'Tahoma, Geneva, sans-serif',
			'Times New Roman'  => '"Times New Roman", Times, serif',
			'Trebuchet MS'     => '"Trebuchet MS", Helvetica, sans-serif',
			'Verdana'          => 'Verdana, Geneva, sans-serif',
		);
	}

	/**
	 * Every family: `{family, value, variants, source}`, sorted by name,
	 * one entry per name (the theme's wins over the library's, both over a
	 * system stack of the same name).
	 *
	 * @return array<int, array{family: string, value: string, variants: string[], source: string}>
	 */
	public function all(): array {
		$fonts = array();
		foreach ( self::system() as $name => $stack ) {
			$fonts[ $name ] = self::entry( $name, $stack, array( '400', '700' ), 'system' );
		}
		foreach ( $this->library() as $font ) {
			$fonts[ $font['family'] ] = $font;
		}
		foreach ( $this->theme() as $font ) {
			$fonts[ $font['family'] ] = $font;
		}
		ksort( $fonts, SORT_NATURAL | SORT_FLAG_CASE );
		return array_values( $fonts );
	}

	/**
	 * The CSS value for a family name: a known family's stack or preset,
	 * else the name with a generic fallback.
	 *
	 * @param string $family Family name.
	 */
	public function css_value( string $family ): string {
		foreach ( $this->all() as $font ) {
			if ( 0 === strcasecmp( $font['family'], $family ) ) {
				return $font['value'];
			}
		}
		$name = SiteImportSchema::font_family( $family );
		return '' === $name ? 'inherit' : '"' . $name . '", system-ui, sans-serif';
	}

	/**
	 * The active theme's families (theme.json presets).
	 *
	 * @return array<int, array{family: string, value: string, variants: string[], source: string}>
	 */
	private function theme(): array {
		$settings = wp_get_global_settings( array( 'typography', 'fontFamilies' ) );
		$fonts    = array();
		foreach ( array( 'theme', 'custom' ) as $origin ) {
			foreach ( (array) ( $settings[ $origin ] ?? array() ) as $family ) {
				$name = (string) ( $family['name'] ?? '' );
				$slug = (string) ( $family['slug'] ?? '' );
				if ( '' === $name || '' === $slug ) {
					continue;
				}
				$weights = array_values( array_unique( array_map( static fn( mixed $face ): string => (string) ( $face['fontWeight'] ?? '400' ), (array) ( $family['fontFace'] ?? array() ) ) ) );
				$fonts[] = self::entry( $name, 'var(--wp--preset--font-family--' . DesignTokens::css_slug( $slug ) . ')', $weights ? $weights : array( '400', '700' ), 'theme' );
			}
		}
		return $fonts;
	}

	/**
	 * The Font Library's families.
	 *
	 * @return array<int, array{family: string, value: string, variants: string[], source: string}>
	 */
	private function library(): array {
		if ( ! post_type_exists( 'wp_font_family' ) ) {
			return array();
		}
		$fonts = array();
		$posts = get_posts(
			array(
				'post_type'      => 'wp_font_family',
				'post_status'    => 'publish',
				'posts_per_page' => 200,
				'orderby'        => 'title',
				'order'          => 'ASC',
			)
		);
		foreach ( $posts as $post ) {
			$settings = json_decode( $post->post_content, true );
			$name     = (string) ( $settings['name'] ?? $post->post_title );
			$stack    = (string) ( $settings['fontFamily'] ?? '' );
			if ( '' === $name || '' === $stack ) {
				continue;
			}
			$faces   = get_posts(
				array(
					'post_type'      => 'wp_font_face',
					'post_parent'    => $post->ID,
					'posts_per_page' => 50,
				)
			);
			$weights = array();
			foreach ( $faces as $face ) {
				$face_settings = json_decode( $face->post_content, true );
				$weights[]     = (string) ( $face_settings['fontWeight'] ?? '400' );
			}
			$fonts[] = self::entry( $name, $stack, $weights ? array_values( array_unique( $weights ) ) : array( '400' ), 'library' );
		}
		return $fonts;
	}

	/**
	 * One entry.
	 *
	 * @param string   $family   Name.
	 * @param string   $value    CSS value.
	 * @param string[] $variants Weights.
	 * @param string   $source   system, theme or library.
	 * @return array{family: string, value: string, variants: string[], source: string}
	 */
	private static function entry( string $family, string $value, array $variants, string $source ): array {
		return array(
			'family'   => $family,
			'value'    => $value,
			'variants' => $variants,
			'source'   => $source,
		);
	}
}
