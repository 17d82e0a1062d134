<?php
/**
 * The real Elementor: a page Elementor saved, published to the library,
 * comes back into Elementor with the same elements, and its publish
 * preview is Elementor's rendering.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ElementorReal;

use Stencilbox\Hub\Catalog\Publisher;
use Stencilbox\Hub\Catalog\PublishPreview;
use Stencilbox\Support\Elementor;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CapturesMails;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\ElementorKits;
use Stencilbox\Tests\ElementorPublishing;

require_once dirname( __DIR__ ) . '/ElementorPublishing.php';

/**
 * Through Elementor's own documents, the hub owner's publish route and the
 * site's insert and import routes.
 */
final class RealElementorPublishTest extends CatalogTestCase {
	use AccountHelpers;
	use CapturesMails;
	use ElementorPublishing;

	/**
	 * Elementor's document of a post.
	 *
	 * @param int $post_id Post.
	 */
	private static function document( int $post_id ): \Elementor\Core\Base\Document {
		$document = \Elementor\Plugin::$instance->documents->get( $post_id, false );
		self::assertInstanceOf( \Elementor\Core\Base\Document::class, $document );
		return $document;
	}

	public function test_a_page_elementor_saved_is_published_and_comes_back_with_the_same_elements(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'real-publisher@example.org' );
		$page   = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Harbour Moorings',
			)
		);
		$source = self::document( $page );
		$source->set_is_built_with_elementor( true );
		$this->assertTrue(
			$source->save(
				array(
					'elements' => self::elementor_tree(),
					'settings' => array(
						'hide_title' => 'yes',
						'template'   => Elementor::CANVAS,
					),
				)
			)
		);
		$source   = self::document( $page );
		$elements = $source->get_elements_data();
		$this->assertSame( 'Boats & Harbours', $elements[0]['elements'][0]['elements'][0]['settings']['title'] );
		$this->assertFalse( has_blocks( (string) get_post_field( 'post_content', $page ) ), 'Elementor wrote its plain text' );
		$this->assertSame( 'elementor', $this->rest( 'GET', '/stencilbox-hub/v1/admin/catalog/sources', array( 'source' => "post:{$page}" ) )->get_data()[0]['platform'], 'the form is told it becomes an Elementor item' );

		$response = $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/publish', array( 'source' => "post:{$page}" ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$item = $response->get_data();
		$this->assertSame( 'elementor', $item['platform'] );
		$this->assertSame( 'page', $item['type'] );

		// A new page from the item: Elementor reads the same elements.
		$import = $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'       => $item['id'],
				'title'    => 'Moorings again',
				'platform' => 'elementor',
			)
		);
		$this->assertSame( 200, $import->get_status(), (string) wp_json_encode( $import->get_data() ) );
		$copy = self::document( (int) $import->get_data()['post_id'] );
		$this->assertSame( 'wp-page', $copy->get_name() );
		$this->assertTrue( $copy->is_built_with_elementor() );
		$this->assertSame( $elements, $copy->get_elements_data() );
		$this->assertSame( 'yes', $copy->get_settings( 'hide_title' ) );
		$this->assertSame( Elementor::CANVAS, get_page_template_slug( $copy->get_main_id() ) );

		// Inserted into an open document and saved by Elementor: the same
		// elements under new ids.
		$open = (int) wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Open in Elementor' ) );
		$sent = $this->rest(
			'POST',
			'/stencilbox/v1/insert',
			array(
				'id'       => $item['id'],
				'postId'   => $open,
				'platform' => 'elementor',
			)
		);
		$this->assertSame( 200, $sent->get_status(), (string) wp_json_encode( $sent->get_data() ) );
		$target = self::document( $open );
		$target->set_is_built_with_elementor( true );
		$target->save( array( 'elements' => json_decode( $sent->get_data()['content'], true )['content'] ) );
		$saved = self::document( $open )->get_elements_data();
		$this->assertSame( self::without_ids( $elements ), self::without_ids( $saved ) );
		$this->assertNotSame( $elements[0]['id'], $saved[0]['id'] );
	}

	public function test_the_publish_preview_is_elementors_rendering(): void {
		$this->login_as( 'administrator' );
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Harbour Preview',
			)
		);
		// An earlier test's post may have had this id (the rollback): its cached settings would be drawn.
		ElementorKits::forget_document( $page );
		$document = self::document( $page );
		$document->set_is_built_with_elementor( true );
		$document->save( array( 'elements' => self::elementor_tree() ) );
		$preview = new PublishPreview( new Publisher( $this->writer, $this->catalog, $this->refs ) );
		$html    = $preview->render( "post:{$page}", wp_create_nonce( PublishPreview::NONCE_ACTION ) );
		$this->assertMatchesRegularExpression( '#class="wp-block-post-content stencilbox-publish-preview__elementor"><style>[^<]*</style>\s*<div data-elementor-type="wp-page" data-elementor-id="' . $page . '"#', $html );
		$this->assertStringContainsString( 'elementor-widget-heading', $html );
		$this->assertStringContainsString( 'Boats &amp; Harbours', $html );
		$this->assertStringContainsString( "id='elementor-frontend-css'", $html, 'Elementor’s styles' );
		$this->assertStringContainsString( '.elementor-' . $page . ' .elementor-element.elementor-element-b0a7001', $html, 'the page’s own CSS' );
		$this->assertStringContainsString( 'Moorings for <strong>every</strong> boat', $html, 'every widget rendered, none left to a later pass' );
		$this->assertStringNotContainsString( '[elementor-element', $html );
		$this->assertStringNotContainsString( '<script', $html );
	}
}
