<?php
/**
 * Download history: one row per insert or import of an item by an account.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Engagement;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's engagement tables, which no WordPress API holds; each write recounts in SQL, and reads are fresh.

/**
 * Records downloads (and the item's download count) and lists an account's.
 */
final class Downloads {
	/** Where an item was used: the spec's insert / import flows. */
	public const ORIGINS = array( 'insert', 'import', 'page', 'fullsite' );

	/**
	 * Records a download and counts it on the item.
	 *
	 * @param int    $account_id Account.
	 * @param int    $item_id    Catalogue item.
	 * @param string $origin     insert, import or page.
	 */
	public function record( int $account_id, int $item_id, string $origin ): void {
		global $wpdb;
		$wpdb->insert(
			Names::table( 'downloads' ),
			array(
				'account_id' => $account_id,
				'item_id'    => $item_id,
				'origin'     => in_array( $origin, self::ORIGINS, true ) ? $origin : 'insert',
				'created_at' => current_time( 'mysql', true ),
			)
		);
		$items = Names::table( 'catalog_items' );
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET downloads = downloads + 1 WHERE id = %d', $items, $item_id ) );
	}

	/**
	 * A page of an account's downloads, newest first, with the item's name,
	 * type, slug, platform and thumbnail (items removed from the catalogue
	 * are left out).
	 *
	 * @param int $account_id Account.
	 * @param int $page       Page (1-based).
	 * @param int $per_page   Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function page( int $account_id, int $page, int $per_page ): array {
		global $wpdb;
		$downloads = Names::table( 'downloads' );
		$items     = Names::table( 'catalog_items' );
		$total     = (int) $wpdb->get_var(
			$wpdb->prepare( 'SELECT COUNT(*) FROM %i d INNER JOIN %i i ON i.id = d.item_id WHERE d.account_id = %d', $downloads, $items, $account_id )
		);
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT d.id, d.item_id, d.origin, d.created_at, i.name, i.type, i.slug, i.platform, i.thumbnail FROM %i d INNER JOIN %i i ON i.id = d.item_id WHERE d.account_id = %d ORDER BY d.id DESC LIMIT %d OFFSET %d',
				$downloads,
				$items,
				$account_id,
				$per_page,
				( $page - 1 ) * $per_page
			),
			ARRAY_A
		);
		return array(
			'rows'  => $rows,
			'total' => $total,
		);
	}

	/**
	 * Removes an account's rows (the account is being deleted).
	 *
	 * @param int $account_id Account.
	 */
	public function forget_account( int $account_id ): void {
		global $wpdb;
		$wpdb->delete( Names::table( 'downloads' ), array( 'account_id' => $account_id ), array( '%d' ) );
	}
}
