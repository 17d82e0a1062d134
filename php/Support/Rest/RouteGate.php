<?php
/**
 * Whether a REST request may reach our routes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

use Stencilbox\HookList;
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
 * asks for them first (Names::HOOK_ROUTES_NEEDED). A request for one of
 * our routes registers only the controllers with a route under the same
 * first segment (`/stencilbox/v1/items/…`: those with `items…` paths;
 * `controllers()`, from the generated `HookList::ROUTES`): no other route
 * of that namespace can match its path, and the fixed-before-parameter
 * order within the segment is kept (Plugin::add_routes()).
 *
 * The same gate says when a REST request needs the editors' library block
 * (EditorIntegration): only core's block-type routes list or render it.
 */
final class RouteGate {
	/**
	 * Route prefixes (after the leading slash) that need our routes.
	 */
	private const PREFIXES = array( Names::REST_NAMESPACE, Names::HUB_NAMESPACE, 'batch/' );

	/**
	 * Core's routes that list or render registered block types: the only
	 * REST routes that need the library block (it saves and renders nothing).
	 */
	public const BLOCK_TYPE_ROUTES = array( 'wp/v2/block-types', 'wp/v2/block-renderer' );

	/**
	 * Whether this request's REST server needs our routes (or, given
	 * `$prefixes`, routes under those).
	 *
	 * @param string[] $prefixes Route prefixes; ours by default.
	 */
	public static function wanted( array $prefixes = self::PREFIXES ): bool {
		if ( ! wp_is_serving_rest_request() ) {
			return true;
		}
		return self::wants( self::route(), $prefixes );
	}

	/**
	 * Whether a route needs ours (the index, our namespaces, a batch), or
	 * lies under one of `$prefixes`.
	 *
	 * @param string   $route    The requested route, e.g. `/wp/v2/posts`.
	 * @param string[] $prefixes Route prefixes; ours by default.
	 */
	public static function wants( string $route, array $prefixes = self::PREFIXES ): bool {
		$route = trim( $route, '/' );
		if ( '' === $route ) {
			return true;
		}
		foreach ( $prefixes as $prefix ) {
			if ( str_starts_with( $route, $prefix ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The controllers whose routes this request can reach: those with a
	 * route under the requested path's first segment in its namespace (and
	 * those whose first segment is a parameter), or null for all of them —
	 * the index, a namespace's own index, a batch, a path not of our
	 * namespaces as written (WordPress matches routes without regard to
	 * case), any REST server made outside an HTTP REST request.
	 *
	 * @return string[]|null Controller classes, in the root's order.
	 */
	public static function controllers(): ?array {
		if ( ! wp_is_serving_rest_request() ) {
			return null;
		}
		$route = trim( self::route(), '/' );
		foreach ( HookList::ROUTES as $namespace => $segments ) {
			if ( ! str_starts_with( $route . '/', $namespace . '/' ) ) {
				continue;
			}
			$rest = substr( $route, strlen( $namespace ) + 1 );
			if ( false === $rest || '' === $rest ) {
				return null;
			}
			$first = strtolower( explode( '/', $rest )[0] );
			return array_values( array_unique( array_merge( $segments[ $first ] ?? array(), $segments[ HookList::ANY_SEGMENT ] ?? array() ) ) );
		}
		return null;
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
