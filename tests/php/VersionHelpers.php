<?php
/**
 * Versions and provenance in tests: empty tables, row counts.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Support\Names;

/**
 * Shared by the version, provenance and update tests.
 */
trait VersionHelpers {
	/**
	 * Deletes every version, usage report and provenance record (rolled
	 * back with the test).
	 */
	protected static function empty_versions(): void {
		global $wpdb;
		foreach ( array( 'versions', 'usage_reports', 'provenance' ) as $table ) {
			$wpdb->query( 'DELETE FROM ' . Names::table( $table ) );
		}
	}

	/**
	 * A catalogue writer that records versions, as the plugin builds it.
	 *
	 * @param \Stencilbox\Hub\Catalog\CatalogRepository $catalog Catalogue.
	 */
	protected static function versioned_writer( \Stencilbox\Hub\Catalog\CatalogRepository $catalog ): \Stencilbox\Hub\Catalog\CatalogWriter {
		$versions = new \Stencilbox\Hub\Versions\ItemVersions(
			new \Stencilbox\Hub\Versions\Versions( new \Stencilbox\Hub\Cloud\DatabaseBodyStore() ),
			$catalog,
			new \Stencilbox\Hub\Versions\Retention( new \Stencilbox\Hub\Accounts\AccountRepository() ),
			new \Stencilbox\Hub\Versions\Usage()
		);
		return new \Stencilbox\Hub\Catalog\CatalogWriter( null, $versions );
	}

	/**
	 * Rows of a table of ours.
	 *
	 * @param string $table Short name.
	 * @param string $where A condition (trusted SQL of the test).
	 */
	protected static function count_rows( string $table, string $where = '1=1' ): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( $table ) . ' WHERE ' . $where );
	}

	/**
	 * Provenance records, oldest first.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected static function provenance_rows(): array {
		global $wpdb;
		return (array) $wpdb->get_results( 'SELECT * FROM ' . Names::table( 'provenance' ) . ' ORDER BY id ASC', ARRAY_A );
	}

	/**
	 * Publishes a hub post with a content as its owner would ("Publish to
	 * library"): the item's id.
	 *
	 * @param int    $post    The post.
	 * @param string $content Its content now.
	 */
	protected function publish_post( int $post, string $content ): int {
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => $content ) ) );
		$response = $this->rest(
			'POST',
			'/stencilbox-hub/v1/admin/catalog/publish',
			array(
				'source' => 'post:' . $post,
				'type'   => 'block',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * A page imported from an item ("Import as page", titled Home): its id.
	 *
	 * @param int $item Item.
	 */
	protected function imported_page( int $item ): int {
		$response = $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'    => $item,
				'title' => 'Home',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['post_id'];
	}
}
