<?php
/**
 * The real Elementor: the fonts a kit names, when the packs' theme ships
 * them, are served from this site, never fetched from Google.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ElementorReal;

use Stencilbox\Site\ElementorFonts;
use Stencilbox\Tests\TestCase;

/**
 * Through Elementor's own font list and its frontend's font printing.
 */
final class RealElementorFontsTest extends TestCase {
	protected function tearDown(): void {
		self::forget_elementor_fonts();
		wp_styles()->remove( ElementorFonts::STYLE );
		parent::tearDown();
	}

	/**
	 * Elementor keeps its font list in a static once read.
	 */
	private static function forget_elementor_fonts(): void {
		$fonts = new \ReflectionProperty( \Elementor\Fonts::class, 'fonts' );
		$fonts->setAccessible( true );
		$fonts->setValue( null, null );
	}

	public function test_the_kits_families_come_from_this_site_on_any_theme(): void {
		$kit = (int) get_option( 'elementor_active_kit' );
		update_post_meta(
			$kit,
			'_elementor_page_settings',
			array(
				'system_typography' => array(
					array(
						'_id'                    => 'primary',
						'title'                  => 'Headings',
						'typography_typography'  => 'custom',
						'typography_font_family' => 'Fira Sans',
					),
					array(
						'_id'                    => 'text',
						'title'                  => 'Body',
						'typography_typography'  => 'custom',
						'typography_font_family' => 'Manrope',
					),
				),
			)
		);
		self::forget_elementor_fonts();
		$this->assertNotSame( 'stencilbox-canvas', get_stylesheet() );
		// Elementor's list: ours, not Google's; a family the kit does not use stays Google's.
		$this->assertSame( ElementorFonts::FONT_TYPE, \Elementor\Fonts::get_font_type( 'Manrope' ) );
		$this->assertSame( ElementorFonts::FONT_TYPE, \Elementor\Fonts::get_font_type( 'Fira Sans' ) );
		$this->assertSame( \Elementor\Fonts::GOOGLE, \Elementor\Fonts::get_font_type( 'Literata' ) );

		// What Elementor's frontend prints in the page's head for them.
		$frontend = \Elementor\Plugin::$instance->frontend;
		$frontend->enqueue_font( 'Manrope' );
		$frontend->enqueue_font( 'Fira Sans' );
		$frontend->print_fonts_links();
		$queued = wp_styles()->queue;
		$this->assertContains( ElementorFonts::STYLE, $queued );
		$this->assertSame( array(), array_values( array_filter( $queued, static fn( string $handle ): bool => str_starts_with( $handle, 'elementor-gf' ) || str_contains( (string) ( wp_styles()->registered[ $handle ]->src ?? '' ), 'fonts.googleapis.com' ) ) ) );
		$css = implode( '', (array) wp_styles()->get_data( ElementorFonts::STYLE, 'after' ) );
		$this->assertStringContainsString( '@font-face{font-family:"Manrope"', $css );
		$this->assertStringContainsString( '@font-face{font-family:"Fira Sans"', $css );
		$this->assertMatchesRegularExpression( '#url\("http://example\.org/wp-content/plugins/stencilbox/php/Hub/Catalog/demo/design/stencilbox-canvas/assets/fonts/manrope/[^"]+\.woff2"\)#', $css );
		$this->assertStringNotContainsString( 'googleapis', $css );
	}
}
