<?php
/**
 * Cloud files' designs as roles (issue [25]).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Cloud\FileDesigns;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * One new table, `cloud_designs`: the design of each cloud body, keyed by
 * the body's SHA-256 as the bodies are. No existing table changes; bodies
 * stored before have no design until pushed or saved again.
 */
final class Migration0014FileDesigns implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0014-file-designs';
	}

	/**
	 * Creates the table.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$table = FileDesigns::table();
		Migrator::create_tables(
			array(
				"CREATE TABLE {$table} (
  hash char(64) NOT NULL,
  design longtext NOT NULL,
  PRIMARY KEY  (hash)
)",
			)
		);
	}
}
