<?php
/**
 * Mail captured for every test of a class that needs nothing else set up.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * With `AccountHelpers`: each test's mail is kept in `$this->mails`
 * instead of being sent (a class with a set-up of its own calls
 * `capture_mails()` and `release_mails()` itself).
 */
trait CapturesMails {
	/**
	 * Prepares each test: mail captured.
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
