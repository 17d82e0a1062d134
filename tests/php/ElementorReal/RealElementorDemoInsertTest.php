<?php
/**
 * The real Elementor: every Elementor item of the shipped demo goes
 * through /insert with every image copied.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ElementorReal;

use Stencilbox\Tests\Site\Rest\DemoInsertTest;

require_once dirname( __DIR__ ) . '/Site/Rest/DemoInsertTest.php';

/**
 * The Gutenberg run's test, on the Elementor items, with Elementor running.
 */
final class RealElementorDemoInsertTest extends DemoInsertTest {
	/**
	 * Elementor items.
	 *
	 * @return array{0: string, 1: int}
	 */
	protected function platform(): array {
		return array( 'elementor', 68 );
	}
}
