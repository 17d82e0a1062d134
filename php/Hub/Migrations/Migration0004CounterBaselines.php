<?php
/**
 * Baselines of the live counters: what an item's favourite and rating
 * numbers were when it entered the catalogue (the demo file's numbers, an
 * imported bundle's), so the live counters can be recomputed from the
 * engagement tables without losing them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Support\Migration;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange -- a migration of our own table, run once (Support/Migrator); there is no API for it.

/**
 * Adds `favourite_base`, `rating_base` and `rating_base_count` to the items
 * and fills them with today's counters (no favourite or rating rows exist
 * before this release, so today's numbers are all baseline).
 *
 * Afterwards `favourite_count = favourite_base + favourite rows` and the
 * rating is the mean of the baseline ratings and the rating rows
 * (Engagement\Favourites and Engagement\Ratings recompute them).
 */
final class Migration0004CounterBaselines implements Migration {
	/** Columns and their definitions. */
	private const COLUMNS = array(
		'favourite_base'    => 'bigint(20) unsigned NOT NULL DEFAULT 0',
		'rating_base'       => 'decimal(3,2) NOT NULL DEFAULT 0',
		'rating_base_count' => 'int(10) unsigned NOT NULL DEFAULT 0',
	);

	/**
	 * Id.
	 */
	public function id(): string {
		return '0004-counter-baselines';
	}

	/**
	 * Adds the missing columns, then fills them (idempotent).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		$items    = Names::table( 'catalog_items' );
		$existing = (array) $wpdb->get_col( $wpdb->prepare( 'DESCRIBE %i', $items ), 0 );
		$added    = false;
		foreach ( self::COLUMNS as $column => $definition ) {
			if ( ! in_array( $column, $existing, true ) ) {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a column definition of COLUMNS above (SQL, not a value).
				$wpdb->query( $wpdb->prepare( "ALTER TABLE %i ADD COLUMN %i {$definition}", $items, $column ) );
				$added = true;
			}
		}
		if ( $added ) {
			$wpdb->query( $wpdb->prepare( 'UPDATE %i SET favourite_base = favourite_count, rating_base = rating, rating_base_count = rating_count', $items ) );
		}
	}
}
