<?php
/**
 * With Elementor standing in (tests/php/fixtures/elementor-active.php):
 * /import and /import/page write what Elementor reads, images inside the
 * element tree are copied with their ids, and raw HTML or custom code
 * survives only for users with `unfiltered_html`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Hub\Engagement\Downloads;
use Stencilbox\Site\Import\ImageLocalizer;
use Stencilbox\Site\Templates\TemplateRenderer;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Names;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CapturesMails;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\FrontPages;

/**
 * Through the site's REST routes and the in-process hub.
 */
final class ElementorImportTest extends CatalogTestCase {
	use AccountHelpers;
	use CapturesMails;
	use FrontPages;

	private function id( string $slug ): int {
		return (int) $this->catalog->id_of( 'elementor', $slug );
	}

	/** One empty container, an Elementor export's content. */
	private const CONTAINER = array(
		array(
			'id'       => 'f1f2f3f',
			'elType'   => 'container',
			'settings' => array(),
			'elements' => array(),
			'isInner'  => false,
		),
	);

	/**
	 * Makes the demo's `harbor-home` an item made for Elementor's Full Width.
	 */
	private function store_full_width_home(): void {
		$this->store(
			'harbor-home',
			array(
				'content'       => self::CONTAINER,
				'page_settings' => array( 'template' => Elementor::FULL_WIDTH ),
			)
		);
	}

	/**
	 * Stores an item's content on the hub as it is (the hub keeps Elementor
	 * code; the site filters per user).
	 *
	 * @param string       $slug   Item.
	 * @param array<mixed> $export Elementor export.
	 */
	private function store( string $slug, array $export ): void {
		global $wpdb;
		$wpdb->update( Names::table( 'catalog_content' ), array( 'content' => (string) wp_json_encode( $export ) ), array( 'item_id' => $this->id( $slug ) ) );
		\Stencilbox\Hub\Catalog\CatalogVersion::bump();
	}

	/**
	 * The element tree Elementor would read back from a post.
	 *
	 * @param int $post_id Post.
	 * @return array<mixed>
	 */
	private function data( int $post_id ): array {
		$raw = get_post_meta( $post_id, Elementor::META_DATA, true );
		$this->assertIsString( $raw );
		return (array) json_decode( $raw, true );
	}

	public function test_the_stand_in_is_what_stencilbox_sees_as_an_active_elementor(): void {
		$this->assertTrue( Elementor::active() );
		$this->assertFalse( Elementor::pro_active() );
		$this->assertSame( '3.25.0', Elementor::version() );
		$this->assertTrue( taxonomy_exists( Elementor::LIBRARY_TYPE_TAXONOMY ) );
	}

	public function test_import_puts_an_item_into_elementors_library_with_the_meta_it_reads(): void {
		$this->login_as( 'editor' );
		$account  = $this->signup_with_plan( 'lib@example.org' );
		$response = $this->rest( 'POST', '/stencilbox/v1/import', array( 'id' => $this->id( 'harbor-hero' ), 'platform' => 'elementor' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id   = (int) $response->get_data()['post_id'];
		$post = get_post( $id );
		$this->assertSame( Elementor::LIBRARY_POST_TYPE, $post->post_type );
		$this->assertSame( 'publish', $post->post_status );
		$this->assertSame( 'Harbor Hero', $post->post_title );
		// A container is kept as Elementor 4 keeps one: a container document.
		$this->assertSame( 'container', get_post_meta( $id, Elementor::META_TEMPLATE_TYPE, true ) );
		$this->assertSame( 'builder', get_post_meta( $id, Elementor::META_EDIT_MODE, true ) );
		$this->assertSame( '3.25.0', get_post_meta( $id, Elementor::META_VERSION, true ) );
		$this->assertSame( array( 'container' ), wp_get_object_terms( $id, Elementor::LIBRARY_TYPE_TAXONOMY, array( 'fields' => 'slugs' ) ) );
		// The plain-text copy Elementor keeps in post_content.
		$this->assertSame( "<h2>Harbor Hero</h2>\n<p>A bold opening section.</p>", $post->post_content );
		$export = json_decode( (string) file_get_contents( self::FIXTURE . '/elementor/harbor-hero.json' ), true );
		$this->assertSame( $export['content'], $this->data( $id ), 'the element tree as the item holds it' );
		$this->assertSame( admin_url( 'post.php?post=' . $id . '&action=elementor' ), $response->get_data()['edit_link'] );
		$this->assertSame( 1, ( new Downloads() )->page( $account, 1, 10 )['total'] );
	}

	public function test_a_contributors_import_waits_for_review_as_elementors_own_save_keeps_it(): void {
		// Elementor's templates take posts' capabilities: a contributor may
		// create one, not publish it ("Save as Template" keeps it pending).
		$this->login_as( 'contributor' );
		$this->assertFalse( current_user_can( get_post_type_object( Elementor::LIBRARY_POST_TYPE )->cap->publish_posts ) );
		$this->signup_with_plan( 'contributor-lib@example.org' );
		$published = (int) wp_count_posts( Elementor::LIBRARY_POST_TYPE )->publish;
		$response  = $this->rest( 'POST', '/stencilbox/v1/import', array( 'id' => $this->id( 'harbor-hero' ), 'platform' => 'elementor' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$post = get_post( (int) $response->get_data()['post_id'] );
		$this->assertSame( Elementor::LIBRARY_POST_TYPE, $post->post_type );
		$this->assertSame( 'pending', $post->post_status );
		$this->assertSame( get_current_user_id(), (int) $post->post_author );
		wp_cache_flush();
		$this->assertSame( $published, (int) wp_count_posts( Elementor::LIBRARY_POST_TYPE )->publish, 'nothing published by the contributor' );
		$this->assertNotSame( '', get_post_meta( $post->ID, Elementor::META_DATA, true ), 'the document is whole, ready for review' );
	}

	public function test_import_page_makes_a_page_built_with_elementor(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'page@example.org' );
		$this->store(
			'harbor-home',
			array(
				'content'       => array(
					array(
						'id'       => 'a1b2c3d',
						'elType'   => 'container',
						'settings' => array(),
						'elements' => array(),
						'isInner'  => false,
					),
				),
				'page_settings' => array(
					'template'  => 'elementor_canvas',
					'hide_title' => 'yes',
					'nested'    => array( 'ignored' ),
				),
			)
		);
		$response = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $this->id( 'harbor-home' ), 'title' => 'Home', 'platform' => 'elementor' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id = (int) $response->get_data()['post_id'];
		$this->assertSame( 'page', get_post_type( $id ) );
		$this->assertSame( 'draft', get_post_status( $id ) );
		$this->assertSame( 'wp-page', get_post_meta( $id, Elementor::META_TEMPLATE_TYPE, true ) );
		$this->assertSame( 'builder', get_post_meta( $id, Elementor::META_EDIT_MODE, true ) );
		$this->assertSame( 'a1b2c3d', $this->data( $id )[0]['id'] );
		$this->assertSame( 'elementor_canvas', get_post_meta( $id, '_wp_page_template', true ), 'Elementor’s own page template' );
		$this->assertSame(
			array(
				'template'   => 'elementor_canvas',
				'hide_title' => 'yes',
			),
			get_post_meta( $id, Elementor::META_PAGE_SETTINGS, true )
		);
	}

	public function test_a_full_width_page_shows_between_the_block_themes_header_and_footer(): void {
		$this->assertTrue( wp_is_block_theme() );
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'width@example.org' );
		$this->store_full_width_home();
		$response = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $this->id( 'harbor-home' ), 'title' => 'Wide', 'platform' => 'elementor' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id = (int) $response->get_data()['post_id'];
		wp_publish_post( $id );
		$this->assertSame( Elementor::FULL_WIDTH, get_page_template_slug( $id ) );
		$this->assertSame( '1', get_post_meta( $id, TemplateRenderer::META_FULL_WIDTH, true ), 'marked: we gave it the layout' );

		wp_set_current_user( 0 );
		self::front_request( 'page_id=' . $id );
		$this->assertStringEndsWith( '/template-canvas.php', (string) apply_filters( 'template_include', get_page_template() ), 'drawn by the block template canvas, not Elementor’s get_header()' );
		$parts = array_map( static fn( array $block ): string => (string) $block['blockName'] . ( isset( $block['attrs']['slug'] ) ? ':' . $block['attrs']['slug'] : '' ), array_values( array_filter( parse_blocks( (string) $GLOBALS['_wp_current_template_content'] ), static fn( array $block ): bool => null !== $block['blockName'] ) ) );
		$this->assertSame( array( 'core/template-part:header', 'core/group', 'core/template-part:footer' ), $parts, 'the theme’s header, the page, the theme’s footer' );
		$this->assertStringContainsString( '<!-- wp:post-content {"align":"full","layout":{"type":"default"}} /-->', $GLOBALS['_wp_current_template_content'], 'across the window' );
		$this->assertStringNotContainsString( 'wp:post-title', $GLOBALS['_wp_current_template_content'], 'no title: the layout has none' );

		// Another page template chosen since: WordPress's own choice again.
		update_post_meta( $id, '_wp_page_template', 'default' );
		self::front_request( 'page_id=' . $id );
		apply_filters( 'template_include', get_page_template() );
		$this->assertStringNotContainsString( 'stencilbox-template--full-width', (string) $GLOBALS['_wp_current_template_content'] );
		self::leave_front();
	}

	public function test_an_insert_of_a_full_width_item_marks_the_open_page_which_shows_so_once_saved_with_it(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'insert-width@example.org' );
		$this->store_full_width_home();
		$this->store( 'harbor-hero', array( 'content' => self::CONTAINER ) );
		$new_page = static fn(): int => (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Open in Elementor',
			)
		);
		[ $page, $other, $editors ] = array( $new_page(), $new_page(), $new_page() );

		$response = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-home' ), 'postId' => $page, 'origin' => 'library', 'platform' => 'elementor' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( Elementor::FULL_WIDTH, $response->get_data()['page_settings']['template'] );
		$this->assertSame( '1', get_post_meta( $page, TemplateRenderer::META_FULL_WIDTH, true ), 'marked: the editor offers the item’s layout' );
		$this->assertSame( '', get_page_template_slug( $page ), 'the layout itself is the editor’s to apply' );

		// An item that asks for no layout marks nothing; nor does an insert refused.
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-hero' ), 'postId' => $other, 'origin' => 'library', 'platform' => 'elementor' ) )->get_status() );
		$this->assertSame( '', get_post_meta( $other, TemplateRenderer::META_FULL_WIDTH, true ) );
		$this->login_as( 'contributor' );
		$this->assertSame( 403, $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-home' ), 'postId' => $editors, 'origin' => 'library', 'platform' => 'elementor' ) )->get_status(), 'another’s published page' );
		$this->assertSame( '', get_post_meta( $editors, TemplateRenderer::META_FULL_WIDTH, true ) );

		// Kept its own layout: WordPress's page template, as before.
		wp_set_current_user( 0 );
		self::front_request( 'page_id=' . $page );
		apply_filters( 'template_include', get_page_template() );
		$this->assertStringNotContainsString( 'stencilbox-template--full-width', (string) $GLOBALS['_wp_current_template_content'] );
		// Saved with the item's layout (Elementor's page setting): the block template canvas.
		update_post_meta( $page, '_wp_page_template', Elementor::FULL_WIDTH );
		self::front_request( 'page_id=' . $page );
		$this->assertStringEndsWith( '/template-canvas.php', (string) apply_filters( 'template_include', get_page_template() ), 'drawn by the block template canvas, not Elementor’s get_header()' );
		$this->assertStringContainsString( 'stencilbox-template--full-width', (string) $GLOBALS['_wp_current_template_content'] );
		self::leave_front();
	}

	public function test_a_header_without_elementor_pro_is_refused_and_nothing_is_created(): void {
		$this->login_as( 'editor' );
		$account = $this->signup_with_plan( 'header@example.org' );
		$before  = (int) wp_count_posts( Elementor::LIBRARY_POST_TYPE )->publish;
		$pages   = (int) wp_count_posts( 'page' )->draft;
		foreach ( array( array( '/stencilbox/v1/import', array() ), array( '/stencilbox/v1/import/page', array( 'title' => 'Header page' ) ) ) as [ $route, $extra ] ) {
			$response = $this->rest( 'POST', $route, array( 'id' => $this->id( 'harbor-header' ) ) + $extra );
			$this->assertSame( 400, $response->get_status(), $route );
			$this->assertSame( 'invalid_requirements', $response->get_data()['code'] );
			$this->assertSame( 'Elementor Pro required', $response->get_data()['data']['title'] );
		}
		wp_cache_flush();
		$this->assertSame( $before, (int) wp_count_posts( Elementor::LIBRARY_POST_TYPE )->publish );
		$this->assertSame( $pages, (int) wp_count_posts( 'page' )->draft );
		$this->assertSame( 0, ( new Downloads() )->page( $account, 1, 10 )['total'] );
	}

	public function test_images_in_widgets_backgrounds_and_galleries_are_copied_and_their_ids_follow(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'images@example.org' );
		$file   = WP_PLUGIN_DIR . '/stencilbox/stencilbox.php';
		$base   = plugins_url( 'tests/fixtures/catalogue-mini/images', $file );
		$urls   = array(
			'image'      => $base . '/harbor-hero.svg',
			'background' => $base . '/harbor-home.svg',
			'gallery1'   => $base . '/harbor-about.svg',
			'gallery2'   => $base . '/lumen-portfolio.svg',
			'inline'     => $base . '/quiet-contact.svg',
		);
		$this->store(
			'harbor-hero',
			array(
				'content' => array(
					array(
						'id'       => 'c0ffee1',
						'elType'   => 'container',
						'settings' => array(
							'background_background' => 'classic',
							'background_image'      => array(
								'url' => $urls['background'],
								'id'  => 901,
							),
						),
						'elements' => array(
							array(
								'id'         => 'c0ffee2',
								'elType'     => 'widget',
								'widgetType' => 'image',
								'settings'   => array(
									'image' => array(
										'url' => $urls['image'],
										'id'  => 902,
										'alt' => 'Hero',
									),
								),
								'elements'   => array(),
							),
							array(
								'id'         => 'c0ffee3',
								'elType'     => 'widget',
								'widgetType' => 'image-gallery',
								'settings'   => array(
									'wp_gallery' => array(
										array(
											'id'  => 903,
											'url' => $urls['gallery1'],
										),
										array(
											'id'  => 904,
											'url' => $urls['gallery2'],
										),
									),
								),
								'elements'   => array(),
							),
							array(
								'id'         => 'c0ffee4',
								'elType'     => 'widget',
								'widgetType' => 'text-editor',
								'settings'   => array( 'editor' => '<p><img src="' . $urls['inline'] . '" alt=""></p>' ),
								'elements'   => array(),
							),
						),
					),
				),
			)
		);
		$response = $this->rest( 'POST', '/stencilbox/v1/import', array( 'id' => $this->id( 'harbor-hero' ) ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 5, $response->get_data()['images']['copied'] );
		$this->assertSame( array(), $response->get_data()['images']['failed'] );
		$data    = $this->data( (int) $response->get_data()['post_id'] );
		$copy_of = static function ( string $url ): int {
			$found = get_posts(
				array(
					'post_type'   => 'attachment',
					'post_status' => 'inherit',
					'fields'      => 'ids',
					'meta_key'    => ImageLocalizer::SOURCE_META,
					'meta_value'  => $url,
				)
			);
			return (int) ( $found[0] ?? 0 );
		};
		$uploads = trailingslashit( wp_get_upload_dir()['baseurl'] );
		$pairs   = array(
			array( $data[0]['settings']['background_image'], 'background' ),
			array( $data[0]['elements'][0]['settings']['image'], 'image' ),
			array( $data[0]['elements'][1]['settings']['wp_gallery'][0], 'gallery1' ),
			array( $data[0]['elements'][1]['settings']['wp_gallery'][1], 'gallery2' ),
		);
		foreach ( $pairs as [ $media, $key ] ) {
			$attachment = $copy_of( $urls[ $key ] );
			$this->assertGreaterThan( 0, $attachment, $key );
			$this->assertSame( $attachment, $media['id'], $key . ': the id of the copy' );
			$this->assertSame( wp_get_attachment_url( $attachment ), $media['url'], $key );
			$this->assertStringStartsWith( $uploads, $media['url'] );
		}
		$this->assertSame( 'Hero', $data[0]['elements'][0]['settings']['image']['alt'] );
		// Elementor renders an image with an id by its attachment, alt text included.
		$this->assertSame( 'Hero', get_post_meta( $copy_of( $urls['image'] ), '_wp_attachment_image_alt', true ) );
		$this->assertSame( '', get_post_meta( $copy_of( $urls['gallery1'] ), '_wp_attachment_image_alt', true ), 'no alt given, none made up' );
		$this->assertStringContainsString( (string) wp_get_attachment_url( $copy_of( $urls['inline'] ) ), $data[0]['elements'][2]['settings']['editor'] );
	}

	public function test_raw_html_and_custom_code_stay_for_an_administrator_and_are_filtered_for_an_author(): void {
		$export = array(
			'content' => array(
				array(
					'id'         => 'b0b0b01',
					'elType'     => 'widget',
					'widgetType' => 'html',
					'settings'   => array(
						'html'              => '<div onclick="track()">Hi</div><script>window.analytics = 1;</script>',
						'custom_css'        => 'selector { color: red; }',
						'custom_attributes' => 'data-x|1,onmouseover|go()',
					),
					'elements'   => array(),
				),
			),
		);
		// The hub keeps the code (it decides nothing per user, and renders nothing).
		$this->assertSame( $export['content'], json_decode( ContentFilter::content( 'elementor', (string) wp_json_encode( $export ), true ), true )['content'] );
		$this->store( 'harbor-hero', $export );
		$settings = function ( string $role ): array {
			$this->login_as( $role );
			$this->signup_with_plan( $role . '-code@example.org' );
			$imported = $this->rest( 'POST', '/stencilbox/v1/import', array( 'id' => $this->id( 'harbor-hero' ) ) );
			$this->assertSame( 200, $imported->get_status(), (string) wp_json_encode( $imported->get_data() ) );
			$inserted = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-hero' ), 'platform' => 'elementor' ) );
			$this->assertSame( 200, $inserted->get_status() );
			$elements = json_decode( $inserted->get_data()['content'], true )['content'];
			$this->assertMatchesRegularExpression( '/^[0-9a-f]{7}$/', $elements[0]['id'], 'a new id, as Elementor gives a template it inserts' );
			$this->assertNotSame( 'b0b0b01', $elements[0]['id'] );
			$elements[0]['id'] = 'b0b0b01';
			$this->assertSame( $this->data( (int) $imported->get_data()['post_id'] ), $elements, 'insert and import agree' );
			return $this->data( (int) $imported->get_data()['post_id'] )[0]['settings'];
		};

		$admin = $settings( 'administrator' );
		$this->assertSame( $export['content'][0]['settings'], $admin, 'as Elementor lets an administrator keep it' );

		$author = $settings( 'author' );
		$this->assertFalse( user_can( get_current_user_id(), 'unfiltered_html' ) );
		$this->assertStringNotContainsString( '<script', $author['html'] );
		$this->assertStringNotContainsString( 'onclick', $author['html'] );
		$this->assertStringContainsString( 'Hi', $author['html'] );
		$this->assertArrayNotHasKey( 'custom_css', $author );
		$this->assertSame( 'data-x|1', $author['custom_attributes'] );
	}
}
