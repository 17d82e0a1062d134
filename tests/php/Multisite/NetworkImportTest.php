<?php
/**
 * A sub-site's administrator imports a pack from the network's shared
 * library (issue [22], multisite, item 2).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Multisite;

use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Tests\MultisiteTestCase;

/**
 * The pack comes from the main site's library; everything it makes is the
 * sub-site's, and the revert puts the sub-site back.
 */
final class NetworkImportTest extends MultisiteTestCase {
	/**
	 * On the shared library.
	 *
	 * @var bool
	 */
	protected bool $shared_library = true;

	/**
	 * The Harbor pack of the network's library (the main site's ids).
	 */
	protected function harbor(): int {
		return (int) NetworkLibrary::on_hub_site( fn(): int => parent::harbor() );
	}

	public function test_a_sub_site_imports_a_pack_from_the_main_sites_library_and_reverts_it(): void {
		global $wpdb;
		$this->assertTrue( NetworkLibrary::elsewhere() );
		// The theme and plugin are a super admin's to install on a network.
		$this->super_admin();
		$pages   = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'page'" );
		$session = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $session ), (string) wp_json_encode( $this->log( $session ) ) );
		$this->assertSame( $this->sub, get_current_blog_id() );
		$this->assertSame( 'Tidewater Studio', get_option( 'blogname' ), 'the sub-site got the title' );
		$this->assertGreaterThan( $pages, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'page'" ), 'the pack\'s pages are the sub-site\'s' );
		$this->assertNotSame( 'Tidewater Studio', get_blog_option( get_main_site_id(), 'blogname' ), 'the main site is untouched' );

		$revert = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
		$this->assertSame( 200, $revert->get_status(), (string) wp_json_encode( $revert->get_data() ) );
		$this->assertSame( $pages, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'page'" ) );
	}
}
