<?php
/**
 * Purchases: items (or packs) an account bought, recorded on the hub.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Engagement;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's engagement tables, which no WordPress API holds; each write recounts in SQL, and reads are fresh.

/**
 * Grants, revokes and reads purchases. A purchased pack covers its items.
 */
final class Purchases {
	/**
	 * Records a purchase (idempotent: buying twice is one purchase).
	 *
	 * @param int    $account_id Account.
	 * @param int    $item_id    Item or pack.
	 * @param string $source     `admin` (granted on the hub screen) or `checkout`.
	 * @return bool Whether a new purchase was recorded.
	 */
	public function grant( int $account_id, int $item_id, string $source = 'admin' ): bool {
		global $wpdb;
		$table = Names::table( 'purchases' );
		if ( $this->has( $account_id, $item_id ) ) {
			return false;
		}
		return (bool) $wpdb->insert(
			$table,
			array(
				'account_id'   => $account_id,
				'item_id'      => $item_id,
				'source'       => 'checkout' === $source ? 'checkout' : 'admin',
				'purchased_at' => current_time( 'mysql', true ),
			)
		);
	}

	/**
	 * Removes a purchase.
	 *
	 * @param int $account_id Account.
	 * @param int $item_id    Item or pack.
	 */
	public function revoke( int $account_id, int $item_id ): bool {
		global $wpdb;
		return (bool) $wpdb->delete(
			Names::table( 'purchases' ),
			array(
				'account_id' => $account_id,
				'item_id'    => $item_id,
			)
		);
	}

	/**
	 * Whether the account bought exactly this item or pack.
	 *
	 * @param int $account_id Account.
	 * @param int $item_id    Item or pack.
	 */
	public function has( int $account_id, int $item_id ): bool {
		global $wpdb;
		$table = Names::table( 'purchases' );
		return (bool) $wpdb->get_var(
			$wpdb->prepare( 'SELECT 1 FROM %i WHERE account_id = %d AND item_id = %d', $table, $account_id, $item_id )
		);
	}

	/**
	 * Whether the account owns an item by purchase: the item itself, or the
	 * pack it belongs to.
	 *
	 * @param int $account_id Account.
	 * @param int $item_id    Item.
	 * @param int $pack_id    The item's pack (0 when none).
	 */
	public function owns( int $account_id, int $item_id, int $pack_id ): bool {
		return $this->has( $account_id, $item_id ) || ( $pack_id > 0 && $this->has( $account_id, $pack_id ) );
	}

	/**
	 * An account's purchases with the item's name, type, slug, platform and
	 * thumbnail, newest first; optionally for one platform.
	 *
	 * @param int         $account_id Account.
	 * @param string|null $platform   Platform, or null for all.
	 * @return array<int, array<string, mixed>>
	 */
	public function for_account( int $account_id, ?string $platform = null ): array {
		global $wpdb;
		$purchases = Names::table( 'purchases' );
		$items     = Names::table( 'catalog_items' );
		$rows      = null === $platform
			? $wpdb->get_results( $wpdb->prepare( 'SELECT p.item_id, p.source, p.purchased_at, i.name, i.type, i.slug, i.platform, i.thumbnail, i.pack_id FROM %i p INNER JOIN %i i ON i.id = p.item_id WHERE p.account_id = %d ORDER BY p.id DESC', $purchases, $items, $account_id ), ARRAY_A )
			: $wpdb->get_results( $wpdb->prepare( 'SELECT p.item_id, p.source, p.purchased_at, i.name, i.type, i.slug, i.platform, i.thumbnail, i.pack_id FROM %i p INNER JOIN %i i ON i.id = p.item_id WHERE p.account_id = %d AND i.platform = %s ORDER BY p.id DESC', $purchases, $items, $account_id, $platform ), ARRAY_A );
		return (array) $rows;
	}

	/**
	 * Removes an account's rows (the account is being deleted).
	 *
	 * @param int $account_id Account.
	 */
	public function forget_account( int $account_id ): void {
		global $wpdb;
		$wpdb->delete( Names::table( 'purchases' ), array( 'account_id' => $account_id ), array( '%d' ) );
	}
}
