<?php
/**
 * The page that renders a Gutenberg item's blocks for previews.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Catalog;

use Stencilbox\Plugin;
use Stencilbox\Site\Catalog\PreviewPage;
use Stencilbox\Site\Design\DesignMatcher;
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

	public function test_the_live_preview_lays_items_out_as_a_pages_content_with_no_scripts(): void {
		$this->login_as( 'author' );
		// With a thumbnail too: any page or block the account may read.
		$html = $this->page()->render_page( array( 'harbor-home', 'atlas-gallery' ) );
		$this->assertSame( 2, substr_count( $html, 'class="entry-content alignfull wp-block-post-content has-global-padding is-layout-constrained' ) );
		$this->assertMatchesRegularExpression( '/data-stencilbox-preview-item="harbor-home">.*lighthouse.*data-stencilbox-preview-item="atlas-gallery">.*Atlas Gallery/s', $html );
		$this->assertStringNotContainsString( '<!-- wp:', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'overflow:hidden', $html, 'the live preview scrolls' );
		// An unknown item among others says so in its box; alone, it is the page's answer.
		$this->assertStringContainsString( 'does not exist', $this->page()->render_page( array( 'atlas-gallery', 'no-such-item' ) ) );
		$this->assertStringContainsString( 'Atlas Gallery', $this->page()->render_page( array( 'atlas-gallery', 'no-such-item' ) ) );
		$this->login_as( 'subscriber' );
		$this->assertStringContainsString( 'log in', strtolower( $this->page()->render_page( array( 'harbor-home' ) ) ) );
	}

	public function test_the_live_preview_draws_an_item_matched_to_this_site_beside_the_packs_look(): void {
		switch_theme( 'twentytwentyfive' );
		$this->dark_band();
		$this->login_as( 'author' );
		$pack = $this->page()->render_page( array( 'dark-band' ) );
		$site = $this->page()->render_page( array( 'dark-band' ), DesignMatcher::LOOK_SITE );
		$this->assertStringContainsString( 'background-color:#0b2545', $pack );
		$this->assertStringNotContainsString( '#0b2545', $site );
		// The band stays dark: its navy is the design's contrast, the site's contrast now.
		$this->assertStringContainsString( 'background-color:var(--wp--preset--color--contrast)', $site );
		$this->assertStringContainsString( 'Ready for a second opinion?', $site );
		foreach ( array( $pack, $site ) as $html ) {
			$this->assertStringNotContainsString( '<script', $html );
			$this->assertStringNotContainsString( '<!-- wp:', $html );
		}
	}

	public function test_boot_data_carries_the_preview_url(): void {
		$settings = apply_filters( 'stencilbox_settings', array() );
		$this->assertSame( home_url( '/' ) . '?stencilbox-preview=', $settings['previewUrl'] );
	}
}
