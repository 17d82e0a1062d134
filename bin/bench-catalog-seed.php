<?php
/**
 * Seeds a bench site: synthetic catalogue items up to N (through
 * CatalogWriter's bulk insert, so rows, links and search words are exactly
 * what the plugin writes; items already there are kept, so one site grows
 * from size to size), M posts for the core comparison, and a library
 * account signed in for the admin with F cloud files (a tenth of them in one
 * WorkSpace); posts and files only once.
 *
 * The items go in without their id sets, as in a hub from before
 * Migration0007CatalogSets: bin/bench-catalog-migrate.php then migrates
 * (and times it).
 *
 * Usage: php bin/bench-catalog-seed.php <site-dir> <items> <posts> <cloud files>
 *
 * @package Stencilbox
 */

[ , $site, $items_wanted, $posts_wanted, $files_wanted ] = $argv + array( null, null, 100000, 10000, 10000 );
require __DIR__ . '/lib/site-load.php';
require stencilbox_site_load( $site, 'http://127.0.0.1:8890' );

use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Support\Names;

global $wpdb;
$started = microtime( true );
$writer  = new CatalogWriter();
$words   = explode( ' ', 'amber anchor apex arbor atlas aurora basalt beacon birch bloom boulder breeze bronze canyon cedar chalk citrus clover coast cobalt coral crest crystal dawn delta dune echo ember fable fern fjord flint forge frost garnet glade granite grove harbour haven hazel horizon indigo iris island ivory jade juniper kestrel lagoon lantern lark lava linen lotus lumen maple marble meadow mesa mint mist moss nimbus north oak oasis ochre olive onyx orchid pearl pebble pine plume prairie quartz quill raven reef ridge river ruby saffron sage salt sierra silver slate spruce stone summit sunset tide timber topaz trail tundra umber valley velvet violet willow wren zenith' );
$kinds   = array( 'hero', 'header', 'footer', 'contact', 'pricing', 'features', 'testimonials', 'gallery', 'team', 'faq' );
$pages   = array( 'home', 'about', 'services', 'blog', 'shop', 'landing' );

$categories = array();
for ( $n = 0; $n < 30; $n++ ) {
	$categories[] = $writer->upsert_term( 'category', "bench-category-{$n}", ucfirst( $words[ $n * 3 ] ) . ' category' );
}
$tags = array();
for ( $n = 0; $n < 60; $n++ ) {
	$tags[] = $writer->upsert_term( 'tag', "bench-tag-{$n}", ucfirst( $words[ $n ] ) );
}
$types = array(
	'block' => array(),
	'page'  => array(),
);
foreach ( $kinds as $kind ) {
	$types['block'][] = $writer->upsert_term( 'template_type', "bench-{$kind}", ucfirst( $kind ), 'block' );
}
foreach ( $pages as $kind ) {
	$types['page'][] = $writer->upsert_term( 'template_type', "bench-{$kind}", ucfirst( $kind ), 'page' );
}
$deps = array();
for ( $n = 0; $n < 12; $n++ ) {
	$deps[] = $writer->upsert_dependency(
		array(
			'slug'        => "bench-plugin-{$n}",
			'name'        => 'Bench plugin ' . ucfirst( $words[ 40 + $n ] ),
			'is_pro'      => 0 === $n % 4,
			'plugin_file' => "bench-plugin-{$n}/bench-plugin-{$n}.php",
		)
	);
}

// On SQLite, $wpdb parses every statement as MySQL and translates it (about
// 0.25 ms a row): seeding a million rows that way takes many minutes. The
// rows are plain values, so the bench writes them with prepared statements
// on the same connection instead; on MariaDB, as large multi-row INSERTs on
// $wpdb's connection (wpdb::query() checks every byte of a statement for
// its charset first). The queries it then times go the normal way.
$insert = static function ( string $table, array $columns, array $rows ) use ( $wpdb ): void {
	foreach ( array_chunk( $rows, 2000 ) as $chunk ) {
		$values = array();
		foreach ( $chunk as $row ) {
			$values[] = '(' . implode( ',', array_map( static fn( mixed $v ): string => is_int( $v ) || is_float( $v ) ? (string) $v : "'" . mysqli_real_escape_string( $wpdb->dbh, (string) $v ) . "'", array_values( $row ) ) ) . ')';
		}
		if ( ! mysqli_query( $wpdb->dbh, "INSERT INTO {$table} (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', $values ) ) ) {
			fwrite( STDERR, 'seed failed: ' . mysqli_error( $wpdb->dbh ) . "\n" );
			exit( 1 );
		}
	}
};
if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
	$driver = $wpdb->get_driver();
	$insert = static function ( string $table, array $columns, array $rows ) use ( $driver ): void {
		$tuple = '(' . implode( ',', array_fill( 0, count( $columns ), '?' ) ) . ')';
		foreach ( array_chunk( $rows, max( 1, intdiv( 30000, max( 1, count( $columns ) ) ) ) ) as $chunk ) {
			$driver->execute_sqlite_query(
				'INSERT INTO "' . $table . '" ("' . implode( '","', $columns ) . '") VALUES ' . implode( ',', array_fill( 0, count( $chunk ), $tuple ) ),
				array_merge( ...array_map( 'array_values', $chunk ) )
			);
		}
	};
}

$first   = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Names::table( 'catalog_items' ) . ' WHERE source = %s', 'bench' ) );
$next    = (int) $wpdb->get_var( 'SELECT COALESCE(MAX(id), 0) FROM ' . Names::table( 'catalog_items' ) ) + 1 - $first;
$markup  = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Bench</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>A synthetic item for the benchmark.</p>\n<!-- /wp:paragraph -->";
$count   = count( $words );
$chunk   = 2000;
// Thumbnails: the demo catalogue's card pictures, as references the plugin serves.
$pictures = array_map(
	static fn( string $file ): string => 'plugin:php/Hub/Catalog/demo/images/' . basename( $file ),
	array_values( array_filter( glob( dirname( __DIR__ ) . '/php/Hub/Catalog/demo/images/*.webp' ) ?: array(), static fn( string $file ): bool => ! str_ends_with( $file, '-full.webp' ) && ! str_ends_with( $file, '-banner.webp' ) ) )
);
$picture  = static fn( int $n ): string => $pictures ? $pictures[ $n % count( $pictures ) ] : '';
mt_srand( 42 + $first );
for ( $done = $first; $done < $items_wanted; $done += $chunk ) {
	$batch = array();
	for ( $i = $done; $i < min( $items_wanted, $done + $chunk ); $i++ ) {
		$roll = mt_rand( 1, 100 );
		$type = $roll <= 10 ? 'pack' : ( $roll <= 45 ? 'page' : 'block' );
		$plan = array( 'free', 'free', 'starter', 'pro' )[ mt_rand( 0, 3 ) ];
		$name = ucfirst( $words[ mt_rand( 0, $count - 1 ) ] ) . ' ' . ucfirst( $words[ mt_rand( 0, $count - 1 ) ] ) . ' ' . ( 'pack' === $type ? 'Pack' : ucfirst( $type ) ) . " {$i}";
		$desc = 'A ' . $words[ mt_rand( 0, $count - 1 ) ] . ' and ' . $words[ mt_rand( 0, $count - 1 ) ] . ' layout with a ' . $words[ mt_rand( 0, $count - 1 ) ] . ' mood.';
		$terms = array( $categories[ mt_rand( 0, 29 ) ], $tags[ mt_rand( 0, 59 ) ], $tags[ mt_rand( 0, 59 ) ] );
		$need  = array();
		for ( $d = mt_rand( 0, 3 ); $d > 0; $d-- ) {
			$need[] = $deps[ mt_rand( 0, 11 ) ];
		}
		$batch[] = array(
			'id'               => $next + $i,
			'platform'         => 0 === $i % 3 ? 'elementor' : 'gutenberg',
			'type'             => $type,
			'slug'             => "bench-item-{$i}",
			'variation_key'    => 'bench-item-' . ( $i - $i % 3 ),
			'name'             => $name,
			'description'      => $desc,
			'plan'             => $plan,
			'price'            => 'free' === $plan ? 0 : mt_rand( 5, 99 ),
			'template_type_id' => 'pack' === $type ? 0 : $types[ $type ][ mt_rand( 0, count( $types[ $type ] ) - 1 ) ],
			'thumbnail'        => $picture( $i ),
			'thumbnail2'       => 'pack' === $type ? $picture( $i + 1 ) : '',
			'thumbnail3'       => 'pack' === $type ? $picture( $i + 2 ) : '',
			'rating'           => mt_rand( 30, 50 ) / 10,
			'downloads'        => mt_rand( 0, 5000 ),
			'featured'         => 0 === mt_rand( 0, 200 ),
			'term_ids'         => $terms,
			'dependency_ids'   => $need,
			'content'          => $markup,
			'source'           => 'bench',
		);
	}
	$wpdb->query( 'START TRANSACTION' );
	$writer->insert_many( $batch, $insert, false );
	$wpdb->query( 'COMMIT' );
	if ( '' !== $wpdb->last_error ) {
		fwrite( STDERR, "seed failed: {$wpdb->last_error}\n" );
		exit( 1 );
	}
	if ( 0 === ( $done + $chunk ) % 100000 || $done + $chunk >= $items_wanted ) {
		fwrite( STDERR, sprintf( "  items %d / %d\n", min( $items_wanted, $done + $chunk ), $items_wanted ) );
	}
}

// Posts for GET /wp/v2/posts, inserted the same bulk way (once).
$now   = current_time( 'mysql' );
$gmt   = current_time( 'mysql', true );
$posts = $wpdb->posts;
$have  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$posts} WHERE post_type = 'post'" );
for ( $done = $have > 1 ? $posts_wanted : 0; $done < $posts_wanted; $done += 1000 ) {
	$values = array();
	for ( $i = $done; $i < min( $posts_wanted, $done + 1000 ); $i++ ) {
		$title    = ucfirst( $words[ $i % $count ] ) . ' post ' . $i;
		$values[] = $wpdb->prepare(
			"(1, %s, %s, %s, %s, '', 'publish', 'open', 'open', %s, '', '', %s, %s, '', 0, '', 0, 'post', '', 0)",
			$now,
			$gmt,
			"<!-- wp:paragraph -->\n<p>Post {$i} of the benchmark.</p>\n<!-- /wp:paragraph -->",
			$title,
			"bench-post-{$i}",
			$now,
			$gmt
		);
	}
	$wpdb->query( 'START TRANSACTION' );
	$wpdb->query( "INSERT INTO {$posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count) VALUES " . implode( ',', $values ) );
	$wpdb->query( 'COMMIT' );
}

// One library account with F cloud files, signed in for the admin (user 1):
// most in My Clouds, a tenth in one WorkSpace; names of two words and a
// number, and a hundred distinct bodies (copies share theirs). Once.
if ( null !== ( new Stencilbox\Hub\Accounts\AccountRepository() )->find_by_email( 'bench@example.org' ) ) {
	$files_wanted = 0;
}
if ( $files_wanted > 0 ) {
	$account_id = ( new Stencilbox\Hub\Accounts\AccountRepository() )->insert(
		array(
			'email'       => 'bench@example.org',
			'first_name'  => 'Bench',
			'last_name'   => 'Account',
			'plan'        => 'pro',
			'is_verified' => 1,
		)
	);
	$api_key = ( new Stencilbox\Hub\Accounts\ApiKeys() )->create( $account_id, 'bench', Stencilbox\Hub\Accounts\ApiKeys::KIND_PERSONAL );
	Stencilbox\Plugin::instance()->service( Stencilbox\Site\Account\Connections::class )->save( 1, $api_key, $account_id, 'bench@example.org', true, false );
	$space  = ( new Stencilbox\Hub\Cloud\Workspaces() )->create( $account_id, 'Bench space' );
	$bodies = new Stencilbox\Hub\Cloud\DatabaseBodyStore();
	$hashes = array();
	for ( $n = 0; $n < 100; $n++ ) {
		$hashes[] = $bodies->put( str_replace( 'Bench', 'Bench ' . $n, $markup ) );
	}
	$bulk = $insert ?? static function ( string $table, array $columns, array $rows ) use ( $wpdb ): void {
		foreach ( array_chunk( $rows, 500 ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $row ) {
				$values[] = $wpdb->prepare( '(' . implode( ',', array_fill( 0, count( $row ), '%s' ) ) . ')', array_values( $row ) );
			}
			$wpdb->query( "INSERT INTO {$table} (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', $values ) );
		}
	};
	$now       = current_time( 'mysql', true );
	$file_rows = array();
	$word_rows = array();
	$first     = (int) $wpdb->get_var( 'SELECT COALESCE(MAX(id), 0) FROM ' . Names::table( 'cloud_files' ) ) + 1;
	for ( $i = 0; $i < $files_wanted; $i++ ) {
		$id        = $first + $i;
		$place     = 0 === $i % 10 ? $space : 0;
		$name      = ucfirst( $words[ mt_rand( 0, $count - 1 ) ] ) . ' ' . ucfirst( $words[ mt_rand( 0, $count - 1 ) ] ) . " page {$i}";
		$file_rows[] = array( $id, $account_id, $place, $name, sanitize_title( $name ), 0 === $i % 3 ? 'elementor' : 'gutenberg', 'page', $hashes[ $i % 100 ], strlen( $markup ), 0, 'push', $now, $now );
		foreach ( Stencilbox\Hub\Catalog\Words::of( $name ) as $word ) {
			$word_rows[] = array( $id, $word, $account_id, $place );
		}
	}
	$wpdb->query( 'START TRANSACTION' );
	$bulk( Names::table( 'cloud_files' ), array( 'id', 'account_id', 'workspace_id', 'name', 'slug', 'platform', 'type', 'body_hash', 'size', 'item_id', 'source', 'created_at', 'updated_at' ), $file_rows );
	$bulk( Names::table( 'cloud_words' ), array( 'file_id', 'word', 'account_id', 'workspace_id' ), $word_rows );
	$wpdb->query( 'COMMIT' );
	foreach ( $hashes as $hash ) {
		$bodies->settle( $hash );
	}
}

// Fresh statistics, as a database in use has.
$suppress = $wpdb->suppress_errors( true );
if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
	$wpdb->get_driver()->execute_sqlite_query( 'ANALYZE' );
} else {
	foreach ( array( 'items', 'item_terms', 'item_dependencies', 'words', 'terms', 'content' ) as $table ) {
		$wpdb->query( 'ANALYZE TABLE ' . Names::table( 'catalog_' . $table ) );
	}
	foreach ( array( 'files', 'words', 'workspaces', 'members' ) as $table ) {
		$wpdb->query( 'ANALYZE TABLE ' . Names::table( 'cloud_' . $table ) );
	}
	$wpdb->query( "ANALYZE TABLE {$posts}" );
}
$wpdb->suppress_errors( $suppress );
CatalogVersion::bump();

printf(
	"seeded %d catalogue items (%d search words, %d links), %d posts and %d cloud files in %.0f s\n",
	(int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'catalog_items' ) ),
	(int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'catalog_words' ) ),
	(int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'catalog_item_terms' ) ),
	(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$posts} WHERE post_type = 'post'" ),
	(int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'cloud_files' ) ),
	microtime( true ) - $started
);
