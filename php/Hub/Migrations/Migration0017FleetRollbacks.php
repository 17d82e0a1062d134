<?php
/**
 * A fleet's rollbacks (issue [26] item 4).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * One new table, `fleet_rollbacks`: the item versions the hub asked every
 * site to roll back (one row per item and version, until approving that
 * version or a newer one again ends it). How many rows it holds is an
 * autoloaded option, so a full update check reads the table only while
 * some rollback stands; it starts at 0.
 */
final class Migration0017FleetRollbacks implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0017-fleet-rollbacks';
	}

	/**
	 * Creates the table (dbDelta: idempotent) and the option.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$rollbacks = Fleet::rollbacks_table();
		Migrator::create_tables(
			array(
				"CREATE TABLE {$rollbacks} (
  item_id bigint(20) unsigned NOT NULL,
  number int(10) unsigned NOT NULL,
  ordered_at datetime NOT NULL,
  PRIMARY KEY  (item_id,number)
)",
			)
		);
		if ( false === get_option( Fleet::ROLLBACKS_OPTION ) ) {
			add_option( Fleet::ROLLBACKS_OPTION, '0', '', true );
		}
	}
}
