<?php
/**
 * Re-seeding the demo keeps what accounts did with its items; removing the
 * demo and seeding it again gives the items their ids back.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Hub\Engagement\Downloads;
use Stencilbox\Hub\Engagement\Favourites;
use Stencilbox\Hub\Engagement\Purchases;
use Stencilbox\Hub\Engagement\Ratings;
use Stencilbox\Support\Names;
use Stencilbox\Tests\EngagementTestCase;

/**
 * Through the hub owner's routes, as the hub screen calls them.
 *
 * @group database
 */
final class ReseedEngagementTest extends EngagementTestCase {
	private const NS = '/stencilbox-hub/v1/admin/catalog';

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'stencilbox_demo_catalogue_dir', array( $this, 'dir' ) );
		delete_option( DemoSeeder::REMOVED_OPTION );
		$this->login_as( 'administrator' );
	}

	protected function tearDown(): void {
		remove_filter( 'stencilbox_demo_catalogue_dir', array( $this, 'dir' ) );
		parent::tearDown();
	}

	/**
	 * The demo folder: the fixture the catalogue was seeded from.
	 */
	public function dir(): string {
		return self::FIXTURE;
	}

	/**
	 * Every demo item's id by platform/slug.
	 *
	 * @return array<string, int>
	 */
	private static function ids(): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, platform, slug FROM ' . Names::table( 'catalog_items' ) . ' WHERE source = %s', DemoSeeder::SOURCE ), ARRAY_A );
		$ids  = array();
		foreach ( $rows as $row ) {
			$ids[ $row['platform'] . '/' . $row['slug'] ] = (int) $row['id'];
		}
		ksort( $ids );
		return $ids;
	}

	/**
	 * Engagement rows per table, by item.
	 *
	 * @return array<string, array<int, int>>
	 */
	private static function engagement(): array {
		global $wpdb;
		$out = array();
		foreach ( array( 'favourites', 'ratings', 'downloads', 'purchases' ) as $table ) {
			$rows          = (array) $wpdb->get_results( 'SELECT item_id, COUNT(*) AS n FROM ' . Names::table( $table ) . ' GROUP BY item_id ORDER BY item_id', ARRAY_A );
			$out[ $table ] = array_map( 'intval', array_column( $rows, 'n', 'item_id' ) );
		}
		return $out;
	}

	/**
	 * Live numbers of some items.
	 *
	 * @param int[] $ids Items.
	 * @return array<int, array<string, mixed>>
	 */
	private function numbers( array $ids ): array {
		$out = array();
		foreach ( $ids as $id ) {
			$row        = (array) $this->catalog->row( $id );
			$out[ $id ] = array_intersect_key( $row, array_flip( array( 'favourite_count', 'rating', 'rating_count', 'downloads' ) ) );
		}
		return $out;
	}

	/**
	 * Two accounts favourite, rate, download and buy some items.
	 *
	 * @return array{0: int, 1: int, 2: int} Account, pack id, page id.
	 */
	private function engage(): array {
		$a    = $this->hub_account()['id'];
		$b    = $this->hub_account()['id'];
		$pack = $this->id( 'harbor-agency' );
		$home = $this->id( 'harbor-home', 'elementor' );
		( new Favourites() )->set( $a, $pack, true );
		( new Favourites() )->set( $b, $home, true );
		( new Ratings() )->rate( $a, $pack, 2 );
		( new Ratings() )->rate( $b, $pack, 5 );
		( new Downloads() )->record( $a, $home, 'insert' );
		( new Downloads() )->record( $b, $home, 'import' );
		( new Purchases() )->grant( $a, $pack );
		return array( $a, $pack, $home );
	}

	public function test_reseeding_keeps_ids_and_every_engagement_row(): void {
		[ $account, $pack, $home ] = $this->engage();
		$ids        = self::ids();
		$engagement = self::engagement();
		$numbers    = $this->numbers( array( $pack, $home ) );

		$response = $this->rest( 'POST', self::NS . '/reseed', array( 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		$this->assertSame( $ids, self::ids(), 'every demo item keeps its id' );
		$this->assertSame( $engagement, self::engagement(), 'favourites, ratings, downloads and purchases rows are untouched' );
		$this->assertSame( $numbers, $this->numbers( array( $pack, $home ) ), 'live numbers are kept' );
		$this->assertSame( array( $pack ), ( new Favourites() )->starred( $account )['packs'] );
	}

	public function test_remove_demo_then_reseed_gives_the_same_ids_back(): void {
		global $wpdb;
		[ $account, $pack, $home ] = $this->engage();
		$ids        = self::ids();
		$engagement = self::engagement();
		$numbers    = $this->numbers( array( $pack, $home ) );

		$this->assertSame( 200, $this->rest( 'POST', self::NS . '/remove-demo', array( 'confirm' => true ) )->get_status() );
		$this->assertSame( array(), self::ids() );
		$this->assertSame( array(), ( new Favourites() )->starred( $account )['packs'], 'removed items are not listed' );
		// Meanwhile a new item takes one of the old ids: that item keeps it.
		$taken = $ids['gutenberg/quiet-contact'];
		$wpdb->insert(
			Names::table( 'catalog_items' ),
			array(
				'id'          => $taken,
				'platform'    => 'gutenberg',
				'type'        => 'block',
				'slug'        => 'squatter',
				'description' => '',
				'screenshots' => '[]',
				'settings'    => '{}',
				'source'      => 'local',
				'created_at'  => current_time( 'mysql', true ),
				'updated_at'  => current_time( 'mysql', true ),
			)
		);

		$this->assertSame( 200, $this->rest( 'POST', self::NS . '/reseed', array( 'confirm' => true ) )->get_status() );
		$after = self::ids();
		$this->assertNotSame( $taken, $after['gutenberg/quiet-contact'], 'a taken id is never shared' );
		unset( $ids['gutenberg/quiet-contact'], $after['gutenberg/quiet-contact'] );
		$this->assertSame( $ids, $after, 'every other demo item has its old id again' );
		$this->assertSame( $engagement, self::engagement() );
		$this->assertSame( $numbers, $this->numbers( array( $pack, $home ) ), 'and its live numbers' );
		$this->assertSame( array( $pack ), ( new Favourites() )->starred( $account )['packs'], 'favourites come back' );
		$this->assertTrue( ( new Purchases() )->has( $account, $pack ), 'and purchases' );
		$this->assertFalse( get_option( DemoSeeder::REMOVED_OPTION ), 'the remembered ids are used once' );
		$this->assertSame( 'pack', $this->catalog->row( $pack )['type'] );
	}
}
