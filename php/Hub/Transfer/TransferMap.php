<?php
/**
 * What another hub's cloud files and WorkSpaces became here.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Transfer;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's own table, read and written only while a bundle is applied.

/**
 * An origin is `<signing hub's fingerprint>:<kind>:<id there>`; a row says
 * which id it has here (Migration0017TransferMap).
 */
final class TransferMap {
	/**
	 * The table.
	 */
	public static function table(): string {
		return Names::table( 'transfer_map' );
	}

	/**
	 * An origin's name.
	 *
	 * @param string $fingerprint Signing hub.
	 * @param string $kind        `file` or `workspace`.
	 * @param int    $id          Its id there.
	 */
	public static function origin( string $fingerprint, string $kind, int $id ): string {
		return $fingerprint . ':' . $kind . ':' . $id;
	}

	/**
	 * The id here (0: none yet).
	 *
	 * @param string $origin Origin.
	 */
	public function local( string $origin ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT local_id FROM %i WHERE origin = %s', self::table(), $origin ) );
	}

	/**
	 * Records (or moves) an origin's id here.
	 *
	 * @param string $origin Origin.
	 * @param int    $id     Id here.
	 */
	public function remember( string $origin, int $id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE origin = %s', self::table(), $origin ) );
		$wpdb->insert(
			self::table(),
			array(
				'origin'   => $origin,
				'local_id' => $id,
			),
			array( '%s', '%d' )
		);
	}
}
