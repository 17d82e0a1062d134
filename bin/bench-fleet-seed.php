<?php
/**
 * Seeds the fleet bench's hub (bin/bench-fleet.sh): an agency's library —
 * 300 catalogue items, a third of them changed once or twice since (so
 * they have versions), and 20 cloud files of the agency's account, five
 * with a second version — 100 posts for core's list, and N sites. Each
 * site has its own API key of the agency's account (what a site connected
 * to this hub sends as its Bearer key) and what a site with ~200
 * provenance records sends: 180 places over 60 items and 20 over 5 files,
 * some a version behind. The hub holds each site's usage report as the
 * site's last check left it (`Usage::report()`, the check's own write).
 * Sites already seeded are kept, so one hub grows from size to size.
 *
 * Prints the sites as JSON (site, key, items, files) with the update
 * schedule read from the code (`Updates::COUNT_TTL`, `HUB_TTL`).
 *
 * Usage: php bin/bench-fleet-seed.php <site-dir> <sites> <sites.json>
 *
 * @package Stencilbox
 */

[ , $site_dir, $sites_wanted, $out ] = $argv + array( null, null, 10, null );
require __DIR__ . '/lib/site-load.php';
require stencilbox_site_load( $site_dir, 'http://127.0.0.1:8920' );

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Hub\Cloud\DatabaseBodyStore;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Hub\Versions\ItemVersions;
use Stencilbox\Hub\Versions\Retention;
use Stencilbox\Hub\Versions\Usage;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Site\Updates\Updates;
use Stencilbox\Support\Names;

const ITEMS        = 300;
const FILES        = 20;
const SITE_ITEMS   = 60;
const SITE_FILES   = 5;
const ITEM_PLACES  = 180;
const FILE_PLACES  = 20;
const AGENCY_EMAIL = 'agency@example.org';

global $wpdb;
wp_set_current_user( 1 );
update_option( HubController::REMOTE_OPTION, 1 );
$started = microtime( true );
// The writer as the plugin builds it: item changes make versions.
$plugin  = WP_PLUGIN_DIR . '/stencilbox/stencilbox.php';
$writer  = new CatalogWriter(
	null,
	new ItemVersions(
		new Versions( new DatabaseBodyStore() ),
		new CatalogRepository( new AssetRefs( dirname( (string) realpath( $plugin ) ), (string) realpath( $plugin ) ) ),
		new Retention( new AccountRepository() ),
		new Usage()
	)
);
$keys    = new ApiKeys();
$state   = is_file( (string) $out ) ? json_decode( (string) file_get_contents( $out ), true ) : null;

/**
 * A hub route called as a site calls it, in process; stops the seed on an error.
 *
 * @param string               $method Method.
 * @param string               $path   Path under the hub namespace.
 * @param array<string, mixed> $params JSON body.
 * @param string               $key    Bearer key.
 * @return array<string, mixed>
 */
function bench_fleet_hub( string $method, string $path, array $params, string $key ): array {
	$request = new WP_REST_Request( $method, '/' . Names::HUB_NAMESPACE . $path );
	$request->set_header( 'Content-Type', 'application/json' );
	$request->set_header( 'Authorization', 'Bearer ' . $key );
	$request->set_body( (string) wp_json_encode( (object) $params ) );
	$response = rest_do_request( $request );
	if ( $response->is_error() ) {
		fwrite( STDERR, "seed: {$method} {$path} failed: " . wp_json_encode( $response->get_data() ) . "\n" );
		exit( 1 );
	}
	return (array) $response->get_data();
}

if ( ! is_array( $state ) ) {
	// The library, once: items in one bulk insert, then a third changed
	// (versions 2, and 3 for every other one) through the writer, as a
	// publish or a bundle import changes them.
	$next   = (int) $wpdb->get_var( 'SELECT COALESCE(MAX(id), 0) FROM ' . Names::table( 'catalog_items' ) ) + 1;
	$markup = static fn( int $n, int $v ): string => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Fleet block {$n}</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>Version {$v} of a block the agency's sites use.</p>\n<!-- /wp:paragraph -->";
	$items  = array();
	for ( $n = 0; $n < ITEMS; $n++ ) {
		$items[] = array(
			'id'       => $next + $n,
			'platform' => 'gutenberg',
			'type'     => 'block',
			'slug'     => "fleet-block-{$n}",
			'name'     => "Fleet block {$n}",
			'source'   => 'bench',
			'content'  => $markup( $n, 1 ),
		);
	}
	$writer->insert_many( $items );
	foreach ( $items as $n => $item ) {
		if ( 0 !== $n % 3 ) {
			continue;
		}
		foreach ( 0 === $n % 2 ? array( 2, 3 ) : array( 2 ) as $version ) {
			$writer->save_item( array( 'content' => $markup( $n, $version ) ) + $item );
		}
	}
	CatalogVersion::bump();

	// Posts for GET /wp/v2/posts?per_page=20.
	for ( $n = 0; $n < 100; $n++ ) {
		wp_insert_post(
			array(
				'post_type'    => 'post',
				'post_status'  => 'publish',
				'post_title'   => "Agency news {$n}",
				'post_content' => "<!-- wp:paragraph -->\n<p>News item {$n} from the agency: what changed this week.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>A second paragraph, as posts have.</p>\n<!-- /wp:paragraph -->",
			)
		);
	}

	// The agency's account and its cloud files (pushed as a site pushes them).
	$agency = ( new AccountRepository() )->find_by_email( AGENCY_EMAIL );
	$agency = $agency ? (int) $agency['id'] : (int) ( new AccountRepository() )->insert(
		array(
			'email'       => AGENCY_EMAIL,
			'first_name'  => 'Fleet',
			'last_name'   => 'Agency',
			'plan'        => 'pro',
			'plan_term'   => 'yearly',
			'is_verified' => 1,
		)
	);
	$seed_key = $keys->create( $agency, 'bench seed', ApiKeys::KIND_PERSONAL );
	$files    = array();
	for ( $n = 0; $n < FILES; $n++ ) {
		$file    = bench_fleet_hub(
			'POST',
			'/cloud/files',
			array(
				'name'     => "Agency section {$n}",
				'platform' => 'gutenberg',
				'content'  => "<!-- wp:paragraph -->\n<p>Agency section {$n}.</p>\n<!-- /wp:paragraph -->",
			),
			$seed_key
		)['file'];
		$files[] = (int) $file['id'];
		if ( $n < 5 ) {
			bench_fleet_hub( 'POST', "/cloud/files/{$file['id']}/versions", array( 'content' => "<!-- wp:paragraph -->\n<p>Agency section {$n}, revised.</p>\n<!-- /wp:paragraph -->" ), $seed_key );
		}
	}
	$state = array(
		'agency' => $agency,
		'items'  => array_column( $items, 'id' ),
		'files'  => $files,
		'sites'  => array(),
	);
}

// The sites: each its own key, its sources, its report.
$usage   = new Usage();
$newest  = static fn( int $index ): int => 0 === $index % 3 ? ( 0 === $index % 2 ? 3 : 2 ) : 1;
$created = 0;
for ( $s = count( $state['sites'] ) + 1; $s <= (int) $sites_wanted; $s++ ) {
	mt_srand( $s );
	$site  = "https://site-{$s}.example.org/";
	$picks = array_rand( $state['items'], SITE_ITEMS );
	$items = array();
	foreach ( $picks as $n => $index ) {
		// 180 places over 60 items (3 each, in 1 to 3 posts); one in five a version behind.
		$items[] = array(
			'id'      => (int) $state['items'][ $index ],
			'version' => max( 1, $newest( $index ) - ( 0 === $n % 5 ? 1 : 0 ) ),
			'places'  => intdiv( ITEM_PLACES, SITE_ITEMS ),
			'posts'   => 1 + $n % 3,
		);
	}
	$files = array();
	foreach ( (array) array_rand( $state['files'], SITE_FILES ) as $index ) {
		$files[] = array(
			'id'      => (int) $state['files'][ $index ],
			'version' => 1,
			'places'  => intdiv( FILE_PLACES, SITE_FILES ),
			'posts'   => 1,
		);
	}
	$usage->report( $site, (int) $state['agency'], $items );
	$state['sites'][] = array(
		'site'  => $site,
		'key'   => $keys->create( (int) $state['agency'], $site, ApiKeys::KIND_PERSONAL ),
		'items' => $items,
		'files' => $files,
	);
	++$created;
}
$state['schedule'] = array(
	'day'       => DAY_IN_SECONDS,
	'count_ttl' => Updates::COUNT_TTL,
	'hub_ttl'   => Updates::HUB_TTL,
	// Whatever the plugin schedules in WP-Cron (none of it checks for updates today).
	'cron'      => array_values(
		array_unique(
			array_filter(
				array_merge( ...array_map( 'array_keys', array_values( array_filter( (array) _get_cron_array(), 'is_array' ) ) ) ),
				static fn( string $hook ): bool => str_starts_with( $hook, Names::PREFIX )
			)
		)
	),
);
file_put_contents( (string) $out, (string) wp_json_encode( $state ) );
printf(
	"seeded %d sites (%d in all, %d usage rows on the hub) in %.1f s\n",
	$created,
	count( $state['sites'] ),
	(int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Usage::table() ),
	microtime( true ) - $started
);
