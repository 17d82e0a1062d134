<?php
/**
 * Catalogue content is filtered like post content of a user without
 * `unfiltered_html`, block-aware, for both platforms.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Support\ContentFilter;
use Stencilbox\Tests\TestCase;

/**
 * The filter itself, and the shipped demo passing through it unchanged.
 */
final class ContentFilterTest extends TestCase {
	public function test_hostile_block_markup_loses_its_script_and_keeps_its_blocks(): void {
		$hostile = '<!-- wp:paragraph -->' . "\n" . '<p>Hi <img src=x onerror="alert(document.cookie)"><a href="javascript:alert(1)">link</a></p>' . "\n" . '<!-- /wp:paragraph -->'
			. "\n\n" . '<!-- wp:html -->' . "\n" . '<script>alert(2)</script><iframe src="https://evil.example"></iframe><svg onload="alert(3)"></svg>' . "\n" . '<!-- /wp:html -->'
			. "\n\n" . '<!-- wp:heading {"content":"\u003cimg src=x onerror=alert(4)\u003e"} -->' . "\n" . '<h2 class="wp-block-heading" onclick="alert(5)" style="color:red;behavior:url(x.htc)">Title</h2>' . "\n" . '<!-- /wp:heading -->';
		$clean   = ContentFilter::blocks( $hostile );
		foreach ( array( 'onerror', 'onclick', 'onload', 'javascript:', '<script', '<iframe', 'behavior' ) as $needle ) {
			$this->assertStringNotContainsStringIgnoringCase( $needle, $clean, $needle );
		}
		$names = array_values( array_filter( array_column( parse_blocks( $clean ), 'blockName' ) ) );
		$this->assertSame( array( 'core/paragraph', 'core/html', 'core/heading' ), $names, 'the blocks are still there' );
		$this->assertStringContainsString( '<p>Hi <img src="x"><a href="alert(1)">link</a></p>', $clean, 'kses drops the protocol' );
		$this->assertSame( $clean, ContentFilter::blocks( $clean ), 'filtering twice changes nothing' );
	}

	public function test_hostile_elementor_export_loses_markup_scripts_urls_and_raw_attributes(): void {
		$export = array(
			'title'         => 'Evil',
			'content'       => array(
				array(
					'id'       => 'a1',
					'elType'   => 'container',
					'settings' => array(
						'custom_attributes' => 'onmouseover|alert(1),data-x|1,aria-label|Hi,title|javascript:alert(9)',
						'custom_css'        => 'selector{background:url(javascript:alert(2))}',
					),
					'elements' => array(
						array(
							'id'         => 'b2',
							'elType'     => 'widget',
							'widgetType' => 'html',
							'settings'   => array( 'html' => '<script>alert(3)</script><p onclick="x()">ok</p>' ),
							'elements'   => array(),
						),
						array(
							'id'         => 'c3',
							'elType'     => 'widget',
							'widgetType' => 'button',
							'settings'   => array(
								'text' => 'Fish & Chips',
								'link' => array(
									'url'         => 'javascript:alert(4)',
									'is_external' => '',
								),
							),
							'elements'   => array(),
						),
					),
				),
			),
			'page_settings' => array( 'template' => 'elementor_canvas' ),
		);
		$clean  = ContentFilter::elementor( (string) wp_json_encode( $export ) );
		$data   = json_decode( $clean, true );
		$this->assertIsArray( $data );
		$this->assertSame( 'data-x|1,aria-label|Hi', $data['content'][0]['settings']['custom_attributes'] );
		$this->assertArrayNotHasKey( 'custom_css', $data['content'][0]['settings'] );
		$this->assertSame( '<p>ok</p>', trim( str_replace( 'alert(3)', '', $data['content'][0]['elements'][0]['settings']['html'] ) ) );
		$this->assertStringNotContainsString( '<script', $clean );
		$this->assertSame( '', $data['content'][0]['elements'][1]['settings']['link']['url'] );
		$this->assertSame( 'Fish & Chips', $data['content'][0]['elements'][1]['settings']['text'], 'plain text is left exactly as it is' );
		$this->assertSame( 'elementor_canvas', $data['page_settings']['template'] );
		$this->assertSame( $clean, ContentFilter::elementor( $clean ), 'filtering twice changes nothing' );
		$this->assertSame( '', ContentFilter::elementor( 'not json' ) );
	}

	public function test_script_urls_in_block_attributes_are_dropped_in_any_block_at_any_depth(): void {
		// Issue [12] item 3: kses filters the HTML, not what a block comment
		// holds; "Attempt Block Recovery" rebuilds the block from it.
		$hostile = '<!-- wp:file {"href":"javascript:alert(1)","textLinkHref":" JaVaScRiPt:alert(2)"} -->' . "\n" . '<div class="wp-block-file"><a href="https://example.org/a.pdf">Report</a></div>' . "\n" . '<!-- /wp:file -->'
			. "\n\n" . '<!-- wp:image {"url":"https://example.org/a.png","href":"java\tscript:alert(3)","linkDestination":"custom"} -->' . "\n" . '<figure class="wp-block-image"><img src="https://example.org/a.png" alt=""/></figure>' . "\n" . '<!-- /wp:image -->'
			. "\n\n" . '<!-- wp:buttons -->' . "\n" . '<div class="wp-block-buttons"><!-- wp:button {"url":"vbscript:msgbox(4)"} -->' . "\n" . '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Go</a></div>' . "\n" . '<!-- /wp:button --></div>' . "\n" . '<!-- /wp:buttons -->'
			. "\n\n" . '<!-- wp:social-links --><ul class="wp-block-social-links"><!-- wp:social-link {"url":"javascript&#58;alert(5)","service":"wordpress"} /--></ul><!-- /wp:social-links -->'
			. "\n\n" . '<!-- wp:embed {"url":"data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==","type":"rich"} -->' . "\n" . '<figure class="wp-block-embed is-type-rich"><div class="wp-block-embed__wrapper">x</div></figure>' . "\n" . '<!-- /wp:embed -->'
			. "\n\n" . '<!-- wp:acme/card {"data":{"links":[{"target":"javascript:alert(7)"},{"target":"https://example.org/ok"}]},"style":{"background":{"backgroundImage":{"url":"javascript:alert(8)"}}},"onward":"javascript: alert(9)","deep":{"go":"intent://scan/#Intent;end"}} /-->';
		$clean   = ContentFilter::blocks( $hostile );
		foreach ( array( 'javascript', 'vbscript', 'data:text', 'alert(', 'msgbox', 'intent:' ) as $needle ) {
			$this->assertStringNotContainsStringIgnoringCase( $needle, $clean, $needle );
		}
		$blocks = parse_blocks( $clean );
		$names  = array_values( array_filter( array_column( $blocks, 'blockName' ) ) );
		$this->assertSame( array( 'core/file', 'core/image', 'core/buttons', 'core/social-links', 'core/embed', 'acme/card' ), $names, 'every block is still there' );
		$image = $blocks[2]['attrs'];
		$this->assertSame( 'https://example.org/a.png', $image['url'], 'a safe URL is kept' );
		$this->assertSame( 'custom', $image['linkDestination'] );
		$card = end( $blocks )['attrs'];
		$this->assertSame( 'https://example.org/ok', $card['data']['links'][1]['target'] );
		$this->assertSame( $clean, ContentFilter::blocks( $clean ), 'filtering twice changes nothing' );

		// Text that merely contains a colon, and every protocol WordPress
		// allows, are left exactly as they are.
		$fine = '<!-- wp:acme/card {"label":"Note: opening hours","time":"10:30","mail":"mailto:hello@example.org","tel":"tel:+441234","link":"https://example.org/?a=1","gap":"var:preset|spacing|40","anchor":"#top","path":"/contact"} /-->';
		$this->assertSame( $fine, ContentFilter::blocks( $fine ) );
	}

	public function test_elementor_custom_attributes_and_background_video_links_are_filtered(): void {
		// Issue [12] item 3 for Elementor: the `_attributes` setting (one
		// `name|value` per line) and `background_video_link` passed.
		$export = array(
			'content'       => array(
				array(
					'id'       => 'a1',
					'elType'   => 'container',
					'settings' => array(
						'_attributes'           => "onclick|alert(1)\ndata-x|1, 2\nOnMouseOver|alert(2)\ntitle|javascript:alert(3)\naria-label|Hello",
						'background_background' => 'video',
						'background_video_link' => 'javascript:alert(4)',
						'__globals__'           => array( 'background_color' => 'globals/colors?id=primary' ),
						'border_color'          => 'rgba(0, 0, 0, 0.5)',
					),
					'elements' => array(
						array(
							'id'         => 'b2',
							'elType'     => 'widget',
							'widgetType' => 'video',
							'settings'   => array(
								'youtube_url'           => 'https://www.youtube.com/watch?v=XHOmBV4js_E',
								'background_video_link' => 'https://www.youtube.com/watch?v=XHOmBV4js_E',
								'some_new_control'      => 'javascript:alert(5)',
							),
							'elements'   => array(),
						),
					),
				),
			),
			'page_settings' => array(),
		);
		$clean  = ContentFilter::elementor( (string) wp_json_encode( $export ) );
		$this->assertStringNotContainsStringIgnoringCase( 'javascript', $clean );
		$this->assertStringNotContainsStringIgnoringCase( 'alert(', $clean );
		$data     = json_decode( $clean, true );
		$settings = $data['content'][0]['settings'];
		$this->assertSame( "data-x|1, 2\naria-label|Hello", $settings['_attributes'] );
		$this->assertSame( '', $settings['background_video_link'] );
		$this->assertSame( 'globals/colors?id=primary', $settings['__globals__']['background_color'] );
		$this->assertSame( 'rgba(0, 0, 0, 0.5)', $settings['border_color'] );
		$video = $data['content'][0]['elements'][0]['settings'];
		$this->assertSame( 'https://www.youtube.com/watch?v=XHOmBV4js_E', $video['background_video_link'] );
		$this->assertSame( 'https://www.youtube.com/watch?v=XHOmBV4js_E', $video['youtube_url'] );
		$this->assertSame( '', $video['some_new_control'] );
		$this->assertSame( $clean, ContentFilter::elementor( $clean ), 'filtering twice changes nothing' );

		// A user Elementor lets write code keeps the custom attributes as
		// they are (Elementor's own rule); script URLs go either way.
		$kept = json_decode( ContentFilter::elementor( (string) wp_json_encode( $export ), true ), true );
		$this->assertSame( $export['content'][0]['settings']['_attributes'], $kept['content'][0]['settings']['_attributes'] );
		$this->assertSame( '', $kept['content'][0]['settings']['background_video_link'] );
	}

	public function test_an_elementor_export_that_needs_no_filtering_comes_back_byte_for_byte(): void {
		// As the editor's push writes it (`JSON.stringify()`): empty objects
		// and arrays, markup, a link, non-ASCII text with a line separator,
		// numbers, booleans and null.
		$json = '{"content":[{"id":"bbbbbbb","elType":"section","settings":{},"elements":[{"id":"b1b1b1b","elType":"column","settings":{"_column_size":100,"_inline_size":33.5,"0":"zero"},"elements":[{"id":"b2b2b2b","elType":"widget","widgetType":"text-editor","settings":{"editor":"<p>Tides &amp; <strong>times</strong></p>","link":{"url":"https://example.org/a/b?c=1&d=2","is_external":""},"title":"Café “Harbor” — 50% off' . "\u{2028}" . 'next","__globals__":{}},"elements":[]}],"isInner":true}],"isInner":false,"isLocked":null}],"page_settings":[]}';
		$this->assertSame( $json, ContentFilter::elementor( $json ) );
		$this->assertSame( $json, ContentFilter::content( 'elementor', $json ) );
		// What it still filters, it filters (and keeps every other byte).
		$this->assertSame(
			'{"settings":{},"link":{"url":""},"custom_attributes":"data-x|1"}',
			ContentFilter::elementor( '{"settings":{},"link":{"url":"javascript:alert(1)"},"custom_css":"x{}","custom_attributes":"onclick|x(),data-x|1"}' )
		);
		$this->assertSame( '', ContentFilter::elementor( '"a string"' ) );
	}

	public function test_the_shipped_demo_is_unchanged_by_the_filter(): void {
		$dir     = dirname( __DIR__, 3 ) . '/php/Hub/Catalog/demo';
		$changed = array();
		foreach ( glob( $dir . '/gutenberg/*.html' ) as $file ) {
			$markup = (string) file_get_contents( $file );
			$markup = str_replace( '{{demo}}', 'https://hub.example/demo', $markup );
			// kses writes `<img … />` where the editor saves `<img …/>`: the
			// same token for the block validator, so that is all it may change.
			if ( str_replace( ' />', '/>', ContentFilter::blocks( $markup ) ) !== $markup ) {
				$changed[] = basename( $file );
			}
		}
		foreach ( glob( $dir . '/elementor/*.json' ) as $file ) {
			$json = (string) file_get_contents( $file );
			$json = str_replace( '{{demo}}', 'https://hub.example/demo', $json );
			// In HTML settings kses writes a bare `&` as `&amp;`: the same text.
			$decode = static function ( mixed $value ) use ( &$decode ): mixed {
				return is_array( $value ) ? array_map( $decode, $value ) : ( is_string( $value ) ? html_entity_decode( $value ) : $value );
			};
			if ( $decode( json_decode( ContentFilter::elementor( $json ), true ) ) !== $decode( json_decode( $json, true ) ) ) {
				$changed[] = basename( $file );
			}
		}
		$this->assertSame( array(), $changed, 'our own content is what a post may hold, so valid blocks stay valid' );
	}
}
