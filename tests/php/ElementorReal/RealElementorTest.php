<?php
/**
 * The real Elementor in the test site: what Stencilbox sees of it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ElementorReal;

use Stencilbox\Support\Elementor;
use Stencilbox\Tests\TestCase;

/**
 * Elementor as a site has it.
 */
final class RealElementorTest extends TestCase {
	public function test_the_real_elementor_is_active_with_its_default_kit(): void {
		$this->assertTrue( Elementor::active() );
		$this->assertSame( ELEMENTOR_VERSION, Elementor::version() );
		$this->assertTrue( class_exists( '\Elementor\Plugin' ) );
		$this->assertGreaterThan( 0, (int) get_option( 'elementor_active_kit' ), 'activation made the default kit' );
		$this->assertSame( 'elementor/elementor.php', ELEMENTOR_PLUGIN_BASE );
	}
}
