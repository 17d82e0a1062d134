<?php
/**
 * The multisite run's own set-up.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Multisite;

use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Support\ObjectCache;
use Stencilbox\Tests\MultisiteTestCase;
use Stencilbox\Tests\PersistentCache;

/**
 * The lane runs on a subdirectory network with Stencilbox network-activated.
 */
final class NetworkTest extends MultisiteTestCase {
	use PersistentCache;

	/**
	 * A network, Stencilbox active on it, its tables on the sub-site.
	 */
	public function test_the_lane_runs_on_a_subdirectory_network_with_stencilbox_network_activated(): void {
		$this->assertTrue( is_multisite() );
		$this->assertFalse( is_subdomain_install() );
		$this->assertTrue( is_plugin_active_for_network( WP_PLUGIN_UNDER_TEST ) );
		$this->assertSame( $this->sub, get_current_blog_id() );
		$this->assertSame( 'http://example.org/sub', home_url() );
		$this->assertNotEmpty( $this->catalog->id_of( 'gutenberg', 'harbor-agency', 'pack' ), 'the fixture catalogue, in the sub-site\'s tables' );
	}

	/**
	 * With a persistent object cache (phpunit-multisite-object-cache.xml.dist):
	 * our cached answers are the site's own, in Redis, where another site of
	 * the network does not read them.
	 */
	public function test_with_a_persistent_cache_each_site_keeps_its_own_answers(): void {
		$this->require_persistent_cache();
		$answer = static fn( string $site ): \Closure => static fn(): array => array( 'site' => $site );
		// The same route, parameters, hub and epoch on both sites: only the
		// site tells the entries apart.
		$cache = new CatalogCache( 'local' );
		$this->assertSame( array( 'site' => 'sub' ), $cache->remember( 'network-probe', array(), CatalogCache::KEEP, $answer( 'sub' ) ) );
		$this->new_request();
		$this->assertSame( array( 'site' => 'sub' ), ( new CatalogCache( 'local' ) )->remember( 'network-probe', array(), CatalogCache::KEEP, $answer( 'refetched' ), $fetched ) );
		$this->assertFalse( $fetched, 'kept in Redis across requests' );
		switch_to_blog( get_main_site_id() );
		try {
			$main = ( new CatalogCache( 'local' ) )->remember( 'network-probe', array(), CatalogCache::KEEP, $answer( 'main' ), $fetched );
			$this->assertSame( array( 'site' => 'main' ), $main, 'the main site does not read the sub-site\'s answer' );
			$this->assertTrue( $fetched );
		} finally {
			restore_current_blog();
		}
		$this->new_request();
		$this->assertSame( array( 'site' => 'sub' ), ( new CatalogCache( 'local' ) )->remember( 'network-probe', array(), CatalogCache::KEEP, $answer( 'refetched' ) ), 'nor overwrites it' );
	}
}
