<?php
/**
 * The multisite run's own set-up.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Multisite;

use Stencilbox\Tests\MultisiteTestCase;

/**
 * The lane runs on a subdirectory network with Stencilbox network-activated.
 */
final class NetworkTest extends MultisiteTestCase {
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
}
