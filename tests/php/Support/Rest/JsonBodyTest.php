<?php
/**
 * A JSON body on a non-GET route of our namespaces must be an object.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Rest;

use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Tests\CatalogTestCase;

/**
 * `[]`, strings, numbers, booleans and null are refused before any work is
 * done, on site and hub routes alike; `{}` is an empty object and fine.
 * (`[]` used to pass: decoded as a PHP array it is the same as `{}`.)
 */
final class JsonBodyTest extends CatalogTestCase {
	private const NOT_OBJECTS = array( '[]', '[1]', '"x"', '1', '1.5', 'true', 'null' );

	/**
	 * Sends a raw JSON body.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route.
	 * @param string               $body   JSON text.
	 * @param array<string, mixed> $query  Query values.
	 */
	private function raw( string $method, string $route, string $body, array $query = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_query_params( $query );
		$request->set_body( $body );
		return rest_do_request( $request );
	}

	/**
	 * Asserts the refusal.
	 *
	 * @param \WP_REST_Response $response Response.
	 * @param string            $label    Case.
	 */
	private function assert_refused( \WP_REST_Response $response, string $label ): void {
		$this->assertSame( 400, $response->get_status(), $label );
		$this->assertSame( 'invalid_data', $response->get_data()['code'], $label );
		$this->assertSame( 'The request body must be a JSON object.', $response->get_data()['message'], $label );
	}

	public function test_hub_routes(): void {
		$this->login_as( 'administrator' );
		$demo = $this->writer->ids_from_source( DemoSeeder::SOURCE );
		$item = $demo[0];
		foreach ( self::NOT_OBJECTS as $body ) {
			// The confirmation in the query passes the schema: only the body is wrong.
			$this->assert_refused( $this->raw( 'POST', '/stencilbox-hub/v1/admin/catalog/remove-demo', $body, array( 'confirm' => 'true' ) ), "remove-demo {$body}" );
			$this->assert_refused( $this->raw( 'DELETE', "/stencilbox-hub/v1/admin/catalog/items/{$item}", $body, array( 'confirm' => 'true' ) ), "delete {$body}" );
			$this->assert_refused( $this->raw( 'POST', '/stencilbox-hub/v1/admin/catalog/import', $body ), "import {$body}" );
		}
		$this->assertSame( $demo, $this->writer->ids_from_source( DemoSeeder::SOURCE ), 'nothing was removed' );

		// `{}` is an object: it reaches the route (which then wants its file).
		$response = $this->raw( 'POST', '/stencilbox-hub/v1/admin/catalog/import', '{}' );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'Choose a bundle file (.zip) to import.', $response->get_data()['message'] );
		$this->assertSame( 200, $this->raw( 'DELETE', "/stencilbox-hub/v1/admin/catalog/items/{$item}", '{ }', array( 'confirm' => 'true' ) )->get_status() );
	}

	public function test_site_routes(): void {
		$this->login_as( 'editor' );
		foreach ( self::NOT_OBJECTS as $body ) {
			$this->assert_refused( $this->raw( 'POST', '/stencilbox/v1/logout', $body ), "logout {$body}" );
			$this->assert_refused( $this->raw( 'POST', '/stencilbox/v1/profile/resend-verification', $body ), "resend {$body}" );
		}
		$this->assertSame( 200, $this->raw( 'POST', '/stencilbox/v1/logout', '{}' )->get_status() );
	}

	public function test_malformed_json_and_gets_are_left_to_core(): void {
		$this->login_as( 'editor' );
		$response = $this->raw( 'POST', '/stencilbox/v1/logout', '{nope' );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		// A GET ignores its body.
		$this->assertSame( 200, $this->raw( 'GET', '/stencilbox/v1/items', '[]', array( 'platform' => 'gutenberg' ) )->get_status() );
	}
}
