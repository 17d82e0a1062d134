<?php
/**
 * The real Elementor: what /import and /import/page write is what
 * Elementor's own documents read, and how Elementor renders it (alt text
 * from the attachment, the page template); a saved template of ours opens
 * in Elementor's preview.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ElementorReal;

use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Site\Templates\TemplateRenderer;
use Stencilbox\Support\Elementor;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\FrontPages;

/**
 * Through the site's REST routes and the in-process hub (the mini catalogue).
 */
final class RealElementorImportTest extends CatalogTestCase {
	use AccountHelpers;
	use FrontPages;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->release_mails();
		unset( $_GET['elementor-preview'] );
		parent::tearDown();
	}

	private function id( string $slug ): int {
		return (int) $this->catalog->id_of( 'elementor', $slug );
	}

	public function test_a_container_block_is_a_container_document_elementor_opens(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'real-lib@example.org' );
		$response = $this->rest( 'POST', '/stencilbox/v1/import', array( 'id' => $this->id( 'harbor-hero' ), 'platform' => 'elementor' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id       = (int) $response->get_data()['post_id'];
		$document = \Elementor\Plugin::$instance->documents->get( $id, false );
		$this->assertSame( 'container', $document->get_name(), 'Elementor 4 keeps a container as a container document' );
		$this->assertTrue( $document->is_built_with_elementor() );
		$this->assertSame( (string) get_post_field( 'post_content', $id ), \Elementor\Plugin::$instance->db->get_plain_text( $id ), 'the plain text Elementor would have written' );
	}

	public function test_a_contributors_import_is_pending_as_elementors_own_save_of_a_template_is(): void {
		$this->login_as( 'contributor' );
		$this->signup_with_plan( 'real-contributor@example.org' );
		$response = $this->rest( 'POST', '/stencilbox/v1/import', array( 'id' => $this->id( 'harbor-hero' ), 'platform' => 'elementor' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id = (int) $response->get_data()['post_id'];
		// Elementor's "Save as Template": current_user_can( 'publish_posts' ) ? 'publish' : 'pending'.
		$this->assertSame( 'pending', get_post_status( $id ) );
		$this->assertTrue( \Elementor\Plugin::$instance->documents->get( $id, false )->is_built_with_elementor() );
	}

	public function test_an_imported_page_is_a_page_document_on_the_template_the_item_asks_for(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'real-page@example.org' );
		$response = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $this->id( 'harbor-home' ), 'title' => 'Home', 'platform' => 'elementor' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id       = (int) $response->get_data()['post_id'];
		$document = \Elementor\Plugin::$instance->documents->get( $id, false );
		$this->assertSame( 'wp-page', $document->get_name() );
		// Featured image, order and comments are the page document's settings.
		$controls = $document->get_controls();
		$this->assertArrayHasKey( 'post_featured_image', $controls );
		$this->assertArrayHasKey( 'menu_order', $controls );
		$this->assertSame( Elementor::FULL_WIDTH, get_page_template_slug( $id ) );
		$this->assertSame( 'Elementor Full Width', wp_get_theme()->get_page_templates( get_post( $id ), 'page' )[ Elementor::FULL_WIDTH ] );
	}

	public function test_an_imported_full_width_page_shows_the_block_themes_header_and_footer(): void {
		$this->assertTrue( wp_is_block_theme(), 'the test site runs a block theme' );
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'real-width@example.org' );
		$response = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $this->id( 'harbor-home' ), 'title' => 'Harbor', 'platform' => 'elementor' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id = (int) $response->get_data()['post_id'];
		wp_publish_post( $id );
		$this->assertSame( Elementor::FULL_WIDTH, get_page_template_slug( $id ), 'the layout the item was made for' );

		// A visitor's page. Elementor's Full Width would print WordPress's
		// theme-compat header and footer here (header.php and footer.php a
		// block theme lacks; the test case fails on their deprecation notice).
		$html = $this->assert_shown_full_width( $id );
		$this->assertStringNotContainsString( 'wp-block-post-title', $html, 'no title above the page: the layout has none' );
		$this->assertStringNotContainsString( 'is-layout-constrained wp-block-post-content', $html, 'not narrowed to the theme’s content width' );

		// Elementor's "Internal Embedding" adds the page's CSS while it renders,
		// which a block template does before Elementor's stylesheet exists: Elementor's own template then.
		add_filter( 'pre_option_elementor_css_print_method', static fn(): string => 'internal' );
		self::front_request( 'page_id=' . $id );
		$this->assertStringEndsWith( '/page-templates/templates/header-footer.php', (string) apply_filters( 'template_include', get_page_template() ), 'with inline CSS, Elementor’s own Full Width' );
		remove_all_filters( 'pre_option_elementor_css_print_method' );

		// A page we did not place keeps what Elementor does with the layout (its template file).
		delete_post_meta( $id, TemplateRenderer::META_FULL_WIDTH );
		self::front_request( 'page_id=' . $id );
		$this->assertStringEndsWith( '/page-templates/templates/header-footer.php', (string) apply_filters( 'template_include', get_page_template() ), 'Elementor’s own Full Width, unchanged' );
		self::leave_front();
	}

	public function test_an_insert_with_the_items_full_width_shows_the_page_as_an_imported_one(): void {
		$this->assertTrue( wp_is_block_theme(), 'the test site runs a block theme' );
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'real-insert-width@example.org' );
		$new_page = static fn( string $title ): int => (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => $title,
			)
		);
		$page     = $new_page( 'Inserted into' );
		$other    = $new_page( 'A section only' );

		// An item made for Full Width, into the open page (the editor asks
		// the layout question with this answer).
		$response = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-home' ), 'postId' => $page, 'origin' => 'library', 'platform' => 'elementor' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( Elementor::FULL_WIDTH, $response->get_data()['page_settings']['template'] );
		$elements = json_decode( (string) $response->get_data()['content'], true )['content'];
		// An item that asks for no layout marks nothing.
		$section = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-hero' ), 'postId' => $other, 'origin' => 'library', 'platform' => 'elementor' ) );
		$this->assertSame( 200, $section->get_status(), (string) wp_json_encode( $section->get_data() ) );
		$this->assertSame( '', (string) get_post_meta( $other, TemplateRenderer::META_FULL_WIDTH, true ) );

		// Saved with the page's own layout (the answer "Keep"): Elementor's
		// page under the theme's page template, as before.
		$document = \Elementor\Plugin::$instance->documents->get( $page, false );
		// As opening the page in Elementor's editor makes it.
		$document->set_is_built_with_elementor( true );
		$document->save( array( 'elements' => $elements ) );
		wp_set_current_user( 0 );
		self::front_request( 'page_id=' . $page );
		$html = self::loaded_template();
		$this->assertStringNotContainsString( 'stencilbox-template--full-width', $html, 'the page keeps its layout' );
		$this->assertStringContainsString( 'data-elementor-id="' . $page . '"', $html );

		// Saved with the item's layout, as Elementor's editor saves the
		// choice (its page settings): the theme's header part, then the page
		// across the window, as an imported page shows.
		$this->login_as( 'administrator' );
		\Elementor\Plugin::$instance->documents->get( $page, false )->save(
			array(
				'elements' => $elements,
				'settings' => array( 'template' => Elementor::FULL_WIDTH ),
			)
		);
		$this->assertSame( Elementor::FULL_WIDTH, get_page_template_slug( $page ), 'Elementor saved the layout' );
		$this->assert_shown_full_width( $page );
		self::leave_front();
	}

	/**
	 * The page as a visitor gets it, drawn with Elementor's Full Width on
	 * this block theme: the theme's header part, the page across the
	 * window, the theme's footer part (not WordPress's theme-compat header,
	 * which Elementor's own template would print here).
	 *
	 * @param int $id The page.
	 * @return string The page's HTML.
	 */
	private function assert_shown_full_width( int $id ): string {
		wp_set_current_user( 0 );
		self::front_request( 'page_id=' . $id );
		$html = self::loaded_template();
		$this->assertStringNotContainsString( '<div id="header"', $html, 'not WordPress’s old theme-compat header' );
		$this->assertMatchesRegularExpression( '#<header class="wp-block-template-part">.*<main [^>]*class="wp-block-group stencilbox-template stencilbox-template--full-width is-layout-flow[^"]*" style="margin-top:0">\s*<div class="entry-content alignfull wp-block-post-content[^"]*">\s*<div data-elementor-type="wp-page" data-elementor-id="' . $id . '"#s', $html, 'the theme’s header part, then the page across the window' );
		$this->assertMatchesRegularExpression( '#data-elementor-id="' . $id . '".*<footer class="wp-block-template-part">#s', $html, 'the theme’s footer part after it' );
		return $html;
	}

	/**
	 * An Elementor export of one image widget.
	 *
	 * @param string $image Image file of the mini catalogue.
	 * @param string $alt   Its alt text.
	 */
	private static function image_export( string $image, string $alt ): array {
		return array(
			'content' => array(
				array(
					'id'         => 'a1a1a1a',
					'elType'     => 'widget',
					'widgetType' => 'image',
					'settings'   => array(
						'image'      => array(
							'url' => plugins_url( 'tests/fixtures/catalogue-mini/images/' . $image, WP_PLUGIN_DIR . '/stencilbox/stencilbox.php' ),
							'id'  => 77,
							'alt' => $alt,
						),
						'image_size' => 'full',
					),
					'elements'   => array(),
				),
			),
		);
	}

	/**
	 * Elementor's own rendering of an image setting: by its attachment.
	 *
	 * @param array<string, mixed> $settings The widget's settings.
	 * @param string               $alt      The alt text it must show.
	 * @param string               $how      Which way it came in.
	 */
	private function assert_rendered_with_alt( array $settings, string $alt, string $how ): void {
		$this->assertNotSame( 77, $settings['image']['id'], $how );
		$this->assertTrue( wp_attachment_is_image( $settings['image']['id'] ), $how );
		$html = \Elementor\Group_Control_Image_Size::get_attachment_image_html( $settings );
		$this->assertStringContainsString( 'wp-image-' . $settings['image']['id'], $html, $how );
		$this->assertStringContainsString( 'alt="' . esc_attr( $alt ) . '"', $html, $how );
	}

	public function test_an_image_keeps_its_alt_text_where_elementor_renders_it_by_its_attachment(): void {
		global $wpdb;
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'real-alt@example.org', 'pro' );
		$item  = $this->id( 'harbor-hero' );
		$store = static function ( array $export ) use ( $wpdb, $item ): void {
			$wpdb->update( \Stencilbox\Support\Names::table( 'catalog_content' ), array( 'content' => (string) wp_json_encode( $export ) ), array( 'item_id' => $item ) );
			\Stencilbox\Hub\Catalog\CatalogVersion::bump();
		};
		$saved = function ( \WP_REST_Response $response ): array {
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			return json_decode( (string) get_post_meta( (int) $response->get_data()['post_id'], Elementor::META_DATA, true ), true )[0]['settings'];
		};
		$inserted = function ( \WP_REST_Response $response ): array {
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			return json_decode( (string) $response->get_data()['content'], true )['content'][0]['settings'];
		};

		// Each way in copies an image of its own (none reuses another's copy).
		$store( self::image_export( 'harbor-hero.svg', 'A lighthouse at dusk' ) );
		$this->assert_rendered_with_alt( $saved( $this->rest( 'POST', '/stencilbox/v1/import', array( 'id' => $item ) ) ), 'A lighthouse at dusk', '/import' );

		$store( self::image_export( 'harbor-home.svg', 'Boats in the harbour' ) );
		$this->assert_rendered_with_alt( $saved( $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $item, 'title' => 'Harbor', 'platform' => 'elementor' ) ) ), 'Boats in the harbour', '/import/page' );

		$store( self::image_export( 'harbor-about.svg', 'The team on the quay' ) );
		$this->assert_rendered_with_alt( $inserted( $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $item, 'platform' => 'elementor' ) ) ), 'The team on the quay', '/insert' );

		// A cloud file inserted back.
		$pushed = $this->rest(
			'POST',
			'/stencilbox/v1/clouds/upload',
			array(
				'name'         => 'Harbor image',
				'file_content' => array(
					'__file'   => 'elementor',
					'platform' => 'elementor',
					'id'       => 12,
					'type'     => 'block',
					'title'    => 'Landing',
					'content'  => (string) wp_json_encode( self::image_export( 'harbor-footer.svg', 'A quiet pier' ) ),
				),
			)
		);
		$this->assertSame( 200, $pushed->get_status(), (string) wp_json_encode( $pushed->get_data() ) );
		$this->assert_rendered_with_alt(
			$inserted(
				$this->rest(
					'POST',
					'/stencilbox/v1/insert',
					array(
						'id'       => $pushed->get_data()['file']['id'],
						'source'   => 'cloud',
						'origin'   => 'cloud',
						'platform' => 'elementor',
					)
				)
			),
			'A quiet pier',
			'cloud re-insert'
		);
	}

	public function test_a_saved_template_opens_in_elementors_preview_and_nowhere_else(): void {
		$this->login_as( 'administrator' );
		$response = $this->rest( 'POST', '/stencilbox/v1/create-template', array( 'platform' => 'elementor', 'type' => 'header' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id       = (int) $response->get_data()['id'];
		$document = \Elementor\Plugin::$instance->documents->get( $id, false );
		$this->assertTrue( $document->is_editable_by_current_user() );
		$preview = $document->get_preview_url();
		parse_str( (string) wp_parse_url( $preview, PHP_URL_QUERY ), $query );
		$this->assertSame( (string) $id, $query['elementor-preview'] );
		$this->assertSame( Elementor::CANVAS, get_page_template_slug( $id ), 'edited alone, without the theme around it' );

		$type = get_post_type_object( TemplatePostType::POST_TYPE );
		$type->publicly_queryable = false;
		$_GET['elementor-preview'] = (string) $id;
		$templates = \Stencilbox\Plugin::instance()->service( TemplatePostType::class );
		$templates->open_elementor_preview();
		$this->assertTrue( $type->publicly_queryable, 'WordPress answers the preview’s address' );

		// Anyone who may not edit it: still not queryable.
		$type->publicly_queryable = false;
		$this->login_as( 'subscriber' );
		$templates->open_elementor_preview();
		$this->assertFalse( $type->publicly_queryable );
		unset( $_GET['elementor-preview'] );
		$this->login_as( 'administrator' );
		$templates->open_elementor_preview();
		$this->assertFalse( $type->publicly_queryable, 'not without the preview' );
	}

	public function test_a_cloud_file_downloaded_for_elementor_is_read_by_elementors_own_import(): void {
		$owner    = $this->login_as( 'administrator' );
		$this->signup_with_plan( 'real-export@example.org', 'pro' );
		$elements = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/elementor-document.json' ), true );
		$pushed   = $this->rest(
			'POST',
			'/stencilbox/v1/clouds/upload',
			array(
				'name'         => 'Harbor section',
				'file_content' => array(
					'__file'   => 'elementor',
					'platform' => 'elementor',
					'id'       => 12,
					'type'     => 'block',
					'title'    => 'Landing',
					'content'  => (string) wp_json_encode( array( 'content' => array( $elements[0] ) ) ),
				),
			)
		)->get_data();
		$source   = \Elementor\Plugin::$instance->templates_manager->get_source( 'local' );
		$download = function ( string $format ) use ( $pushed, $owner ): string {
			$link = $this->rest( 'GET', '/stencilbox/v1/clouds/download/' . $pushed['file']['id'], array( 'format' => $format ) )->get_data();
			parse_str( (string) wp_parse_url( $link['fileURL'], PHP_URL_QUERY ), $query );
			$file = \Stencilbox\Plugin::instance()->service( \Stencilbox\Site\Cloud\CloudDownloads::class )->open( $query['token'], $owner )['file'];
			$path = wp_tempnam( 'export.json' );
			file_put_contents( $path, (string) wp_json_encode( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
			return $path;
		};

		// Our own template file is not Elementor's format…
		$ours = $source->import_template( 'harbor-section.json', $download( 'stencilbox' ) );
		$this->assertInstanceOf( \WP_Error::class, $ours );
		$this->assertSame( 'Invalid Content In File', $ours->get_error_message() );

		// …the Elementor export is: a container template in Elementor's library.
		$items = $source->import_template( 'elementor-harbor-section.json', $download( 'elementor' ) );
		$this->assertIsArray( $items );
		$this->assertCount( 1, $items );
		$this->assertSame( array( 'Harbor section', 'container' ), array( $items[0]['title'], $items[0]['type'] ) );
		$data = \Elementor\Plugin::$instance->documents->get( (int) $items[0]['template_id'], false )->get_elements_data();
		$this->assertSame( $elements[0]['elements'][0]['settings']['title'], $data[0]['elements'][0]['settings']['title'] );
	}
}
