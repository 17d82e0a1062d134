<?php
/**
 * Base for the multisite run's tests (phpunit-multisite.xml.dist): each
 * test runs on the network's sub-site (/sub/), with the full-site import
 * fixtures of FullSiteImportTestCase made there.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Support\NetworkLibrary;

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
	 * Whether the test runs on the network's shared library (the catalogue
	 * and the account then live on the main site) rather than one per site.
	 *
	 * @var bool
	 */
	protected bool $shared_library = false;

	/**
	 * Switches to the sub-site before anything is made.
	 */
	protected function setUp(): void {
		$this->sub = (int) get_blog_id_from_url( 'example.org', '/sub/' );
		if ( ! $this->sub ) {
			$this->fail( 'The network has no sub-site /sub/ (tests/php/wp-child.php, activate).' );
		}
		switch_to_blog( $this->sub );
		// These tests are about one site's own library on a network (set
		// before the set-up signs up on the hub; removed in tearDown); the
		// network's shared library has its own (NetworkLibraryTest).
		update_site_option( NetworkLibrary::OPTION, $this->shared_library ? NetworkLibrary::SHARED : NetworkLibrary::PER_SITE );
		parent::setUp();
		if ( $this->shared_library ) {
			$this->share_the_fixtures();
		}
		$this->assertFalse( is_super_admin( $this->admin ), 'a sub-site administrator, not a super admin' );
		$this->assertTrue( user_can( $this->admin, 'manage_options' ), 'who administers the sub-site' );
	}

	/**
	 * The shared library's fixtures on the main site: the catalogue the
	 * set-up made on the sub-site, and the account it signed up there
	 * verified on the Pro plan, as FullSiteImportTestCase's own are.
	 */
	private function share_the_fixtures(): void {
		switch_to_blog( get_main_site_id() );
		try {
			self::empty_catalogue();
			$this->importer->import_folder( self::FIXTURE, 'demo', true );
			global $wpdb;
			$account = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT MAX(id) FROM %i', \Stencilbox\Support\Names::table( 'accounts' ) ) );
			( new \Stencilbox\Hub\Accounts\AccountRepository() )->update(
				$account,
				array(
					'plan'        => 'pro',
					'plan_term'   => 'yearly',
					'is_verified' => 1,
				)
			);
		} finally {
			restore_current_blog();
		}
		// A site that uses the network's library holds none of its own.
		self::empty_catalogue();
		do_action( \Stencilbox\Support\Names::EVENT_ACCOUNT_CHANGED );
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
			delete_site_option( NetworkLibrary::OPTION );
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
