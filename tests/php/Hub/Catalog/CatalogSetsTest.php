<?php
/**
 * The id sets answer every list exactly as the tables do: after bulk
 * inserts, updates, deletes and imports, across chunks, for frequent and
 * rare search words; and a catalogue from before the sets gets them in
 * batches (Migration0007CatalogSets) without losing a write made meanwhile.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Catalog\Bitmap;
use Stencilbox\Hub\Catalog\CatalogSets;
use Stencilbox\Hub\Catalog\CatalogSetsBuilder;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Hub\Migrations\Migration0007CatalogSets;
use Stencilbox\Support\Names;
use Stencilbox\Tests\CatalogTestCase;

/**
 * CatalogRepository::query() (the sets) against query_tables() (COUNT and OFFSET).
 *
 * @group database
 */
final class CatalogSetsTest extends CatalogTestCase {
	/** Synthetic items; their ids are spread over four chunks. */
	private const ITEMS = 1200;
	/** Id distance between two synthetic items. */
	private const STRIDE = 211;
	/** Words (each in about a fifth of the items: every prefix of them is frequent). */
	private const WORDS = array( 'granite', 'grove', 'harbour', 'lagoon', 'lumen', 'lumber', 'meadow', 'quartz', 'saffron', 'willow' );

	/**
	 * Term and dependency ids of the synthetic items.
	 *
	 * @var array<string, int[]>
	 */
	private array $ids = array();

	/**
	 * First id of the synthetic items.
	 *
	 * @var int
	 */
	private int $first = 0;

	/**
	 * An item as insert_many() takes it.
	 *
	 * @param int $n Number of the item.
	 * @return array<string, mixed>
	 */
	private function item( int $n ): array {
		$type = array( 'pack', 'page', 'block', 'block', 'page' )[ $n % 5 ];
		$word = static fn( int $k ): string => self::WORDS[ $k % count( self::WORDS ) ];
		return array(
			'id'               => $this->first + $n * self::STRIDE,
			'platform'         => 0 === $n % 4 ? 'elementor' : 'gutenberg',
			'type'             => $type,
			'slug'             => "sets-item-{$n}",
			// A frequent word or two, a rare one (every 40th item), and a number of its own.
			'name'             => ucfirst( $word( $n ) ) . ' ' . ucfirst( $word( $n * 7 + 3 ) ) . " {$n}",
			'description'      => 'A ' . ( 0 === $n % 40 ? 'zephyr ' : '' ) . $word( $n * 3 + 1 ) . ' layout',
			'plan'             => array( 'free', 'starter', 'pro' )[ $n % 3 ],
			'price'            => $n % 4,
			'template_type_id' => 'pack' === $type ? 0 : $this->ids[ $type ][ $n % count( $this->ids[ $type ] ) ],
			'term_ids'         => array( $this->ids['category'][ $n % 6 ], $this->ids['tag'][ $n % 9 ], $this->ids['tag'][ ( $n * 5 ) % 9 ] ),
			'dependency_ids'   => array_slice( array( $this->ids['dep'][ $n % 5 ], $this->ids['dep'][ ( $n * 3 ) % 5 ] ), 0, $n % 3 ),
			'content'          => '',
			'source'           => 'sets-test',
		);
	}

	/**
	 * The catalogue seed() left with the sets (every table's rows), the
	 * term and dependency ids, and the first item's id: later tests of the
	 * process get the same rows back in a few INSERTs instead of writing
	 * 1,200 items through the sets again (over a thousand queries).
	 *
	 * @var array{first: int, ids: array<string, int[]>, rows: array<string, array<int, array<string, ?string>>>}|null
	 */
	private static ?array $seeded = null;

	/**
	 * Terms, dependencies and ITEMS items.
	 *
	 * @param bool $sets Whether the inserts add the items to the sets (false: a catalogue from before them).
	 */
	private function seed( bool $sets = true ): void {
		global $wpdb;
		$first = (int) $wpdb->get_var( 'SELECT MAX(id) FROM ' . Names::table( 'catalog_items' ) ) + 1;
		if ( $sets && null !== self::$seeded && self::$seeded['first'] === $first ) {
			self::empty_catalogue();
			self::restore_rows( self::$seeded['rows'] );
			$this->ids   = self::$seeded['ids'];
			$this->first = $first;
			return;
		}
		$this->write_seed( $sets );
		if ( $sets ) {
			self::$seeded = array(
				'first' => $this->first,
				'ids'   => $this->ids,
				'rows'  => self::catalogue_rows(),
			);
		}
	}

	/**
	 * Writes the terms, dependencies and items.
	 *
	 * @param bool $sets Whether the inserts add the items to the sets.
	 */
	private function write_seed( bool $sets ): void {
		global $wpdb;
		for ( $n = 0; $n < 6; $n++ ) {
			$this->ids['category'][] = $this->writer->upsert_term( 'category', "sets-cat-{$n}", "Sets category {$n}" );
		}
		for ( $n = 0; $n < 9; $n++ ) {
			$this->ids['tag'][] = $this->writer->upsert_term( 'tag', "sets-tag-{$n}", "Sets tag {$n}" );
		}
		for ( $n = 0; $n < 3; $n++ ) {
			$this->ids['block'][] = $this->writer->upsert_term( 'template_type', "sets-block-{$n}", "Sets block {$n}", 'block' );
			$this->ids['page'][]  = $this->writer->upsert_term( 'template_type', "sets-page-{$n}", "Sets page {$n}", 'page' );
		}
		for ( $n = 0; $n < 5; $n++ ) {
			$this->ids['dep'][] = $this->writer->upsert_dependency(
				array(
					'slug'   => "sets-dep-{$n}",
					'name'   => "Sets dependency {$n}",
					'is_pro' => 0 === $n % 2,
				)
			);
		}
		$this->first = (int) $wpdb->get_var( 'SELECT MAX(id) FROM ' . Names::table( 'catalog_items' ) ) + 1;
		$items       = array();
		for ( $n = 0; $n < self::ITEMS; $n++ ) {
			$items[] = $this->item( $n );
		}
		foreach ( array_chunk( $items, 300 ) as $part ) {
			$this->writer->insert_many( $part, null, $sets );
		}
	}

	/**
	 * List queries that cover every filter, alone and together.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function cases(): array {
		$cat  = static fn( int $n ): string => "sets-cat-{$n}";
		$tag  = fn( int $n ): int => $this->ids['tag'][ $n ];
		$dep  = fn( int $n ): int => $this->ids['dep'][ $n ];
		$list = array(
			array(),
			array( 'platform' => 'elementor' ),
			array( 'type' => 'block' ),
			array( 'type' => 'page', 'plan' => 'pro' ),
			array( 'type' => 'page', 'plan' => 'starter' ),
			array( 'type' => 'block', 'templateType' => 'sets-block-1' ),
			array( 'type' => 'all', 'category' => $cat( 2 ) ),
			array( 'type' => 'block', 'tags' => array( $tag( 1 ), $tag( 4 ) ) ),
			array( 'type' => 'page', 'include' => array( $dep( 1 ) ) ),
			array( 'type' => 'page', 'include' => array( $dep( 1 ), $dep( 3 ) ) ),
			array( 'type' => 'block', 'exclude' => array( $dep( 0 ), $dep( 2 ) ) ),
			array( 'type' => 'block', 'plan' => 'starter', 'category' => $cat( 1 ), 'tags' => array( $tag( 2 ), $tag( 7 ) ), 'exclude' => array( $dep( 4 ) ) ),
			array( 'type' => 'page', 'plan' => 'starter', 'include' => array( $dep( 3 ) ), 'exclude' => array( $dep( 0 ) ) ),
			// Searches: a frequent word, a frequent prefix of two words, a
			// rare word, numbers (rare, and a prefix of several), with and
			// without the filters, and a word nobody has.
			array( 'search' => 'granite' ),
			array( 'type' => 'block', 'search' => 'lum' ),
			array( 'type' => 'page', 'search' => 'zephyr' ),
			array( 'search' => '117' ),
			array( 'search' => '11' ),
			array( 'type' => 'block', 'search' => 'grove layout' ),
			array( 'type' => 'block', 'search' => 'zephyr willow', 'category' => $cat( 0 ) ),
			array( 'type' => 'block', 'search' => 'harbour', 'category' => $cat( 3 ), 'include_search' => false ),
			array( 'type' => 'page', 'search' => 'harbour', 'plan' => 'pro', 'exclude' => array( $dep( 1 ) ) ),
			array( 'search' => 'nowhere' ),
			// Unknown slugs and ids match nothing or leave the list alone.
			array( 'templateType' => 'no-such-type' ),
			array( 'type' => 'block', 'tags' => array( 999999 ) ),
			array( 'type' => 'block', 'exclude' => array( 999999 ) ),
		);
		return $list;
	}

	/**
	 * Asserts that every case, on its first pages and one far page, is the
	 * same from the sets as from the tables, and that the sets are in use.
	 *
	 * @param string $when What happened before (for messages).
	 */
	private function assert_same_as_tables( string $when ): void {
		$this->assertTrue( ( new CatalogSets() )->ready(), $when );
		$found = 0;
		foreach ( $this->cases() as $case ) {
			foreach ( array( array( 1, 20 ), array( 2, 20 ), array( 3, 7 ), array( 40, 9 ) ) as [ $page, $per_page ] ) {
				$params   = self::params( array( 'page' => $page, 'per_page' => $per_page ) + $case );
				$expected = $this->catalog->query_tables( $params, $page, $per_page );
				$actual   = $this->catalog->query( $params );
				$name     = $when . ': ' . wp_json_encode( $case ) . " page {$page} of {$per_page}";
				$this->assertSame( $expected['total'], $actual['total'], $name );
				$this->assertSame( $expected['total_page'], $actual['total_page'], $name );
				$this->assertSame( array_column( $expected['data'], 'id' ), array_column( $actual['data'], 'id' ), $name );
				$found += $expected['total'];
			}
		}
		$this->assertGreaterThan( 1000, $found, 'the cases find items' );
	}

	public function test_lists_from_the_sets_are_the_lists_from_the_tables(): void {
		$this->seed();
		$chunks = array_unique( array_map( fn( int $n ): int => Bitmap::chunk( $this->first + $n * self::STRIDE ), range( 0, self::ITEMS - 1 ) ) );
		$this->assertGreaterThanOrEqual( 4, count( $chunks ), 'the items span chunks' );
		$this->assertArrayHasKey( 'lum', ( new CatalogSets() )->registry(), 'a frequent prefix has a set' );
		$this->assertArrayNotHasKey( 'zephyr', ( new CatalogSets() )->registry(), 'a rare word has none' );
		$this->assert_same_as_tables( 'after the inserts' );

		// Updates (another type, plan, template type, terms, words) and deletes.
		foreach ( array( 3, 10, 500, 1199 ) as $n ) {
			$item = array(
				'type'             => 'page',
				'plan'             => 'pro',
				'name'             => 'Zephyr Meadow Renamed',
				'template_type_id' => $this->ids['page'][2],
				'term_ids'         => array( $this->ids['category'][5] ),
				'dependency_ids'   => array( $this->ids['dep'][4] ),
			) + $this->item( $n );
			unset( $item['id'] );
			$this->assertSame( $this->first + $n * self::STRIDE, $this->writer->save_item( $item ) );
		}
		$this->writer->delete_items( array( $this->first + 7 * self::STRIDE, $this->first + 800 * self::STRIDE ) );
		$this->assert_same_as_tables( 'after updates and deletes' );

		// A rare word becomes frequent: its prefix gets a set.
		$sets = new CatalogSets();
		$this->assertArrayNotHasKey( 'zephyr', $sets->registry() );
		$batch = $this->writer->batch();
		for ( $n = 0; $n <= CatalogSets::RARE; $n++ ) {
			$item = $this->item( $n + 2 * self::ITEMS );
			unset( $item['id'] );
			$this->writer->save_item( array( 'name' => "Zephyr extra {$n}" ) + $item );
		}
		$batch = null;
		$this->assertArrayHasKey( 'zephyr', ( new CatalogSets() )->registry() );
		$this->assert_same_as_tables( 'after a word became frequent' );
	}

	public function test_counts_come_from_the_sets(): void {
		$this->seed();
		$sets     = $this->catalog->counts( 'gutenberg' );
		$all      = $this->catalog->counts();
		$tables   = static function ( ?string $platform ): array {
			global $wpdb;
			$items = Names::table( 'catalog_items' );
			$by    = array_column( (array) $wpdb->get_results( "SELECT type, COUNT(*) AS n FROM {$items}" . ( $platform ? $wpdb->prepare( ' WHERE platform = %s', $platform ) : '' ) . ' GROUP BY type', ARRAY_A ), 'n', 'type' );
			return array(
				'pages'    => (int) ( $by['page'] ?? 0 ),
				'sections' => (int) ( $by['block'] ?? 0 ),
				'packs'    => (int) ( $by['pack'] ?? 0 ),
			);
		};
		$this->assertSame( $tables( 'gutenberg' ), $sets );
		$this->assertSame( $tables( null ), $all );
		$this->assertGreaterThan( 200, $sets['sections'] );
	}

	public function test_a_catalogue_from_before_the_sets_migrates_in_batches(): void {
		global $wpdb;
		self::empty_catalogue();
		delete_option( CatalogSets::STATE_OPTION );
		$this->seed( false );
		$this->assertSame( '0', $wpdb->get_var( 'SELECT COUNT(*) FROM ' . CatalogSets::table() . " WHERE set_key LIKE '%/*'" ), 'a catalogue without sets' );
		$this->importer->import_folder( self::FIXTURE, 'demo', true );

		$builder = new CatalogSetsBuilder( new CatalogSets() );
		$builder->start();
		$this->assertFalse( ( new CatalogSets() )->ready() );
		// Until the build is done, lists come from the tables.
		$tables = $this->catalog->query_tables( self::params( array( 'type' => 'block' ) ), 1, 20 );
		$this->assertSame( $tables, $this->catalog->query( self::params( array( 'type' => 'block' ) ) ) );
		$this->assertGreaterThan( 100, $tables['total'] );

		$batches = 0;
		$chunks  = 0;
		while ( $builder->step() ) {
			++$batches;
			$state = get_option( CatalogSets::STATE_OPTION );
			if ( is_array( $state ) && 'chunks' === $state['phase'] ) {
				++$chunks;
				if ( 2 === $chunks ) {
					// Writes while the build is under way: in a chunk already
					// built, in one not built yet, a new item, a delete.
					foreach ( array( 2, 1190 ) as $n ) {
						$item = array( 'name' => 'Zephyr Moved', 'type' => 'block', 'plan' => 'free' ) + $this->item( $n );
						unset( $item['id'] );
						$this->writer->save_item( $item );
					}
					$item = $this->item( 5000 );
					unset( $item['id'] );
					$this->writer->save_item( $item );
					$this->writer->delete_items( array( $this->first + 11 * self::STRIDE ) );
				}
			}
			$this->assertLessThan( 60, $batches, 'the build ends' );
		}
		$this->assertGreaterThanOrEqual( 4, $chunks, 'one batch per chunk' );
		$this->assert_same_as_tables( 'after the migration' );
	}

	public function test_a_write_while_a_chunk_is_built_is_not_lost(): void {
		$this->seed();
		$builder = new CatalogSetsBuilder( new CatalogSets() );
		$writer  = new CatalogWriter();
		$chunk   = Bitmap::chunk( $this->first + 600 * self::STRIDE );
		$written = false;
		// When the builder reads the chunk's items, another writer changes one of them.
		$during = function ( string $query ) use ( &$written, $writer ): string {
			if ( ! $written && str_contains( $query, 'SELECT id, platform, type, plan_rank' ) && str_contains( $query, 'id >= ' ) ) {
				$written = true;
				$item    = array( 'name' => 'Zephyr During', 'type' => 'page', 'plan' => 'pro' ) + $this->item( 600 );
				unset( $item['id'] );
				$writer->save_item( $item );
			}
			return $query;
		};
		add_filter( 'query', $during );
		$built = $builder->build( $chunk );
		remove_filter( 'query', $during );
		$this->assertTrue( $written );
		$this->assertTrue( $built, 'built again after the write, within its attempts' );
		$this->assert_same_as_tables( 'after a write during a build' );
		$this->assertSame( 1, $this->catalog->query( self::params( array( 'search' => 'zephyr during', 'platform' => 'elementor' ) ) )['total'] );
	}

	public function test_the_migration_makes_a_small_catalogue_ready_at_once(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . CatalogSets::table() );
		delete_option( CatalogSets::STATE_OPTION );
		( new Migration0007CatalogSets() )->up( $wpdb );
		$this->assertTrue( ( new CatalogSets() )->ready() );
		$this->assertFalse( wp_next_scheduled( CatalogSetsBuilder::CRON_HOOK ) );
		$this->assertSame( array( 'harbor-hero', 'sunrise-hero' ), $this->slugs( array( 'type' => 'block', 'templateType' => 'hero' ) ) );
	}

	public function test_bitmaps(): void {
		$bits = Bitmap::zero();
		$ids  = array( 65536 * 3, 65536 * 3 + 7, 65536 * 3 + 8, 65536 * 3 + 40000, 65536 * 4 - 1 );
		foreach ( $ids as $id ) {
			Bitmap::put( $bits, $id, true );
		}
		Bitmap::put( $bits, 65536 * 3 + 9, true );
		Bitmap::put( $bits, 65536 * 3 + 9, false );
		$this->assertSame( 5, Bitmap::count( $bits ) );
		$this->assertSame( array_reverse( $ids ), Bitmap::top( $bits, 3, 0, 10 ) );
		$this->assertSame( array( $ids[2], $ids[1] ), Bitmap::top( $bits, 3, 2, 2 ) );
		$this->assertSame( array(), Bitmap::top( $bits, 3, 5, 2 ) );
		$this->assertSame( $bits, Bitmap::decode( Bitmap::encode( $bits, 5 ) ) );
		$this->assertStringStartsWith( 'z', Bitmap::encode( $bits, 5 ), 'a sparse chunk is stored deflated' );
		$dense = str_repeat( "\x5A", Bitmap::BYTES );
		$this->assertSame( 4 * Bitmap::BYTES, Bitmap::count( $dense ) );
		$this->assertSame( $dense, Bitmap::decode( Bitmap::encode( $dense, 4 * Bitmap::BYTES ) ) );
		$this->assertSame( Bitmap::zero(), Bitmap::decode( 'z!!' ), 'a damaged row reads as empty' );
	}
}
