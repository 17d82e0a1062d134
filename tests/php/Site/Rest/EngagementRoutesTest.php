<?php
/**
 * The spec's engagement routes on the site, through the in-process hub:
 * favourite, rating, My Favourites, My Downloads, Purchased Items.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Hub\Engagement\Downloads;
use Stencilbox\Tests\EngagementTestCase;

/**
 * `stencilbox/v1/items/favourite|rating`, `/profile/my-favourites|download-history|purchased-items`.
 */
final class EngagementRoutesTest extends EngagementTestCase {
	private const NS = '/stencilbox/v1';

	public function test_needs_a_wordpress_login_and_a_library_account(): void {
		$routes = array(
			array( 'POST', '/items/favourite', array( 'item' => 1, 'action' => 'do' ) ),
			array( 'POST', '/items/rating', array( 'item' => 1, 'rating' => 5 ) ),
			array( 'GET', '/profile/my-favourites', array() ),
			array( 'GET', '/profile/download-history', array() ),
			array( 'GET', '/profile/purchased-items', array() ),
		);
		foreach ( $routes as [ $method, $route, $params ] ) {
			$this->assertSame( 401, $this->rest( $method, self::NS . $route, $params )->get_status(), "anonymous $route" );
		}
		$this->login_as( 'subscriber' );
		foreach ( $routes as [ $method, $route, $params ] ) {
			$this->assertSame( 403, $this->rest( $method, self::NS . $route, $params )->get_status(), "subscriber $route" );
		}
		$this->login_as( 'editor' );
		foreach ( $routes as [ $method, $route, $params ] ) {
			$response = $this->rest( $method, self::NS . $route, $params );
			$this->assertSame( 401, $response->get_status(), "signed out of the library: $route" );
			$this->assertSame( 'not_signed_in', $response->get_data()['code'] );
		}
	}

	/**
	 * @group object-cache
	 */
	public function test_favourite_answers_the_starred_list_and_the_profile_is_never_stale(): void {
		$user = $this->site_member();
		$this->assertSame( array( 'items' => array(), 'packs' => array() ), $user['starred'] );
		$pack = $this->id( 'harbor-agency' );
		// The profile is cached now (sign-up cached it).
		$this->assertSame( array(), $this->rest( 'GET', self::NS . '/is-signed' )->get_data()['user']['starred']['packs'] );

		$do = $this->rest( 'POST', self::NS . '/items/favourite', array( 'item' => $pack, 'action' => 'do' ) );
		$this->assertSame( 200, $do->get_status() );
		$this->assertSame(
			array(
				'status'          => 'success',
				'data'            => array(
					'items' => array(),
					'packs' => array( $pack ),
				),
				'favourite_count' => 88,
			),
			$do->get_data()
		);
		$this->assertSame( array( $pack ), $this->rest( 'GET', self::NS . '/is-signed' )->get_data()['user']['starred']['packs'] );

		$undo = $this->rest( 'POST', self::NS . '/items/favourite', array( 'item' => $pack, 'action' => 'undo' ) )->get_data();
		$this->assertSame( 87, $undo['favourite_count'] );
		$this->assertSame( array(), $this->rest( 'GET', self::NS . '/is-signed' )->get_data()['user']['starred']['packs'] );

		$rated = $this->rest( 'POST', self::NS . '/items/rating', array( 'item' => $pack, 'rating' => 3 ) )->get_data();
		$mean  = round( ( 4.6 * 23 + 3 ) / 24, 1 );
		$this->assertSame( array( 'id' => $pack, 'rating' => $mean, 'rating_count' => 24 ), $rated['data']['item'] );
		$this->assertEquals( (object) array( $pack => 3, 'avg_' . $pack => $mean ), $rated['data']['reviews']['pack'] );
		$this->assertEquals( array( $pack => 3, 'avg_' . $pack => $mean ), $this->rest( 'GET', self::NS . '/is-signed' )->get_data()['user']['reviews']['pack'] );
	}

	/**
	 * @group object-cache
	 */
	public function test_cached_catalogue_answers_show_the_current_numbers(): void {
		$this->site_member();
		$pack  = $this->id( 'harbor-agency' );
		$list  = fn(): array => array_column( $this->rest( 'GET', self::NS . '/items', array( 'platform' => 'gutenberg', 'type' => 'pack' ) )->get_data()['data'], null, 'slug' )['harbor-agency'];
		$one   = fn(): array => $this->rest( 'GET', self::NS . '/items/harbor-agency', array( 'platform' => 'gutenberg' ) )->get_data();
		$featured = fn(): array => array_column( $this->rest( 'GET', self::NS . '/featured-items', array( 'platform' => 'gutenberg' ) )->get_data()['data'], null, 'slug' )['harbor-agency'];
		$this->assertSame( 87, $list()['favourite_count'] ); // Now cached.
		$this->assertSame( 87, $one()['favourite_count'] );
		$this->assertSame( 87, $featured()['favourite_count'] );

		$this->rest( 'POST', self::NS . '/items/favourite', array( 'item' => $pack, 'action' => 'do' ) );
		$this->rest( 'POST', self::NS . '/items/rating', array( 'item' => $pack, 'rating' => 1 ) );
		$mean = round( ( 4.6 * 23 + 1 ) / 24, 1 );
		foreach ( array( 'list' => $list(), 'details' => $one(), 'featured' => $featured() ) as $where => $item ) {
			$this->assertSame( array( 88, $mean, 24 ), array( $item['favourite_count'], $item['rating'], $item['rating_count'] ), $where );
		}
		// The rest of the answer still comes from the cache.
		$this->assertSame( 'Harbor - Creative Agency', $list()['name'] );
	}

	public function test_bad_input_and_unknown_items(): void {
		$this->site_member();
		$pack = $this->id( 'harbor-agency' );
		foreach ( array( 0, 6, 2.5, 'x', null ) as $rating ) {
			$response = $this->rest( 'POST', self::NS . '/items/rating', array( 'item' => $pack, 'rating' => $rating ) );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $rating ) );
			$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		}
		foreach ( array( array( 'item' => $pack, 'action' => 'toggle' ), array( 'item' => 0, 'action' => 'do' ), array( 'action' => 'do' ) ) as $body ) {
			$this->assertSame( 400, $this->rest( 'POST', self::NS . '/items/favourite', $body )->get_status(), wp_json_encode( $body ) );
		}
		$this->assertSame( 400, $this->rest( 'POST', self::NS . '/items/rating', array( 'item' => $this->id( 'harbor-home' ), 'rating' => 4 ) )->get_status(), 'only packs are rated' );
		foreach ( array( array( 'favourite', array( 'action' => 'do' ) ), array( 'rating', array( 'rating' => 4 ) ) ) as [ $route, $body ] ) {
			$response = $this->rest( 'POST', self::NS . '/items/' . $route, $body + array( 'item' => 999999 ) );
			$this->assertSame( 404, $response->get_status(), $route );
			$this->assertSame( 'item_not_found', $response->get_data()['code'] );
		}
		foreach ( array( array( 'itemType' => 'sections' ), array( 'plan' => 'free' ), array( 'platform' => 'wix' ), array( 'page' => 0 ) ) as $query ) {
			$this->assertSame( 400, $this->rest( 'GET', self::NS . '/profile/my-favourites', $query )->get_status(), wp_json_encode( $query ) );
		}
		$this->assertSame( 400, $this->rest( 'GET', self::NS . '/profile/purchased-items', array( 'platform' => 'wix' ) )->get_status() );
	}

	public function test_my_favourites_filters_and_pages(): void {
		$this->site_member();
		$favourite = fn( string $slug, string $platform = 'gutenberg' ): \WP_REST_Response => $this->rest( 'POST', self::NS . '/items/favourite', array( 'item' => $this->id( $slug, $platform ), 'action' => 'do' ) );
		foreach ( array( 'harbor-agency', 'saffron-bistro', 'harbor-home', 'saffron-menu', 'quiet-contact' ) as $slug ) {
			$favourite( $slug );
		}
		$favourite( 'harbor-hero', 'elementor' );
		$list  = fn( array $query ): array => $this->rest( 'GET', self::NS . '/profile/my-favourites', $query )->get_data();
		$slugs = static fn( array $result ): array => $result['data'] ? array_column( $result['data'], 'slug' ) : array();
		$sort  = static function ( array $values ): array {
			sort( $values );
			return $values;
		};

		$all = $list( array( 'platform' => 'gutenberg' ) );
		$this->assertSame( array( 'harbor-agency', 'harbor-home', 'quiet-contact', 'saffron-bistro', 'saffron-menu' ), $sort( $slugs( $all ) ) );
		$this->assertSame( array( 1, 1, 5 ), array( $all['current_page'], $all['total_page'], $all['total'] ) );
		$this->assertSame( array( 'harbor-hero' ), $slugs( $list( array() ) ), 'elementor is the default platform' );
		$this->assertSame( array( 'harbor-agency', 'saffron-bistro' ), $sort( $slugs( $list( array( 'platform' => 'gutenberg', 'itemType' => 'pack' ) ) ) ) );
		$this->assertSame( array( 'harbor-home' ), $slugs( $list( array( 'platform' => 'gutenberg', 'itemType' => 'page' ) ) ) );
		$this->assertSame( array( 'quiet-contact', 'saffron-menu' ), $sort( $slugs( $list( array( 'platform' => 'gutenberg', 'itemType' => 'block' ) ) ) ) );
		$this->assertSame( array( 'saffron-bistro', 'saffron-menu' ), $sort( $slugs( $list( array( 'platform' => 'gutenberg', 'plan' => 'pro' ) ) ) ) );
		$this->assertSame( array( 'harbor-agency', 'harbor-home', 'quiet-contact' ), $sort( $slugs( $list( array( 'platform' => 'gutenberg', 'plan' => 'starter' ) ) ) ) );
		$this->assertSame( array(), $slugs( $list( array( 'platform' => 'gutenberg', 'itemType' => 'page', 'plan' => 'pro' ) ) ) );

		$seen = array();
		foreach ( array( 1, 2, 3 ) as $page ) {
			$result = $list( array( 'platform' => 'gutenberg', 'per_page' => 2, 'page' => $page ) );
			$this->assertSame( array( $page, 3, 5 ), array( $result['current_page'], $result['total_page'], $result['total'] ) );
			$seen = array_merge( $seen, $slugs( $result ) );
		}
		$this->assertSame( $sort( $slugs( $all ) ), $sort( $seen ), 'pages cover the list once' );
		$this->assertCount( 1, $list( array( 'platform' => 'gutenberg', 'per_page' => 2, 'page' => 3 ) )['data'] );
		$this->assertSame( array(), $list( array( 'platform' => 'gutenberg', 'per_page' => 2, 'page' => 4 ) )['data'] );

		$card = $list( array( 'platform' => 'gutenberg', 'itemType' => 'page' ) )['data'][0];
		foreach ( array( 'id', 'name', 'slug', 'type', 'platform', 'plan', 'price', 'thumbnail', 'rating', 'favourite_count', 'pack' ) as $field ) {
			$this->assertArrayHasKey( $field, $card );
		}
	}

	public function test_download_history_pages_the_records(): void {
		$user      = $this->site_member();
		$downloads = new Downloads();
		$downloads->record( (int) $user['id'], $this->id( 'harbor-home' ), 'insert' );
		$downloads->record( (int) $user['id'], $this->id( 'harbor-hero', 'elementor' ), 'page' );
		$downloads->record( (int) $user['id'] + 1000, $this->id( 'quiet-contact' ), 'insert' );

		$result = $this->rest( 'GET', self::NS . '/profile/download-history' )->get_data();
		$this->assertSame( array( 1, 1, 2 ), array( $result['current_page'], $result['total_page'], $result['total'] ) );
		$this->assertSame( array( 'harbor-hero', 'harbor-home' ), array_column( $result['data'], 'slug' ) );
		foreach ( array( 'name', 'type', 'slug', 'thumbnail', 'downloaded_at' ) as $field ) {
			$this->assertArrayHasKey( $field, $result['data'][0], $field );
		}
		$this->assertSame( array( 'Harbor Hero', 'block', 'elementor' ), array( $result['data'][0]['name'], $result['data'][0]['type'], $result['data'][0]['platform'] ) );
		$second = $this->rest( 'GET', self::NS . '/profile/download-history', array( 'per_page' => 1, 'page' => 2 ) )->get_data();
		$this->assertSame( array( 'harbor-home' ), array_column( $second['data'], 'slug' ) );
		$this->assertSame( 2, $second['total_page'] );
	}

	/**
	 * @group object-cache
	 */
	public function test_purchased_items_by_platform_or_all_and_the_profile_follows_grants(): void {
		$user  = $this->site_member( 'administrator' );
		$pack  = $this->id( 'saffron-bistro' );
		$about = $this->id( 'harbor-about', 'elementor' );
		$this->assertSame( array( 'page' => array(), 'block' => array(), 'pack' => array() ), $user['purchasedItems'] );
		// The profile is cached on the site now; the hub owner grants two purchases.
		foreach ( array( $pack, $about ) as $item ) {
			$this->assertSame( 200, $this->rest( 'POST', "/stencilbox-hub/v1/admin/accounts/{$user['id']}/purchases", array( 'item_id' => $item ) )->get_status() );
		}
		$this->assertSame(
			array( 'page' => array( $about ), 'block' => array(), 'pack' => array( $pack ) ),
			$this->rest( 'GET', self::NS . '/is-signed' )->get_data()['user']['purchasedItems'],
			'a grant on this hub reaches the cached profile at once'
		);

		$gutenberg = $this->rest( 'GET', self::NS . '/profile/purchased-items', array( 'platform' => 'gutenberg' ) )->get_data()['data'];
		$this->assertSame( array( $pack ), array_column( $gutenberg, 'item_id' ) );
		$record = $gutenberg[0];
		foreach ( array( 'type' => 'pack', 'item_id' => $pack, 'name' => 'Saffron - Modern Bistro', 'slug' => 'saffron-bistro' ) as $field => $value ) {
			$this->assertSame( $value, $record[ $field ], $field );
		}
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT/', $record['purchased_at'] );
		$this->assertStringStartsWith( 'http', $record['thumbnail'] );
		$this->assertSame( array( $about ), array_column( $this->rest( 'GET', self::NS . '/profile/purchased-items' )->get_data()['data'], 'item_id' ), 'elementor by default' );
		$this->assertSame( array( $about, $pack ), array_column( $this->rest( 'GET', self::NS . '/profile/purchased-items', array( 'platform' => 'gutenberg', 'all' => true ) )->get_data()['data'], 'item_id' ) );

		$this->rest( 'DELETE', "/stencilbox-hub/v1/admin/accounts/{$user['id']}/purchases/{$pack}", array( 'confirm' => true ) );
		$this->assertSame( array(), $this->rest( 'GET', self::NS . '/is-signed' )->get_data()['user']['purchasedItems']['pack'] );
	}
}
