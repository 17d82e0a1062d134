<?php
/**
 * A service's hooks, bound to the service before it exists.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * What a service gives its static `hooks()`: each hook it names calls one of
 * its methods on the instance the composition root builds the first time the
 * hook fires (Plugin::get()). A request whose hooks never fire builds
 * nothing: a page view does not make the hub's services to show a page.
 */
final class Hooks {
	/**
	 * Constructor.
	 *
	 * @param \Closure(): object $service Returns the service (built once).
	 */
	public function __construct( private \Closure $service ) {}

	/**
	 * Runs `$method` on the action.
	 *
	 * @param string $hook     Action.
	 * @param string $method   The service's public method.
	 * @param int    $priority Priority.
	 * @param int    $args     Arguments passed on.
	 * @param ?\Closure $only_if When given, the service is built and called
	 *                          only if this says yes to the hook's arguments
	 *                          (a cheap look at the request, e.g. whether its
	 *                          query names the page the service shows).
	 */
	public function action( string $hook, string $method, int $priority = 10, int $args = 1, ?\Closure $only_if = null ): void {
		add_action( $hook, $this->call( $method, $only_if ), $priority, $args );
	}

	/**
	 * Filters through `$method`.
	 *
	 * @param string $hook     Filter.
	 * @param string $method   The service's public method.
	 * @param int    $priority Priority.
	 * @param int    $args     Arguments passed on.
	 * @param ?\Closure $only_if As for action(); when it says no, the value
	 *                          passes through unchanged.
	 */
	public function filter( string $hook, string $method, int $priority = 10, int $args = 1, ?\Closure $only_if = null ): void {
		add_filter( $hook, $this->call( $method, $only_if ), $priority, $args );
	}

	/**
	 * The callback WordPress keeps.
	 *
	 * @param string    $method  Method.
	 * @param ?\Closure $only_if Guard, given the hook's arguments.
	 */
	private function call( string $method, ?\Closure $only_if = null ): \Closure {
		$service = $this->service;
		if ( null !== $only_if ) {
			// A filter's value (or an action's first argument) passes through.
			return static fn( mixed ...$args ): mixed => $only_if( ...$args ) ? $service()->$method( ...$args ) : ( $args[0] ?? null );
		}
		return static fn( mixed ...$args ): mixed => $service()->$method( ...$args );
	}
}
