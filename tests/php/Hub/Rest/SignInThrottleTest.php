<?php
/**
 * Probe regression [5] hole 5: the hub's per-address sign-in throttle cannot
 * be bypassed by a caller-supplied `client_ip`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Rest;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Accounts\Throttle;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Site\Hub\HttpHubClient;
use Stencilbox\Tests\AccountTestCase;

/**
 * Sign-ins over HTTP from other sites (direct dispatch stands for HTTP).
 *
 * @group object-cache
 * @group database
 */
final class SignInThrottleTest extends AccountTestCase {
	private string $previous_addr = '';

	protected function setUp(): void {
		parent::setUp();
		update_option( HubController::REMOTE_OPTION, 1 );
		$this->previous_addr   = (string) ( $_SERVER['REMOTE_ADDR'] ?? '' );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
	}

	protected function tearDown(): void {
		$_SERVER['REMOTE_ADDR'] = $this->previous_addr;
		parent::tearDown();
	}

	/**
	 * A failed sign-in (a new email each time, so only the address limits).
	 *
	 * @param string      $client   Forwarded browser address.
	 * @param string|null $site_key Site key header.
	 */
	private function attempt( string $client, ?string $site_key = null ): int {
		$request = new \WP_REST_Request( 'POST', '/stencilbox-hub/v1/sessions' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'email'     => 'nobody-' . wp_generate_password( 8, false ) . '@example.org',
					'password'  => 'Wr0ngPassword',
					'client_ip' => $client,
				)
			)
		);
		if ( null !== $site_key ) {
			$request->set_header( HttpHubClient::SITE_KEY_HEADER, $site_key );
		}
		return rest_do_request( $request )->get_status();
	}

	public function test_a_new_client_ip_on_each_call_does_not_escape_the_address_limit(): void {
		for ( $i = 1; $i <= Throttle::MAX_FAILURES; $i++ ) {
			$this->assertSame( 401, $this->attempt( '198.51.100.' . $i ) );
		}
		$this->assertSame( 429, $this->attempt( '198.51.100.99' ), 'the caller’s own address is locked' );
		$this->assertSame( 429, $this->attempt( '198.51.100.100', 'sbx_' . str_repeat( 'A', 40 ) ), 'a forged site key changes nothing' );
	}

	public function test_an_account_key_is_not_a_site_key(): void {
		global $wpdb;
		$wpdb->insert(
			$wpdb->prefix . 'stencilbox_accounts',
			array(
				'email'  => 'member@example.org',
				'joined' => current_time( 'mysql', true ),
			)
		);
		$account_key = ( new ApiKeys() )->create( (int) $wpdb->insert_id, 'laptop' );
		for ( $i = 1; $i <= Throttle::MAX_FAILURES; $i++ ) {
			$this->attempt( '198.51.100.' . $i, $account_key );
		}
		$this->assertSame( 429, $this->attempt( '198.51.100.99', $account_key ) );
	}

	public function test_a_site_with_its_key_is_limited_per_visitor_and_as_a_whole(): void {
		$keys     = new ApiKeys();
		$site_key = $keys->create( 0, 'client site', ApiKeys::KIND_SITE );
		$this->assertNull( $keys->verify( $site_key ), 'a site key never authenticates an account' );

		for ( $i = 0; $i < Throttle::MAX_FAILURES; $i++ ) {
			$this->assertSame( 401, $this->attempt( '198.51.100.1', $site_key ) );
		}
		$this->assertSame( 429, $this->attempt( '198.51.100.1', $site_key ), 'that visitor is locked' );
		$this->assertSame( 401, $this->attempt( '198.51.100.2', $site_key ), 'another visitor of the site is not' );

		// The site's own address has a limit of its own, whatever it forwards.
		$made = Throttle::MAX_FAILURES + 1; // Failures recorded so far (a locked attempt records none).
		for ( $n = 3; $made < Throttle::SITE_MAX_FAILURES; $n++ ) {
			$this->attempt( '198.51.100.' . $n, $site_key );
			++$made;
		}
		$this->assertSame( 429, $this->attempt( '198.51.100.250', $site_key ) );

		// A revoked site key is an untrusted caller again.
		$row = $keys->for_sites()[0];
		$keys->revoke( (int) $row['id'] );
		$this->assertFalse( $keys->verify_site( $site_key ) );
	}
}
