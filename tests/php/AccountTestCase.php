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
	use CapturesMails;

	public const PASSWORD = 'Str0ngPass';
}
