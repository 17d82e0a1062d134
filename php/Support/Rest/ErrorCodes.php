<?php
/**
 * One error code for bad input on Stencilbox routes: the spec's `invalid_data`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress rejects malformed JSON and parameters that fail the route's
 * schema before our callbacks run, with its own codes. On our namespaces they
 * become `invalid_data` (status 400), keeping core's details and code. Core
 * validates input before it checks permissions; here a caller who may not use
 * the route gets the permission error first (anonymous callers always 401).
 *
 * A JSON body that is not an object (`[]`, `"x"`, `1`, `null`) is refused the
 * same way. It is caught before core reads it: core would take `[]` for "no
 * fields" and walk a scalar as if it were the parameters.
 */
final class ErrorCodes {
	private const CORE_INPUT_CODES = array( 'rest_invalid_json', 'rest_invalid_param', 'rest_missing_callback_param' );

	/**
	 * Requests held back for their body (see `hold_bad_body()`).
	 *
	 * @var \WeakMap<\WP_REST_Request, true>
	 */
	private \WeakMap $bad_bodies;

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->bad_bodies = new \WeakMap();
	}

	/**
	 * Hooks the mapping.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->filter( 'rest_pre_dispatch', 'hold_bad_body', 10, 3 );
		$hooks->filter( 'rest_request_before_callbacks', 'map', 10, 3 );
	}

	/**
	 * Notes a non-GET request to our routes whose JSON body is not an object
	 * and empties the body, so core neither validates nor sanitizes it;
	 * `map()` answers it once the permission is known.
	 *
	 * @param mixed            $result  A response already decided (left alone).
	 * @param \WP_REST_Server  $server  Server.
	 * @param \WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function hold_bad_body( mixed $result, mixed $server, mixed $request ): mixed {
		if ( null !== $result || ! RequestRules::ours( $request ) || in_array( $request->get_method(), array( 'GET', 'HEAD' ), true ) ) {
			return $result;
		}
		if ( is_wp_error( Controller::require_json_object( $request ) ) ) {
			$this->bad_bodies[ $request ] = true;
			$request->set_body( '' );
		}
		return $result;
	}

	/**
	 * Maps core's input errors on our routes.
	 *
	 * @param mixed            $response Response so far (a WP_Error when input failed).
	 * @param array            $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public function map( mixed $response, mixed $handler, mixed $request ): mixed {
		$held = $request instanceof \WP_REST_Request && isset( $this->bad_bodies[ $request ] );
		if ( ! $held && ( ! is_wp_error( $response ) || ! in_array( $response->get_error_code(), self::CORE_INPUT_CODES, true ) ) ) {
			return $response;
		}
		if ( ! RequestRules::ours( $request ) ) {
			return $response;
		}
		$permission = is_callable( $handler['permission_callback'] ?? null ) ? call_user_func( $handler['permission_callback'], $request ) : true;
		if ( is_wp_error( $permission ) ) {
			return $permission;
		}
		if ( true !== $permission ) {
			return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'stencilbox' ), array( 'status' => rest_authorization_required_code() ) );
		}
		if ( $held ) {
			return new \WP_Error( 'invalid_data', Controller::not_an_object_message(), array( 'status' => 400 ) );
		}
		$data = (array) $response->get_error_data();
		return new \WP_Error(
			'invalid_data',
			$response->get_error_message(),
			array_merge(
				$data,
				array(
					'status'    => 400,
					'rest_code' => $response->get_error_code(),
				)
			)
		);
	}
}
