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
 *
 * Content and a pack's sample posts hold absolute URLs (what `{{demo}}` and
 * the posts' images became when they were imported): their bytes are what
 * versions hash, so they are never rewritten. Instead the hub remembers
 * every address its two bases had when such URLs were written
 * (`remember()`, `BASES_OPTION`), and `rebase()` moves a URL under one of
 * them onto the base as it is now, wherever content leaves the hub.
 */
final class AssetRefs {
	/** Scheme => every base URL (no trailing slash) URLs were written under. */
	public const BASES_OPTION = 'stencilbox_hub_asset_bases';

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

	/**
	 * Where each scheme's files are served from now (no trailing slash).
	 *
	 * @return array<string, string> Scheme (`plugin:`, `uploads:`) => base URL.
	 */
	public function bases(): array {
		return array(
			'plugin:'  => untrailingslashit( plugins_url( '', $this->plugin_file ) ),
			'uploads:' => untrailingslashit( wp_get_upload_dir()['baseurl'] ),
		);
	}

	/**
	 * Records base URLs that stored content uses: the current ones (every
	 * write that turns references into URLs calls it first), or those a
	 * migration found in existing rows.
	 *
	 * @param array<string, string[]>|null $bases Scheme => base URLs; the current bases when null.
	 */
	public function remember( ?array $bases = null ): void {
		$bases = $bases ?? array_map( static fn( string $url ): array => array( $url ), $this->bases() );
		$known = self::known();
		$next  = $known;
		foreach ( $bases as $scheme => $urls ) {
			foreach ( $urls as $url ) {
				$url = untrailingslashit( (string) $url );
				if ( isset( $next[ $scheme ] ) && preg_match( '#^https?://[^/]#i', $url ) && ! in_array( $url, $next[ $scheme ], true ) ) {
					$next[ $scheme ][] = $url;
				}
			}
		}
		if ( $next !== $known ) {
			update_option( self::BASES_OPTION, $next, true );
		}
	}

	/**
	 * The base URLs recorded so far.
	 *
	 * @return array{"plugin:": string[], "uploads:": string[]}
	 */
	public static function known(): array {
		$stored = get_option( self::BASES_OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'plugin:'  => array_values( array_filter( array_map( 'strval', (array) ( $stored['plugin:'] ?? array() ) ) ) ),
			'uploads:' => array_values( array_filter( array_map( 'strval', (array) ( $stored['uploads:'] ?? array() ) ) ) ),
		);
	}

	/**
	 * The base URLs that URLs written by an import before bases were
	 * recorded show (for Migration0011AssetBases): what comes before the
	 * shipped demo's folder (`…/php/Hub/Catalog/demo/`, the plugin's base)
	 * and before the importer's uploads folder (`…/stencilbox-catalog/`,
	 * the uploads base), plain or JSON-escaped.
	 *
	 * @param string $text Stored content or settings.
	 * @return array<string, string[]> Scheme => base URLs.
	 */
	public static function bases_in( string $text ): array {
		$found    = array();
		$slash    = '\\\\?/';
		$patterns = array(
			'plugin:'  => 'php' . $slash . 'Hub' . $slash . 'Catalog' . $slash . 'demo' . $slash,
			'uploads:' => CatalogueImporter::UPLOADS_FOLDER . $slash,
		);
		foreach ( $patterns as $scheme => $tail ) {
			if ( preg_match_all( '#(https?:(?:' . $slash . '){2}[^"\'\s()<>]+?)' . $slash . $tail . '#i', $text, $matches ) ) {
				$found[ $scheme ] = array_values( array_unique( array_map( static fn( string $url ): string => str_replace( '\\/', '/', $url ), $matches[1] ) ) );
			}
		}
		return $found;
	}

	/**
	 * Text with every URL under a recorded earlier base moved onto the
	 * base as it is now: plain (`https://…/`, block markup, a post's image)
	 * and JSON-escaped (`https:\/\/…\/`, Elementor data and a row's
	 * settings as stored). One pass, longest base first (`strtr`), so a
	 * base inside another (a dev site's uploads inside the plugin folder)
	 * is moved as itself and nothing is moved twice.
	 *
	 * @param string $text Content, settings JSON or a URL.
	 */
	public function rebase( string $text ): string {
		$map = $this->rebase_map();
		return $map && '' !== $text ? strtr( $text, $map ) : $text;
	}

	/**
	 * Old base => current base, each with its slash and in both spellings.
	 *
	 * @return array<string, string>
	 */
	private function rebase_map(): array {
		$map     = array();
		$current = $this->bases();
		foreach ( self::known() as $scheme => $urls ) {
			$now = $current[ $scheme ] ?? '';
			foreach ( $urls as $old ) {
				if ( '' === $now || $old === $now ) {
					continue;
				}
				$map[ $old . '/' ] = $now . '/';
				$map[ str_replace( '/', '\\/', $old ) . '\\/' ] = str_replace( '/', '\\/', $now ) . '\\/';
			}
		}
		return $map;
	}
}
