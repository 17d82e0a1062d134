<?php
/**
 * The two sides of an update, rendered by this site: what a place holds now
 * and the newest version, for the side-by-side preview. Also any version of
 * a cloud file (the file's Versions dialog).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Updates;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Names;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\PreviewDocument;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * `/?stencilbox-update-preview=<record>&side=current|new` (a user who may
 * edit the record's post) and `/?stencilbox-version-preview=<file>&number=<n>`
 * (a cloud file the account may read), and
 * `/?stencilbox-approval-preview=<item>&number=<n>` (one of the two versions
 * a comparison shows an account with the hub's `approve` right, issue [26]):
 * the same document as the catalogue's
 * previews (`PreviewDocument`: this site's theme styles, no script runs,
 * only this site may frame it). Blocks are rendered by WordPress; an
 * Elementor content is drawn as its text, images and buttons in its order
 * (`ElementorOutline`; the real rendering is Elementor's, in its editor).
 */
final class UpdatePreview {
	public const QUERY_VAR  = 'stencilbox-update-preview';
	public const VERSION_VAR = 'stencilbox-version-preview';
	public const APPROVAL_VAR = 'stencilbox-approval-preview';

	/**
	 * Constructor.
	 *
	 * @param Updates        $updates Updates.
	 * @param AccountSession $session Account (a file version's content).
	 */
	public function __construct( private Updates $updates, private AccountSession $session ) {}

	/**
	 * Hooks the page.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'template_redirect', 'maybe_render', 0, 1, Hooks::asked( self::QUERY_VAR, self::VERSION_VAR, self::APPROVAL_VAR ) );
	}

	/**
	 * The address of one side of an update.
	 *
	 * @param int    $id   Record.
	 * @param string $side current or new.
	 */
	public static function url( int $id, string $side ): string {
		return add_query_arg(
			array(
				self::QUERY_VAR => $id,
				'side'          => 'new' === $side ? 'new' : 'current',
			),
			home_url( '/' )
		);
	}

	/**
	 * The address of a cloud file's version.
	 *
	 * @param int $file_id File.
	 * @param int $number  Version.
	 */
	public static function version_url( int $file_id, int $number ): string {
		return add_query_arg(
			array(
				self::VERSION_VAR => $file_id,
				'number'          => $number,
			),
			home_url( '/' )
		);
	}

	/**
	 * The address of a version an approver compares.
	 *
	 * @param int $item_id Item.
	 * @param int $number  Version.
	 */
	public static function approval_url( int $item_id, int $number ): string {
		return add_query_arg(
			array(
				self::APPROVAL_VAR => $item_id,
				'number'           => $number,
			),
			home_url( '/' )
		);
	}

	/**
	 * Renders a preview when asked for.
	 */
	public function maybe_render(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only pages, for a logged-in user who may see them.
		$record = isset( $_GET[ self::QUERY_VAR ] ) ? absint( wp_unslash( $_GET[ self::QUERY_VAR ] ) ) : 0;
		$file   = isset( $_GET[ self::VERSION_VAR ] ) ? absint( wp_unslash( $_GET[ self::VERSION_VAR ] ) ) : 0;
		$item   = isset( $_GET[ self::APPROVAL_VAR ] ) ? absint( wp_unslash( $_GET[ self::APPROVAL_VAR ] ) ) : 0;
		$side   = isset( $_GET['side'] ) && 'new' === sanitize_key( wp_unslash( $_GET['side'] ) ) ? 'new' : 'current';
		$number = isset( $_GET['number'] ) ? absint( wp_unslash( $_GET['number'] ) ) : 0;
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		if ( ! $record && ! $file && ! $item ) {
			return;
		}
		if ( $item ) {
			$html = $this->render_approval( $item, $number );
		} else {
			$html = $record ? $this->render( $record, $side ) : $this->render_version( $file, $number );
		}
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a whole document: PreviewDocument::html() escapes its parts and prints blocks rendered from filtered content; an error is an escaped message.
		echo $html;
		exit;
	}

	/**
	 * One side of an update (sends the status and headers).
	 *
	 * @param int    $id   Record.
	 * @param string $side current or new.
	 */
	public function render( int $id, string $side ): string {
		PreviewDocument::headers();
		if ( ! current_user_can( Names::CAP_READ ) ) {
			status_header( 403 );
			return esc_html__( 'Please log in to WordPress to use the Stencilbox library.', 'stencilbox' );
		}
		try {
			$row     = $this->updates->record_for( $id );
			$content = 'new' === $side
				? $this->updates->newest_content( get_current_user_id(), $row )['content']
				: $this->updates->current_content( $row );
			if ( null === $content ) {
				throw Writer::gone();
			}
		} catch ( HttpError $error ) {
			status_header( $error->status() );
			return esc_html( $error->getMessage() );
		}
		status_header( 200 );
		return $this->document( (string) $row['source_name'], (string) $row['platform'], $content );
	}

	/**
	 * A version of a cloud file (sends the status and headers).
	 *
	 * @param int $file_id File.
	 * @param int $number  Version.
	 */
	public function render_version( int $file_id, int $number ): string {
		PreviewDocument::headers();
		if ( ! current_user_can( Names::CAP_READ ) ) {
			status_header( 403 );
			return esc_html__( 'Please log in to WordPress to use the Stencilbox library.', 'stencilbox' );
		}
		try {
			$read = $this->session->ask( get_current_user_id(), 'GET', '/cloud/files/' . $file_id . '/versions/' . max( 1, $number ) );
		} catch ( HttpError $error ) {
			status_header( $error->status() );
			return esc_html( $error->getMessage() );
		}
		status_header( 200 );
		$platform = (string) ( $read['platform'] ?? 'gutenberg' );
		return $this->document( '', $platform, ContentFilter::content( $platform, (string) ( $read['content'] ?? '' ) ) );
	}

	/**
	 * A version an approver compares, as the hub answers it to an account
	 * with the `approve` right (sends the status and headers).
	 *
	 * @param int $item_id Item.
	 * @param int $number  Version.
	 */
	public function render_approval( int $item_id, int $number ): string {
		PreviewDocument::headers();
		if ( ! current_user_can( Names::CAP_READ ) ) {
			status_header( 403 );
			return esc_html__( 'Please log in to WordPress to use the Stencilbox library.', 'stencilbox' );
		}
		try {
			$read = $this->session->ask(
				get_current_user_id(),
				'GET',
				'/fleet/compare/side',
				array(
					'item_id' => $item_id,
					'number'  => max( 1, $number ),
				)
			);
		} catch ( HttpError $error ) {
			status_header( $error->status() );
			return esc_html( $error->getMessage() );
		}
		status_header( 200 );
		$platform = Platforms::name_of( $read['platform'] ?? '' );
		return $this->document( '', $platform, ContentFilter::content( $platform, (string) ( $read['content'] ?? '' ) ) );
	}

	/**
	 * The preview document of a content.
	 *
	 * @param string $title    Title.
	 * @param string $platform gutenberg or elementor.
	 * @param string $content  Content (filtered).
	 */
	private function document( string $title, string $platform, string $content ): string {
		return PreviewDocument::html( $title, self::body( $platform, $content ), 'html,body{margin:0!important;}body{padding:24px;}', 'stencilbox-preview' );
	}

	/**
	 * A content as this site draws it in every preview (its renderer, its
	 * theme's blocks): the body of the preview document, and what a canary
	 * site scores an apply on (`Updates`, issue [26] item 2).
	 *
	 * @param string $platform gutenberg or elementor.
	 * @param string $content  Content (filtered).
	 */
	public static function body( string $platform, string $content ): string {
		return Platforms::get( $platform )->preview_html( $content );
	}
}
