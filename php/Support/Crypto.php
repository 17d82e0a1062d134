<?php
/**
 * Secrets at rest (the site's copy of an API key), encrypted with a key
 * derived from the site's salts.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Authenticated encryption (libsodium secretbox). A database dump alone does
 * not reveal the secrets; changing the site's salts makes them unreadable,
 * which signs everyone out of the library, as it does of WordPress.
 */
final class Crypto {
	private const VERSION = 'sb1:';

	/**
	 * Encrypts a secret.
	 *
	 * @param string $plain Secret.
	 */
	public function encrypt( string $plain ): string {
		$nonce = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		return self::VERSION . base64_encode( $nonce . sodium_crypto_secretbox( $plain, $nonce, $this->key() ) );
	}

	/**
	 * Decrypts a secret; null when it was tampered with or the salts changed.
	 *
	 * @param string $sealed Encrypted value.
	 */
	public function decrypt( string $sealed ): ?string {
		if ( ! str_starts_with( $sealed, self::VERSION ) ) {
			return null;
		}
		$raw = base64_decode( substr( $sealed, strlen( self::VERSION ) ), true );
		if ( false === $raw || strlen( $raw ) <= SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ) {
			return null;
		}
		$plain = sodium_crypto_secretbox_open(
			substr( $raw, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ),
			substr( $raw, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ),
			$this->key()
		);
		return false === $plain ? null : $plain;
	}

	/**
	 * The encryption key, derived from the site's salts.
	 */
	private function key(): string {
		return hash_hkdf( 'sha256', wp_salt( 'auth' ) . wp_salt( 'secure_auth' ), SODIUM_CRYPTO_SECRETBOX_KEYBYTES, 'stencilbox-secrets-v1' );
	}
}
