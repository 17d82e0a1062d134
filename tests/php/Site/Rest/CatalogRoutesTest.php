<?php
/**
 * The site's catalogue routes: permissions, schema validation, answers,
 * caching and retry_again.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Tests\CatalogTestCase;

/**
 * `stencilbox/v1` catalogue routes, dispatched like any REST request.
 */
final class CatalogRoutesTest extends CatalogTestCase {
	private const NS = '/stencilbox/v1';

	/**
	 * Hub requests seen during the test.
	 *
	 * @var string[]
	 */
	private array $hub_calls = array();

	/**
	 * Live-number lookups seen during the test (made for every answer, cached
	 * or not: favourites and ratings change more often than the catalogue).
	 *
	 * @var string[]
	 */
	private array $counter_calls = array();

	protected function setUp(): void {
		parent::setUp();
		$this->hub_calls     = array();
		$this->counter_calls = array();
		add_filter( 'rest_pre_dispatch', array( $this, 'count_hub_call' ), 10, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'rest_pre_dispatch', array( $this, 'count_hub_call' ), 10 );
		parent::tearDown();
	}

	/**
	 * Records in-process hub calls.
	 *
	 * @param mixed            $result  Short-circuit value.
	 * @param \WP_REST_Server  $server  Server.
	 * @param \WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function count_hub_call( mixed $result, mixed $server, mixed $request ): mixed {
		if ( '/stencilbox-hub/v1/catalog/counters' === $request->get_route() ) {
			$this->counter_calls[] = $request->get_route();
		} elseif ( str_starts_with( $request->get_route(), '/stencilbox-hub/v1/' ) ) {
			$this->hub_calls[] = $request->get_route();
		}
		return $result;
	}

	public function test_every_route_needs_a_wordpress_user_who_can_edit(): void {
		$routes = array( '/items', '/items/harbor-home', '/featured-items', '/tags', '/templateTypes', '/categories', '/items-count', '/pricing', '/dependencies' );
		foreach ( $routes as $route ) {
			$this->assertSame( 401, $this->rest( 'GET', self::NS . $route )->get_status(), $route );
		}
		$this->login_as( 'subscriber' );
		foreach ( $routes as $route ) {
			$this->assertSame( 403, $this->rest( 'GET', self::NS . $route )->get_status(), $route );
		}
		$this->login_as( 'contributor' );
		foreach ( $routes as $route ) {
			$this->assertSame( 200, $this->rest( 'GET', self::NS . $route, array( 'platform' => 'gutenberg' ) )->get_status(), $route );
		}
	}

	/**
	 * Bad parameters.
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>}>
	 */
	public static function bad_params(): array {
		return array(
			'unknown platform'        => array( '/items', array( 'platform' => 'wix' ) ),
			'unknown type'            => array( '/items', array( 'type' => 'section' ) ),
			'unknown plan'            => array( '/items', array( 'plan' => 'gold' ) ),
			'page 0'                  => array( '/items', array( 'page' => 0 ) ),
			'page not a number'       => array( '/items', array( 'page' => 'two' ) ),
			'per_page too large'      => array( '/items', array( 'per_page' => 500 ) ),
			'search too short'        => array( '/items', array( 'search' => str_repeat( 'a', ItemArgs::SEARCH_MIN - 1 ) ) ),
			'search too long'         => array( '/items', array( 'search' => str_repeat( 'a', ItemArgs::SEARCH_MAX + 1 ) ) ),
			'include not ids'         => array( '/items', array( 'include' => '1,abc' ) ),
			'exclude negative'        => array( '/items', array( 'exclude' => '-1' ) ),
			'tags with spaces'        => array( '/items', array( 'tags' => '1, 2' ) ),
			'too many tags'           => array( '/items', array( 'tags' => implode( ',', range( 1, 51 ) ) ) ),
			'templateType not a slug' => array( '/items', array( 'templateType' => 'Hero Blocks' ) ),
			'category not a slug'     => array( '/items', array( 'category' => '../etc' ) ),
			'item platform'           => array( '/items/harbor-home', array( 'platform' => 'wix' ) ),
			'item type'               => array( '/items/harbor-home', array( 'type' => 'all' ) ),
			'featured platform'       => array( '/featured-items', array( 'platform' => 'x' ) ),
			'template types itemType' => array( '/templateTypes', array( 'itemType' => 'pack' ) ),
			'counts platform'         => array( '/items-count', array( 'platform' => 'x' ) ),
		);
	}

	/**
	 * Bad parameters are 400s, and the hub is never asked.
	 *
	 * @dataProvider bad_params
	 *
	 * @param string               $route  Route.
	 * @param array<string, mixed> $params Query.
	 */
	public function test_bad_params_are_400( string $route, array $params ): void {
		$this->login_as( 'editor' );
		$response = $this->rest( 'GET', self::NS . $route, $params );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $response->get_data() ) );
		// The spec's code for bad input, with WordPress's own code kept.
		$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['data']['rest_code'] );
		$this->assertSame( array(), $this->hub_calls );
	}

	public function test_items_answers_a_paged_result_with_the_filters(): void {
		$this->login_as( 'editor' );
		$forms    = self::dependency_id( 'mini-forms-pro' );
		$response = $this->rest(
			'GET',
			self::NS . '/items',
			array(
				'platform' => 'gutenberg',
				'type'     => 'block',
				'exclude'  => (string) $forms,
				'category' => 'agency',
				'per_page' => 2,
				'page'     => 2,
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 2, $data['current_page'] );
		$this->assertSame( 2, $data['total_page'] );
		$this->assertSame( 3, $data['total'] );
		$this->assertSame( array( 'harbor-hero' ), array_column( $data['data'], 'slug' ) );

		$search = $this->rest( 'GET', self::NS . '/items', array( 'platform' => 'gutenberg', 'search' => '  espresso  ' ) )->get_data();
		$this->assertSame( array( 'saffron-home', 'saffron-bistro' ), array_column( $search['data'], 'slug' ) );
	}

	public function test_items_schema_matches_what_is_sent(): void {
		$this->login_as( 'editor' );
		$cards   = $this->rest( 'OPTIONS', self::NS . '/items' )->get_data()['schema']['properties']['data']['items']['properties'];
		$card    = $this->rest( 'GET', self::NS . '/items', array( 'platform' => 'gutenberg', 'type' => 'pack' ) )->get_data()['data'][0];
		$this->assertSame( array(), array_diff( array_keys( $card ), array_keys( $cards ) ), 'every field sent is in the schema' );
		$schema  = $this->rest( 'OPTIONS', self::NS . '/items/harbor-agency' )->get_data()['schema']['properties'];
		$details = $this->rest( 'GET', self::NS . '/items/harbor-agency', array( 'platform' => 'gutenberg' ) )->get_data();
		$this->assertSame( array(), array_diff( array_keys( $details ), array_keys( $schema ) ) );
	}

	public function test_item_details(): void {
		update_option( 'stencilbox_hub_checkout_url', 'https://shop.example.org/checkout' );
		$this->login_as( 'author' );
		$pack = $this->rest( 'GET', self::NS . '/items/harbor-agency', array( 'platform' => 'gutenberg', 'type' => 'pack' ) )->get_data();
		$this->assertSame( 'pack', $pack['type'] );
		$this->assertSame( array( 'harbor-home', 'harbor-about', 'harbor-header', 'harbor-footer', 'harbor-hero' ), array_column( $pack['items'], 'slug' ) );
		$this->assertSame( array( array( 'platform' => 'elementor', 'slug' => 'harbor-agency' ) ), $pack['variations'] );
		$this->assertStringEndsWith( 'harbor-agency-banner.svg', $pack['banner'] );
		$this->assertSame( 'https://example.org/harbor', $pack['live_url'] );
		$this->assertTrue( $pack['has_settings'] );
		$this->assertSame( array( 'type' => 'gutenberg' ), $pack['params'] );
		$this->assertStringContainsString( 'stencilbox_item=' . $pack['id'], $pack['purchase_url'] );

		$page = $this->rest( 'GET', self::NS . '/items/harbor-home', array( 'platform' => 'gutenberg' ) )->get_data();
		$this->assertSame( 'page', $page['type'] );
		$this->assertCount( 2, $page['screenshots'] );
		$this->assertSame( 'harbor-agency', $page['pack']['slug'] );
		$this->assertCount( 5, $page['pack']['items'], 'layouts in this pack' );
		$this->assertSame( 'home', $page['template_type']['slug'] );
		$this->assertStringContainsString( 'lighthouse', $page['description'] );

		// A Gutenberg-only item has no variation.
		$only = $this->rest( 'GET', self::NS . '/items/sunrise-hero', array( 'platform' => 'gutenberg' ) )->get_data();
		$this->assertSame( array(), $only['variations'] );
	}

	public function test_preview_markup_for_gutenberg_pages_and_blocks_only(): void {
		$this->login_as( 'editor' );
		$gallery = $this->rest( 'GET', self::NS . '/items/atlas-gallery', array( 'platform' => 'gutenberg', 'preview' => true ) )->get_data();
		$this->assertStringContainsString( '<!-- wp:heading -->', $gallery['preview_content'] );
		$this->assertStringNotContainsString( '{{demo}}', $gallery['preview_content'] );
		// With a thumbnail too: the details' live preview draws any page or block.
		$home = $this->rest( 'GET', self::NS . '/items/harbor-home', array( 'platform' => 'gutenberg', 'preview' => true ) )->get_data();
		$this->assertNotSame( '', $home['thumbnail'] );
		$this->assertStringContainsString( '<!-- wp:', $home['preview_content'] );
		$pack = $this->rest( 'GET', self::NS . '/items/harbor-agency', array( 'platform' => 'gutenberg', 'type' => 'pack', 'preview' => true ) )->get_data();
		$this->assertArrayNotHasKey( 'preview_content', $pack );
		$plain = $this->rest( 'GET', self::NS . '/items/atlas-gallery', array( 'platform' => 'gutenberg' ) )->get_data();
		$this->assertArrayNotHasKey( 'preview_content', $plain );
	}

	public function test_unknown_items_are_404(): void {
		$this->login_as( 'editor' );
		$unknown = array(
			array( '/items/no-such-item', array( 'platform' => 'gutenberg' ) ),
			// Exists on Gutenberg only.
			array( '/items/sunrise-hero', array( 'platform' => 'elementor' ) ),
			// Exists, but is not a pack.
			array( '/items/harbor-home', array( 'platform' => 'gutenberg', 'type' => 'pack' ) ),
			// Not a slug at all: no route.
			array( '/items/Not%20A%20Slug', array() ),
		);
		foreach ( $unknown as [ $route, $params ] ) {
			$response = $this->rest( 'GET', self::NS . $route, $params );
			$this->assertSame( 404, $response->get_status(), $route );
		}
		$this->assertSame( 'item_not_found', $this->rest( 'GET', self::NS . '/items/no-such-item' )->get_data()['code'] );
	}

	public function test_lookups(): void {
		$this->login_as( 'editor' );
		$tags = $this->rest( 'GET', self::NS . '/tags' )->get_data();
		$this->assertSame( array( 'Contact', 'Gallery', 'Hero', 'Menu' ), array_column( $tags, 'label' ) );
		$this->assertIsInt( $tags[0]['value'] );

		$this->assertSame( array( 'agency', 'portfolio', 'restaurant' ), array_column( $this->rest( 'GET', self::NS . '/categories' )->get_data(), 'slug' ) );
		$this->assertSame( array( 'About', 'Home' ), array_column( $this->rest( 'GET', self::NS . '/templateTypes', array( 'itemType' => 'page' ) )->get_data(), 'name' ) );
		$this->assertSame( array( 'Contact', 'Footer', 'Header', 'Hero' ), array_column( $this->rest( 'GET', self::NS . '/templateTypes', array( 'itemType' => 'block' ) )->get_data(), 'name' ) );
		$this->assertCount( 6, $this->rest( 'GET', self::NS . '/templateTypes' )->get_data() );

		$this->assertSame(
			array(
				'pages'    => 4,
				'sections' => 8,
				'packs'    => 2,
			),
			$this->rest( 'GET', self::NS . '/items-count', array( 'platform' => 'gutenberg' ) )->get_data()
		);
		$this->assertSame(
			array(
				'pages'    => 7,
				'sections' => 12,
				'packs'    => 3,
			),
			$this->rest( 'GET', self::NS . '/items-count' )->get_data()
		);

		$pricing = $this->rest( 'GET', self::NS . '/pricing' )->get_data();
		$this->assertSame( array( 'year', 'year', 'one_time' ), array_column( $pricing, 'type' ) );
		$this->assertEquals( 299, $pricing[2]['discounted_price'] );

		$featured = $this->rest( 'GET', self::NS . '/featured-items', array( 'platform' => 'gutenberg' ) )->get_data();
		$this->assertSame( array( 'sunrise-hero', 'harbor-agency' ), array_column( $featured['data'], 'slug' ) );
		$this->assertSame( array( 'harbor-agency' ), array_column( $this->rest( 'GET', self::NS . '/featured-items', array( 'platform' => 'elementor' ) )->get_data()['data'], 'slug' ) );
	}

	public function test_dependencies_say_what_this_site_has(): void {
		$this->login_as( 'editor' );
		$deps = $this->rest( 'GET', self::NS . '/dependencies' )->get_data();
		$this->assertSame( array( 'mini-helper', 'mini-forms-pro' ), array_column( $deps, 'slug' ) );
		$this->assertSame( array( false, true ), array_column( $deps, 'is_pro' ) );
		$this->assertSame( array( false, false ), array_column( $deps, 'installed' ) );
		$this->assertStringEndsWith( 'dependency-mini-helper.svg', $deps[0]['icon'] );
		foreach ( array( 'id', 'name', 'icon', 'is_pro', 'link', 'slug', 'is_active', 'plugin_file', 'plugin_original_slug', 'installed', 'mustHave' ) as $field ) {
			$this->assertArrayHasKey( $field, $deps[0] );
		}
		// The plugin under test is installed and active: a dependency on it says so.
		$this->writer->upsert_dependency(
			array(
				'slug'        => 'stencilbox',
				'name'        => 'Stencilbox',
				'plugin_file' => 'stencilbox/stencilbox.php',
			)
		);
		CatalogVersion::bump();
		$deps = array_column( $this->rest( 'GET', self::NS . '/dependencies' )->get_data(), null, 'slug' );
		$this->assertTrue( $deps['stencilbox']['installed'] );
		$this->assertTrue( $deps['stencilbox']['is_active'] );
	}

	/**
	 * @group object-cache
	 */
	public function test_answers_are_cached_until_the_catalogue_changes(): void {
		$this->login_as( 'editor' );
		$query = array(
			'platform' => 'gutenberg',
			'type'     => 'pack',
		);
		$first = $this->rest( 'GET', self::NS . '/items', $query )->get_data();
		$this->assertCount( 1, $this->hub_calls );
		$this->assertSame( $first, $this->rest( 'GET', self::NS . '/items', $query )->get_data() );
		$this->assertSame( $first, $this->rest( 'GET', self::NS . '/items', array_reverse( $query, true ) )->get_data() );
		$this->assertCount( 1, $this->hub_calls, 'the same question is answered from the cache' );
		$this->assertCount( 2, $this->counter_calls, 'each answer from the cache gets the current numbers (the fresh one has them)' );

		$this->rest( 'GET', self::NS . '/items', $query + array( 'category' => 'agency' ) );
		$this->assertCount( 2, $this->hub_calls, 'another filter is another question' );

		$this->rest( 'GET', self::NS . '/tags' );
		$this->rest( 'GET', self::NS . '/tags' );
		$this->assertCount( 3, $this->hub_calls );

		// A change on the hub invalidates everything.
		$this->writer->upsert_term( 'tag', 'fresh', 'Fresh' );
		CatalogVersion::bump();
		$this->assertContains( 'Fresh', array_column( $this->rest( 'GET', self::NS . '/tags' )->get_data(), 'label' ) );
		$this->rest( 'GET', self::NS . '/items', $query );
		$this->assertCount( 5, $this->hub_calls );
	}

	public function test_the_cache_can_be_turned_off(): void {
		$this->login_as( 'editor' );
		add_filter( 'stencilbox_catalog_cache', '__return_false' );
		$this->rest( 'GET', self::NS . '/categories' );
		$this->rest( 'GET', self::NS . '/categories' );
		remove_filter( 'stencilbox_catalog_cache', '__return_false' );
		$this->assertCount( 2, $this->hub_calls );
	}

	/**
	 * @group object-cache
	 */
	public function test_a_hub_that_cannot_answer_becomes_retry_again(): void {
		$this->login_as( 'editor' );
		$fail = static function ( mixed $result, mixed $server, \WP_REST_Request $request ): mixed {
			return str_starts_with( $request->get_route(), '/stencilbox-hub/v1/catalog' )
				? new \WP_Error( 'db_down', 'Database went away', array( 'status' => 500 ) )
				: $result;
		};
		add_filter( 'rest_pre_dispatch', $fail, 20, 3 );
		$response = $this->rest( 'GET', self::NS . '/items', array( 'platform' => 'gutenberg' ) );
		remove_filter( 'rest_pre_dispatch', $fail, 20 );
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'retry_again', $response->get_data()['code'] );
		// Nothing wrong was cached: the next call answers.
		$this->assertSame( 200, $this->rest( 'GET', self::NS . '/items', array( 'platform' => 'gutenberg' ) )->get_status() );
	}

	public function test_what_a_hub_sends_is_made_safe_to_show(): void {
		$this->login_as( 'editor' );
		$evil = static function ( array $item ): array {
			$item['description']              = '<p>Fine</p><script>alert(1)</script><img src=x onerror=alert(2)>';
			$item['live_url']                 = 'javascript:alert(3)';
			$item['screenshots']              = array( 'javascript:alert(4)', 'https://example.org/ok.svg' );
			$item['dependencies'][0]['link']  = 'javascript:alert(5)';
			$item['pack']['items'][0]['thumbnail'] = 'data:text/html,<script>alert(6)</script>';
			return $item;
		};
		add_filter( 'stencilbox_hub_item', $evil );
		$item = $this->rest( 'GET', self::NS . '/items/harbor-home', array( 'platform' => 'gutenberg' ) )->get_data();
		remove_filter( 'stencilbox_hub_item', $evil );
		$this->assertStringContainsString( '<p>Fine</p>', $item['description'] );
		$this->assertStringNotContainsString( '<script', $item['description'] );
		$this->assertStringNotContainsString( 'onerror', $item['description'] );
		$this->assertSame( '', $item['live_url'] );
		$this->assertSame( array( 'https://example.org/ok.svg' ), $item['screenshots'] );
		$this->assertSame( '', $item['dependencies'][0]['link'] );
		$this->assertSame( '', $item['pack']['items'][0]['thumbnail'] );

		$list = static function ( mixed $response, mixed $handler, \WP_REST_Request $request ): mixed {
			if ( '/stencilbox-hub/v1/catalog/items' === $request->get_route() && $response instanceof \WP_REST_Response ) {
				$data                         = $response->get_data();
				$data['data'][0]['thumbnail'] = 'javascript:alert(7)';
				$response->set_data( $data );
			}
			return $response;
		};
		add_filter( 'rest_request_after_callbacks', $list, 10, 3 );
		$cards = $this->rest( 'GET', self::NS . '/items', array( 'platform' => 'gutenberg', 'type' => 'block' ) )->get_data();
		remove_filter( 'rest_request_after_callbacks', $list, 10 );
		$this->assertSame( '', $cards['data'][0]['thumbnail'] );
	}
}
