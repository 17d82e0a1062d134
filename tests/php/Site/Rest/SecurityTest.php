<?php
/**
 * Every site route refuses anonymous callers; bad input is refused with the
 * spec's code and stores nothing; API keys never reach another account.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Support\Names;
use Stencilbox\Tests\AccountTestCase;

/**
 * Authorization and input handling across routes.
 */
final class SecurityTest extends AccountTestCase {
	/**
	 * Every registered route of a namespace, with concrete paths.
	 *
	 * @param string $namespace Namespace.
	 * @return array<int, array{0:string,1:string}> [method, path]
	 */
	private function routes( string $namespace ): array {
		$out = array();
		foreach ( rest_get_server()->get_routes( $namespace ) as $pattern => $handlers ) {
			if ( '/' . $namespace === $pattern ) {
				continue;
			}
			$path = preg_replace( array( '#\(\?P<id>[^)]+\)#', '#\(\?P<[a-z_]+>[^)]+\)#' ), array( '1', 'x' ), $pattern );
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( $handler['methods'] ) as $method ) {
					$out[] = array( $method, $path );
				}
			}
		}
		return $out;
	}

	public function test_every_site_route_answers_401_to_anonymous_callers_even_with_bad_input(): void {
		$routes = $this->routes( Names::REST_NAMESPACE );
		$this->assertGreaterThan( 10, count( $routes ) );
		foreach ( $routes as [ $method, $path ] ) {
			foreach ( array( array(), array( 'page' => 'abc', 'email' => array( 1 ) ) ) as $params ) {
				$response = $this->rest( $method, $path, $params );
				$this->assertSame( 401, $response->get_status(), "$method $path" );
			}
		}
	}

	public function test_every_site_route_refuses_a_subscriber(): void {
		$this->login_as( 'subscriber' );
		foreach ( $this->routes( Names::REST_NAMESPACE ) as [ $method, $path ] ) {
			$this->assertSame( 403, $this->rest( $method, $path )->get_status(), "$method $path" );
		}
	}

	public function test_settings_are_for_administrators_only(): void {
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/stencilbox/v1/settings' )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_url' => '' ) )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', '/stencilbox-hub/v1/admin/settings' )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/stencilbox-hub/v1/admin/settings', array( 'accepts_remote' => true ) )->get_status() );
		$this->assertFalse( HubController::accepts_remote() );
		$this->login_as( 'administrator' );
		$bad = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_url' => 'ftp://example.org' ) );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 'invalid_hub', $bad->get_data()['code'] );
		$unreachable = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_url' => 'http://127.0.0.1:9' ) );
		$this->assertSame( 'invalid_hub', $unreachable->get_data()['code'] );
		$this->assertSame( '', get_option( 'stencilbox_hub_url', '' ), 'a bad hub URL is not saved' );
	}

	public function test_malformed_json_is_invalid_data_and_stores_nothing(): void {
		$this->login_as( 'editor' );
		$request = new \WP_REST_Request( 'POST', '/stencilbox/v1/signup' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( '{"first_name": "Ana", "email": ' );
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		$this->assertSame( 0, $this->account_count() );

		$request->set_body( '["a","b"]' );
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		$this->assertSame( 0, $this->account_count() );
	}

	public function test_wrong_types_and_oversized_fields_are_invalid_data(): void {
		$this->login_as( 'editor' );
		$cases = array(
			array( 'email' => 123 ),
			array( 'email' => array( 'a@b.co' ) ),
			array( 'first_name' => str_repeat( 'A', 101 ) ),
			array( 'password' => str_repeat( 'Aa1', 100 ) ),
			array( 'privacy_consent' => 'maybe' ),
		);
		foreach ( $cases as $case ) {
			$response = $this->rest( 'POST', '/stencilbox/v1/signup', $this->signup_fields( 'typed@example.org', $case ) );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $case ) );
			$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		}
		$this->assertSame( 0, $this->account_count() );
		$this->assertSame( array(), $this->mails );
	}

	public function test_unknown_plan_values_are_refused_and_change_nothing(): void {
		$this->login_as( 'editor' );
		$user = $this->signup( 'plan@example.org' )['user'];
		$this->login_as( 'administrator' );
		foreach ( array( array( 'plan' => 'platinum' ), array( 'plan_term' => 'monthly' ), array( 'is_verified' => 'yes please' ) ) as $case ) {
			$response = $this->rest( 'POST', '/stencilbox-hub/v1/admin/accounts/' . $user['id'], $case );
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		}
		$ok = $this->rest( 'POST', '/stencilbox-hub/v1/admin/accounts/' . $user['id'], array( 'plan' => 'pro', 'plan_term' => 'lifetime', 'is_verified' => true ) );
		$this->assertSame( 'pro_lifetime', $ok->get_data()['data']['plan'] );
		$this->assertTrue( $ok->get_data()['data']['is_verified'] );
		$this->assertSame( 404, $this->rest( 'POST', '/stencilbox-hub/v1/admin/accounts/999999', array( 'plan' => 'pro' ) )->get_status() );
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/stencilbox-hub/v1/admin/accounts' )->get_status(), 'hub admin is for administrators' );
	}

	public function test_a_key_never_reads_or_changes_another_account(): void {
		$keys  = new ApiKeys();
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'alice@example.org' ); // A personal key needs a verified address.
		$alice = $this->rest( 'POST', '/stencilbox/v1/profile/api-keys' )->get_data()['api_key'];
		$this->login_as( 'author' );
		$this->signup_with_plan( 'bob@example.org' );
		$bob    = $this->rest( 'POST', '/stencilbox/v1/profile/api-keys' )->get_data()['api_key'];
		$bob_id = $this->rest( 'GET', '/stencilbox/v1/profile/api-keys' )->get_data()['data'][0]['id'];

		$hub = function ( string $method, string $path, string $key, array $params = array() ): \WP_REST_Response {
			return \Stencilbox\Support\Rest\InternalDispatch::dispatch( \Stencilbox\Site\Hub\InProcessHubClient::hub_request( $method, $path, $params, $key ) );
		};
		wp_set_current_user( 0 );
		$this->assertSame( 'alice@example.org', $hub( 'GET', '/me', $alice )->get_data()['user']['email'] );
		$this->assertSame( 404, $hub( 'DELETE', '/me/api-keys/' . $bob_id, $alice, array( 'confirm' => true ) )->get_status() );
		$this->assertNotNull( $keys->verify( $bob ) );
		$this->assertStringNotContainsString( 'bob', (string) wp_json_encode( $hub( 'GET', '/me/api-keys', $alice )->get_data() ) );
		$this->assertSame( 401, $hub( 'GET', '/me', 'sbx_forged' )->get_status() );
		$this->assertSame( 'invalid_api_key', $hub( 'GET', '/me', 'sbx_forged' )->get_data()['code'] );
		// Hub administration never accepts an API key.
		$this->assertSame( 401, $hub( 'GET', '/admin/accounts', $alice )->get_status() );
	}

	public function test_hub_routes_over_http_need_the_owner_to_open_the_hub(): void {
		$response = rest_do_request( new \WP_REST_Request( 'GET', '/stencilbox-hub/v1/info' ) );
		$this->assertSame( 403, $response->get_status(), 'not dispatched in-process: an outside caller' );
		$this->assertSame( 'hub_closed', $response->get_data()['code'] );
		update_option( HubController::REMOTE_OPTION, true );
		$response = rest_do_request( new \WP_REST_Request( 'GET', '/stencilbox-hub/v1/info' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'stencilbox', $response->get_data()['hub'] );
	}
}
