<?php
/**
 * Whether a REST request may reach our routes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Our routes and their schemas are registered only when the request can use
 * them: an HTTP request for `/stencilbox/v1/…` or `/stencilbox-hub/v1/…`,
 * the index (`/`, which lists every route), or a batch (`/batch/v1`, whose
 * requests may be ours); and any REST server made outside an HTTP REST
 * request (the editors' preloading, WP-CLI, tests). A request for a core
 * route (`/wp/v2/posts`) pays nothing for them; should code of ours call
 * one of our routes in-process during such a request, InternalDispatch
 * asks for them first (Names::HOOK_ROUTES_NEEDED).
 */
final class RouteGate {
	/**
	 * Route prefixes (after the leading slash) that need our routes.
	 */
	private const PREFIXES = array( Names::REST_NAMESPACE, Names::HUB_NAMESPACE, 'batch/' );

	/**
	 * Whether this request's REST server needs our routes.
	 */
	public static function wanted(): bool {
		if ( ! wp_is_serving_rest_request() ) {
			return true;
		}
		return self::wants( self::route() );
	}

	/**
	 * Whether a route needs ours (the index, our namespaces, a batch).
	 *
	 * @param string $route The requested route, e.g. `/wp/v2/posts`.
	 */
	public static function wants( string $route ): bool {
		$route = trim( $route, '/' );
		if ( '' === $route ) {
			return true;
		}
		foreach ( self::PREFIXES as $prefix ) {
			if ( str_starts_with( $route, $prefix ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The route this HTTP request asks for (`/wp-json/…` or `?rest_route=`,
	 * both parsed into the `rest_route` query var by core).
	 */
	private static function route(): string {
		global $wp;
		return $wp instanceof \WP ? (string) ( $wp->query_vars['rest_route'] ?? '' ) : '';
	}
}
