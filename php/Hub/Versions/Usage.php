<?php
/**
 * Where catalogue items are used: what sites report when they check for
 * updates (how many places and posts), never any content.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Versions;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's version and usage tables, which no WordPress API holds; read when a version list or a usage report is asked for, not cached.

/**
 * One row per item, site address and account: a report belongs to the
 * account that made it (`/versions/check` with its key). Each report of
 * that account for that site replaces its rows — a site's report lists
 * everything it uses now, so what it no longer uses is dropped — and never
 * touches another account's rows, whatever site address they name. Only
 * rows whose numbers differ are written, so `reported_at` is when the
 * site last reported those numbers changed (a check with an unchanged
 * token writes nothing either). The hub
 * owner sees, per item, every report with the account that made it.
 *
 * The totals count site addresses: two accounts that report the same
 * address (two users of one site, each with an account of their own, or
 * an account that names a site that is not its own) are one site, and its
 * posts and places are the largest numbers reported for that address —
 * not their sum.
 */
final class Usage {
	/** Most reports listed for one item. */
	public const MAX_SITES = 200;

	/**
	 * The table (Migration0009UsageByAccount).
	 */
	public static function table(): string {
		return Names::table( 'usage_reports' );
	}

	/**
	 * Replaces an account's report of a site.
	 *
	 * @param string                           $site       The site's address.
	 * @param int                              $account_id The account that reports.
	 * @param array<int, array<string, mixed>> $items      Rows: id, version, places, posts.
	 */
	public function report( string $site, int $account_id, array $items ): void {
		global $wpdb;
		$table = self::table();
		$now   = current_time( 'mysql', true );
		$have  = array();
		// The report as it stands (the account_site index): only what differs is written.
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT target_id, version, places, posts FROM %i WHERE account_id = %d AND site = %s AND kind = %s', $table, $account_id, $site, Versions::ITEM ), ARRAY_A ) as $row ) {
			$have[ (int) $row['target_id'] ] = array( (int) $row['version'], (int) $row['places'], (int) $row['posts'] );
		}
		$sent = array();
		$rows = array();
		foreach ( $items as $item ) {
			$id = (int) ( $item['id'] ?? 0 );
			if ( $id <= 0 || isset( $sent[ $id ] ) ) {
				continue;
			}
			$sent[ $id ] = array( max( 0, (int) ( $item['version'] ?? 0 ) ), max( 0, (int) ( $item['places'] ?? 0 ) ), max( 0, (int) ( $item['posts'] ?? 0 ) ) );
			if ( ( $have[ $id ] ?? null ) !== $sent[ $id ] ) {
				$rows[] = $wpdb->prepare( '(%s, %d, %s, %d, %d, %d, %d, %s)', Versions::ITEM, $id, $site, $account_id, $sent[ $id ][0], $sent[ $id ][1], $sent[ $id ][2], $now );
			}
		}
		// One statement per 500 rows (a check names at most CHECK_MAX), not one per item.
		foreach ( array_chunk( $rows, 500 ) as $chunk ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row is prepared above.
			$wpdb->query( $wpdb->prepare( 'REPLACE INTO %i (kind, target_id, site, account_id, version, places, posts, reported_at) VALUES ', $table ) . implode( ',', $chunk ) );
		}
		// What the site no longer reports goes.
		$gone = array_keys( array_diff_key( $have, $sent ) );
		foreach ( array_chunk( $gone, 500 ) as $chunk ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE account_id = %d AND site = %s AND kind = %s AND target_id IN (' . implode( ',', array_fill( 0, count( $chunk ), '%d' ) ) . ')', array_merge( array( $table, $account_id, $site, Versions::ITEM ), $chunk ) ) );
		}
	}

	/**
	 * Where an item is used: each report with the account that made it
	 * (most posts first), and the totals per site address.
	 *
	 * @param int $item_id Item.
	 * @return array{sites: array<int, array<string, mixed>>, total_sites: int, total_posts: int, total_places: int}
	 */
	public function of_item( int $item_id ): array {
		global $wpdb;
		$table    = self::table();
		$accounts = Names::table( 'accounts' );
		$rows     = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT r.site, r.account_id, a.email, r.version, r.places, r.posts, r.reported_at FROM %i AS r LEFT JOIN %i AS a ON a.id = r.account_id
				WHERE r.kind = %s AND r.target_id = %d ORDER BY r.posts DESC, r.site ASC, r.account_id ASC LIMIT %d',
				$table,
				$accounts,
				Versions::ITEM,
				$item_id,
				self::MAX_SITES
			),
			ARRAY_A
		);
		$total    = (array) $wpdb->get_row(
			$wpdb->prepare(
				'SELECT COUNT(*) AS sites, COALESCE(SUM(posts), 0) AS posts, COALESCE(SUM(places), 0) AS places
				FROM (SELECT site, MAX(posts) AS posts, MAX(places) AS places FROM %i WHERE kind = %s AND target_id = %d GROUP BY site) AS per_site',
				$table,
				Versions::ITEM,
				$item_id
			),
			ARRAY_A
		);
		return array(
			'sites'        => array_map(
				static fn( array $row ): array => array(
					'site'          => (string) $row['site'],
					'account_id'    => (int) $row['account_id'],
					'account_email' => (string) $row['email'],
					'version'       => (int) $row['version'],
					'places'        => (int) $row['places'],
					'posts'         => (int) $row['posts'],
					'reported_at'   => gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( $row['reported_at'] . ' UTC' ) ),
				),
				$rows
			),
			'total_sites'  => (int) ( $total['sites'] ?? 0 ),
			'total_posts'  => (int) ( $total['posts'] ?? 0 ),
			'total_places' => (int) ( $total['places'] ?? 0 ),
		);
	}

	/**
	 * Every report about deleted items goes with them.
	 *
	 * @param int[] $item_ids Items.
	 */
	public function forget( array $item_ids ): void {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $item_ids ) ) );
		if ( $ids ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE kind = %s AND target_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', array_merge( array( self::table(), Versions::ITEM ), $ids ) ) );
		}
	}

	/**
	 * Every report an account sent goes with the account.
	 *
	 * @param int $account_id Account.
	 */
	public function forget_account( int $account_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'account_id' => $account_id ), array( '%d' ) );
	}
}
