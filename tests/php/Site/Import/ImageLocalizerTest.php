<?php
/**
 * Images of inserted items are copied once, reused after, and a failure
 * never breaks the insert.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Import;

use Stencilbox\Site\Import\ImageLocalizer;
use Stencilbox\Tests\TestCase;

/**
 * With the plugin's own demo images (copied from disk) and unreachable URLs.
 */
final class ImageLocalizerTest extends TestCase {
	private ImageLocalizer $images;
	private string $demo;

	protected function setUp(): void {
		parent::setUp();
		$this->login_as( 'editor' );
		$file         = WP_PLUGIN_DIR . '/stencilbox/stencilbox.php';
		$this->images = new ImageLocalizer( dirname( $file ), plugins_url( '', $file ) );
		$this->demo   = plugins_url( 'php/Hub/Catalog/demo/images', $file );
	}

	public function test_copies_once_and_reuses_on_the_next_insert(): void {
		$url     = $this->demo . '/harbor-agency-1.svg';
		$content = '<!-- wp:image --><figure class="wp-block-image"><img src="' . $url . '" alt=""/></figure><!-- /wp:image -->';
		$first   = $this->images->localize( $content, 'gutenberg' );
		$this->assertSame( 1, $first['copied'] );
		$this->assertSame( array(), $first['failed'] );
		$uploads = trailingslashit( wp_get_upload_dir()['baseurl'] );
		$this->assertStringContainsString( $uploads, $first['content'] );
		$this->assertStringNotContainsString( $url, $first['content'] );

		$second = $this->images->localize( $content, 'gutenberg' );
		$this->assertSame( 0, $second['copied'] );
		$this->assertSame( 1, $second['reused'] );
		$this->assertSame( $first['content'], $second['content'] );
		$this->assertCount( 1, get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1, 'meta_key' => ImageLocalizer::SOURCE_META ) ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
		// The copy is a sanitised SVG in the media library.
		$attachment = get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => 1 ) )[0];
		$this->assertSame( 'image/svg+xml', $attachment->post_mime_type );
		$this->assertStringNotContainsString( '<script', (string) file_get_contents( get_attached_file( $attachment->ID ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}

	public function test_a_failed_image_keeps_its_url_and_is_reported(): void {
		$good    = $this->demo . '/harbor-agency-2.svg';
		$bad     = 'http://127.0.0.1:9/missing/photo.jpg';
		$missing = $this->demo . '/no-such-file.png';
		$content = '<img src="' . $good . '"/><img src="' . $bad . '"/><img src="' . $missing . '"/>';
		$result  = $this->images->localize( $content, 'gutenberg' );
		$this->assertSame( 1, $result['copied'] );
		$this->assertEqualsCanonicalizing( array( $bad, $missing ), $result['failed'] );
		$this->assertStringContainsString( $bad, $result['content'] );
		$this->assertStringContainsString( $missing, $result['content'] );
		$this->assertStringNotContainsString( $good, $result['content'] );
	}

	public function test_escaped_urls_and_attachment_ids_follow_the_copy(): void {
		$url     = $this->demo . '/harbor-agency-3.svg';
		$escaped = str_replace( '/', '\\/', $url );
		$content = '<!-- wp:image {"id":77,"sizeSlug":"large"} --><figure class="wp-block-image size-large"><img src="' . $url . '" alt="" class="wp-image-77"/></figure><!-- /wp:image -->'
			. '<!-- wp:cover {"url":"' . $escaped . '","id":78} --><div class="wp-block-cover"><img class="wp-block-cover__image-background wp-image-78" alt="" src="' . $url . '" data-object-fit="cover"/><div class="wp-block-cover__inner-container"></div></div><!-- /wp:cover -->';
		$result  = $this->images->localize( $content, 'gutenberg' );
		$id      = attachment_url_to_postid( (string) wp_get_attachment_url( (int) get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'fields' => 'ids', 'numberposts' => 1 ) )[0] ) );
		$this->assertGreaterThan( 0, $id );
		$this->assertStringContainsString( '"id":' . $id, $result['content'] );
		$this->assertStringContainsString( 'wp-image-' . $id, $result['content'] );
		$this->assertStringNotContainsString( 'wp-image-77', $result['content'] );
		$this->assertStringNotContainsString( 'wp-image-78', $result['content'] );
		$this->assertStringNotContainsString( $this->demo, str_replace( '\\/', '/', $result['content'] ) );

		$elementor = wp_json_encode(
			array(
				'content' => array(
					array(
						'elType'   => 'widget',
						'settings' => array(
							'image' => array(
								'url' => $url,
								'id'  => 99,
							),
						),
					),
				),
			)
		);
		$result    = json_decode( $this->images->localize( (string) $elementor, 'elementor' )['content'], true );
		$this->assertSame( $id, $result['content'][0]['settings']['image']['id'] );
		$this->assertStringStartsWith( trailingslashit( wp_get_upload_dir()['baseurl'] ), $result['content'][0]['settings']['image']['url'] );
	}
}
