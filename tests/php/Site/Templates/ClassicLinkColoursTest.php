<?php
/**
 * A block's link colour where a classic theme looks for it, and nothing on
 * a block theme.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Templates;

use Stencilbox\Plugin;
use Stencilbox\Site\Templates\ClassicLinkColours;
use Stencilbox\Tests\TestCase;

/**
 * The filter is there on a classic theme only (a block theme's pages and
 * REST answers never call us per block).
 */
final class ClassicLinkColoursTest extends TestCase {
	private const BLOCK = '<!-- wp:group {"style":{"elements":{"link":{"color":{"text":"var:preset|color|primary"}}}}} --><div class="wp-block-group"><p><a href="#x">Link</a></p></div><!-- /wp:group -->';

	protected function tearDown(): void {
		switch_theme( WP_DEFAULT_THEME );
		parent::tearDown();
	}

	/**
	 * Names the hooks as the root does, then lets the theme decide.
	 */
	private static function hook_for_current_theme(): void {
		remove_all_filters( 'render_block' );
		Plugin::instance()->hook( ClassicLinkColours::class );
		do_action( 'after_setup_theme' );
	}

	public function test_a_classic_theme_gets_the_link_colour_property(): void {
		switch_theme( 'twentytwentyone' );
		self::hook_for_current_theme();
		$this->assertTrue( has_filter( 'render_block' ) );
		$html = do_blocks( self::BLOCK );
		$this->assertStringContainsString( '--wp--style--color--link:var(--wp--preset--color--primary)', $html );
	}

	public function test_a_block_theme_is_never_called_per_block(): void {
		switch_theme( 'twentytwentyfive' );
		self::hook_for_current_theme();
		$this->assertFalse( has_filter( 'render_block' ), 'a block theme renders every block through our filter' );
		$this->assertStringNotContainsString( '--wp--style--color--link', do_blocks( self::BLOCK ) );
	}
}
