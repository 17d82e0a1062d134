<?php
/**
 * With a persistent object cache, our cached answers live in our own
 * groups, and emptying them (uninstall) leaves every other key in Redis.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ObjectCache;

use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Support\ObjectCache;
use Stencilbox\Tests\EngagementTestCase;
use Stencilbox\Tests\PersistentCache;
use Stencilbox\Uninstaller;

/**
 * Looks at Redis itself, past the drop-in (whose key layouts differ: ours
 * `<salt><site>:<group>:<key>`, the Redis Object Cache plugin's
 * `<prefix><site>:<group>:<key>`; both hold `:<group>:<key>`).
 *
 * @group object-cache
 */
final class OwnGroupsTest extends EngagementTestCase {
	use PersistentCache;

	/**
	 * Every test needs the lane.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->require_persistent_cache();
	}

	/**
	 * Reads the catalogue the way the library does, signed in.
	 */
	private function browse(): void {
		foreach ( array( '/items', '/featured-items', '/tags', '/categories', '/pricing', '/items/harbor-home', '/items/saffron-home' ) as $route ) {
			$response = $this->rest( 'GET', '/stencilbox/v1' . $route, array( 'platform' => 'gutenberg' ) );
			$this->assertSame( 200, $response->get_status(), $route . ': ' . wp_json_encode( $response->get_data() ) );
		}
	}

	/**
	 * Our cached answers in Redis.
	 *
	 * @return string[]
	 */
	private function our_answers(): array {
		return $this->redis_keys( '*stencilbox_cat_*' );
	}

	public function test_cached_answers_live_in_our_group_and_an_account_s_never_reach_redis(): void {
		$this->site_member();
		$this->browse();
		$keys = $this->our_answers();
		$this->assertNotSame( array(), $keys, 'the answers are cached in Redis' );
		foreach ( $keys as $key ) {
			$this->assertStringContainsString( ':' . CatalogCache::GROUP . ':stencilbox_cat_', $key, 'in our group' );
		}
		$this->assertSame( array(), $this->redis_keys( '*' . CatalogCache::ACCOUNT_GROUP . '*' ), 'an account\'s answers stay in the request' );
		foreach ( ObjectCache::GROUPS as $group ) {
			$this->assertStringStartsWith( 'stencilbox_', $group );
		}
	}

	/**
	 * Any user who can open the library can type searches: each would be an
	 * entry kept a day in a cache the whole server shares. They, filtered
	 * lists and later pages are asked for the request only; an item's
	 * details (one per item) and the first pages of the plain lists are
	 * kept.
	 */
	public function test_searches_filters_and_later_pages_are_not_kept_in_redis(): void {
		$this->site_member();
		$this->browse();
		$kept = $this->our_answers();
		foreach ( array( 'harbor', 'saffron', 'no such thing one', 'no such thing two' ) as $search ) {
			$this->new_request();
			$response = $this->rest(
				'GET',
				'/stencilbox/v1/items',
				array(
					'platform' => 'gutenberg',
					'search'   => $search,
				)
			);
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		}
		$later = $this->rest(
			'GET',
			'/stencilbox/v1/items',
			array(
				'platform' => 'gutenberg',
				'page'     => 9,
			)
		);
		$this->assertSame( 200, $later->get_status() );
		$this->assertSame( $kept, $this->our_answers(), 'nothing more in Redis' );
		$this->assertNotSame( array(), $kept, 'the plain lists and items are kept' );
	}

	public function test_an_account_s_answers_never_reach_redis_even_through_a_drop_in_that_stores_every_group(): void {
		global $wp_object_cache;
		if ( ! property_exists( $wp_object_cache, 'ignore_non_persistent_groups' ) ) {
			$this->markTestSkipped( 'only the lane\'s own drop-in can be made to store every group' );
		}
		$wp_object_cache->ignore_non_persistent_groups = true;
		try {
			$this->site_member();
			$this->browse();
			$this->new_request();
			$this->browse();
		} finally {
			$wp_object_cache->ignore_non_persistent_groups = false;
		}
		$this->assertNotSame( array(), $this->our_answers(), 'the answers every account may see are cached in Redis' );
		$this->assertSame( array(), $this->redis_keys( '*' . CatalogCache::ACCOUNT_GROUP . '*' ), 'an account\'s answers are not given to a cache that would keep them' );
	}

	public function test_uninstalling_empties_our_groups_and_nothing_else(): void {
		$this->site_member();
		$this->browse();
		$this->put_foreign_key();
		wp_cache_set( 'their-key', 'still here', 'another_plugin' );
		$others = array_filter( $this->redis_keys( '*' ), static fn( string $key ): bool => ! str_contains( $key, 'stencilbox_' ) );

		( new Uninstaller() )->uninstall_site();

		$this->assert_foreign_key_survives( 'uninstalling' );
		$this->assertSame( array(), $this->our_answers(), 'our cached answers are gone from Redis' );
		$this->new_request();
		$this->assertSame( 'still here', wp_cache_get( 'their-key', 'another_plugin' ) );
		$this->assertSame( array(), array_values( array_diff( $others, $this->redis_keys( '*' ) ) ), 'every key not named after us is still in Redis' );
	}
}
