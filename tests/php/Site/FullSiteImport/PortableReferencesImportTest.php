<?php
/**
 * A pack whose pages carry a synced pattern (issue [26] item 5): the import
 * creates it once for every page that shows it, and revert takes it back.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Names;
use Stencilbox\Tests\FullSiteImportTestCase;

/**
 * Through the wizard's routes, on this site's own hub.
 *
 * @database-neutral its SQL only counts the patterns an import made (posts through WordPress's APIs).
 */
final class PortableReferencesImportTest extends FullSiteImportTestCase {
	public function test_a_carried_pattern_is_created_once_for_every_page_and_revert_removes_it(): void {
		$pattern  = (int) wp_insert_post(
			array(
				'post_type'    => 'wp_block',
				'post_status'  => 'publish',
				'post_title'   => 'Harbor hours',
				'post_content' => "<!-- wp:paragraph -->\n<p>Open at dawn.</p>\n<!-- /wp:paragraph -->",
			)
		);
		$portable = ( new References() )->carry( "<!-- wp:block {\"ref\":{$pattern}} /-->", 'gutenberg' );
		$stable   = (string) get_post_meta( $pattern, References::META, true );
		wp_delete_post( $pattern, true );
		// Every page of the pack shows it (as if published with it).
		global $wpdb;
		$pages = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM %i WHERE pack_id = %d AND type = %s', Names::table( 'catalog_items' ), $this->harbor(), 'page' ) );
		$this->assertGreaterThanOrEqual( 2, count( $pages ) );
		foreach ( $pages as $id ) {
			$wpdb->query( $wpdb->prepare( 'UPDATE %i SET content = CONCAT(content, %s) WHERE item_id = %d', Names::table( 'catalog_content' ), "\n\n" . $portable, (int) $id ) );
		}
		CatalogVersion::bump();

		$before  = self::snapshot();
		$session = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		$made = get_posts(
			array(
				'post_type'   => 'wp_block',
				'meta_key'    => References::META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value'  => $stable, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
				'fields'      => 'ids',
				'numberposts' => -1,
			)
		);
		$this->assertCount( 1, $made, 'one pattern for every page' );
		$this->assertSame( 'Harbor hours', get_the_title( $made[0] ) );
		$home = (string) get_post_field( 'post_content', (int) get_option( 'page_on_front' ) );
		$this->assertStringContainsString( '"ref":' . $made[0], $home );
		$this->assertStringNotContainsString( References::ATTR, $home );
		$this->assertStringContainsString( 'Open at dawn.', do_blocks( $home ) );

		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assert_same_snapshot( $before, self::snapshot() );
	}
}
