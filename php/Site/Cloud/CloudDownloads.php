<?php
/**
 * Downloads of cloud files: a short-lived address that only works for the
 * WordPress user it was made for, served as a template file.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Cloud;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /clouds/download/{id}` checks the file with the hub and answers a
 * `fileURL` (for `format=elementor`, the file as Elementor's own export): `admin-post.php?action=stencilbox_cloud_download&token=…`. The
 * token is random, kept (hashed) for five minutes, bound to the user, and
 * works once: the browser that asked opens it with its login cookie; anyone
 * else, or anyone later, gets nothing. The file is read from the hub when it
 * is opened and filtered on the way out. A file pushed from a saved
 * template downloads with that template (`TemplateFile`'s `template`:
 * type, stable id, status, portable display conditions), so uploading it
 * again, on any hub, makes a saved template's file again.
 */
final class CloudDownloads {
	public const ACTION = 'stencilbox_cloud_download';
	public const TTL    = 5 * MINUTE_IN_SECONDS;

	/**
	 * Constructor.
	 *
	 * @param AccountSession $session Account (hub calls on its behalf).
	 */
	public function __construct( private AccountSession $session ) {}

	/**
	 * Hooks the download address.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'admin_post_' . self::ACTION, 'serve' );
	}

	/**
	 * The spec's download answer: `{status, file_name, fileURL}`.
	 *
	 * @param int    $user_id WordPress user.
	 * @param int    $file_id Cloud file.
	 * @param string $format  stencilbox (a template file) or elementor (Elementor's export, Elementor files only).
	 * @return array<string, mixed>
	 * @throws HttpError 404 (or the hub's errors) when the account may not read it; 400 for Elementor's format of a block file.
	 */
	public function link( int $user_id, int $file_id, string $format = TemplateFile::FORMAT_OWN ): array {
		$read = $this->session->ask( $user_id, 'GET', '/cloud/files/' . $file_id );
		$file = (array) $read['file'];
		if ( TemplateFile::FORMAT_ELEMENTOR === $format && 'elementor' !== ( $file['platform'] ?? '' ) ) {
			HttpError::raise( 'invalid_data', __( 'Only an Elementor template can be downloaded for Elementor.', 'stencilbox' ), 400 );
		}
		$token = bin2hex( random_bytes( 24 ) );
		set_transient(
			self::key( $token ),
			array(
				'user'   => $user_id,
				'file'   => $file_id,
				'format' => $format,
			),
			self::TTL
		);
		return array(
			'status'    => 'success',
			'file_name' => TemplateFile::file_name( $file, $format ),
			'fileURL'   => add_query_arg(
				array(
					'action' => self::ACTION,
					'token'  => $token,
				),
				admin_url( 'admin-post.php' )
			),
		);
	}

	/**
	 * The template file a token stands for, for the current user (the token
	 * is used up).
	 *
	 * @param string $token   Token.
	 * @param int    $user_id The WordPress user opening it.
	 * @return array{name: string, file: array<string, mixed>}
	 * @throws HttpError 403 for a token that is unknown, expired, used or someone else's.
	 */
	public function open( string $token, int $user_id ): array {
		$key   = self::key( $token );
		$entry = preg_match( '/^[a-f0-9]{48}$/', $token ) ? get_transient( $key ) : false;
		if ( ! is_array( $entry ) || (int) $entry['user'] !== $user_id || 0 === $user_id ) {
			HttpError::raise( 'invalid_permission', __( 'This download link has expired or is not yours. Please download the file again from your cloud.', 'stencilbox' ), 403 );
		}
		delete_transient( $key );
		$read    = $this->session->ask( $user_id, 'GET', '/cloud/files/' . (int) $entry['file'] );
		$file    = (array) $read['file'];
		$format  = (string) ( $entry['format'] ?? TemplateFile::FORMAT_OWN );
		$content = ContentFilter::content( (string) $file['platform'], (string) $read['content'] );
		return array(
			'name' => TemplateFile::file_name( $file, $format ),
			// Ours carries the saved template the file was pushed from (checked again); Elementor's export is Elementor's format.
			'file' => TemplateFile::FORMAT_ELEMENTOR === $format ? TemplateFile::elementor_export( $file, $content ) : TemplateFile::build( $file, $content, is_array( $read['template'] ?? null ) ? $read['template'] : null ),
		);
	}

	/**
	 * Serves a download (admin-post: the user's login cookie, no REST nonce).
	 */
	public function serve(): void {
		$token = isset( $_GET['token'] ) ? sanitize_text_field( wp_unslash( $_GET['token'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the token is the one-time proof.
		try {
			$download = $this->open( $token, get_current_user_id() );
		} catch ( HttpError $error ) {
			wp_die( esc_html( $error->getMessage() ), esc_html__( 'Download Failed!!!', 'stencilbox' ), array( 'response' => (int) $error->status() ) );
		}
		nocache_headers();
		header( 'Content-Type: application/json; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . $download['name'] . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		echo wp_json_encode( $download['file'], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ); // A JSON file, sent as an attachment.
		exit;
	}

	/**
	 * Where a token is kept (its hash: the database never holds a live token).
	 *
	 * @param string $token Token.
	 */
	private static function key( string $token ): string {
		return 'stencilbox_dl_' . substr( hash( 'sha256', $token ), 0, 32 );
	}
}
