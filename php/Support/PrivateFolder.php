<?php
/**
 * A folder in uploads that the web server never hands out.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Packages that must reach every web node live in uploads (a node's own
 * temporary folder is not shared), yet nobody may fetch them: a pack's
 * package is what its buyers paid for. Such a folder gets
 *
 * - an `.htaccess` that denies it (Apache; the dev server's router honours
 *   it too) and an `index.php` that keeps it from being listed;
 * - names inside it that are an HMAC with the site's salt of what they
 *   stand for, so knowing an import's or a build's id (image addresses
 *   show an import's) never gives the address — which is all that protects
 *   it on nginx, which reads no `.htaccess`.
 *
 * Used by the site's import packages (`Site\FullSiteImport\PackageFolder`)
 * and the hub's pack builds (`Hub\Packages\PackBuilds`): one way to keep a
 * package.
 */
final class PrivateFolder {
	/** The deny rule (Apache 2.4, and 2.2 through mod_access_compat). */
	private const HTACCESS = "# Stencilbox: packages are never served.\n<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tOrder deny,allow\n\tDeny from all\n</IfModule>\n";

	/**
	 * The absolute path of a folder under uploads.
	 *
	 * @param string $relative Folder, relative to uploads.
	 */
	public static function path( string $relative ): string {
		return trailingslashit( wp_get_upload_dir()['basedir'] ) . $relative;
	}

	/**
	 * Creates the folder with its deny rule and index (once).
	 *
	 * @param string $relative Folder, relative to uploads.
	 * @return string The folder.
	 */
	public static function prepare( string $relative ): string {
		$root = self::path( $relative );
		wp_mkdir_p( $root );
		// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- two small files of ours, in uploads.
		if ( ! is_file( $root . '/.htaccess' ) ) {
			file_put_contents( $root . '/.htaccess', self::HTACCESS );
		}
		if ( ! is_file( $root . '/index.php' ) ) {
			file_put_contents( $root . '/index.php', "<?php\n// Silence is golden.\n" );
		}
		// phpcs:enable
		return $root;
	}

	/**
	 * The name something gets in a private folder: 40 hex digits nobody can
	 * work out without the site's salt.
	 *
	 * @param string $purpose What kind of thing it is (keeps names of different kinds apart).
	 * @param string $id      Its id.
	 */
	public static function name( string $purpose, string $id ): string {
		return substr( hash_hmac( 'sha256', $purpose . '|' . $id, wp_salt( 'auth' ) ), 0, 40 );
	}
}
