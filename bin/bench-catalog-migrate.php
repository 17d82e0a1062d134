<?php
/**
 * Migrates a bench hub seeded without id sets (bin/bench-catalog-seed.php)
 * the way a hub from before them migrates: Migration0007CatalogSets, then
 * the builder's batches until the sets are ready (what WP-Cron would run),
 * timed. Earlier sets are dropped first, so each size measures a whole build.
 *
 * Usage: php bin/bench-catalog-migrate.php <site-dir>
 * Prints one line: items, batches, total seconds, the longest batch.
 *
 * @package Stencilbox
 */

[ , $site ] = $argv + array( null, null );
require __DIR__ . '/lib/site-load.php';
require stencilbox_site_load( $site, 'http://127.0.0.1:8890' );

use Stencilbox\Hub\Catalog\CatalogSets;
use Stencilbox\Hub\Catalog\CatalogSetsBuilder;
use Stencilbox\Hub\Migrations\Migration0007CatalogSets;
use Stencilbox\Support\Names;

global $wpdb;
$wpdb->query( 'DELETE FROM ' . CatalogSets::table() );
delete_option( CatalogSets::STATE_OPTION );
wp_clear_scheduled_hook( CatalogSetsBuilder::CRON_HOOK );

$started = microtime( true );
$longest = 0.0;
$batches = 0;
add_action(
	CatalogSetsBuilder::BATCH_ACTION,
	static function ( string $phase, string $where, float $seconds ) use ( &$longest, &$batches ): void {
		++$batches;
		$longest = max( $longest, $seconds );
		fwrite( STDERR, sprintf( "\r  batch %d (%s from %s): %.1f s   ", $batches, $phase, 'chunks' === $phase ? 'id ' . ( (int) $where << 16 ) : "'{$where}'", $seconds ) );
	},
	10,
	3
);
// What the migrating request does: creates the table, starts the build and
// builds for Migration0007CatalogSets::SECONDS; then the cron runs batches.
( new Migration0007CatalogSets() )->up( $wpdb );
$builder    = new CatalogSetsBuilder( new CatalogSets() );
$in_request = microtime( true ) - $started;
$builder->run( PHP_FLOAT_MAX );
$total = microtime( true ) - $started;
fwrite( STDERR, "\n" );
if ( ! ( new CatalogSets() )->ready() ) {
	fwrite( STDERR, "migrate: the sets are not ready after the build\n" );
	exit( 1 );
}
wp_clear_scheduled_hook( CatalogSetsBuilder::CRON_HOOK );

// Fresh statistics, as a database in use has.
$suppress = $wpdb->suppress_errors( true );
if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
	$wpdb->get_driver()->execute_sqlite_query( 'ANALYZE' );
} else {
	foreach ( array( 'items', 'item_terms', 'item_dependencies', 'words', 'terms', 'content', 'sets' ) as $table ) {
		$wpdb->query( 'ANALYZE TABLE ' . Names::table( 'catalog_' . $table ) );
	}
	foreach ( array( 'files', 'words', 'workspaces', 'members' ) as $table ) {
		$wpdb->query( 'ANALYZE TABLE ' . Names::table( 'cloud_' . $table ) );
	}
	$wpdb->query( "ANALYZE TABLE {$wpdb->posts}" );
}
$wpdb->suppress_errors( $suppress );

printf(
	"migrated %d items: %d set rows in %d batches (%.1f s in the migrating request), %.1f s in all, longest batch %.1f s\n",
	(int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'catalog_items' ) ),
	(int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . CatalogSets::table() ),
	$batches,
	$in_request,
	$total,
	$longest
);
