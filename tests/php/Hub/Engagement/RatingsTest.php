<?php
/**
 * Ratings: one per account, re-rating replaces, the mean and count come
 * from the baseline and the rows.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Engagement;

use Stencilbox\Hub\Engagement\Ratings;
use Stencilbox\Support\Names;
use Stencilbox\Tests\EngagementTestCase;

/**
 * Against the mini fixture catalogue.
 *
 * @group database
 */
final class RatingsTest extends EngagementTestCase {
	private Ratings $ratings;

	protected function setUp(): void {
		parent::setUp();
		$this->ratings = new Ratings();
	}

	/**
	 * Rating rows of an item.
	 *
	 * @param int $item_id Item.
	 */
	private static function rows( int $item_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Names::table( 'ratings' ) . ' WHERE item_id = %d', $item_id ) );
	}

	public function test_rows_alone_make_the_mean_to_one_decimal(): void {
		$item = $this->id( 'harbor-hero' ); // No baseline rating.
		$this->assertSame( array( 'rating' => 5.0, 'rating_count' => 1 ), $this->ratings->rate( 1, $item, 5 ) );
		$this->assertSame( array( 'rating' => 4.5, 'rating_count' => 2 ), $this->ratings->rate( 2, $item, 4 ) );
		$this->assertSame( array( 'rating' => 3.7, 'rating_count' => 3 ), $this->ratings->rate( 3, $item, 2 ) ); // 11 / 3 = 3.67
		$this->assertSame( 3.67, (float) $this->catalog->row( $item )['rating'], 'stored to two decimals, shown to one' );
	}

	public function test_rating_again_replaces_the_accounts_rating(): void {
		$pack = $this->id( 'harbor-agency' ); // Baseline 4.6 from 23 ratings.
		$first = $this->ratings->rate( 5, $pack, 1 );
		$this->assertSame( 24, $first['rating_count'] );
		$this->assertSame( round( ( 4.6 * 23 + 1 ) / 24, 1 ), $first['rating'] );
		$again = $this->ratings->rate( 5, $pack, 5 );
		$this->assertSame( 24, $again['rating_count'], 're-rating does not count twice' );
		$this->assertSame( round( ( 4.6 * 23 + 5 ) / 24, 1 ), $again['rating'] );
		$this->assertSame( $again, $this->ratings->rate( 5, $pack, 5 ), 'the same rating again changes nothing' );
		$this->assertSame( 1, self::rows( $pack ) );
		$this->assertSame( 5, $this->ratings->of( 5, $pack ) );
		$this->assertNull( $this->ratings->of( 6, $pack ) );
	}

	public function test_the_numbers_are_recomputed_so_an_earlier_drift_heals(): void {
		global $wpdb;
		$pack = $this->id( 'saffron-bistro' ); // 4.2 from 9.
		$this->ratings->rate( 1, $pack, 3 );
		$wpdb->update(
			Names::table( 'catalog_items' ),
			array(
				'rating'       => 0.5,
				'rating_count' => 500,
			),
			array( 'id' => $pack )
		);
		$this->assertSame(
			array(
				'rating'       => round( ( 4.2 * 9 + 3 + 4 ) / 11, 1 ),
				'rating_count' => 11,
			),
			$this->ratings->rate( 2, $pack, 4 )
		);
	}

	/**
	 * Out-of-range ratings.
	 *
	 * @return array<string, array{0: int}>
	 */
	public static function out_of_range(): array {
		return array(
			'zero' => array( 0 ),
			'six'  => array( 6 ),
			'less' => array( -3 ),
		);
	}

	/**
	 * Out of range.
	 *
	 * @dataProvider out_of_range
	 * @param int $rating Rating.
	 */
	public function test_refuses_out_of_range( int $rating ): void {
		$pack = $this->id( 'harbor-agency' );
		try {
			$this->ratings->rate( 1, $pack, $rating );
			$this->fail( 'accepted ' . $rating );
		} catch ( \InvalidArgumentException $e ) {
			$this->assertSame( 0, self::rows( $pack ) );
		}
	}

	public function test_pack_reviews_hold_the_accounts_ratings_and_the_means(): void {
		$harbor  = $this->id( 'harbor-agency' );
		$saffron = $this->id( 'saffron-bistro' );
		$this->ratings->rate( 8, $harbor, 5 );
		$this->ratings->rate( 8, $saffron, 2 );
		$this->ratings->rate( 9, $saffron, 5 );
		$reviews = $this->ratings->pack_reviews( 8 );
		$this->assertSame( 5, $reviews[ $harbor ] );
		$this->assertSame( 2, $reviews[ $saffron ] );
		$this->assertSame( round( ( 4.6 * 23 + 5 ) / 24, 1 ), $reviews[ 'avg_' . $harbor ] );
		$this->assertSame( round( ( 4.2 * 9 + 2 + 5 ) / 11, 1 ), $reviews[ 'avg_' . $saffron ] );
		$this->assertCount( 4, $reviews );
		$this->assertSame( array(), $this->ratings->pack_reviews( 10 ) );
	}
}
