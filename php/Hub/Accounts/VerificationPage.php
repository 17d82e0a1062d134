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
		if ( PlainPage::posted() ) {
			try {
				$this->service->verify( $token );
				// Back to the app of the site the user signed up on; it sees
				// the verification as soon as its tab is shown again.
				PlainPage::show(
					__( 'Your email is verified', 'stencilbox' ),
					'<p>' . esc_html__( 'Thank you! Your Stencilbox account is verified. You can insert items and create WorkSpaces now.', 'stencilbox' ) . '</p>'
					. PlainPage::button( $this->service->app_url_for( $token ), __( 'Back to Stencilbox', 'stencilbox' ) ),
					200
				);
			} catch ( HttpError $error ) {
				PlainPage::show( __( 'Verification failed', 'stencilbox' ), '<p>' . esc_html( $error->getMessage() ) . '</p>', $error->status() );
			}
		}
		$form = '<p>' . esc_html__( 'Confirm that this email address belongs to you to finish setting up your Stencilbox account.', 'stencilbox' ) . '</p>'
			. PlainPage::form_start( self::QUERY_VAR, $token )
			. sprintf( '<button type="submit" class="button">%s</button></form>', esc_html__( 'Verify my email', 'stencilbox' ) );
		PlainPage::show( __( 'Verify your Stencilbox account', 'stencilbox' ), $form, 200 );
	}
}
