<?php
/**
 * One row of a controller's route table: what a REST route is, as data.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * A path and one method, the controller method that answers it, the
 * controller method that checks permission, the args schema and the schema
 * of what it answers. `Controller::register_routes()` registers a table of
 * these; rows that share a path become one route with one endpoint per
 * method, as `register_rest_route()` expects.
 */
final class Route {
	/**
	 * Constructor (use `get()`, `post()` or `delete()`).
	 *
	 * @param string                              $path       Path under the namespace (core's regex syntax, e.g. `/items/(?P<id>\d+)`).
	 * @param string                              $method     HTTP method.
	 * @param string|\Closure                     $callback   Name of the controller method that answers, or a closure.
	 * @param string                              $permission Name of the controller method that checks permission.
	 * @param array<string, array<string, mixed>> $args       Args schema (types, enums, ranges, sanitizers).
	 * @param array<string, mixed>                $schema     Schema of a successful answer (what `OPTIONS` describes).
	 */
	private function __construct(
		public readonly string $path,
		public readonly string $method,
		public readonly string|\Closure $callback,
		public readonly string $permission,
		public readonly array $args,
		public readonly array $schema,
	) {}

	/**
	 * A read-only route.
	 *
	 * @param string                              $path       Path.
	 * @param string|\Closure                     $callback   Answering method or closure.
	 * @param string                              $permission Permission method.
	 * @param array<string, array<string, mixed>> $args       Args schema.
	 * @param array<string, mixed>                $schema     Response schema.
	 */
	public static function get( string $path, string|\Closure $callback, string $permission, array $args, array $schema ): self {
		return new self( $path, 'GET', $callback, $permission, $args, $schema );
	}

	/**
	 * A route that changes something.
	 *
	 * @param string                              $path       Path.
	 * @param string|\Closure                     $callback   Answering method or closure.
	 * @param string                              $permission Permission method.
	 * @param array<string, array<string, mixed>> $args       Args schema.
	 * @param array<string, mixed>                $schema     Response schema.
	 */
	public static function post( string $path, string|\Closure $callback, string $permission, array $args, array $schema ): self {
		return new self( $path, 'POST', $callback, $permission, $args, $schema );
	}

	/**
	 * A route that removes something.
	 *
	 * @param string                              $path       Path.
	 * @param string|\Closure                     $callback   Answering method or closure.
	 * @param string                              $permission Permission method.
	 * @param array<string, array<string, mixed>> $args       Args schema.
	 * @param array<string, mixed>                $schema     Response schema.
	 */
	public static function delete( string $path, string|\Closure $callback, string $permission, array $args, array $schema ): self {
		return new self( $path, 'DELETE', $callback, $permission, $args, $schema );
	}
}
