<?php
/**
 * Probe regressions [5] hole 1 (stored XSS through catalogue content) and
 * hole 3 (paid content readable without owning it).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Catalog;

use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Hub\Engagement\Purchases;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Plugin;
use Stencilbox\Site\Catalog\PreviewPage;
use Stencilbox\Support\Names;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\EngagementTestCase;

/**
 * Catalogue content is filtered on the way in (the hub's writer) and on the
 * way out (preview, details, insert), and a paid item's content reaches only
 * its owners.
 *
 * @database-neutral plants hostile content in a row; escaping, not SQL.
 */
final class HostileContentTest extends EngagementTestCase {
	use AccountHelpers;
	private const HOSTILE = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Atlas Gallery</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p><img src=x onerror=\"parent.stencilboxPwned=1\">Hello<script>parent.stencilboxPwned=2</script></p>\n<!-- /wp:paragraph -->";

	/**
	 * Stores content as an old install or a careless import might have,
	 * bypassing the writer's filter.
	 *
	 * @param int    $id      Item.
	 * @param string $content Content.
	 */
	private function store_raw( int $id, string $content ): void {
		global $wpdb;
		$wpdb->update( Names::table( 'catalog_content' ), array( 'content' => $content ), array( 'item_id' => $id ) );
		CatalogVersion::bump();
	}

	/**
	 * Makes an item paid.
	 *
	 * @param int $id Item.
	 */
	private function make_paid( int $id ): void {
		global $wpdb;
		$wpdb->update(
			Names::table( 'catalog_items' ),
			array(
				'price'     => 25,
				'plan'      => 'pro',
				'plan_rank' => 2,
			),
			array( 'id' => $id )
		);
		CatalogVersion::bump();
	}

	public function test_the_hub_stores_written_content_filtered(): void {
		$id = $this->writer->save_item(
			array(
				'platform' => 'gutenberg',
				'type'     => 'block',
				'slug'     => 'evil-block',
				'name'     => '<b>Evil</b> block',
				'content'  => self::HOSTILE,
			)
		);
		$stored = $this->catalog->content( $id );
		$this->assertStringNotContainsString( 'onerror', $stored );
		$this->assertStringNotContainsString( '<script', $stored );
		$this->assertStringContainsString( '<!-- wp:paragraph -->', $stored );
		$this->assertSame( 'Evil block', $this->catalog->row( $id )['name'] );
	}

	public function test_preview_details_preview_page_and_insert_never_carry_script(): void {
		$id = $this->id( 'atlas-gallery' );
		$this->store_raw( $id, self::HOSTILE );
		$this->capture_mails();
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'hostile@example.org' );

		$details = $this->rest( 'GET', '/stencilbox/v1/items/atlas-gallery', array( 'platform' => 'gutenberg', 'preview' => true ) )->get_data();
		$this->assertStringContainsString( 'Hello', $details['preview_content'] );
		$this->assertStringNotContainsString( 'onerror', $details['preview_content'] );
		$this->assertStringNotContainsString( '<script', $details['preview_content'] );

		$page = Plugin::instance()->service( PreviewPage::class )->render( 'atlas-gallery' );
		$this->assertStringContainsString( 'Hello', $page );
		$this->assertStringNotContainsString( 'onerror', $page );
		$this->assertStringNotContainsString( '<script', $page );

		$insert = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $id, 'platform' => 'gutenberg' ) );
		$this->assertSame( 200, $insert->get_status(), (string) wp_json_encode( $insert->get_data() ) );
		$this->assertStringContainsString( 'Hello', $insert->get_data()['content'] );
		$this->assertStringNotContainsString( 'onerror', $insert->get_data()['content'] );
		$this->assertStringNotContainsString( '<script', $insert->get_data()['content'] );
		$this->assertSame( array( 'core/heading', 'core/paragraph' ), array_values( array_filter( array_column( parse_blocks( $insert->get_data()['content'] ), 'blockName' ) ) ) );

		// An import saves the same filtered content, even for an administrator.
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'hostile-admin@example.org' );
		$this->release_mails();
		$imported = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $id, 'title' => 'Imported' ) );
		$this->assertSame( 200, $imported->get_status(), (string) wp_json_encode( $imported->get_data() ) );
		$this->assertStringNotContainsString( 'onerror', get_post( $imported->get_data()['post_id'] )->post_content );
		$this->assertStringNotContainsString( '<script', get_post( $imported->get_data()['post_id'] )->post_content );
	}

	public function test_a_name_with_markup_from_the_hub_reaches_titles_and_the_editors_as_plain_text(): void {
		// As a hostile hub, or an old row, would send it.
		$id = $this->id( 'atlas-gallery' );
		global $wpdb;
		$wpdb->update( Names::table( 'catalog_items' ), array( 'name' => 'Atlas <img src=x onerror=alert(1)>Gallery' ), array( 'id' => $id ) );
		CatalogVersion::bump();
		$this->capture_mails();
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'hostile-name@example.org' );
		$this->release_mails();

		$list = $this->rest( 'GET', '/stencilbox/v1/items', array( 'platform' => 'gutenberg', 'search' => 'Atlas' ) )->get_data();
		$this->assertContains( 'Atlas Gallery', array_column( $list['data'], 'name' ) );
		// The editors' insert: Elementor's history prints the name as HTML.
		$insert = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $id, 'platform' => 'gutenberg' ) );
		$this->assertSame( 200, $insert->get_status(), (string) wp_json_encode( $insert->get_data() ) );
		$this->assertSame( 'Atlas Gallery', $insert->get_data()['item']['name'] );
		// An import into the site's library names the post after it, even for an administrator.
		$imported = $this->rest( 'POST', '/stencilbox/v1/import', array( 'id' => $id, 'platform' => 'gutenberg' ) );
		$this->assertSame( 200, $imported->get_status(), (string) wp_json_encode( $imported->get_data() ) );
		$this->assertSame( 'Atlas Gallery', get_post( (int) $imported->get_data()['post_id'] )->post_title );
	}

	public function test_a_paid_item_s_content_reaches_its_owners_only(): void {
		$id = $this->id( 'atlas-gallery' );
		$this->make_paid( $id );
		update_option( HubController::REMOTE_OPTION, 1 );
		$hub = fn( ?string $key ): array => $this->hub( 'GET', '/catalog/items/atlas-gallery', array( 'platform' => 'gutenberg', 'preview' => 1 ), $key )->get_data();

		// Over HTTP: anonymous callers and a free account get the card only.
		$this->assertArrayNotHasKey( 'preview_content', $hub( null ) );
		$free = $this->hub_account( 'free' );
		$this->assertArrayNotHasKey( 'preview_content', $hub( $free['key'] ) );
		// A pro plan covers it; so does buying it.
		$this->assertStringContainsString( 'Atlas Gallery', $hub( $this->hub_account( 'pro' )['key'] )['preview_content'] );
		( new Purchases() )->grant( $free['id'], $id );
		$this->assertStringContainsString( 'Atlas Gallery', $hub( $free['key'] )['preview_content'] );

		// On the site: no account, then a free account, see no content; the
		// preview page draws a content-free card instead.
		$this->login_as( 'editor' );
		$site = fn(): array => $this->rest( 'GET', '/stencilbox/v1/items/atlas-gallery', array( 'platform' => 'gutenberg', 'preview' => true ) )->get_data();
		$this->assertArrayNotHasKey( 'preview_content', $site() );
		$this->site_member( 'editor' );
		$this->assertArrayNotHasKey( 'preview_content', $site() );
		$page = Plugin::instance()->service( PreviewPage::class )->render( 'atlas-gallery' );
		$this->assertStringContainsString( 'The preview of this item is shown once you own it.', $page );
		$this->assertStringNotContainsString( 'wp-block-columns', $page );
	}
}
