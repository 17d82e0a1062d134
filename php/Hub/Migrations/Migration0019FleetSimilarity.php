<?php
/**
 * What canary sites measured on their own rendering (issue [26] item 2).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Fleet\VersionCompare;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * One new table, `fleet_similarity`: per canary site, item and version, the
 * similarity (0..1) the site measured between its own rendering of a place
 * before and after applying that version — a number, nothing of the page.
 * No existing table changes.
 */
final class Migration0019FleetSimilarity implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0019-fleet-similarity';
	}

	/**
	 * Creates the table (dbDelta: idempotent).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$table = VersionCompare::similarity_table();
		Migrator::create_tables(
			array(
				"CREATE TABLE {$table} (
  site varchar(190) NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  number int(10) unsigned NOT NULL,
  score decimal(5,4) NOT NULL,
  measured_at datetime NOT NULL,
  PRIMARY KEY  (site,item_id,number),
  KEY item_number (item_id,number)
)",
			)
		);
	}
}
