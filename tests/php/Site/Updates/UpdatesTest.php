<?php
/**
 * Updates on the site: the list and its count, pristine places updated in
 * one step with a revision that brings the old version back, edited places
 * only with "Replace my changes", ranges updated in place, saved templates
 * keeping their conditions, and `wp stencilbox updates`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Updates;

use Stencilbox\Hub\Catalog\ItemDesigns;
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\Migrations\Migration0004WhitespaceFingerprints;
use Stencilbox\Site\Migrations\Migration0005CanonicalFingerprints;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Support\Provenance\Marker;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\SiteOnOwnHub;
use Stencilbox\Tests\VersionHelpers;
use Stencilbox\Tests\WpCliHelpers;

/**
 * Through the site's routes, on this site's own hub.
 *
 * @group database
 */
final class UpdatesTest extends CatalogTestCase {
	use AccountHelpers;
	use SiteOnOwnHub;
	use VersionHelpers;
	use WpCliHelpers;

	private const V1 = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>Call us.</p>\n<!-- /wp:paragraph -->";
	private const V2 = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header, bigger logo</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>Call us today.</p>\n<!-- /wp:paragraph -->";
	private const MINE = "<!-- wp:paragraph -->\n<p>Written on this site.</p>\n<!-- /wp:paragraph -->";

	/**
	 * The item.
	 *
	 * @var int
	 */
	private int $item = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->site_on_own_hub( 'upd-' );
		$this->item   = $this->publish( self::V1 );
	}

	protected function tearDown(): void {
		$this->release_mails();
		$this->forget_commands();
		parent::tearDown();
	}

	/**
	 * Publishes the hub page with a content (v1, then v2…).
	 *
	 * @param string $content Content.
	 * @param string $note    Note.
	 */
	private function publish( string $content, string $note = '' ): int {
		return $this->publish_post( $this->source, $content, $note );
	}

	/**
	 * Applies updates.
	 *
	 * @param int[] $ids     Updates.
	 * @param bool  $replace Replace my changes.
	 * @return array<string, mixed>
	 */
	private function apply( array $ids, bool $replace = false ): array {
		$response = $this->rest(
			'POST',
			'/stencilbox/v1/updates/apply',
			array(
				'ids'             => $ids,
				'replace_changes' => $replace,
				'confirm'         => $replace,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * A page imported from the item.
	 */
	private function imported_page(): int {
		$response = $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'    => $this->item,
				'title' => 'Home',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['post_id'];
	}

	public function test_a_pristine_copy_updates_in_one_step_byte_for_byte_and_a_revision_brings_the_old_version_back(): void {
		$page = $this->imported_page();
		$this->assertSame( self::V1, get_post_field( 'post_content', $page ) );
		$this->assertSame( 0, $this->updates()['count'] );

		$this->publish( self::V2, 'Bigger logo' );
		$list = $this->updates();
		$this->assertSame( 1, $list['count'] );
		$this->assertSame( 1, $list['pristine'] );
		$entry = $list['updates'][0];
		$this->assertSame( 'Harbor header', $entry['name'] );
		$this->assertSame( 'item', $entry['kind'] );
		$this->assertSame( $this->item, $entry['source_id'] );
		$this->assertSame( 1, $entry['version'] );
		$this->assertSame( 2, $entry['newest']['number'] );
		$this->assertSame( 'Bigger logo', $entry['newest']['note'] );
		$this->assertTrue( $entry['pristine'] );
		$this->assertSame( array( $page, 'Home', 'page' ), array( $entry['post']['id'], $entry['post']['title'], $entry['post']['type'] ) );
		$this->assertSame( 1, $this->rest( 'GET', '/stencilbox/v1/updates/count' )->get_data()['count'] );

		$done = $this->apply( array( $entry['id'] ) );
		$this->assertSame( array( array( 'id' => $entry['id'], 'version' => 2 ) ), $done['updated'] );
		$this->assertSame( '1 place was updated.', $done['message'] );
		$this->assertSame( self::V2, get_post_field( 'post_content', $page ), 'the newest version, byte for byte' );
		$this->assertSame( 0, $this->updates()['count'] );
		$this->assertSame( 0, $this->rest( 'GET', '/stencilbox/v1/updates/count' )->get_data()['count'] );

		// A revision holds version 1: restoring it brings it back, and the
		// update is offered again, as pristine.
		$old = array_values( array_filter( wp_get_post_revisions( $page ), static fn( \WP_Post $r ): bool => self::V1 === $r->post_content ) );
		$this->assertNotEmpty( $old, 'a revision holds version 1' );
		wp_restore_post_revision( $old[0]->ID );
		$this->assertSame( self::V1, get_post_field( 'post_content', $page ) );
		$again = $this->updates();
		$this->assertSame( 1, $again['count'] );
		$this->assertTrue( $again['updates'][0]['pristine'] );
		$this->assertSame( 1, $again['updates'][0]['version'] );
	}

	public function test_a_new_version_with_a_synced_pattern_brings_it_once_and_a_check_creates_nothing(): void {
		// Issue [26] item 5: the pattern travels by stable id; here its post is gone, as on another site.
		$page    = $this->imported_page();
		$pattern = (int) wp_insert_post(
			array(
				'post_type'    => 'wp_block',
				'post_status'  => 'publish',
				'post_title'   => 'Opening hours',
				'post_content' => "<!-- wp:paragraph -->\n<p>Open daily.</p>\n<!-- /wp:paragraph -->",
			)
		);
		$this->publish( self::V1 . "\n\n<!-- wp:block {\"ref\":{$pattern}} /-->", 'With opening hours' );
		wp_delete_post( $pattern, true );
		$patterns = static fn(): array => get_posts(
			array(
				'post_type'   => 'wp_block',
				'post_status' => 'any',
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		);
		$before   = $patterns();
		$list     = $this->updates();
		$this->assertSame( 1, $list['count'] );
		$this->assertTrue( $list['updates'][0]['pristine'] );
		$this->assertSame( $before, $patterns(), 'a check creates nothing' );

		$done = $this->apply( array( $list['updates'][0]['id'] ) );
		$this->assertCount( 1, $done['updated'] );
		$blocks = array_values( array_filter( parse_blocks( (string) get_post_field( 'post_content', $page ) ), static fn( array $b ): bool => 'core/block' === $b['blockName'] ) );
		$made   = (int) ( $blocks[0]['attrs']['ref'] ?? 0 );
		$this->assertGreaterThan( 0, $made );
		$this->assertNotSame( $pattern, $made );
		$this->assertSame( 'Opening hours', get_the_title( $made ) );
		$this->assertStringContainsString( 'Open daily.', (string) get_post_field( 'post_content', $made ) );
		$this->assertCount( count( $before ) + 1, $patterns() );
		$this->assertSame( 0, $this->updates()['count'], 'the copy is the newest version as this site uses it' );
		$this->assertCount( count( $before ) + 1, $patterns(), 'once' );
	}

	public function test_on_a_site_that_is_its_own_hub_the_count_follows_a_new_version_at_once(): void {
		$this->imported_page();
		$count = fn(): int => (int) $this->rest( 'GET', '/stencilbox/v1/updates/count' )->get_data()['count'];
		$this->assertSame( 0, $count() );
		// The hub is this site: its new version is known here at once, not
		// after the few minutes a remote hub's answer is kept.
		$this->publish( self::V2, 'Bigger logo' );
		$this->assertSame( 1, $count() );
		$list = $this->rest( 'GET', '/stencilbox/v1/updates' )->get_data();
		$this->assertSame( 2, $list['updates'][0]['newest']['number'] );
	}

	public function test_a_copy_that_already_is_the_newest_version_is_up_to_date_and_its_next_update_is_one_click(): void {
		$pasted   = $this->imported_page();
		$direct   = $this->imported_page();
		$edited   = $this->imported_page();
		$post     = (int) wp_insert_post( array( 'post_title' => 'Landing' ) );
		$inserted = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->item, 'postId' => $post ) )->get_data()['content'];
		// By hand, the words of the version the hub is about to publish: pasted
		// into two pages (one gets a paragraph of its own too), typed into the range.
		$typed = str_replace( array( 'Harbor header</h2>', '<p>Call us.</p>' ), array( 'Harbor header, bigger logo</h2>', '<p>Call us today.</p>' ), $inserted );
		$this->assertNotSame( $inserted, $typed );
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => self::MINE . "\n\n" . $typed ) ) );
		wp_update_post( wp_slash( array( 'ID' => $pasted, 'post_content' => self::V2 ) ) );
		wp_update_post( wp_slash( array( 'ID' => $direct, 'post_content' => self::V2 ) ) );
		wp_update_post( wp_slash( array( 'ID' => $edited, 'post_content' => self::V2 . "\n\n" . self::MINE ) ) );
		$this->publish( self::V2, 'Bigger logo' );
		$record    = array_map( 'intval', array_column( self::provenance_rows(), 'id', 'post_id' ) );
		$revisions = count( wp_get_post_revisions( $direct ) );

		// An apply without "Replace my changes" that meets such a copy records
		// it as the newest version and writes nothing.
		$done = $this->apply( array( $record[ $direct ] ) );
		$this->assertSame( array( array( 'id' => $record[ $direct ], 'version' => 2 ) ), $done['updated'] );
		$this->assertSame( array(), $done['skipped'] );
		$this->assertSame( self::V2, get_post_field( 'post_content', $direct ) );
		$this->assertCount( $revisions, wp_get_post_revisions( $direct ), 'nothing was written' );

		// The list offers only the real edit, as changed here; the others are up to date.
		$list = $this->updates();
		$this->assertSame( array( $edited ), array_map( static fn( array $entry ): int => $entry['post']['id'], $list['updates'] ) );
		$this->assertFalse( $list['updates'][0]['pristine'] );
		$this->assertSame( 1, $list['updates'][0]['version'] );
		$this->assertSame( 1, $this->rest( 'GET', '/stencilbox/v1/updates/count' )->get_data()['count'] );
		$versions = array_map( 'intval', array_column( self::provenance_rows(), 'version', 'post_id' ) );
		ksort( $versions );
		$this->assertSame(
			array(
				$pasted => 2,
				$direct => 2,
				$edited => 1,
				$post   => 2,
			),
			$versions
		);
		$this->assertSame( self::V2, get_post_field( 'post_content', $pasted ) );

		// The next version: each of them updates in one click, the edit still needs "Replace my changes".
		$v3 = str_replace( 'Call us today.', 'Call us now.', self::V2 );
		$this->publish( $v3 );
		$seen = array();
		foreach ( $this->updates()['updates'] as $entry ) {
			$seen[ $entry['post']['id'] ] = array( $entry['pristine'], $entry['version'], $entry['id'] );
		}
		ksort( $seen );
		$this->assertSame(
			array(
				$pasted => array( true, 2 ),
				$direct => array( true, 2 ),
				$edited => array( false, 1 ),
				$post   => array( true, 2 ),
			),
			array_map( static fn( array $one ): array => array_slice( $one, 0, 2 ), $seen )
		);
		$done = $this->apply( array_column( $seen, 2 ) );
		$this->assertCount( 3, $done['updated'] );
		$this->assertSame( array( 'edited' ), array_column( $done['skipped'], 'code' ) );
		$this->assertSame( $v3, get_post_field( 'post_content', $pasted ) );
		$this->assertStringContainsString( 'Call us now.', (string) get_post_field( 'post_content', $post ) );
		$this->assertStringContainsString( 'Written on this site.', (string) get_post_field( 'post_content', $post ) );
		$this->assertSame( self::V2 . "\n\n" . self::MINE, get_post_field( 'post_content', $edited ) );
	}

	public function test_a_copy_made_the_newest_version_from_another_insert_is_up_to_date_images_included(): void {
		$page  = $this->imported_page();
		$image = plugins_url( 'php/Hub/Catalog/demo/images/harbor-agency-device-1.svg', WP_PLUGIN_DIR . '/stencilbox/stencilbox.php' );
		$this->publish( self::V2 . "\n\n<!-- wp:image -->\n<figure class=\"wp-block-image\"><img src=\"" . $image . "\" alt=\"\"/></figure>\n<!-- /wp:image -->" );
		// Version 2 imported as another page (its image copied to this site),
		// then copied from there into the first page by hand.
		$copied = (string) get_post_field( 'post_content', $this->imported_page() );
		$this->assertStringContainsString( trailingslashit( wp_get_upload_dir()['baseurl'] ), $copied, 'the image is this site’s copy' );
		wp_update_post( wp_slash( array( 'ID' => $page, 'post_content' => $copied ) ) );
		$attachments = count( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1, 'fields' => 'ids' ) ) );

		$this->assertSame( 0, $this->updates()['count'] );
		$this->assertSame( array( 2, 2 ), array_map( 'intval', array_column( self::provenance_rows(), 'version' ) ) );
		$this->assertCount( $attachments, get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1, 'fields' => 'ids' ) ), 'a comparison copies nothing' );
	}

	public function test_a_pristine_copy_of_the_body_the_hub_brings_back_is_not_offered(): void {
		$page = $this->imported_page();
		$this->publish( self::V2 );
		$this->assertSame( 1, $this->updates()['count'] );
		// Version 3 is version 1's content again (republished, or restored on the hub).
		$this->publish( self::V1, 'Back to the first' );
		$this->assertSame( 0, $this->updates()['count'] );
		$this->assertSame( 3, (int) self::provenance_rows()[0]['version'] );
		$this->assertSame( self::V1, get_post_field( 'post_content', $page ) );
	}

	/**
	 * The hub's answers to update checks while some work runs.
	 *
	 * @param callable $work Work.
	 * @return array<int, array<string, mixed>> Each check's request (`sent`) and answer.
	 */
	private static function checks( callable $work ): array {
		$seen   = array();
		$record = static function ( mixed $response, array $handler, \WP_REST_Request $request ) use ( &$seen ): mixed {
			unset( $handler );
			if ( '/stencilbox-hub/v1/versions/check' === $request->get_route() && $response instanceof \WP_REST_Response ) {
				$seen[] = array( 'sent' => $request->get_json_params() ) + (array) $response->get_data();
			}
			return $response;
		};
		add_filter( 'rest_request_after_callbacks', $record, 10, 3 );
		$work();
		remove_filter( 'rest_request_after_callbacks', $record, 10 );
		return $seen;
	}

	public function test_asking_again_sends_the_last_token_and_an_unchanged_hub_answers_in_one_word(): void {
		$this->imported_page();
		$first = self::checks( fn(): mixed => $this->assertSame( 0, $this->updates()['count'] ) );
		$this->assertCount( 1, $first );
		$this->assertSame( '', $first[0]['sent']['token'] ?? '', 'the first check has no token' );
		$this->assertFalse( $first[0]['unchanged'] );

		// Nothing changed on the hub: the site sends the token, the hub answers unchanged, the list stays.
		$again = self::checks( fn(): mixed => $this->assertSame( 0, $this->updates()['count'] ) );
		$this->assertCount( 1, $again );
		$this->assertSame( $first[0]['token'], $again[0]['sent']['token'] );
		$this->assertTrue( $again[0]['unchanged'] );
		$this->assertSame( array(), $again[0]['items'] );

		// A new version on the hub: the same token gets a full answer, and the update is listed.
		$this->publish( self::V2, 'Bigger logo' );
		$list    = array();
		$changed = self::checks(
			function () use ( &$list ): void {
				$list = $this->updates();
			}
		);
		$this->assertSame( $first[0]['token'], $changed[0]['sent']['token'] );
		$this->assertFalse( $changed[0]['unchanged'] );
		$this->assertSame( 1, $list['count'] );
		$this->assertSame( 2, $list['updates'][0]['newest']['number'] );
		$kept = self::checks( fn(): mixed => $this->assertSame( 1, $this->updates()['count'] ) );
		$this->assertTrue( $kept[0]['unchanged'], 'unchanged again: the kept answer still lists the update' );

		// A new insert on the site (of the newest version, so no new update): other sources, a full check.
		$this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'    => $this->item,
				'title' => 'About',
			)
		);
		$inserted = self::checks( fn(): mixed => $this->assertSame( 1, $this->updates()['count'] ) );
		$this->assertSame( '', $inserted[0]['sent']['token'] );
		$this->assertFalse( $inserted[0]['unchanged'] );
		$this->assertSame( 2, $inserted[0]['sent']['items'][0]['places'] );
	}

	public function test_an_edited_copy_is_untouched_until_the_user_replaces_their_changes(): void {
		$page = $this->imported_page();
		wp_update_post( wp_slash( array( 'ID' => $page, 'post_content' => self::V1 . "\n\n" . self::MINE ) ) );
		$this->publish( self::V2 );
		$entry = $this->updates()['updates'][0];
		$this->assertFalse( $entry['pristine'] );

		$done = $this->apply( array( $entry['id'] ) );
		$this->assertSame( array(), $done['updated'] );
		$this->assertSame( 'edited', $done['skipped'][0]['code'] );
		$this->assertSame( self::V1 . "\n\n" . self::MINE, get_post_field( 'post_content', $page ), 'nothing is overwritten' );
		$unconfirmed = $this->rest(
			'POST',
			'/stencilbox/v1/updates/apply',
			array(
				'ids'             => array( $entry['id'] ),
				'replace_changes' => true,
			)
		);
		$this->assertSame( 400, $unconfirmed->get_status() );
		$this->assertSame( 'invalid_data', $unconfirmed->get_data()['code'] );
		$this->assertSame( self::V1 . "\n\n" . self::MINE, get_post_field( 'post_content', $page ), 'replacing changes needs confirm' );

		$done = $this->apply( array( $entry['id'] ), true );
		$this->assertSame( 2, $done['updated'][0]['version'] );
		$this->assertSame( self::V2, get_post_field( 'post_content', $page ) );
		$mine = array_values( array_filter( wp_get_post_revisions( $page ), static fn( \WP_Post $r ): bool => str_contains( $r->post_content, 'Written on this site.' ) ) );
		$this->assertNotEmpty( $mine, 'the replaced changes are in a revision' );
	}

	public function test_white_space_that_renders_is_an_edit_update_all_unchanged_skips_it(): void {
		$code = "<!-- wp:code -->\n<pre class=\"wp-block-code\"><code>if ( ok ) {\n    go();\n}</code></pre>\n<!-- /wp:code -->\n\n<!-- wp:paragraph -->\n<p>Read <strong>this</strong><em>now</em>.</p>\n<!-- /wp:paragraph -->";
		$this->publish( $code );
		$edits = array(
			're-indented code' => str_replace( '    go();', "\tgo();", $code ),
			'a space between two formatted words' => str_replace( '</strong><em>', '</strong> <em>', $code ),
		);
		$pages = array();
		foreach ( $edits as $what => $edited ) {
			$pages[ $what ] = $this->imported_page();
			wp_update_post( wp_slash( array( 'ID' => $pages[ $what ], 'post_content' => $edited ) ) );
		}
		$same = $this->imported_page();
		// Saved again by the editor with its own line breaks between blocks: unchanged.
		wp_update_post( wp_slash( array( 'ID' => $same, 'post_content' => str_replace( "\n\n<!-- wp:paragraph -->", "\n<!-- wp:paragraph -->", $code ) ) ) );
		$this->publish( self::V2 );

		$post_of  = array();
		$pristine = array();
		foreach ( $this->updates()['updates'] as $entry ) {
			$post_of[ $entry['id'] ] = $entry['post']['id'];
			if ( $entry['pristine'] ) {
				$pristine[] = $entry['post']['id'];
			}
		}
		$this->assertCount( 3, $post_of );
		$this->assertSame( array( $same ), $pristine );

		// Applying every listed place without "Replace my changes" (what "Update all
		// unchanged places" and `--pristine-only` do, the server checking each again)
		// writes only the untouched copy.
		$done = $this->apply( array_keys( $post_of ) );
		$this->assertSame( array( $same ), array_map( static fn( array $entry ): int => $post_of[ $entry['id'] ], $done['updated'] ) );
		$this->assertSame( array( 'edited', 'edited' ), array_column( $done['skipped'], 'code' ) );
		foreach ( $edits as $what => $edited ) {
			$this->assertSame( $edited, get_post_field( 'post_content', $pages[ $what ] ), "$what is kept" );
		}
		$this->assertSame( self::V2, get_post_field( 'post_content', $same ) );
	}

	public function test_hashes_taken_by_the_earlier_rule_keep_unchanged_copies_unchanged(): void {
		global $wpdb;
		$code = "<!-- wp:code -->\n<pre class=\"wp-block-code\"><code>if ( ok ) {\n    go();\n}</code></pre>\n<!-- /wp:code -->";
		$this->publish( $code );
		$kept   = $this->imported_page();
		$edited = $this->imported_page();
		// As a site before [20] recorded them: hashed by the earlier rule; one copy
		// then re-indented (the earlier rule saw no change: its hash still matches).
		$table = \Stencilbox\Support\Names::table( 'provenance' );
		$old   = Fingerprint::blocks( parse_blocks( $code ), array( Migration0004WhitespaceFingerprints::class, 'earlier_html' ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET hash = %s, history = %s", $old, wp_json_encode( array( '2' => $old ) ) ) );
		wp_update_post( wp_slash( array( 'ID' => $edited, 'post_content' => "<!-- wp:paragraph -->\n<p>Mine.</p>\n<!-- /wp:paragraph -->" ) ) );

		( new Migration0004WhitespaceFingerprints() )->up( $wpdb );
		( new Migration0004WhitespaceFingerprints() )->up( $wpdb );

		$this->publish( self::V2 );
		$pristine = array();
		foreach ( $this->updates()['updates'] as $entry ) {
			$pristine[ $entry['post']['id'] ] = $entry['pristine'];
		}
		ksort( $pristine );
		$this->assertSame(
			array(
				$kept   => true,
				$edited => false,
			),
			$pristine
		);
		$hashes = $wpdb->get_col( $wpdb->prepare( "SELECT hash FROM {$table} WHERE post_id = %d", $kept ) );
		$this->assertSame( array( Fingerprint::markup( $code ) ), $hashes );
	}

	public function test_a_copy_the_block_editor_saves_without_an_edit_stays_unchanged_and_old_hashes_move_to_the_new_rule(): void {
		global $wpdb;
		// Text alignment as the library writes it, then as WordPress 7.1's
		// editor saves the same block after loading it (issue [23] A).
		$written = "<!-- wp:heading {\"textAlign\":\"center\"} -->\n<h2 class=\"wp-block-heading has-text-align-center\">Harbor</h2>\n<!-- /wp:heading -->";
		$saved   = "<!-- wp:heading {\"style\":{\"typography\":{\"textAlign\":\"center\"}}} -->\n<h2 class=\"wp-block-heading has-text-align-center\">Harbor</h2>\n<!-- /wp:heading -->";
		$this->publish( $written );
		$resaved = $this->imported_page();
		$kept    = $this->imported_page();
		$old     = $this->imported_page();
		$edited  = $this->imported_page();
		wp_update_post( wp_slash( array( 'ID' => $resaved, 'post_content' => $saved ) ) );
		wp_update_post( wp_slash( array( 'ID' => $edited, 'post_content' => str_replace( 'Harbor', 'Mine', $saved ) ) ) );
		// One record as a site before [23] wrote it: hashed by the earlier rule.
		$table = \Stencilbox\Support\Names::table( 'provenance' );
		$hash  = Fingerprint::blocks( parse_blocks( $written ), null, false );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET hash = %s, history = %s WHERE post_id = %d", $hash, wp_json_encode( array( '2' => $hash ) ), $old ) );

		( new Migration0005CanonicalFingerprints() )->up( $wpdb );
		( new Migration0005CanonicalFingerprints() )->up( $wpdb );

		$this->publish( self::V2 );
		$pristine = array();
		foreach ( $this->updates()['updates'] as $entry ) {
			$pristine[ $entry['post']['id'] ] = $entry['pristine'];
		}
		ksort( $pristine );
		$this->assertSame(
			array(
				$resaved => true,
				$kept    => true,
				$old     => true,
				$edited  => false,
			),
			$pristine
		);
		$hashes = $wpdb->get_col( $wpdb->prepare( "SELECT hash FROM {$table} WHERE post_id = %d", $old ) );
		$this->assertSame( array( Fingerprint::markup( $written ) ), $hashes );
	}

	public function test_an_inserted_range_updates_in_place_and_the_rest_of_the_post_stays(): void {
		$post     = (int) wp_insert_post( array( 'post_title' => 'Landing' ) );
		$inserted = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->item, 'postId' => $post ) )->get_data()['content'];
		$saved    = self::MINE . "\n\n" . $inserted . "\n\n" . self::MINE;
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => $saved ) ) );
		$this->publish( self::V2 );
		$entry = $this->updates()['updates'][0];
		$this->assertSame( 'range', $entry['scope'] );
		$this->assertTrue( $entry['pristine'] );
		$this->apply( array( $entry['id'] ) );

		$after = (string) get_post_field( 'post_content', $post );
		$this->assertSame( 2, substr_count( $after, 'Written on this site.' ), 'what is around the range stays' );
		$ref = Marker::find_blocks( $after, self::provenance_rows()[0]['ref'] );
		$this->assertSame( self::V2, serialize_blocks( Marker::strip( $this->with_breaks( $ref ) ) ), 'the range is the newest version, byte for byte' );
		$this->assertSame( 0, $this->updates()['count'] );
	}

	public function test_the_hub_owner_sees_where_each_item_is_used_and_no_content_leaves_the_site(): void {
		$hero = (int) $this->catalog->id_of( 'gutenberg', 'harbor-hero' );
		$this->imported_page();
		$post     = (int) wp_insert_post( array( 'post_title' => 'Secret landing' ) );
		$inserted = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->item, 'postId' => $post ) )->get_data()['content'];
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => "<!-- wp:paragraph -->\n<p>Our secret words.</p>\n<!-- /wp:paragraph -->\n\n" . $inserted ) ) );
		$hero_page = $this->rest( 'POST', '/stencilbox/v1/import/page', array( 'id' => $hero, 'title' => 'Secret hero' ) );
		$this->assertSame( 200, $hero_page->get_status(), (string) wp_json_encode( $hero_page->get_data() ) );
		$sent    = array();
		$applied = array();
		$spy     = static function ( mixed $response, mixed $handler, \WP_REST_Request $request ) use ( &$sent, &$applied ): mixed {
			if ( '/stencilbox-hub/v1/versions/check' === $request->get_route() ) {
				$sent[] = $request->get_params();
			}
			if ( '/stencilbox-hub/v1/fleet/applied' === $request->get_route() ) {
				$applied[] = $request->get_params();
			}
			return $response;
		};
		add_filter( 'rest_request_before_callbacks', $spy, 10, 3 );
		$this->publish( self::V2 );
		$usage = fn( int $id ): array => $this->rest( 'GET', "/stencilbox-hub/v1/admin/catalog/items/{$id}/usage" )->get_data();

		$entries = $this->updates()['updates'];
		$this->assertCount( 2, $entries );
		$this->assertSame( array( 1, 2, 2 ), array( $usage( $this->item )['total_sites'], $usage( $this->item )['total_posts'], $usage( $this->item )['total_places'] ) );
		$this->assertSame( array( 1, 1, 1 ), array( $usage( $hero )['total_sites'], $usage( $hero )['total_posts'], $usage( $hero )['total_places'] ) );
		$this->assertSame( home_url( '/' ), $usage( $hero )['sites'][0]['site'] );

		// Applying one place checks that place alone: the site's report stays whole.
		$this->apply( array( $entries[0]['id'] ) );
		$this->assertSame( 1, $usage( $hero )['total_sites'], 'an apply does not drop what else the site uses' );
		$this->assertSame( 2, $usage( $this->item )['total_posts'] );
		remove_filter( 'rest_request_before_callbacks', $spy, 10 );

		// What went to the hub: ids and numbers, never a title or content.
		$this->assertNotEmpty( $sent );
		$this->assertCount( 1, $applied, 'the results of the apply, for the audit log of the hub (issue [26])' );
		$this->assertSame( array( 'for', 'results', 'site' ), self::sorted_keys( $applied[0] ) );
		$this->assertSame( 'apply', $applied[0]['for'], 'an apply (a fleet rollback says rollback)' );
		foreach ( (array) $applied[0]['results'] as $result ) {
			// A written place adds one number: how alike this site's own rendering of it is before and after (issue [26] item 2).
			$this->assertSame( array( 'item_id', 'outcome', 'reason', 'similarity', 'version' ), self::sorted_keys( (array) $result ) );
			$this->assertIsFloat( $result['similarity'] );
			$this->assertGreaterThanOrEqual( 0, $result['similarity'] );
			$this->assertLessThanOrEqual( 1, $result['similarity'] );
		}
		$wire = (string) wp_json_encode( array( $sent, $applied ) );
		foreach ( array( 'secret', 'Secret', 'Call us', 'Harbor header' ) as $never ) {
			$this->assertStringNotContainsString( $never, $wire );
		}
		foreach ( $sent as $params ) {
			// `from`: the site's address on a check that reports nothing, for its channel and pins (issue [26]).
			$this->assertSame( array( 'files', 'from', 'items', 'site', 'token' ), self::sorted_keys( $params ) );
			$this->assertContains( (string) $params['from'], array( '', home_url( '/' ) ) );
			// The last answer's token: the hub's own hash, or nothing.
			$this->assertMatchesRegularExpression( '/^(?:[0-9a-f]{40})?$/', (string) $params['token'] );
			foreach ( array_merge( (array) $params['items'], (array) $params['files'] ) as $source ) {
				$this->assertSame( array( 'id', 'places', 'posts', 'version' ), self::sorted_keys( (array) $source ) );
			}
		}
	}

	/**
	 * An array's keys, sorted.
	 *
	 * @param array<string, mixed> $values Values.
	 * @return string[]
	 */
	private static function sorted_keys( array $values ): array {
		$keys = array_map( 'strval', array_keys( $values ) );
		sort( $keys );
		return $keys;
	}

	/**
	 * Blocks separated as the serializer separates top-level blocks.
	 *
	 * @param array<int, array<string, mixed>> $blocks Blocks.
	 * @return array<int, array<string, mixed>>
	 */
	private function with_breaks( array $blocks ): array {
		$out = array();
		foreach ( $blocks as $index => $block ) {
			if ( $index > 0 ) {
				$out[] = array(
					'blockName'    => null,
					'attrs'        => array(),
					'innerBlocks'  => array(),
					'innerHTML'    => "\n\n",
					'innerContent' => array( "\n\n" ),
				);
			}
			$out[] = $block;
		}
		return $out;
	}

	public function test_a_saved_template_keeps_its_display_conditions_through_an_update(): void {
		$template = (int) $this->rest(
			'POST',
			'/stencilbox/v1/create-template',
			array(
				'platform' => 'gutenberg',
				'type'     => 'header',
				'title'    => 'Site header',
			)
		)->get_data()['id'];
		wp_update_post( wp_slash( array( 'ID' => $template, 'post_content' => self::V1 ) ) );
		$conditions = array(
			array(
				'type' => 'include',
				'name' => 'general',
			),
		);
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox/v1/save-conditions', array( 'template_id' => $template, 'conditions' => $conditions ) )->get_status() );
		$before = get_post_meta( $template, TemplatePostType::META_CONDITIONS, true );
		$status = get_post_status( $template );
		$this->assertNotEmpty( $before );
		apply_filters(
			\Stencilbox\Support\Names::HOOK_CONTENT_PLACED,
			self::V1,
			array(
				'kind'    => 'item',
				'id'      => $this->item,
				'version' => 1,
				'name'    => 'Harbor header',
			),
			array(
				'post_id'  => $template,
				'scope'    => 'document',
				'path'     => 'full-site',
				'platform' => 'gutenberg',
			)
		);
		$this->publish( self::V2 );
		$entry = $this->updates()['updates'][0];
		$this->apply( array( $entry['id'] ) );
		$this->assertSame( self::V2, get_post_field( 'post_content', $template ) );
		$this->assertSame( $before, get_post_meta( $template, TemplatePostType::META_CONDITIONS, true ) );
		$this->assertSame( $status, get_post_status( $template ) );
	}

	public function test_updates_are_for_signed_in_users_who_may_edit_the_post(): void {
		$page = $this->imported_page();
		$this->publish( self::V2 );
		$id = $this->updates()['updates'][0]['id'];

		$this->login_as( 'author' );
		$this->assertSame( 0, $this->rest( 'GET', '/stencilbox/v1/updates/count' )->get_data()['count'], 'signed out of the library: none' );
		$this->assertSame( 401, $this->rest( 'GET', '/stencilbox/v1/updates' )->get_status() );
		$this->signup_with_plan( 'author-' . wp_generate_password( 6, false, false ) . '@example.org' );
		$this->assertSame( 0, $this->updates()['count'], 'someone else’s page is not offered' );
		$done = $this->apply( array( $id ), true );
		$this->assertSame( 'rest_forbidden', $done['failed'][0]['code'] );
		$this->assertSame( self::V1, get_post_field( 'post_content', $page ) );

		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array( $id ) ) )->get_status() );
	}

	/**
	 * The header's count is kept a day, but it is the count of a user, an
	 * account and what the user may do: a new role or signing out shows at
	 * once.
	 */
	public function test_the_count_follows_the_users_role_and_account_at_once(): void {
		$this->imported_page();
		$this->publish( self::V2 );
		$count  = fn(): int => (int) $this->rest( 'GET', '/stencilbox/v1/updates/count' )->get_data()['count'];
		$editor = $this->login_as( 'editor' );
		$this->signup_with_plan( 'editor-' . wp_generate_password( 6, false, false ) . '@example.org' );
		$this->assertSame( 1, $count(), 'an editor may update the administrator\'s page' );

		// Another request (an administrator's) changes the role; the editor's next one sees it.
		$as = static function ( string $role ) use ( $editor ): void {
			( new \WP_User( $editor ) )->set_role( $role );
			wp_set_current_user( 0 );
			wp_set_current_user( $editor );
		};
		$as( 'author' );
		$this->assertSame( 0, $count(), 'an author may not: the count says so at once' );
		$as( 'editor' );
		$this->assertSame( 1, $count() );

		$this->rest( 'POST', '/stencilbox/v1/logout' );
		$this->assertSame( 0, $count(), 'signed out of the library: none, not the count kept for the account' );
	}

	public function test_the_previews_show_both_sides(): void {
		$page = $this->imported_page();
		wp_update_post( wp_slash( array( 'ID' => $page, 'post_content' => self::V1 . "\n\n" . self::MINE ) ) );
		$this->publish( self::V2 );
		$entry   = $this->updates()['updates'][0];
		$preview = \Stencilbox\Plugin::instance()->service( \Stencilbox\Site\Updates\UpdatePreview::class );
		$current = $preview->render( $entry['id'], 'current' );
		$new     = $preview->render( $entry['id'], 'new' );
		$this->assertStringContainsString( 'Written on this site.', $current );
		$this->assertStringContainsString( 'Harbor header</h2>', $current );
		$this->assertStringContainsString( 'Harbor header, bigger logo', $new );
		$this->assertStringNotContainsString( 'Written on this site.', $new );
		$this->assertStringNotContainsString( '<script', $new );
		$this->login_as( 'author' );
		$this->assertStringNotContainsString( 'bigger logo', $preview->render( $entry['id'], 'new' ), 'someone who may not edit the post sees nothing' );
	}

	public function test_wp_cli_lists_and_applies_updates_pristine_only_or_replacing_with_replace_and_yes(): void {
		$pristine = $this->imported_page();
		$edited   = $this->imported_page();
		wp_update_post( wp_slash( array( 'ID' => $edited, 'post_content' => self::MINE ) ) );
		$user = get_current_user_id();
		$this->publish( self::V2, 'Bigger logo' );
		$this->register_commands();
		$out = static fn( array $run ): string => implode( "\n", $run['stdout'] );

		$list = $this->wp( 'stencilbox', 'updates', 'list', '--format=json', '--user=' . $user );
		$this->assertSame( 0, $list['exit'], implode( "\n", $list['stderr'] ) );
		$rows = self::json( $list );
		$this->assertCount( 2, $rows );
		$this->assertSame( array( 'Bigger logo', 'Bigger logo' ), array_column( $rows, 'note' ) );
		$this->assertEqualsCanonicalizing( array( true, false ), array_column( $rows, 'pristine' ) );

		$only = $this->wp( 'stencilbox', 'updates', 'apply', '--pristine-only', '--user=' . $user );
		$this->assertSame( 0, $only['exit'], implode( "\n", $only['stderr'] ) );
		$this->assertStringContainsString( 'Success: 1 place was updated.', $out( $only ) );
		$this->assertStringContainsString( 'Skipped: Harbor header in Home', $out( $only ) );
		$this->assertSame( self::V2, get_post_field( 'post_content', $pristine ) );
		$this->assertSame( self::MINE, get_post_field( 'post_content', $edited ) );
		$this->assertSame( array(), $only['questions'], '--pristine-only asks nothing' );

		// --replace without --yes: the question comes first; "n" changes nothing.
		\WP_CLI::$answers = array( 'n' );
		$asked             = $this->wp( 'stencilbox', 'updates', 'apply', '--replace', '--user=' . $user );
		$this->assertSame( array( '1 place was changed on this site. Replace those changes with the newest version?' ), $asked['questions'] );
		$this->assertSame( self::MINE, get_post_field( 'post_content', $edited ) );

		$all = $this->wp( 'stencilbox', 'updates', 'apply', '--replace', '--yes', '--user=' . $user );
		$this->assertSame( 0, $all['exit'], implode( "\n", $all['stderr'] ) );
		$this->assertSame( self::V2, get_post_field( 'post_content', $edited ) );
		$done = $this->wp( 'stencilbox', 'updates', 'list', '--user=' . $user );
		$this->assertStringContainsString( 'Everything is up to date.', $out( $done ) );
		$this->assertSame( 1, $this->wp( 'stencilbox', 'updates', 'list' )['exit'], 'without --user: the permission error' );
	}

	public function test_wp_cli_lists_an_items_versions_as_the_version_history_route_does(): void {
		$this->publish( self::V2, 'Bigger logo' );
		$user = get_current_user_id();
		$this->register_commands();

		$run = $this->wp( 'stencilbox', 'versions', 'list', (string) $this->item, '--format=json', '--user=' . $user );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$rows  = self::json( $run );
		$route = $this->rest( 'GET', '/stencilbox/v1/versions', array( 'kind' => 'item', 'id' => $this->item ) )->get_data()['versions'];
		$this->assertSame( array( 2, 1 ), array_column( $rows, 'number' ) );
		$this->assertSame( array( true, false ), array_column( $rows, 'current' ) );
		$this->assertSame( 'Bigger logo', $rows[0]['note'] );
		foreach ( array( 'number', 'created_at', 'author', 'note', 'restored_from' ) as $key ) {
			$this->assertSame( array_column( $route, $key ), array_column( $rows, $key ), "$key: the command prints what the route answers" );
		}

		$missing = $this->wp( 'stencilbox', 'versions', 'list', '999999', '--user=' . $user );
		$this->assertSame( 1, $missing['exit'] );
		$this->assertMatchesRegularExpression( '/^Error: .+ \[item_not_found\]$/', $missing['stderr'][0] ?? '' );
		$this->assertSame( 1, $this->wp( 'stencilbox', 'versions', 'list', (string) $this->item )['exit'], 'without --user: the permission error' );
	}

	/**
	 * A section as the hub publishes it: a group with padding, a heading and a paragraph.
	 *
	 * @param string $padding Top padding.
	 * @param string $heading Heading.
	 * @param string $text    Paragraph.
	 */
	private static function section( string $padding = '20px', string $heading = 'Harbor café', string $text = 'Fresh fish every day.' ): string {
		return '<!-- wp:group {"style":{"spacing":{"padding":{"top":"' . $padding . '"}}},"layout":{"type":"constrained"}} -->' . "\n"
			. '<div class="wp-block-group" style="padding-top:' . $padding . '"><!-- wp:heading -->' . "\n"
			. '<h2 class="wp-block-heading">' . $heading . '</h2>' . "\n"
			. '<!-- /wp:heading -->' . "\n\n"
			. '<!-- wp:paragraph -->' . "\n"
			. '<p>' . $text . '</p>' . "\n"
			. '<!-- /wp:paragraph --></div>' . "\n"
			. '<!-- /wp:group -->';
	}

	public function test_merge_keeps_the_sites_text_with_the_new_design_in_one_undoable_revision_and_the_copy_stays_edited(): void {
		$this->publish( self::section() );
		$page = $this->imported_page();
		$mine = self::section( '20px', 'Chez Marie' );
		wp_update_post( wp_slash( array( 'ID' => $page, 'post_content' => $mine ) ) );
		$this->publish( self::section( '64px', 'Harbor café', 'Fresh fish, caught daily.' ), 'More room' );
		$entry = $this->updates()['updates'][0];
		$this->assertFalse( $entry['pristine'] );
		$revisions = count( wp_get_post_revisions( $page ) );

		$done = $this->merge_updates( array( $entry['id'] ) );
		$this->assertSame( array( array( 'id' => $entry['id'], 'version' => 3 ) ), $done['merged'] );
		$this->assertSame( array( array(), array(), array(), array() ), array( $done['updated'], $done['conflicted'], $done['skipped'], $done['failed'] ) );
		$this->assertSame( '1 place was updated.', $done['message'] );
		$merged = self::section( '64px', 'Chez Marie', 'Fresh fish, caught daily.' );
		$this->assertSame( $merged, get_post_field( 'post_content', $page ), 'the new design and the new words where the site had not changed them; the site’s heading kept' );

		// One update of the post: a revision of it, and the copy as it was kept in the one before.
		$after = wp_get_post_revisions( $page );
		$this->assertSame( $revisions + 1, count( $after ), 'one revision for the merge (the edit before it was already one)' );
		$this->assertSame( $merged, array_values( $after )[0]->post_content );
		$this->assertSame( $mine, array_values( $after )[1]->post_content, 'the copy before the merge is the revision before' );

		// The record is at the new version and the copy is still "changed here" (it is not the new version).
		$row = self::provenance_rows()[0];
		$this->assertSame( 3, (int) $row['version'] );
		$provenance = \Stencilbox\Plugin::instance()->service( \Stencilbox\Site\Provenance\Provenance::class );
		$state      = $provenance->state( $provenance->find( (int) $row['id'] ) );
		$this->assertFalse( $state['pristine'], 'edited stays exact: the site’s heading differs from version 3' );
		$this->assertSame( Fingerprint::markup( self::section( '64px', 'Harbor café', 'Fresh fish, caught daily.' ) ), $row['hash'], 'the record holds version 3’s own hash' );
		$this->assertSame( 0, $this->updates()['count'], 'nothing more to update' );

		// Undo: the revision before brings the copy back as it was.
		wp_restore_post_revision( array_values( $after )[1]->ID );
		$this->assertSame( $mine, get_post_field( 'post_content', $page ) );
	}

	public function test_a_merge_or_replace_undone_through_revisions_is_offered_again_and_merges_from_the_version_the_copy_had(): void {
		$this->publish( self::section() );
		$page = $this->imported_page();
		$mine = self::section( '20px', 'Chez Marie' );
		wp_update_post( wp_slash( array( 'ID' => $page, 'post_content' => $mine ) ) );
		$this->publish( self::section( '64px', 'Harbor café', 'Fresh fish, caught daily.' ), 'More room' );
		$entry  = $this->updates()['updates'][0];
		$merged = self::section( '64px', 'Chez Marie', 'Fresh fish, caught daily.' );
		$this->assertSame( array( array( 'id' => $entry['id'], 'version' => 3 ) ), $this->merge_updates( array( $entry['id'] ) )['merged'] );
		$this->assertSame( 0, $this->updates()['count'] );

		// Revisions → the copy as it was before the merge: version 2 changed here, so version 3 is offered again.
		wp_restore_post_revision( array_values( wp_get_post_revisions( $page ) )[1]->ID );
		$this->assertSame( $mine, get_post_field( 'post_content', $page ) );
		$list = $this->updates();
		$this->assertSame( 1, $list['count'], 'README: Revisions brings the old version back — and the update is then offered again' );
		$this->assertSame( array( 2, 3, false ), array( $list['updates'][0]['version'], $list['updates'][0]['newest']['number'], $list['updates'][0]['pristine'] ) );

		// Merging again starts from version 2 (the base the copy has), so it gives the same merge.
		$this->assertSame( array( array( 'id' => $entry['id'], 'version' => 3 ) ), $this->merge_updates( array( $entry['id'] ) )['merged'] );
		$this->assertSame( $merged, get_post_field( 'post_content', $page ) );

		// "Replace my changes" undone the same way is offered again too.
		wp_restore_post_revision( array_values( wp_get_post_revisions( $page ) )[1]->ID );
		$this->assertSame( 1, $this->updates()['count'] );
		$this->assertSame( array( array( 'id' => $entry['id'], 'version' => 3 ) ), $this->apply( array( $entry['id'] ), true )['updated'] );
		$this->assertSame( self::section( '64px', 'Harbor café', 'Fresh fish, caught daily.' ), get_post_field( 'post_content', $page ) );
		wp_restore_post_revision( array_values( wp_get_post_revisions( $page ) )[1]->ID );
		$this->assertSame( $mine, get_post_field( 'post_content', $page ) );
		$list = $this->updates();
		$this->assertSame( array( 1, 2, false ), array( $list['count'], $list['updates'][0]['version'], $list['updates'][0]['pristine'] ) );
	}

	public function test_merge_with_a_conflict_writes_nothing_and_resolve_writes_the_users_picks(): void {
		$this->publish( self::section() );
		$page = $this->imported_page();
		$mine = self::section( '20px', 'Chez Marie' );
		wp_update_post( wp_slash( array( 'ID' => $page, 'post_content' => $mine ) ) );
		$this->publish( self::section( '64px', 'Harbor café and bar' ) );
		$entry     = $this->updates()['updates'][0];
		$revisions = count( wp_get_post_revisions( $page ) );

		$done = $this->merge_updates( array( $entry['id'] ) );
		$this->assertSame( array( array(), array() ), array( $done['merged'], $done['updated'] ) );
		$this->assertCount( 1, $done['conflicted'] );
		$conflicted = $done['conflicted'][0];
		$this->assertSame( array( $entry['id'], 3 ), array( $conflicted['id'], $conflicted['version'] ) );
		$this->assertSame( 1, count( $conflicted['conflicts'] ) );
		$conflict = $conflicted['conflicts'][0];
		$this->assertSame( array( '0/0', 'core/heading', 'Heading', 'text', 'Harbor café', 'Chez Marie', 'Harbor café and bar' ), array( $conflict['path'], $conflict['block'], $conflict['label'], $conflict['what'], $conflict['base'], $conflict['ours'], $conflict['theirs'] ) );
		$this->assertSame( $mine, get_post_field( 'post_content', $page ), 'a conflict writes nothing' );
		$this->assertSame( $revisions, count( wp_get_post_revisions( $page ) ) );
		$this->assertSame( 1, $this->updates()['count'], 'still offered' );

		$resolve = fn( array $args ): \WP_REST_Response => $this->rest( 'POST', '/stencilbox/v1/updates/resolve', $args + array( 'id' => $entry['id'], 'version' => 3, 'hash' => $conflicted['hash'], 'picks' => array( array( 'key' => $conflict['key'], 'pick' => 'ours' ) ), 'confirm' => true ) );
		$this->assertSame( 400, $resolve( array( 'confirm' => false ) )->get_status(), 'picking needs confirm' );
		$stale = $resolve( array( 'hash' => str_repeat( '0', 64 ) ) );
		$this->assertSame( array( 409, 'update_changed' ), array( $stale->get_status(), $stale->get_data()['code'] ) );
		$unpicked = $resolve( array( 'picks' => array( array( 'key' => '9/9:text:0', 'pick' => 'ours' ) ) ) );
		$this->assertSame( array( 400, 'invalid_data' ), array( $unpicked->get_status(), $unpicked->get_data()['code'] ) );
		$this->assertSame( $mine, get_post_field( 'post_content', $page ), 'nothing written without a pick per conflict' );

		$ok = $resolve( array() );
		$this->assertSame( 200, $ok->get_status(), (string) wp_json_encode( $ok->get_data() ) );
		$this->assertSame( array( $entry['id'], 3 ), array( $ok->get_data()['id'], $ok->get_data()['version'] ) );
		$this->assertSame( self::section( '64px', 'Chez Marie' ), get_post_field( 'post_content', $page ), 'the pick (the site’s heading) with the new design' );
		$this->assertSame( $revisions + 1, count( wp_get_post_revisions( $page ) ) );
		$this->assertSame( 0, $this->updates()['count'] );
	}

	public function test_a_merge_that_leaves_the_copy_as_it_was_is_not_taken_for_an_undo(): void {
		$this->publish( self::section() );
		$page = $this->imported_page();
		$mine = self::section( '20px', 'Chez Marie' );
		wp_update_post( wp_slash( array( 'ID' => $page, 'post_content' => $mine ) ) );
		// Upstream only the heading, which the site changed too: keeping the site's leaves the copy as it is.
		$this->publish( self::section( '20px', 'Harbor café and bar' ) );
		$entry      = $this->updates()['updates'][0];
		$conflicted = $this->merge_updates( array( $entry['id'] ) )['conflicted'][0];
		$this->assertSame( array( 3, 1 ), array( $conflicted['version'], count( $conflicted['conflicts'] ) ) );
		$this->resolve_as_ours( $entry['id'], $conflicted );
		$this->assertSame( $mine, get_post_field( 'post_content', $page ), 'the merge is the copy as it was' );
		// The copy is what that merge wrote, not a revision brought back: version 3 is not offered again.
		$this->assertSame( 0, $this->updates()['count'] );
		$this->assertSame( 3, (int) self::provenance_rows()[0]['version'] );
	}

	public function test_merge_of_an_inserted_range_keeps_the_post_around_it_and_its_mark(): void {
		$this->publish( self::section() );
		$post     = (int) wp_insert_post( array( 'post_title' => 'Landing' ) );
		$inserted = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $this->item, 'postId' => $post ) )->get_data()['content'];
		$edited   = str_replace( 'Fresh fish every day.', 'Our own words.', $inserted );
		$this->assertNotSame( $inserted, $edited );
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => self::MINE . "\n\n" . $edited . "\n\n" . self::MINE ) ) );
		$this->publish( self::section( '64px' ) );
		$entry = $this->updates()['updates'][0];
		$this->assertSame( array( 'range', false ), array( $entry['scope'], $entry['pristine'] ) );

		$done = $this->merge_updates( array( $entry['id'] ) );
		$this->assertSame( array( array( 'id' => $entry['id'], 'version' => 3 ) ), $done['merged'] );
		$after = (string) get_post_field( 'post_content', $post );
		$this->assertSame( 2, substr_count( $after, 'Written on this site.' ), 'what is around the range stays' );
		$range = Marker::find_blocks( $after, self::provenance_rows()[0]['ref'] );
		$this->assertCount( 1, $range, 'the range is still marked' );
		$this->assertSame( self::section( '64px', 'Harbor café', 'Our own words.' ), serialize_blocks( Marker::strip( $range ) ) );
		$this->assertSame( 0, $this->updates()['count'] );
	}

	public function test_a_copy_placed_in_the_sites_look_stays_unchanged_and_its_update_keeps_that_look(): void {
		switch_theme( 'twentytwentyfive' );
		$band = (string) file_get_contents( __DIR__ . '/../../../../php/Hub/Catalog/demo/gutenberg/consultation-cta.html' );
		$this->assertStringContainsString( '#0b2545', $band );
		$this->publish( $band, 'A dark band' );
		$placed = $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'    => $this->item,
				'title' => 'Matched',
				'look'  => 'site',
			)
		);
		$this->assertSame( 200, $placed->get_status(), (string) wp_json_encode( $placed->get_data() ) );
		$this->assertTrue( $placed->get_data()['look']['matched'] );
		$page = (int) $placed->get_data()['post_id'];
		$this->assertStringNotContainsString( '#0b2545', get_post_field( 'post_content', $page ) );
		$this->assertSame( 0, $this->updates()['count'], 'the newest version, in the site\'s look, is up to date' );

		$this->publish( str_replace( 'Ready for a second opinion?', 'Ready for a fresh look?', $band ), 'New words' );
		$list = $this->updates();
		$this->assertSame( 1, $list['count'] );
		$this->assertTrue( $list['updates'][0]['pristine'], 'a matched copy nobody edited is not "changed here"' );
		$done = $this->apply( array( $list['updates'][0]['id'] ) );
		$this->assertCount( 1, $done['updated'] );
		// The new version, matched to the site as the insert was: its words, the theme's colours.
		$content = get_post_field( 'post_content', $page );
		$this->assertStringContainsString( 'Ready for a fresh look?', $content );
		$this->assertStringNotContainsString( '#0b2545', $content );
		$this->assertStringContainsString( '"background":"var:preset|color|contrast"', $content );
		$this->assertSame( 0, $this->updates()['count'] );
	}

	public function test_a_matched_copys_update_keeps_its_colours_when_the_new_versions_roles_come_out_otherwise(): void {
		switch_theme( 'twentytwentyfive' );
		$band = (string) file_get_contents( __DIR__ . '/../../../../php/Hub/Catalog/demo/gutenberg/consultation-cta.html' );
		$this->publish( $band, 'A dark band' );
		$placed = $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'    => $this->item,
				'title' => 'Matched',
				'look'  => 'site',
			)
		);
		$this->assertSame( 200, $placed->get_status(), (string) wp_json_encode( $placed->get_data() ) );
		$page   = (int) $placed->get_data()['post_id'];
		$before = (string) get_post_field( 'post_content', $page );
		$this->assertIsArray( DesignMatcher::plan_checked( json_decode( (string) self::provenance_rows()[0]['context'], true )['pack'] ?? null ), 'a single placement records the plan it was matched with' );

		// Version 2 changes words only, but its design gives the colours other roles
		// (as when the publishing site's theme changed between the versions).
		$this->publish( str_replace( 'Ready for a second opinion?', 'Ready for a fresh look?', $band ), 'New words' );
		global $wpdb;
		$table  = ItemDesigns::table();
		$row    = $wpdb->get_row( $wpdb->prepare( 'SELECT id, design FROM %i WHERE item_id = %d ORDER BY id DESC LIMIT 1', $table, $this->item ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$design = json_decode( (string) $row['design'], true );
		$roles  = array_column( $design['colors'], 'role' );
		$this->assertGreaterThan( 1, count( $roles ) );
		foreach ( $design['colors'] as $n => $entry ) {
			$design['colors'][ $n ]['role'] = $roles[ ( $n + 1 ) % count( $roles ) ];
		}
		$wpdb->update( $table, array( 'design' => wp_json_encode( $design ) ), array( 'id' => (int) $row['id'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$matched_alone = ( new DesignMatcher() )->apply( str_replace( 'Ready for a second opinion?', 'Ready for a fresh look?', $band ), $design, DesignMatcher::LOOK_SITE )['content'];
		$list = $this->updates();
		$this->assertSame( 1, $list['count'] );
		$this->assertTrue( $list['updates'][0]['pristine'] );
		$this->assertCount( 1, $this->apply( array( $list['updates'][0]['id'] ) )['updated'] );
		$after = (string) get_post_field( 'post_content', $page );
		$this->assertStringContainsString( 'Ready for a fresh look?', $after );
		// Nobody recoloured it: every colour as the insert drew it.
		$this->assertSame( str_replace( 'Ready for a second opinion?', 'Ready for a fresh look?', $before ), $after );
		$this->assertStringNotContainsString( 'Ready for a second opinion?', $after );
		$colours = static fn( string $content ): array => ( preg_match_all( '/var:preset\|color\|[a-z0-9-]+|has-[a-z0-9-]+-(?:background-)?color/', $content, $m ) ? array_count_values( $m[0] ) : array() );
		$this->assertNotSame( $colours( $before ), $colours( $matched_alone ), 'matched on its own, the new version would have been repainted' );
	}

	public function test_merge_leaves_a_pristine_copy_to_the_one_step_update_and_is_not_combined_with_replace(): void {
		$page  = $this->imported_page();
		$this->publish( self::V2 );
		$entry = $this->updates()['updates'][0];
		$both  = $this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array( $entry['id'] ), 'merge' => true, 'replace_changes' => true, 'confirm' => true ) );
		$this->assertSame( array( 400, 'invalid_data' ), array( $both->get_status(), $both->get_data()['code'] ) );
		$this->assertSame( self::V1, get_post_field( 'post_content', $page ) );

		$done = $this->merge_updates( array( $entry['id'] ) );
		$this->assertSame( array( array( 'id' => $entry['id'], 'version' => 2 ) ), $done['updated'], 'a pristine copy is updated, not merged' );
		$this->assertSame( array(), $done['merged'] );
		$this->assertSame( self::V2, get_post_field( 'post_content', $page ), 'byte for byte' );
	}

	public function test_wp_cli_apply_merges_edited_places_by_default_and_reports_merged_conflicted_and_skipped(): void {
		$this->publish( self::section() );
		$clean    = $this->imported_page();
		$conflict = $this->imported_page();
		$pristine = $this->imported_page();
		wp_update_post( wp_slash( array( 'ID' => $clean, 'post_content' => self::section( '20px', 'Harbor café', 'Our own words.' ) ) ) );
		wp_update_post( wp_slash( array( 'ID' => $conflict, 'post_content' => self::section( '20px', 'Chez Marie' ) ) ) );
		$this->publish( self::section( '64px', 'Harbor café, on the quay' ) );
		$user = get_current_user_id();
		$this->register_commands();
		$out = static fn( array $run ): string => implode( "\n", $run['stdout'] );

		$run = $this->wp( 'stencilbox', 'updates', 'apply', '--user=' . $user );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertSame( array(), $run['questions'], 'merging asks nothing: the site’s changes are kept' );
		$this->assertStringContainsString( 'Updated: Harbor header in Home (version 3)', $out( $run ) );
		$this->assertStringContainsString( 'Merged: Harbor header in Home (version 3)', $out( $run ) );
		$this->assertStringContainsString( 'Conflicted: Harbor header in Home: 1 conflict (text at 0/0). Pick a side on the Updates screen.', $out( $run ) );
		$this->assertStringContainsString( 'Success: 2 places were updated.', $out( $run ) );
		$this->assertSame( self::section( '64px', 'Harbor café, on the quay' ), get_post_field( 'post_content', $pristine ) );
		$this->assertSame( self::section( '64px', 'Harbor café, on the quay', 'Our own words.' ), get_post_field( 'post_content', $clean ) );
		$this->assertSame( self::section( '20px', 'Chez Marie' ), get_post_field( 'post_content', $conflict ), 'the conflicted place is left as it was' );

		$both = $this->wp( 'stencilbox', 'updates', 'apply', '--merge', '--replace', '--user=' . $user );
		$this->assertSame( 1, $both['exit'] );
		$skipped = $this->wp( 'stencilbox', 'updates', 'apply', '--pristine-only', '--user=' . $user );
		$this->assertStringContainsString( 'Skipped: Harbor header in Home', $out( $skipped ) );
	}
}
