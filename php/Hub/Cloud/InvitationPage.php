<?php
/**
 * The page a WorkSpace invitation opens on the hub site.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\AccountService;
use Stencilbox\Hub\Accounts\Validation;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Support\AppLink;
use Stencilbox\Support\Hooks;
use Stencilbox\Support\PlainPage;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * An invitation goes to a person who may have no account and no way into
 * the inviter's WordPress: its link opens this page on the hub (public,
 * like the verification and password-reset pages), where the invited
 * address gets a free account — verified, since the mail reached it — or,
 * when an account was started with it and never confirmed, takes that
 * account with a password of its choosing (every key made before is
 * revoked: anyone may have started it); the invitation is then a
 * membership. The
 * page says where the WorkSpace is used: Stencilbox on the person's own
 * site, connected to this library. GET only shows; only its POST writes.
 * The link is the workspace and the address, signed with the site's salt
 * (nothing stored); it works while the invitation is pending.
 */
final class InvitationPage {
	public const QUERY_VAR = 'stencilbox-invite';

	/**
	 * Constructor.
	 *
	 * @param Workspaces        $workspaces Workspaces.
	 * @param AccountRepository $accounts   Accounts.
	 * @param AccountService    $service    Account workflows.
	 */
	public function __construct( private Workspaces $workspaces, private AccountRepository $accounts, private AccountService $service ) {}

	/**
	 * Hooks the page.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'template_redirect', 'maybe_render', 0, 1, Hooks::asked( self::QUERY_VAR ) );
	}

	/**
	 * The link an invitation mail carries.
	 *
	 * @param int    $workspace_id Workspace.
	 * @param string $email        The invited address (lower-cased).
	 */
	public static function link( int $workspace_id, string $email ): string {
		$subject = $workspace_id . '|' . $email;
		$token   = rtrim( strtr( base64_encode( $subject ), '+/', '-_' ), '=' ) . '.' . self::signature( $subject ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the address in a URL-safe token, not obfuscation.
		return add_query_arg( self::QUERY_VAR, $token, home_url( '/' ) );
	}

	/**
	 * The signature of a workspace and address.
	 *
	 * @param string $subject `id|email`.
	 */
	private static function signature( string $subject ): string {
		return hash_hmac( 'sha256', 'stencilbox-invite|' . $subject, wp_salt( 'auth' ) );
	}

	/**
	 * The workspace and address a token names, when its signature holds.
	 *
	 * @param string $token Token from the link.
	 * @return array{0: int, 1: string}|null
	 */
	private static function read( string $token ): ?array {
		$parts = explode( '.', $token );
		if ( 2 !== count( $parts ) ) {
			return null;
		}
		$subject = (string) base64_decode( strtr( $parts[0], '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- see link().
		if ( ! hash_equals( self::signature( $subject ), $parts[1] ) || ! preg_match( '/^(\d+)\|(.+)$/', $subject, $m ) ) {
			return null;
		}
		return array( (int) $m[1], $m[2] );
	}

	/**
	 * Renders the page when the link was opened.
	 */
	public function maybe_render(): void {
		$token = PlainPage::opened( self::QUERY_VAR );
		if ( '' === $token ) {
			return;
		}
		$invited   = self::read( $token );
		$workspace = $invited ? $this->workspaces->find( $invited[0] ) : null;
		$row       = null;
		foreach ( $workspace ? ( $this->workspaces->members( array( (int) $workspace['id'] ) )[ (int) $workspace['id'] ] ?? array() ) : array() as $member ) {
			if ( $invited && $member['email'] === $invited[1] ) {
				$row = $member;
			}
		}
		if ( ! $invited || ! $workspace || ! $row ) {
			PlainPage::show( __( 'This invitation cannot be used', 'stencilbox' ), '<p>' . esc_html__( 'The invitation was withdrawn, or the WorkSpace no longer exists. Ask the person who invited you to share it again.', 'stencilbox' ) . '</p>', 404 );
			return;
		}
		$email   = $invited[1];
		$owner   = (array) $this->accounts->find( (int) $workspace['account_id'] );
		$who     = trim( (string) ( $owner['first_name'] ?? '' ) . ' ' . (string) ( $owner['last_name'] ?? '' ) );
		$who     = '' !== $who ? $who : (string) ( $owner['email'] ?? '' );
		$title   = (string) $workspace['title'];
		$account = $this->accounts->find_by_email( $email );
		$posted  = PlainPage::posted();
		$errors  = array();
		if ( $account && ! empty( $account['is_verified'] ) ) {
			// A member already (a verified address is one from the moment it is shared with).
			$this->joined( $who, $title, $email, false );
			return;
		}
		if ( $posted && $account ) {
			// The address has an account that is not verified: the mail
			// proves the address, not that whoever started the account owns
			// it (anyone may sign up with any address). So the person here
			// chooses its password, and every key made before goes
			// (found by probing, 2026-12-04: confirming kept the starter's
			// password and keys, and made them a member).
			// phpcs:disable WordPress.Security.NonceVerification.Missing -- the signed link is the credential (see above).
			// phpcs:disable WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- passwords are taken as typed; sanitizing would change them.
			$password = isset( $_POST['password'] ) ? (string) wp_unslash( $_POST['password'] ) : '';
			$confirm  = isset( $_POST['confirm_password'] ) ? (string) wp_unslash( $_POST['confirm_password'] ) : '';
			// phpcs:enable
			try {
				$this->service->claim_address( $account, $password, $confirm );
				$this->joined( $who, $title, $email, true );
				return;
			} catch ( HttpError $error ) {
				$errors = array_values( (array) ( $error->data()['errors'] ?? array() ) ) ?: array( $error->getMessage() );
			}
		} elseif ( $posted ) {
			// phpcs:disable WordPress.Security.NonceVerification.Missing -- the signed link is the credential (see above).
			// phpcs:disable WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- passwords are taken as typed; sanitizing would change them.
			$fields = array(
				'email'            => $email,
				'first_name'       => isset( $_POST['first_name'] ) ? sanitize_text_field( wp_unslash( $_POST['first_name'] ) ) : '',
				'last_name'        => isset( $_POST['last_name'] ) ? sanitize_text_field( wp_unslash( $_POST['last_name'] ) ) : '',
				'password'         => isset( $_POST['password'] ) ? (string) wp_unslash( $_POST['password'] ) : '',
				'confirm_password' => isset( $_POST['confirm_password'] ) ? (string) wp_unslash( $_POST['confirm_password'] ) : '',
				'privacy_consent'  => ! empty( $_POST['privacy_consent'] ),
				'terms_consent'    => ! empty( $_POST['terms_consent'] ),
			);
			// phpcs:enable
			try {
				$this->service->signup_invited( $fields );
				$this->joined( $who, $title, $email, true );
				return;
			} catch ( HttpError $error ) {
				$data   = $error->data();
				$errors = array_values( array_filter( array_merge( (array) ( $data['errors'] ?? array() ), (array) ( $data['additional_errors'] ?? array() ) ) ) ) ?: array( $error->getMessage() );
			}
		}
		$intro = '<p>' . esc_html(
			sprintf(
				/* translators: 1: who invited, 2: workspace title. */
				__( '%1$s invited you to the Stencilbox WorkSpace “%2$s”: templates to use in the block editor and Elementor.', 'stencilbox' ),
				$who,
				$title
			)
		) . '</p>';
		$list  = PlainPage::errors( $errors );
		$field = static fn( string $name, string $label, string $type, string $autocomplete, string $value = '' ): string => sprintf(
			'<p><label for="stencilbox-invite-%1$s">%2$s</label><br><input class="input" type="%3$s" name="%1$s" id="stencilbox-invite-%1$s" autocomplete="%4$s" value="%5$s" size="32" required></p>',
			esc_attr( $name ),
			esc_html( $label ),
			esc_attr( $type ),
			esc_attr( $autocomplete ),
			esc_attr( $value )
		);
		$check = static fn( string $name, string $label ): string => sprintf(
			'<p><label for="stencilbox-invite-%1$s"><input type="checkbox" name="%1$s" id="stencilbox-invite-%1$s" value="1" required> %2$s</label></p>',
			esc_attr( $name ),
			esc_html( $label )
		);
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- what was typed, shown again after an error.
		$typed = static fn( string $name ): string => isset( $_POST[ $name ] ) ? sanitize_text_field( wp_unslash( $_POST[ $name ] ) ) : '';
		// phpcs:enable
		$rules = sprintf(
			/* translators: %d: the fewest characters a password may have. */
			__( 'Use a password of at least %d characters, with an uppercase letter, a lowercase letter and a number.', 'stencilbox' ),
			Validation::PASSWORD_MIN
		);
		if ( $account ) {
			$form = $list
				. '<p>' . esc_html(
					sprintf(
						/* translators: %s: email address. */
						__( 'A Stencilbox account was started with %s, but its address was never confirmed. Choose its password to confirm that the address is yours and join the WorkSpace: every site and API key that used the account before is signed out.', 'stencilbox' ),
						$email
					)
				) . '</p><p>' . esc_html( $rules ) . '</p>'
				. PlainPage::form_start( self::QUERY_VAR, $token )
				. $field( 'password', __( 'Password', 'stencilbox' ), 'password', 'new-password' )
				. $field( 'confirm_password', __( 'Confirm Password', 'stencilbox' ), 'password', 'new-password' )
				. sprintf( '<p><button type="submit" class="button button-primary">%s</button></p></form>', esc_html__( 'Confirm and join', 'stencilbox' ) );
			PlainPage::show( __( 'Join the WorkSpace', 'stencilbox' ), $intro . $form, $errors ? 400 : 200 );
			return;
		}
		$form = $list
			. '<p>' . esc_html(
				sprintf(
					/* translators: 1: email address, 2: the fewest characters a password may have. */
					__( 'Create your free Stencilbox account with %1$s to join. Use a password of at least %2$d characters, with an uppercase letter, a lowercase letter and a number.', 'stencilbox' ),
					$email,
					Validation::PASSWORD_MIN
				)
			) . '</p>'
			. PlainPage::form_start( self::QUERY_VAR, $token )
			. sprintf( '<p><label for="stencilbox-invite-email">%s</label><br><input class="input" type="email" id="stencilbox-invite-email" value="%s" size="32" readonly></p>', esc_html__( 'Email', 'stencilbox' ), esc_attr( $email ) )
			. $field( 'first_name', __( 'First Name', 'stencilbox' ), 'text', 'given-name', $typed( 'first_name' ) )
			. $field( 'last_name', __( 'Last Name', 'stencilbox' ), 'text', 'family-name', $typed( 'last_name' ) )
			. $field( 'password', __( 'Password', 'stencilbox' ), 'password', 'new-password' )
			. $field( 'confirm_password', __( 'Confirm Password', 'stencilbox' ), 'password', 'new-password' )
			. $check( 'privacy_consent', __( 'I have read and agree to the Privacy Policy', 'stencilbox' ) )
			. $check( 'terms_consent', __( 'I agree to the Terms and Conditions', 'stencilbox' ) )
			. sprintf( '<p><button type="submit" class="button button-primary">%s</button></p></form>', esc_html__( 'Create account and join', 'stencilbox' ) );
		PlainPage::show( __( 'Join the WorkSpace', 'stencilbox' ), $intro . $form, $errors ? 400 : 200 );
	}

	/**
	 * The page after joining (or for an address that is a member already):
	 * where the WorkSpace is used.
	 *
	 * @param string $who   Who invited.
	 * @param string $title Workspace title.
	 * @param string $email The address.
	 * @param bool   $just  Whether this request made it a member (else it was one).
	 */
	private function joined( string $who, string $title, string $email, bool $just ): void {
		$body = '<p>' . esc_html(
			sprintf(
				/* translators: 1: who invited, 2: workspace title. */
				__( 'You are a member of %1$s’s WorkSpace “%2$s”.', 'stencilbox' ),
				$who,
				$title
			)
		) . '</p>';
		if ( HubController::accepts_remote() ) {
			$body .= '<p>' . sprintf(
				/* translators: 1: email address, 2: this library's address. */
				esc_html__( 'Use it from your own WordPress site: install the Stencilbox plugin, enter %2$s under Stencilbox → Settings → Hub address, then sign in with %1$s. The WorkSpace is under My Cloud → Shared with Me.', 'stencilbox' ),
				'<strong>' . esc_html( $email ) . '</strong>',
				'<code>' . esc_html( home_url( '/' ) ) . '</code>'
			) . '</p>';
		} else {
			$body .= '<p>' . sprintf(
				/* translators: %s: email address. */
				esc_html__( 'This library is used from this site only: ask the person who invited you for a user on it, then sign in to Stencilbox there with %s. The WorkSpace is under My Cloud → Shared with Me.', 'stencilbox' ),
				'<strong>' . esc_html( $email ) . '</strong>'
			) . '</p>'
				. PlainPage::button( AppLink::to( '', 'clouds/shared-workspace' ), __( 'Open Stencilbox on this site', 'stencilbox' ) );
		}
		$heading = $just ? __( 'You have joined the WorkSpace', 'stencilbox' ) : sprintf(
			/* translators: %s: workspace title. */
			__( 'The WorkSpace “%s”', 'stencilbox' ),
			$title
		);
		PlainPage::show( $heading, $body, 200 );
	}
}
