<?php
/**
 * Versions of catalogue items and cloud files, and where items are used.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Two new tables; nothing of the catalogue's or the cloud's tables changes,
 * so `/items` and the cloud lists run exactly as before:
 *
 * - `versions`: one immutable row per version of an item (`kind` item) or a
 *   cloud file (`kind` file), numbered from 1 per thing
 *   (`target_number`, which also lists a thing's versions in order). The
 *   body is the content-addressed body of `cloud_bodies` named by
 *   `body_hash` (`body_hash` lets a body be kept while a version names it).
 *   A thing without rows has one version, its current content: rows are
 *   written the first time it changes (see `Hub\Versions\Versions`).
 * - `item_usage`: what each site reported using (sites, places, posts), one
 *   row per thing and site, never any content.
 */
final class Migration0008Versions implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0008-versions';
	}

	/**
	 * Creates the tables (dbDelta: idempotent).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$versions = Names::table( 'versions' );
		$usage    = Names::table( 'item_usage' );
		Migrator::create_tables(
			array(
				"CREATE TABLE {$versions} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  kind varchar(10) NOT NULL,
  target_id bigint(20) unsigned NOT NULL,
  number int(10) unsigned NOT NULL,
  body_hash char(64) NOT NULL,
  size int(10) unsigned NOT NULL DEFAULT 0,
  author_id bigint(20) unsigned NOT NULL DEFAULT 0,
  author_name varchar(200) NOT NULL DEFAULT '',
  note varchar(500) NOT NULL DEFAULT '',
  restored_from int(10) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY target_number (kind,target_id,number),
  KEY body_hash (body_hash)
)",
				"CREATE TABLE {$usage} (
  kind varchar(10) NOT NULL,
  target_id bigint(20) unsigned NOT NULL,
  site varchar(190) NOT NULL,
  account_id bigint(20) unsigned NOT NULL DEFAULT 0,
  version int(10) unsigned NOT NULL DEFAULT 0,
  places int(10) unsigned NOT NULL DEFAULT 0,
  posts int(10) unsigned NOT NULL DEFAULT 0,
  reported_at datetime NOT NULL,
  PRIMARY KEY  (kind,target_id,site),
  KEY site (site)
)",
			)
		);
	}
}
