<?php
/**
 * The full-site import's logo may be an SVG, as its hint says (spec part 2
 * §5: "SVG, PNG, JPG or GIF").
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\Names;
use Stencilbox\Support\SvgSanitizer;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress does not take SVG uploads. An upload the wizard's logo picker
 * sends (it marks its uploads with `stencilbox_logo`) may be one, for a user
 * who may upload files and import sites: the file is rebuilt from the SVG
 * allowlist (no script, handler, foreign content or outside reference)
 * before it is stored, and refused when it is not a usable SVG. Every other
 * upload is left to WordPress.
 */
final class LogoUploads {
	/** The field the logo picker adds to its uploads. */
	public const FIELD = 'stencilbox_logo';

	/**
	 * Hooks the upload filters.
	 */
	public static function hooks( Hooks $hooks ): void {
		// Built only for a request that is a logo upload (its field is there:
		// read as data, so other requests, core's REST routes among them, do
		// not load this class), or a screen that names a page.
		$upload = Hooks::asked( self::FIELD );
		$hooks->filter( 'upload_mimes', 'mimes', 10, 1, $upload );
		$hooks->filter( 'wp_check_filetype_and_ext', 'check', 10, 3, $upload );
		$hooks->filter( 'wp_handle_upload_prefilter', 'clean', 10, 1, $upload );
		$hooks->filter( 'wp_handle_sideload_prefilter', 'clean', 10, 1, $upload );
		$hooks->filter( 'wp_generate_attachment_metadata', 'measure', 10, 2, $upload );
		$hooks->filter( 'plupload_default_settings', 'picker', 10, 1, Hooks::asked( 'page' ) );
	}

	/**
	 * The media library on the Stencilbox page (the wizard's logo picker)
	 * lets SVG files through to the server, which decides.
	 *
	 * @param array<string, mixed> $settings Plupload's settings.
	 * @return array<string, mixed>
	 */
	public function picker( array $settings ): array {
		$page = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Which screen this is; nothing is changed.
		if ( Names::ADMIN_PAGE !== $page || ! current_user_can( 'upload_files' ) || ! current_user_can( Names::CAP_FSI ) ) {
			return $settings;
		}
		$types = $settings['filters']['mime_types'][0]['extensions'] ?? null;
		if ( is_string( $types ) && ! in_array( 'svg', explode( ',', $types ), true ) ) {
			$settings['filters']['mime_types'][0]['extensions'] = $types . ',svg';
		}
		return $settings;
	}

	/**
	 * Whether this request carries the logo picker's mark.
	 */
	public static function marked(): bool {
		// The media library's upload nonce is checked by WordPress; this only
		// says which picker the file comes from.
		return ! empty( $_POST[ self::FIELD ] ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- see above.
	}

	/**
	 * Whether this request is a logo upload of a user who may make one.
	 */
	private static function applies(): bool {
		return self::marked()
			&& current_user_can( 'upload_files' )
			&& current_user_can( Names::CAP_FSI );
	}

	/**
	 * SVG among the allowed types, for a logo upload.
	 *
	 * @param array<string, string> $mimes Extension → type.
	 * @return array<string, string>
	 */
	public function mimes( array $mimes ): array {
		return self::applies() ? SvgSanitizer::with_type( $mimes ) : $mimes;
	}

	/**
	 * WordPress cannot tell an SVG's type from its bytes: say it, for a logo upload.
	 *
	 * @param mixed $data     What WordPress found.
	 * @param mixed $file     Path.
	 * @param mixed $filename Name.
	 * @return mixed
	 */
	public function check( mixed $data, mixed $file, mixed $filename ): mixed {
		return self::applies() ? SvgSanitizer::type_of( $data, $file, $filename ) : $data;
	}

	/**
	 * Rebuilds an SVG logo before WordPress stores it; refuses one that is not usable.
	 *
	 * @param array<string, mixed> $file The upload (`name`, `tmp_name`, …).
	 * @return array<string, mixed>
	 */
	public function clean( array $file ): array {
		if ( ! self::applies() || ! str_ends_with( strtolower( (string) ( $file['name'] ?? '' ) ), '.svg' ) ) {
			return $file;
		}
		$path = (string) ( $file['tmp_name'] ?? '' );
		if ( ! SvgSanitizer::clean_file( $path ) ) {
			$file['error'] = __( 'This SVG cannot be used as a logo. Please choose an SVG, PNG, JPG or GIF image.', 'stencilbox' );
			return $file;
		}
		$file['size'] = (int) filesize( $path );
		return $file;
	}

	/**
	 * A logo SVG's size, and itself as its `full` size, as every SVG copy
	 * of ours has (`SvgSanitizer::size_metadata()`): the theme's logo
	 * (`wp_get_attachment_image()`) is drawn with its width and height.
	 *
	 * @param mixed $data          Metadata.
	 * @param mixed $attachment_id Attachment.
	 * @return mixed
	 */
	public function measure( mixed $data, mixed $attachment_id ): mixed {
		return self::applies() ? SvgSanitizer::size_metadata( $data, $attachment_id ) : $data;
	}
}
