<?php
/**
 * A saved template published to the library keeps what it is (issue [26]
 * item 5): "Publish to library" on the hub makes a block (or page) item that
 * also carries the template's type, stable id and portable display
 * conditions; "Add to saved templates" lands it on a site where the posts
 * and terms it names have other ids, once; a newer publish is a new version
 * the Updates screen offers for it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Cloud;

use Stencilbox\Hub\Catalog\ItemTemplates;
use Stencilbox\Plugin;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Names;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\TemplateRows;
use Stencilbox\Tests\VersionHelpers;

/**
 * Through the real routes: the hub owner's `admin/catalog/publish` with
 * `source: post:<id>` and the site's `POST /items/{id}/add-template`, on
 * this site's own hub.
 *
 * @group database
 */
final class LibraryTemplateTest extends CatalogTestCase {
	use AccountHelpers;
	use TemplateRows;
	use VersionHelpers;

	private const HEADER = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header</h2>\n<!-- /wp:heading -->";
	private const HEADER_V2 = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header, bigger logo</h2>\n<!-- /wp:heading -->";

	private TemplateRepository $templates;

	protected function setUp(): void {
		parent::setUp();
		self::empty_versions();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . ItemTemplates::table() );
		$this->templates = Plugin::instance()->service( TemplateRepository::class );
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'tpl-' . wp_generate_password( 6, false, false ) . '@example.org', 'pro' );
	}

	/**
	 * "Publish to library" of a post (the hub owner's route).
	 *
	 * @param int $post Post.
	 * @return array<string, mixed> The item's details.
	 */
	private function publish( int $post ): array {
		return $this->answer_with( 200, 'POST', '/stencilbox-hub/v1/admin/catalog/publish', array( 'source' => 'post:' . $post ) );
	}

	/**
	 * Where a post's content came from: kind, id, scope, path.
	 *
	 * @param int $post Post.
	 * @return array<int, array<int, mixed>>
	 */
	private static function provenance( int $post ): array {
		return array_map( static fn( array $row ): array => array( $row['kind'], (int) $row['source_id'], $row['scope'], $row['path'] ), Plugin::instance()->service( Provenance::class )->of_post( $post ) );
	}

	/**
	 * A published page with a paragraph (what "Publish to library" needs).
	 *
	 * @param string $slug Slug.
	 */
	private static function page_with_text( string $slug ): int {
		return self::published_page( $slug, array( 'post_content' => "<!-- wp:paragraph -->\n<p>" . ucfirst( $slug ) . "</p>\n<!-- /wp:paragraph -->" ) );
	}

	/**
	 * "Another site": the template is not here, "about" and "news" have
	 * other ids, "contact" is missing.
	 *
	 * @param int[] $posts Posts to delete (the template, "about", "contact").
	 * @param int   $news  Category to delete.
	 * @return array{0: int, 1: int} "about" and "news" here.
	 */
	private static function another_site( array $posts, int $news ): array {
		self::elsewhere( $posts, array( $news ) );
		return array( self::page_with_text( 'about' ), self::category( 'news' ) );
	}

	public function test_a_published_saved_template_lands_where_its_posts_have_other_ids_once(): void {
		$about    = self::page_with_text( 'about' );
		$news     = self::category( 'news' );
		$contact  = self::page_with_text( 'contact' );
		$template = $this->header( $about, $news, $contact );

		// The publish screen's picker lists it: a saved template, published as a block (a header); listing writes nothing.
		$listed = $this->answer_with( 200, 'GET', '/stencilbox-hub/v1/admin/catalog/sources', array( 'source' => 'post:' . $template ) )[0];
		$this->assertSame( array( 'post:' . $template, 'Saved template', 'block' ), array( $listed['source'], $listed['kind_label'], $listed['item_type'] ) );
		$this->assertSame( '', get_post_meta( $template, References::META, true ), 'no stable id made by a list' );
		$stable = References::stable_id( $template );

		// Published as a block item (a header) that says what it is.
		$item = $this->publish( $template );
		$this->assertSame( array( 'block', 'gutenberg' ), array( $item['type'], $item['platform'] ) );
		$this->assertSame(
			array(
				'type'       => 'header',
				'conditions' => 3,
			),
			$item['template']
		);
		$kept = ( new ItemTemplates() )->current( (int) $item['id'] );
		$this->assertSame( array( 'header', $stable, 'publish' ), array( $kept['type'], $kept['stable'], $kept['status'] ) );
		$this->assertSame( array( 'about', 'news', 'contact' ), array_map( static fn( array $condition ): string => (string) $condition['ref']['slug'], $kept['conditions'] ) );
		// A page is published as before: no template.
		$page = $this->publish( self::page_with_text( 'plain' ) );
		$this->assertNull( $page['template'] );

		[ $about_here, $news_here ] = self::another_site( array( $template, $about, $contact ), $news );
		$this->assertNotSame( $about, $about_here );
		$this->assertNotSame( $news, $news_here );

		$added = $this->answer_with( 200, 'POST', '/stencilbox/v1/items/' . $item['id'] . '/add-template' );
		$this->assertSame( array( true, false, 'header', 'gutenberg' ), array( $added['created'], $added['updated'], $added['type'], $added['platform'] ) );
		$this->assertSame( '“Harbor header” was added to your saved templates.', $added['message'] );
		$this->assertCount( 1, $added['dropped'] );
		$this->assertStringContainsString( 'contact', $added['dropped'][0] );
		$landed = get_post( $added['id'] );
		$this->assertSame( array( 'publish', 'Harbor header' ), array( $landed->post_status, $landed->post_title ) );
		$this->assertStringContainsString( 'Harbor header', $landed->post_content );
		$this->assertSame( $stable, get_post_meta( $added['id'], References::META, true ), 'the same template: its stable id' );
		$this->assertSame(
			array(
				'include singular post_type:page' => $about_here,
				'include singular in:category'    => $news_here,
			),
			self::sub_ids( $added['id'] )
		);
		$this->assertSame( array( array( 'item', (int) $item['id'], 'document', 'import' ) ), self::provenance( $added['id'] ), 'a copy of the item: the Updates screen offers its newer versions' );
		$this->assertContains( $added['id'], array_map( 'intval', array_column( (array) ( get_option( 'stencilbox_display_index' )['templates'] ?? array() ), 'id' ) ), 'it shows where its conditions say' );

		// Twice: found, nothing written.
		$before = self::template_rows( true );
		$again  = $this->answer_with( 200, 'POST', '/stencilbox/v1/items/' . $item['id'] . '/add-template' );
		$this->assertSame( array( $added['id'], false, false, array() ), array( $again['id'], $again['created'], $again['updated'], $again['dropped'] ) );
		$this->assertStringContainsString( 'nothing changed', $again['message'] );
		$this->assertSame( $before, self::template_rows( true ), 'identical tables' );
		$this->assertSame( array( $added['id'] ), self::template_ids(), 'no duplicate' );

		// Inserting it as content still works as any item's.
		$inserted = $this->answer_with( 200, 'POST', '/stencilbox/v1/insert', array( 'id' => $item['id'] ) );
		$this->assertStringContainsString( 'Harbor header', $inserted['content'] );
	}

	public function test_a_newer_publish_is_a_new_version_the_updates_screen_offers_for_it(): void {
		$about    = self::page_with_text( 'about' );
		$template = $this->header( $about, self::category( 'news' ), self::page_with_text( 'contact' ) );
		$stable   = References::stable_id( $template );
		$item     = (int) $this->publish( $template )['id'];
		$first    = ( new ItemTemplates() )->current( $item );

		// Landed here as another post than the one published (as on another site).
		delete_post_meta( $template, References::META );
		$added = $this->answer_with( 200, 'POST', '/stencilbox/v1/items/' . $item . '/add-template' );
		$this->assertTrue( $added['created'] );
		$this->assertNotSame( $template, $added['id'] );
		update_post_meta( $template, References::META, $stable );
		$conditions = self::sub_ids( $added['id'] );
		$this->assertCount( 3, $conditions );

		// Version 2 on the hub: new content and one condition fewer; a new version, with its own template.
		wp_update_post( wp_slash( array( 'ID' => $template, 'post_content' => self::HEADER_V2 ) ) );
		$this->templates->save_conditions( get_post( $template ), array_slice( $this->templates->conditions( get_post( $template ) ), 0, 2 ) );
		$this->assertSame( $item, (int) $this->publish( $template )['id'], 'the same item' );
		$versions = $this->answer_with( 200, 'GET', '/stencilbox-hub/v1/admin/catalog/items/' . $item . '/versions' );
		$this->assertSame( 2, (int) $versions['versions'][0]['number'] );
		$second = ( new ItemTemplates() )->current( $item );
		$this->assertCount( 2, $second['conditions'] );
		$this->assertSame( $first, ( new ItemTemplates() )->all_of( $item )[ hash( 'sha256', self::HEADER ) ] ?? null, 'version 1 keeps the template it was published with' );

		// The Updates screen offers it for the landed template; applying it replaces the content, its conditions stay.
		$updates = $this->answer_with( 200, 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )['updates'];
		$entry   = array_values( array_filter( $updates, static fn( array $update ): bool => (int) $update['post']['id'] === (int) $added['id'] ) );
		$this->assertCount( 1, $entry, (string) wp_json_encode( $updates ) );
		$this->answer_with( 200, 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array( $entry[0]['id'] ) ) );
		$this->assertStringContainsString( 'bigger logo', get_post_field( 'post_content', $added['id'] ) );
		$this->assertSame( $conditions, self::sub_ids( $added['id'] ) );
		$this->assertSame( array( $template, $added['id'] ), self::template_ids(), 'no duplicate' );
	}

	public function test_hostile_template_metadata_is_refused_and_nothing_is_written(): void {
		// On the hub: what the site answers for a saved template is checked before anything is stored.
		$template = $this->header( self::page_with_text( 'about' ), self::category( 'news' ), self::page_with_text( 'contact' ) );
		$valid    = array(
			'type'       => 'header',
			'stable'     => wp_generate_uuid4(),
			'status'     => 'publish',
			'conditions' => array(),
		);
		$hostile  = array(
			'not an object'          => 'header',
			'markup in the type'     => array( 'type' => '<script>' ) + $valid,
			'a stable id not a UUID' => array( 'stable' => 'not-a-uuid' ) + $valid,
			'a field of its own'     => $valid + array( 'evil' => 1 ),
			'a reference with more'  => array( 'conditions' => array( array( 'type' => 'include', 'name' => 'singular', 'sub_name' => 'post_type:page', 'sub_id' => 3, 'ref' => array( 'slug' => 'about', 'sql' => '1=1' ) ) ) ) + $valid,
			'too many conditions'    => array( 'conditions' => array_fill( 0, 51, array( 'type' => 'include', 'name' => 'general' ) ) ) + $valid,
		);
		global $wpdb;
		$items = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'catalog_items' ) );
		foreach ( $hostile as $what => $carried ) {
			$answer = static fn(): mixed => $carried;
			add_filter( Names::HOOK_SAVED_TEMPLATE, $answer, 20 );
			$refused = $this->answer_with( 400, 'POST', '/stencilbox-hub/v1/admin/catalog/publish', array( 'source' => 'post:' . $template ) );
			remove_filter( Names::HOOK_SAVED_TEMPLATE, $answer, 20 );
			$this->assertSame( 'invalid_data', $refused['code'], $what );
			$this->assertSame( $items, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'catalog_items' ) ), $what . ': no item' );
			$this->assertSame( 0, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . ItemTemplates::table() ), $what . ': nothing kept' );
		}

		// On the site: an item that is no saved template, and rows the hub should never have kept.
		// A refused use is no download: the hub refuses it before it counts one.
		$item      = (int) $this->publish( self::page_with_text( 'plain' ) )['id'];
		$downloads = static fn(): int => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT downloads FROM %i WHERE id = %d', Names::table( 'catalog_items' ), $item ) ) + (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE item_id = %d', Names::table( 'downloads' ), $item ) );
		$refused   = $this->answer_with( 400, 'POST', '/stencilbox/v1/items/' . $item . '/add-template' );
		$this->assertSame( array( 'invalid_data', 'This library item is not a saved template, so it cannot be added to your saved templates.' ), array( $refused['code'], $refused['message'] ) );
		$this->assertSame( 0, $downloads(), 'no download counted' );
		$templates = self::template_ids();
		foreach ( array( '{"type":"header","stable":"","status":"publish","conditions":[{"type":"include","name":"general","ref":{"slug":"a","sql":"x"}}]}', '{"type":"no-such-type","stable":"","status":"publish","conditions":[]}', 'not json' ) as $row ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', ItemTemplates::table() ) );
			$wpdb->insert(
				ItemTemplates::table(),
				array(
					'item_id'  => $item,
					'hash'     => hash( 'sha256', 'x' ),
					'template' => $row,
				)
			);
			$before  = $downloads();
			$refused = $this->answer_with( 400, 'POST', '/stencilbox/v1/items/' . $item . '/add-template' );
			$this->assertSame( 'invalid_data', $refused['code'], $row );
			$this->assertSame( $templates, self::template_ids(), $row . ': no template made' );
			// None is a download: the hub refuses what is no template (clean() refuses it) and, told
			// the types this site keeps, a template of any other type, before it counts.
			$this->assertSame( $before, $downloads(), $row . ': no download counted' );
		}
		// A site that names no types (older) still gets the template; it refuses it itself, and the use counted.
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET template = %s', ItemTemplates::table(), '{"type":"no-such-type","stable":"","status":"publish","conditions":[]}' ) );
		$older  = static function ( mixed $result, mixed $handler, \WP_REST_Request $request ): mixed {
			unset( $handler );
			if ( str_ends_with( $request->get_route(), '/use' ) ) {
				$request->offsetUnset( 'template_types' );
			}
			return $result;
		};
		$before = $downloads();
		add_filter( 'rest_request_before_callbacks', $older, 10, 3 );
		$refused = $this->answer_with( 400, 'POST', '/stencilbox/v1/items/' . $item . '/add-template' );
		remove_filter( 'rest_request_before_callbacks', $older );
		$this->assertSame( 'invalid_data', $refused['code'] );
		$this->assertSame( $templates, self::template_ids(), 'no template made' );
		$this->assertSame( $before + 2, $downloads(), 'the hub, told no types, answered and counted' );
		// The same item used as what it is (an insert) still counts, in the item's count and its history.
		$before = $downloads();
		$this->answer_with( 200, 'POST', '/stencilbox/v1/insert', array( 'id' => $item ) );
		$this->assertSame( $before + 2, $downloads(), 'the insert is counted' );
	}

	public function test_who_may_add_it_and_who_may_place_it(): void {
		$template = $this->header( self::page_with_text( 'about' ), self::category( 'news' ), self::page_with_text( 'contact' ) );
		$item     = (int) $this->publish( $template )['id'];
		wp_delete_post( $template, true );

		// A user of the library who may not create templates: refused before anything is read.
		$this->login_as( 'subscriber' );
		wp_get_current_user()->add_cap( Names::CAP_READ );
		$this->assertSame( 'invalid_permission', $this->answer_with( 403, 'POST', '/stencilbox/v1/items/' . $item . '/add-template' )['code'] );

		// An editor may add it, but not decide where it shows: a draft without its conditions, and said so.
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'tpl-editor-' . wp_generate_password( 6, false, false ) . '@example.org', 'pro' );
		$added = $this->answer_with( 200, 'POST', '/stencilbox/v1/items/' . $item . '/add-template' );
		$this->assertTrue( $added['created'] );
		$this->assertSame( 'draft', get_post_status( $added['id'] ) );
		$this->assertSame( array(), self::sub_ids( $added['id'] ) );
		$this->assertCount( 1, $added['dropped'] );
		$this->assertStringContainsString( 'display conditions', $added['dropped'][0] );
	}
}
