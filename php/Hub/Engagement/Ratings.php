<?php
/**
 * Ratings: one per account and item (packs), 1 to 5 stars.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Engagement;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's engagement tables, which no WordPress API holds; each write recounts in SQL, and reads are fresh.

/**
 * Rating again replaces the account's earlier rating. The item's `rating`
 * (mean) and `rating_count` are recomputed after every write, in one
 * statement, from the item's baseline (the numbers it arrived with) and its
 * rating rows: never adjusted blindly, so concurrent ratings cannot drift.
 */
final class Ratings {
	public const MIN = 1;
	public const MAX = 5;

	/**
	 * Records (or replaces) the account's rating and recomputes the item's.
	 *
	 * @param int $account_id Account.
	 * @param int $item_id    Item (must exist).
	 * @param int $rating     1 to 5 (the routes validate it).
	 * @return array{rating: float, rating_count: int} The item's numbers now.
	 * @throws \InvalidArgumentException Outside 1 to 5.
	 */
	public function rate( int $account_id, int $item_id, int $rating ): array {
		if ( $rating < self::MIN || $rating > self::MAX ) {
			throw new \InvalidArgumentException( 'A rating is 1 to 5.' );
		}
		global $wpdb;
		$table = Names::table( 'ratings' );
		$now   = current_time( 'mysql', true );
		$inserted = $wpdb->query(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (account_id, item_id, rating, created_at, updated_at) VALUES (%d, %d, %d, %s, %s)',
				$table,
				$account_id,
				$item_id,
				$rating,
				$now,
				$now
			)
		);
		if ( ! $inserted ) {
			$wpdb->query(
				$wpdb->prepare( 'UPDATE %i SET rating = %d, updated_at = %s WHERE account_id = %d AND item_id = %d', $table, $rating, $now, $account_id, $item_id )
			);
		}
		return $this->recount( $item_id );
	}

	/**
	 * Sets an item's mean and count from its baseline and its rating rows.
	 *
	 * @param int $item_id Item.
	 * @return array{rating: float, rating_count: int}
	 */
	public function recount( int $item_id ): array {
		global $wpdb;
		$items = Names::table( 'catalog_items' );
		$table = Names::table( 'ratings' );
		// `rating` is assigned first and reads only baseline columns, so the
		// statement means the same on MySQL (left-to-right SET) and SQLite.
		$wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET
					rating = CASE WHEN rating_base_count + (SELECT COUNT(*) FROM %i r WHERE r.item_id = %d) = 0 THEN 0
						ELSE ROUND((1.0 * rating_base * rating_base_count + COALESCE((SELECT SUM(r.rating) FROM %i r WHERE r.item_id = %d), 0)) / (rating_base_count + (SELECT COUNT(*) FROM %i r WHERE r.item_id = %d)), 2) END,
					rating_count = rating_base_count + (SELECT COUNT(*) FROM %i r WHERE r.item_id = %d)
				WHERE id = %d',
				$items,
				$table,
				$item_id,
				$table,
				$item_id,
				$table,
				$item_id,
				$table,
				$item_id,
				$item_id
			)
		);
		$row = (array) $wpdb->get_row( $wpdb->prepare( 'SELECT rating, rating_count FROM %i WHERE id = %d', $items, $item_id ), ARRAY_A );
		return array(
			'rating'       => round( (float) ( $row['rating'] ?? 0 ), 1 ),
			'rating_count' => (int) ( $row['rating_count'] ?? 0 ),
		);
	}

	/**
	 * The spec's `reviews.pack`: the account's rating of each pack it rated
	 * (keyed by pack id) and the pack's mean (`avg_<id>`, one decimal).
	 *
	 * @param int $account_id Account.
	 * @return array<string, int|float>
	 */
	public function pack_reviews( int $account_id ): array {
		global $wpdb;
		$table   = Names::table( 'ratings' );
		$items   = Names::table( 'catalog_items' );
		$rows    = (array) $wpdb->get_results(
			$wpdb->prepare( "SELECT r.item_id, r.rating, i.rating AS average FROM %i r INNER JOIN %i i ON i.id = r.item_id WHERE r.account_id = %d AND i.type = 'pack' ORDER BY r.item_id", $table, $items, $account_id ),
			ARRAY_A
		);
		$reviews = array();
		foreach ( $rows as $row ) {
			$reviews[ (string) $row['item_id'] ]         = (int) $row['rating'];
			$reviews[ 'avg_' . (int) $row['item_id'] ] = round( (float) $row['average'], 1 );
		}
		return $reviews;
	}

	/**
	 * The account's rating of an item, or null.
	 *
	 * @param int $account_id Account.
	 * @param int $item_id    Item.
	 */
	public function of( int $account_id, int $item_id ): ?int {
		global $wpdb;
		$table  = Names::table( 'ratings' );
		$rating = $wpdb->get_var( $wpdb->prepare( 'SELECT rating FROM %i WHERE account_id = %d AND item_id = %d', $table, $account_id, $item_id ) );
		return null === $rating ? null : (int) $rating;
	}

	/**
	 * Removes an account's rows (the account is being deleted) and recounts
	 * the items they counted for.
	 *
	 * @param int $account_id Account.
	 */
	public function forget_account( int $account_id ): void {
		global $wpdb;
		$table = Names::table( 'ratings' );
		$items = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT item_id FROM %i WHERE account_id = %d', $table, $account_id ) ) );
		$wpdb->delete( $table, array( 'account_id' => $account_id ), array( '%d' ) );
		foreach ( $items as $item_id ) {
			$this->recount( $item_id );
		}
	}
}
