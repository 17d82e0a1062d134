<?php
/**
 * The lane's persistent object cache behaves like one: what the other
 * tests of tests/php/ObjectCache rely on.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ObjectCache;

use Stencilbox\Tests\PersistentCache;
use Stencilbox\Tests\TestCase;

/**
 * Run with our test drop-in and with the Redis Object Cache plugin's: both
 * must pass, so a test that passes here with ours passes for the reason it
 * would on a real site.
 *
 * @group object-cache
 */
final class DropInTest extends TestCase {
	use PersistentCache;

	/**
	 * Every test needs the lane.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->require_persistent_cache();
	}

	public function test_a_value_outlives_the_request_in_redis(): void {
		wp_cache_set( 'probe', array( 'a' => 1 ), 'stencilbox_probe' );
		$this->new_request();
		$this->assertSame( array( 'a' => 1 ), wp_cache_get( 'probe', 'stencilbox_probe', false, $found ) );
		$this->assertTrue( $found );
		$this->assertNotSame( array(), $this->redis_keys( '*stencilbox_probe*probe*' ), 'the value is in Redis' );
	}

	public function test_an_option_is_read_from_the_cache_not_the_database(): void {
		global $wpdb;
		update_option( 'stencilbox_probe_option', 'cached', false );
		$this->assertSame( 'cached', get_option( 'stencilbox_probe_option' ) );
		// Behind WordPress's back: only the database changes.
		$wpdb->update( $wpdb->options, array( 'option_value' => 'database' ), array( 'option_name' => 'stencilbox_probe_option' ) );
		$this->new_request();
		$this->assertSame( 'cached', get_option( 'stencilbox_probe_option' ), 'a write that bypasses the options API is not seen: the cache persists' );
	}

	public function test_an_object_changed_after_it_was_set_is_not_what_the_cache_holds(): void {
		$object        = new \stdClass();
		$object->title = 'before';
		wp_cache_set( 'object', $object, 'stencilbox_probe' );
		$object->title = 'after';
		$this->new_request();
		$this->assertSame( 'before', wp_cache_get( 'object', 'stencilbox_probe' )->title );
	}

	public function test_a_non_persistent_group_stays_in_the_request(): void {
		wp_cache_add_non_persistent_groups( array( 'stencilbox_probe_local' ) );
		wp_cache_set( 'local', 'here', 'stencilbox_probe_local' );
		$this->assertSame( 'here', wp_cache_get( 'local', 'stencilbox_probe_local' ) );
		$this->assertSame( array(), $this->redis_keys( '*stencilbox_probe_local*' ), 'never in Redis' );
		$this->new_request();
		$this->assertFalse( wp_cache_get( 'local', 'stencilbox_probe_local' ) );
	}

	public function test_add_replace_incr_and_delete(): void {
		$this->assertTrue( wp_cache_add( 'count', 1, 'stencilbox_probe' ) );
		$this->assertFalse( wp_cache_add( 'count', 5, 'stencilbox_probe' ), 'add keeps what is there' );
		$this->new_request();
		$this->assertFalse( wp_cache_add( 'count', 5, 'stencilbox_probe' ), 'add sees what Redis has' );
		// A real drop-in keeps numbers as Redis does, as strings: read them as numbers.
		wp_cache_incr( 'count', 2, 'stencilbox_probe' );
		$this->new_request();
		$this->assertSame( 3, (int) wp_cache_get( 'count', 'stencilbox_probe' ) );
		$this->assertFalse( wp_cache_replace( 'absent', 1, 'stencilbox_probe' ) );
		$this->assertTrue( wp_cache_replace( 'count', 7, 'stencilbox_probe' ) );
		$this->new_request();
		$this->assertSame( 7, (int) wp_cache_get( 'count', 'stencilbox_probe' ) );
		$this->assertTrue( wp_cache_delete( 'count', 'stencilbox_probe' ) );
		$this->new_request();
		$this->assertFalse( wp_cache_get( 'count', 'stencilbox_probe' ) );
	}

	public function test_flush_group_empties_one_group_and_supports_says_so(): void {
		$this->assertTrue( wp_cache_supports( 'flush_group' ) );
		$this->assertTrue( wp_cache_supports( 'flush_runtime' ) );
		wp_cache_set( 'one', 1, 'stencilbox_probe' );
		wp_cache_set( 'two', 2, 'stencilbox_probe_other' );
		wp_cache_flush_group( 'stencilbox_probe' );
		$this->new_request();
		$this->assertFalse( wp_cache_get( 'one', 'stencilbox_probe' ) );
		$this->assertSame( 2, (int) wp_cache_get( 'two', 'stencilbox_probe_other' ) );
	}

	public function test_wp_cache_flush_wipes_every_site_s_keys(): void {
		// Why the plugin must never call it: the tests that check so put
		// such a key in Redis and look for it after.
		$this->put_foreign_key();
		wp_cache_flush();
		$this->assertFalse( $this->redis()->get( self::FOREIGN_REDIS_KEY ) );
	}

	public function test_global_groups_are_shared_and_others_are_per_site(): void {
		if ( ! is_multisite() && ! $GLOBALS['wp_object_cache'] instanceof \StencilboxRedisObjectCache ) {
			$this->markTestSkipped( 'The Redis Object Cache drop-in keys one site without blog ids.' );
		}
		wp_cache_add_global_groups( array( 'stencilbox_probe_global' ) );
		wp_cache_set( 'shared', 'network', 'stencilbox_probe_global' );
		wp_cache_set( 'mine', 'site 1', 'stencilbox_probe' );
		wp_cache_switch_to_blog( 2 );
		try {
			$this->new_request();
			$this->assertSame( 'network', wp_cache_get( 'shared', 'stencilbox_probe_global' ) );
			$this->assertFalse( wp_cache_get( 'mine', 'stencilbox_probe' ) );
			wp_cache_set( 'mine', 'site 2', 'stencilbox_probe' );
		} finally {
			wp_cache_switch_to_blog( get_current_blog_id() );
		}
		$this->new_request();
		$this->assertSame( 'site 1', wp_cache_get( 'mine', 'stencilbox_probe' ) );
	}
}
