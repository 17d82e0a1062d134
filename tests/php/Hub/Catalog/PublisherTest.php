<?php
/**
 * "Publish to library" through the hub owner's REST route.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Admin\HubAdminPage;
use Stencilbox\Hub\Catalog\CapturedPicture;
use Stencilbox\Hub\Catalog\Publisher;
use Stencilbox\Hub\Catalog\PublishPreview;
use Stencilbox\Plugin;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Support\ContentFilter;

/**
 * Pages, posts, synced patterns and templates become catalogue items.
 */
final class PublisherTest extends CatalogTestCase {
	use AccountHelpers;
	private const NS = '/stencilbox-hub/v1/admin/catalog';

	private const MARKUP = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Northwind welcome</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>A published page.</p>\n<!-- /wp:paragraph -->";

	private function page( string $title = 'Northwind Landing', string $type = 'page' ): int {
		return (int) wp_insert_post(
			array(
				'post_type'    => $type,
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => self::MARKUP,
			)
		);
	}

	/**
	 * A real image as a data: URL, as the publish form's canvas makes it.
	 *
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @param string $type   webp or png.
	 */
	private static function capture( int $width = 60, int $height = 45, string $type = 'webp' ): string {
		$image = imagecreatetruecolor( $width, $height );
		imagefilledrectangle( $image, 0, 0, $width, (int) ( $height / 2 ), (int) imagecolorallocate( $image, 31, 78, 121 ) );
		ob_start();
		'webp' === $type ? imagewebp( $image ) : imagepng( $image );
		return 'data:image/' . $type . ';base64,' . base64_encode( (string) ob_get_clean() );
	}

	public function test_a_captured_thumbnail_is_checked_then_kept_by_its_content(): void {
		$this->login_as( 'administrator' );
		$id       = $this->page( 'Captured Page' );
		$card     = self::capture();
		$full     = self::capture( 100, 300 );
		$response = $this->rest(
			'POST',
			self::NS . '/publish',
			array(
				'source'             => "post:{$id}",
				'thumbnail_capture'  => $card,
				'screenshot_capture' => $full,
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$item    = $response->get_data();
		$uploads = wp_get_upload_dir();
		$this->assertMatchesRegularExpression( '#/stencilbox-catalog/published/captured-page-card-[0-9a-f]{10}\.webp$#', $item['thumbnail'] );
		$this->assertMatchesRegularExpression( '#/captured-page-full-[0-9a-f]{10}\.webp$#', $item['screenshots'][0] );
		$file = $uploads['basedir'] . substr( $item['thumbnail'], strlen( $uploads['baseurl'] ) );
		$this->assertSame( base64_decode( substr( $card, strpos( $card, ',' ) + 1 ) ), file_get_contents( $file ) );

		// Publishing again replaces the capture; the old file goes.
		$again = $this->rest(
			'POST',
			self::NS . '/publish',
			array(
				'source'            => "post:{$id}",
				'thumbnail_capture' => self::capture( 80, 60 ),
			)
		)->get_data();
		$this->assertNotSame( $item['thumbnail'], $again['thumbnail'] );
		$this->assertFileDoesNotExist( $file );
		$this->assertSame( array( $again['thumbnail'] ), $again['screenshots'], 'no screenshot sent: the thumbnail is the screenshot' );

		// The type comes from the bytes, not from what the browser declared.
		$png = $this->rest(
			'POST',
			self::NS . '/publish',
			array(
				'source'            => "post:{$id}",
				'thumbnail_capture' => str_replace( 'data:image/png', 'data:image/webp', self::capture( 60, 45, 'png' ) ),
			)
		)->get_data();
		$this->assertStringEndsWith( '.png', $png['thumbnail'] );
	}

	public function test_captures_no_item_uses_are_swept_and_a_deleted_item_takes_its_own(): void {
		$this->login_as( 'administrator' );
		$id      = $this->page( 'Swept Page' );
		$folder  = wp_get_upload_dir()['basedir'] . '/' . CapturedPicture::FOLDER;
		$age_all = static function () use ( $folder ): void {
			foreach ( (array) glob( $folder . '/*' ) as $file ) {
				touch( (string) $file, time() - CapturedPicture::GRACE - 60 );
			}
		};
		// Other tests' captures outlive their rolled-back rows.
		array_map( 'wp_delete_file', (array) glob( $folder . '/*' ) );
		$publish = fn( array $captures ): array => $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$id}" ) + $captures )->get_data();
		$publish(
			array(
				'thumbnail_capture'  => self::capture(),
				'screenshot_capture' => self::capture( 100, 300 ),
			)
		);
		$this->assertCount( 2, glob( $folder . '/swept-page-*' ) );

		// Published again with a card only: the old screenshot is no one's.
		$again = $publish( array( 'thumbnail_capture' => self::capture( 80, 60 ) ) );
		$age_all();
		// A capture whose publish is still under way is younger than GRACE.
		file_put_contents( $folder . '/other-page-card-0123456789.webp', 'x' );
		$this->assertSame( 1, CapturedPicture::sweep() );
		$left = array_map( 'basename', (array) glob( $folder . '/*' ) );
		sort( $left );
		$this->assertSame( array( 'other-page-card-0123456789.webp', basename( $again['thumbnail'] ) ), $left );

		// Deleting the item takes its capture with it (through the prune).
		$age_all();
		$this->assertSame( 200, $this->rest( 'DELETE', self::NS . '/items/' . $again['id'], array( 'confirm' => true ) )->get_status() );
		$this->assertSame( array(), glob( $folder . '/swept-page-*' ) );
		$this->assertSame( array(), glob( $folder . '/other-page-*' ), 'an old capture no item uses goes too' );
	}

	/**
	 * Captures that must be refused.
	 *
	 * @return array<string, array{0: callable(): string, 1: string}>
	 */
	public static function bad_captures(): array {
		return array(
			'not base64'        => array( static fn(): string => 'data:image/webp;base64,%%%', 'base64 image' ),
			'not a data url'    => array( static fn(): string => 'https://evil.example/x.webp', 'base64 image' ),
			'not an image'      => array( static fn(): string => 'data:image/webp;base64,' . base64_encode( 'RIFF....WEBPnot really' ), 'not a PNG, JPEG or WebP' ),
			'svg'               => array( static fn(): string => 'data:image/svg+xml;base64,' . base64_encode( '<svg xmlns="http://www.w3.org/2000/svg"/>' ), 'not a PNG, JPEG or WebP' ),
			'gif'               => array(
				static function (): string {
					ob_start();
					imagegif( imagecreatetruecolor( 2, 2 ) );
					return 'data:image/gif;base64,' . base64_encode( (string) ob_get_clean() );
				},
				'not a PNG, JPEG or WebP',
			),
			'php inside a webp' => array( static fn(): string => 'data:image/webp;base64,' . base64_encode( base64_decode( substr( self::capture(), 23 ) ) . '<?php echo 1;' ), 'holds PHP code' ),
			'too tall'          => array( static fn(): string => self::capture( 10, 9000 ), 'size is out of bounds' ),
		);
	}

	/**
	 * A bad capture fails the publish and writes nothing.
	 *
	 * @dataProvider bad_captures
	 *
	 * @param callable $capture The capture.
	 * @param string   $message Part of the message.
	 */
	public function test_a_bad_capture_is_refused( callable $capture, string $message ): void {
		$this->login_as( 'administrator' );
		$id       = $this->page( 'Refused Capture' );
		$response = $this->rest(
			'POST',
			self::NS . '/publish',
			array(
				'source'            => "post:{$id}",
				'thumbnail_capture' => $capture(),
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( $message, (string) $response->get_data()['message'] );
		$this->assertNull( $this->catalog->find( 'gutenberg', 'refused-capture' ) );
		$this->assertSame( array(), glob( wp_get_upload_dir()['basedir'] . '/stencilbox-catalog/published/refused-capture-*' ) );
	}

	public function test_the_publish_preview_renders_only_for_who_may_publish(): void {
		$this->login_as( 'administrator' );
		switch_theme( 'twentytwentyfive' );
		$id      = $this->page( 'Preview Me' );
		$preview = new PublishPreview( new Publisher( $this->writer, $this->catalog, $this->refs ) );
		$nonce   = wp_create_nonce( PublishPreview::NONCE_ACTION );
		$html    = $preview->render( "post:{$id}", $nonce );
		$this->assertStringContainsString( 'Northwind welcome', $html );
		$this->assertStringContainsString( 'class="entry-content wp-block-post-content', $html );
		$this->assertStringNotContainsString( '<script', $html, 'styles only' );
		$this->assertStringContainsString( 'This preview link has expired', $preview->render( "post:{$id}", 'nope' ) );
		$sources = $this->rest( 'GET', self::NS . '/sources', array( 'source' => "post:{$id}" ) )->get_data();
		$this->assertStringContainsString( PublishPreview::QUERY_VAR . '=post%3A' . $id, $sources[0]['preview'] );

		$this->login_as( 'contributor' );
		$other = $preview->render( "post:{$id}", wp_create_nonce( PublishPreview::NONCE_ACTION ) );
		$this->assertStringNotContainsString( 'Northwind welcome', $other );
	}

	public function test_only_site_managers_may_publish(): void {
		$id = $this->page();
		$this->assertSame( 401, $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$id}" ) )->get_status() );
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$id}" ) )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', self::NS . '/summary' )->get_status() );
	}

	public function test_publishes_a_page_that_lists_and_opens_like_any_item(): void {
		$this->login_as( 'administrator' );
		switch_theme( 'twentytwentyfive' );
		$id = $this->page();
		update_post_meta( $id, '_wp_page_template', 'page-no-title' );
		$response = $this->rest(
			'POST',
			self::NS . '/publish',
			array(
				'source'        => "post:{$id}",
				'description'   => 'Our own landing page.',
				'plan'          => 'starter',
				'price'         => 12.5,
				'categories'    => array( 'agency', 'Brand New Category' ),
				'tags'          => array( 'Hero', 'Fresh Tag' ),
				'template_type' => 'home',
				'pack'          => 'harbor-agency',
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$item = $response->get_data();
		$this->assertSame( 'northwind-landing', $item['slug'] );
		$this->assertSame( 'gutenberg', $item['platform'] );
		$this->assertSame( 'gutenberg', array_column( $this->rest( 'GET', self::NS . '/sources', array( 'source' => "post:{$id}" ) )->get_data(), 'platform', 'source' )[ "post:{$id}" ], 'the form is told it becomes a Gutenberg item' );
		$this->assertSame( 'page', $item['type'] );
		$this->assertSame( 'starter', $item['plan'] );
		$this->assertSame( 12.5, $item['price'] );
		$this->assertSame( array( 'agency', 'brand-new-category' ), array_column( $item['categories'], 'slug' ) );
		$this->assertSame( array( 'Fresh Tag', 'Hero' ), array_column( $item['tags'], 'name' ) );
		$this->assertSame( 'home', $item['template_type']['slug'] );
		$this->assertSame( 'harbor-agency', $item['pack']['slug'] );
		$this->assertTrue( $item['preview'], 'no featured image: the blocks are the preview' );
		$this->assertSame( self::MARKUP, $this->catalog->content( $item['id'] ) );
		$this->assertSame( array( 'template' => 'page-no-title' ), json_decode( $this->catalog->row( $item['id'] )['settings'], true ), 'the page template comes along' );

		// It is a normal catalogue item now: newest first, searchable.
		$this->assertSame( 'northwind-landing', $this->slugs( array( 'type' => 'page' ) )[0] );
		$this->assertSame( array( 'northwind-landing' ), $this->slugs( array( 'search' => 'northwind' ) ) );
		$this->login_as( 'editor' );
		// A priced item's content goes only to its owners (a starter plan covers it).
		$site = $this->rest( 'GET', '/stencilbox/v1/items/northwind-landing', array( 'platform' => 'gutenberg', 'preview' => true ) )->get_data();
		$this->assertArrayNotHasKey( 'preview_content', $site );
		$this->capture_mails();
		$this->signup_with_plan( 'northwind@example.org', 'starter' );
		$this->release_mails();
		$site = $this->rest( 'GET', '/stencilbox/v1/items/northwind-landing', array( 'platform' => 'gutenberg', 'preview' => true ) )->get_data();
		$this->assertSame( self::MARKUP, $site['preview_content'] );
	}

	public function test_publishing_again_updates_the_same_item(): void {
		$this->login_as( 'administrator' );
		$id    = $this->page();
		$first = $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$id}" ) )->get_data();
		wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => str_replace( 'A published page.', 'Now edited.', self::MARKUP ),
			)
		);
		$again = $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$id}", 'name' => 'Renamed' ) )->get_data();
		$this->assertSame( $first['id'], $again['id'] );
		$this->assertSame( $first['slug'], $again['slug'] );
		$this->assertSame( 'Renamed', $again['name'] );
		$this->assertStringContainsString( 'Now edited.', $this->catalog->content( $again['id'] ) );
		// A different source with the same title gets its own slug.
		$other = $this->rest( 'POST', self::NS . '/publish', array( 'source' => 'post:' . $this->page() ) )->get_data();
		$this->assertSame( 'northwind-landing-2', $other['slug'] );
	}

	public function test_the_listing_of_a_published_source_is_what_the_form_starts_from(): void {
		$this->login_as( 'administrator' );
		$id = $this->page();
		$this->assertSame( array( 'item' => null ), $this->rest( 'GET', self::NS . '/listing', array( 'source' => "post:{$id}" ) )->get_data(), 'not published yet' );
		$this->rest(
			'POST',
			self::NS . '/publish',
			array(
				'source'        => "post:{$id}",
				'name'          => 'Northwind hero',
				'type'          => 'block',
				'description'   => 'A bold hero for agencies.',
				'plan'          => 'starter',
				'price'         => 9,
				'tags'          => array( 'Hero' ),
				'template_type' => 'hero',
				'featured'      => true,
			)
		);
		$response = $this->rest( 'GET', self::NS . '/listing', array( 'source' => "post:{$id}" ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$item = $response->get_data()['item'];
		$this->assertSame( 'Northwind hero', $item['name'] );
		$this->assertSame( 'block', $item['type'] );
		$this->assertSame( 'A bold hero for agencies.', $item['description'] );
		$this->assertSame( 'starter', $item['plan'] );
		$this->assertSame( 9.0, (float) $item['price'] );
		$this->assertSame( array( 'Hero' ), array_column( $item['tags'], 'name' ) );
		$this->assertSame( 'hero', $item['template_type']['slug'] );
		$this->assertTrue( $item['featured'] );

		// The same rights as publishing it.
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', self::NS . '/listing', array( 'source' => "post:{$id}" ) )->get_status() );
		$this->login_as( 'administrator' );
		$this->assertSame( 404, $this->rest( 'GET', self::NS . '/listing', array( 'source' => 'post:999999' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', self::NS . '/listing', array( 'source' => 'bogus' ) )->get_status() );
	}

	public function test_synced_patterns_are_blocks_and_elementor_pages_get_a_variant(): void {
		$this->login_as( 'administrator' );
		$pattern = $this->rest( 'POST', self::NS . '/publish', array( 'source' => 'post:' . $this->page( 'Northwind Strip', 'wp_block' ) ) )->get_data();
		$this->assertSame( 'block', $pattern['type'] );

		$post = $this->page( 'Built With Elementor' );
		update_post_meta( $post, '_elementor_edit_mode', 'builder' );
		update_post_meta( $post, '_elementor_data', wp_slash( wp_json_encode( array( array( 'id' => 'a1b2c3d', 'elType' => 'container', 'settings' => array(), 'elements' => array() ) ) ) ) );
		$item = $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$post}" ) )->get_data();
		$this->assertSame( 'gutenberg', $item['platform'] );
		$this->assertSame( array( array( 'platform' => 'elementor', 'slug' => 'built-with-elementor' ) ), $item['variations'] );
		$listed = $this->rest( 'GET', self::NS . '/sources', array( 'search' => 'Built With Elementor' ) )->get_data()[0];
		$this->assertSame( array( 'Page, built with Elementor', 'gutenberg' ), array( $listed['kind_label'], $listed['platform'] ), 'blocks beside the elements: the form is told it becomes a Gutenberg item' );
		$elementor = $this->catalog->find( 'elementor', 'built-with-elementor' );
		$json      = json_decode( $this->catalog->content( $elementor['id'] ), true );
		$this->assertSame( '0.4', $json['version'] );
		$this->assertSame( 'page', $json['type'] );
		$this->assertSame( 'a1b2c3d', $json['content'][0]['id'] );
	}

	/**
	 * An Elementor page's element tree, as Elementor stores it: a container
	 * with a heading, a text with a script and a button whose link is a
	 * script URL, custom CSS on the container.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function elementor_tree(): array {
		return array(
			array(
				'id'       => 'c0ffee1',
				'elType'   => 'container',
				'settings' => array(
					'content_width'    => 'boxed',
					'background_color' => '#1F4E79',
					'padding'          => array(
						'unit'     => 'px',
						'top'      => '40',
						'isLinked' => false,
					),
					'custom_css'       => 'selector{outline:1px solid red}',
				),
				'elements' => array(
					array(
						'id'         => 'c0ffee2',
						'elType'     => 'widget',
						'widgetType' => 'heading',
						'settings'   => array(
							'title'       => 'Harbor welcome',
							'header_size' => 'h1',
						),
						'elements'   => array(),
					),
					array(
						'id'         => 'c0ffee3',
						'elType'     => 'widget',
						'widgetType' => 'text-editor',
						'settings'   => array( 'editor' => '<p>Built with Elementor.</p><script>alert(1)</script>' ),
						'elements'   => array(),
					),
					array(
						'id'         => 'c0ffee4',
						'elType'     => 'widget',
						'widgetType' => 'button',
						'settings'   => array(
							'text' => 'Book now',
							'link' => array(
								'url'         => 'javascript:alert(1)',
								'is_external' => '',
							),
						),
						'elements'   => array(),
					),
				),
				'isInner'  => false,
			),
		);
	}

	/**
	 * A page built with Elementor as Elementor leaves it after a save: the
	 * tree in `_elementor_data` (slashed JSON), edit mode `builder`, page
	 * settings, and its plain-text copy (no blocks) in `post_content`.
	 *
	 * @param array<int, mixed> $tree   Elements.
	 * @param string            $status Post status.
	 */
	private function elementor_page( array $tree, string $status = 'publish' ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => $status,
				'post_title'   => 'Harbor Elementor Home',
				'post_content' => "<h1>Harbor welcome</h1>\n<p>Built with Elementor.</p>\nBook now",
			)
		);
		update_post_meta( $id, '_elementor_edit_mode', 'builder' );
		update_post_meta( $id, '_elementor_template_type', 'wp-page' );
		update_post_meta( $id, '_elementor_data', wp_slash( (string) wp_json_encode( $tree ) ) );
		update_post_meta( $id, '_elementor_page_settings', array( 'hide_title' => 'yes' ) );
		update_post_meta( $id, '_wp_page_template', 'elementor_header_footer' );
		return $id;
	}

	public function test_a_page_built_with_elementor_is_published_as_an_elementor_item_with_its_tree(): void {
		$this->login_as( 'administrator' );
		$tree     = self::elementor_tree();
		$id       = $this->elementor_page( $tree, 'draft' );
		$response = $this->rest(
			'POST',
			self::NS . '/publish',
			array(
				'source' => "post:{$id}",
				'plan'   => 'starter',
				'pack'   => 'harbor-agency',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$item = $response->get_data();
		$this->assertSame( 'elementor', $item['platform'] );
		$this->assertSame( 'page', $item['type'] );
		$this->assertSame( 'harbor-elementor-home', $item['slug'] );
		$this->assertSame( 'starter', $item['plan'] );
		$this->assertSame( 'harbor-agency', $item['pack']['slug'] );
		$this->assertSame( array(), $item['variations'], 'no blocks: no Gutenberg item' );
		$this->assertNull( $this->catalog->find( 'gutenberg', 'harbor-elementor-home' ) );

		// The tree as Elementor stored it, filtered as any incoming
		// Elementor JSON is on the hub: the script URL goes; the markup and
		// custom CSS stay for the site to filter per user.
		$export = json_decode( $this->catalog->content( $item['id'] ), true );
		$this->assertSame( '0.4', $export['version'] );
		$this->assertSame( 'page', $export['type'] );
		$this->assertSame( 'Harbor Elementor Home', $export['title'] );
		$expected = $tree;
		$expected[0]['elements'][2]['settings']['link']['url'] = '';
		$this->assertSame( $expected, $export['content'] );
		$this->assertSame( array( 'hide_title' => 'yes' ), $export['page_settings'] );
		$this->assertSame( array( 'template' => 'elementor_header_footer' ), json_decode( $this->catalog->row( $item['id'] )['settings'], true ), 'the page template comes along' );
		$this->assertSame( $export['content'], json_decode( ContentFilter::content( 'elementor', (string) wp_json_encode( $export ), true ), true )['content'], 'stored filtered: filtering again changes nothing' );

		// Known from its source: listed, and published again it is updated.
		$this->assertSame( $item['id'], $this->rest( 'GET', self::NS . '/listing', array( 'source' => "post:{$id}" ) )->get_data()['item']['id'] );
		$sources = $this->rest( 'GET', self::NS . '/sources', array( 'source' => "post:{$id}" ) )->get_data();
		$this->assertSame( 'harbor-elementor-home', array_column( $sources, 'published', 'source' )[ "post:{$id}" ] );
		$this->assertSame( 'Page, built with Elementor', array_column( $sources, 'kind_label', 'source' )[ "post:{$id}" ], 'the picker says how it will be published' );
		$this->assertSame( 'elementor', array_column( $sources, 'platform', 'source' )[ "post:{$id}" ], 'the form is told it becomes an Elementor item' );
		$listed = $this->rest( 'GET', self::NS . '/sources', array( 'search' => 'Harbor Elementor' ) )->get_data();
		$this->assertSame( 'Page, built with Elementor', array_column( $listed, 'kind_label', 'source' )[ "post:{$id}" ] );
		$this->assertSame( 'elementor', array_column( $listed, 'platform', 'source' )[ "post:{$id}" ] );
		$tree[0]['elements'][0]['settings']['title'] = 'Harbor, edited';
		update_post_meta( $id, '_elementor_data', wp_slash( (string) wp_json_encode( $tree ) ) );
		$again = $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$id}" ) )->get_data();
		$this->assertSame( $item['id'], $again['id'] );
		$this->assertSame( 'Harbor, edited', json_decode( $this->catalog->content( $item['id'] ), true )['content'][0]['elements'][0]['settings']['title'] );
	}

	public function test_an_elementor_post_is_published_only_by_who_may_edit_it_and_only_with_elements(): void {
		$this->login_as( 'administrator' );
		$id = $this->elementor_page( self::elementor_tree() );
		update_post_meta( $id, '_elementor_data', '[]' );
		$empty = $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$id}" ) );
		$this->assertSame( 400, $empty->get_status() );
		$this->assertSame( 'This Elementor page has no content to publish.', $empty->get_data()['message'] );
		update_post_meta( $id, '_elementor_data', wp_slash( '{"elType":"widget","settings":{}}' ) );
		$this->assertSame( 400, $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$id}" ) )->get_status(), 'not a list of elements' );
		update_post_meta( $id, '_elementor_data', wp_slash( '[{"id":"a","settings":{}}]' ) );
		$this->assertSame( 400, $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$id}" ) )->get_status(), 'an element without a type' );

		// A site manager who may not edit this post may not publish it.
		update_post_meta( $id, '_elementor_data', wp_slash( (string) wp_json_encode( self::elementor_tree() ) ) );
		$deny = static fn( array $caps, string $cap, int $user, array $args ): array => 'edit_post' === $cap && (int) ( $args[0] ?? 0 ) === $id ? array( 'do_not_allow' ) : $caps;
		add_filter( 'map_meta_cap', $deny, 10, 4 );
		$this->assertSame( 403, $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$id}" ) )->get_status() );
		remove_filter( 'map_meta_cap', $deny, 10 );
		// A pack the library has for Gutenberg only cannot hold it: the
		// form offers the packs of each platform (the summary says which).
		$packs = array_column( $this->rest( 'GET', self::NS . '/summary' )->get_data()['packs'], 'platforms', 'slug' );
		$this->assertSame( array( 'gutenberg' ), $packs['saffron-bistro'] );
		$this->assertSame( array( 'gutenberg', 'elementor' ), $packs['harbor-agency'] );
		$pack = $this->rest(
			'POST',
			self::NS . '/publish',
			array(
				'source' => "post:{$id}",
				'pack'   => 'saffron-bistro',
			)
		);
		$this->assertSame( 400, $pack->get_status() );
		$this->assertSame( 'That pack has no Elementor version: choose another pack, or none.', $pack->get_data()['message'] );
		$this->assertNull( $this->catalog->find( 'elementor', 'harbor-elementor-home' ), 'nothing was written' );
	}

	public function test_the_publish_preview_of_an_elementor_page_shows_its_elements(): void {
		$this->login_as( 'administrator' );
		$id      = $this->elementor_page( self::elementor_tree() );
		$preview = new PublishPreview( new Publisher( $this->writer, $this->catalog, $this->refs ) );
		$html    = $preview->render( "post:{$id}", wp_create_nonce( PublishPreview::NONCE_ACTION ) );
		// Without Elementor here, its outline, filtered, in the wrapper the capture reads.
		$this->assertStringContainsString( '<div class="wp-block-post-content stencilbox-publish-preview__elementor">', $html );
		$this->assertStringContainsString( '<h2>Harbor welcome</h2>', $html );
		$this->assertStringContainsString( 'Book now', $html );
		$this->assertStringNotContainsString( '<script', $html );
	}

	public function test_publishes_a_theme_template(): void {
		$this->login_as( 'administrator' );
		$templates = get_block_templates( array(), 'wp_template_part' );
		$this->assertNotEmpty( $templates, 'the active block theme has template parts' );
		$part = $templates[0];
		$item = $this->rest( 'POST', self::NS . '/publish', array( 'source' => 'wp_template_part:' . $part->id, 'name' => 'Theme part' ) )->get_data();
		$this->assertSame( 'block', $item['type'] );
		$this->assertSame( $part->content, $this->catalog->content( $item['id'] ) );

		$sources = $this->rest( 'GET', self::NS . '/sources' )->get_data();
		$this->assertContains( 'wp_template_part:' . $part->id, array_column( $sources, 'source' ) );
		$published = array_column( $sources, 'published', 'source' );
		$this->assertSame( 'theme-part', $published[ 'wp_template_part:' . $part->id ] );
	}

	public function test_refuses_bad_sources(): void {
		$this->login_as( 'administrator' );
		$this->assertSame( 400, $this->rest( 'POST', self::NS . '/publish', array( 'source' => 'file:/etc/passwd' ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', self::NS . '/publish', array( 'source' => 'post:999999' ) )->get_status() );
		$attachment = (int) wp_insert_post( array( 'post_type' => 'attachment', 'post_title' => 'x', 'post_status' => 'inherit' ) );
		$this->assertSame( 404, $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$attachment}" ) )->get_status() );
		$empty = (int) wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Empty', 'post_status' => 'publish', 'post_content' => 'plain text' ) );
		$this->assertSame( 400, $this->rest( 'POST', self::NS . '/publish', array( 'source' => "post:{$empty}" ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', self::NS . '/publish', array( 'source' => 'post:' . $this->page(), 'template_type' => 'nope' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', self::NS . '/publish', array( 'source' => 'post:' . $this->page(), 'plan' => 'gold' ) )->get_status() );
	}

	public function test_deleting_an_item(): void {
		$this->login_as( 'administrator' );
		$pack = $this->catalog->find( 'gutenberg', 'harbor-agency' );
		$unconfirmed = $this->rest( 'DELETE', self::NS . '/items/' . $pack['id'] );
		$this->assertSame( 400, $unconfirmed->get_status(), 'a delete must be confirmed' );
		$this->assertSame( 'invalid_data', $unconfirmed->get_data()['code'] );
		$this->assertNotNull( $this->catalog->find( 'gutenberg', 'harbor-agency' ), 'nothing changed' );
		$this->assertSame( 200, $this->rest( 'DELETE', self::NS . '/items/' . $pack['id'], array( 'confirm' => true ) )->get_status() );
		$this->assertNull( $this->catalog->find( 'gutenberg', 'harbor-agency' ) );
		// Its items stay, standalone.
		$this->assertNull( $this->catalog->find( 'gutenberg', 'harbor-home' )['pack'] );
		$this->assertSame( 404, $this->rest( 'DELETE', self::NS . '/items/' . $pack['id'], array( 'confirm' => true ) )->get_status() );
	}

	public function test_row_action_and_settings_link(): void {
		// As in wp-admin, on a site that is its own hub.
		Plugin::instance()->hook( HubAdminPage::class );
		$this->login_as( 'administrator' );
		$id      = $this->page();
		$actions = apply_filters( 'page_row_actions', array(), get_post( $id ) );
		$this->assertStringContainsString( 'page=stencilbox-hub&#038;publish=post%3A' . $id . '"', $actions['stencilbox_publish'] );
		$this->assertStringContainsString( 'aria-label="Publish “Northwind Landing” to the Stencilbox library">Publish to library</a>', $actions['stencilbox_publish'] );
		// Every row of a list has its own post and title (the link and
		// texts are shared per request); a title's markup is not read out.
		$other   = $this->page( 'Harbor <em>Home</em>', 'post' );
		$actions = apply_filters( 'post_row_actions', array(), get_post( $other ) );
		$this->assertStringContainsString( 'publish=post%3A' . $other . '"', $actions['stencilbox_publish'] );
		$this->assertStringContainsString( 'aria-label="Publish “Harbor Home” to the Stencilbox library"', $actions['stencilbox_publish'] );
		// A title without markup is trimmed and escaped as the stripped one was.
		$plain   = $this->page( '  Tom & "Jerry"  ', 'post' );
		$actions = apply_filters( 'post_row_actions', array(), get_post( $plain ) );
		$this->assertStringContainsString( 'aria-label="Publish “Tom &amp; &quot;Jerry&quot;” to the Stencilbox library"', $actions['stencilbox_publish'] );
		// A saved template too (issue [26] item 5: it keeps what it is).
		$template = $this->page( 'Harbor header', 'stencilbox_template' );
		$actions  = apply_filters( 'post_row_actions', array(), get_post( $template ) );
		$this->assertStringContainsString( 'publish=post%3A' . $template . '"', $actions['stencilbox_publish'] );
		$this->login_as( 'editor' );
		$this->assertArrayNotHasKey( 'stencilbox_publish', apply_filters( 'page_row_actions', array(), get_post( $id ) ) );
	}
}
