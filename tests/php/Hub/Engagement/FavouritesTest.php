<?php
/**
 * Favourites: do/undo are idempotent and the count always equals the
 * item's baseline plus its favourite rows.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Engagement;

use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Hub\Engagement\Favourites;
use Stencilbox\Hub\Migrations\Migration0004CounterBaselines;
use Stencilbox\Support\Names;
use Stencilbox\Tests\EngagementTestCase;

/**
 * Against the mini fixture catalogue.
 *
 * @group database
 */
final class FavouritesTest extends EngagementTestCase {
	private Favourites $favourites;

	protected function setUp(): void {
		parent::setUp();
		$this->favourites = new Favourites();
	}

	public function test_the_catalogue_numbers_become_the_baseline(): void {
		$pack = $this->id( 'harbor-agency' );
		$this->assertEquals(
			array(
				'favourite_count'   => 87,
				'favourite_base'    => 87,
				'rating'            => 4.6,
				'rating_count'      => 23,
				'rating_base'       => 4.6,
				'rating_base_count' => 23,
			),
			array_map( 'floatval', $this->counters( $pack ) )
		);
		// The migration that added the baselines runs again harmlessly.
		global $wpdb;
		$this->favourites->set( 1, $pack, true );
		( new Migration0004CounterBaselines() )->up( $wpdb );
		$this->assertSame( array( 88, 87 ), array( (int) $this->counters( $pack )['favourite_count'], (int) $this->counters( $pack )['favourite_base'] ) );
	}

	public function test_double_do_stays_one_row_and_undo_twice_is_fine(): void {
		$pack = $this->id( 'harbor-agency' );
		$this->assertSame( 88, $this->favourites->set( 5, $pack, true ) );
		$this->assertSame( 88, $this->favourites->set( 5, $pack, true ), 'a second do changes nothing' );
		$this->assertSame( 1, self::favourite_rows( $pack ) );
		$this->assertTrue( $this->favourites->has( 5, $pack ) );

		$this->assertSame( 89, $this->favourites->set( 6, $pack, true ) );
		$this->assertSame( 88, $this->favourites->set( 5, $pack, false ) );
		$this->assertSame( 88, $this->favourites->set( 5, $pack, false ), 'undo of nothing is fine' );
		$this->assertSame( 1, self::favourite_rows( $pack ) );
		$this->assertFalse( $this->favourites->has( 5, $pack ) );
		$this->assertSame( 87, $this->favourites->set( 6, $pack, false ) );
		$this->assertSame( 0, self::favourite_rows( $pack ) );
	}

	public function test_a_do_that_lost_a_race_still_counts_once(): void {
		global $wpdb;
		$item = $this->id( 'harbor-hero' );
		// Another request inserted the same row between this one's steps.
		$wpdb->insert(
			Names::table( 'favourites' ),
			array(
				'account_id' => 7,
				'item_id'    => $item,
				'created_at' => current_time( 'mysql', true ),
			)
		);
		$this->assertSame( 8, $this->favourites->set( 7, $item, true ) );
		$this->assertSame( 1, self::favourite_rows( $item ) );
		$this->assertSame( '', $wpdb->last_error, 'the duplicate is ignored, not an error' );
	}

	public function test_the_count_is_recomputed_so_an_earlier_drift_heals(): void {
		global $wpdb;
		$item = $this->id( 'harbor-hero' );
		$this->favourites->set( 1, $item, true );
		$this->favourites->set( 2, $item, true );
		// Blind increments elsewhere would drift; the next write repairs it.
		$wpdb->update( Names::table( 'catalog_items' ), array( 'favourite_count' => 999 ), array( 'id' => $item ) );
		$this->assertSame( 7 + 3, $this->favourites->set( 3, $item, true ) );
		$this->assertSame( 7 + 2, $this->favourites->set( 3, $item, false ) );
		$this->assertSame( 7 + 2, (int) $this->catalog->row( $item )['favourite_count'] );
		$this->assertSame( 2, self::favourite_rows( $item ) );
	}

	public function test_reseeding_keeps_live_counts_and_baselines(): void {
		$pack = $this->id( 'harbor-agency' );
		$this->favourites->set( 1, $pack, true );
		$this->importer->import_folder( self::FIXTURE, 'demo', true );
		$this->assertSame( $pack, $this->id( 'harbor-agency' ), 'ids survive a re-seed' );
		$this->assertSame( array( 88, 87 ), array( (int) $this->counters( $pack )['favourite_count'], (int) $this->counters( $pack )['favourite_base'] ) );
		$this->assertSame( 88, $this->favourites->recount( $pack ) );
		$this->assertInstanceOf( CatalogWriter::class, $this->writer );
	}

	public function test_starred_lists_items_and_packs_newest_first(): void {
		global $wpdb;
		$pack  = $this->id( 'harbor-agency' );
		$home  = $this->id( 'harbor-home' );
		$hero  = $this->id( 'harbor-hero', 'elementor' );
		$other = $this->id( 'quiet-contact' );
		$this->favourites->set( 3, $home, true );
		$this->favourites->set( 3, $pack, true );
		$this->favourites->set( 3, $hero, true );
		$this->favourites->set( 4, $other, true );
		// Same second (made so: on a loaded machine the three calls above
		// can straddle a second): the later item id first.
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET created_at = %s WHERE account_id = 3', Names::table( 'favourites' ), gmdate( 'Y-m-d H:i:s' ) ) );
		$this->assertSame(
			array(
				'items' => array( max( $home, $hero ), min( $home, $hero ) ),
				'packs' => array( $pack ),
			),
			$this->favourites->starred( 3 )
		);
		// Items removed from the catalogue drop out.
		$this->writer->delete_items( array( $home ) );
		$this->assertSame( array( $hero ), $this->favourites->starred( 3 )['items'] );
		$this->assertSame( array( 'items' => array(), 'packs' => array() ), $this->favourites->starred( 99 ) );
		$this->assertSame( '', $wpdb->last_error );
	}

	public function test_pages_filter_by_platform_type_and_plan(): void {
		global $wpdb;
		$table = Names::table( 'favourites' );
		$slugs = array( 'harbor-agency', 'saffron-bistro', 'harbor-home', 'harbor-about', 'saffron-menu', 'quiet-contact', 'lumen-portfolio' );
		foreach ( $slugs as $n => $slug ) {
			// Distinct times: the list is newest first.
			$wpdb->insert(
				$table,
				array(
					'account_id' => 9,
					'item_id'    => $this->id( $slug ),
					'created_at' => gmdate( 'Y-m-d H:i:s', 1700000000 + $n * 60 ),
				)
			);
		}
		$this->favourites->set( 9, $this->id( 'harbor-home', 'elementor' ), true );
		$this->favourites->set( 10, $this->id( 'sunrise-hero' ), true );

		$page = fn( string $platform, string $type, string $plan, int $n = 1, int $per = 20 ): array => $this->favourites->page( 9, $platform, $type, $plan, $n, $per );
		$slugs_of = static fn( array $result ): array => array_column( $result['rows'], 'slug' );

		$this->assertSame( array_reverse( $slugs ), $slugs_of( $page( 'gutenberg', 'all', 'all' ) ) );
		$this->assertSame( 7, $page( 'gutenberg', 'all', 'all' )['total'] );
		$this->assertSame( array( 'harbor-home' ), $slugs_of( $page( 'elementor', 'all', 'all' ) ) );
		$this->assertSame( array( 'saffron-bistro', 'harbor-agency' ), $slugs_of( $page( 'gutenberg', 'pack', 'all' ) ) );
		$this->assertSame( array( 'lumen-portfolio', 'harbor-about', 'harbor-home' ), $slugs_of( $page( 'gutenberg', 'page', 'all' ) ) );
		$this->assertSame( array( 'quiet-contact', 'saffron-menu' ), $slugs_of( $page( 'gutenberg', 'block', 'all' ) ) );
		// Starter: what a Starter plan includes (free and starter items); pro: pro items.
		$this->assertSame( array( 'lumen-portfolio', 'quiet-contact', 'harbor-about', 'harbor-home', 'harbor-agency' ), $slugs_of( $page( 'gutenberg', 'all', 'starter' ) ) );
		$this->assertSame( array( 'saffron-menu', 'saffron-bistro' ), $slugs_of( $page( 'gutenberg', 'all', 'pro' ) ) );
		$this->assertSame( array( 'saffron-bistro' ), $slugs_of( $page( 'gutenberg', 'pack', 'pro' ) ) );
		// Pages.
		$this->assertSame( array( 'lumen-portfolio', 'quiet-contact', 'saffron-menu' ), $slugs_of( $page( 'gutenberg', 'all', 'all', 1, 3 ) ) );
		$this->assertSame( array( 'harbor-about', 'harbor-home', 'saffron-bistro' ), $slugs_of( $page( 'gutenberg', 'all', 'all', 2, 3 ) ) );
		$this->assertSame( array( 'harbor-agency' ), $slugs_of( $page( 'gutenberg', 'all', 'all', 3, 3 ) ) );
		$this->assertSame( array(), $slugs_of( $page( 'gutenberg', 'all', 'all', 4, 3 ) ) );
		$this->assertSame( 7, $page( 'gutenberg', 'all', 'all', 4, 3 )['total'] );
	}
}
