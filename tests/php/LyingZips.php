<?php
/**
 * Zips edited as an attacker would: an entry that claims fewer bytes than
 * it unpacks to (SafeZip::read()).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * Edits a zip file in place.
 */
final class LyingZips {
	/** What an edited entry claims to hold. */
	public const CLAIM = 1000;

	/**
	 * Makes the entry `$name` claim CLAIM bytes, in its local header and in
	 * the central directory (libzip reads the latter, the former must
	 * agree). Fails the test when the entry is not found in both.
	 *
	 * @param string $path Zip file (stored or deflated, no zip64).
	 * @param string $name Entry name.
	 */
	public static function understate( string $path, string $name ): void {
		$bytes = (string) file_get_contents( $path );
		$edits = 0;
		// Local header: name at 30, uncompressed size at 22. Central: name at 46, size at 24.
		foreach ( array( array( "PK\x03\x04", 30, 22 ), array( "PK\x01\x02", 46, 24 ) ) as [ $signature, $name_at, $size_at ] ) {
			for ( $at = strpos( $bytes, $signature ); false !== $at; $at = strpos( $bytes, $signature, $at + 4 ) ) {
				if ( substr( $bytes, $at + $name_at, strlen( $name ) ) === $name ) {
					$bytes = substr_replace( $bytes, pack( 'V', self::CLAIM ), $at + $size_at, 4 );
					++$edits;
				}
			}
		}
		\PHPUnit\Framework\Assert::assertSame( 2, $edits, "both headers of $name were edited" );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's own temporary zip.
	}
}
