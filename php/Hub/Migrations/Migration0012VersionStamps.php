<?php
/**
 * Change stamps for the update check's token (issue [24]).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Versions\ChangeStamps;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * One new table, `version_stamps`: a random stamp per thing an update
 * check answers about (`item:<id>`, `file:<id>`, `sharing:0`), written
 * whenever that thing's answer may change (`Hub\Versions\ChangeStamps`).
 * A thing that never changed has no row. Nothing else changes; until the
 * table exists, every check is a full one.
 */
final class Migration0012VersionStamps implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0012-version-stamps';
	}

	/**
	 * Creates the table (dbDelta: idempotent).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$table = ChangeStamps::table();
		Migrator::create_tables(
			array(
				"CREATE TABLE {$table} (
  thing varchar(40) NOT NULL,
  stamp char(16) NOT NULL,
  PRIMARY KEY  (thing)
)",
			)
		);
	}
}
