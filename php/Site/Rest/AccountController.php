<?php
/**
 * Site routes for accounts (spec part 1 §7): login, signup, logout,
 * is-signed, profile/sync, profile/verified, plus the profile's API keys.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\HttpError;

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
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$text = static fn( int $max ) => array(
			'type'      => 'string',
			'maxLength' => $max,
		);
		$bool = array(
			'type'    => 'boolean',
			'default' => false,
		);
		$routes = array(
			'/login'                       => array(
				'POST',
				'login',
				array(
					'email'         => $text( 190 ),
					'password'      => $text( 200 ),
					'api_key'       => $text( 100 ),
					'viaAPI'        => $bool,
					'global_signin' => $bool,
				),
			),
			'/signup'                      => array(
				'POST',
				'signup',
				array(
					'first_name'       => $text( 100 ),
					'last_name'        => $text( 100 ),
					'email'            => $text( 190 ),
					'password'         => $text( 200 ),
					'confirm_password' => $text( 200 ),
					'privacy_consent'  => $bool,
					'terms_consent'    => $bool,
				),
			),
			'/logout'                      => array( 'POST', 'logout', array( 'global' => $bool ) ),
			'/is-signed'                   => array( 'GET', 'is_signed', array() ),
			'/profile/sync'                => array( 'GET', 'sync', array() ),
			'/profile/verified'            => array( 'GET', 'verified', array() ),
			'/profile/resend-verification' => array( 'POST', 'resend', array() ),
			'/profile/notice'              => array( 'POST', 'notice', array( 'show_notice' => array( 'type' => 'boolean', 'required' => true ) ) ),
			'/profile/api-keys'            => array( 'GET', 'keys', array() ),
		);
		foreach ( $routes as $route => [ $method, $callback, $args ] ) {
			register_rest_route(
				$this->namespace,
				$route,
				array(
					'methods'             => $method,
					'callback'            => $this->handle( array( $this, $callback ) ),
					'permission_callback' => array( $this, 'can_read' ),
					'args'                => $args,
				)
			);
		}
		register_rest_route(
			$this->namespace,
			'/profile/api-keys',
			array(
				'methods'             => 'POST',
				'callback'            => $this->handle( array( $this, 'create_key' ) ),
				'permission_callback' => array( $this, 'can_read' ),
				'args'                => array( 'label' => $text( 190 ) ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/profile/api-keys/(?P<id>\d+)',
			array(
				'methods'             => 'DELETE',
				'callback'            => $this->handle( array( $this, 'revoke_key' ) ),
				'permission_callback' => array( $this, 'can_read' ),
				'args'                => array(
					'id' => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
				),
			)
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
				throw new HttpError( 'is_signed_failed', $error->getMessage(), 401 );
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
	 * GET /profile/sync: fresh profile from the hub.
	 *
	 * @return array<string, mixed>
	 * @throws HttpError `sync_failed` (502) when the hub fails for another reason.
	 */
	public function sync(): array {
		$this->session->require_connection( get_current_user_id() );
		try {
			$user = $this->session->profile( get_current_user_id(), true );
		} catch ( HttpError $error ) {
			if ( in_array( $error->error_code(), array( 'invalid_api_key', 'not_signed_in' ), true ) ) {
				throw $error;
			}
			throw new HttpError( 'sync_failed', $error->getMessage(), 502 );
		}
		return array(
			'status'  => 'success',
			'user'    => $user,
			'message' => __( 'Successfully Synced Account', 'stencilbox' ),
		);
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
	 * POST /profile/resend-verification.
	 *
	 * @return array<string, mixed>
	 */
	public function resend(): array {
		$connection = $this->session->require_connection( get_current_user_id() );
		return $this->session->call( $connection, 'POST', '/me/verification' );
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
	 * DELETE /profile/api-keys/{id}.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function revoke_key( \WP_REST_Request $request ): array {
		$connection = $this->session->require_own_connection( get_current_user_id() );
		return $this->session->call( $connection, 'DELETE', '/me/api-keys/' . (int) $request['id'] );
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
