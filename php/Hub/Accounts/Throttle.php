<?php
/**
 * Slows down password guessing: repeated failed sign-ins for one email, or
 * from one address, lock further attempts for a while.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Accounts;

use Stencilbox\Support\ObjectCache;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- without a persistent object cache the counters are options rows counted in one statement each (no option or transient API counts atomically) and read back past every cache, which must not hold them; no option API reads these names (they are never autoloaded).

/**
 * Each subject has its own limit: one email or one browser address gets
 * MAX_FAILURES; a trusted site that forwards its users' addresses gets
 * SITE_MAX_FAILURES for its own address on top, so no one behind it can go
 * unlimited. A window starts with a subject's first counted attempt and
 * lasts WINDOW.
 *
 * An attempt is counted before its password is checked (begin()), and the
 * count is one atomic step of the store: many attempts sent at once cannot
 * all read a count under the limit and pass (reading, checking, then
 * writing count + 1 let about the limit times the number of parallel
 * requests through, and lost increments on top). An attempt refused, or
 * one that succeeds (succeeded()), gives its count back, so only failures
 * add up, as before. The store: a persistent object cache when there is
 * one (its `add` and `incr`, atomic in Redis and Memcached), else two rows
 * of the options table laid out as a transient (`_transient_…` holds the
 * count, `_transient_timeout_…` the window's end, so WordPress's clean-up
 * of expired transients removes them), counted with one
 * `INSERT … ON DUPLICATE KEY UPDATE`.
 */
final class Throttle {
	public const MAX_FAILURES      = 5;
	public const SITE_MAX_FAILURES = 50;
	public const WINDOW            = 15 * MINUTE_IN_SECONDS;

	/** The object cache's group (per site; never a non-persistent one). */
	public const GROUP = ObjectCache::THROTTLE_GROUP;

	/**
	 * Refuses a throttled request: 429 `too_many_attempts`, with how long
	 * to wait (`retry_after`, seconds).
	 *
	 * @param int    $wait    Seconds to wait (`begin()`'s answer).
	 * @param string $message What to tell the user (its minutes: `minutes()`).
	 * @throws HttpError Always.
	 */
	public static function refuse( int $wait, string $message ): never {
		HttpError::raise( 'too_many_attempts', $message, 429, array( 'retry_after' => $wait ) );
	}

	/**
	 * The minutes a refusal names: the wait rounded up.
	 *
	 * @param int $wait Seconds to wait.
	 */
	public static function minutes( int $wait ): int {
		return (int) ceil( $wait / 60 );
	}

	/**
	 * Counts an attempt for every subject, before it is checked. Returns
	 * the seconds until every subject may try again, 0 when the attempt may
	 * go on; a refused attempt is not counted.
	 *
	 * @param array<string, int> $limits Subject (e.g. `email:a@b.co`, `ip:1.2.3.4`) → failures allowed.
	 */
	public function begin( array $limits ): int {
		$wait = 0;
		foreach ( $limits as $subject => $max ) {
			$state = $this->count( (string) $subject );
			if ( $state['count'] > $max ) {
				$wait = max( $wait, $state['end'] - time(), 1 );
			}
		}
		if ( $wait > 0 ) {
			$this->succeeded( $limits );
		}
		return $wait;
	}

	/**
	 * Gives back the attempt begin() counted: it succeeded (or was refused).
	 *
	 * @param array<string, int> $limits Subject → failures allowed.
	 */
	public function succeeded( array $limits ): void {
		foreach ( array_keys( $limits ) as $subject ) {
			$key = $this->key( (string) $subject );
			if ( wp_using_ext_object_cache() ) {
				wp_cache_decr( $key, 1, self::GROUP );
				continue;
			}
			global $wpdb;
			$wpdb->query( $wpdb->prepare( 'UPDATE %i SET option_value = option_value - 1 WHERE option_name = %s AND option_value > 0', $wpdb->options, '_transient_' . $key ) );
		}
	}

	/**
	 * Clears a subject after a successful sign-in.
	 *
	 * @param string $subject Subject.
	 */
	public function clear( string $subject ): void {
		$key = $this->key( $subject );
		if ( wp_using_ext_object_cache() ) {
			wp_cache_delete( $key, self::GROUP );
			wp_cache_delete( $key . '_end', self::GROUP );
			return;
		}
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE option_name IN ( %s, %s )', $wpdb->options, '_transient_' . $key, '_transient_timeout_' . $key ) );
	}

	/**
	 * Counts an attempt in one step of the store, starting a window when
	 * there is none (or it ended).
	 *
	 * @param string $subject Subject.
	 * @return array{count:int,end:int} The count after it, and when the window ends.
	 */
	private function count( string $subject ): array {
		$key = $this->key( $subject );
		if ( wp_using_ext_object_cache() ) {
			// add() only writes what is not there: the first attempt of a
			// window sets its end, both keys expire with it.
			wp_cache_add( $key . '_end', time() + self::WINDOW, self::GROUP, self::WINDOW );
			wp_cache_add( $key, 0, self::GROUP, self::WINDOW );
			$count = wp_cache_incr( $key, 1, self::GROUP );
			return array(
				'count' => false === $count ? 1 : (int) $count,
				'end'   => (int) wp_cache_get( $key . '_end', self::GROUP ),
			);
		}
		global $wpdb;
		$count_name = '_transient_' . $key;
		$end_name   = '_transient_timeout_' . $key;
		// A window that ended is gone before this attempt starts one:
		// the request that deletes its end (the very row read) clears
		// its count.
		$ended = $wpdb->get_var( $wpdb->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', $wpdb->options, $end_name ) );
		if ( null !== $ended && (int) $ended <= time() && $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE option_name = %s AND option_value = %s', $wpdb->options, $end_name, $ended ) ) ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE option_name = %s', $wpdb->options, $count_name ) );
		}
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO %i ( option_name, option_value, autoload ) VALUES ( %s, %s, 'off' )", $wpdb->options, $end_name, (string) ( time() + self::WINDOW ) ) );
		$wpdb->query( $wpdb->prepare( "INSERT INTO %i ( option_name, option_value, autoload ) VALUES ( %s, '1', 'off' ) ON DUPLICATE KEY UPDATE option_value = option_value + 1", $wpdb->options, $count_name ) );
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT option_name, option_value FROM %i WHERE option_name IN ( %s, %s )', $wpdb->options, $count_name, $end_name ), OBJECT_K );
		return array(
			'count' => (int) ( $rows[ $count_name ]->option_value ?? 0 ),
			'end'   => (int) ( $rows[ $end_name ]->option_value ?? time() + self::WINDOW ),
		);
	}

	/**
	 * The subject's key (a transient's name when it lives in the options
	 * table: `Uninstaller` finds our transients by their prefix).
	 *
	 * @param string $subject Subject.
	 */
	private function key( string $subject ): string {
		return 'stencilbox_throttle_' . md5( $subject );
	}
}
