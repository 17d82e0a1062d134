<?php
/**
 * Two rules of how a request reaches our routes: its own method decides
 * what it does, and its path decides what it does it to.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

use Stencilbox\Support\Names;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * On our namespaces (site and hub):
 *
 * - **No method overrides that turn a read into a write.** Core takes the
 *   method from `?_method=` or from an `X-HTTP-Method-Override` header, so a
 *   GET (a link, an image, a prefetch) carrying a valid nonce could create,
 *   change or delete. `_method` is refused outright (nothing of ours sends
 *   it); the header only on a real POST, which is what `apiFetch` sends for
 *   PUT, PATCH and DELETE (some hosts block those verbs). Refused: 400
 *   `invalid_data`, and nothing runs.
 * - **The path wins.** Core reads a JSON body's fields before the path's
 *   (`POST /workspaces/delete/6 {"id":1}` deleted WorkSpace 1); here the
 *   path's parameters come first, then the body, the query and defaults.
 */
final class RequestRules {
	/**
	 * Hooks the rules.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->filter( 'rest_pre_dispatch', 'refuse_method_override', 5, 3 );
		$hooks->filter( 'rest_request_parameter_order', 'path_first', 10, 2 );
	}

	/**
	 * Whether a request is for one of our namespaces.
	 *
	 * @param mixed $request Request.
	 */
	public static function ours( mixed $request ): bool {
		$route = $request instanceof \WP_REST_Request ? $request->get_route() : '';
		return str_starts_with( $route, '/' . Names::REST_NAMESPACE . '/' ) || str_starts_with( $route, '/' . Names::HUB_NAMESPACE . '/' );
	}

	/**
	 * Refuses a method override on our routes (see the class).
	 *
	 * @param mixed            $result  A response already decided (left alone).
	 * @param \WP_REST_Server  $server  Server.
	 * @param \WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function refuse_method_override( mixed $result, mixed $server, mixed $request ): mixed {
		if ( null !== $result || ! self::ours( $request ) ) {
			return $result;
		}
		$query    = (array) $request->get_query_params();
		$header   = $request->get_header( 'X-HTTP-Method-Override' );
		$sent_as  = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		$override = array_key_exists( '_method', $query ) || ( null !== $header && 'POST' !== $sent_as );
		if ( ! $override ) {
			return $result;
		}
		return new \WP_Error(
			'invalid_data',
			__( 'Send this request with its own HTTP method: method overrides are not accepted here.', 'stencilbox' ),
			array( 'status' => 400 )
		);
	}

	/**
	 * The order core reads parameters in, with the path's first on our routes.
	 *
	 * @param string[]         $order   Types (JSON, POST, GET, URL, defaults).
	 * @param \WP_REST_Request $request Request.
	 * @return string[]
	 */
	public function path_first( mixed $order, mixed $request ): mixed {
		if ( ! is_array( $order ) || ! self::ours( $request ) || ! in_array( 'URL', $order, true ) ) {
			return $order;
		}
		return array_merge( array( 'URL' ), array_values( array_diff( $order, array( 'URL' ) ) ) );
	}
}
