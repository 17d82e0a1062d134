<?php
/**
 * With Elementor standing in: every Elementor item of the shipped demo goes
 * through /insert (platform elementor) with every image copied.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Tests\Site\Rest\DemoInsertTest;

require_once dirname( __DIR__ ) . '/Site/Rest/DemoInsertTest.php';

/**
 * The Gutenberg run's test, on the Elementor items.
 */
final class ElementorDemoInsertTest extends DemoInsertTest {
	/**
	 * Elementor items.
	 *
	 * @return array{0: string, 1: int}
	 */
	protected function platform(): array {
		return array( 'elementor', 68 );
	}
}
