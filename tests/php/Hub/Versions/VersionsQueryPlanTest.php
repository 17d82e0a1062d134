<?php
/**
 * What versions, usage reports and provenance records ask the database
 * reads through indexes, at thousands of rows: a page of cloud files asks
 * each file's newest version in one query; a body's count, a thing's
 * versions, an item's sites, a post's records are index ranges; an update
 * check reads the site's records whole, bounded. The catalogue's own
 * queries do not touch these tables.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Versions;

use Stencilbox\Hub\Cloud\DatabaseBodyStore;
use Stencilbox\Hub\Versions\Usage;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Plugin;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Support\Names;
use Stencilbox\Tests\QueryPlans;
use Stencilbox\Tests\TestCase;
use Stencilbox\Tests\VersionHelpers;

/**
 * EXPLAIN the queries of Hub\Versions and Site\Provenance.
 *
 * @group database
 */
final class VersionsQueryPlanTest extends TestCase {
	use QueryPlans;
	use VersionHelpers;

	private const THINGS = 1500;

	/**
	 * Rows in many-row INSERTs.
	 *
	 * @param string                        $table   Table.
	 * @param string[]                      $columns Columns.
	 * @param array<int, array<int, mixed>> $rows    Rows.
	 */
	private static function seed( string $table, array $columns, array $rows ): void {
		global $wpdb;
		foreach ( array_chunk( $rows, 300 ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $row ) {
				$values[] = $wpdb->prepare( '(' . implode( ',', array_fill( 0, count( $row ), '%s' ) ) . ')', $row );
			}
			$wpdb->query( 'INSERT INTO ' . Names::table( $table ) . ' (' . implode( ',', $columns ) . ') VALUES ' . implode( ',', $values ) );
		}
	}

	public function test_versions_usage_and_provenance_read_through_indexes(): void {
		self::empty_versions();
		$now      = gmdate( 'Y-m-d H:i:s' );
		$versions = array();
		$usage    = array();
		$records  = array();
		for ( $n = 1; $n <= self::THINGS; $n++ ) {
			foreach ( array( 1, 2, 3 ) as $number ) {
				$versions[] = array( 0 === $n % 2 ? 'file' : 'item', $n, $number, hash( 'sha256', "$n-$number" ), 10, 0, '', '', 0, $now );
			}
			$usage[]   = array( 'item', $n % 300 + 1, 'https://site-' . $n . '.example.org/', $n % 40 + 1, 1, 2, 1, $now );
			$records[] = array( $n % 400 + 1, 'range', 'ref' . $n, 'editor', 'gutenberg', 0 === $n % 3 ? 'local' : 'https://hub.example.org', 'item', $n % 200 + 1, '', '', 1, hash( 'sha256', (string) $n ), '{}', '{}', 0, $now, $now );
		}
		self::seed( 'versions', array( 'kind', 'target_id', 'number', 'body_hash', 'size', 'author_id', 'author_name', 'note', 'restored_from', 'created_at' ), $versions );
		self::seed( 'usage_reports', array( 'kind', 'target_id', 'site', 'account_id', 'version', 'places', 'posts', 'reported_at' ), $usage );
		self::seed( 'provenance', array( 'post_id', 'scope', 'ref', 'path', 'platform', 'hub', 'kind', 'source_id', 'source_name', 'source_type', 'version', 'hash', 'history', 'context', 'user_id', 'created_at', 'updated_at' ), $records );

		$store = new Versions( new DatabaseBodyStore() );
		$cases = array(
			'newest numbers of a page of files' => static fn(): mixed => $store->newest_numbers( Versions::FILE, range( 2, 40, 2 ) ),
			'newest versions of a check’s items' => static fn(): mixed => $store->newest_rows( Versions::ITEM, range( 1, 119, 2 ) ),
			'a thing’s versions'                => static fn(): mixed => $store->all( Versions::ITEM, 11, null ),
			'one version'                       => static fn(): mixed => $store->find( Versions::ITEM, 11, 2, null ),
			'a body’s count and delete'         => static fn(): mixed => ( new DatabaseBodyStore() )->settle( hash( 'sha256', '11-2' ) ),
			'an item’s sites'                   => static fn(): mixed => ( new Usage() )->of_item( 7 ),
			'a post’s records'                  => static fn(): mixed => Plugin::instance()->service( Provenance::class )->of_post( 9 ),
		);
		foreach ( $cases as $name => $work ) {
			$seen = array_values( array_filter( self::sql_of( $work ), static fn( string $sql ): bool => (bool) preg_match( '/^\s*(SELECT|UPDATE|DELETE)/i', $sql ) ) );
			$this->assertNotEmpty( $seen, $name );
			foreach ( $seen as $sql ) {
				$this->assert_indexed( $name, $sql );
			}
		}
		// An update check looks at every place of the site: its records are
		// read whole, by design, and never more than MAX_ROWS of them.
		$all = self::sql_of( static fn(): mixed => Plugin::instance()->service( Provenance::class )->all() );
		$this->assertCount( 1, $all );
		$this->assertStringContainsString( 'LIMIT ' . Provenance::MAX_ROWS, $all[0] );
		// An account's report of a site is read and replaced by the account's index.
		$report = array_values( array_filter( self::sql_of( static fn(): mixed => ( new Usage() )->report( 'https://site-5.example.org/', 6, array( array( 'id' => 1, 'version' => 2 ) ) ) ), static fn( string $sql ): bool => (bool) preg_match( '/^\s*(SELECT|DELETE)/i', $sql ) ) );
		$this->assertCount( 2, $report, 'the report read, and what the site no longer uses deleted' );
		foreach ( $report as $sql ) {
			$this->assert_indexed( 'an account’s report of a site', $sql );
		}
	}
}
