<?php
/**
 * A pack's content made this site's: what shows a copied image takes the
 * copy's attachment, on either platform, as an insert's copies do.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\FullSiteImport\PackContent;
use Stencilbox\Support\PackPackage;
use Stencilbox\Tests\TestCase;

/**
 * `PackContent::prepare()` with the images' copies.
 */
final class PackContentTest extends TestCase {
	private const COPY = 'http://site.example/wp-content/uploads/stencilbox-fsi/a.png';

	public function test_an_image_block_takes_its_copy_s_attachment(): void {
		$markup = '<!-- wp:image {"id":7,"sizeSlug":"full"} --><figure class="wp-block-image size-full"><img src="' . PackPackage::PLACEHOLDER . '/images/a.png" alt="" class="wp-image-7"/></figure><!-- /wp:image -->';
		$out    = PackContent::prepare( $markup, 'gutenberg', array( 'a.png' => array( 'url' => self::COPY, 'id' => 42 ) ), array() );
		$this->assertStringContainsString( '"id":42', $out );
		$this->assertStringContainsString( 'wp-image-42', $out );
		$this->assertStringContainsString( 'src="' . self::COPY . '"', $out );
		$url_only = PackContent::prepare( $markup, 'gutenberg', array( 'a.png' => array( 'url' => self::COPY ) ), array() );
		$this->assertStringContainsString( 'src="' . self::COPY . '"', $url_only );
		$this->assertStringContainsString( '"id":7', $url_only, 'no attachment known: the URL only' );
	}

	public function test_an_elementor_image_setting_takes_its_copy_s_attachment(): void {
		$export = (string) wp_json_encode(
			array(
				'content' => array(
					array(
						'id'         => 'a1',
						'elType'     => 'widget',
						'widgetType' => 'image',
						'settings'   => array(
							'image' => array(
								'url' => PackPackage::PLACEHOLDER . '/images/a.png',
								'id'  => 3,
							),
						),
						'elements'   => array(),
					),
				),
			)
		);
		$out = json_decode( PackContent::prepare( $export, 'elementor', array( 'a.png' => array( 'url' => self::COPY, 'id' => 42 ) ), array() ), true );
		$this->assertSame(
			array(
				'url' => self::COPY,
				'id'  => 42,
			),
			$out['content'][0]['settings']['image']
		);
	}
}
