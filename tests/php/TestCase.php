<?php
/**
 * Base for integration tests on a real WordPress.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * Each test runs in a DB transaction rolled back afterwards; any
 * `_doing_it_wrong` or deprecation WordPress reports fails the test, and so
 * does any successful answer of a Stencilbox route (site or hub, over
 * `rest()` or through the in-process hub client) that does not match the
 * response schema its route declares.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {
	/**
	 * WordPress notices collected during the test.
	 *
	 * @var string[]
	 */
	protected array $wp_notices = array();

	/**
	 * Answers that did not match their route's schema.
	 *
	 * @var string[]
	 */
	protected array $schema_problems = array();

	/**
	 * PHP's time limit when the first test began (0 on the command line).
	 *
	 * @var int|null
	 */
	private static ?int $time_limit = null;

	/**
	 * The hooks as each test began, restored after it (as WordPress's own
	 * test case does): a test names services' hooks (Plugin::hook()), and
	 * Elementor's data manager empties `rest_api_init` when it simulates
	 * REST in-process; neither may reach the next test.
	 *
	 * @var array<string, \WP_Hook>
	 */
	private array $hooks = array();

	/**
	 * Prepares each test.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		self::$time_limit    ??= (int) ini_get( 'max_execution_time' );
		$wpdb->suppress_errors = false;
		$wpdb->show_errors     = false;
		$wpdb->query( 'START TRANSACTION' );
		$this->hooks = array_map( static fn( \WP_Hook $hook ): \WP_Hook => clone $hook, $GLOBALS['wp_filter'] );
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
		$this->schema_problems = array();
		add_filter( 'rest_request_after_callbacks', array( $this, 'check_answer' ), 10, 3 );
	}

	/**
	 * Cleans up after each test.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		// WordPress's upgraders (plugin and theme installs) call
		// set_time_limit( 300 ): left so, the rest of the run would have
		// 300 s of CPU in all and die with "Maximum execution time exceeded".
		if ( (int) ini_get( 'max_execution_time' ) !== self::$time_limit ) {
			set_time_limit( (int) self::$time_limit );
		}
		wp_cache_flush();
		$GLOBALS['wp_rest_server'] = null;
		wp_set_current_user( 0 );
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		$notices  = $this->wp_notices;
		$answers  = $this->schema_problems;
		remove_filter( 'rest_request_after_callbacks', array( $this, 'check_answer' ), 10 );
		foreach ( array( 'doing_it_wrong_run', 'deprecated_function_run', 'deprecated_argument_run', 'deprecated_hook_run' ) as $hook ) {
			remove_action( $hook, array( $this, 'record_wp_notice' ), 10 );
		}
		remove_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		remove_filter( 'deprecated_function_trigger_error', '__return_false' );
		if ( $this->hooks ) {
			$GLOBALS['wp_filter'] = $this->hooks; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the hooks as the test began.
		}
		parent::tearDown();
		$this->assertSame( array(), $notices, 'WordPress reported notices' );
		$this->assertSame( array(), $answers, 'answers match their route schema' );
	}

	/**
	 * Checks a successful answer of one of our routes against its schema.
	 *
	 * @param mixed            $response Callback result.
	 * @param array            $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed The response, unchanged.
	 */
	public function check_answer( mixed $response, array $handler, \WP_REST_Request $request ): mixed {
		if ( is_wp_error( $response ) || ( $response instanceof \WP_HTTP_Response && $response->get_status() >= 400 ) ) {
			return $response;
		}
		$pattern = ResponseSchema::pattern( $request->get_method(), $request->get_route() );
		if ( null === $pattern ) {
			return $response;
		}
		$schema = $handler['response_schema'] ?? ResponseSchema::of( $pattern );
		$label  = $request->get_method() . ' ' . $request->get_route();
		if ( null === $schema ) {
			$this->schema_problems[] = "$label: the route has no response schema";
			return $response;
		}
		$data = $response instanceof \WP_HTTP_Response ? $response->get_data() : $response;
		foreach ( ResponseSchema::problems( $data, $schema, $label ) as $problem ) {
			$this->schema_problems[] = $problem;
		}
		return $response;
	}

	/**
	 * Records a `_doing_it_wrong` / deprecation.
	 *
	 * @param string $what    Function, hook or argument.
	 * @param string $message Message.
	 */
	public function record_wp_notice( mixed $what, mixed $message = '' ): void {
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
	 * A `200 OK` answer as WordPress's HTTP API gives it, for a
	 * `pre_http_request` stand-in.
	 *
	 * @param string      $body     Body.
	 * @param string      $type     Content type ('' for no header).
	 * @param string|null $filename Where a streamed download was to be written.
	 * @return array<string, mixed>
	 */
	protected static function http_ok( string $body, string $type = 'application/json', ?string $filename = null ): array {
		return array(
			'headers'  => '' === $type ? array() : array( 'content-type' => $type ),
			'body'     => $body,
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
			'filename' => $filename,
		);
	}

	/**
	 * A REST request that must answer a status: its data.
	 *
	 * @param int                  $status Expected status.
	 * @param string               $method HTTP method.
	 * @param string               $route  Route.
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>
	 */
	protected function answer_with( int $status, string $method, string $route, array $params = array() ): array {
		$response = $this->rest( $method, $route, $params );
		$this->assertSame( $status, $response->get_status(), "$method $route: " . wp_json_encode( $response->get_data() ) );
		return (array) $response->get_data();
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
