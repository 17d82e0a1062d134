<?php
/**
 * Where catalogue images live, stored as references rather than URLs so a
 * site that moves (or changes its uploads URL) keeps working.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * A reference is `plugin:<path in the plugin>`, `uploads:<path in uploads>`,
 * or an absolute http(s) URL.
 */
final class AssetRefs {
	/**
	 * Constructor.
	 *
	 * @param string $plugin_dir Plugin directory.
	 * @param string $plugin_file Main plugin file (for plugins_url).
	 */
	public function __construct( private string $plugin_dir, private string $plugin_file ) {}

	/**
	 * The URL of a reference ('' for none or an unknown scheme).
	 *
	 * @param string $ref Reference.
	 */
	public function url( string $ref ): string {
		if ( '' === $ref ) {
			return '';
		}
		if ( str_starts_with( $ref, 'plugin:' ) ) {
			return plugins_url( substr( $ref, 7 ), $this->plugin_file );
		}
		if ( str_starts_with( $ref, 'uploads:' ) ) {
			return trailingslashit( wp_get_upload_dir()['baseurl'] ) . substr( $ref, 8 );
		}
		return preg_match( '#^https?://#i', $ref ) ? $ref : '';
	}

	/**
	 * The file behind a reference, or null (remote, missing or unknown).
	 *
	 * @param string $ref Reference.
	 */
	public function path( string $ref ): ?string {
		$path = null;
		if ( str_starts_with( $ref, 'plugin:' ) ) {
			$path = $this->plugin_dir . '/' . substr( $ref, 7 );
		} elseif ( str_starts_with( $ref, 'uploads:' ) ) {
			$path = trailingslashit( wp_get_upload_dir()['basedir'] ) . substr( $ref, 8 );
		}
		return null !== $path && ! str_contains( $path, '..' ) && is_file( $path ) ? $path : null;
	}

	/**
	 * The reference of a file inside the plugin or the uploads folder, or null.
	 *
	 * @param string $path Absolute path.
	 */
	public function ref_for( string $path ): ?string {
		$real = realpath( $path );
		if ( false === $real ) {
			return null;
		}
		// The deepest base holding the file wins: a dev site inside the
		// checkout has its uploads folder inside the plugin folder, and an
		// upload must still be served as one.
		$best = null;
		$bases = array(
			'plugin:'  => realpath( $this->plugin_dir ),
			'uploads:' => realpath( wp_get_upload_dir()['basedir'] ),
		);
		foreach ( $bases as $scheme => $base ) {
			if ( $base && str_starts_with( $real, $base . '/' ) && ( null === $best || strlen( $base ) > strlen( $best[1] ) ) ) {
				$best = array( $scheme, $base );
			}
		}
		return null === $best ? null : $best[0] . substr( $real, strlen( $best[1] ) + 1 );
	}

	/**
	 * The base URL of a folder inside the plugin or uploads (for `{{demo}}`).
	 *
	 * @param string $dir Absolute folder path.
	 */
	public function folder_url( string $dir ): string {
		$ref = $this->ref_for( $dir );
		return null === $ref ? '' : $this->url( $ref );
	}
}
