<?php
/**
 * The catalogue's hot reads: the rows $wpdb would give, on both databases;
 * on SQLite without the MySQL translation; strings bound, never spliced; a
 * failed read is `retry_again`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Catalog\CatalogReads;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Tests\CatalogTestCase;

/**
 * CatalogReads.
 *
 * @group database
 */
final class CatalogReadsTest extends CatalogTestCase {
	public function test_a_read_gives_the_rows_wpdb_gives(): void {
		global $wpdb;
		// Quotes, a backslash and a percent sign in what is looked for.
		$slug  = "it's-50%-a\\b";
		$id    = $this->writer->upsert_term( 'tag', $slug, "It's \"quoted\"" );
		$terms = Names::table( 'catalog_terms' );
		$sql   = "SELECT id, taxonomy, slug, name FROM {$terms} WHERE taxonomy = %s AND slug = %s AND id > %d";
		$rows  = CatalogReads::rows( $sql, array( 'tag', $slug, 0 ) );
		$this->assertSame( array( array( 'id' => (string) $id, 'taxonomy' => 'tag', 'slug' => $slug, 'name' => "It's \"quoted\"" ) ), $rows );
		$this->assertSame( $wpdb->get_results( $wpdb->prepare( $sql, 'tag', $slug, 0 ), ARRAY_A ), $rows );

		// Many rows, in the order asked, by number; an index hint is kept
		// for MySQL and left out for SQLite, which has none.
		$items = Names::table( 'catalog_items' );
		$sql   = "SELECT id, slug, price FROM {$items} FORCE INDEX (PRIMARY) WHERE id > %d ORDER BY id DESC";
		$rows  = CatalogReads::rows( $sql, array( 0 ), ARRAY_N );
		$this->assertGreaterThan( 3, count( $rows ) );
		$this->assertSame( $wpdb->get_results( $wpdb->prepare( $sql, 0 ), ARRAY_N ), $rows );
		$this->assertSame( $rows[0][0], CatalogReads::row( "SELECT id FROM {$items} ORDER BY id DESC LIMIT 1" )['id'] );
		$this->assertNull( CatalogReads::row( "SELECT id FROM {$items} WHERE slug = %s", array( "' OR '1'='1" ) ) );
	}

	public function test_on_sqlite_a_read_skips_the_translation_and_is_announced(): void {
		global $wpdb;
		$items = Names::table( 'catalog_items' );
		$seen  = array();
		$watch = static function ( string $sql ) use ( &$seen ): void {
			$seen[] = $sql;
		};
		add_action( 'stencilbox_catalog_read', $watch );
		$before = $wpdb->num_queries;
		CatalogReads::rows( "SELECT id FROM {$items} WHERE slug = %s", array( "o'clock" ) );
		remove_action( 'stencilbox_catalog_read', $watch );
		if ( 'sqlite' === WP_TESTS_DB ) {
			$this->assertSame( $before, $wpdb->num_queries, 'no query through $wpdb' );
			$this->assertSame( array( $wpdb->prepare( "SELECT id FROM {$items} WHERE slug = %s", "o'clock" ) ), $seen );
		} else {
			$this->assertSame( $before + 1, $wpdb->num_queries );
			$this->assertSame( array(), $seen, '$wpdb already shows it on the query filter' );
		}
	}

	public function test_a_failed_read_is_retry_again(): void {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		try {
			CatalogReads::rows( 'SELECT id FROM ' . Names::table( 'catalog_no_such_table' ) . ' WHERE id = %d', array( 1 ) );
			$this->fail( 'a read of a missing table fails' );
		} catch ( HttpError $error ) {
			$this->assertSame( 'retry_again', $error->error_code() );
			$this->assertSame( 503, $error->status() );
			$this->assertSame( 'The library is busy. Please try again.', $error->getMessage() );
		} finally {
			$wpdb->suppress_errors( $suppress );
			$wpdb->last_error = '';
		}
	}
}
