<?php
/**
 * Where a full-site import keeps its downloaded pack package.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\PrivateFolder;
use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

/**
 * In uploads (every web node sees it), but out of reach: under
 * `stencilbox-fsi/packages/`, a `PrivateFolder` (denied, not listed), in a
 * folder named by an HMAC of the session id with the site's salt. The
 * import's images live in `stencilbox-fsi/<session id>/`, whose address
 * visitors see; the package's cannot be worked out from it.
 *
 * The folder is journaled by the download step (revert removes it),
 * removed when the import finishes, fails or is abandoned, and `sweep()`
 * takes away any folder no running import needs.
 */
final class PackageFolder {
	/** The packages' folder under uploads. */
	public const DIR = 'stencilbox-fsi/packages';

	/**
	 * A session's package folder, relative to uploads.
	 *
	 * @param string $uuid Session id.
	 */
	public static function relative( string $uuid ): string {
		return self::DIR . '/' . PrivateFolder::name( 'stencilbox-fsi-package', $uuid );
	}

	/**
	 * A session's package folder.
	 *
	 * @param string $uuid Session id.
	 */
	public static function path( string $uuid ): string {
		return PrivateFolder::path( self::relative( $uuid ) );
	}

	/**
	 * Creates a session's package folder (and the deny rules above it).
	 *
	 * @param string $uuid Session id.
	 * @return string The folder.
	 */
	public static function prepare( string $uuid ): string {
		PrivateFolder::prepare( self::DIR );
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
