<?php
/**
 * One chunk of an id set: a bitmap of CHUNK_IDS item ids, as a PHP string.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * Item id `n` is bit `n % CHUNK_IDS` of chunk `n >> CHUNK_BITS` (bit 0 is
 * the lowest bit of the first byte). Set algebra is PHP's string `&`, `|`
 * and `~`, and counting is `count_chars()`: both run in C over 8 KB, so a
 * chunk costs the same however many of its ids are set.
 *
 * Stored as text (the database layer escapes it like any string):
 * `r` + base64 of the bitmap, or `z` + base64 of it deflated when that is at
 * most half as long (sparse chunks: a word prefix, a small category; a chunk
 * with more members than bytes is not even tried).
 */
final class Bitmap {
	/** Ids per chunk: 2^CHUNK_BITS. */
	public const CHUNK_BITS = 16;
	public const CHUNK_IDS  = 65536;
	/** Bytes of a chunk's bitmap. */
	public const BYTES = 8192;
	/** Bytes counted at a time when a page is looked for inside a chunk. */
	private const BLOCK = 256;

	/**
	 * Set bits of each byte value.
	 *
	 * @var int[]
	 */
	private static array $bits_in = array();

	/**
	 * An empty chunk.
	 */
	public static function zero(): string {
		return str_repeat( "\0", self::BYTES );
	}

	/**
	 * The chunk an id is in.
	 *
	 * @param int $id Item id.
	 */
	public static function chunk( int $id ): int {
		return $id >> self::CHUNK_BITS;
	}

	/**
	 * Sets or clears the bit of an id in its chunk's bitmap.
	 *
	 * @param string $bits Bitmap (changed).
	 * @param int    $id   Item id (its offset inside the chunk is used).
	 * @param bool   $on   Set (true) or clear.
	 */
	public static function put( string &$bits, int $id, bool $on ): void {
		$offset = $id & ( self::CHUNK_IDS - 1 );
		$byte   = $offset >> 3;
		$mask   = 1 << ( $offset & 7 );
		$value  = ord( $bits[ $byte ] );
		$bits[ $byte ] = chr( $on ? $value | $mask : $value & ~$mask & 0xFF );
	}

	/**
	 * Number of set bits.
	 *
	 * @param string $bits Bitmap (or any part of one).
	 */
	public static function count( string $bits ): int {
		if ( ! self::$bits_in ) {
			for ( $byte = 0; $byte < 256; $byte++ ) {
				self::$bits_in[ $byte ] = substr_count( decbin( $byte ), '1' );
			}
		}
		$count = 0;
		foreach ( count_chars( $bits, 1 ) as $byte => $times ) {
			$count += self::$bits_in[ $byte ] * $times;
		}
		return $count;
	}

	/**
	 * Ids of set bits from the highest down: `$skip` set bits are passed
	 * over, then at most `$take` are answered.
	 *
	 * @param string $bits  Bitmap.
	 * @param int    $chunk The chunk it is (ids are `chunk * CHUNK_IDS + offset`).
	 * @param int    $skip  Set bits to pass over first.
	 * @param int    $take  Most ids answered.
	 * @return int[] Item ids, highest first.
	 */
	public static function top( string $bits, int $chunk, int $skip, int $take ): array {
		$ids   = array();
		$base  = $chunk << self::CHUNK_BITS;
		$empty = str_repeat( "\0", self::BLOCK );
		for ( $start = self::BYTES - self::BLOCK; $start >= 0 && $take > 0; $start -= self::BLOCK ) {
			$block = substr( $bits, $start, self::BLOCK );
			if ( $block === $empty ) {
				continue;
			}
			$in_block = self::count( $block );
			if ( $in_block <= $skip ) {
				$skip -= $in_block;
				continue;
			}
			for ( $at = self::BLOCK - 1; $at >= 0 && $take > 0; $at-- ) {
				$value = ord( $block[ $at ] );
				for ( $bit = 7; $value && $bit >= 0 && $take > 0; $bit-- ) {
					if ( 0 === ( $value & ( 1 << $bit ) ) ) {
						continue;
					}
					if ( $skip > 0 ) {
						--$skip;
						continue;
					}
					$ids[] = $base + ( ( $start + $at ) << 3 ) + $bit;
					--$take;
				}
			}
		}
		return $ids;
	}

	/**
	 * The stored form of a bitmap.
	 *
	 * @param string $bits    Bitmap.
	 * @param int    $members Its set bits.
	 */
	public static function encode( string $bits, int $members ): string {
		if ( $members < self::BYTES ) {
			$deflated = (string) gzdeflate( $bits, 6 );
			if ( 2 * strlen( $deflated ) <= self::BYTES ) {
				return 'z' . base64_encode( $deflated );
			}
		}
		return 'r' . base64_encode( $bits );
	}

	/**
	 * A bitmap from its stored form (an empty chunk when it is unreadable).
	 *
	 * @param string $stored Stored form.
	 */
	public static function decode( string $stored ): string {
		$body = base64_decode( substr( $stored, 1 ), true );
		if ( false !== $body && 'z' === substr( $stored, 0, 1 ) ) {
			$body = @gzinflate( $body ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- a damaged row reads as empty.
		}
		return is_string( $body ) && self::BYTES === strlen( $body ) ? $body : self::zero();
	}
}
