<?php
/**
 * Catalogue items published from saved templates keep what they are (issue [26] item 5).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Catalog\ItemTemplates;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * One new table, `catalog_templates`: for an item published from a saved
 * template, the template (type, stable id, status, display conditions in
 * portable form) as JSON per content the item had (keyed by the item and
 * the SHA-256 of the stored content, as `catalog_designs`), the newest
 * write last. No existing table changes; items published before have none
 * until published again.
 */
final class Migration0021ItemTemplates implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0021-item-templates';
	}

	/**
	 * Creates the table.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$table = ItemTemplates::table();
		Migrator::create_tables(
			array(
				"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  item_id bigint(20) unsigned NOT NULL,
  hash char(64) NOT NULL,
  template longtext NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY item_hash (item_id,hash),
  KEY item_id (item_id,id)
)",
			)
		);
	}
}
