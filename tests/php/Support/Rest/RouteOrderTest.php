<?php
/**
 * WordPress answers a request with the first registered route whose pattern
 * matches: no fixed path of ours may sit behind a pattern that takes it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Rest;

use Stencilbox\Support\Names;
use Stencilbox\Tests\TestCase;

/**
 * Every fixed path is registered before every path with a parameter, so
 * the controllers' order in the composition root does not matter.
 */
final class RouteOrderTest extends TestCase {
	public function test_no_fixed_path_is_taken_by_a_pattern_registered_before_it(): void {
		$patterns = array();
		$shadowed = array();
		$fixed    = 0;
		foreach ( array_keys( rest_get_server()->get_routes() ) as $route ) {
			if ( ! str_starts_with( $route, '/' . Names::REST_NAMESPACE ) && ! str_starts_with( $route, '/' . Names::HUB_NAMESPACE ) ) {
				continue;
			}
			if ( str_contains( $route, '(?P<' ) ) {
				$patterns[] = $route;
				continue;
			}
			++$fixed;
			foreach ( $patterns as $pattern ) {
				if ( preg_match( '@^' . $pattern . '$@i', $route ) ) {
					$shadowed[] = "{$route} behind {$pattern}";
				}
			}
		}
		$this->assertGreaterThan( 50, $fixed );
		$this->assertSame( array(), $shadowed );
	}

	public function test_options_on_items_favourite_describes_the_favourite_route(): void {
		$request  = new \WP_REST_Request( 'OPTIONS', '/' . Names::REST_NAMESPACE . '/items/favourite' );
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 200, $response->get_status() );
		// The favourite route takes POST only; the item details route GET.
		$this->assertSame( array( 'POST' ), (array) $response->get_data()['methods'] );
	}
}
