<?php
/**
 * The list queries use indexes: EXPLAIN on MariaDB/MySQL, EXPLAIN QUERY PLAN
 * on SQLite, over a few thousand items.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Support\Names;
use Stencilbox\Tests\CatalogTestCase;

/**
 * No list filter reads a table (or an index) from end to end.
 */
final class QueryPlanTest extends CatalogTestCase {
	private const ITEMS = 3000;

	/**
	 * Ids of the synthetic dependencies.
	 *
	 * @var int[]
	 */
	private array $deps = array();

	/**
	 * Adds ITEMS synthetic items (with categories, tags, dependencies, words).
	 */
	private function seed_many(): void {
		global $wpdb;
		$categories = array();
		for ( $n = 0; $n < 24; $n++ ) {
			$categories[] = $this->writer->upsert_term( 'category', "cat-{$n}", "Category {$n}" );
		}
		$tags = array();
		for ( $n = 0; $n < 40; $n++ ) {
			$tags[] = $this->writer->upsert_term( 'tag', "tag-{$n}", "Tag {$n}" );
		}
		$types = array(
			'block' => array( $this->term_id( 'template_type', 'hero' ), $this->term_id( 'template_type', 'header' ), $this->term_id( 'template_type', 'contact' ) ),
			'page'  => array( $this->term_id( 'template_type', 'home' ), $this->term_id( 'template_type', 'about' ) ),
		);
		for ( $n = 0; $n < 12; $n++ ) {
			$this->deps[] = $this->writer->upsert_dependency(
				array(
					'slug'   => "plan-dep-{$n}",
					'name'   => "Plan dependency {$n}",
					'is_pro' => $n % 3 === 0,
				)
			);
		}
		$words = array( 'alpha', 'bravo', 'canyon', 'delta', 'ember', 'fjord', 'granite', 'harbour', 'indigo', 'juniper', 'kestrel', 'lagoon', 'meadow', 'nimbus', 'orchid', 'prairie' );
		$next  = (int) $wpdb->get_var( 'SELECT MAX(id) FROM ' . Names::table( 'catalog_items' ) ) + 1;
		$items = array();
		for ( $n = 0; $n < self::ITEMS; $n++ ) {
			$type    = array( 'pack', 'page', 'block', 'block' )[ $n % 4 ];
			$items[] = array(
				'id'               => $next + $n,
				'platform'         => 0 === $n % 3 ? 'elementor' : 'gutenberg',
				'type'             => $type,
				'slug'             => "plan-item-{$n}",
				'name'             => ucfirst( $words[ $n % 16 ] ) . ' ' . ucfirst( $words[ ( $n * 7 ) % 16 ] ) . " {$n}",
				'description'      => 'A ' . $words[ ( $n * 3 ) % 16 ] . ' layout number ' . $n,
				'plan'             => array( 'free', 'starter', 'pro' )[ $n % 3 ],
				'price'            => $n % 5,
				'template_type_id' => 'pack' === $type ? 0 : $types[ $type ][ $n % count( $types[ $type ] ) ],
				'term_ids'         => array( $categories[ $n % 24 ], $tags[ $n % 40 ], $tags[ ( $n * 11 ) % 40 ] ),
				'dependency_ids'   => array( $this->deps[ $n % 12 ], $this->deps[ ( $n * 5 ) % 12 ] ),
				'content'          => '',
				'source'           => 'plan-test',
			);
		}
		$this->writer->insert_many( $items );
	}

	/**
	 * The list queries to check.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function cases(): array {
		return array(
			'plain'                => array( 'type' => 'block' ),
			'all types'            => array(),
			'plan pro'             => array(
				'type' => 'page',
				'plan' => 'pro',
			),
			'plan starter'         => array(
				'type' => 'page',
				'plan' => 'starter',
			),
			'template type'        => array(
				'type'         => 'block',
				'templateType' => 'hero',
			),
			'category'             => array(
				'type'     => 'pack',
				'category' => 'cat-4',
			),
			'tags'                 => array(
				'type' => 'block',
				'tags' => array( $this->term_id( 'tag', 'tag-5' ), $this->term_id( 'tag', 'tag-6' ) ),
			),
			'include dependencies' => array(
				'type'    => 'block',
				'include' => array( $this->deps[7], $this->deps[11] ),
			),
			'exclude dependencies' => array(
				'type'    => 'block',
				'exclude' => array( $this->deps[1], $this->deps[2] ),
			),
			'search'               => array( 'search' => 'granite' ),
			'search two words'     => array(
				'type'   => 'page',
				'search' => 'bravo layout',
			),
			'everything'           => array(
				'type'         => 'block',
				'plan'         => 'starter',
				'templateType' => 'header',
				'category'     => 'cat-10',
				'tags'         => array( $this->term_id( 'tag', 'tag-10' ) ),
				'include'      => array( $this->deps[10] ),
				'exclude'      => array( $this->deps[5] ),
				'search'       => 'kestrel',
			),
		);
	}

	/**
	 * The SQL of a list query (the page query, which is the COUNT's WHERE plus order and limit).
	 *
	 * @param array<string, mixed> $params List params.
	 * @return string[] [count SQL, page SQL]
	 */
	private function sql( array $params ): array {
		global $wpdb;
		[ $where, $args ] = $this->catalog->where( self::params( $params ) );
		$this->assertNotNull( $where );
		$items = Names::table( 'catalog_items' );
		$sql   = implode( ' AND ', $where );
		return array(
			$wpdb->prepare( "SELECT COUNT(*) FROM {$items} i WHERE {$sql}", $args ),
			$wpdb->prepare( "SELECT i.* FROM {$items} i WHERE {$sql} ORDER BY i.id DESC LIMIT 20 OFFSET 0", $args ),
		);
	}

	/**
	 * Seeds, and checks every case finds something (a plan for an empty
	 * answer proves little).
	 */
	private function seed_and_check_results(): void {
		$this->seed_many();
		foreach ( $this->cases() as $name => $params ) {
			$result = $this->catalog->query( self::params( $params ) );
			$this->assertGreaterThan( 0, $result['total'], $name );
		}
	}

	public function test_mysql_explain_shows_no_full_scan(): void {
		global $wpdb;
		if ( 'sqlite' === WP_TESTS_DB ) {
			$this->markTestSkipped( 'MariaDB/MySQL only (WP_TESTS_DB=mysql); SQLite has its own test.' );
		}
		$this->seed_and_check_results();
		foreach ( $this->cases() as $name => $params ) {
			foreach ( $this->sql( $params ) as $sql ) {
				$plan = (array) $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A );
				$this->assertNotEmpty( $plan, $name );
				if ( getenv( 'STENCILBOX_SHOW_PLANS' ) ) {
					fwrite( STDERR, "\n{$name}:\n" . implode( "\n", array_map( static fn( array $r ): string => "  {$r['table']} {$r['type']} {$r['key']} {$r['Extra']}", $plan ) ) . "\n" );
				}
				foreach ( $plan as $row ) {
					if ( str_starts_with( (string) $row['table'], '<' ) ) {
						continue; // A materialised subquery, not a table.
					}
					$this->assertNotContains(
						$row['type'],
						array( 'ALL', 'index' ),
						"{$name}: full scan of {$row['table']}\n" . $sql . "\n" . wp_json_encode( $plan, JSON_PRETTY_PRINT )
					);
					$this->assertNotEmpty( $row['key'], "{$name}: {$row['table']} is read without an index" );
				}
			}
		}
	}

	public function test_sqlite_query_plan_shows_no_full_scan(): void {
		global $wpdb;
		if ( 'sqlite' !== WP_TESTS_DB ) {
			$this->markTestSkipped( 'SQLite only.' );
		}
		$this->seed_and_check_results();
		$driver = $wpdb->get_driver();
		foreach ( $this->cases() as $name => $params ) {
			foreach ( $this->sql( $params ) as $sql ) {
				$wpdb->query( $sql );
				$queries = $driver->get_last_sqlite_queries();
				$this->assertNotEmpty( $queries );
				$last = end( $queries );
				$plan = $driver->execute_sqlite_query( 'EXPLAIN QUERY PLAN ' . $last['sql'], $last['params'] )->fetchAll( \PDO::FETCH_ASSOC );
				$details = array_column( $plan, 'detail' );
				if ( getenv( 'STENCILBOX_SHOW_PLANS' ) ) {
					fwrite( STDERR, "\n{$name}:\n  " . implode( "\n  ", $details ) . "\n" );
				}
				foreach ( $details as $detail ) {
					// "SCAN x" without an index reads a whole table; "SCAN x USING (COVERING) INDEX" a whole index.
					$this->assertDoesNotMatchRegularExpression( '/^SCAN (?!CONSTANT)/', $detail, "{$name}: {$detail}\n{$last['sql']}\n" . implode( "\n", $details ) );
				}
			}
		}
	}
}
