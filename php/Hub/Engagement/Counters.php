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
		$in    = implode( ',', $ids );
		$rows  = (array) $wpdb->get_results( "SELECT id, favourite_count, rating, rating_count, downloads FROM {$items} WHERE id IN ({$in})", ARRAY_A ); // $in holds integers only.
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
