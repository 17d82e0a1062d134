<?php
/**
 * The hub's engagement routes with Bearer keys: bounds, unknown ids, and
 * one account's key never touching another account's rows.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Rest;

use Stencilbox\Hub\Engagement\Downloads;
use Stencilbox\Hub\Engagement\Purchases;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Tests\EngagementTestCase;

/**
 * Direct calls stand for another site calling over HTTP.
 */
final class HubEngagementRoutesTest extends EngagementTestCase {
	protected function setUp(): void {
		parent::setUp();
		update_option( HubController::REMOTE_OPTION, 1 );
	}

	public function test_favourite_do_and_undo_answer_the_count_and_the_starred_list(): void {
		$a    = $this->hub_account();
		$pack = $this->id( 'harbor-agency' );
		$home = $this->id( 'harbor-home' );

		$do = $this->hub( 'POST', "/items/{$pack}/favourite", array( 'action' => 'do' ), $a['key'] );
		$this->assertSame( 200, $do->get_status() );
		$this->assertSame(
			array(
				'status'          => 'success',
				'favourite_count' => 88,
				'starred'         => array(
					'items' => array(),
					'packs' => array( $pack ),
				),
			),
			$do->get_data()
		);
		$this->assertSame( 88, $this->hub( 'POST', "/items/{$pack}/favourite", array( 'action' => 'do' ), $a['key'] )->get_data()['favourite_count'] );
		$this->hub( 'POST', "/items/{$home}/favourite", array( 'action' => 'do' ), $a['key'] );
		$undo = $this->hub( 'POST', "/items/{$pack}/favourite", array( 'action' => 'undo' ), $a['key'] )->get_data();
		$this->assertSame( 87, $undo['favourite_count'] );
		$this->assertSame( array( 'items' => array( $home ), 'packs' => array() ), $undo['starred'] );
		$this->assertSame( 200, $this->hub( 'POST', "/items/{$pack}/favourite", array( 'action' => 'undo' ), $a['key'] )->get_status() );

		// The profile says the same.
		$me = $this->hub( 'GET', '/me', array(), $a['key'] )->get_data()['user'];
		$this->assertSame( array( 'items' => array( $home ), 'packs' => array() ), $me['starred'] );
	}

	public function test_bad_input_unknown_ids_and_missing_keys(): void {
		$a    = $this->hub_account();
		$pack = $this->id( 'harbor-agency' );
		$page = $this->id( 'harbor-home' );
		$bad  = array(
			array( "/items/{$pack}/favourite", array( 'action' => 'maybe' ) ),
			array( "/items/{$pack}/favourite", array() ),
			array( "/items/{$pack}/rating", array( 'rating' => 0 ) ),
			array( "/items/{$pack}/rating", array( 'rating' => 6 ) ),
			array( "/items/{$pack}/rating", array( 'rating' => 2.5 ) ),
			array( "/items/{$pack}/rating", array( 'rating' => 'five' ) ),
			array( "/items/{$pack}/rating", array() ),
			array( "/items/{$page}/rating", array( 'rating' => 4 ) ), // Only packs are rated.
		);
		foreach ( $bad as [ $path, $body ] ) {
			$response = $this->hub( 'POST', $path, $body, $a['key'] );
			$this->assertSame( 400, $response->get_status(), $path . ' ' . wp_json_encode( $body ) );
			$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		}
		foreach ( array( array( 'favourite', array( 'action' => 'do' ) ), array( 'rating', array( 'rating' => 4 ) ) ) as [ $what, $body ] ) {
			$response = $this->hub( 'POST', "/items/999999/{$what}", $body, $a['key'] );
			$this->assertSame( 404, $response->get_status(), $what );
			$this->assertSame( 'item_not_found', $response->get_data()['code'] );
			$response = $this->hub( 'POST', "/items/{$pack}/{$what}", $body );
			$this->assertSame( 401, $response->get_status(), 'no key' );
			$this->assertSame( 'invalid_api_key', $response->get_data()['code'] );
			$this->assertSame( 401, $this->hub( 'POST', "/items/{$pack}/{$what}", $body, 'sbx_not_a_real_key' )->get_status() );
		}
		foreach ( array( '/me/favourites', '/me/downloads', '/me/purchases' ) as $path ) {
			$this->assertSame( 401, $this->hub( 'GET', $path )->get_status(), $path );
		}
		$this->assertSame( 400, $this->hub( 'GET', '/me/favourites', array( 'item_type' => 'x' ), $a['key'] )->get_status() );
		$this->assertSame( 400, $this->hub( 'GET', '/me/favourites', array( 'plan' => 'gold' ), $a['key'] )->get_status() );
		$this->assertSame( 400, $this->hub( 'GET', '/me/downloads', array( 'page' => 0 ), $a['key'] )->get_status() );
		$this->assertSame( 0, self::favourite_rows( $pack ) );
		$this->assertSame( 23, (int) $this->counters( $pack )['rating_count'] );
	}

	public function test_rating_replaces_and_answers_the_reviews(): void {
		$a    = $this->hub_account( 'pro' );
		$pack = $this->id( 'saffron-bistro' );
		$this->hub( 'POST', "/items/{$pack}/rating", array( 'rating' => 1 ), $a['key'] );
		$response = $this->hub( 'POST', "/items/{$pack}/rating", array( 'rating' => '4' ), $a['key'] );
		$this->assertSame( 200, $response->get_status() );
		$mean = round( ( 4.2 * 9 + 4 ) / 10, 1 );
		$this->assertEquals(
			array(
				'status' => 'success',
				'data'   => array(
					'reviews' => array(
						'pack' => (object) array(
							$pack          => 4,
							'avg_' . $pack => $mean,
						),
					),
					'item'    => array(
						'id'           => $pack,
						'rating'       => $mean,
						'rating_count' => 10,
					),
				),
			),
			$response->get_data()
		);
		$me = $this->hub( 'GET', '/me', array(), $a['key'] )->get_data()['user'];
		$this->assertEquals( array( $pack => 4, 'avg_' . $pack => $mean ), $me['reviews']['pack'] );
		// Lists show the new mean.
		$cards = $this->hub( 'GET', '/catalog/items', array( 'platform' => 'gutenberg', 'type' => 'pack' ) )->get_data()['data'];
		$this->assertSame( $mean, $cards[ array_search( $pack, array_column( $cards, 'id' ), true ) ]['rating'] );
	}

	public function test_counters_of_items(): void {
		$pack = $this->id( 'harbor-agency' );
		$home = $this->id( 'harbor-home' );
		$data = $this->hub( 'GET', '/catalog/counters', array( 'ids' => "{$pack},{$home},999999" ) )->get_data();
		$this->assertEquals(
			(object) array(
				$pack => array( 'favourite_count' => 87, 'rating' => 4.6, 'rating_count' => 23, 'downloads' => 1200 ),
				$home => array( 'favourite_count' => 3, 'rating' => 0.0, 'rating_count' => 0, 'downloads' => 40 ),
			),
			$data['counters']
		);
		$this->assertSame( 400, $this->hub( 'GET', '/catalog/counters', array( 'ids' => 'x' ) )->get_status() );
		$this->assertSame( 400, $this->hub( 'GET', '/catalog/counters' )->get_status() );
		delete_option( HubController::REMOTE_OPTION );
		$this->assertSame( 403, $this->hub( 'GET', '/catalog/counters', array( 'ids' => (string) $pack ) )->get_status(), 'closed to other sites like the catalogue' );
	}

	public function test_a_key_only_ever_reaches_its_own_account(): void {
		$a    = $this->hub_account();
		$b    = $this->hub_account();
		$pack = $this->id( 'harbor-agency' );
		$home = $this->id( 'harbor-home' );
		$this->hub( 'POST', "/items/{$pack}/favourite", array( 'action' => 'do' ), $a['key'] );
		$this->hub( 'POST', "/items/{$pack}/rating", array( 'rating' => 5 ), $a['key'] );
		( new Downloads() )->record( $a['id'], $home, 'insert' );
		( new Purchases() )->grant( $a['id'], $home );

		// B's undo (even naming A) removes nothing of A's.
		$undo = $this->hub( 'POST', "/items/{$pack}/favourite", array( 'action' => 'undo', 'account_id' => $a['id'] ), $b['key'] );
		$this->assertSame( 200, $undo->get_status() );
		$this->assertSame( 88, $undo->get_data()['favourite_count'] );
		$this->assertSame( array( 'items' => array(), 'packs' => array() ), $undo->get_data()['starred'] );
		$this->assertSame( 1, self::favourite_rows( $pack ) );

		// B's lists and profile are empty, whatever B asks for.
		$this->assertSame( array(), $this->hub( 'GET', '/me/favourites', array( 'platform' => 'gutenberg', 'account_id' => $a['id'] ), $b['key'] )->get_data()['data'] );
		$this->assertSame( array(), $this->hub( 'GET', '/me/downloads', array( 'account_id' => $a['id'] ), $b['key'] )->get_data()['data'] );
		$this->assertSame( array(), $this->hub( 'GET', '/me/purchases', array( 'account_id' => $a['id'] ), $b['key'] )->get_data()['data'] );
		$me_b = $this->hub( 'GET', '/me', array(), $b['key'] )->get_data()['user'];
		$this->assertSame( array( 'items' => array(), 'packs' => array() ), $me_b['starred'] );
		$this->assertSame( array( 'page' => array(), 'block' => array(), 'pack' => array() ), $me_b['purchasedItems'] );
		$this->assertSame( array(), $me_b['reviews']['pack'] );

		// B's rating is B's: A's stays.
		$this->hub( 'POST', "/items/{$pack}/rating", array( 'rating' => 1 ), $b['key'] );
		$me_a = $this->hub( 'GET', '/me', array(), $a['key'] )->get_data()['user'];
		$this->assertSame( 5, $me_a['reviews']['pack'][ $pack ] );
		$this->assertSame( array( $pack ), $me_a['starred']['packs'] );
		$this->assertSame( array( $home ), $me_a['purchasedItems']['page'] );
		$this->assertSame( array( 'harbor-agency' ), array_column( $this->hub( 'GET', '/me/favourites', array( 'platform' => 'gutenberg' ), $a['key'] )->get_data()['data'], 'slug' ) );
	}

	public function test_lists_answer_the_spec_records(): void {
		$a    = $this->hub_account();
		$home = $this->id( 'harbor-home' );
		$pack = $this->id( 'harbor-agency', 'elementor' );
		( new Downloads() )->record( $a['id'], $home, 'insert' );
		( new Purchases() )->grant( $a['id'], $pack );
		( new Purchases() )->grant( $a['id'], $home );
		$this->hub( 'POST', "/items/{$home}/favourite", array( 'action' => 'do' ), $a['key'] );

		$favourites = $this->hub( 'GET', '/me/favourites', array( 'platform' => 'gutenberg' ), $a['key'] )->get_data();
		$this->assertSame( array( 'harbor-home' ), array_column( $favourites['data'], 'slug' ) );
		$this->assertSame( 4, $favourites['data'][0]['favourite_count'] ); // 3 in the file + this one.
		$this->assertSame( array( 1, 1, 1 ), array( $favourites['current_page'], $favourites['total_page'], $favourites['total'] ) );
		$this->assertStringStartsWith( 'http', $favourites['data'][0]['thumbnail'] );
		$empty = $this->hub( 'GET', '/me/favourites', array( 'platform' => 'elementor' ), $a['key'] )->get_data();
		$this->assertSame( array( array(), 0, 0 ), array( $empty['data'], $empty['total_page'], $empty['total'] ) );

		$downloads = $this->hub( 'GET', '/me/downloads', array(), $a['key'] )->get_data();
		$this->assertSame( 1, $downloads['total'] );
		$record = $downloads['data'][0];
		$this->assertSame( array( 'harbor-home', 'page', 'Harbor Home', 'gutenberg', 'insert' ), array( $record['slug'], $record['type'], $record['name'], $record['platform'], $record['origin'] ) );
		$this->assertStringStartsWith( 'http', $record['thumbnail'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $record['downloaded_at'] );

		$all = $this->hub( 'GET', '/me/purchases', array(), $a['key'] )->get_data()['data'];
		$this->assertSame( array( $home, $pack ), array_column( $all, 'item_id' ), 'newest first' );
		$this->assertSame( array( 'page', 'pack' ), array_column( $all, 'type' ) );
		$this->assertSame( array( 'item_id', 'type', 'name', 'slug', 'platform', 'thumbnail', 'source', 'purchased_at' ), array_keys( $all[0] ) );
		$this->assertSame( array( $pack ), array_column( $this->hub( 'GET', '/me/purchases', array( 'platform' => 'elementor' ), $a['key'] )->get_data()['data'], 'item_id' ) );
	}
}
