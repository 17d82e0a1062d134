<?php
/**
 * Base for the `wp stencilbox` tests: the mini catalogue, captured mail,
 * and the commands run through the WP-CLI stand-in (`WpCliHelpers`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * Commands on a known catalogue.
 */
abstract class CliTestCase extends CatalogTestCase {
	use AccountHelpers;
	use WpCliHelpers;

	/**
	 * Prepares each test.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		$this->register_commands();
	}

	/**
	 * Cleans up after each test.
	 */
	protected function tearDown(): void {
		$this->release_mails();
		$this->forget_commands();
		parent::tearDown();
	}

	/**
	 * Signs a new administrator up to a library account; answers the user id.
	 *
	 * @param string $email Account email.
	 */
	protected function signed_in_admin( string $email ): int {
		$id = $this->login_as( 'administrator' );
		$this->signup( $email );
		wp_set_current_user( 0 );
		return $id;
	}
}
