<?php
/**
 * Cloud files that are saved templates keep what they are (issue [26] item 5).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Cloud\FileTemplates;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * One new table, `cloud_templates`: for a file pushed from a saved
 * template, the template (type, stable id, status, display conditions in
 * portable form) as JSON, keyed by the file. No existing table changes;
 * files pushed before have none until pushed again.
 */
final class Migration0020CloudTemplates implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0020-cloud-templates';
	}

	/**
	 * Creates the table.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$table = FileTemplates::table();
		Migrator::create_tables(
			array(
				"CREATE TABLE {$table} (
  file_id bigint(20) unsigned NOT NULL,
  template longtext NOT NULL,
  PRIMARY KEY  (file_id)
)",
			)
		);
	}
}
