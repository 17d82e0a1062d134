<?php
/**
 * POST /insert, /import and /import/page through the in-process hub.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Hub\Catalog\ItemDesigns;
use Stencilbox\Hub\Engagement\Downloads;
use Stencilbox\Plugin;
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\Design\LookChoice;
use Stencilbox\Support\Names;
use Stencilbox\Support\Provenance\Marker;
use Stencilbox\Tests\ClassicThemes;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;

/**
 * Access rules, download records, posts created, nothing written on failure.
 */
final class ImportRoutesTest extends CatalogTestCase {
	use AccountHelpers;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->release_mails();
		if ( 'twentytwentyfive' !== get_stylesheet() ) {
			switch_theme( 'twentytwentyfive' );
		}
		parent::tearDown();
	}

	/**
	 * The provenance mark of inserted blocks (a new ref each insert).
	 *
	 * @param string $content Inserted content.
	 */
	private static function ref( string $content ): string {
		$first = array_values( array_filter( parse_blocks( $content ), static fn( array $b ): bool => null !== $b['blockName'] ) )[0];
		return (string) $first['attrs']['metadata'][ Marker::KEY ];
	}

	private function id( string $slug, string $platform = 'gutenberg' ): int {
		return (int) $this->catalog->id_of( $platform, $slug );
	}

	private function downloads( int $account ): int {
		return ( new Downloads() )->page( $account, 1, 100 )['total'];
	}

	public function test_insert_answers_content_with_local_images_and_records_the_download(): void {
		$user    = $this->login_as( 'author' );
		$account = $this->signup_with_plan( 'ins@example.org' );
		$post    = wp_insert_post( array( 'post_title' => 'Mine', 'post_author' => $user ) );
		$response = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-hero' ), 'postId' => $post, 'origin' => 'library', 'platform' => 'gutenberg' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertNull( $data['error'] );
		$this->assertNotSame( '', $data['content'] );
		$blocks = array_filter( parse_blocks( $data['content'] ), static fn( array $b ): bool => null !== $b['blockName'] );
		$this->assertNotEmpty( $blocks );
		$this->assertSame( 1, $this->downloads( $account ) );
		$this->assertSame( 'harbor-hero', $data['item']['slug'] );
		$this->assertArrayHasKey( 'template', $data['page_settings'] );
		// Post content is untouched: the editor inserts it.
		$this->assertSame( '', get_post( $post )->post_content );
	}

	public function test_insert_into_a_post_the_user_cannot_edit_is_403_and_records_nothing(): void {
		$other   = wp_insert_post( array( 'post_title' => 'Not mine', 'post_author' => 1, 'post_status' => 'publish' ) );
		$this->login_as( 'contributor' );
		$account = $this->signup_with_plan( 'contrib@example.org' );
		$response = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-hero' ), 'postId' => $other ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 0, $this->downloads( $account ) );
	}

	public function test_unknown_item_is_404(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'unknown@example.org' );
		$response = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => 999999 ) );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'item_not_found', $response->get_data()['code'] );
	}

	public function test_signed_out_unverified_and_locked_items_are_refused_with_the_spec_codes(): void {
		$this->login_as( 'editor' );
		$signed_out = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-hero' ) ) );
		$this->assertSame( 401, $signed_out->get_status() );
		$this->assertSame( 'not_signed_in', $signed_out->get_data()['code'] );

		$account    = $this->signup_with_plan( 'unver@example.org', 'pro', false );
		$unverified = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-hero' ) ) );
		$this->assertSame( 403, $unverified->get_status() );
		$this->assertSame( 'unverified_account', $unverified->get_data()['code'] );
		$this->assertSame( 'Sorry your account is not verified. Please verify your account to start inserting items.', $unverified->get_data()['message'] );
		$this->assertSame( 0, $this->downloads( $account ) );

		$this->login_as( 'editor' );
		$free   = $this->signup_with_plan( 'freeplan@example.org', 'free' );
		$locked = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'saffron-menu' ) ) );
		$this->assertSame( 403, $locked->get_status() );
		$this->assertSame( 'required_pro_templately', $locked->get_data()['code'] );
		$this->assertSame( 'pro', $locked->get_data()['data']['plan'] );
		$this->assertSame( 0, $this->downloads( $free ) );
		$pack = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-agency' ) ) );
		$this->assertSame( 400, $pack->get_status(), 'a pack is not inserted' );
	}

	public function test_access_answers_like_insert_and_records_nothing(): void {
		$this->login_as( 'editor' );
		$account = $this->signup_with_plan( 'access@example.org', 'free' );
		$this->assertSame( 200, $this->rest( 'GET', '/stencilbox/v1/items/' . $this->id( 'harbor-hero' ) . '/access' )->get_status() );
		$locked = $this->rest( 'GET', '/stencilbox/v1/items/' . $this->id( 'saffron-menu' ) . '/access' );
		$this->assertSame( 403, $locked->get_status() );
		$this->assertSame( 'required_pro_templately', $locked->get_data()['code'] );
		$this->assertSame( 404, $this->rest( 'GET', '/stencilbox/v1/items/999999/access' )->get_status() );
		$this->assertSame( 0, $this->downloads( $account ) );
	}

	public function test_import_page_needs_a_title_and_creates_a_draft_page(): void {
		$this->login_as( 'editor' );
		$account = $this->signup_with_plan( 'page@example.org' );
		$empty   = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $this->id( 'harbor-home' ), 'title' => '   ' ) );
		$this->assertSame( 400, $empty->get_status() );
		$this->assertSame( 'Please give the new page a title.', $empty->get_data()['message'] );
		$this->assertSame( 0, $this->downloads( $account ) );
		$before = wp_count_posts( 'page' )->draft;

		$ok = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $this->id( 'harbor-home' ), 'title' => 'Our home', 'platform' => 'gutenberg' ) );
		$this->assertSame( 200, $ok->get_status(), (string) wp_json_encode( $ok->get_data() ) );
		$page = get_post( $ok->get_data()['post_id'] );
		$this->assertSame( 'page', $page->post_type );
		$this->assertSame( 'draft', $page->post_status );
		$this->assertSame( 'Our home', $page->post_title );
		$this->assertNotSame( '', $page->post_content );
		$this->assertStringContainsString( 'post=' . $page->ID, $ok->get_data()['edit_link'] );
		$this->assertSame( 1, $this->downloads( $account ) );
		wp_cache_flush();
		$this->assertSame( $before + 1, (int) wp_count_posts( 'page' )->draft );
	}

	public function test_a_page_brings_its_page_template_when_the_theme_has_it(): void {
		switch_theme( 'twentytwentyfive' );
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'template@example.org' );
		$home = $this->id( 'harbor-home' );

		$insert = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $home ) );
		$this->assertSame( 200, $insert->get_status(), (string) wp_json_encode( $insert->get_data() ) );
		$this->assertSame( 'page-no-title', $insert->get_data()['page_settings']['template'] );
		// Elementor variants carry no block-theme template: their export's own
		// (Elementor Full Width), which the Elementor editor applies.
		$elementor = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-home', 'elementor' ) ) );
		$this->assertSame( 'elementor_header_footer', $elementor->get_data()['page_settings']['template'] );

		$page = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $home, 'title' => 'Calm' ) );
		$this->assertSame( 200, $page->get_status() );
		$this->assertSame( 'page-no-title', get_page_template_slug( $page->get_data()['post_id'] ) );

		// A theme without that template: the page keeps the default one.
		$drop = static fn( array $templates ): array => array_diff_key( $templates, array( 'page-no-title' => true ) );
		add_filter( 'theme_page_templates', $drop );
		$other = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $home, 'title' => 'Calm too' ) );
		$this->assertSame( 200, $other->get_status() );
		remove_filter( 'theme_page_templates', $drop );
		$this->assertSame( '', get_page_template_slug( $other->get_data()['post_id'] ) );
	}

	public function test_a_post_that_cannot_be_created_takes_its_image_copies_back(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'failing@example.org' );
		wp_cache_flush();
		$attachments = (int) wp_count_posts( 'attachment' )->inherit;
		$pages       = (int) wp_count_posts( 'page' )->draft;
		add_filter( 'wp_insert_post_empty_content', '__return_true' );
		$response = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $this->id( 'harbor-home' ), 'title' => 'Never' ) );
		remove_filter( 'wp_insert_post_empty_content', '__return_true' );
		$this->assertSame( 500, $response->get_status() );
		$this->assertSame( 'import_failed', $response->get_data()['code'] );
		wp_cache_flush();
		$this->assertSame( $attachments, (int) wp_count_posts( 'attachment' )->inherit, 'the copied images are gone again' );
		$this->assertSame( $pages, (int) wp_count_posts( 'page' )->draft );

		// The same import works once the post can be created, copying the images afresh.
		$ok = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $this->id( 'harbor-home' ), 'title' => 'Now' ) );
		$this->assertSame( 200, $ok->get_status() );
		$this->assertGreaterThan( 0, $ok->get_data()['images']['copied'] );
	}

	public function test_a_user_who_cannot_create_the_post_is_refused_before_the_hub_records_or_copies_anything(): void {
		$this->login_as( 'author' );
		$account     = $this->signup_with_plan( 'author-import@example.org' );
		$attachments = (int) wp_count_posts( 'attachment' )->inherit;

		$page = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $this->id( 'harbor-home' ), 'title' => 'Mine' ) );
		$this->assertSame( 403, $page->get_status() );
		$this->assertSame( 'rest_forbidden', $page->get_data()['code'] );

		// A page item imported to the library is a page too: authors cannot.
		$import = $this->rest( 'POST', '/stencilbox/v1/import', array( 'id' => $this->id( 'harbor-home' ) ) );
		$this->assertSame( 403, $import->get_status() );

		$this->assertSame( 0, $this->downloads( $account ) );
		wp_cache_flush();
		$this->assertSame( $attachments, (int) wp_count_posts( 'attachment' )->inherit );
	}

	public function test_import_makes_a_synced_pattern_of_a_block_and_refuses_elementor_without_it(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'imp@example.org' );
		$block = $this->rest( 'POST', '/stencilbox/v1/import', array( 'id' => $this->id( 'sunrise-hero' ) ) );
		$this->assertSame( 200, $block->get_status(), (string) wp_json_encode( $block->get_data() ) );
		$this->assertSame( 'wp_block', get_post_type( $block->get_data()['post_id'] ) );
		$this->assertSame( 'publish', get_post_status( $block->get_data()['post_id'] ), 'an editor may publish synced patterns' );

		$elementor = $this->rest( 'POST', '/stencilbox/v1/import', array( 'id' => $this->id( 'harbor-hero', 'elementor' ) ) );
		$this->assertSame( 400, $elementor->get_status() );
		$this->assertSame( 'invalid_requirements', $elementor->get_data()['code'] );
		$this->assertSame( 'The required dependency ‘Elementor’ is missing. Please install it before proceeding.', $elementor->get_data()['message'] );
		$this->assertSame( 'Elementor not installed.', $elementor->get_data()['data']['title'] );
	}

	public function test_without_elementor_no_elementor_item_is_imported_as_a_page_or_inserted_and_nothing_is_created(): void {
		$this->login_as( 'editor' );
		$account     = $this->signup_with_plan( 'no-elementor@example.org' );
		$pages       = (int) wp_count_posts( 'page' )->draft;
		$attachments = (int) wp_count_posts( 'attachment' )->inherit;
		$requests    = array(
			array( '/stencilbox/v1/import/page', array( 'id' => $this->id( 'harbor-home', 'elementor' ), 'title' => 'Home' ) ),
			array( '/stencilbox/v1/import/page', array( 'id' => $this->id( 'harbor-home', 'elementor' ), 'title' => 'Home', 'platform' => 'elementor' ) ),
			array( '/stencilbox/v1/import', array( 'id' => $this->id( 'harbor-home', 'elementor' ) ) ),
			array( '/stencilbox/v1/insert', array( 'id' => $this->id( 'harbor-hero', 'elementor' ), 'platform' => 'elementor' ) ),
		);
		foreach ( $requests as [ $route, $body ] ) {
			$response = $this->rest( 'POST', $route, $body );
			$this->assertSame( 400, $response->get_status(), $route );
			$this->assertSame( 'invalid_requirements', $response->get_data()['code'], $route );
			$this->assertSame( 'Elementor not installed.', $response->get_data()['data']['title'], $route );
		}
		wp_cache_flush();
		$this->assertSame( $pages, (int) wp_count_posts( 'page' )->draft, 'no empty page' );
		$this->assertSame( $attachments, (int) wp_count_posts( 'attachment' )->inherit );
		$this->assertSame( 0, $this->downloads( $account ), 'nothing recorded' );
	}

	public function test_bad_input_is_invalid_data(): void {
		$this->login_as( 'editor' );
		foreach ( array( array( 'id' => 0 ), array( 'id' => 'abc' ), array( 'id' => 1, 'origin' => 'elsewhere' ), array( 'id' => 1, 'platform' => 'wix' ) ) as $case ) {
			$response = $this->rest( 'POST', '/stencilbox/v1/insert', $case );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $case ) );
			$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		}
		$this->assertSame( 0, (int) $GLOBALS['wpdb']->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'downloads' ) ) );
	}

	public function test_match_my_site_rewrites_the_items_colours_to_the_sites_presets_keep_the_packs_look_is_the_content_as_stored_and_the_choice_is_remembered(): void {
		switch_theme( 'twentytwentyfive' );
		$this->assertTrue( wp_is_block_theme() );
		$user = $this->login_as( 'editor' );
		$this->signup_with_plan( 'look@example.org' );
		// Into a post of the user's (provenance marks what goes into a post).
		$post = wp_insert_post( array( 'post_title' => 'Matched', 'post_author' => $user ) );
		$id     = $this->dark_band();
		$stored = $this->catalog->stored_content( $id );
		$design = ( new ItemDesigns() )->current( $id );
		$this->assertIsArray( $design, 'the write path recorded its design' );
		$this->assertStringContainsString( '#0b2545', $stored );
		// The mark below re-serialises blocks: this content comes back from that unchanged, so comparing through it is byte for byte.
		$this->assertSame( $stored, serialize_blocks( parse_blocks( $stored ) ) );

		// Keep the pack's look: the content as the hub stores it, byte for byte (with the provenance mark every insert gets).
		$pack = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $id, 'postId' => $post, 'look' => 'pack' ) );
		$this->assertSame( 200, $pack->get_status(), (string) wp_json_encode( $pack->get_data() ) );
		$kept = $pack->get_data()['content'];
		$this->assertSame( Marker::mark_blocks( $stored, self::ref( $kept ) ), $kept );
		$this->assert_pack_look( $pack );
		$this->assertSame( 'pack', LookChoice::remembered() );

		// Match my site: Twenty Twenty-Five's palette, as the matcher gives it for this content and design.
		$site = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $id, 'postId' => $post, 'look' => 'site' ) );
		$this->assertSame( 200, $site->get_status(), (string) wp_json_encode( $site->get_data() ) );
		$matched = $site->get_data()['content'];
		$expect  = Plugin::instance()->service( DesignMatcher::class )->apply( $stored, $design, DesignMatcher::LOOK_SITE, 'gutenberg' );
		$this->assertTrue( $expect['matched'] );
		$this->assertSame( Marker::mark_blocks( $expect['content'], self::ref( $matched ) ), $matched );
		foreach ( array( '#0b2545', '#ffffff', '#00a6a6', '#13233a', '#bbc2cb' ) as $value ) {
			$this->assertStringNotContainsString( $value, $matched, $value );
		}
		// The dark band stays dark: the site's contrast behind, its base as text.
		$this->assertStringContainsString( '"color":{"background":"var:preset|color|contrast","text":"var:preset|color|base"}', $matched );
		$this->assertStringContainsString( 'background-color:var(--wp--preset--color--contrast)', $matched );
		$this->assertSame( 'site', $site->get_data()['look']['look'] );
		$this->assertTrue( $site->get_data()['look']['matched'] );
		$this->assertSame( '', $site->get_data()['look']['reason'] );
		$this->assertSame( array(), $site->get_data()['look']['kept'], 'Twenty Twenty-Five reads every pair' );

		// Remembered for the site: a request naming no look (an older client) takes it, and the boot data says it.
		$this->assertSame( 'site', get_option( LookChoice::OPTION ) );
		$again = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $id, 'postId' => $post ) );
		$this->assertTrue( $again->get_data()['look']['matched'] );
		$this->assertSame( 'site', Plugin::instance()->service( \Stencilbox\Support\Assets::class )->settings()['look'] );
		$this->assertTrue( Plugin::instance()->service( \Stencilbox\Support\Assets::class )->settings()['themePalette'] );

		// A new page takes the same look from the same place.
		$page = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $id, 'title' => 'Matched', 'look' => 'site' ) );
		$this->assertSame( 200, $page->get_status(), (string) wp_json_encode( $page->get_data() ) );
		$this->assertTrue( $page->get_data()['look']['matched'] );
		$this->assertSame( $expect['content'], get_post( $page->get_data()['post_id'] )->post_content );

		// Choosing the pack's look again is remembered too.
		$this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $id, 'postId' => $post, 'look' => 'pack' ) );
		$this->assertSame( 'pack', get_option( LookChoice::OPTION ) );
		$plain = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $id, 'postId' => $post ) )->get_data();
		$this->assertFalse( $plain['look']['matched'] );
		$this->assertSame( Marker::mark_blocks( $stored, self::ref( $plain['content'] ) ), $plain['content'] );
	}

	public function test_match_my_site_on_a_classic_theme_takes_its_palette_and_without_one_says_why(): void {
		$features = ClassicThemes::twenty_twenty_one();
		try {
			$this->assertFalse( wp_is_block_theme() );
			$user = $this->login_as( 'editor' );
			$this->signup_with_plan( 'classic@example.org' );
			$post     = wp_insert_post( array( 'post_title' => 'Classic', 'post_author' => $user ) );
			$id       = $this->dark_band();
			$response = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $id, 'postId' => $post, 'look' => 'site' ) );
			$this->assertSame( 200, $response->get_status() );
			$this->assertTrue( $response->get_data()['look']['matched'] );
			$this->assertSame( '', $response->get_data()['look']['reason'] );
			$this->assertStringContainsString( 'background-color:var(--wp--preset--color--dark-gray)', $response->get_data()['content'] );
			$this->assertStringNotContainsString( '#0b2545', $response->get_data()['content'] );

			// Without `editor-color-palette`: the pack's look, byte for byte, and why.
			ClassicThemes::restore( $features );
			ClassicThemes::twenty_twenty_one( false );
			$response = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $id, 'title' => 'Classic page', 'look' => 'site' ) );
			$this->assertSame( 200, $response->get_status() );
			$this->assertFalse( $response->get_data()['look']['matched'] );
			$this->assertSame( 'no_palette', $response->get_data()['look']['reason'] );
			$page = get_post( (int) $response->get_data()['post_id'] );
			$this->assertStringContainsString( 'background-color:#0b2545', (string) $page->post_content );
		} finally {
			ClassicThemes::restore( $features );
		}
	}

	public function test_an_unknown_look_is_invalid_data_and_records_nothing(): void {
		$this->login_as( 'editor' );
		$account = $this->signup_with_plan( 'badlook@example.org' );
		$id      = $this->dark_band();
		foreach ( array( 'mine', '', 'SITE', 1 ) as $look ) {
			foreach ( array( '/insert' => array(), '/import/page' => array( 'title' => 'Bad' ), '/import' => array() ) as $route => $more ) {
				$response = $this->rest( 'POST', '/stencilbox/v1' . $route, array( 'id' => $id, 'look' => $look ) + $more );
				$this->assertSame( 400, $response->get_status(), $route . ' ' . wp_json_encode( $look ) );
				$this->assertSame( 'invalid_data', $response->get_data()['code'] );
				$this->assertArrayHasKey( 'look', (array) ( $response->get_data()['data']['params'] ?? array() ), (string) wp_json_encode( $response->get_data() ) );
			}
		}
		$this->assertSame( 0, $this->downloads( $account ) );
		$this->assertFalse( get_option( LookChoice::OPTION ), 'nothing remembered' );
	}
}
