<?php
/**
 * Favourites: which items an account starred, and each item's count.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Engagement;

use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's engagement tables, which no WordPress API holds; each write recounts in SQL, and reads are fresh.

/**
 * One row per (account, item): the primary key makes a second "do" a no-op
 * (INSERT IGNORE), and "undo" of nothing deletes nothing. The item's
 * `favourite_count` is never incremented blindly: after every write it is
 * recomputed in one statement as its baseline plus its rows, so concurrent
 * toggles cannot make it drift, and an earlier drift heals on the next write.
 */
final class Favourites {
	/**
	 * Stars or unstars an item and recomputes its count.
	 *
	 * @param int  $account_id Account.
	 * @param int  $item_id    Catalogue item (must exist).
	 * @param bool $on         true: 'do'; false: 'undo'.
	 * @return int The item's favourite count now.
	 */
	public function set( int $account_id, int $item_id, bool $on ): int {
		global $wpdb;
		$table = Names::table( 'favourites' );
		if ( $on ) {
			$wpdb->query(
				$wpdb->prepare(
					'INSERT IGNORE INTO %i (account_id, item_id, created_at) VALUES (%d, %d, %s)',
					$table,
					$account_id,
					$item_id,
					current_time( 'mysql', true )
				)
			);
		} else {
			$wpdb->delete(
				$table,
				array(
					'account_id' => $account_id,
					'item_id'    => $item_id,
				),
				array( '%d', '%d' )
			);
		}
		return $this->recount( $item_id );
	}

	/**
	 * Sets an item's count to its baseline plus its favourite rows.
	 *
	 * @param int $item_id Item.
	 * @return int The count.
	 */
	public function recount( int $item_id ): int {
		global $wpdb;
		$items = Names::table( 'catalog_items' );
		$table = Names::table( 'favourites' );
		$wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET favourite_count = favourite_base + (SELECT COUNT(*) FROM %i f WHERE f.item_id = %d) WHERE id = %d',
				$items,
				$table,
				$item_id,
				$item_id
			)
		);
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT favourite_count FROM %i WHERE id = %d', $items, $item_id ) );
	}

	/**
	 * Whether the account starred an item.
	 *
	 * @param int $account_id Account.
	 * @param int $item_id    Item.
	 */
	public function has( int $account_id, int $item_id ): bool {
		global $wpdb;
		$table = Names::table( 'favourites' );
		return (bool) $wpdb->get_var( $wpdb->prepare( 'SELECT 1 FROM %i WHERE account_id = %d AND item_id = %d', $table, $account_id, $item_id ) );
	}

	/**
	 * The spec's `starred`: ids of the account's favourite pages and blocks
	 * (`items`) and packs (`packs`), every platform, newest first. Items no
	 * longer in the catalogue are left out.
	 *
	 * @param int $account_id Account.
	 * @return array{items: int[], packs: int[]}
	 */
	public function starred( int $account_id ): array {
		global $wpdb;
		$table = Names::table( 'favourites' );
		$items = Names::table( 'catalog_items' );
		$rows  = (array) $wpdb->get_results(
			$wpdb->prepare( 'SELECT f.item_id, i.type FROM %i f INNER JOIN %i i ON i.id = f.item_id WHERE f.account_id = %d ORDER BY f.created_at DESC, f.item_id DESC', $table, $items, $account_id ),
			ARRAY_A
		);
		$starred = array(
			'items' => array(),
			'packs' => array(),
		);
		foreach ( $rows as $row ) {
			$starred[ 'pack' === $row['type'] ? 'packs' : 'items' ][] = (int) $row['item_id'];
		}
		return $starred;
	}

	/**
	 * A page of the account's favourites on one platform, newest first
	 * (spec: kept per plan, platform, item type and page).
	 *
	 * @param int    $account_id Account.
	 * @param string $platform   Platform.
	 * @param string $item_type  all, block, page or pack.
	 * @param string $plan       all, starter (free and starter items) or pro.
	 * @param int    $page       Page (1-based).
	 * @param int    $per_page   Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int} Item rows.
	 */
	public function page( int $account_id, string $platform, string $item_type, string $plan, int $page, int $per_page ): array {
		global $wpdb;
		$table = Names::table( 'favourites' );
		$items = Names::table( 'catalog_items' );
		$where = array( 'f.account_id = %d', 'i.platform = %s' );
		$args  = array( $account_id, $platform );
		if ( 'all' !== $item_type ) {
			$where[] = 'i.type = %s';
			$args[]  = $item_type;
		}
		if ( 'pro' === $plan ) {
			$where[] = 'i.plan_rank = %d';
			$args[]  = CatalogRepository::PLAN_RANKS['pro'];
		} elseif ( 'starter' === $plan ) {
			$where[] = 'i.plan_rank <= %d';
			$args[]  = CatalogRepository::PLAN_RANKS['starter'];
		}
		$from = 'FROM %i f INNER JOIN %i i ON i.id = f.item_id WHERE ' . implode( ' AND ', $where );
		$args = array_merge( array( $table, $items ), $args );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders -- $from is built above from placeholders only, their values in $args.
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) {$from}", $args ) );
		$rows  = $total > ( $page - 1 ) * $per_page
			? (array) $wpdb->get_results(
				$wpdb->prepare( "SELECT i.* {$from} ORDER BY f.created_at DESC, f.item_id DESC LIMIT %d OFFSET %d", array_merge( $args, array( $per_page, ( $page - 1 ) * $per_page ) ) ),
				ARRAY_A
			)
			: array();
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders
		return array(
			'rows'  => $rows,
			'total' => $total,
		);
	}

	/**
	 * Removes an account's rows (the account is being deleted) and recounts
	 * the items they counted for.
	 *
	 * @param int $account_id Account.
	 */
	public function forget_account( int $account_id ): void {
		global $wpdb;
		$table = Names::table( 'favourites' );
		$items = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT item_id FROM %i WHERE account_id = %d', $table, $account_id ) ) );
		$wpdb->delete( $table, array( 'account_id' => $account_id ), array( '%d' ) );
		foreach ( $items as $item_id ) {
			$this->recount( $item_id );
		}
	}
}
