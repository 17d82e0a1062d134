<?php
/**
 * The search word index: what is stored for an item and how a search is
 * turned into index ranges.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * Words are lower-cased, accent-free runs of letters and digits. A search
 * matches an item when every word of the search starts a word of the item's
 * name or description ("port" finds "Portfolio"). Each search word becomes
 * `word LIKE '<word>%'` on the (word, item_id) index, a range every database
 * answers without a scan, in the order of the column's collation (a range
 * `[word, next(word))` is not: MariaDB's unicode collations sort `{` before
 * `z` and `:` before `9`, so "quartz" or "2019" would find nothing).
 */
final class Words {
	/** Longest word kept (the column is varchar(40)). */
	public const MAX_LENGTH = 40;
	/** Shortest word indexed or searched. */
	public const MIN_LENGTH = 2;
	/** Most words kept per item (name words first). */
	public const MAX_PER_ITEM = 80;
	/** Most words of one search that count. */
	public const MAX_PER_SEARCH = 6;

	/**
	 * The distinct words of some texts, in order of first appearance.
	 *
	 * @param string ...$texts Texts (name first).
	 * @return string[]
	 */
	public static function of( string ...$texts ): array {
		$words = array();
		foreach ( $texts as $text ) {
			foreach ( self::split( $text ) as $word ) {
				$words[ $word ] = true;
				if ( count( $words ) >= self::MAX_PER_ITEM ) {
					break 2;
				}
			}
		}
		return array_map( 'strval', array_keys( $words ) );
	}

	/**
	 * The words of a search, longest first (the most selective range leads).
	 *
	 * @param string $search Search text.
	 * @return string[]
	 */
	public static function of_search( string $search ): array {
		$words = array_values( array_unique( self::split( $search ) ) );
		usort( $words, static fn( string $a, string $b ): int => strlen( $b ) <=> strlen( $a ) );
		return array_slice( $words, 0, self::MAX_PER_SEARCH );
	}

	/**
	 * The LIKE pattern of the words starting with a word.
	 *
	 * @param string $prefix A word.
	 */
	public static function like( string $prefix ): string {
		global $wpdb;
		return $wpdb->esc_like( $prefix ) . '%';
	}

	/**
	 * The smallest string greater than every string starting with `$prefix`
	 * (the open end of its range) in code point order; not in MariaDB's
	 * unicode collations (see like()).
	 *
	 * @param string $prefix A word.
	 */
	public static function upper_bound( string $prefix ): string {
		$chars = mb_str_split( $prefix );
		$last  = array_pop( $chars );
		return implode( '', $chars ) . mb_chr( mb_ord( (string) $last ) + 1 );
	}

	/**
	 * Splits text into normalised words.
	 *
	 * @param string $text Text.
	 * @return string[]
	 */
	private static function split( string $text ): array {
		$text  = mb_strtolower( remove_accents( wp_strip_all_tags( $text ) ) );
		$parts = preg_split( '/[^\p{L}\p{N}]+/u', $text, -1, PREG_SPLIT_NO_EMPTY );
		$words = array();
		foreach ( (array) $parts as $part ) {
			if ( mb_strlen( $part ) >= self::MIN_LENGTH ) {
				$words[] = mb_substr( $part, 0, self::MAX_LENGTH );
			}
		}
		return $words;
	}
}
