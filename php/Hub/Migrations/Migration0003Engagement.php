<?php
/**
 * What accounts do with items: favourites, ratings, downloads, purchases.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Creates the engagement tables. Each row is keyed for the query that reads
 * it: an account's list (account_id first) or an item's total (item_id).
 */
final class Migration0003Engagement implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0003-engagement';
	}

	/**
	 * Creates the tables (dbDelta: idempotent).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$favourites = Names::table( 'favourites' );
		$ratings    = Names::table( 'ratings' );
		$downloads  = Names::table( 'downloads' );
		$purchases  = Names::table( 'purchases' );
		Migrator::create_tables(
			array(
				"CREATE TABLE {$favourites} (
  account_id bigint(20) unsigned NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (account_id,item_id),
  KEY item_id (item_id)
)",
				"CREATE TABLE {$ratings} (
  account_id bigint(20) unsigned NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  rating tinyint(3) unsigned NOT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (account_id,item_id),
  KEY item_id (item_id)
)",
				"CREATE TABLE {$downloads} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  account_id bigint(20) unsigned NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  origin varchar(20) NOT NULL DEFAULT '',
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY account (account_id,id),
  KEY item_id (item_id)
)",
				"CREATE TABLE {$purchases} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  account_id bigint(20) unsigned NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  source varchar(20) NOT NULL DEFAULT 'admin',
  purchased_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY account_item (account_id,item_id),
  KEY item_id (item_id)
)",
			)
		);
	}
}
