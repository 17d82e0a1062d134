<?php
/**
 * API keys are stored hashed, shown once, revocable, and checked strictly.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Accounts;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Support\Names;
use Stencilbox\Tests\TestCase;

/**
 * ApiKeys against the real table.
 *
 * @group database
 */
final class ApiKeysTest extends TestCase {
	public function test_keys_are_stored_only_as_a_keyed_hash(): void {
		global $wpdb;
		$keys = new ApiKeys();
		$key  = $keys->create( 41, 'site.example', ApiKeys::KIND_PERSONAL );
		$this->assertMatchesRegularExpression( '/^sbx_[A-Za-z0-9]{40}$/', $key );
		$row = $wpdb->get_row( 'SELECT * FROM ' . Names::table( 'api_keys' ) . ' ORDER BY id DESC LIMIT 1', ARRAY_A );
		$this->assertStringNotContainsString( substr( $key, 4 ), implode( '|', $row ) );
		$this->assertSame( $keys->hash( $key ), $row['key_hash'] );
		$this->assertNotSame( hash( 'sha256', $key ), $row['key_hash'], 'keyed with the hub secret, not a bare hash' );
		$this->assertSame( 'sbx_' . substr( $key, 4, 6 ), $row['key_prefix'] );
		$this->assertSame( 41, $keys->verify( $key )['account_id'] );
		// The secret is not autoloaded on every request.
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", ApiKeys::SECRET_OPTION ) );
		$this->assertNotContains( $autoload, array( 'yes', 'on', 'auto-on', 'auto' ) );
	}

	public function test_wrong_malformed_and_revoked_keys_fail(): void {
		$keys = new ApiKeys();
		$key  = $keys->create( 7, 'x' );
		$this->assertNull( $keys->verify( $key . 'x' ) );
		$this->assertNull( $keys->verify( 'nope' ) );
		$this->assertNull( $keys->verify( 'sbx_' . str_repeat( 'a', 200 ) ) );
		$id = $keys->for_account( 7 )[0]['id'];
		$this->assertFalse( $keys->revoke( $id, 8 ), 'another account cannot revoke it' );
		$this->assertNotNull( $keys->verify( $key ) );
		$this->assertTrue( $keys->revoke( $id, 7 ) );
		$this->assertNull( $keys->verify( $key ) );
		$this->assertFalse( $keys->revoke( $id ), 'already revoked' );
		$this->assertTrue( $keys->for_account( 7 )[0]['revoked'] );
	}

	public function test_listing_never_returns_the_key(): void {
		$keys = new ApiKeys();
		$key  = $keys->create( 9, 'label' );
		$this->assertStringNotContainsString( $key, (string) wp_json_encode( $keys->for_account( 9 ) ) );
	}
}
