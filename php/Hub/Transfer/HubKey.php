<?php
/**
 * The hub's signing key: an Ed25519 key pair (libsodium), made once, the
 * secret half stored encrypted like every other secret (Support\Crypto).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Transfer;

use Stencilbox\Support\Crypto;
use Stencilbox\Support\MadeOnce;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Made on first use (the first export or verify), not by a migration: a
 * hub that never moves its library never holds one. The first writer wins
 * when two requests make one at once, and a stale cache never makes a
 * second (`MadeOnce`); the loser reads the winner's. The public half and its fingerprint say which hub signed a
 * library bundle (`LibraryBundle`).
 */
final class HubKey {
	/** Not autoloaded: read only when a bundle is written or checked. */
	public const OPTION = 'stencilbox_hub_signing_key';

	/**
	 * Constructor.
	 *
	 * @param Crypto $crypto Secrets at rest.
	 */
	public function __construct( private Crypto $crypto = new Crypto() ) {}

	/**
	 * The public key (32 raw bytes), made when there is none yet.
	 */
	public function public_key(): string {
		return $this->pair()['public'];
	}

	/**
	 * This hub's fingerprint.
	 */
	public function fingerprint(): string {
		return self::fingerprint_of( $this->public_key() );
	}

	/**
	 * A detached Ed25519 signature.
	 *
	 * @param string $message Message.
	 * @throws HttpError 500 `signing_key_unreadable` when the secret cannot be decrypted (the site's salts changed).
	 */
	public function sign( string $message ): string {
		$secret = $this->pair()['secret'];
		if ( null === $secret ) {
			HttpError::raise( 'signing_key_unreadable', __( 'This hub’s signing key cannot be read (the site’s salts changed). Delete the stencilbox_hub_signing_key option to make a new one.', 'stencilbox' ), 500 );
		}
		return sodium_crypto_sign_detached( $message, $secret );
	}

	/**
	 * The fingerprint of a public key: its SHA-256, 64 hex digits.
	 *
	 * @param string $public_key Raw public key.
	 */
	public static function fingerprint_of( string $public_key ): string {
		return hash( 'sha256', $public_key );
	}

	/**
	 * The key pair (made once).
	 *
	 * @return array{public: string, secret: string|null}
	 */
	private function pair(): array {
		$stored = MadeOnce::option(
			self::OPTION,
			static fn( mixed $stored ): bool => is_array( $stored ) && isset( $stored['public'], $stored['secret'] ),
			function (): array {
				$pair = sodium_crypto_sign_keypair();
				return array(
					'public' => base64_encode( sodium_crypto_sign_publickey( $pair ) ),
					'secret' => $this->crypto->encrypt( sodium_crypto_sign_secretkey( $pair ) ),
				);
			}
		);
		$public = base64_decode( (string) ( $stored['public'] ?? '' ), true );
		if ( false === $public || SODIUM_CRYPTO_SIGN_PUBLICKEYBYTES !== strlen( $public ) ) {
			HttpError::raise( 'signing_key_unreadable', __( 'This hub’s signing key cannot be read (the site’s salts changed). Delete the stencilbox_hub_signing_key option to make a new one.', 'stencilbox' ), 500 );
		}
		$secret = $this->crypto->decrypt( (string) ( $stored['secret'] ?? '' ) );
		return array(
			'public' => $public,
			'secret' => null !== $secret && SODIUM_CRYPTO_SIGN_SECRETKEYBYTES === strlen( $secret ) ? $secret : null,
		);
	}
}
