<?php
/**
 * Base for every Stencilbox REST controller.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Registers routes on `rest_api_init`, checks the read capability, and turns
 * HttpError exceptions into WP_Error responses in one place.
 */
abstract class Controller extends \WP_REST_Controller {
	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = Names::REST_NAMESPACE;

	/**
	 * Hooks route registration.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Permission for every site route: a logged-in WordPress user with
	 * `stencilbox_read` (401 when logged out, 403 otherwise). Cookie requests
	 * without a valid nonce arrive here logged out, as core intends.
	 *
	 * @return true|\WP_Error
	 */
	public function can_read() {
		if ( current_user_can( Names::CAP_READ ) ) {
			return true;
		}
		return new \WP_Error(
			'rest_forbidden',
			is_user_logged_in()
				? __( 'Sorry, you are not allowed to use the Stencilbox library.', 'stencilbox' )
				: __( 'Please log in to WordPress to use the Stencilbox library.', 'stencilbox' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * Permission for site settings: `manage_options`.
	 *
	 * @return true|\WP_Error
	 */
	public function can_manage() {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new \WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to change Stencilbox settings.', 'stencilbox' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * Wraps a callback: its return value becomes the response, an HttpError
	 * becomes a WP_Error with its status.
	 *
	 * @param callable $callback Receives the request.
	 */
	protected function handle( callable $callback ): callable {
		return static function ( \WP_REST_Request $request ) use ( $callback ) {
			try {
				if ( 'GET' !== $request->get_method() ) {
					$valid = self::require_json_object( $request );
					if ( is_wp_error( $valid ) ) {
						return $valid;
					}
				}
				$result = $callback( $request );
				return $result instanceof \WP_Error ? $result : rest_ensure_response( $result );
			} catch ( HttpError $error ) {
				return $error->to_wp_error();
			}
		};
	}

	/**
	 * The JSON body must be an object (`{}` and up); a list, string, number,
	 * boolean or null is a 400. Decoded without `assoc`, because as PHP
	 * arrays `[]` and `{}` are the same empty array: an empty list once
	 * passed as "no fields" and reached actions that need their fields.
	 * ErrorCodes applies it to every request before core reads the body;
	 * `handle()` applies it again for requests that did not pass there.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public static function require_json_object( \WP_REST_Request $request ) {
		$body = (string) $request->get_body();
		$type = $request->get_content_type();
		if ( '' === trim( $body ) || ! $type || ! str_contains( $type['value'], 'json' ) ) {
			return true;
		}
		if ( ! json_decode( $body ) instanceof \stdClass ) {
			return new \WP_Error( 'invalid_data', self::not_an_object_message(), array( 'status' => 400 ) );
		}
		return true;
	}

	/**
	 * The message for a body that is not a JSON object.
	 */
	public static function not_an_object_message(): string {
		return __( 'The request body must be a JSON object.', 'stencilbox' );
	}

	/**
	 * The args entry of a destructive action's confirmation: `confirm` must
	 * be sent, and be true (400 `invalid_data` otherwise, through
	 * ErrorCodes), so no empty, mistaken or replayed-by-a-fuzzer body can
	 * delete or reset anything. The client sends it from its confirm dialog.
	 *
	 * @return array<string, mixed>
	 */
	public static function confirm_arg(): array {
		return array(
			'description'       => __( 'Must be true: the user confirmed this destructive action.', 'stencilbox' ),
			'type'              => 'boolean',
			'required'          => true,
			'validate_callback' => static function ( $value, \WP_REST_Request $request, string $param ) {
				$valid = rest_validate_request_arg( $value, $request, $param );
				if ( is_wp_error( $valid ) ) {
					return $valid;
				}
				return rest_sanitize_boolean( $value )
					? true
					: new \WP_Error( 'rest_invalid_param', __( 'Please confirm this action (confirm must be true).', 'stencilbox' ), array( 'status' => 400 ) );
			},
		);
	}
}
