<?php
/**
 * The rows an item keeps per content it had (its design, its saved
 * template): keyed by the item and the content's SHA-256, the newest row
 * the current content's.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's own tables, which no WordPress API holds.

/**
 * What `ItemDesigns` and `ItemTemplates` share: writing a content's row as
 * the newest, and forgetting deleted items' rows.
 */
final class ContentRows {
	/**
	 * Writes a content's row as the item's newest (the row of this content
	 * moves to the end).
	 *
	 * @param string $table   The table.
	 * @param int    $item_id Item.
	 * @param string $hash    SHA-256 of the content as stored.
	 * @param string $column  The value's column.
	 * @param string $json    The value, JSON.
	 */
	public static function write_newest( string $table, int $item_id, string $hash, string $column, string $json ): void {
		global $wpdb;
		$wpdb->delete(
			$table,
			array(
				'item_id' => $item_id,
				'hash'    => $hash,
			)
		);
		$wpdb->insert(
			$table,
			array(
				'item_id' => $item_id,
				'hash'    => $hash,
				$column   => $json,
			)
		);
	}

	/**
	 * Forgets deleted items' rows.
	 *
	 * @param string $table    The table.
	 * @param int[]  $item_ids Items.
	 */
	public static function forget( string $table, array $item_ids ): void {
		global $wpdb;
		$item_ids = array_values( array_filter( array_map( 'intval', $item_ids ) ) );
		if ( $item_ids ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE item_id IN (' . implode( ',', array_fill( 0, count( $item_ids ), '%d' ) ) . ')', array_merge( array( $table ), $item_ids ) ) );
		}
	}
}
