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

/**
 * One row per item and site, replaced by each report: a site's report lists
 * everything it uses now, so what it no longer uses is dropped. The hub
 * owner sees, per item, the sites and their numbers.
 */
final class Usage {
	/** Most sites listed for one item. */
	public const MAX_SITES = 200;

	/**
	 * Replaces a site's report.
	 *
	 * @param string                           $site       The site's address.
	 * @param int                              $account_id The account that reported.
	 * @param array<int, array<string, mixed>> $items      Rows: id, version, places, posts.
	 */
	public function report( string $site, int $account_id, array $items ): void {
		global $wpdb;
		$table = Names::table( 'item_usage' );
		$now   = current_time( 'mysql', true );
		$ids   = array();
		foreach ( $items as $item ) {
			$id = (int) ( $item['id'] ?? 0 );
			if ( $id <= 0 ) {
				continue;
			}
			$ids[] = $id;
			$wpdb->query(
				$wpdb->prepare(
					"REPLACE INTO {$table} (kind, target_id, site, account_id, version, places, posts, reported_at) VALUES (%s, %d, %s, %d, %d, %d, %d, %s)",
					Versions::ITEM,
					$id,
					$site,
					$account_id,
					max( 0, (int) ( $item['version'] ?? 0 ) ),
					max( 0, (int) ( $item['places'] ?? 0 ) ),
					max( 0, (int) ( $item['posts'] ?? 0 ) ),
					$now
				)
			);
		}
		// Only the table name and integers go into the SQL as they are.
		$keep = $ids ? ' AND target_id NOT IN (' . implode( ',', array_map( 'intval', $ids ) ) . ')' : '';
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE site = %s AND kind = %s{$keep}", $site, Versions::ITEM ) );
	}

	/**
	 * Where an item is used: each site's numbers, most posts first.
	 *
	 * @param int $item_id Item.
	 * @return array{sites: array<int, array<string, mixed>>, total_sites: int, total_posts: int, total_places: int}
	 */
	public function of_item( int $item_id ): array {
		global $wpdb;
		$table = Names::table( 'item_usage' );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT site, version, places, posts, reported_at FROM {$table} WHERE kind = %s AND target_id = %d ORDER BY posts DESC, site ASC LIMIT %d", Versions::ITEM, $item_id, self::MAX_SITES ), ARRAY_A );
		$total = (array) $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS sites, COALESCE(SUM(posts), 0) AS posts, COALESCE(SUM(places), 0) AS places FROM {$table} WHERE kind = %s AND target_id = %d", Versions::ITEM, $item_id ), ARRAY_A );
		return array(
			'sites'        => array_map(
				static fn( array $row ): array => array(
					'site'        => (string) $row['site'],
					'version'     => (int) $row['version'],
					'places'      => (int) $row['places'],
					'posts'       => (int) $row['posts'],
					'reported_at' => gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( $row['reported_at'] . ' UTC' ) ),
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
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Names::table( 'item_usage' ) . ' WHERE kind = %s AND target_id IN (' . implode( ',', $ids ) . ')', Versions::ITEM ) );
		}
	}
}
