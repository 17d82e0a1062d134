<?php
/**
 * The hub owner's preview of any version of a catalogue item.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Versions;

use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\ElementorOutline;
use Stencilbox\Support\PreviewDocument;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * `/?stencilbox-item-version=<item>&number=<n>`: administrators of the hub
 * only; the version's blocks rendered with this site's theme, filtered as
 * any catalogue content is shown, no script runs (`PreviewDocument`), only
 * this site may frame it. The Library hub screen's Versions dialog shows it.
 */
final class ItemVersionPreview {
	public const QUERY_VAR = 'stencilbox-item-version';

	/**
	 * Constructor.
	 *
	 * @param ItemVersions $versions Item versions.
	 */
	public function __construct( private ItemVersions $versions ) {}

	/**
	 * Hooks the page and its address in the boot data.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'template_redirect', 'maybe_render', 0, 1, Hooks::asked( self::QUERY_VAR ) );
		$hooks->filter( 'stencilbox_settings', 'settings' );
	}

	/**
	 * The preview address base for the hub screen.
	 *
	 * @param array<string, mixed> $settings Boot data.
	 * @return array<string, mixed>
	 */
	public function settings( array $settings ): array {
		$home                          = home_url( '/' );
		$settings['itemVersionPreview'] = $home . ( str_contains( $home, '?' ) ? '&' : '?' ) . self::QUERY_VAR . '=';
		return $settings;
	}

	/**
	 * Renders the preview when asked for.
	 */
	public function maybe_render(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only page, for administrators.
		$item = isset( $_GET[ self::QUERY_VAR ] ) ? absint( wp_unslash( $_GET[ self::QUERY_VAR ] ) ) : 0;
		if ( ! $item ) {
			return;
		}
		$number = isset( $_GET['number'] ) ? absint( wp_unslash( $_GET['number'] ) ) : 1;
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a whole document: PreviewDocument::html() escapes its parts and prints blocks rendered from filtered content; an error is an escaped message.
		echo $this->render( $item, max( 1, $number ) );
		exit;
	}

	/**
	 * The preview document (sends the status and headers).
	 *
	 * @param int $item   Item.
	 * @param int $number Version.
	 */
	public function render( int $item, int $number ): string {
		PreviewDocument::headers();
		if ( ! current_user_can( 'manage_options' ) ) {
			status_header( 403 );
			return esc_html__( 'Sorry, you are not allowed to change Stencilbox settings.', 'stencilbox' );
		}
		try {
			$read = $this->versions->read( $item, $number );
		} catch ( HttpError $error ) {
			status_header( $error->status() );
			return esc_html( $error->getMessage() );
		}
		status_header( 200 );
		$elementor = str_starts_with( ltrim( $read['content'] ), '{' );
		$body      = $elementor
			? ElementorOutline::html( ContentFilter::content( 'elementor', $read['content'] ) )
			: References::render( ContentFilter::blocks( $read['content'] ) );
		return PreviewDocument::html( '', $body, 'html,body{margin:0!important;}body{padding:24px;}', 'stencilbox-preview' );
	}
}
