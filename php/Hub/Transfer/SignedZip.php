<?php
/**
 * A zip signed as a whole: an Ed25519 signature over every byte of the
 * file, carried in the zip's own comment.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Transfer;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * A zip ends with its end-of-central-directory record (22 bytes, the last
 * two the comment's length) and the comment. `sign()` takes a finished zip
 * without a comment, hashes every byte before that length field (SHA-256,
 * streamed), and writes the comment: `SBLB1 <public key> <signature>`
 * (base64). `verify()` finds the record, reads the comment, and hashes the
 * same bytes again: a changed byte anywhere before the comment changes the
 * hash; a changed byte in the comment or its length breaks the signature or
 * its form. Either is refused (`bundle_signature_invalid`), before the zip
 * is opened. The file stays an ordinary zip any tool opens.
 */
final class SignedZip {
	/** What the comment starts with (the format's version). */
	public const MAGIC = 'SBLB1';

	/** What is signed: this, then the SHA-256 of the bytes. */
	private const CONTEXT = 'stencilbox-library-bundle-v1:';

	/** The end-of-central-directory record's signature and size. */
	private const EOCD     = "PK\x05\x06";
	private const EOCD_LEN = 22;

	/**
	 * Signs a finished zip (one without a comment) in place.
	 *
	 * @param string $path Zip file.
	 * @param HubKey $key  The hub's key.
	 * @throws HttpError 500 `export_failed` when the file is not such a zip.
	 */
	public static function sign( string $path, HubKey $key ): void {
		clearstatcache( true, $path );
		$size = (int) filesize( $path );
		$tail = self::read( $path, max( 0, $size - self::EOCD_LEN ), self::EOCD_LEN );
		if ( self::EOCD_LEN !== strlen( $tail ) || ! str_starts_with( $tail, self::EOCD ) || "\0\0" !== substr( $tail, -2 ) ) {
			HttpError::raise( 'export_failed', __( 'The bundle could not be written.', 'stencilbox' ), 500 );
		}
		$hash    = self::hash( $path, $size - 2 );
		$comment = self::MAGIC . ' ' . base64_encode( $key->public_key() ) . ' ' . base64_encode( $key->sign( self::CONTEXT . $hash ) );
		// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_fopen, WordPress.WP.AlternativeFunctions.file_system_operations_fwrite, WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- our own temporary file, written in place at its end.
		$handle = fopen( $path, 'r+b' );
		if ( false === $handle || 0 !== fseek( $handle, $size - 2 ) || false === fwrite( $handle, pack( 'v', strlen( $comment ) ) . $comment ) ) {
			HttpError::raise( 'export_failed', __( 'The bundle could not be written.', 'stencilbox' ), 500 );
		}
		fclose( $handle );
		// phpcs:enable WordPress.WP.AlternativeFunctions.file_system_operations_fopen, WordPress.WP.AlternativeFunctions.file_system_operations_fwrite, WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		// The size PHP noted above is the unsigned one: a download's Content-Length reads it next.
		clearstatcache( true, $path );
	}

	/**
	 * Checks a file's signature.
	 *
	 * @param string $path File.
	 * @return string The signer's public key (raw).
	 * @throws HttpError 400 `bundle_signature_invalid` for an unsigned, changed or truncated file.
	 */
	public static function verify( string $path ): string {
		clearstatcache( true, $path );
		$size = is_file( $path ) ? (int) filesize( $path ) : 0;
		// The comment has a fixed length: the record sits that far from the end.
		$comment_len = strlen( self::MAGIC ) + 2 + 4 * (int) ceil( SODIUM_CRYPTO_SIGN_PUBLICKEYBYTES / 3 ) + 4 * (int) ceil( SODIUM_CRYPTO_SIGN_BYTES / 3 );
		$at          = $size - self::EOCD_LEN - $comment_len;
		$record      = $at >= 0 ? self::read( $path, $at, self::EOCD_LEN + $comment_len ) : '';
		if ( strlen( $record ) !== self::EOCD_LEN + $comment_len || ! str_starts_with( $record, self::EOCD ) || pack( 'v', $comment_len ) !== substr( $record, 20, 2 ) ) {
			self::refuse( __( 'This file is not a signed library bundle (no Stencilbox signature at its end), or it was cut short.', 'stencilbox' ) );
		}
		$parts = explode( ' ', substr( $record, self::EOCD_LEN ) );
		$pub   = base64_decode( (string) ( $parts[1] ?? '' ), true );
		$sig   = base64_decode( (string) ( $parts[2] ?? '' ), true );
		if ( 3 !== count( $parts ) || self::MAGIC !== $parts[0] || false === $pub || false === $sig || SODIUM_CRYPTO_SIGN_PUBLICKEYBYTES !== strlen( $pub ) || SODIUM_CRYPTO_SIGN_BYTES !== strlen( $sig ) ) {
			self::refuse( __( 'The bundle’s signature is damaged.', 'stencilbox' ) );
		}
		if ( ! sodium_crypto_sign_verify_detached( $sig, self::CONTEXT . self::hash( $path, $at + 20 ), $pub ) ) {
			self::refuse( __( 'The bundle was changed after it was signed: its signature does not match its content. Nothing was written.', 'stencilbox' ) );
		}
		return $pub;
	}

	/**
	 * Refuses a file.
	 *
	 * @param string $message Why.
	 * @throws HttpError Always.
	 */
	private static function refuse( string $message ): never {
		HttpError::raise( 'bundle_signature_invalid', $message, 400 );
	}

	/**
	 * The SHA-256 (hex) of a file's first bytes, streamed.
	 *
	 * @param string $path   File.
	 * @param int    $length How many bytes.
	 */
	private static function hash( string $path, int $length ): string {
		$context = hash_init( 'sha256' );
		// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_fopen, WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- read in bounded pieces, never whole.
		$handle = fopen( $path, 'rb' );
		if ( false !== $handle ) {
			hash_update_stream( $context, $handle, $length );
			fclose( $handle );
		}
		// phpcs:enable WordPress.WP.AlternativeFunctions.file_system_operations_fopen, WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		return hash_final( $context );
	}

	/**
	 * Bytes of a file.
	 *
	 * @param string $path   File.
	 * @param int    $offset Where.
	 * @param int    $length How many.
	 */
	private static function read( string $path, int $offset, int $length ): string {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file's last bytes.
		$bytes = is_readable( $path ) ? file_get_contents( $path, false, null, $offset, $length ) : false;
		return false === $bytes ? '' : $bytes;
	}
}
