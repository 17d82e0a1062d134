<?php
/**
 * The live numbers of items: favourite count, rating, rating count,
 * downloads. They change with every favourite, rating and insert.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Engagement;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * One primary-key lookup for a page of items.
 */
final class Counters {
	/**
	 * The numbers of items, by id (unknown ids are left out).
	 *
	 * @param int[] $ids Item ids.
	 * @return array<int, array{favourite_count: int, rating: float, rating_count: int, downloads: int}>
	 */
	public function for_items( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 ) ) );
		if ( ! $ids ) {
			return array();
		}
		global $wpdb;
		$items = Names::table( 'catalog_items' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the live numbers of the hub's catalogue table, read fresh on purpose (the catalogue cache holds the rest of a card).
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, favourite_count, rating, rating_count, downloads FROM %i WHERE id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', array_merge( array( $items ), $ids ) ), ARRAY_A );
		$by    = array();
		foreach ( $rows as $row ) {
			$by[ (int) $row['id'] ] = array(
				'favourite_count' => (int) $row['favourite_count'],
				'rating'          => round( (float) $row['rating'], 1 ),
				'rating_count'    => (int) $row['rating_count'],
				'downloads'       => (int) $row['downloads'],
			);
		}
		return $by;
	}
}
