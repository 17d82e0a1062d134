<?php
/**
 * Importing the same pack again (issue [26] item 5): the second import
 * finds what the first made by its stable id, changes nothing when nothing
 * changed, writes a newer version into the pages still as the first import
 * left them, keeps a page the user edited, and its revert gives back the
 * site as it was before it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Plugin;
use Stencilbox\Site\Templates\DisplayIndex;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Names;
use Stencilbox\Tests\FullSiteImportTestCase;

/**
 * Through the wizard's routes, on this site's own hub.
 *
 * @database-neutral its SQL reads whole tables and appends to the catalogue's content (CONCAT, as PortableReferencesImportTest).
 */
final class ImportTwiceTest extends FullSiteImportTestCase {
	public function test_the_same_pack_imported_twice_changes_nothing_the_second_time(): void {
		// The wizard's summary says how many of the pack's pages are here already.
		$here = fn(): int => (int) $this->rest( 'GET', '/stencilbox/v1/full-site-import/info', array( 'id' => $this->harbor() ) )->get_data()['data']['site']['imported_pages'];
		$this->assertSame( 0, $here() );
		$first = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $first ) );
		$tables     = self::snapshot();
		$files      = self::uploads();
		$provenance = self::provenance();
		$this->assertNotSame( array(), $files, 'the first import stored its images' );
		$this->assertSame( 2, $here() );

		$second = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $second ) );
		// No duplicate page, post, menu, kit, term or image; nothing rewritten.
		$this->assert_same_snapshot( $tables, self::snapshot() );
		$this->assertSame( $files, self::uploads() );
		$this->assertSame( $provenance, self::provenance() );
		// The results still name every page of the pack (the ones the first import made).
		$results = $this->results( $second );
		$this->assertSame( array( 'Home', 'About' ), array_column( $results['pages'], 'title' ) );
		$this->assertSame( (int) get_option( 'page_on_front' ), $results['pages'][0]['id'] );
		$this->assertArrayNotHasKey( 'kept_edited', $results );

		// Its revert leaves the site as the first import made it.
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $second, 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assert_same_snapshot( $tables, self::snapshot() );
		$this->assertSame( $files, self::uploads() );
		$this->assertSame( $provenance, self::provenance() );
	}

	public function test_a_newer_pack_updates_pristine_pages_in_place_keeps_an_edited_one_and_reverts_exactly(): void {
		$first = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $first ) );
		$home  = (int) get_option( 'page_on_front' );
		$about = (int) get_page_by_path( 'about' )?->ID;
		$this->assertGreaterThan( 0, $about );
		// The user adds their own words to About.
		wp_update_post(
			array(
				'ID'           => $about,
				'post_content' => get_post_field( 'post_content', $about ) . "\n\n<!-- wp:paragraph -->\n<p>My own words.</p>\n<!-- /wp:paragraph -->",
			)
		);
		// The pack's pages change on the hub (a newer version).
		global $wpdb;
		$pages = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM %i WHERE pack_id = %d AND type = %s', Names::table( 'catalog_items' ), $this->harbor(), 'page' ) );
		foreach ( $pages as $id ) {
			$wpdb->query( $wpdb->prepare( 'UPDATE %i SET content = CONCAT(content, %s) WHERE item_id = %d', Names::table( 'catalog_content' ), "\n\n<!-- wp:paragraph -->\n<p>Now with a ferry timetable.</p>\n<!-- /wp:paragraph -->", (int) $id ) );
		}
		CatalogVersion::bump();
		$tables     = self::snapshot();
		$files      = self::uploads();
		$provenance = self::provenance();
		$count      = static fn(): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", 'page' ) );
		$pages_now  = $count();

		$second = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $second ) );
		// The front page, still as the first import left it, took the newer
		// version in place: same post, same address, links still pointed.
		$this->assertSame( $home, (int) get_option( 'page_on_front' ) );
		$this->assertSame( $pages_now, $count() );
		$front = (string) get_post_field( 'post_content', $home );
		$this->assertStringContainsString( 'Now with a ferry timetable.', $front );
		$this->assertStringNotContainsString( 'href="#about"', $front );
		// About keeps the user's words and is named in the results.
		$this->assertStringContainsString( 'My own words.', (string) get_post_field( 'post_content', $about ) );
		$this->assertStringNotContainsString( 'ferry timetable', (string) get_post_field( 'post_content', $about ) );
		$this->assertSame( array( 'About' ), $this->results( $second )['kept_edited'] );

		// Revert: the site, the provenance records and the uploads as before the second import.
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $second, 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assert_same_snapshot( $tables, self::snapshot() );
		$this->assertSame( $files, self::uploads() );
		$this->assertSame( $provenance, self::provenance() );
	}

	public function test_a_page_the_user_may_not_edit_is_left_as_it_is(): void {
		$first = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $first ) );
		$home   = (int) get_option( 'page_on_front' );
		$about  = (int) get_page_by_path( 'about' )?->ID;
		$before = (string) get_post_field( 'post_content', $home );
		global $wpdb;
		$pages = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM %i WHERE pack_id = %d AND type = %s', Names::table( 'catalog_items' ), $this->harbor(), 'page' ) );
		foreach ( $pages as $id ) {
			$wpdb->query( $wpdb->prepare( 'UPDATE %i SET content = CONCAT(content, %s) WHERE item_id = %d', Names::table( 'catalog_content' ), "\n\n<!-- wp:paragraph -->\n<p>Now with a ferry timetable.</p>\n<!-- /wp:paragraph -->", (int) $id ) );
		}
		CatalogVersion::bump();
		$deny = static fn( array $caps, string $cap, int $user, array $args ): array => 'edit_post' === $cap && $home === (int) ( $args[0] ?? 0 ) ? array( 'do_not_allow' ) : $caps;
		add_filter( 'map_meta_cap', $deny, 10, 4 );
		try {
			$second = $this->start( $this->form() );
			$this->assertSame( 'complete', $this->run_to_end( $second ) );
		} finally {
			remove_filter( 'map_meta_cap', $deny, 10 );
		}
		$this->assertSame( $before, (string) get_post_field( 'post_content', $home ) );
		$this->assertStringContainsString( 'Now with a ferry timetable.', (string) get_post_field( 'post_content', $about ) );
		$this->assertArrayNotHasKey( 'kept_edited', $this->results( $second ), 'not edited: left to whoever may edit it' );
	}

	public function test_a_kit_found_again_is_shown_again_over_a_later_packs_kit(): void {
		$first = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $first ) );
		$header = self::kit( 'header' );
		$this->assertGreaterThan( 0, $header );
		// Another pack's header, imported after it (of equal conditions the newest is shown).
		$other = Plugin::instance()->service( TemplateRepository::class )->create(
			'gutenberg',
			'header',
			array(
				'title'      => 'Saffron Header',
				'content'    => "<!-- wp:paragraph -->\n<p>Saffron</p>\n<!-- /wp:paragraph -->",
				'conditions' => array(
					array(
						'type' => 'include',
						'name' => 'general',
					),
				),
				'is_kit'     => true,
				'status'     => 'publish',
			)
		);
		// Minutes apart (the test runs within a second).
		global $wpdb;
		foreach ( array( $header => 120, $other => 60 ) as $id => $ago ) {
			$wpdb->update(
				$wpdb->posts,
				array(
					'post_modified'     => gmdate( 'Y-m-d H:i:s', time() - $ago ),
					'post_modified_gmt' => gmdate( 'Y-m-d H:i:s', time() - $ago ),
				),
				array( 'ID' => $id )
			);
			clean_post_cache( $id );
		}
		$content = (string) get_post_field( 'post_content', $header );
		Plugin::instance()->service( DisplayIndex::class )->rebuild();
		$tables = self::snapshot();

		// Harbor again: its header, found, is the newest again, as it was.
		$second = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $second ) );
		$this->assertSame( $header, self::kit( 'header' ) );
		$this->assertGreaterThan( strtotime( (string) get_post_field( 'post_modified_gmt', $other ) ), strtotime( (string) get_post_field( 'post_modified_gmt', $header ) ) );
		$this->assertSame( $content, (string) get_post_field( 'post_content', $header ) );
		$index = Plugin::instance()->service( DisplayIndex::class )->rebuild();
		$this->assertSame( array( $header, $other ), array_values( array_intersect( array_column( $index, 'id' ), array( $header, $other ) ) ) );
		$newest = array_reduce( $index, static fn( ?array $carry, array $t ): array => 'header' === $t['type'] && ( null === $carry || $t['modified'] > $carry['modified'] ) ? $t : ( $carry ?? $t ), null );
		$this->assertSame( $header, $newest['id'] );

		// Its revert gives the later pack's header its place back.
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $second, 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assert_same_snapshot( $tables, self::snapshot() );
	}

	/**
	 * The pack's kit of a type (0: none).
	 *
	 * @param string $type Template type.
	 */
	private static function kit( string $type ): int {
		$kits = get_posts(
			array(
				'post_type'   => TemplatePostType::POST_TYPE,
				'numberposts' => -1,
				'fields'      => 'ids',
				'orderby'     => 'ID',
				'order'       => 'ASC',
				'meta_key'    => References::META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			)
		);
		foreach ( $kits as $id ) {
			if ( get_post_meta( (int) $id, TemplatePostType::META_TYPE, true ) === $type ) {
				return (int) $id;
			}
		}
		return 0;
	}

	/**
	 * An import's results (its log's `complete` event).
	 *
	 * @param string $session Session id.
	 * @return array<string, mixed>
	 */
	private function results( string $session ): array {
		$complete = array_values( array_filter( $this->log( $session ), static fn( array $e ): bool => 'complete' === $e['action'] ) );
		$this->assertCount( 1, $complete );
		return (array) $complete[0]['data'];
	}

	/**
	 * Every file in uploads with its SHA-256, by path.
	 *
	 * @return array<string, string>
	 */
	private static function uploads(): array {
		$base  = wp_get_upload_dir()['basedir'];
		$files = array();
		if ( ! is_dir( $base ) ) {
			return $files;
		}
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $base, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
			if ( $file->isFile() ) {
				$files[ substr( $file->getPathname(), strlen( $base ) + 1 ) ] = (string) hash_file( 'sha256', $file->getPathname() );
			}
		}
		ksort( $files );
		return $files;
	}

	/**
	 * The site's provenance records, whole.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function provenance(): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i ORDER BY id', Names::table( 'provenance' ) ), ARRAY_A );
	}
}
