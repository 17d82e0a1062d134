<?php
/**
 * With a persistent object cache, each write to the catalogue, its
 * versions, an account's plan or purchases and the settings is read back
 * in the next request.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ObjectCache;

use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Site\Catalog\InserterPatterns;
use Stencilbox\Tests\EngagementTestCase;
use Stencilbox\Tests\PersistentCache;
use Stencilbox\Tests\VersionHelpers;

/**
 * Each test reads through the site's routes (so the answers are cached, in
 * Redis), writes through the route the hub owner or the user would use,
 * then starts a new request (the cache's request layer forgotten, Redis
 * kept) and reads again.
 *
 * @group object-cache
 */
final class CatalogueAndAccountsTest extends EngagementTestCase {
	use PersistentCache;
	use VersionHelpers;

	private const NS    = '/stencilbox/v1';
	private const ADMIN = '/stencilbox-hub/v1/admin/catalog';
	private const V1    = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Cache probe</h2>\n<!-- /wp:heading -->";
	private const V2    = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Cache probe, second take</h2>\n<!-- /wp:heading -->";

	/**
	 * Every test needs the lane.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->require_persistent_cache();
		self::empty_versions();
		update_option( HubController::REMOTE_OPTION, 1 );
	}

	/**
	 * An item's details as the site's library shows them (with the preview
	 * of its blocks when the account may see them).
	 *
	 * @param string $slug Slug.
	 * @return array<string, mixed>
	 */
	private function details( string $slug ): array {
		$response = $this->rest(
			'GET',
			self::NS . '/items/' . $slug,
			array(
				'platform' => 'gutenberg',
				'preview'  => true,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * The slugs of the site's first page of Gutenberg items of a type.
	 *
	 * @param string $type Type.
	 * @return string[]
	 */
	private function listed( string $type ): array {
		$data = $this->rest(
			'GET',
			self::NS . '/items',
			array(
				'platform' => 'gutenberg',
				'type'     => $type,
			)
		)->get_data();
		return array_column( (array) $data['data'], 'slug' );
	}

	/**
	 * Publishes a page's content to the catalogue (again); asserts success.
	 *
	 * @param int    $page    Page.
	 * @param string $content Its content now.
	 * @return array<string, mixed> The item.
	 */
	private function publish( int $page, string $content ): array {
		wp_update_post(
			array(
				'ID'           => $page,
				'post_content' => $content,
			)
		);
		$response = $this->rest(
			'POST',
			self::ADMIN . '/publish',
			array(
				'source' => 'post:' . $page,
				'type'   => 'block',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_an_item_published_again_restored_or_deleted_is_read_so_in_the_next_request(): void {
		$this->login_as( 'administrator' );
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Cache probe',
			)
		);
		$item = $this->publish( $page, self::V1 );
		$slug = (string) $item['slug'];
		$this->new_request();
		$this->assertSame( self::V1, $this->details( $slug )['preview_content'] );
		$this->assertContains( $slug, $this->listed( 'block' ) );

		$this->publish( $page, self::V2 );
		$this->new_request();
		$this->assertSame( self::V2, $this->details( $slug )['preview_content'], 'a new version' );

		$restored = $this->rest( 'POST', self::ADMIN . "/items/{$item['id']}/versions/1/restore", array( 'note' => 'back' ) );
		$this->assertSame( 200, $restored->get_status(), (string) wp_json_encode( $restored->get_data() ) );
		$this->new_request();
		$this->assertSame( self::V1, $this->details( $slug )['preview_content'], 'a restored version' );

		$deleted = $this->rest( 'DELETE', self::ADMIN . "/items/{$item['id']}", array( 'confirm' => true ) );
		$this->assertSame( 200, $deleted->get_status(), (string) wp_json_encode( $deleted->get_data() ) );
		$this->new_request();
		$this->assertNotContains( $slug, $this->listed( 'block' ), 'a deleted item' );
		$this->assertSame( 404, $this->rest( 'GET', self::NS . '/items/' . $slug, array( 'platform' => 'gutenberg' ) )->get_status() );
	}

	public function test_a_plan_change_shows_in_the_profile_and_in_what_the_account_may_preview(): void {
		$user = $this->site_member( 'administrator' );
		$this->assertSame( 'free', $this->rest( 'GET', self::NS . '/is-signed' )->get_data()['user']['plan'] );
		$this->assertArrayNotHasKey( 'preview_content', $this->details( 'saffron-home' ), 'a pro page: no preview on the free plan' );

		$changed = $this->rest( 'POST', "/stencilbox-hub/v1/admin/accounts/{$user['id']}", array( 'plan' => 'pro', 'plan_term' => 'yearly' ) );
		$this->assertSame( 200, $changed->get_status(), (string) wp_json_encode( $changed->get_data() ) );
		$this->new_request();
		$this->assertSame( 'pro_yearly', $this->rest( 'GET', self::NS . '/is-signed' )->get_data()['user']['plan'] );
		$this->assertArrayHasKey( 'preview_content', $this->details( 'saffron-home' ), 'on the pro plan the page previews' );

		$this->rest( 'POST', "/stencilbox-hub/v1/admin/accounts/{$user['id']}", array( 'plan' => 'free' ) );
		$this->new_request();
		$this->assertSame( 'free', $this->rest( 'GET', self::NS . '/is-signed' )->get_data()['user']['plan'] );
		$this->assertArrayNotHasKey( 'preview_content', $this->details( 'saffron-home' ), 'back on the free plan, the paid content is not served from the cache' );
	}

	/**
	 * The slugs of the block patterns the inserter offers from the library.
	 *
	 * @return string[]
	 */
	private function inserter_patterns(): array {
		$registry = \WP_Block_Patterns_Registry::get_instance();
		foreach ( $registry->get_all_registered() as $pattern ) {
			if ( str_starts_with( $pattern['name'], InserterPatterns::NAME_PREFIX ) ) {
				$registry->unregister( $pattern['name'] );
			}
		}
		$slugs = array();
		foreach ( (array) $this->rest( 'GET', '/wp/v2/block-patterns/patterns' )->get_data() as $pattern ) {
			if ( str_starts_with( (string) $pattern['name'], InserterPatterns::NAME_PREFIX ) ) {
				$slugs[] = substr( (string) $pattern['name'], strlen( InserterPatterns::NAME_PREFIX ) );
			}
		}
		sort( $slugs );
		return $slugs;
	}

	public function test_the_inserter_s_patterns_follow_a_plan_change(): void {
		update_option( InserterPatterns::OPTION, 1 );
		$user = $this->site_member( 'administrator' );
		$this->assertSame( array(), $this->inserter_patterns(), 'an unverified account inserts nothing' );
		$this->rest( 'POST', "/stencilbox-hub/v1/admin/accounts/{$user['id']}", array( 'plan' => 'pro', 'plan_term' => 'yearly', 'is_verified' => true ) );
		$this->new_request();
		$this->assertContains( 'saffron-home', $this->inserter_patterns(), 'verified and pro: the pro page' );
		$this->rest( 'POST', "/stencilbox-hub/v1/admin/accounts/{$user['id']}", array( 'plan' => 'free' ) );
		$this->new_request();
		$patterns = $this->inserter_patterns();
		$this->assertNotContains( 'saffron-home', $patterns, 'back on the free plan, no paid pattern from the cache' );
		$this->assertContains( 'harbor-home', $patterns );
	}

	public function test_a_purchase_granted_or_taken_back_shows_in_the_next_request(): void {
		$user = $this->site_member( 'administrator' );
		$item = $this->id( 'saffron-home' );
		$this->assertArrayNotHasKey( 'preview_content', $this->details( 'saffron-home' ) );
		$this->assertSame( 200, $this->rest( 'POST', "/stencilbox-hub/v1/admin/accounts/{$user['id']}/purchases", array( 'item_id' => $item ) )->get_status() );
		$this->new_request();
		$this->assertSame( array( $item ), $this->rest( 'GET', self::NS . '/is-signed' )->get_data()['user']['purchasedItems']['page'] );
		$this->assertArrayHasKey( 'preview_content', $this->details( 'saffron-home' ), 'a bought page previews' );

		$this->rest( 'DELETE', "/stencilbox-hub/v1/admin/accounts/{$user['id']}/purchases/{$item}", array( 'confirm' => true ) );
		$this->new_request();
		$this->assertSame( array(), $this->rest( 'GET', self::NS . '/is-signed' )->get_data()['user']['purchasedItems']['page'] );
		$this->assertArrayNotHasKey( 'preview_content', $this->details( 'saffron-home' ), 'a purchase taken back' );
	}

	public function test_the_hub_s_checkout_link_shows_in_the_next_request(): void {
		$this->login_as( 'administrator' );
		$links = fn(): array => array_column( (array) $this->rest( 'GET', self::NS . '/pricing' )->get_data(), 'checkout_url' );
		$this->assertNotEmpty( $links() );
		$saved = $this->rest( 'POST', self::ADMIN . '/settings', array( 'checkout_url' => 'https://shop.example.org/buy' ) );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->new_request();
		foreach ( $links() as $link ) {
			$this->assertStringStartsWith( 'https://shop.example.org/buy?', (string) $link );
		}
	}
}
