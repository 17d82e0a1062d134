<?php
/**
 * The page a verification link opens on the hub site.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Accounts;

use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Hooks;
use Stencilbox\Support\PlainPage;

defined( 'ABSPATH' ) || exit;

/**
 * GET shows a confirmation button; only the POST it sends verifies (no
 * state-changing GET, and mail scanners that prefetch links verify nothing).
 */
final class VerificationPage {
	public const QUERY_VAR = 'stencilbox-verify';

	/**
	 * Constructor.
	 *
	 * @param AccountService $service Accounts.
	 */
	public function __construct( private AccountService $service ) {}

	/**
	 * Hooks the page.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'template_redirect', 'maybe_render', 0, 1, Hooks::asked( self::QUERY_VAR ) );
	}

	/**
	 * Renders the page when the link was opened.
	 */
	public function maybe_render(): void {
		$token = PlainPage::opened( self::QUERY_VAR );
		if ( '' === $token ) {
			return;
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : 'get';
		if ( 'post' === $method ) {
			try {
				$this->service->verify( $token );
				// Back to the app of the site the user signed up on; it sees
				// the verification as soon as its tab is shown again.
				$this->page(
					__( 'Your email is verified', 'stencilbox' ),
					'<p>' . esc_html__( 'Thank you! Your Stencilbox account is verified. You can insert items and create WorkSpaces now.', 'stencilbox' ) . '</p>'
					. sprintf( '<p><a class="button button-primary" href="%s">%s</a></p>', esc_url( $this->service->app_url_for( $token ) ), esc_html__( 'Back to Stencilbox', 'stencilbox' ) ),
					200
				);
			} catch ( HttpError $error ) {
				$this->page( __( 'Verification failed', 'stencilbox' ), '<p>' . esc_html( $error->getMessage() ) . '</p>', $error->status() );
			}
		}
		$form = sprintf(
			'<p>%s</p><form method="post" action="%s"><input type="hidden" name="%s" value="%s"><button type="submit" class="button">%s</button></form>',
			esc_html__( 'Confirm that this email address belongs to you to finish setting up your Stencilbox account.', 'stencilbox' ),
			esc_url( home_url( '/' ) ),
			esc_attr( self::QUERY_VAR ),
			esc_attr( $token ),
			esc_html__( 'Verify my email', 'stencilbox' )
		);
		$this->page( __( 'Verify your Stencilbox account', 'stencilbox' ), $form, 200 );
	}

	/**
	 * Prints a minimal page and stops.
	 *
	 * @param string $title  Title.
	 * @param string $body   HTML body (its tags limited to PlainPage::BODY_HTML).
	 * @param int    $status HTTP status.
	 */
	private function page( string $title, string $body, int $status ): void {
		PlainPage::show( $title, $body, $status );
	}
}
