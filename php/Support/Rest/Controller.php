<?php
/**
 * Base for every Stencilbox REST controller.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

use Stencilbox\Support\Catalog\ItemFilter;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * A controller declares its routes as data (`routes()`, a table of Route
 * rows); this base registers them (when the composition root asks, on
 * `rest_api_init`: Plugin::register_routes()) with their response
 * schema, checks the read capability, and turns whatever a callback throws
 * into a WP_Error in one place: an HttpError keeps its code and status,
 * anything else becomes a logged 500 that tells the caller nothing more.
 */
abstract class Controller extends \WP_REST_Controller {
	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = Names::REST_NAMESPACE;

	/**
	 * Whether the routes pass on what a hub answered as it came (the
	 * cloud's files and WorkSpaces): every answer then goes through its
	 * route's schema's filters (`ItemFilter`; names are plain text) on the
	 * way out, whichever hub answered and whatever it stored before.
	 * Controllers that filter their items themselves (the catalogue's)
	 * leave it off.
	 */
	protected const FILTER_ANSWERS = false;

	/**
	 * The controller's routes.
	 *
	 * @return Route[]
	 */
	abstract protected function routes(): array;

	/**
	 * Registers the route table: rows that share a path become one route with
	 * an endpoint per method, and the route's schema (what `OPTIONS`
	 * describes) covers what each of its methods answers. Each endpoint also
	 * keeps the schema of its own answer (`response_schema`), for paths whose
	 * methods answer differently (a WorkSpace's details and its update).
	 *
	 * WordPress answers a request (and describes an `OPTIONS` one) with the
	 * first registered route whose pattern matches, so the root registers
	 * every controller's fixed paths before any path with a parameter
	 * (`/items/favourite` before `/items/{slug}`), whatever the controllers'
	 * order.
	 *
	 * @param bool|null    $with_parameters Only the paths with parameters (true),
	 *                                      only the fixed ones (false), or all.
	 * @param Route[]|null $table           The table, when the caller has it
	 *                                      already (`route_table()`): building
	 *                                      it (args, schemas, their texts) is
	 *                                      most of the work.
	 */
	public function register_routes( ?bool $with_parameters = null, ?array $table = null ): void {
		$by_path = array();
		foreach ( $table ?? $this->routes() as $route ) {
			if ( null === $with_parameters || str_contains( $route->path, '(?P<' ) === $with_parameters ) {
				$by_path[ $route->path ][] = $route;
			}
		}
		foreach ( $by_path as $path => $routes ) {
			$endpoints = array();
			foreach ( $routes as $route ) {
				$endpoints[] = array(
					'methods'             => $route->method,
					'callback'            => $this->handle( is_string( $route->callback ) ? array( $this, $route->callback ) : $route->callback, static::FILTER_ANSWERS ? $route->schema : null ),
					'permission_callback' => array( $this, $route->permission ),
					'args'                => $route->args,
					'response_schema'     => $route->schema,
				);
			}
			$schema              = self::response_schema( (string) $path, $this->namespace, $routes );
			$endpoints['schema'] = static fn(): array => $schema;
			register_rest_route( $this->namespace, (string) $path, $endpoints );
		}
	}

	/**
	 * The namespace its routes are registered under.
	 */
	public function route_namespace(): string {
		return (string) $this->namespace;
	}

	/**
	 * The controller's route table, built once for both of the composition
	 * root's registration passes (fixed paths, then those with parameters).
	 *
	 * @return Route[]
	 */
	public function route_table(): array {
		return $this->routes();
	}

	/**
	 * The schema of a route: its methods' schemas, whose object properties
	 * are merged when several methods share the path (e.g. GET lists keys,
	 * POST lists them and adds the new one).
	 *
	 * @param string  $path      Path.
	 * @param string  $namespace Namespace.
	 * @param Route[] $routes    The path's rows.
	 * @return array<string, mixed>
	 */
	private static function response_schema( string $path, string $namespace, array $routes ): array {
		$schema = array();
		foreach ( $routes as $route ) {
			$properties = array_merge( $schema['properties'] ?? array(), $route->schema['properties'] ?? array() );
			$schema     = array_merge( $schema, $route->schema );
			if ( $properties ) {
				$schema['properties'] = $properties;
			}
		}
		$title = trim( (string) preg_replace( '/[^a-z0-9]+/', '-', strtolower( $namespace . preg_replace( '/\(\?P<([a-z_]+)>[^)]*\)/', '$1', $path ) ) ), '-' );
		return array(
			'$schema' => 'http://json-schema.org/draft-04/schema#',
			'title'   => $schema['title'] ?? $title,
		) + $schema;
	}

	/**
	 * Permission for every site route: a logged-in WordPress user with
	 * `stencilbox_read` (401 when logged out, 403 otherwise). Cookie requests
	 * without a valid nonce arrive here logged out, as core intends.
	 *
	 * @return true|\WP_Error
	 */
	public function can_read(): bool|\WP_Error {
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
	public function can_manage(): bool|\WP_Error {
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
	 * becomes a WP_Error with its status, and any other Throwable (a bug, a
	 * TypeError, a failed query that threw) a 500 `internal_error` whose
	 * details go to the PHP error log only: an answer never carries a stack,
	 * SQL or an exception's text.
	 *
	 * @param callable                  $callback Receives the request.
	 * @param array<string, mixed>|null $filter   The answer's schema, whose
	 *                                            filters it goes through
	 *                                            (`FILTER_ANSWERS`), or null.
	 */
	protected function handle( callable $callback, ?array $filter = null ): callable {
		return static function ( \WP_REST_Request $request ) use ( $callback, $filter ): \WP_REST_Response|\WP_Error {
			try {
				if ( 'GET' !== $request->get_method() ) {
					$valid = self::require_json_object( $request );
					if ( is_wp_error( $valid ) ) {
						return $valid;
					}
				}
				$result = $callback( $request );
				if ( null !== $filter && is_array( $result ) ) {
					$result = ItemFilter::object( $result, $filter );
				}
				return $result instanceof \WP_Error ? $result : rest_ensure_response( $result );
			} catch ( HttpError $error ) {
				return $error->to_wp_error();
			} catch ( \Throwable $error ) {
				self::record_failure( $request, $error );
				return new \WP_Error( 'internal_error', __( 'Something went wrong.', 'stencilbox' ), array( 'status' => 500 ) );
			}
		};
	}

	/**
	 * Writes an unexpected failure to the PHP error log, for the site's
	 * owner: the route, the exception's class, message and place. No trace:
	 * its arguments could hold what the caller sent (a password).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @param \Throwable       $error   What was thrown.
	 */
	private static function record_failure( \WP_REST_Request $request, \Throwable $error ): void {
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found, WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the one place an unexpected failure is recorded; the answer says nothing.
		error_log(
			sprintf(
				'Stencilbox: %1$s %2$s failed: %3$s: %4$s in %5$s:%6$d',
				$request->get_method(),
				$request->get_route(),
				get_class( $error ),
				$error->getMessage(),
				$error->getFile(),
				$error->getLine()
			)
		);
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
	public static function require_json_object( \WP_REST_Request $request ): bool|\WP_Error {
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
			'validate_callback' => static function ( mixed $value, \WP_REST_Request $request, string $param ): bool|\WP_Error {
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
