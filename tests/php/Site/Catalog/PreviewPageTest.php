<?php
/**
 * The page that renders a Gutenberg item's blocks for previews.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Catalog;

use Stencilbox\Plugin;
use Stencilbox\Site\Catalog\PreviewPage;
use Stencilbox\Tests\CatalogTestCase;

/**
 * PreviewPage::render().
 */
final class PreviewPageTest extends CatalogTestCase {
	private function page(): PreviewPage {
		return Plugin::instance()->service( PreviewPage::class );
	}

	public function test_renders_the_blocks_with_styles_and_no_scripts(): void {
		$this->login_as( 'author' );
		$html = $this->page()->render( 'atlas-gallery' );
		$this->assertStringContainsString( '<h2 class="wp-block-heading">Atlas Gallery</h2>', $html );
		$this->assertStringContainsString( 'wp-block-columns', $html );
		$this->assertStringNotContainsString( '<!-- wp:', $html, 'blocks are rendered, not raw' );
		$this->assertMatchesRegularExpression( '/<style|<link[^>]+stylesheet/', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringContainsString( '<title>Atlas Gallery</title>', $html );
	}

	public function test_refuses_visitors_and_unknown_items(): void {
		$this->assertStringNotContainsString( 'Atlas Gallery', $this->page()->render( 'atlas-gallery' ) );
		$this->login_as( 'subscriber' );
		$this->assertStringContainsString( 'log in', strtolower( $this->page()->render( 'atlas-gallery' ) ) );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'does not exist', $this->page()->render( 'no-such-item' ) );
	}

	public function test_boot_data_carries_the_preview_url(): void {
		$settings = apply_filters( 'stencilbox_settings', array() );
		$this->assertSame( home_url( '/' ) . '?stencilbox-preview=', $settings['previewUrl'] );
	}
}
