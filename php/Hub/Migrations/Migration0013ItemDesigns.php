<?php
/**
 * Items' designs as roles (issue [25]).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Catalog\ItemDesigns;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * One new table, `catalog_designs`: an item's design per content it had
 * (keyed by the SHA-256 of the stored content, the hash its versions
 * carry), the newest write last. No existing table changes; items written
 * before have no design until their content is written again.
 */
final class Migration0013ItemDesigns implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0013-item-designs';
	}

	/**
	 * Creates the table.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$table = ItemDesigns::table();
		Migrator::create_tables(
			array(
				"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  item_id bigint(20) unsigned NOT NULL,
  hash char(64) NOT NULL,
  design longtext NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY item_hash (item_id,hash),
  KEY item_id (item_id,id)
)",
			)
		);
	}
}
