<?php
/**
 * A secret the site makes once and never replaces while it is good.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the option is read and written past WordPress's options cache on purpose (a stale cache must not make a second secret); the cache's entries for it are dropped after.

/**
 * `add_option()` does not make the first writer win: when its cache says
 * the option is missing (a stale persistent cache, or another request that
 * has not seen a first one's insert) it writes with `INSERT … ON DUPLICATE
 * KEY UPDATE`, replacing what another request stored, and a secret in use
 * is gone (every API key hashed with it fails, a signature cannot be
 * checked). Here the stored row is read from the database before anything
 * is made, a new value is inserted only where there is none (`INSERT
 * IGNORE`), a stored value that is no good is replaced only if it is still
 * the one read, and everyone returns what the database holds then.
 */
final class MadeOnce {
	/**
	 * The option's good value, made and stored by the first request that
	 * finds none.
	 *
	 * @param string   $name  Option (not autoloaded).
	 * @param callable $good  Whether a value is usable: fn( mixed ): bool.
	 * @param callable $make  Makes a new value: fn(): mixed.
	 * @return mixed The stored value (not good only if the store refused it).
	 */
	public static function option( string $name, callable $good, callable $make ): mixed {
		$value = get_option( $name );
		if ( $good( $value ) ) {
			return $value;
		}
		global $wpdb;
		$stored = self::stored( $name );
		if ( ! $good( $stored['value'] ) ) {
			$made = maybe_serialize( $make() );
			if ( $stored['found'] ) {
				$wpdb->query( $wpdb->prepare( 'UPDATE %i SET option_value = %s WHERE option_name = %s AND option_value = %s', $wpdb->options, $made, $name, $stored['raw'] ) );
			} else {
				$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO %i ( option_name, option_value, autoload ) VALUES ( %s, %s, 'off' )", $wpdb->options, $name, $made ) );
			}
			$stored = self::stored( $name );
		}
		wp_cache_delete( $name, 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		return $stored['value'];
	}

	/**
	 * The option's row as the database holds it now.
	 *
	 * @param string $name Option.
	 * @return array{found: bool, raw: string, value: mixed}
	 */
	private static function stored( string $name ): array {
		global $wpdb;
		$raw = $wpdb->get_var( $wpdb->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', $wpdb->options, $name ) );
		return array(
			'found' => null !== $raw,
			'raw'   => (string) $raw,
			'value' => null === $raw ? false : maybe_unserialize( $raw ),
		);
	}
}
