<?php
/**
 * The site's identity in pack headers and footers; the shipped fonts.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Support\PackBrand;
use Stencilbox\Support\LocalFonts;
use Stencilbox\Tests\TestCase;

/**
 * Headers and footers of every demo pack are built from the site blocks;
 * the wizard's logo width reaches them; the packs' fonts ship with their theme.
 */
final class IdentityAndFontsTest extends TestCase {
	private const DEMO = __DIR__ . '/../../../../php/Hub/Catalog/demo';

	public function test_every_pack_header_and_footer_shows_the_site_identity(): void {
		$catalogue = json_decode( (string) file_get_contents( self::DEMO . '/catalogue.json' ), true );
		$checked   = 0;
		foreach ( $catalogue['items'] as $item ) {
			if ( null === $item['pack'] || ! in_array( $item['template_type'], array( 'header', 'footer' ), true ) ) {
				continue;
			}
			$markup = (string) file_get_contents( self::DEMO . '/' . $item['platforms']['gutenberg'] );
			$this->assertStringContainsString( '<!-- wp:site-title', $markup, $item['slug'] );
			$this->assertStringContainsString( '<!-- wp:site-logo', $markup, $item['slug'] );
			if ( 'footer' === $item['template_type'] ) {
				$this->assertStringContainsString( '<!-- wp:site-tagline', $markup, $item['slug'] );
			}
			++$checked;
		}
		$this->assertSame( 12, $checked );
	}

	public function test_the_logo_width_reaches_every_site_logo_and_an_old_brand_line_becomes_the_site_blocks(): void {
		$markup = '<!-- wp:group --><div class="wp-block-group"><!-- wp:site-logo {"width":48} /--><!-- wp:site-title {"level":0} /--></div><!-- /wp:group -->';
		$this->assertStringContainsString( '<!-- wp:site-logo {"width":150} /-->', PackBrand::blocks( $markup, 'Harbor', 150 ) );
		$old = '<!-- wp:paragraph --><p><strong>Harbor</strong></p><!-- /wp:paragraph -->';
		$new = PackBrand::blocks( $old, 'Harbor', 120 );
		$this->assertStringContainsString( '<!-- wp:site-logo {"width":120} /-->', $new );
		$this->assertStringContainsString( '<!-- wp:site-title', $new );
		$this->assertSame( '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->', PackBrand::blocks( '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->', 'Harbor', 120 ) );
	}

	public function test_every_elementor_pack_header_and_footer_takes_the_chosen_title_and_logo(): void {
		$catalogue = json_decode( (string) file_get_contents( self::DEMO . '/catalogue.json' ), true );
		$brands    = array_combine( array_column( $catalogue['packs'], 'slug' ), array_column( array_column( $catalogue['packs'], 'settings' ), 'site_title' ) );
		$logo      = array(
			'id'  => 7,
			'url' => 'https://example.org/logo.png',
		);
		$checked   = 0;
		foreach ( $catalogue['items'] as $item ) {
			if ( null === $item['pack'] || ! isset( $item['platforms']['elementor'] ) || ! in_array( $item['template_type'], array( 'header', 'footer' ), true ) ) {
				continue;
			}
			$json   = (string) file_get_contents( self::DEMO . '/' . $item['platforms']['elementor'] );
			$export = json_decode( PackBrand::elementor( $json, $brands[ $item['pack'] ], 'Tidewater Studio', $logo, 96 ), true );
			$found  = $this->widgets( $export['content'] );
			$this->assertContains( array( 'heading', 'Tidewater Studio' ), $found, $item['slug'] );
			$this->assertNotContains( array( 'heading', $brands[ $item['pack'] ] ), $found, $item['slug'] );
			$this->assertContains( array( 'image', 'https://example.org/logo.png 96' ), $found, $item['slug'] );
			++$checked;
		}
		$this->assertSame( 8, $checked );
		// No logo chosen: the title only; no brand heading: unchanged.
		$plain = (string) file_get_contents( self::DEMO . '/elementor/harbor-agency-header.json' );
		$this->assertNotContains( 'image', array_column( $this->widgets( json_decode( PackBrand::elementor( $plain, 'Harbor', 'Tidewater Studio', null, 96 ), true )['content'] ), 0 ) );
		$this->assertSame( $plain, PackBrand::elementor( $plain, 'Lumen', 'Tidewater Studio', $logo, 96 ) );
	}

	/**
	 * Every widget of an Elementor tree: type and what it shows.
	 *
	 * @param array<int, array<string, mixed>> $elements Elements.
	 * @return array<int, array{0: string, 1: string}>
	 */
	private function widgets( array $elements ): array {
		$found = array();
		foreach ( $elements as $element ) {
			if ( 'heading' === ( $element['widgetType'] ?? '' ) ) {
				$found[] = array( 'heading', (string) $element['settings']['title'] );
			} elseif ( 'image' === ( $element['widgetType'] ?? '' ) ) {
				$found[] = array( 'image', $element['settings']['image']['url'] . ' ' . $element['settings']['width']['size'] );
			}
			$found = array_merge( $found, $this->widgets( (array) ( $element['elements'] ?? array() ) ) );
		}
		return $found;
	}

	public function test_every_font_a_pack_uses_ships_with_its_theme_in_the_weights_it_uses(): void {
		$fonts     = new LocalFonts( self::DEMO . '/design/stencilbox-canvas', 'https://example.org/canvas' );
		$catalogue = json_decode( (string) file_get_contents( self::DEMO . '/catalogue.json' ), true );
		foreach ( $catalogue['packs'] as $pack ) {
			foreach ( $pack['settings']['typography'] as $entry ) {
				$this->assertTrue( $fonts->has( $entry['font_family'] ), "{$pack['slug']}: {$entry['font_family']}" );
				$this->assertContains( (string) $entry['font_weight'], $fonts->weights( $entry['font_family'] ), "{$pack['slug']}: {$entry['font_family']} {$entry['font_weight']}" );
			}
		}
		$css = $fonts->css( array( 'Manrope', 'Nope' ) );
		$this->assertStringContainsString( '@font-face{font-family:"Manrope";font-style:normal;font-weight:400;', $css );
		$this->assertStringContainsString( 'url("https://example.org/canvas/assets/fonts/manrope/manrope-latin-400-normal.woff2")', $css );
		foreach ( $fonts->families() as $family ) {
			foreach ( $family['fontFace'] as $face ) {
				$this->assertStringStartsWith( 'https://example.org/canvas/assets/fonts/', $face['src'][0] );
			}
		}
	}
}
