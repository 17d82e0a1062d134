<?php
/**
 * Probe regression [5] hole 6: the hub address setting cannot probe
 * internal services, and never echoes what an address answered. Also the
 * site key a hub owner gives this site.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Site\Hub\HttpHubClient;
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Tests\TestCase;

/**
 * POST /settings {hub_url, hub_site_key}.
 *
 * @group object-cache
 */
final class HubSettingsTest extends TestCase {
	/**
	 * Requests that reached a transport (URL → args).
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $sent = array();

	/**
	 * Records a request that went out.
	 *
	 * @param mixed                $response Response.
	 * @param string               $context  Context.
	 * @param string               $transport Transport class.
	 * @param array<string, mixed> $args     Arguments.
	 * @param string               $url      URL.
	 */
	public function record( mixed $response, mixed $context, mixed $transport, mixed $args, mixed $url ): void {
		// WordPress reports a URL its safe API refused here too; that one
		// never reached a transport.
		if ( is_wp_error( $response ) && 'A valid URL was not provided.' === $response->get_error_message() ) {
			return;
		}
		$this->sent[ (string) $url ] = (array) $args;
	}

	protected function setUp(): void {
		parent::setUp();
		add_action( 'http_api_debug', array( $this, 'record' ), 10, 5 );
		$this->login_as( 'administrator' );
	}

	protected function tearDown(): void {
		remove_action( 'http_api_debug', array( $this, 'record' ), 10 );
		parent::tearDown();
	}

	/**
	 * Answers every outgoing request with a fixed body (after WordPress's
	 * own URL checks, which run when `reject_unsafe_urls` is set).
	 *
	 * @param int    $status Status.
	 * @param string $body   Body.
	 */
	private function answer( int $status, string $body ): callable {
		$answer = function ( mixed $pre, array $args, string $url ) use ( $status, $body ): array|\WP_Error {
			if ( ! empty( $args['reject_unsafe_urls'] ) && false === wp_http_validate_url( $url ) ) {
				return new \WP_Error( 'http_request_failed', 'A valid URL was not provided.' );
			}
			$this->sent[ $url ] = $args;
			return array(
				'headers'  => array( 'content-type' => 'application/json' ),
				'body'     => $body,
				'response' => array(
					'code'    => $status,
					'message' => 'x',
				),
				'cookies'  => array(),
				'filename' => null,
			);
		};
		add_filter( 'pre_http_request', $answer, 10, 3 );
		return $answer;
	}

	public function test_private_and_loopback_addresses_are_never_requested(): void {
		foreach ( array( 'http://127.0.0.1:3306', 'http://10.0.0.5', 'http://192.168.1.1:8080', 'http://169.254.169.254', 'http://localhost:6379' ) as $url ) {
			$response = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_url' => $url ) );
			$this->assertSame( 400, $response->get_status(), $url );
			$this->assertSame( 'invalid_hub', $response->get_data()['code'] );
			$this->assertStringContainsString( 'No Stencilbox hub answered at that address.', $response->get_data()['message'] );
		}
		$this->assertSame( array(), array_keys( $this->sent ), 'nothing left the site' );
		$this->assertSame( '', HubClientFactory::hub_url() );
	}

	public function test_what_an_address_answers_is_never_echoed(): void {
		$answer = $this->answer( 500, '{"code":"boom","message":"SECRET from an internal service"}' );
		$failed = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_url' => 'https://93.184.216.34' ) );
		remove_filter( 'pre_http_request', $answer, 10 );
		$this->assertSame( 'invalid_hub', $failed->get_data()['code'] );
		$this->assertStringNotContainsString( 'SECRET', (string) wp_json_encode( $failed->get_data() ) );
		$this->assertTrue( $this->sent[ 'https://93.184.216.34/?rest_route=%2Fstencilbox-hub%2Fv1%2Finfo' ]['reject_unsafe_urls'], 'sent through the safe HTTP API' );

		$answer = $this->answer( 200, '{"message":"SECRET","hub":"other"}' );
		$other  = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_url' => 'https://93.184.216.34' ) );
		remove_filter( 'pre_http_request', $answer, 10 );
		$this->assertSame( 'invalid_hub', $other->get_data()['code'] );
		$this->assertStringNotContainsString( 'SECRET', (string) wp_json_encode( $other->get_data() ) );
		// Whether something answered or not, the same words: no map of a
		// host's open ports (found by probing, 2026-12-04).
		$nothing = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_url' => 'http://127.0.0.1:3306' ) );
		$this->assertSame( $nothing->get_data()['message'], $failed->get_data()['message'] );
		$this->assertSame( $nothing->get_data()['message'], $other->get_data()['message'] );
	}

	public function test_a_private_hub_works_only_when_its_host_is_listed(): void {
		$answer = $this->answer( 200, '{"hub":"stencilbox","accepts_remote":true}' );
		$this->assertSame( 400, $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_url' => 'http://127.0.0.1:8999' ) )->get_status() );
		$list = static fn(): string => '127.0.0.1';
		add_filter( 'stencilbox_private_hub_hosts', $list );
		$saved = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_url' => 'http://127.0.0.1:8999' ) );
		// Listing a host allows the hub's own origin, not the host's other ports.
		$other_port = ( new HttpHubClient( 'http://127.0.0.1:8999' ) )->hub_id();
		remove_filter( 'stencilbox_private_hub_hosts', $list );
		remove_filter( 'pre_http_request', $answer, 10 );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( 'http://127.0.0.1:8999', HubClientFactory::hub_url() );
		$this->assertSame( 'http://127.0.0.1:8999', $other_port );
		$this->assertFalse( \Stencilbox\Site\Hub\HubHttp::is_listed( '127.0.0.1' ), 'listed only through the filter or the constant' );
	}

	public function test_the_site_key_is_stored_encrypted_sent_to_the_hub_and_never_shown(): void {
		$key = 'sbx_' . str_repeat( 'k', 40 );
		$this->assertSame( 400, $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_site_key' => 'not a key' ) )->get_status() );
		$saved = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_site_key' => $key ) )->get_data();
		$this->assertTrue( $saved['has_site_key'] );
		$this->assertSame( array( 'hub_url', 'site_url', 'has_site_key', 'inserter_patterns', 'remove_content', 'hub_packages', 'hub_packages_network', 'hub_packages_locked', 'network_library', 'connection' ), array_keys( $saved ), 'whether this hub serves others is the hub\'s setting' );
		$this->assertStringNotContainsString( $key, (string) wp_json_encode( $saved ) );
		$this->assertStringNotContainsString( $key, (string) wp_json_encode( $this->rest( 'GET', '/stencilbox/v1/settings' )->get_data() ) );
		$raw = (string) get_option( HubClientFactory::SITE_KEY_OPTION );
		$this->assertStringStartsWith( 'sb1:', $raw );
		$this->assertStringNotContainsString( 'sbx_', $raw );
		$this->assertSame( $key, HubClientFactory::site_key() );

		$answer = $this->answer( 200, '{"hub":"stencilbox"}' );
		( new HttpHubClient( 'https://93.184.216.34', HubClientFactory::site_key() ) )->request( 'GET', '/info' );
		remove_filter( 'pre_http_request', $answer, 10 );
		$this->assertSame( $key, reset( $this->sent )['headers'][ HttpHubClient::SITE_KEY_HEADER ] );

		// A key belongs to one hub: another hub address drops it; '' removes it.
		$answer = $this->answer( 200, '{"hub":"stencilbox"}' );
		$moved  = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_url' => 'https://93.184.216.34' ) )->get_data();
		remove_filter( 'pre_http_request', $answer, 10 );
		$this->assertSame( 'https://93.184.216.34', $moved['hub_url'] );
		$this->assertFalse( $moved['has_site_key'] );
		$this->assertTrue( $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_site_key' => $key ) )->get_data()['has_site_key'] );
		$this->assertFalse( $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_site_key' => '' ) )->get_data()['has_site_key'] );
		$this->assertNull( HubClientFactory::site_key() );
	}

	public function test_saving_a_hub_says_what_answers_there_and_the_hub_screen_goes(): void {
		// This site's own hub: nothing to connect to.
		$this->assertNull( $this->rest( 'GET', '/stencilbox/v1/settings' )->get_data()['connection'] );

		$answer = function ( mixed $pre, array $args, string $url ): array {
			$body = str_contains( urldecode( $url ), '/catalog/counts' )
				? array(
					'pages'    => 20,
					'sections' => 21,
					'packs'    => 3,
				)
				: array(
					'name'           => 'Agency hub',
					'hub'            => 'stencilbox',
					'accepts_remote' => true,
				);
			return self::http_ok( (string) wp_json_encode( $body ) );
		};
		add_filter( 'pre_http_request', $answer, 10, 3 );
		$saved = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_url' => 'https://93.184.216.34' ) );
		remove_filter( 'pre_http_request', $answer, 10 );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame(
			array(
				'reachable' => true,
				'name'      => 'Agency hub',
				'items'     => 44,
			),
			$saved->get_data()['connection']
		);

		// The hub stops answering: the settings say so (and still load).
		$down = static fn(): \WP_Error => new \WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' );
		add_filter( 'pre_http_request', $down );
		$now = $this->rest( 'GET', '/stencilbox/v1/settings' );
		remove_filter( 'pre_http_request', $down );
		$this->assertSame( 200, $now->get_status() );
		$this->assertFalse( $now->get_data()['connection']['reachable'] );

		// A client site shows no "Library hub" screen (it publishes nothing here).
		$this->assertFalse( \Stencilbox\Plugin::own_hub() );
		update_option( HubClientFactory::OPTION, '' );
		$this->assertTrue( \Stencilbox\Plugin::own_hub() );
	}
}
