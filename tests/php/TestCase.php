<?php
/**
 * Base for integration tests on a real WordPress.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * Each test runs in a DB transaction rolled back afterwards; any
 * `_doing_it_wrong` or deprecation WordPress reports fails the test.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {
	/**
	 * WordPress notices collected during the test.
	 *
	 * @var string[]
	 */
	protected array $wp_notices = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->suppress_errors = false;
		$wpdb->show_errors     = false;
		$wpdb->query( 'START TRANSACTION' );
		$GLOBALS['wp_rest_server'] = null;
		$GLOBALS['wp_scripts']     = null;
		$GLOBALS['wp_styles']      = null;
		wp_set_current_user( 0 );
		$this->wp_notices = array();
		foreach ( array( 'doing_it_wrong_run', 'deprecated_function_run', 'deprecated_argument_run', 'deprecated_hook_run' ) as $hook ) {
			add_action( $hook, array( $this, 'record_wp_notice' ), 10, 2 );
		}
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		add_filter( 'deprecated_function_trigger_error', '__return_false' );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		$GLOBALS['wp_rest_server'] = null;
		wp_set_current_user( 0 );
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		$notices  = $this->wp_notices;
		foreach ( array( 'doing_it_wrong_run', 'deprecated_function_run', 'deprecated_argument_run', 'deprecated_hook_run' ) as $hook ) {
			remove_action( $hook, array( $this, 'record_wp_notice' ), 10 );
		}
		remove_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		remove_filter( 'deprecated_function_trigger_error', '__return_false' );
		parent::tearDown();
		$this->assertSame( array(), $notices, 'WordPress reported notices' );
	}

	/**
	 * Records a `_doing_it_wrong` / deprecation.
	 *
	 * @param string $what    Function, hook or argument.
	 * @param string $message Message.
	 */
	public function record_wp_notice( $what, $message = '' ): void {
		$this->wp_notices[] = $what . ': ' . ( is_string( $message ) ? $message : '' );
	}

	/**
	 * Dispatches a REST request in-process.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route, e.g. `/stencilbox/v1/items`.
	 * @param array<string, mixed> $params Parameters (query for GET, JSON body otherwise).
	 */
	protected function rest( string $method, string $route, array $params = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} elseif ( $params ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $params ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * Creates a WordPress user with a role and makes them current.
	 *
	 * @param string $role Role.
	 * @return int User id.
	 */
	protected function login_as( string $role ): int {
		$id = wp_insert_user(
			array(
				'user_login' => $role . '-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => $role . '-' . wp_generate_password( 6, false ) . '@example.org',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		wp_set_current_user( $id );
		return $id;
	}
}
