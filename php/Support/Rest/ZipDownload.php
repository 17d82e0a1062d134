<?php
/**
 * An admin-post download of a zip made for it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

use Stencilbox\Support\HubAddress;

defined( 'ABSPATH' ) || exit;

/**
 * The one way an export reaches the browser: the administrator's right and
 * the action's nonce checked first, then that this site is its own hub
 * (every export is the hub owner's: `HubAddress::not_own_hub()`), the zip
 * written to a temporary file, streamed (never whole in memory) and deleted.
 */
final class ZipDownload {
	/**
	 * Checks, makes, streams and deletes the zip, then ends the request.
	 *
	 * @param string   $action The admin-post action (its nonce's name).
	 * @param string   $name   The file name the browser saves, without the date and `.zip`.
	 * @param callable $make   Writes the zip and answers its path (throws HttpError when it cannot).
	 */
	public static function send( string $action, string $name, callable $make ): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export the library.', 'stencilbox' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action );
		HubAddress::stop_unless_own_hub();
		try {
			$path = (string) $make();
		} catch ( HttpError $error ) {
			wp_die( esc_html( $error->getMessage() ), '', array( 'response' => 500 ) );
		}
		nocache_headers();
		header( 'Content-Type: application/zip' );
		header( 'Content-Disposition: attachment; filename="' . $name . '-' . gmdate( 'Y-m-d' ) . '.zip"' );
		header( 'Content-Length: ' . (string) filesize( $path ) );
		readfile( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile -- streams the export just written to a temporary file, without holding it in memory.
		wp_delete_file( $path );
		exit;
	}
}
