<?php
/**
 * Base for the multisite run's tests (phpunit-multisite.xml.dist): each
 * test runs on the network's sub-site (/sub/), with the full-site import
 * fixtures of FullSiteImportTestCase made there.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * The user FullSiteImportTestCase signs in (`$this->admin`) administers
 * the sub-site only; `super_admin()` makes them a super admin of the network.
 */
abstract class MultisiteTestCase extends FullSiteImportTestCase {
	/**
	 * The sub-site's id.
	 *
	 * @var int
	 */
	protected int $sub = 0;

	/**
	 * Switches to the sub-site before anything is made.
	 */
	protected function setUp(): void {
		$this->sub = (int) get_blog_id_from_url( 'example.org', '/sub/' );
		if ( ! $this->sub ) {
			$this->fail( 'The network has no sub-site /sub/ (tests/php/wp-child.php, activate).' );
		}
		switch_to_blog( $this->sub );
		parent::setUp();
		$this->assertFalse( is_super_admin( $this->admin ), 'a sub-site administrator, not a super admin' );
		$this->assertTrue( user_can( $this->admin, 'manage_options' ), 'who administers the sub-site' );
	}

	/**
	 * Cleans up on the sub-site, then goes back to the main site.
	 */
	protected function tearDown(): void {
		try {
			parent::tearDown();
		} finally {
			while ( ms_is_switched() ) {
				restore_current_blog();
			}
		}
	}

	/**
	 * Makes the current user a super admin of the network (rolled back with the test).
	 */
	protected function super_admin(): void {
		grant_super_admin( $this->admin );
		wp_set_current_user( $this->admin );
		$this->assertTrue( is_super_admin( $this->admin ) );
	}
}
