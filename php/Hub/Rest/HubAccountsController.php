<?php
/**
 * Hub account routes: sign-up, sessions, profile, verification, API keys,
 * password reset and change, email change, account deletion.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\AccountService;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Accounts\Throttle;
use Stencilbox\Support\Account\AccountSchema;
use Stencilbox\Support\AppLink;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\InternalDispatch;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox-hub/v1` account routes (Bearer API key where an account acts).
 */
final class HubAccountsController extends HubController {
	/**
	 * Constructor.
	 *
	 * @param ApiKeys           $keys     API keys.
	 * @param AccountRepository $accounts Accounts.
	 * @param AccountService    $service  Workflows.
	 */
	public function __construct( ApiKeys $keys, private AccountRepository $accounts, private AccountService $service ) {
		parent::__construct( $keys );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$anyone  = 'open_to_anyone';
		$account = 'requires_account';
		$text    = static fn( int $max, bool $required = false ): array => array(
			'type'      => 'string',
			'maxLength' => $max,
			'required'  => $required,
		);
		$label   = array(
			'type'      => 'string',
			'maxLength' => 190,
			'default'   => '',
		);
		$id      = array(
			'id' => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
		);
		$session = Schema::success(
			array(
				'user'    => AccountSchema::hub_profile(),
				'api_key' => Schema::nullable( Schema::string() ),
				'via_api' => Schema::boolean(),
			)
		);
		$user    = Schema::object( array( 'user' => AccountSchema::hub_profile() ) );
		return array(
			Route::get(
				'/info',
				'info',
				$anyone,
				array(),
				Schema::object(
					array(
						'name'           => Schema::string(),
						'url'            => Schema::string(),
						'hub'            => Schema::enum( array( 'stencilbox' ) ),
						'accepts_remote' => Schema::boolean(),
						'site_key'       => Schema::enum( array( 'none', 'accepted', 'rejected' ) ),
						'privacy_url'    => Schema::string(),
						'terms_url'      => Schema::string(),
					)
				)
			),
			Route::post(
				'/accounts',
				'signup',
				$anyone,
				array(
					'first_name'       => $text( 100 ),
					'last_name'        => $text( 100 ),
					'email'            => $text( 190 ),
					'password'         => $text( 200 ),
					'confirm_password' => $text( 200 ),
					'privacy_consent'  => array(
						'type'    => 'boolean',
						'default' => false,
					),
					'terms_consent'    => array(
						'type'    => 'boolean',
						'default' => false,
					),
					'site_label'       => $label,
					AppLink::FIELD     => AppLink::arg(),
				),
				$session
			),
			Route::post(
				'/sessions',
				'login',
				$anyone,
				array(
					'email'      => $text( 190 ),
					'password'   => $text( 200 ),
					'api_key'    => $text( 100 ),
					'site_label' => $label,
					'client_ip'  => array(
						'type'      => 'string',
						'maxLength' => 45,
						'default'   => '',
					),
				),
				$session
			),
			Route::delete( '/sessions/current', 'logout', $account, array(), Schema::success( array( 'revoked' => Schema::boolean() ) ) ),
			Route::get( '/me', 'me', $account, array(), $user ),
			Route::post( '/me', 'update_me', $account, array( 'show_notice' => array( 'type' => 'boolean' ) ), $user ),
			Route::post( '/me/verification', 'resend', $account, array( AppLink::FIELD => AppLink::arg() ), Schema::success( array( 'message' => Schema::string() ) ) ),
			Route::post( '/verification', 'verify', $anyone, array( 'token' => $text( 100, true ) ), Schema::success( array( 'is_verified' => Schema::boolean() ) ) ),
			Route::post(
				'/password-resets',
				'request_reset',
				$anyone,
				array(
					'email'        => $text( 190, true ),
					'client_ip'    => array(
						'type'      => 'string',
						'maxLength' => 45,
						'default'   => '',
					),
					AppLink::FIELD => AppLink::arg(),
				),
				Schema::success( array( 'message' => Schema::string() ) )
			),
			Route::post(
				'/me/password',
				'change_password',
				$account,
				array(
					'current_password' => $text( 200 ),
					'password'         => $text( 200 ),
					'confirm_password' => $text( 200 ),
				),
				Schema::success( array( 'message' => Schema::string() ) )
			),
			Route::post(
				'/me/email',
				'change_email',
				$account,
				array(
					'email'            => $text( 190, true ),
					'current_password' => $text( 200 ),
					AppLink::FIELD     => AppLink::arg(),
				),
				Schema::success(
					array(
						'user'    => AccountSchema::hub_profile(),
						'message' => Schema::string(),
					)
				)
			),
			Route::delete(
				'/me',
				'delete_me',
				$account,
				array(
					'password' => $text( 200 ),
					// The account and its cloud cannot be restored.
					'confirm'  => self::confirm_arg(),
				),
				Schema::success( array( 'message' => Schema::string() ) )
			),
			Route::get( '/me/api-keys', 'list_keys', $account, array(), AccountSchema::keys() ),
			Route::post( '/me/api-keys', 'create_key', $account, array( 'label' => $label ), AccountSchema::keys() ),
			// A revoked key cannot be restored: the caller confirms, as for the account.
			Route::delete( '/me/api-keys/(?P<id>\d+)', 'revoke_key', $account, $id + array( 'confirm' => self::confirm_arg() ), AccountSchema::keys() ),
		);
	}

	/**
	 * What this hub is.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function info( \WP_REST_Request $request ): array {
		$site_key = (string) $request->get_header( 'x_stencilbox_site_key' );
		return array(
			'name'           => self::public_name(),
			'url'            => home_url( '/' ),
			'hub'            => 'stencilbox',
			'accepts_remote' => self::accepts_remote(),
			// Whether the key a site sent is live: what its Site Health reports.
			'site_key'       => '' === $site_key ? 'none' : ( $this->keys->verify_site( $site_key ) ? 'accepted' : 'rejected' ),
			// What sign-up asks to agree to ('' where the hub has none).
			'privacy_url'    => ContentFilter::web_url( get_privacy_policy_url() ),
			/**
			 * Filters the hub's terms and conditions page, which sign-up asks to
			 * agree to ('' for none: the sign-up form then names them without a link).
			 *
			 * @param string $url The page's address.
			 */
			'terms_url'      => ContentFilter::web_url( (string) apply_filters( 'stencilbox_hub_terms_url', '' ) ),
		);
	}

	/**
	 * Sign-up.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function signup( \WP_REST_Request $request ): array {
		$result = $this->service->signup( $request->get_params(), (string) $request['site_label'], $this->caller_addresses( $request ) );
		return $this->session( $result['account'], $result['api_key'], false );
	}

	/**
	 * Sign-in with email + password (issues a key) or with an API key.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function login( \WP_REST_Request $request ): array {
		$addresses = $this->caller_addresses( $request );
		// An `api_key` field, even empty, means "Connect via API".
		if ( null !== $request['api_key'] ) {
			$account = $this->service->login_with_key( (string) $request['api_key'], $addresses );
			return $this->session( $account, null, true );
		}
		$result = $this->service->login( (string) $request['email'], (string) $request['password'], (string) $request['site_label'], $addresses );
		return $this->session( $result['account'], $result['api_key'], false );
	}

	/**
	 * Ends the session: a key issued by a password sign-in is revoked; a key
	 * the user brought stays valid (it is theirs to revoke).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function logout( \WP_REST_Request $request ): array {
		$row     = (array) $this->key_row( $request );
		$revoked = ApiKeys::KIND_SESSION === $row['kind'] && $this->keys->revoke( $row['id'] );
		return array(
			'status'  => 'success',
			'revoked' => $revoked,
		);
	}

	/**
	 * The profile.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function me( \WP_REST_Request $request ): array {
		return array( 'user' => $this->service->profile( $this->account( $request ) ) );
	}

	/**
	 * Updates the account's own preferences.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function update_me( \WP_REST_Request $request ): array {
		$account = $this->account( $request );
		if ( null !== $request['show_notice'] ) {
			$this->accounts->update( (int) $account['id'], array( 'show_notice' => $request['show_notice'] ? 1 : 0 ) );
		}
		return array( 'user' => $this->service->profile( $this->account( $request ) ) );
	}

	/**
	 * Sends the verification mail again.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function resend( \WP_REST_Request $request ): array {
		$account = $this->account( $request );
		if ( $account['is_verified'] ) {
			return array(
				'status'  => 'success',
				'message' => __( 'Your account is already verified.', 'stencilbox' ),
			);
		}
		$this->service->send_verification( $account, (string) $request[ AppLink::FIELD ] );
		return array(
			'status'  => 'success',
			'message' => sprintf(
				/* translators: %s: email address. */
				__( 'We sent a new verification link to %s.', 'stencilbox' ),
				$account['email']
			),
		);
	}

	/**
	 * Verifies a token.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function verify( \WP_REST_Request $request ): array {
		$account = $this->service->verify( (string) $request['token'] );
		return array(
			'status'      => 'success',
			'is_verified' => (bool) $account['is_verified'],
		);
	}

	/**
	 * Mails a reset link if the address has an account; the answer never
	 * says whether it has.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function request_reset( \WP_REST_Request $request ): array {
		$this->service->request_password_reset( (string) $request['email'], (string) $request[ AppLink::FIELD ], $this->caller_addresses( $request ) );
		return array(
			'status'  => 'success',
			'message' => self::reset_sent_message(),
		);
	}

	/**
	 * What a reset request answers, whether or not the address has an account.
	 */
	public static function reset_sent_message(): string {
		return sprintf(
			/* translators: %d: hours the link is valid. */
			_n(
				'If an account exists for this email address, we have sent it a link to choose a new password. The link is valid for %d hour.',
				'If an account exists for this email address, we have sent it a link to choose a new password. The link is valid for %d hours.',
				(int) ( AccountService::RESET_TTL / HOUR_IN_SECONDS ),
				'stencilbox'
			),
			(int) ( AccountService::RESET_TTL / HOUR_IN_SECONDS )
		);
	}

	/**
	 * Changes the password (the current one first); other password
	 * sign-ins end, the asking key stays.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function change_password( \WP_REST_Request $request ): array {
		$this->service->change_password( $this->account( $request ), (string) $request['current_password'], (string) $request['password'], (string) $request['confirm_password'], (int) ( $this->key_row( $request )['id'] ?? 0 ) );
		return array(
			'status'  => 'success',
			'message' => __( 'Your password has been changed. Other sites signed in with your old password have been signed out.', 'stencilbox' ),
		);
	}

	/**
	 * Changes the email address (the current password first); the new
	 * address is verified again.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function change_email( \WP_REST_Request $request ): array {
		$account = $this->service->change_email( $this->account( $request ), (string) $request['email'], (string) $request['current_password'], (string) $request[ AppLink::FIELD ] );
		return array(
			'status'  => 'success',
			'user'    => $this->service->profile( $account ),
			'message' => sprintf(
				/* translators: %s: email address. */
				__( 'Your email address is now %s. We sent a verification link to it: please verify it to keep inserting templates.', 'stencilbox' ),
				$account['email']
			),
		);
	}

	/**
	 * Deletes the account and everything it has on the hub.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function delete_me( \WP_REST_Request $request ): array {
		$this->service->delete( $this->account( $request ), (string) $request['password'] );
		return array(
			'status'  => 'success',
			'message' => __( 'Your Stencilbox account and its cloud have been deleted.', 'stencilbox' ),
		);
	}

	/**
	 * The account's keys.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function list_keys( \WP_REST_Request $request ): array {
		return array( 'data' => $this->keys->for_account( $this->account_id( $request ) ) );
	}

	/**
	 * Creates a personal key, returned once (a verified account's only).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 403 `unverified_account` before the address is proven.
	 */
	public function create_key( \WP_REST_Request $request ): array {
		// A key outlives a password: an account whose address is not proven
		// may be someone else's, who would keep it after the address's owner
		// takes the account (found by probing, 2026-12-04).
		$account_id = $this->account_id( $request );
		if ( empty( $this->accounts->find( $account_id )['is_verified'] ) ) {
			HttpError::raise( 'unverified_account', __( 'Verify your email address before you create an API key: use the link we sent you.', 'stencilbox' ), 403 );
		}
		$label = trim( (string) $request['label'] );
		$key   = $this->keys->create( $account_id, '' !== $label ? $label : __( 'Personal key', 'stencilbox' ), ApiKeys::KIND_PERSONAL );
		return array(
			'api_key' => $key,
			'data'    => $this->keys->for_account( $account_id ),
		);
	}

	/**
	 * Revokes one of the account's keys.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404 when the key is not the account's.
	 */
	public function revoke_key( \WP_REST_Request $request ): array {
		$account_id = $this->account_id( $request );
		if ( ! $this->keys->revoke( (int) $request['id'], $account_id ) ) {
			HttpError::raise( 'not_found', __( 'That API key does not exist.', 'stencilbox' ), 404 );
		}
		return array( 'data' => $this->keys->for_account( $account_id ) );
	}

	/**
	 * The account of the request's key.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError `invalid_api_key` when the account is gone.
	 */
	private function account( \WP_REST_Request $request ): array {
		$account = $this->accounts->find( $this->account_id( $request ) );
		if ( ! $account ) {
			throw $this->invalid_key();
		}
		return $account;
	}

	/**
	 * A sign-in result.
	 *
	 * @param array<string, mixed> $account Account.
	 * @param string|null          $key     Key issued now (null when the caller brought one).
	 * @param bool                 $via_api Signed in with the caller's key.
	 * @return array<string, mixed>
	 */
	private function session( array $account, ?string $key, bool $via_api ): array {
		return array(
			'status'  => 'success',
			'user'    => $this->service->profile( $account ),
			'api_key' => $key,
			'via_api' => $via_api,
		);
	}

	/**
	 * The throttle subjects of a sign-in attempt's addresses, each with its
	 * limit:
	 *
	 * - the site's own in-process call: the browser's address (the request's);
	 * - another site that sent its site key (given by this hub's owner): the
	 *   browser address it forwards, plus a higher limit on the site's own
	 *   address, so no one behind it goes unlimited;
	 * - any other caller: its own address only; a forwarded address is
	 *   ignored, since anyone could send one.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, int>
	 */
	private function caller_addresses( \WP_REST_Request $request ): array {
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$client = (string) $request['client_ip'];
		if ( ! InternalDispatch::active() && false !== filter_var( $client, FILTER_VALIDATE_IP ) && $this->from_trusted_site( $request ) ) {
			return array(
				'ip:' . $client . '@' . $remote => Throttle::MAX_FAILURES,
				'site:' . $remote               => Throttle::SITE_MAX_FAILURES,
			);
		}
		return array( 'ip:' . $remote => Throttle::MAX_FAILURES );
	}

	/**
	 * Whether the request carries a live site key.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	private function from_trusted_site( \WP_REST_Request $request ): bool {
		$key = (string) $request->get_header( 'x_stencilbox_site_key' );
		return '' !== $key && $this->keys->verify_site( $key );
	}
}
