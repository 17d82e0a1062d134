<?php
/**
 * Where a full-site import keeps its downloaded pack package.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

/**
 * In uploads (every web node sees it), but out of reach: under
 * `stencilbox-fsi/packages/`, which an `.htaccess` denies (Apache; the dev
 * server's router honours it too) and an `index.php` keeps from being
 * listed, in a folder named by an HMAC of the session id with the site's
 * salt. The import's images live in `stencilbox-fsi/<session id>/`, whose
 * address visitors see; the package's cannot be worked out from it.
 *
 * The folder is journaled by the download step (revert removes it),
 * removed when the import finishes, fails or is abandoned, and `sweep()`
 * takes away any folder no running import needs.
 */
final class PackageFolder {
	/** The packages' folder under uploads. */
	public const DIR = 'stencilbox-fsi/packages';

	/** The deny rule (Apache 2.4, and 2.2 through mod_access_compat). */
	private const HTACCESS = "# Stencilbox: full-site import packages are never served.\n<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tOrder deny,allow\n\tDeny from all\n</IfModule>\n";

	/**
	 * A session's package folder, relative to uploads.
	 *
	 * @param string $uuid Session id.
	 */
	public static function relative( string $uuid ): string {
		return self::DIR . '/' . substr( hash_hmac( 'sha256', 'stencilbox-fsi-package|' . $uuid, wp_salt( 'auth' ) ), 0, 40 );
	}

	/**
	 * A session's package folder.
	 *
	 * @param string $uuid Session id.
	 */
	public static function path( string $uuid ): string {
		return trailingslashit( wp_get_upload_dir()['basedir'] ) . self::relative( $uuid );
	}

	/**
	 * Creates a session's package folder (and the deny rules above it).
	 *
	 * @param string $uuid Session id.
	 * @return string The folder.
	 */
	public static function prepare( string $uuid ): string {
		$root = trailingslashit( wp_get_upload_dir()['basedir'] ) . self::DIR;
		wp_mkdir_p( $root );
		// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- two small files of ours, in uploads.
		if ( ! is_file( $root . '/.htaccess' ) ) {
			file_put_contents( $root . '/.htaccess', self::HTACCESS );
		}
		if ( ! is_file( $root . '/index.php' ) ) {
			file_put_contents( $root . '/index.php', "<?php\n// Silence is golden.\n" );
		}
		// phpcs:enable
		$folder = self::path( $uuid );
		wp_mkdir_p( $folder );
		return $folder;
	}

	/**
	 * Removes a session's package folder, if there is one.
	 *
	 * @param string $uuid Session id.
	 */
	public static function remove( string $uuid ): void {
		SafeZip::remove_dir( self::path( $uuid ) );
	}

	/**
	 * Removes every package folder but those of the given sessions (the
	 * running ones), and packages left where older versions kept them
	 * (`stencilbox-fsi/<session id>/pack.zip`). The folders are listed
	 * before `$running` is asked, so a session that starts meanwhile is
	 * never swept.
	 *
	 * @param callable(): string[] $running Ids of the sessions still running.
	 * @return int Packages removed.
	 */
	public static function sweep( callable $running ): int {
		$base    = trailingslashit( wp_get_upload_dir()['basedir'] );
		$folders = (array) glob( $base . self::DIR . '/*', GLOB_ONLYDIR );
		$legacy  = (array) glob( $base . 'stencilbox-fsi/*/pack.zip' );
		$keep    = array();
		foreach ( $running() as $uuid ) {
			$keep[ self::path( (string) $uuid ) ]                                                      = true;
			$keep[ $base . 'stencilbox-fsi/' . sanitize_key( (string) $uuid ) . '/pack.zip' ] = true;
		}
		$removed = 0;
		foreach ( $folders as $folder ) {
			if ( ! isset( $keep[ $folder ] ) ) {
				SafeZip::remove_dir( (string) $folder );
				++$removed;
			}
		}
		foreach ( $legacy as $file ) {
			if ( ! isset( $keep[ $file ] ) ) {
				wp_delete_file( (string) $file );
				++$removed;
			}
		}
		return $removed;
	}
}
