<?php
/**
 * A page item inserted into a post without a title ([23] 4): the post is
 * named after the item, and a page whose content brings its own level-1
 * heading is marked as showing its own title (the full-site import's
 * marker), so a visitor sees one title, not the theme's above the item's.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Site\Templates\TemplateRenderer;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\FrontPages;

/**
 * `/insert`'s `untitled`, what the block editor saves with it, and the page a visitor gets.
 */
final class InsertUntitledTest extends CatalogTestCase {
	use AccountHelpers;
	use FrontPages;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		self::empty_catalogue();
		$this->importer->import_folder( dirname( __DIR__, 4 ) . '/php/Hub/Catalog/demo', 'demo', true );
		switch_theme( 'twentytwentyfive' );
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'untitled@example.org', 'pro' );
	}

	protected function tearDown(): void {
		$this->release_mails();
		unset( $GLOBALS['_wp_current_template_content'], $GLOBALS['_wp_current_template_id'] );
		parent::tearDown();
	}

	/**
	 * `/insert` of a demo item into a post.
	 *
	 * @param string $slug    Item.
	 * @param int    $post_id Post.
	 * @return array<string, mixed>
	 */
	private function insert( string $slug, int $post_id ): array {
		$response = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => (int) $this->catalog->id_of( 'gutenberg', $slug ), 'postId' => $post_id, 'platform' => 'gutenberg' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (array) json_decode( (string) wp_json_encode( $response->get_data() ), true );
	}

	/**
	 * An empty new page or post, as the block editor makes it.
	 *
	 * @param string $type Post type.
	 */
	private function untitled( string $type ): int {
		require_once ABSPATH . 'wp-admin/includes/post.php';
		$id = (int) get_default_post_to_edit( $type, true )->ID;
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	public function test_a_page_item_names_an_untitled_page_and_marks_its_own_title(): void {
		// Consultant About: a level-1 heading of its own, no page template
		// (the demo packs' pages ask for "page without title").
		$page     = $this->untitled( 'page' );
		$answer   = $this->insert( 'consultant-about', $page );
		$untitled = $answer['untitled'];
		$this->assertSame( $answer['item']['name'], $untitled['title'] );
		$this->assertSame( array( TemplateRenderer::META_OWN_TITLE => true ), $untitled['meta'] );

		// What the block editor then saves (title, meta, content) is allowed
		// to who edits the page, and the visitor sees one title: the item's.
		$saved = $this->rest(
			'POST',
			'/wp/v2/pages/' . $page,
			array(
				'title'   => $untitled['title'],
				'meta'    => $untitled['meta'],
				'content' => $answer['content'],
				'status'  => 'publish',
			)
		);
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( '1', get_post_meta( $page, TemplateRenderer::META_OWN_TITLE, true ) );
		$html = $this->visit( 'page_id=' . $page );
		$this->assertStringContainsString( 'wp-block-heading', $html, 'the item is shown' );
		$this->assertSame( 1, preg_match_all( '/<h1[\s>]/', $html ), 'one level-1 heading: the item’s own' );

		// Without the mark the theme's title is printed above it: two.
		delete_post_meta( $page, TemplateRenderer::META_OWN_TITLE );
		$this->assertSame( 2, preg_match_all( '/<h1[\s>]/', $this->visit( 'page_id=' . $page ) ) );
	}

	public function test_what_is_not_marked(): void {
		// A page item whose page template this theme has: the template
		// decides (Twenty Twenty-Five's "page without title").
		$home = $this->insert( 'harbor-agency-home', $this->untitled( 'page' ) );
		$this->assertSame( 'page-no-title', $home['page_settings']['template'] );
		$this->assertSame( $home['item']['name'], $home['untitled']['title'] );
		$this->assertSame( array(), $home['untitled']['meta'] );
		// A post: named, but the mark is a page's.
		$post = $this->insert( 'harbor-agency-about', $this->untitled( 'post' ) );
		$this->assertSame( $post['item']['name'], $post['untitled']['title'] );
		$this->assertSame( array(), $post['untitled']['meta'] );
		// A block names nothing; nor does an insert with no post.
		$this->assertNull( $this->insert( 'harbor-agency-hero', $this->untitled( 'page' ) )['untitled'] );
		$this->assertNull( $this->insert( 'harbor-agency-about', 0 )['untitled'] );
		// A classic theme's page template is its own PHP: no mark.
		switch_theme( 'twentytwentyone' );
		$classic = $this->insert( 'harbor-agency-about', $this->untitled( 'page' ) );
		$this->assertFalse( wp_is_block_theme() );
		$this->assertSame( array(), $classic['untitled']['meta'], (string) wp_json_encode( array_diff_key( $classic, array( 'content' => 1, 'item' => 1 ) ) ) );
	}

	public function test_only_who_may_edit_the_page_sets_the_mark(): void {
		$page = $this->untitled( 'page' );
		$this->login_as( 'contributor' );
		$refused = $this->rest( 'POST', '/wp/v2/pages/' . $page, array( 'meta' => array( TemplateRenderer::META_OWN_TITLE => true ) ) );
		$this->assertContains( $refused->get_status(), array( 401, 403 ) );
		$this->assertEmpty( get_post_meta( $page, TemplateRenderer::META_OWN_TITLE, true ) );
	}

	/**
	 * The page a visitor gets (plain permalinks), through WordPress's template loader.
	 *
	 * @param string $query Query string.
	 */
	private function visit( string $query ): string {
		wp_set_current_user( 0 );
		self::front_request( $query );
		return self::loaded_template();
	}
}
