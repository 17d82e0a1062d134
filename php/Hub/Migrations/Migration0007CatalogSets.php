<?php
/**
 * The catalogue's per-filter id sets (Hub\Catalog\CatalogSets): a new table,
 * built from the catalogue tables in bounded batches.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Catalog\CatalogSets;
use Stencilbox\Hub\Catalog\CatalogSetsBuilder;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * Creates `catalog_sets` (no existing table changes, so nothing the
 * catalogue reads is locked), then builds the sets chunk by chunk: for up
 * to SECONDS in the request that migrates, which is all a small catalogue
 * needs, then in WP-Cron batches (`CatalogSetsBuilder`). Until the build is
 * done, lists are answered from the tables as before.
 *
 * Rows: one per set key and chunk of 65,536 ids with members. The primary
 * key finds a key's chunks (and a list's keys: they share a prefix);
 * `counts` (set_key, chunk, members) answers the member counts a list reads
 * first without touching the bitmaps. tests/php/Hub/Catalog/QueryPlanTest.php
 * proves every read with EXPLAIN.
 */
final class Migration0007CatalogSets implements Migration {
	/** Seconds of build in the migrating request. */
	public const SECONDS = 3.0;

	/**
	 * Id.
	 */
	public function id(): string {
		return '0007-catalog-sets';
	}

	/**
	 * Creates the table (dbDelta: idempotent) and starts the build.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$table = CatalogSets::table();
		Migrator::create_tables(
			array(
				"CREATE TABLE {$table} (
  set_key varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
  chunk int(10) unsigned NOT NULL,
  members int(10) unsigned NOT NULL DEFAULT 0,
  rev int(10) unsigned NOT NULL DEFAULT 0,
  bits longtext NOT NULL,
  PRIMARY KEY  (set_key,chunk),
  KEY counts (set_key,chunk,members)
)",
			)
		);
		$builder = new CatalogSetsBuilder( new CatalogSets() );
		$builder->start();
		if ( ! $builder->run( self::SECONDS ) ) {
			$builder->schedule();
		}
	}
}
