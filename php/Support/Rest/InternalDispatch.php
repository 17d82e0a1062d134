<?php
/**
 * Marks REST requests dispatched in-process by Stencilbox itself (the site
 * calling its own hub), which no HTTP client can fake.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * A depth counter around `rest_do_request`.
 */
final class InternalDispatch {
	/**
	 * Nesting depth.
	 *
	 * @var int
	 */
	private static int $depth = 0;

	/**
	 * Dispatches a request in-process.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function dispatch( \WP_REST_Request $request ): \WP_REST_Response {
		// A request for a core route registered none of ours, one for ours only its first segment's (RouteGate).
		do_action( Names::HOOK_ROUTES_NEEDED );
		++self::$depth;
		try {
			return rest_do_request( $request );
		} finally {
			--self::$depth;
		}
	}

	/**
	 * Whether the current request came through `dispatch()`.
	 */
	public static function active(): bool {
		return self::$depth > 0;
	}
}
