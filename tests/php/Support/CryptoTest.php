<?php
/**
 * Secrets at rest.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Support\Crypto;
use Stencilbox\Tests\TestCase;

/**
 * Round trip, tampering, salts.
 */
final class CryptoTest extends TestCase {
	public function test_round_trip_with_a_fresh_nonce_each_time(): void {
		$crypto = new Crypto();
		$a      = $crypto->encrypt( 'sbx_secret' );
		$b      = $crypto->encrypt( 'sbx_secret' );
		$this->assertNotSame( $a, $b );
		$this->assertStringNotContainsString( 'sbx_secret', $a );
		$this->assertSame( 'sbx_secret', $crypto->decrypt( $a ) );
	}

	public function test_tampered_or_foreign_values_do_not_decrypt(): void {
		$crypto = new Crypto();
		$sealed = $crypto->encrypt( 'sbx_secret' );
		$raw    = base64_decode( substr( $sealed, 4 ) );
		$raw[30] = chr( ord( $raw[30] ) ^ 1 );
		$this->assertNull( $crypto->decrypt( 'sb1:' . base64_encode( $raw ) ) );
		$this->assertNull( $crypto->decrypt( 'sbx_secret' ) );
		$this->assertNull( $crypto->decrypt( 'sb1:%%%' ) );
		$this->assertNull( $crypto->decrypt( 'sb1:' ) );
	}

	public function test_changing_the_salts_makes_secrets_unreadable(): void {
		$crypto = new Crypto();
		$sealed = $crypto->encrypt( 'sbx_secret' );
		$salt   = static fn( mixed $value, mixed $scheme ): mixed => 'auth' === $scheme ? 'rotated-' . $value : $value;
		add_filter( 'salt', $salt, 10, 2 );
		$this->assertNull( $crypto->decrypt( $sealed ) );
		remove_filter( 'salt', $salt, 10 );
		$this->assertSame( 'sbx_secret', $crypto->decrypt( $sealed ) );
	}
}
