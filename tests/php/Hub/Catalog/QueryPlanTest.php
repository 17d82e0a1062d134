<?php
/**
 * The list queries use indexes: EXPLAIN on MariaDB/MySQL, EXPLAIN QUERY PLAN
 * on SQLite, over a few thousand items: every read a list makes from the
 * id sets (CatalogSets, SetQuery, then the page's rows and what its cards
 * show), an item's details, the counts and the live numbers, every read a
 * writer makes to keep the sets current (an edit, a delete, a new item, a
 * prefix becoming frequent), the queries from the tables that answer while
 * the sets are being built, and every read of that build (CatalogSetsBuilder).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Catalog\CatalogSets;
use Stencilbox\Hub\Catalog\CatalogSetsBuilder;
use Stencilbox\Hub\Engagement\Counters;
use Stencilbox\Support\Names;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\QueryPlans;

/**
 * No list filter reads a table (or an index) from end to end.
 *
 * @group database
 */
final class QueryPlanTest extends CatalogTestCase {
	use QueryPlans;

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
				'id'               => $next + 40 * $n, // Spread over several chunks and parts of the build.
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
			'search a prefix'      => array(
				'type'   => 'block',
				'search' => 'gra',
			),
			'search a rare word'   => array( 'search' => '1234' ),
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
		$this->await_statistics( Names::table( 'catalog_items' ), self::ITEMS );
		foreach ( $this->cases() as $name => $params ) {
			$result = $this->catalog->query( self::params( $params ) );
			$this->assertGreaterThan( 0, $result['total'], $name );
		}
	}

	/**
	 * The SELECTs some work runs.
	 *
	 * @param callable $work Work.
	 * @return string[]
	 */
	private static function selects( callable $work ): array {
		$sql    = array();
		$record = static function ( string $query ) use ( &$sql ): string {
			if ( preg_match( '/^\s*SELECT\s/i', $query ) ) {
				$sql[] = $query;
			}
			return $query;
		};
		// The catalogue's hot reads bypass $wpdb on SQLite (CatalogReads):
		// they are announced on their own action, as $wpdb would run them.
		add_filter( 'query', $record );
		add_action( 'stencilbox_catalog_read', $record );
		$work();
		remove_filter( 'query', $record );
		remove_action( 'stencilbox_catalog_read', $record );
		return $sql;
	}

	public function test_every_list_query_reads_through_indexes(): void {
		// One seed for every check (it is the slow part); the writes come last:
		// they change the catalogue the others read.
		$this->seed_and_check_results();
		$this->check_lists_from_the_sets();
		$this->check_lists_from_the_tables();
		$this->check_details_counts_and_numbers();
		$this->check_the_build();
		$this->check_writes();
	}

	/**
	 * Every read of a list from the id sets, on both platforms, first and later pages.
	 */
	private function check_lists_from_the_sets(): void {
		$this->assertTrue( ( new CatalogSets() )->ready() );
		foreach ( $this->cases() as $name => $params ) {
			foreach ( array( 'gutenberg', 'elementor' ) as $platform ) {
				foreach ( array( 1, 9 ) as $page ) {
					$reads = self::selects( fn(): array => $this->catalog->query( self::params( array( 'platform' => $platform, 'page' => $page ) + $params ) ) );
					$this->assertNotEmpty( $reads );
					foreach ( $reads as $n => $sql ) {
						$this->assert_indexed( "{$name}, {$platform}, page {$page}, read {$n}", $sql );
					}
				}
			}
		}
	}

	/**
	 * Every read of an item's details (a pack, an item of a pack with a
	 * variation, a synthetic item), of the counts and of a page's live numbers.
	 */
	private function check_details_counts_and_numbers(): void {
		$reads = self::selects(
			function (): void {
				$pack = $this->catalog->find( 'gutenberg', 'harbor-agency' );
				$this->assertNotEmpty( $pack['items'] ?? null, 'a pack lists its items' );
				$item = $this->catalog->find( 'gutenberg', 'harbor-hero', 'block' );
				$this->assertNotEmpty( $item['variations'] ?? null, 'an item with a variation' );
				$this->assertNotEmpty( $item['pack']['items'] ?? null, 'an item of a pack' );
				$this->assertNotNull( $this->catalog->find( 'elementor', 'plan-item-300' ) );
				$this->assertNull( $this->catalog->find( 'gutenberg', 'no-such-item' ) );
				$this->assertNotNull( $this->catalog->row( (int) $item['id'] ) );
				$this->assertNotSame( '', $this->catalog->content( (int) $item['id'] ) );
				$this->assertGreaterThan( 0, $this->catalog->counts()['sections'] );
				$this->assertGreaterThan( 0, $this->catalog->counts( 'elementor' )['pages'] );
				$ids = array_column( $this->catalog->query( self::params( array( 'type' => 'block' ) ) )['data'], 'id' );
				$this->assertCount( 20, ( new Counters() )->for_items( $ids ) );
			}
		);
		$this->assertGreaterThan( 10, count( $reads ) );
		foreach ( array_unique( $reads ) as $n => $sql ) {
			$this->assert_indexed( "details, counts and numbers, read {$n}", $sql );
		}
	}

	/**
	 * Every read of the writes that keep the sets current: an edit that
	 * changes an item's filters and words, a new item whose word makes a
	 * prefix frequent (its sets are built), a delete.
	 */
	private function check_writes(): void {
		global $wpdb;
		$items = Names::table( 'catalog_items' );
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT id, platform, slug, type FROM {$items} WHERE slug = %s", 'plan-item-8' ), ARRAY_A );
		$reads = self::selects(
			function () use ( $row ): void {
				$edit = array(
					'platform'       => $row['platform'],
					'slug'           => $row['slug'],
					'type'           => 'page',
					'name'           => 'Quokka Moved',
					'description'    => 'An edited layout',
					'plan'           => 'pro',
					'term_ids'       => array( $this->term_id( 'tag', 'tag-3' ) ),
					'dependency_ids' => array( $this->deps[4] ),
					'content'        => '',
					'source'         => 'plan-test',
				);
				$this->assertSame( (int) $row['id'], $this->writer->save_item( $edit ) );
				// Enough new words under one prefix to make it frequent.
				$batch = $this->writer->batch();
				for ( $n = 0; $n <= CatalogSets::RARE; $n++ ) {
					$this->writer->save_item( array( 'slug' => "plan-new-{$n}", 'name' => "Xylo{$n} layout", 'platform' => 'gutenberg', 'type' => 'block' ) + $edit );
				}
				$batch = null;
				$this->writer->delete_items( array( (int) $row['id'] ) );
			}
		);
		$this->assertArrayHasKey( 'xy', ( new CatalogSets() )->registry(), 'the new prefix has sets' );
		$this->assertSame( CatalogSets::RARE + 1, $this->catalog->query( self::params( array( 'search' => 'xylo' ) ) )['total'] );
		$this->assertGreaterThan( 10, count( $reads ) );
		foreach ( array_unique( $reads ) as $n => $sql ) {
			$this->assert_indexed( "writes, read {$n}", $sql );
		}
	}

	/**
	 * The queries from the tables: what lists are answered with while the id sets are being built.
	 */
	private function check_lists_from_the_tables(): void {
		foreach ( $this->cases() as $name => $params ) {
			foreach ( $this->sql( $params ) as $sql ) {
				$this->assert_indexed( $name, $sql );
			}
		}
	}

	/**
	 * Every read of a whole build of the id sets.
	 */
	private function check_the_build(): void {
		$builder = new CatalogSetsBuilder( new CatalogSets() );
		$reads   = self::selects(
			static function () use ( $builder ): void {
				$builder->start();
				while ( $builder->step() ) {
					continue;
				}
			}
		);
		$this->assertTrue( ( new CatalogSets() )->ready() );
		$this->assertGreaterThan( 50, count( $reads ) );
		foreach ( array_unique( $reads ) as $n => $sql ) {
			$this->assert_indexed( "build read {$n}", $sql );
		}
	}

	/**
	 * MariaDB may read the list page's rows newest first on the primary key
	 * until the LIMIT is met: not a scan while it expects to read few rows.
	 */
	public function test_an_ordered_read_that_the_limit_stops_is_not_a_scan(): void {
		$page = 'SELECT i.* FROM t i WHERE i.plan_rank <= 1 ORDER BY i.id DESC LIMIT 20 OFFSET 0';
		$row  = array(
			'table' => 'i',
			'type'  => 'index',
			'key'   => 'PRIMARY',
			'rows'  => '207',
			'Extra' => 'Using where',
		);
		$this->assertTrue( self::stopped_by_limit( $page, $row ) );
		$this->assertFalse( self::stopped_by_limit( $page, array( 'rows' => '401' ) + $row ), 'it expects to read too much' );
		$this->assertFalse( self::stopped_by_limit( $page, array( 'Extra' => 'Using where; Using filesort' ) + $row ) );
		$this->assertFalse( self::stopped_by_limit( $page, array( 'key' => 'browse' ) + $row ) );
		$this->assertFalse( self::stopped_by_limit( $page, array( 'type' => 'ALL' ) + $row ) );
		$this->assertFalse( self::stopped_by_limit( 'SELECT COUNT(*) FROM t i WHERE i.plan_rank <= 1', $row ), 'no LIMIT' );
		$this->assertFalse( self::stopped_by_limit( str_replace( 'ORDER BY i.id', 'ORDER BY i.name', $page ), $row ) );
	}
}
