<?php
/**
 * The hub client is built while plugins load, before WordPress's pluggable
 * functions (`wp_salt()`) exist: it must not decrypt the site key then.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Hub;

use Stencilbox\Site\Hub\HttpHubClient;
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Site\Migrations\Migration0003HubUrlAutoload;
use Stencilbox\Tests\TestCase;

/**
 * HubClientFactory::make() with a remote hub and a site key.
 *
 * @database-neutral reads an option row to check it is encrypted; when the client is built.
 */
final class HubClientFactoryTest extends TestCase {
	public function test_the_site_key_is_decrypted_only_when_a_request_needs_it(): void {
		$key = 'sbx_' . str_repeat( 's', 40 );
		HubClientFactory::save_site_key( $key );
		update_option( HubClientFactory::OPTION, 'https://93.184.216.34' );
		$salts = 0;
		$count = static function ( mixed $salt ) use ( &$salts ): mixed {
			++$salts;
			return $salt;
		};
		$sent  = array();
		$reply = static function ( mixed $pre, array $args ) use ( &$sent ): array {
			unset( $pre );
			$sent = $args;
			return self::http_ok( '{"hub":"stencilbox"}', '' );
		};
		add_filter( 'salt', $count );
		add_filter( 'pre_http_request', $reply, 10, 2 );
		$client = HubClientFactory::make();
		$built  = $salts;
		$client->request( 'GET', '/info' );
		remove_filter( 'salt', $count );
		remove_filter( 'pre_http_request', $reply, 10 );
		$this->assertInstanceOf( HttpHubClient::class, $client );
		$this->assertSame( 0, $built, 'building the client needs no salt' );
		$this->assertGreaterThan( 0, $salts );
		$this->assertSame( $key, $sent['headers'][ HttpHubClient::SITE_KEY_HEADER ] );
	}

	public function test_the_hub_address_is_read_with_the_autoloaded_options(): void {
		global $wpdb;
		// A site that never chose a hub: the migration stores '' autoloaded.
		delete_option( HubClientFactory::OPTION );
		( new Migration0003HubUrlAutoload() )->up( $wpdb );
		$this->assert_autoloaded();
		// A chosen hub stays autoloaded, and so does going back to this site's own.
		update_option( HubClientFactory::OPTION, 'https://hub.example' );
		$this->assert_autoloaded();
		update_option( HubClientFactory::OPTION, '', true );
		$this->assert_autoloaded();

		// Booting reads it without asking the database.
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		wp_cache_delete( HubClientFactory::OPTION, 'options' );
		wp_load_alloptions();
		$before = $wpdb->num_queries;
		$this->assertSame( '', HubClientFactory::hub_url() );
		$this->assertSame( $before, $wpdb->num_queries );
	}

	private function assert_autoloaded(): void {
		global $wpdb;
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", HubClientFactory::OPTION ) );
		$this->assertContains( $autoload, wp_autoload_values_to_autoload() );
	}
}
