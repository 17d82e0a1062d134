<?php
/**
 * The site's side of accounts: signs WordPress users in and out of a library
 * account through the hub client, and builds the profile the app shows.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Account;

use Stencilbox\Site\Hub\HubClient;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Epoch;
use Stencilbox\Support\AppLink;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Names;
use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * Sign-in, sign-up, sign-out and the profile with the spec's link/unlink flags:
 *
 * - `is_globally_signed`: the site has a sitewide account.
 * - `signed_as_global`: this user acts with the sitewide account that someone
 *   else signed in (no own account); the owner is simply signed in.
 * - `global_user`: who signed the site in globally.
 * - `link_account`: the user may link their own account (they act as global).
 * - `unlink_account`: the user has their own account while a sitewide one
 *   exists; unlinking returns them to the sitewide account.
 */
final class AccountSession {
	/** Profile cache lifetime (the sync button refreshes it at once). */
	private const PROFILE_TTL = MINUTE_IN_SECONDS;

	/** Moves when a local hub changes an account: every cached profile is then stale. */
	public const PROFILE_EPOCH_OPTION = 'stencilbox_profile_epoch';

	/**
	 * Constructor.
	 *
	 * @param HubClient   $hub         Hub.
	 * @param Connections $connections Stored sign-ins.
	 */
	public function __construct( private HubClient $hub, private Connections $connections ) {}

	/**
	 * When this site is the hub, its owner's changes to an account (plan,
	 * verification, purchases) reach the profiles cached here at once.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( Names::EVENT_ACCOUNT_CHANGED, 'forget_all_profiles' );
	}

	/**
	 * Makes every cached profile stale (they are keyed by an epoch).
	 */
	public function forget_all_profiles(): void {
		Epoch::move( self::PROFILE_EPOCH_OPTION );
	}

	/**
	 * Signs a WordPress user in with email + password or an API key.
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $params  email, password | api_key (viaAPI), global_signin.
	 * @return array<string, mixed>
	 * @throws HttpError Hub errors (login_error, too_many_attempts, …) or 403 for global sign-in without rights.
	 */
	public function login( int $user_id, array $params ): array {
		$global = ! empty( $params['global_signin'] );
		if ( $global && ! user_can( $user_id, 'manage_options' ) ) {
			HttpError::raise( 'rest_forbidden', __( 'Only administrators can sign in for all sitewide users.', 'stencilbox' ), 403 );
		}
		$via_api = ! empty( $params['viaAPI'] ) || ( isset( $params['api_key'] ) && ! isset( $params['email'] ) );
		$payload = array(
			'site_label' => $this->site_label(),
			'client_ip'  => $this->client_ip(),
		);
		if ( $via_api ) {
			$payload['api_key'] = trim( (string) ( $params['api_key'] ?? '' ) );
		} else {
			$payload['email']    = (string) ( $params['email'] ?? '' );
			$payload['password'] = (string) ( $params['password'] ?? '' );
		}
		try {
			$result = $this->hub->request( 'POST', '/sessions', $payload );
		} catch ( HttpError $error ) {
			// A wrong key on the sign-in form is a form error, not a lost session.
			if ( 'invalid_api_key' === $error->error_code() ) {
				HttpError::raise( 'login_error', $error->getMessage(), 401, array( 'errors' => array( 'api_key' => $error->getMessage() ) ) );
			}
			throw $error;
		}
		$key = $via_api ? $payload['api_key'] : (string) $result['api_key'];
		$this->connections->save( $user_id, $key, (int) $result['user']['id'], (string) $result['user']['email'], $via_api, $global );
		$this->cache_profile( $key, $result['user'] );
		return array(
			'status'  => 'success',
			'user'    => $this->with_flags( $user_id, $result['user'] ),
			'message' => __( 'You are signed in.', 'stencilbox' ),
		);
	}

	/**
	 * Creates an account and signs the user in with it.
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $fields  Sign-up fields.
	 * @return array<string, mixed>
	 * @throws HttpError `signup_errors`, `password_mismatched`, …
	 */
	public function signup( int $user_id, array $fields ): array {
		$result = $this->hub->request(
			'POST',
			'/accounts',
			array_merge(
				array_intersect_key( $fields, array_flip( array( 'first_name', 'last_name', 'email', 'password', 'confirm_password', 'privacy_consent', 'terms_consent' ) ) ),
				array(
					'site_label'   => $this->site_label(),
					// The verification mail's page leads back here.
					AppLink::FIELD => AppLink::mine(),
				)
			)
		);
		$key = (string) $result['api_key'];
		$this->connections->save( $user_id, $key, (int) $result['user']['id'], (string) $result['user']['email'], false, false );
		$this->cache_profile( $key, $result['user'] );
		return array(
			'status'            => 'success',
			'user'              => $this->with_flags( $user_id, $result['user'] ),
			'message'           => __( 'Your account is ready. Check your inbox to verify your email address.', 'stencilbox' ),
			'additional_errors' => array(),
		);
	}

	/**
	 * The hub's pages sign-up asks to agree to: its privacy policy and its
	 * terms ('' for one it has not, or when it does not answer). The hub's
	 * answer is not trusted: http(s) addresses only. Asked when the sign-up
	 * form shows, which is seldom: not kept.
	 *
	 * @return array{privacy_url: string, terms_url: string}
	 */
	public function legal_links(): array {
		try {
			$info = $this->hub->request( 'GET', '/info' );
		} catch ( HttpError $error ) {
			$info = array();
		}
		$links = array();
		foreach ( array( 'privacy_url', 'terms_url' ) as $field ) {
			$links[ $field ] = ContentFilter::web_url( is_string( $info[ $field ] ?? null ) ? $info[ $field ] : '' );
		}
		return $links;
	}

	/**
	 * Asks the hub to mail a password reset link (the same answer whether
	 * or not the address has an account). The link's page leads back here.
	 *
	 * @param string $email Email.
	 * @return array<string, mixed> status, message.
	 * @throws HttpError `account_errors` (400), `too_many_attempts` (429), …
	 */
	public function request_password_reset( string $email ): array {
		$result = $this->hub->request(
			'POST',
			'/password-resets',
			array(
				'email'        => trim( $email ),
				'client_ip'    => $this->client_ip(),
				AppLink::FIELD => AppLink::mine(),
			)
		);
		return array(
			'status'  => 'success',
			'message' => (string) $result['message'],
		);
	}

	/**
	 * Changes the password of the user's own account.
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $fields  current_password, password, confirm_password.
	 * @return array<string, mixed> status, message.
	 * @throws HttpError `not_signed_in`, `signed_as_global`, `incorrect_password`, `account_errors`, …
	 */
	public function change_password( int $user_id, array $fields ): array {
		$result = $this->change(
			$user_id,
			'POST',
			'/me/password',
			array(
				'current_password' => (string) ( $fields['current_password'] ?? '' ),
				'password'         => (string) ( $fields['password'] ?? '' ),
				'confirm_password' => (string) ( $fields['confirm_password'] ?? '' ),
			)
		);
		return array(
			'status'  => 'success',
			'message' => (string) $result['message'],
		);
	}

	/**
	 * Changes the email address of the user's own account; the connection
	 * keeps the new address.
	 *
	 * @param int    $user_id  WordPress user.
	 * @param string $email    New address.
	 * @param string $password Current password.
	 * @return array<string, mixed> status, user, message.
	 * @throws HttpError `not_signed_in`, `signed_as_global`, `incorrect_password`, `account_errors`, …
	 */
	public function change_email( int $user_id, string $email, string $password ): array {
		$connection = $this->require_own_connection( $user_id );
		$result     = $this->call(
			$connection,
			'POST',
			'/me/email',
			array(
				'email'            => trim( $email ),
				'current_password' => $password,
				AppLink::FIELD     => AppLink::mine(),
			)
		);
		$this->connections->save( $connection->owner_user_id, $connection->api_key, $connection->account_id, (string) $result['user']['email'], $connection->via_api, $connection->global );
		$this->cache_profile( $connection->api_key, $result['user'] );
		return array(
			'status'  => 'success',
			'user'    => $this->with_flags( $user_id, $result['user'] ),
			'message' => (string) $result['message'],
		);
	}

	/**
	 * Deletes the user's own account on the hub (with its cloud) and signs
	 * this site out of it.
	 *
	 * @param int    $user_id  WordPress user.
	 * @param string $password The account's password.
	 * @return array<string, mixed> status, message, and the user still
	 *                              signed in through the sitewide account (or null).
	 * @throws HttpError `not_signed_in`, `signed_as_global`, `incorrect_password`, …
	 */
	public function delete_account( int $user_id, string $password ): array {
		$connection = $this->require_own_connection( $user_id );
		$result     = $this->call(
			$connection,
			'DELETE',
			'/me',
			array(
				'password' => $password,
				'confirm'  => true,
			)
		);
		delete_transient( $this->cache_key( $connection->api_key ) );
		$connection->global ? $this->connections->forget_global() : $this->connections->forget_personal( $connection->owner_user_id );
		$still = $this->connections->current( $user_id );
		return array(
			'status'  => 'success',
			'message' => (string) $result['message'],
			'user'    => $still ? $this->profile( $user_id ) : null,
		);
	}

	/**
	 * Signs out: the user's own account, or (global) the sitewide account.
	 *
	 * @param int  $user_id WordPress user.
	 * @param bool $global  Sign the sitewide account out.
	 * @return array<string, mixed> status, global_user, and the user still
	 *                              signed in through the sitewide account (or null).
	 * @throws HttpError `signed_as_global` (403) when the user cannot end the sitewide sign-in.
	 */
	public function logout( int $user_id, bool $global ): array {
		$personal = $this->connections->personal( $user_id );
		$sitewide = $this->connections->global();
		// The owner of the sitewide sign-in ends it with a plain logout.
		$global = $global || ( ! $personal && $sitewide && $sitewide->owner_user_id === $user_id );
		if ( $global && $sitewide ) {
			if ( $sitewide->owner_user_id !== $user_id && ! user_can( $user_id, 'manage_options' ) ) {
				throw $this->signed_as_global();
			}
			$this->end( $sitewide );
			$this->connections->forget_global();
			$sitewide = null;
		}
		if ( $personal ) {
			$this->end( $personal );
			$this->connections->forget_personal( $user_id );
		} elseif ( ! $global && $sitewide ) {
			throw $this->signed_as_global();
		}
		$still = $this->connections->current( $user_id );
		return array(
			'status'      => 'success',
			'global_user' => $this->global_user(),
			'user'        => $still ? $this->profile( $user_id ) : null,
		);
	}

	/**
	 * The signed-in profile, or null when signed out.
	 *
	 * @param int  $user_id WordPress user.
	 * @param bool $fresh   Skip the cache.
	 * @return array<string, mixed>|null
	 * @throws HttpError `invalid_api_key` (the connection is dropped) or hub errors.
	 */
	public function profile( int $user_id, bool $fresh = false ): ?array {
		$connection = $this->connections->current( $user_id );
		if ( ! $connection ) {
			return null;
		}
		$cached = $fresh ? false : get_transient( $this->cache_key( $connection->api_key ) );
		if ( is_array( $cached ) ) {
			return $this->with_flags( $user_id, $cached );
		}
		$user = $this->call( $connection, 'GET', '/me' )['user'];
		$this->cache_profile( $connection->api_key, $user );
		return $this->with_flags( $user_id, $user );
	}

	/**
	 * Syncs the account: the profile read fresh from the hub (the REST
	 * route `/profile/sync` and `wp stencilbox sync`).
	 *
	 * @param int $user_id WordPress user.
	 * @return array<string, mixed> status, user, message.
	 * @throws HttpError `not_signed_in` (401); `sync_failed` (502) when the
	 *                   hub refuses for another reason; `invalid_api_key` and
	 *                   `retry_again` (503) pass unchanged.
	 */
	public function sync( int $user_id ): array {
		$this->require_connection( $user_id );
		try {
			$user = $this->profile( $user_id, true );
		} catch ( HttpError $error ) {
			if ( in_array( $error->error_code(), array( 'invalid_api_key', 'not_signed_in', 'retry_again' ), true ) ) {
				throw $error;
			}
			HttpError::raise( 'sync_failed', $error->getMessage(), 502 );
		}
		return array(
			'status'  => 'success',
			'user'    => $user,
			'message' => Messages::account_synced(),
		);
	}

	/**
	 * Calls the hub on behalf of the user's account. A rejected key drops the
	 * connection it came from, so the user is signed out everywhere at once.
	 *
	 * @param Connection           $connection Connection.
	 * @param string               $method     Method.
	 * @param string               $path       Hub path.
	 * @param array<string, mixed> $params     Parameters.
	 * @return array<mixed>
	 * @throws HttpError Hub errors.
	 */
	public function call( Connection $connection, string $method, string $path, array $params = array() ): array {
		try {
			return $this->hub->request( $method, $path, $params, $connection->api_key );
		} catch ( HttpError $error ) {
			if ( 'invalid_api_key' === $error->error_code() ) {
				$connection->global ? $this->connections->forget_global() : $this->connections->forget_personal( $connection->owner_user_id );
				delete_transient( $this->cache_key( $connection->api_key ) );
			}
			throw $error;
		}
	}

	/**
	 * `call()` for a WordPress user's account (the hub client has already
	 * turned a hub that cannot answer now into `retry_again`).
	 *
	 * @param int                  $user_id WordPress user.
	 * @param string               $method  Method.
	 * @param string               $path    Hub path.
	 * @param array<string, mixed> $params  Parameters.
	 * @return array<mixed>
	 * @throws HttpError `not_signed_in` (401), `retry_again` (503) or the hub's error.
	 */
	public function ask( int $user_id, string $method, string $path, array $params = array() ): array {
		return $this->call( $this->require_connection( $user_id ), $method, $path, $params );
	}

	/**
	 * The user's connection, or the spec's error for a signed-out user.
	 *
	 * @param int $user_id WordPress user.
	 * @throws HttpError `not_signed_in` (401).
	 */
	public function require_connection( int $user_id ): Connection {
		$connection = $this->connections->current( $user_id );
		if ( ! $connection ) {
			HttpError::raise( 'not_signed_in', __( 'Please sign in to your Stencilbox account first.', 'stencilbox' ), 401 );
		}
		return $connection;
	}

	/**
	 * The connection a user may manage (API keys, the notice setting, and
	 * every change to the cloud: create, push, copy, move, rename, share,
	 * delete): their own, or the sitewide one when they are the one who
	 * signed the site in. Users who borrow the sitewide account browse,
	 * insert and download from its library, never change it.
	 *
	 * @param int $user_id WordPress user.
	 * @throws HttpError `not_signed_in` (401) or `signed_as_global` (403).
	 */
	public function require_own_connection( int $user_id ): Connection {
		$connection = $this->require_connection( $user_id );
		if ( $connection->global && $connection->owner_user_id !== $user_id ) {
			HttpError::raise( 'signed_as_global', __( 'You are using the sitewide Stencilbox account. You may browse, insert and download its templates, but only the administrator who signed the site in can manage the account: its API keys, settings and cloud (sharing, moving, renaming, deleting or adding files and WorkSpaces). Link your own account to manage one.', 'stencilbox' ), 403 );
		}
		return $connection;
	}

	/**
	 * `call()` for a change to the account (its cloud, its keys): only with
	 * a connection the user may manage (`require_own_connection()`).
	 *
	 * @param int                  $user_id WordPress user.
	 * @param string               $method  Method.
	 * @param string               $path    Hub path.
	 * @param array<string, mixed> $params  Parameters.
	 * @return array<mixed>
	 * @throws HttpError `not_signed_in` (401), `signed_as_global` (403) or the hub's error.
	 */
	public function change( int $user_id, string $method, string $path, array $params = array() ): array {
		return $this->call( $this->require_own_connection( $user_id ), $method, $path, $params );
	}

	/**
	 * Forgets the cached profile of a connection (after changes on the hub).
	 *
	 * @param Connection $connection Connection.
	 */
	public function forget_profile( Connection $connection ): void {
		delete_transient( $this->cache_key( $connection->api_key ) );
	}

	/**
	 * Whether the global sign-in is shown to this user.
	 *
	 * @param int $user_id WordPress user.
	 * @return array<string, mixed>
	 */
	public function flags( int $user_id ): array {
		$personal  = $this->connections->personal( $user_id );
		$sitewide  = $this->connections->global();
		$as_global = null === $personal && null !== $sitewide && $sitewide->owner_user_id !== $user_id;
		return array(
			'is_globally_signed' => null !== $sitewide,
			'signed_as_global'   => $as_global,
			'global_user'        => $this->global_user(),
			'link_account'       => $as_global,
			'unlink_account'     => null !== $personal && null !== $sitewide,
		);
	}

	/**
	 * A profile with the site's flags.
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $user    Hub profile.
	 * @return array<string, mixed>
	 */
	private function with_flags( int $user_id, array $user ): array {
		return array_merge( $user, $this->flags( $user_id ) );
	}

	/**
	 * Who signed the site in for everyone.
	 *
	 * @return array{id:int,name:string}|null
	 */
	private function global_user(): ?array {
		$sitewide = $this->connections->global();
		if ( ! $sitewide ) {
			return null;
		}
		$user = get_userdata( $sitewide->owner_user_id );
		return array(
			'id'   => $sitewide->owner_user_id,
			'name' => $user ? $user->display_name : '',
		);
	}

	/**
	 * Ends a connection on the hub (best effort: the key may already be gone).
	 *
	 * @param Connection $connection Connection.
	 */
	private function end( Connection $connection ): void {
		delete_transient( $this->cache_key( $connection->api_key ) );
		try {
			$this->hub->request( 'DELETE', '/sessions/current', array(), $connection->api_key );
		} catch ( HttpError $error ) {
			unset( $error ); // Signing out locally must not depend on the hub answering.
		}
	}

	/**
	 * The signed-as-global refusal.
	 */
	private function signed_as_global(): HttpError {
		return new HttpError( 'signed_as_global', __( 'You are using the sitewide Stencilbox account. Link your own account, or ask the administrator who signed the site in to sign it out.', 'stencilbox' ), 403 );
	}

	/**
	 * Caches a profile.
	 *
	 * @param string               $key  API key.
	 * @param array<string, mixed> $user Profile.
	 */
	private function cache_profile( string $key, array $user ): void {
		set_transient( $this->cache_key( $key ), $user, self::PROFILE_TTL );
	}

	/**
	 * Profile cache key (never the key itself).
	 *
	 * @param string $key API key.
	 */
	private function cache_key( string $key ): string {
		return 'stencilbox_profile_' . md5( $this->hub->hub_id() . '|' . $key . '|' . Epoch::current( self::PROFILE_EPOCH_OPTION ) . '.' . NetworkLibrary::hub_epoch() );
	}

	/**
	 * The label keys issued to this site carry.
	 */
	private function site_label(): string {
		return wp_parse_url( home_url(), PHP_URL_HOST ) . wp_parse_url( home_url(), PHP_URL_PATH );
	}

	/**
	 * The browser's address (for the hub's sign-in throttle).
	 */
	private function client_ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '';
	}
}
