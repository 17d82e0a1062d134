<?php
/**
 * One unit of import work, all or nothing in the database.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\ObjectCache;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- transaction statements, for which WordPress has no API.

/**
 * A unit's writes, its journal rows and the cursor that moves past it are
 * one transaction: a request killed half-way leaves none of them, and the
 * next request does the unit again. Inside a transaction that is already
 * open (the test suite wraps each test in one) a savepoint stands in.
 *
 * WordPress caches what a unit writes as it writes it; a rolled-back unit
 * drops those cache entries, and only those (`ObjectCache`): a persistent
 * object cache is shared with other plugins and sites, never flushed.
 */
final class Transaction {
	/**
	 * Nesting depth of our own units.
	 *
	 * @var int
	 */
	private static int $depth = 0;

	/**
	 * Runs `$work` in a transaction; rolls back and rethrows on any failure.
	 *
	 * @template T
	 * @param callable(): T $work Work.
	 * @return T
	 * @throws \Throwable What `$work` threw.
	 */
	public static function run( callable $work ): mixed {
		global $wpdb;
		/**
		 * Filters whether units use savepoints instead of transactions (a
		 * caller that holds a transaction of its own, e.g. the test suite).
		 *
		 * @param bool $nested Defaults to false.
		 */
		$nested = self::$depth > 0 || (bool) apply_filters( 'stencilbox_fsi_nested_transactions', false );
		$name   = 'stencilbox_unit_' . self::$depth;
		if ( $nested ) {
			$wpdb->query( $wpdb->prepare( 'SAVEPOINT %i', $name ) );
		} else {
			$wpdb->query( 'START TRANSACTION' );
		}
		++self::$depth;
		ObjectCache::begin();
		try {
			$result = $work();
		} catch ( \Throwable $error ) {
			--self::$depth;
			if ( $nested ) {
				$wpdb->query( $wpdb->prepare( 'ROLLBACK TO SAVEPOINT %i', $name ) );
			} else {
				$wpdb->query( 'ROLLBACK' );
			}
			ObjectCache::rollback();
			throw $error;
		}
		--self::$depth;
		if ( $nested ) {
			$wpdb->query( $wpdb->prepare( 'RELEASE SAVEPOINT %i', $name ) );
		} else {
			$wpdb->query( 'COMMIT' );
		}
		ObjectCache::commit();
		return $result;
	}
}
