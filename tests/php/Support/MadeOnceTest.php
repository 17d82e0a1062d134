<?php
/**
 * The hub's secrets are made once: a stale options cache (a persistent
 * cache that says the option is missing, or a request that has not seen
 * another's insert) never makes a second one over the first (found by
 * review: `add_option()` then writes with INSERT … ON DUPLICATE KEY UPDATE,
 * and the API-key secret was also `update_option()`ed when the add failed).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Transfer\HubKey;
use Stencilbox\Support\MadeOnce;
use Stencilbox\Tests\TestCase;

/**
 * MadeOnce, through the two secrets that use it.
 *
 * @group database
 */
final class MadeOnceTest extends TestCase {
	/**
	 * Makes WordPress's options cache say an option does not exist, as a
	 * stale cache would.
	 *
	 * @param string $name Option.
	 */
	private static function cache_says_missing( string $name ): void {
		wp_cache_delete( $name, 'options' );
		$missing          = (array) wp_cache_get( 'notoptions', 'options' );
		$missing[ $name ] = true;
		wp_cache_set( 'notoptions', $missing, 'options' );
		self::assertFalse( get_option( $name ), 'the cache says there is none' );
	}

	public function test_a_stale_cache_does_not_replace_the_api_key_secret(): void {
		$keys = new ApiKeys();
		$key  = $keys->create( 7, 'laptop' );
		$this->assertSame( 7, $keys->verify( $key )['account_id'] ?? null );

		self::cache_says_missing( ApiKeys::SECRET_OPTION );
		$this->assertSame( 7, ( new ApiKeys() )->verify( $key )['account_id'] ?? null, 'the key still verifies: the secret is the one it was hashed with' );
		$this->assertSame( 7, ( new ApiKeys() )->verify( $key )['account_id'] ?? null, 'and the cache holds it again' );
	}

	public function test_a_stale_cache_does_not_replace_the_hub_signing_key(): void {
		$public = ( new HubKey() )->public_key();
		self::cache_says_missing( HubKey::OPTION );
		$this->assertSame( $public, ( new HubKey() )->public_key(), 'the same key pair' );
	}

	public function test_a_value_that_is_no_good_is_replaced_once_and_a_good_one_never(): void {
		$name = 'stencilbox_test_made_once';
		$good = static fn( mixed $value ): bool => is_string( $value ) && 8 === strlen( $value );
		$made = 0;
		$make = static function () use ( &$made ): string {
			return sprintf( '%08d', ++$made );
		};
		update_option( $name, 'bad', false );
		$this->assertSame( '00000001', MadeOnce::option( $name, $good, $make ) );
		$this->assertSame( '00000001', get_option( $name ) );
		self::cache_says_missing( $name );
		$this->assertSame( '00000001', MadeOnce::option( $name, $good, $make ) );
		$this->assertSame( 1, $made, 'made once' );
		delete_option( $name );
		$this->assertSame( '00000002', MadeOnce::option( $name, $good, $make ), 'none stored: made' );
	}
}
