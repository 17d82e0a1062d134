<?php
/**
 * A service's hooks, as its static `hooks()` names them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * What a service gives its static `hooks()`: the list of the hooks it
 * names, each calling one of its methods. The list is read once, by
 * `npm run rules`, into `Stencilbox\HookList` (generated; `HookListTest` fails when it
 * is stale), and the composition root adds each hook from there
 * (Plugin::hook()): booting loads no service's class, and a service is
 * built the first time one of its hooks fires. So `hooks()` only names
 * hooks, with values known without a request (constants, literals): no
 * condition on the site or the request — that is what a guard is for.
 */
final class Hooks {
	/** A hook that builds the service and calls its method. */
	public const SERVICE = '';

	/** A hook that calls the class's static method (no service is built). */
	public const STATIC_CALL = '::';

	/** A guard that is a look at the request's query (`asked()`). */
	public const ASKED = '?';

	/** A guard that is a look at a REST request's route (`route()`). */
	public const ROUTE = '@';

	/** A guard that says yes on the back end's requests (`back_end()`). */
	public const BACK_END = '!';

	/**
	 * The hooks named so far: hook, method, priority, arguments, how it is
	 * called (SERVICE or STATIC_CALL, the latter followed by its guard if
	 * any; or a service's guard: a static method of the class, ASKED and
	 * the query variables or ROUTE and the routes, `|`-separated).
	 *
	 * @var array<int, array{0:string, 1:string, 2:int, 3:int, 4:string}>
	 */
	private array $named = array();

	/**
	 * The hooks a service's `hooks()` names.
	 *
	 * @param string $class_name Service class (with a static `hooks()`).
	 * @return array<int, array{0:string, 1:string, 2:int, 3:int, 4:string}>
	 */
	public static function of( string $class_name ): array {
		$hooks = new self();
		$class_name::hooks( $hooks );
		return $hooks->named;
	}

	/**
	 * Whether the request is the back end's, known at boot: wp-admin
	 * (screens, admin-post.php, admin-ajax.php), WP-Cron, WP-CLI, XML-RPC.
	 * Anything else is a page view, or a REST request, which WordPress
	 * tells only later (`rest_api_init`).
	 */
	public static function back_end(): bool {
		return is_admin() || wp_doing_cron() || ( defined( 'WP_CLI' ) && WP_CLI ) || ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST );
	}

	/**
	 * A guard that says yes when the request's query (or form) holds one
	 * of these variables (`name`), or holds one with this value
	 * (`name=value`: a wp-admin page's `page=…`), or one whose name starts
	 * so (`prefix*`): read without loading the
	 * service's class, so a request that names none loads nothing of it.
	 *
	 * @param string ...$variables Query variables.
	 */
	public static function asked( string ...$variables ): string {
		return self::ASKED . implode( '|', $variables );
	}

	/**
	 * A guard that says yes when the hook's third argument is a REST
	 * request whose route starts with one of these (`rest_pre_dispatch`,
	 * `rest_request_before_callbacks`): read without loading the class, so
	 * a request for another route loads nothing of it. The method still
	 * checks the request itself.
	 *
	 * @param string ...$routes Route prefixes (`/wp/v2/block-patterns/patterns`).
	 */
	public static function route( string ...$routes ): string {
		return self::ROUTE . implode( '|', $routes );
	}

	/**
	 * Runs `$method` on the action.
	 *
	 * @param string  $hook     Action.
	 * @param string  $method   The service's public method.
	 * @param int     $priority Priority.
	 * @param int     $args     Arguments passed on.
	 * @param ?string $only_if  When given, the service is built and called
	 *                          only if this says yes to the hook's arguments:
	 *                          the name of a public static method of the
	 *                          class (a cheap look at the request),
	 *                          `Hooks::asked( … )`, `Hooks::route( … )` or
	 *                          `Hooks::BACK_END`.
	 */
	public function action( string $hook, string $method, int $priority = 10, int $args = 1, ?string $only_if = null ): void {
		$this->named[] = array( $hook, $method, $priority, $args, $only_if ?? self::SERVICE );
	}

	/**
	 * Filters through `$method`.
	 *
	 * @param string  $hook     Filter.
	 * @param string  $method   The service's public method.
	 * @param int     $priority Priority.
	 * @param int     $args     Arguments passed on.
	 * @param ?string $only_if  As for action(); when it says no, the value
	 *                          passes through unchanged.
	 */
	public function filter( string $hook, string $method, int $priority = 10, int $args = 1, ?string $only_if = null ): void {
		$this->action( $hook, $method, $priority, $args, $only_if );
	}

	/**
	 * Calls the class's public static `$method` on the hook (action or
	 * filter): for what must not build the service (a check that runs
	 * often, a listener that only clears a cache).
	 *
	 * @param string  $hook     Hook.
	 * @param string  $method   Public static method.
	 * @param int     $priority Priority.
	 * @param int     $args     Arguments passed on.
	 * @param ?string $only_if  As for action().
	 */
	public function static_call( string $hook, string $method, int $priority = 10, int $args = 1, ?string $only_if = null ): void {
		$this->named[] = array( $hook, $method, $priority, $args, self::STATIC_CALL . ( $only_if ?? '' ) );
	}

	/**
	 * Whether an entry's call is a static one (with or without a guard).
	 *
	 * @param string $call The entry's call.
	 */
	public static function is_static( string $call ): bool {
		return str_starts_with( $call, self::STATIC_CALL );
	}

	/**
	 * An entry's guard ('' for none).
	 *
	 * @param string $call The entry's call.
	 */
	public static function guard( string $call ): string {
		return self::is_static( $call ) ? substr( $call, strlen( self::STATIC_CALL ) ) : $call;
	}

	/**
	 * Whether a guard of ASKED says yes to this request.
	 *
	 * @param string $guard ASKED and the variables.
	 */
	public static function was_asked( string $guard ): bool {
		foreach ( explode( '|', substr( $guard, 1 ) ) as $variable ) {
			if ( str_ends_with( $variable, '*' ) ) {
				foreach ( array_keys( $_REQUEST ) as $name ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only which variables are there; the service checks what they hold.
					if ( str_starts_with( (string) $name, substr( $variable, 0, -1 ) ) ) {
						return true;
					}
				}
				continue;
			}
			[ $name, $value ] = explode( '=', $variable, 2 ) + array( 1 => null );
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether it is there (with that value); the service checks what it holds.
			if ( isset( $_REQUEST[ $name ] ) && ( null === $value || $value === $_REQUEST[ $name ] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a guard of ROUTE says yes to this request.
	 *
	 * @param string $guard   ROUTE and the route prefixes.
	 * @param mixed  $request The hook's REST request.
	 */
	public static function routed( string $guard, mixed $request ): bool {
		if ( ! $request instanceof \WP_REST_Request ) {
			return false;
		}
		$route = $request->get_route();
		foreach ( explode( '|', substr( $guard, 1 ) ) as $prefix ) {
			if ( str_starts_with( $route, $prefix ) ) {
				return true;
			}
		}
		return false;
	}
}
