<?php
/**
 * The REST base: a route table becomes routes with their response schema,
 * and whatever a callback throws becomes a WP_Error in one place.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Rest;

use Stencilbox\Tests\TestCase;

require_once __DIR__ . '/ProbeController.php';

/**
 * A throwaway controller on the site namespace, registered for each test.
 */
final class ControllerTest extends TestCase {
	/**
	 * Where error_log wrote during the test.
	 *
	 * @var string
	 */
	private string $log = '';

	/**
	 * The error_log setting before the test.
	 *
	 * @var string
	 */
	private string $previous_log = '';

	protected function setUp(): void {
		parent::setUp();
		$this->log          = (string) tempnam( sys_get_temp_dir(), 'sbx-log' );
		$this->previous_log = (string) ini_get( 'error_log' );
		ini_set( 'error_log', $this->log );
		add_action( 'rest_api_init', array( $this, 'register_probe' ) );
		$this->login_as( 'editor' );
	}

	protected function tearDown(): void {
		remove_action( 'rest_api_init', array( $this, 'register_probe' ) );
		ini_set( 'error_log', $this->previous_log );
		wp_delete_file( $this->log );
		parent::tearDown();
	}

	/**
	 * Registers the probe controller's routes.
	 */
	public function register_probe(): void {
		( new ProbeController() )->register_routes();
	}

	public function test_a_route_table_registers_each_path_once_with_its_methods_and_schema(): void {
		$routes = rest_get_server()->get_routes( 'stencilbox/v1' );
		$this->assertArrayHasKey( '/stencilbox/v1/probe/answer', $routes );
		$this->assertSame( array( 'GET', 'POST' ), array_merge( ...array_map( static fn( array $h ): array => array_keys( $h['methods'] ), $routes['/stencilbox/v1/probe/answer'] ) ) );
		$options = $this->rest( 'OPTIONS', '/stencilbox/v1/probe/answer' )->get_data();
		$this->assertSame( 'stencilbox-v1-probe-answer', $options['schema']['title'] );
		// GET answers `value`, POST adds `created`: the route's schema has both.
		$this->assertSame( array( 'value', 'created' ), array_keys( $options['schema']['properties'] ) );
		$this->assertSame( 3, (int) $options['endpoints'][1]['args']['size']['maximum'] );
		$this->assertSame( array( 'value' => 'ok' ), $this->rest( 'GET', '/stencilbox/v1/probe/answer' )->get_data() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/stencilbox/v1/probe/answer' )->get_status(), 'the permission callback of the row' );
	}

	public function test_an_http_error_keeps_its_code_status_and_data(): void {
		$response = $this->rest( 'GET', '/stencilbox/v1/probe/refused' );
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame(
			array(
				'code'    => 'probe_refused',
				'message' => 'Refused on purpose.',
				'data'    => array(
					'hint'   => 'x',
					'status' => 409,
				),
			),
			$response->get_data()
		);
		$this->assertSame( '', (string) file_get_contents( $this->log ), 'an expected error is not logged' );
	}

	/**
	 * Routes whose callback fails in an unexpected way.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function failures(): array {
		return array(
			'RuntimeException'   => array( 'runtime', 'RuntimeException: SELECT secret FROM wp_users' ),
			'TypeError'          => array( 'type', 'TypeError' ),
			'Error'              => array( 'error', 'Error: Call to undefined method' ),
			'a closure callback' => array( 'closure', 'LogicException: closure broke' ),
		);
	}

	/**
	 * Any Throwable is a logged 500 with a safe message.
	 *
	 * @dataProvider failures
	 *
	 * @param string $route  Probe route.
	 * @param string $logged What the log must hold.
	 */
	public function test_any_throwable_becomes_a_logged_internal_error( string $route, string $logged ): void {
		$response = $this->rest( 'POST', '/stencilbox/v1/probe/' . $route, array( 'x' => 1 ) );
		$this->assertSame( 500, $response->get_status() );
		$this->assertSame(
			array(
				'code'    => 'internal_error',
				'message' => 'Something went wrong.',
				'data'    => array( 'status' => 500 ),
			),
			$response->get_data(),
			'no exception text, SQL, file or trace in the answer'
		);
		$log = (string) file_get_contents( $this->log );
		$this->assertStringContainsString( 'Stencilbox: POST /stencilbox/v1/probe/' . $route . ' failed: ', $log );
		$this->assertStringContainsString( $logged, $log );
		$this->assertStringContainsString( 'ProbeController.php:', $log );
		$this->assertStringNotContainsString( '#0 ', $log, 'no trace: its arguments may hold what the caller sent' );
	}

	public function test_a_json_body_that_is_not_an_object_is_refused_before_the_callback(): void {
		$request = new \WP_REST_Request( 'POST', '/stencilbox/v1/probe/runtime' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( '[1,2]' );
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		$this->assertSame( '', (string) file_get_contents( $this->log ) );
	}
}
