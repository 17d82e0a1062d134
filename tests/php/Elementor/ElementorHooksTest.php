<?php
/**
 * With Elementor standing in: the Elementor-only services' hooks are named
 * once Elementor is loaded (`elementor/loaded`, fired here after we boot).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Site\ElementorBridge;
use Stencilbox\Site\ElementorFonts;
use Stencilbox\Site\ElementorSiteTags;
use Stencilbox\Plugin;
use Stencilbox\Tests\TestCase;

/**
 * Plugin::hook_elementor() (a site without Elementor: SurfacesTest).
 */
final class ElementorHooksTest extends TestCase {
	public function test_elementors_hooks_are_named_once_it_is_loaded(): void {
		$this->assertGreaterThan( 0, did_action( 'elementor/loaded' ) );
		$this->assertNotFalse( has_action( ElementorBridge::EDITOR_HOOK ) );
		$this->assertNotFalse( has_action( ElementorSiteTags::HOOK ) );
		$this->assertNotFalse( has_action( 'elementor/fonts/print_font_links/' . ElementorFonts::FONT_TYPE ) );
		$this->assertNotFalse( has_filter( 'elementor/fonts/additional_fonts' ) );
	}

	public function test_they_are_named_once(): void {
		$count = static fn(): int => count( $GLOBALS['wp_filter'][ ElementorBridge::EDITOR_HOOK ]->callbacks[10] ?? array() );
		$before = $count();
		Plugin::instance()->hook_elementor();
		$this->assertSame( $before, $count() );
		$this->assertSame( 1, $before );
	}
}
