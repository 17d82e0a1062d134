<?php
/**
 * Site routes for accounts (spec part 1 §7): login, signup (and the pages
 * it asks to agree to), logout,
 * is-signed, profile/sync, profile/verified, plus the profile's API keys,
 * the forgotten-password mail, and changing the password or email address
 * or deleting the account.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Support\Account\AccountSchema;
use Stencilbox\Support\AppLink;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox/v1` account routes. Every route needs a logged-in WordPress
 * user with `stencilbox_read` (and, for cookie requests, the REST nonce).
 */
final class AccountController extends Controller {
	/**
	 * Constructor.
	 *
	 * @param AccountSession $session Account workflows.
	 */
	public function __construct( private AccountSession $session ) {}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$read    = 'can_read';
		$text    = static fn( int $max ): array => array(
			'type'      => 'string',
			'maxLength' => $max,
		);
		$bool    = array(
			'type'    => 'boolean',
			'default' => false,
		);
		$profile = AccountSchema::site_profile();
		$session = Schema::success(
			array(
				'user'    => $profile,
				'message' => Schema::string(),
			)
		);
		$signup                                  = $session;
		$signup['properties']['additional_errors'] = Schema::list( Schema::string() );
		return array(
			Route::post(
				'/login',
				'login',
				$read,
				array(
					'email'         => $text( 190 ),
					'password'      => $text( 200 ),
					'api_key'       => $text( 100 ),
					'viaAPI'        => $bool,
					'global_signin' => $bool,
				),
				$session
			),
			Route::post(
				'/signup',
				'signup',
				$read,
				array(
					'first_name'       => $text( 100 ),
					'last_name'        => $text( 100 ),
					'email'            => $text( 190 ),
					'password'         => $text( 200 ),
					'confirm_password' => $text( 200 ),
					'privacy_consent'  => $bool,
					'terms_consent'    => $bool,
				),
				$signup
			),
			// The pages sign-up asks to agree to, as links ('' where the hub has none).
			Route::get(
				'/signup/legal',
				'legal',
				$read,
				array(),
				Schema::object(
					array(
						'privacy_url' => Schema::string(),
						'terms_url'   => Schema::string(),
					)
				)
			),
			Route::post(
				'/logout',
				'logout',
				$read,
				array( 'global' => $bool ),
				Schema::success(
					array(
						'global_user' => AccountSchema::global_user(),
						'user'        => Schema::nullable( $profile ),
					)
				)
			),
			Route::get(
				'/is-signed',
				'is_signed',
				$read,
				array(),
				Schema::success(
					array(
						'signed' => Schema::boolean(),
						'user'   => Schema::nullable( $profile ),
						'flags'  => AccountSchema::flags(),
					)
				)
			),
			Route::get( '/profile/sync', 'sync', $read, array(), $session ),
			Route::get( '/profile/verified', 'verified', $read, array(), Schema::boolean() ),
			Route::post( '/profile/resend-verification', 'resend', $read, array(), Schema::success( array( 'message' => Schema::string() ) ) ),
			Route::post(
				'/profile/notice',
				'notice',
				$read,
				array(
					'show_notice' => array(
						'type'     => 'boolean',
						'required' => true,
					),
				),
				Schema::success( array( 'user' => $profile ) )
			),
			Route::post(
				'/forgot-password',
				'forgot_password',
				$read,
				array( 'email' => $text( 190 ) + array( 'required' => true ) ),
				Schema::success( array( 'message' => Schema::string() ) )
			),
			Route::post(
				'/profile/password',
				'change_password',
				$read,
				array(
					'current_password' => $text( 200 ),
					'password'         => $text( 200 ),
					'confirm_password' => $text( 200 ),
				),
				Schema::success( array( 'message' => Schema::string() ) )
			),
			Route::post(
				'/profile/email',
				'change_email',
				$read,
				array(
					'email'            => $text( 190 ) + array( 'required' => true ),
					'current_password' => $text( 200 ),
				),
				$session
			),
			Route::delete(
				'/profile',
				'delete_account',
				$read,
				array(
					'password' => $text( 200 ),
					// The account and its cloud cannot be restored: the dialog sends `confirm: true`.
					'confirm'  => self::confirm_arg(),
				),
				Schema::success(
					array(
						'message' => Schema::string(),
						'user'    => Schema::nullable( $profile ),
					)
				)
			),
			Route::get( '/profile/api-keys', 'keys', $read, array(), AccountSchema::keys() ),
			Route::post( '/profile/api-keys', 'create_key', $read, array( 'label' => $text( 190 ) ), AccountSchema::keys() ),
			Route::delete(
				'/profile/api-keys/(?P<id>\d+)',
				'revoke_key',
				$read,
				array(
					'id'      => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					// A revoked key cannot be restored: the revoke dialog sends `confirm: true`.
					'confirm' => self::confirm_arg(),
				),
				AccountSchema::keys()
			),
		);
	}

	/**
	 * POST /login.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function login( \WP_REST_Request $request ): array {
		return $this->session->login( get_current_user_id(), $this->present( $request, array( 'email', 'password', 'api_key', 'viaAPI', 'global_signin' ) ) );
	}

	/**
	 * POST /signup.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function signup( \WP_REST_Request $request ): array {
		return $this->session->signup( get_current_user_id(), $request->get_params() );
	}

	/**
	 * POST /logout.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function logout( \WP_REST_Request $request ): array {
		return $this->session->logout( get_current_user_id(), (bool) $request['global'] );
	}

	/**
	 * GET /is-signed. A key the hub no longer accepts answers `is_signed_failed`.
	 *
	 * @return array<string, mixed>
	 * @throws HttpError `is_signed_failed` (401).
	 */
	public function is_signed(): array {
		try {
			$user = $this->session->profile( get_current_user_id() );
		} catch ( HttpError $error ) {
			if ( 'invalid_api_key' === $error->error_code() ) {
				HttpError::raise( 'is_signed_failed', $error->getMessage(), 401 );
			}
			throw $error;
		}
		return array(
			'status' => 'success',
			'signed' => null !== $user,
			'user'   => $user,
			'flags'  => $this->session->flags( get_current_user_id() ),
		);
	}

	/**
	 * GET /profile/sync: fresh profile from the hub (`AccountSession::sync`,
	 * also `wp stencilbox sync`).
	 *
	 * @return array<string, mixed>
	 */
	public function sync(): array {
		return $this->session->sync( get_current_user_id() );
	}

	/**
	 * GET /profile/verified: whether the account is verified now (a boolean).
	 *
	 * @return bool
	 */
	public function verified(): bool {
		$this->session->require_connection( get_current_user_id() );
		return (bool) ( $this->session->profile( get_current_user_id(), true )['is_verified'] ?? false );
	}

	/**
	 * GET /signup/legal: the hub's privacy policy and terms.
	 *
	 * @return array{privacy_url: string, terms_url: string}
	 */
	public function legal(): array {
		return $this->session->legal_links();
	}

	/**
	 * POST /profile/resend-verification.
	 *
	 * @return array<string, mixed>
	 */
	public function resend(): array {
		$connection = $this->session->require_connection( get_current_user_id() );
		return $this->session->call( $connection, 'POST', '/me/verification', array( AppLink::FIELD => AppLink::mine() ) );
	}

	/**
	 * POST /profile/notice: hides (or shows again) the free-plan notice. The
	 * setting belongs to the account: borrowers of the sitewide one get 403.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function notice( \WP_REST_Request $request ): array {
		$connection = $this->session->require_own_connection( get_current_user_id() );
		$this->session->call( $connection, 'POST', '/me', array( 'show_notice' => (bool) $request['show_notice'] ) );
		$this->session->forget_profile( $connection );
		return array(
			'status' => 'success',
			'user'   => $this->session->profile( get_current_user_id(), true ),
		);
	}

	/**
	 * POST /forgot-password {email}: a reset link is mailed if the address
	 * has an account (the answer does not say).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function forgot_password( \WP_REST_Request $request ): array {
		return $this->session->request_password_reset( (string) $request['email'] );
	}

	/**
	 * POST /profile/password {current_password, password, confirm_password}.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function change_password( \WP_REST_Request $request ): array {
		return $this->session->change_password( get_current_user_id(), $request->get_params() );
	}

	/**
	 * POST /profile/email {email, current_password}.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function change_email( \WP_REST_Request $request ): array {
		return $this->session->change_email( get_current_user_id(), (string) $request['email'], (string) $request['current_password'] );
	}

	/**
	 * DELETE /profile {password, confirm}: deletes the account and its cloud.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function delete_account( \WP_REST_Request $request ): array {
		return $this->session->delete_account( get_current_user_id(), (string) $request['password'] );
	}

	/**
	 * GET /profile/api-keys (the account's own users only, like every key route).
	 *
	 * @return array<string, mixed>
	 */
	public function keys(): array {
		$connection = $this->session->require_own_connection( get_current_user_id() );
		return $this->session->call( $connection, 'GET', '/me/api-keys' );
	}

	/**
	 * POST /profile/api-keys: a new personal key, shown once.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function create_key( \WP_REST_Request $request ): array {
		$connection = $this->session->require_own_connection( get_current_user_id() );
		return $this->session->call( $connection, 'POST', '/me/api-keys', array( 'label' => (string) $request['label'] ) );
	}

	/**
	 * DELETE /profile/api-keys/{id} {confirm}.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function revoke_key( \WP_REST_Request $request ): array {
		$connection = $this->session->require_own_connection( get_current_user_id() );
		return $this->session->call( $connection, 'DELETE', '/me/api-keys/' . (int) $request['id'], array( 'confirm' => true ) );
	}

	/**
	 * The parameters the client actually sent (defaults left out).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @param string[]         $names   Parameter names.
	 * @return array<string, mixed>
	 */
	private function present( \WP_REST_Request $request, array $names ): array {
		$sent   = array_merge( $request->get_query_params(), $request->get_body_params(), (array) $request->get_json_params() );
		$params = array();
		foreach ( $names as $name ) {
			if ( array_key_exists( $name, $sent ) ) {
				$params[ $name ] = $request[ $name ];
			}
		}
		return $params;
	}
}
