<?php
/**
 * Library bundles (issue [26] item 6): what a bundle's cloud files and
 * WorkSpaces became on this hub, so applying it again changes nothing.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Transfer\TransferMap;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * One new table, `transfer_map`: a thing of another hub (the signing hub's
 * fingerprint, the kind, its id there) → its id here, and, by `local_id`,
 * the names a thing here had elsewhere (an export carries them, so a
 * library that goes A → B → A finds its own files again). Items need none
 * (their platform and slug are their name on every hub), accounts neither
 * (their email). Nothing else changes.
 */
final class Migration0018TransferMap implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0018-transfer-map';
	}

	/**
	 * Creates the table (dbDelta: idempotent).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$table = TransferMap::table();
		Migrator::create_tables(
			array(
				"CREATE TABLE {$table} (
  origin varchar(120) NOT NULL,
  local_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (origin),
  KEY local_id (local_id)
)",
			)
		);
	}
}
