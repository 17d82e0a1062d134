<?php
/**
 * Helpers for tests that go through the account routes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Support\Names;

/**
 * Captures mail, signs up, reads verification links.
 */
abstract class AccountTestCase extends TestCase {
	use AccountHelpers;

	public const PASSWORD = 'Str0ngPass';

	/**
	 * Prepares each test.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	/**
	 * Cleans up after each test.
	 */
	protected function tearDown(): void {
		$this->release_mails();
		parent::tearDown();
	}
}
