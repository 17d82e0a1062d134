<?php
/**
 * Everything an account can do on the hub: sign up, sign in, verify, keys,
 * reset or change the password, change the email address, delete itself.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Accounts;

use Stencilbox\Hub\Engagement\ProfileFacts;
use Stencilbox\Support\AppLink;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Account workflows. Errors are HttpError with the spec's codes.
 */
final class AccountService {
	/** How long a verification link stays valid. */
	public const VERIFY_TTL = 7 * DAY_IN_SECONDS;
	/** Minimum gap between two verification mails. */
	public const RESEND_GAP = MINUTE_IN_SECONDS;
	/** How long a password reset link stays valid. */
	public const RESET_TTL = HOUR_IN_SECONDS;
	/** Reset mails one address may be sent per throttle window. */
	public const RESET_MAX_PER_EMAIL = 3;
	/** Reset requests one caller address may make per throttle window. */
	public const RESET_MAX_PER_ADDRESS = 10;
	/** Accounts one caller address may start per throttle window (each sends a mail to an address no one has proven). */
	public const SIGNUP_MAX_PER_ADDRESS = 5;
	/**
	 * Fired (with the account id) just before an account is deleted: what
	 * the account has elsewhere on the hub (its cloud, its engagement)
	 * goes then.
	 */
	public const EVENT_DELETING = Names::EVENT_ACCOUNT_DELETING;

	/**
	 * Constructor.
	 *
	 * @param AccountRepository $accounts Accounts.
	 * @param ApiKeys           $keys     API keys.
	 * @param Throttle          $throttle Sign-in throttle.
	 * @param ProfileFacts|null $facts    Starred, purchased and rated items (issue [4]).
	 */
	public function __construct(
		private AccountRepository $accounts,
		private ApiKeys $keys,
		private Throttle $throttle,
		private ?ProfileFacts $facts = null,
	) {}

	/**
	 * Creates an account, mails the verification link and issues a session
	 * key for the site that signed up.
	 *
	 * Throttled per caller: a sign-up mails an address no one has proven
	 * yet, so one browser (or one site, for all its users) may start only
	 * so many accounts in a window; a refused sign-up (its fields) does not
	 * count.
	 *
	 * @param array<string, mixed> $fields     Sign-up fields.
	 * @param string               $site_label Where the key is used.
	 * @param array<string, int>   $addresses  Throttle subjects of the caller's addresses → limit.
	 * @return array{account: array<string, mixed>, api_key: string}
	 * @throws HttpError `signup_errors` / `password_mismatched` (400), `too_many_attempts` (429).
	 */
	public function signup( array $fields, string $site_label, array $addresses = array() ): array {
		/**
		 * Filters how many accounts one browser's address may start on this
		 * hub in 15 minutes (a trusted site's own address, for all its
		 * users, gets ten times as many). Raise it for many people behind
		 * one address (a classroom); a local test site raises it for its
		 * journeys.
		 *
		 * @param int $limit Accounts per address per window (5).
		 */
		$per_address = max( 1, (int) apply_filters( 'stencilbox_hub_signup_limit', self::SIGNUP_MAX_PER_ADDRESS ) );
		$subjects    = array();
		foreach ( $addresses as $subject => $limit ) {
			$subjects[ 'signup-' . $subject ] = $per_address * max( 1, intdiv( (int) $limit, Throttle::MAX_FAILURES ) );
		}
		$wait = $this->throttle->begin( $subjects );
		if ( $wait > 0 ) {
			Throttle::refuse(
				$wait,
				sprintf(
					/* translators: %d: minutes to wait. */
					_n( 'Too many accounts were started from your address. Please try again in %d minute.', 'Too many accounts were started from your address. Please try again in %d minutes.', Throttle::minutes( $wait ), 'stencilbox' ),
					Throttle::minutes( $wait )
				)
			);
		}
		try {
			$id = $this->create_account( $fields );
		} catch ( HttpError $error ) {
			$this->throttle->succeeded( $subjects );
			throw $error;
		}
		$account = (array) $this->accounts->find( $id );
		$this->send_verification( $account, (string) ( $fields[ AppLink::FIELD ] ?? '' ) );
		return array(
			'account' => (array) $this->accounts->find( $id ),
			'api_key' => $this->keys->create( $id, $site_label, ApiKeys::KIND_SESSION ),
		);
	}

	/**
	 * Creates an account from a WorkSpace invitation's page on the hub: the
	 * invitation was mailed to the address, so the account is verified at
	 * once (its invitations become memberships), no verification mail is
	 * sent and no site is signed in.
	 *
	 * @param array<string, mixed> $fields Sign-up fields (the invited address as `email`).
	 * @return array<string, mixed> The account.
	 * @throws HttpError As `signup()`.
	 */
	public function signup_invited( array $fields ): array {
		$id = $this->create_account( $fields );
		$this->mark_verified( $id );
		return (array) $this->accounts->find( $id );
	}

	/**
	 * Checks the sign-up fields and adds the account (free plan, not verified).
	 *
	 * @param array<string, mixed> $fields Sign-up fields.
	 * @return int The account's id.
	 * @throws HttpError `signup_errors` / `password_mismatched` (400).
	 */
	private function create_account( array $fields ): int {
		$errors = Validation::signup( $fields );
		$extra  = array();
		if ( ! isset( $errors['email'] ) && $this->accounts->find_by_email( (string) $fields['email'] ) ) {
			$extra['email_error'] = __( 'An account with this email address already exists. Please sign in instead.', 'stencilbox' );
		}
		if ( $errors || $extra ) {
			$only_mismatch = array( 'confirm_password' ) === array_keys( $errors ) && ! $extra;
			HttpError::raise(
				$only_mismatch ? 'password_mismatched' : 'signup_errors',
				(string) ( reset( $errors ) ?: reset( $extra ) ),
				400,
				array(
					'errors'            => $errors,
					'additional_errors' => $extra,
				)
			);
		}
		$id = $this->accounts->insert(
			array(
				'email'         => (string) $fields['email'],
				'first_name'    => Validation::trim( (string) $fields['first_name'] ),
				'last_name'     => Validation::trim( (string) $fields['last_name'] ),
				'password_hash' => wp_hash_password( (string) $fields['password'] ),
				'plan'          => 'free',
			)
		);
		if ( ! $id ) {
			// A concurrent sign-up with the same email lost the race on the unique index.
			HttpError::raise( 'signup_errors', __( 'An account with this email address already exists. Please sign in instead.', 'stencilbox' ), 400, array( 'errors' => array(), 'additional_errors' => array( 'email_error' => __( 'An account with this email address already exists. Please sign in instead.', 'stencilbox' ) ) ) );
		}
		return (int) $id;
	}

	/**
	 * Gives an account whose address was never proven to whoever answers a
	 * mail to that address (a WorkSpace invitation's page), with the
	 * password they choose: anyone may have started the account with that
	 * address, so its old password and every key made before go
	 * (`prove_address()`), then its invitations become memberships.
	 *
	 * @param array<string, mixed> $account  The unverified account.
	 * @param string               $password New password.
	 * @param string               $confirm  Its confirmation.
	 * @throws HttpError `account_errors` (400) for a password the rules refuse.
	 */
	public function claim_address( array $account, string $password, string $confirm ): void {
		$this->ensure_new_password( $password, $confirm );
		$this->set_password( $account, $password, 0 );
		$this->prove_address( $account );
	}

	/**
	 * The address of an account is proven by a mail to it (a reset or an
	 * invitation): an account that was not verified is now, and every key
	 * made before (personal ones too) is revoked, since whoever made them
	 * may not own the address (found by probing, 2026-12-04: a key made on
	 * an account started with someone else's address outlived the owner's
	 * reset). A verified account keeps its personal keys.
	 *
	 * @param array<string, mixed> $account The account as it was.
	 */
	private function prove_address( array $account ): void {
		if ( ! empty( $account['is_verified'] ) ) {
			return;
		}
		$this->keys->revoke_all( (int) $account['id'] );
		$this->mark_verified( (int) $account['id'] );
	}

	/**
	 * Signs in with email and password and issues a session key.
	 *
	 * @param string             $email      Email.
	 * @param string             $password   Password.
	 * @param string             $site_label Where the key is used.
	 * @param array<string, int> $addresses  Throttle subjects of the caller's addresses → failures allowed.
	 * @return array{account: array<string, mixed>, api_key: string}
	 * @throws HttpError `login_error` (400/401) or `too_many_attempts` (429).
	 */
	public function login( string $email, string $password, string $site_label, array $addresses ): array {
		$field_errors = array_filter(
			array(
				'email'    => Validation::email( $email ),
				'password' => '' === $password ? Validation::message( 'password_empty' ) : null,
			)
		);
		if ( $field_errors ) {
			HttpError::raise( 'login_error', (string) reset( $field_errors ), 400, array( 'errors' => $field_errors ) );
		}
		$email_subject = 'email:' . AccountRepository::normalize_email( $email );
		$subjects      = array( $email_subject => Throttle::MAX_FAILURES ) + $addresses;
		// Counted before the check (see Throttle): a failure stays counted.
		$wait = $this->throttle->begin( $subjects );
		if ( $wait > 0 ) {
			$this->refuse_too_many( $wait );
		}
		$account = $this->accounts->find_by_email( $email );
		if ( ! $account || ! wp_check_password( $password, (string) $account['password_hash'] ) ) {
			HttpError::raise( 'login_error', __( 'The email address or password is incorrect.', 'stencilbox' ), 401 );
		}
		$this->throttle->succeeded( $subjects );
		$this->throttle->clear( $email_subject );
		return array(
			'account' => $account,
			'api_key' => $this->keys->create( (int) $account['id'], $site_label, ApiKeys::KIND_SESSION ),
		);
	}

	/**
	 * Signs in with an API key the user brought.
	 *
	 * @param string             $key       API key.
	 * @param array<string, int> $addresses Throttle subjects of the caller's addresses → failures allowed.
	 * @return array<string, mixed> The account.
	 * @throws HttpError `login_error` (400), `invalid_api_key` (401), `too_many_attempts` (429).
	 */
	public function login_with_key( string $key, array $addresses ): array {
		$error = Validation::api_key( $key );
		if ( $error ) {
			HttpError::raise( 'login_error', $error, 400, array( 'errors' => array( 'api_key' => $error ) ) );
		}
		$subjects = $addresses;
		$wait     = $this->throttle->begin( $subjects );
		if ( $wait > 0 ) {
			$this->refuse_too_many( $wait );
		}
		$row = $this->keys->verify( trim( $key ) );
		if ( $row ) {
			$this->throttle->succeeded( $subjects );
		} else {
			HttpError::raise( 'invalid_api_key', __( 'Please provide a valid API Key.', 'stencilbox' ), 401, array( 'errors' => array( 'api_key' => __( 'Please provide a valid API Key.', 'stencilbox' ) ) ) );
		}
		return (array) $this->accounts->find( $row['account_id'] );
	}

	/**
	 * Creates a verification token and mails its link. The page the link
	 * opens leads back to the app of the site that asked (`app_url`).
	 *
	 * @param array<string, mixed> $account Account.
	 * @param string               $app_url The asking site's Stencilbox page ('' for this site's).
	 * @throws HttpError `verification_wait` (429) when asked again too soon.
	 */
	public function send_verification( array $account, string $app_url = '' ): void {
		if ( ! empty( $account['is_verified'] ) ) {
			return;
		}
		$sent = $account['verify_sent_at'] ? strtotime( $account['verify_sent_at'] . ' UTC' ) : 0;
		if ( $sent && $sent > time() - self::RESEND_GAP ) {
			HttpError::raise( 'verification_wait', __( 'A verification email was sent less than a minute ago. Please check your inbox.', 'stencilbox' ), 429 );
		}
		$token = bin2hex( random_bytes( 24 ) );
		$this->accounts->update(
			(int) $account['id'],
			array(
				'verify_token_hash' => hash( 'sha256', $token ),
				'verify_sent_at'    => current_time( 'mysql', true ),
			)
		);
		set_transient( self::app_url_key( $token ), AppLink::base( $app_url ), self::VERIFY_TTL );
		$link = add_query_arg( MailLinkPages::VERIFY_VAR, $token, home_url( '/' ) );
		$name = trim( (string) $account['first_name'] );
		wp_mail(
			(string) $account['email'],
			__( 'Verify your Stencilbox account', 'stencilbox' ),
			sprintf(
				/* translators: 1: first name, 2: verification link. */
				__( "Hi %1\$s,\n\nWelcome to Stencilbox! Please confirm your email address to start inserting templates:\n\n%2\$s\n\nThe link is valid for 7 days. If you did not sign up, you can ignore this email.\n\nThe Stencilbox team", 'stencilbox' ),
				'' !== $name ? $name : __( 'there', 'stencilbox' ),
				$link
			)
		);
	}

	/**
	 * The Stencilbox page a verification link leads back to: the app of the
	 * site that asked for the link, else this site's.
	 *
	 * @param string $token Token from the link.
	 */
	public function app_url_for( string $token ): string {
		$url = get_transient( self::app_url_key( $token ) );
		return is_string( $url ) && '' !== $url ? $url : AppLink::mine();
	}

	/**
	 * Where a token's way back is kept (never the token itself).
	 *
	 * @param string $token Token.
	 */
	private static function app_url_key( string $token ): string {
		return 'stencilbox_verify_app_' . substr( hash( 'sha256', $token ), 0, 32 );
	}

	/**
	 * Verifies the account a token belongs to.
	 *
	 * @param string $token Token from the link.
	 * @return array<string, mixed> The verified account.
	 * @throws HttpError `invalid_token` (400).
	 */
	public function verify( string $token ): array {
		$account = preg_match( '/^[a-f0-9]{48}$/', $token ) ? $this->accounts->find_by_verify_token( hash( 'sha256', $token ) ) : null;
		$sent    = $account && $account['verify_sent_at'] ? strtotime( $account['verify_sent_at'] . ' UTC' ) : 0;
		if ( ! $account || $sent < time() - self::VERIFY_TTL ) {
			HttpError::raise( 'invalid_token', __( 'This verification link is invalid or has expired. Please request a new one from Stencilbox.', 'stencilbox' ), 400 );
		}
		$this->mark_verified( (int) $account['id'] );
		return (array) $this->accounts->find( (int) $account['id'] );
	}

	/**
	 * Marks an account's address as verified and says so.
	 *
	 * @param int $id Account.
	 */
	private function mark_verified( int $id ): void {
		$this->accounts->update(
			$id,
			array(
				'is_verified'       => 1,
				'verify_token_hash' => '',
			)
		);
		/**
		 * Fires when an account's email address is verified (by its link, by
		 * a password reset through a mail to it, or by the hub owner).
		 * Pending WorkSpace invitations to the address become memberships
		 * then.
		 *
		 * @param int $account_id Account.
		 */
		do_action( 'stencilbox_hub_account_verified', $id );
		// A site of this hub drops its cached profiles: the user is told they
		// are verified, and may insert, as soon as they come back.
		/** This action is documented in php/Support/Names.php (EVENT_ACCOUNT_CHANGED). */
		do_action( Names::EVENT_ACCOUNT_CHANGED, $id );
	}

	/**
	 * Mails a password reset link when an account has this address. The
	 * answer is the same whether or not one has (no account enumeration);
	 * requests are throttled per address asked for and per caller.
	 *
	 * @param string             $email     Email.
	 * @param string             $app_url   The asking site's Stencilbox page ('' for this site's).
	 * @param array<string, int> $addresses Throttle subjects of the caller's addresses → limit.
	 * @throws HttpError `account_errors` (400) for an invalid address, `too_many_attempts` (429).
	 */
	public function request_password_reset( string $email, string $app_url, array $addresses ): void {
		$error = Validation::email( $email );
		if ( $error ) {
			HttpError::raise( 'account_errors', $error, 400, array( 'errors' => array( 'email' => $error ) ) );
		}
		// Counted whether or not the address has an account, so a refusal says nothing either.
		$subjects = array( 'reset:' . AccountRepository::normalize_email( $email ) => self::RESET_MAX_PER_EMAIL );
		foreach ( $addresses as $subject => $limit ) {
			$subjects[ 'reset-' . $subject ] = max( self::RESET_MAX_PER_ADDRESS, (int) $limit );
		}
		// Every request counts (a reset mail is sent or not: the same).
		$wait = $this->throttle->begin( $subjects );
		if ( $wait > 0 ) {
			Throttle::refuse(
				$wait,
				sprintf(
					/* translators: %d: minutes to wait. */
					_n( 'Too many password reset requests. Please try again in %d minute.', 'Too many password reset requests. Please try again in %d minutes.', Throttle::minutes( $wait ), 'stencilbox' ),
					Throttle::minutes( $wait )
				)
			);
		}
		$account = $this->accounts->find_by_email( $email );
		if ( ! $account ) {
			return;
		}
		$token = bin2hex( random_bytes( 24 ) );
		set_transient(
			self::reset_key( $token ),
			array(
				'account_id' => (int) $account['id'],
				'stamp'      => self::reset_stamp( $account ),
				'expires'    => time() + self::RESET_TTL,
				'app_url'    => AppLink::base( $app_url ),
			),
			self::RESET_TTL
		);
		$hours = (int) ( self::RESET_TTL / HOUR_IN_SECONDS );
		$name  = trim( (string) $account['first_name'] );
		wp_mail(
			(string) $account['email'],
			__( 'Reset your Stencilbox password', 'stencilbox' ),
			sprintf(
				/* translators: 1: first name, 2: reset link, 3: how long the link is valid (e.g. "1 hour"). */
				__( "Hi %1\$s,\n\nWe received a request to reset the password of your Stencilbox account. To choose a new password, open this link:\n\n%2\$s\n\nThe link can be used once and is valid for %3\$s. If you did not ask for this, you can ignore this email: your password stays as it is.\n\nThe Stencilbox team", 'stencilbox' ),
				'' !== $name ? $name : __( 'there', 'stencilbox' ),
				add_query_arg( MailLinkPages::RESET_VAR, $token, home_url( '/' ) ),
				/* translators: %d: number of hours. */
				sprintf( _n( '%d hour', '%d hours', $hours, 'stencilbox' ), $hours )
			)
		);
	}

	/**
	 * The account a live reset token belongs to, or null (unknown, used,
	 * expired, or the password or address changed since it was mailed).
	 *
	 * @param string $token Token from the link.
	 * @return array<string, mixed>|null
	 */
	public function reset_account( string $token ): ?array {
		if ( ! preg_match( '/^[a-f0-9]{48}$/', $token ) ) {
			return null;
		}
		$record = get_transient( self::reset_key( $token ) );
		if ( ! is_array( $record ) || (int) ( $record['expires'] ?? 0 ) < time() ) {
			return null;
		}
		$account = $this->accounts->find( (int) $record['account_id'] );
		return $account && hash_equals( self::reset_stamp( $account ), (string) $record['stamp'] ) ? $account : null;
	}

	/**
	 * Where a reset page leads back to: the app of the site that asked.
	 *
	 * @param string $token Token from the link.
	 */
	public function reset_app_url( string $token ): string {
		$record = get_transient( self::reset_key( $token ) );
		$url    = is_array( $record ) ? (string) ( $record['app_url'] ?? '' ) : '';
		return '' !== $url ? $url : AppLink::mine();
	}

	/**
	 * Sets a new password with a reset token. The token is spent; every
	 * site signed in with a password is signed out (personal API keys
	 * stay: docs/decisions/accounts.md); the address is proven, so an
	 * unverified account is verified, and loses every key
	 * (`prove_address()`).
	 *
	 * @param string $token    Token from the link.
	 * @param string $password New password.
	 * @param string $confirm  Its confirmation.
	 * @return array<string, mixed> The account.
	 * @throws HttpError `invalid_token` (400), `account_errors` (400).
	 */
	public function reset_password( string $token, string $password, string $confirm ): array {
		$account = $this->reset_account( $token );
		if ( ! $account ) {
			throw self::invalid_reset();
		}
		$this->ensure_new_password( $password, $confirm );
		delete_transient( self::reset_key( $token ) );
		$this->set_password( $account, $password, 0 );
		$this->throttle->clear( 'email:' . AccountRepository::normalize_email( (string) $account['email'] ) );
		$this->prove_address( $account );
		return (array) $this->accounts->find( (int) $account['id'] );
	}

	/**
	 * Changes the password of a signed-in account: the current one first.
	 * Other sites signed in with the old password are signed out; the key
	 * asking stays.
	 *
	 * @param array<string, mixed> $account  Account.
	 * @param string               $current  Current password.
	 * @param string               $password New password.
	 * @param string               $confirm  Its confirmation.
	 * @param int                  $key_id   The asking key (kept).
	 * @throws HttpError `incorrect_password` (403), `account_errors` (400), `too_many_attempts` (429).
	 */
	public function change_password( array $account, string $current, string $password, string $confirm, int $key_id ): void {
		$this->require_password( $account, $current, 'current_password' );
		$this->ensure_new_password( $password, $confirm );
		$this->set_password( $account, $password, $key_id );
	}

	/**
	 * Changes the address of a signed-in account: the current password
	 * first; the new address must be verified again (a link is mailed to
	 * it), and the old one is told.
	 *
	 * @param array<string, mixed> $account  Account.
	 * @param string               $email    New address.
	 * @param string               $password Current password.
	 * @param string               $app_url  The asking site's Stencilbox page.
	 * @return array<string, mixed> The account.
	 * @throws HttpError `account_errors` (400), `incorrect_password` (403), `too_many_attempts` (429).
	 */
	public function change_email( array $account, string $email, string $password, string $app_url ): array {
		$error = Validation::email( $email );
		$email = AccountRepository::normalize_email( $email );
		if ( ! $error && $email === $account['email'] ) {
			$error = __( 'This is already your email address.', 'stencilbox' );
		}
		if ( $error ) {
			HttpError::raise( 'account_errors', $error, 400, array( 'errors' => array( 'email' => $error ) ) );
		}
		$this->require_password( $account, $password, 'current_password' );
		$taken = __( 'An account with this email address already exists.', 'stencilbox' );
		if ( $this->accounts->find_by_email( $email ) ) {
			HttpError::raise( 'account_errors', $taken, 400, array( 'errors' => array( 'email' => $taken ) ) );
		}
		$old = (string) $account['email'];
		$this->accounts->update(
			(int) $account['id'],
			array(
				'email'             => $email,
				'is_verified'       => 0,
				'verify_token_hash' => '',
				'verify_sent_at'    => null,
			)
		);
		$changed = (array) $this->accounts->find( (int) $account['id'] );
		if ( $changed['email'] !== $email ) {
			// Another account took the address meanwhile (the unique index refused).
			HttpError::raise( 'account_errors', $taken, 400, array( 'errors' => array( 'email' => $taken ) ) );
		}
		$this->send_verification( $changed, $app_url );
		wp_mail(
			$old,
			__( 'Your Stencilbox email address was changed', 'stencilbox' ),
			sprintf(
				/* translators: 1: the new email address. */
				__( "Hi,\n\nThe email address of your Stencilbox account was changed to %1\$s. From now on, sign in with that address.\n\nIf you did not make this change, please contact the owner of the Stencilbox library you use.\n\nThe Stencilbox team", 'stencilbox' ),
				$email
			)
		);
		/** This action is documented in php/Support/Names.php (EVENT_ACCOUNT_CHANGED). */
		do_action( Names::EVENT_ACCOUNT_CHANGED, (int) $account['id'] );
		return (array) $this->accounts->find( (int) $account['id'] );
	}

	/**
	 * Deletes an account for good, after its password: its cloud (files,
	 * versions, the WorkSpaces it owns, its memberships) and what else it
	 * has on the hub go first (EVENT_DELETING), then its keys (every site
	 * signed in with it is signed out), then the account.
	 *
	 * @param array<string, mixed> $account  Account.
	 * @param string               $password Its password.
	 * @throws HttpError `incorrect_password` (403), `too_many_attempts` (429).
	 */
	public function delete( array $account, string $password ): void {
		$this->require_password( $account, $password, 'password' );
		$id = (int) $account['id'];
		/**
		 * Fires before an account is deleted: remove what it has.
		 *
		 * @param int $account_id Account.
		 */
		do_action( self::EVENT_DELETING, $id );
		$this->keys->delete_for_account( $id );
		$this->accounts->delete( $id );
		$this->throttle->clear( 'email:' . AccountRepository::normalize_email( (string) $account['email'] ) );
		/** This action is documented in php/Support/Names.php (EVENT_ACCOUNT_CHANGED). */
		do_action( Names::EVENT_ACCOUNT_CHANGED, $id );
	}

	/**
	 * Checks an account's password for a change it asks for; failures
	 * count against the same limit as sign-ins with its address.
	 *
	 * @param array<string, mixed> $account  Account.
	 * @param string               $password Password given.
	 * @param string               $field    The form field it was typed in.
	 * @throws HttpError `incorrect_password` (403), `too_many_attempts` (429).
	 */
	private function require_password( array $account, string $password, string $field ): void {
		$subject  = 'email:' . AccountRepository::normalize_email( (string) $account['email'] );
		$subjects = array( $subject => Throttle::MAX_FAILURES );
		$wait     = $this->throttle->begin( $subjects );
		if ( $wait > 0 ) {
			$this->refuse_too_many( $wait );
		}
		if ( '' === $password || ! wp_check_password( $password, (string) $account['password_hash'] ) ) {
			$message = '' === $password ? Validation::message( 'password_empty' ) : __( 'The password is incorrect.', 'stencilbox' );
			HttpError::raise( 'incorrect_password', $message, 403, array( 'errors' => array( $field => $message ) ) );
		}
		$this->throttle->succeeded( $subjects );
		$this->throttle->clear( $subject );
	}

	/**
	 * A new password and its confirmation follow the sign-up rules.
	 *
	 * @param string $password New password.
	 * @param string $confirm  Its confirmation.
	 * @throws HttpError `account_errors` (400) with the field messages.
	 */
	private function ensure_new_password( string $password, string $confirm ): void {
		$errors = array_filter(
			array(
				'password'         => Validation::password( $password ),
				'confirm_password' => Validation::confirm( $password, $confirm ),
			)
		);
		if ( $errors ) {
			HttpError::raise( 'account_errors', (string) reset( $errors ), 400, array( 'errors' => $errors ) );
		}
	}

	/**
	 * Stores a new password, signs out the other password sign-ins and
	 * tells the account by mail.
	 *
	 * @param array<string, mixed> $account  Account.
	 * @param string               $password New password.
	 * @param int                  $keep_key A session key to keep (0: none).
	 */
	private function set_password( array $account, string $password, int $keep_key ): void {
		$this->accounts->update( (int) $account['id'], array( 'password_hash' => wp_hash_password( $password ) ) );
		$this->keys->revoke_sessions( (int) $account['id'], $keep_key );
		wp_mail(
			(string) $account['email'],
			__( 'Your Stencilbox password was changed', 'stencilbox' ),
			__( "Hi,\n\nThe password of your Stencilbox account was just changed, and the sites that were signed in with the old password have been signed out.\n\nIf you did not make this change, reset your password at once with “Forgot password?” on the Stencilbox sign-in page.\n\nThe Stencilbox team", 'stencilbox' )
		);
	}

	/**
	 * Where a reset token's record is kept (never the token itself).
	 *
	 * @param string $token Token.
	 */
	private static function reset_key( string $token ): string {
		return 'stencilbox_reset_' . substr( hash( 'sha256', $token ), 0, 40 );
	}

	/**
	 * What a reset link is bound to: the password and address it was mailed
	 * for. A link stops working once either changes (and so after its use).
	 *
	 * @param array<string, mixed> $account Account.
	 */
	private static function reset_stamp( array $account ): string {
		return hash( 'sha256', $account['password_hash'] . '|' . $account['email'] );
	}

	/**
	 * The refusal of a reset link that cannot be used.
	 */
	public static function invalid_reset(): HttpError {
		return new HttpError( 'invalid_token', __( 'This password reset link is invalid, has expired or was already used. Please ask for a new one with “Forgot password?” on the sign-in page.', 'stencilbox' ), 400 );
	}

	/**
	 * The profile a site receives for an account, with what it starred,
	 * purchased and rated (`starred`, `purchasedItems`, `reviews`).
	 *
	 * @param array<string, mixed> $account    Account.
	 * @param bool                 $with_facts Add the item facts (the hub owner's account list leaves them out).
	 * @return array<string, mixed>
	 */
	public function profile( array $account, bool $with_facts = true ): array {
		$name  = trim( $account['first_name'] . ' ' . $account['last_name'] );
		$facts = $with_facts && $this->facts ? $this->facts->for_account( (int) $account['id'] ) : array();
		return array(
			'id'             => (int) $account['id'],
			'name'           => $name,
			'first_name'     => (string) $account['first_name'],
			'last_name'      => (string) $account['last_name'],
			'email'          => (string) $account['email'],
			'profile_photo'  => '' !== $account['profile_photo'] ? (string) $account['profile_photo'] : $this->avatar( $name, (string) $account['email'] ),
			'joined'         => mysql_to_rfc3339( (string) $account['joined'] ),
			'plan'           => AccountRepository::plan_string( $account ),
			'is_verified'    => (bool) $account['is_verified'],
			'show_notice'    => (bool) $account['show_notice'],
			'cloud_activity' => (bool) $account['cloud_activity'],
			// The spec's `meta` (part 1 §3): the plan string's parts.
			'meta'           => array(
				'plan_name' => (string) ( $account['plan'] ?? 'free' ),
				'plan_term' => 'free' === ( $account['plan'] ?? 'free' ) ? '' : (string) ( $account['plan_term'] ?? '' ),
			),
		) + $facts;
	}

	/**
	 * A generated avatar (initials on a colour from the email): no request to
	 * any outside service.
	 *
	 * @param string $name  Full name.
	 * @param string $email Email.
	 */
	private function avatar( string $name, string $email ): string {
		$initials = '';
		foreach ( preg_split( '/\s+/', $name ) ?: array() as $part ) {
			$initials .= mb_strtoupper( mb_substr( $part, 0, 1 ) );
		}
		$hue = hexdec( substr( md5( $email ), 0, 2 ) ) * 360 / 255;
		$svg = sprintf(
			'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="hsl(%d,55%%,45%%)"/><text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="600" text-anchor="middle" fill="#fff">%s</text></svg>',
			(int) $hue,
			htmlspecialchars( mb_substr( $initials, 0, 2 ), ENT_XML1 )
		);
		return 'data:image/svg+xml;base64,' . base64_encode( $svg );
	}

	/**
	 * Refuses with the throttle error.
	 *
	 * @param int $wait Seconds to wait.
	 * @throws HttpError Always.
	 */
	private function refuse_too_many( int $wait ): never {
		Throttle::refuse(
			$wait,
			sprintf(
				/* translators: %d: minutes to wait. */
				_n( 'Too many failed sign-in attempts. Please try again in %d minute.', 'Too many failed sign-in attempts. Please try again in %d minutes.', Throttle::minutes( $wait ), 'stencilbox' ),
				Throttle::minutes( $wait )
			)
		);
	}
}
