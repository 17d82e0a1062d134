<?php
/**
 * One error code for bad input on Stencilbox routes: the spec's `invalid_data`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress rejects malformed JSON and parameters that fail the route's
 * schema before our callbacks run, with its own codes. On our namespaces they
 * become `invalid_data` (status 400), keeping core's details and code. Core
 * validates input before it checks permissions; here a caller who may not use
 * the route gets the permission error first (anonymous callers always 401).
 */
final class ErrorCodes {
	private const CORE_INPUT_CODES = array( 'rest_invalid_json', 'rest_invalid_param', 'rest_missing_callback_param' );

	/**
	 * Hooks the mapping.
	 */
	public function register(): void {
		add_filter( 'rest_request_before_callbacks', array( $this, 'map' ), 10, 3 );
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
		if ( ! is_wp_error( $response ) || ! in_array( $response->get_error_code(), self::CORE_INPUT_CODES, true ) ) {
			return $response;
		}
		$route = $request instanceof \WP_REST_Request ? $request->get_route() : '';
		if ( ! str_starts_with( $route, '/' . Names::REST_NAMESPACE . '/' ) && ! str_starts_with( $route, '/' . Names::HUB_NAMESPACE . '/' ) ) {
			return $response;
		}
		$permission = is_callable( $handler['permission_callback'] ?? null ) ? call_user_func( $handler['permission_callback'], $request ) : true;
		if ( is_wp_error( $permission ) ) {
			return $permission;
		}
		if ( true !== $permission ) {
			return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'stencilbox' ), array( 'status' => rest_authorization_required_code() ) );
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
