<?php
/**
 * The pages a mailed link opens on the hub site: the verification link's
 * and the password reset link's.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Accounts;

use Stencilbox\Support\AppLink;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Hooks;
use Stencilbox\Support\PlainPage;

defined( 'ABSPATH' ) || exit;

/**
 * GET shows a form (a confirmation button; the new-password form once the
 * reset link is checked); only the POST it sends verifies or changes the
 * password (no state-changing GET: a mail scanner that opens or prefetches
 * a link spends nothing). Each page renders only when its own query
 * variable is asked for.
 */
final class MailLinkPages {
	public const VERIFY_VAR = 'stencilbox-verify';
	public const RESET_VAR  = 'stencilbox-reset';

	/**
	 * Constructor.
	 *
	 * @param AccountService $service Accounts.
	 */
	public function __construct( private AccountService $service ) {}

	/**
	 * Hooks the pages.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'template_redirect', 'verification', 0, 1, Hooks::asked( self::VERIFY_VAR ) );
		$hooks->action( 'template_redirect', 'password_reset', 0, 1, Hooks::asked( self::RESET_VAR ) );
	}

	/**
	 * Renders the verification page when its link was opened.
	 */
	public function verification(): void {
		$token = PlainPage::opened( self::VERIFY_VAR );
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
			. PlainPage::form_start( self::VERIFY_VAR, $token )
			. sprintf( '<button type="submit" class="button">%s</button></form>', esc_html__( 'Verify my email', 'stencilbox' ) );
		PlainPage::show( __( 'Verify your Stencilbox account', 'stencilbox' ), $form, 200 );
	}

	/**
	 * Renders the password reset page when its link was opened.
	 */
	public function password_reset(): void {
		$token = PlainPage::opened( self::RESET_VAR );
		if ( '' === $token ) {
			return;
		}
		$title = __( 'Choose a new password', 'stencilbox' );
		$account = $this->service->reset_account( $token );
		if ( ! $account ) {
			PlainPage::show( __( 'This link cannot be used', 'stencilbox' ), '<p>' . esc_html( AccountService::invalid_reset()->getMessage() ) . '</p>', 400 );
			return;
		}
		$errors = array();
		if ( PlainPage::posted() ) {
			// phpcs:disable WordPress.Security.NonceVerification.Missing -- the mailed token is the credential (see above).
			// phpcs:disable WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- passwords are taken as typed; sanitizing would change them.
			$password = isset( $_POST['password'] ) ? (string) wp_unslash( $_POST['password'] ) : '';
			$confirm  = isset( $_POST['confirm_password'] ) ? (string) wp_unslash( $_POST['confirm_password'] ) : '';
			// phpcs:enable
			$back = AppLink::to( $this->service->reset_app_url( $token ), 'sign-in' );
			try {
				$this->service->reset_password( $token, $password, $confirm );
				PlainPage::show(
					__( 'Your password has been changed', 'stencilbox' ),
					'<p>' . esc_html(
						empty( $account['is_verified'] )
							// Its address proven for the first time: every key went (AccountService::prove_address()).
							? __( 'You can sign in with your new password now. Your email address is confirmed. Every site and API key that used this account before has been signed out.', 'stencilbox' )
							: __( 'You can sign in with your new password now. Sites that were signed in with your old password have been signed out; API keys you created stay valid.', 'stencilbox' )
					) . '</p>'
					. PlainPage::button( $back, __( 'Back to Stencilbox', 'stencilbox' ) ),
					200
				);
				return;
			} catch ( HttpError $error ) {
				$errors = array_values( (array) ( $error->data()['errors'] ?? array() ) ) ?: array( $error->getMessage() );
			}
		}
		$form = PlainPage::errors( $errors )
			. '<p>' . esc_html(
				sprintf(
					/* translators: 1: email address, 2: the fewest characters a password may have. */
					__( 'Choose a new password for the Stencilbox account %1$s. Use at least %2$d characters, with an uppercase letter, a lowercase letter and a number.', 'stencilbox' ),
					(string) $account['email'],
					Validation::PASSWORD_MIN
				)
			) . '</p>'
			. PlainPage::form_start( self::RESET_VAR, $token )
			. sprintf(
				'<p><label for="stencilbox-new-password">%1$s</label><br><input class="input" type="password" name="password" id="stencilbox-new-password" autocomplete="new-password" size="32" required></p>'
				. '<p><label for="stencilbox-confirm-password">%2$s</label><br><input class="input" type="password" name="confirm_password" id="stencilbox-confirm-password" autocomplete="new-password" size="32" required></p>'
				. '<p><button type="submit" class="button button-primary">%3$s</button></p></form>',
				esc_html__( 'New password', 'stencilbox' ),
				esc_html__( 'Confirm new password', 'stencilbox' ),
				esc_html__( 'Set new password', 'stencilbox' )
			);
		PlainPage::show( $title, $form, $errors ? 400 : 200 );
	}
}
