<?php
/**
 * Versions, provenance and the fleet in tests: empty tables, row counts,
 * the page items are published from, publishing it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Hub\Fleet\Approvers;
use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Fleet\VersionCompare;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Hub\Versions\ChangeStamps;
use Stencilbox\Hub\Versions\Retention;
use Stencilbox\Support\Names;

/**
 * Shared by the version, provenance, fleet and update tests.
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
	 * Empties what the fleet keeps (the change stamps, sites and their
	 * channels, pins, approvals, rollbacks, approvers, the audit log, the
	 * canaries' similarities) and turns staged rollouts and fleet rollbacks
	 * off (rolled back with the test).
	 */
	protected static function empty_fleet(): void {
		global $wpdb;
		foreach ( array( ChangeStamps::table(), Fleet::sites_table(), Fleet::pins_table(), Fleet::approvals_table(), Fleet::rollbacks_table(), Approvers::table(), AuditLog::table(), VersionCompare::similarity_table() ) as $table ) {
			$wpdb->query( 'DELETE FROM ' . $table ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table names.
		}
		update_option( Fleet::STAGED_OPTION, '0', true );
		update_option( Fleet::ROLLBACKS_OPTION, '0', true );
	}

	/**
	 * The hub as the version and fleet tests start it: no versions, an
	 * empty fleet (`empty_fleet()`), the default retention, other sites
	 * allowed to use it, an administrator signed in: their id.
	 */
	protected function fresh_hub(): int {
		self::empty_versions();
		self::empty_fleet();
		delete_option( Retention::OPTION );
		update_option( HubController::REMOTE_OPTION, 1 );
		return $this->login_as( 'administrator' );
	}

	/**
	 * A published post titled "Harbor header", the source an owner
	 * publishes an item from: its id.
	 *
	 * @param string $content   Its content.
	 * @param string $post_type page, or wp_block.
	 */
	protected static function harbor_post( string $content, string $post_type = 'page' ): int {
		return (int) wp_insert_post(
			array(
				'post_type'    => $post_type,
				'post_status'  => 'publish',
				'post_title'   => 'Harbor header',
				'post_content' => $content,
			)
		);
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
	 * A new version of an Elementor item of the catalogue, written as the
	 * plugin writes one (its versions recorded): its export changed by
	 * `$change`, its type and name kept.
	 *
	 * @param string   $slug   Item.
	 * @param callable $change Its export (decoded) → the new export.
	 */
	protected function new_elementor_version( string $slug, callable $change ): void {
		$row    = $this->catalog->row( (int) $this->catalog->id_of( 'elementor', $slug ) );
		$export = $change( json_decode( $this->catalog->content( (int) $row['id'] ), true ) );
		self::versioned_writer( $this->catalog )->save_item(
			array(
				'platform' => 'elementor',
				'type'     => (string) $row['type'],
				'slug'     => $slug,
				'name'     => (string) $row['name'],
				'content'  => (string) wp_json_encode( $export ),
			)
		);
		CatalogVersion::bump();
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
	 * @param string $note    The version's note.
	 */
	protected function publish_post( int $post, string $content, string $note = '' ): int {
		wp_update_post( wp_slash( array( 'ID' => $post, 'post_content' => $content ) ) );
		$response = $this->rest(
			'POST',
			'/stencilbox-hub/v1/admin/catalog/publish',
			array(
				'source'       => 'post:' . $post,
				'type'         => 'block',
				'version_note' => $note,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * "Merge my changes" of updates (`POST /updates/apply`, `merge: true`);
	 * asserts success.
	 *
	 * @param array<int, int|string> $ids Updates.
	 * @return array<string, mixed> The answer.
	 */
	protected function merge_updates( array $ids ): array {
		$response = $this->rest(
			'POST',
			'/stencilbox/v1/updates/apply',
			array(
				'ids'   => $ids,
				'merge' => true,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * Resolves a conflicted update with every conflict kept as the site has
	 * it (`POST /updates/resolve`): the route writes the merge with those
	 * picks; asserts success.
	 *
	 * @param int|string           $id         The update.
	 * @param array<string, mixed> $conflicted The apply's answer for it (`conflicted[…]`).
	 * @return array<string, mixed> The answer.
	 */
	protected function resolve_as_ours( int|string $id, array $conflicted ): array {
		$response = $this->rest( 'POST', '/stencilbox/v1/updates/resolve', self::ours_resolution( $id, $conflicted ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * What `POST /updates/resolve` is sent to keep every conflict as the
	 * site has it, confirmed.
	 *
	 * @param int|string           $id         The update.
	 * @param array<string, mixed> $conflicted The apply's answer for it (`conflicted[…]`).
	 * @return array<string, mixed>
	 */
	protected static function ours_resolution( int|string $id, array $conflicted ): array {
		return array(
			'id'      => $id,
			'version' => $conflicted['version'],
			'hash'    => $conflicted['hash'],
			'picks'   => array_map(
				static fn( array $conflict ): array => array(
					'key'  => $conflict['key'],
					'pick' => 'ours',
				),
				$conflicted['conflicts']
			),
			'confirm' => true,
		);
	}

	/**
	 * An owner's fleet write (`POST admin/fleet…`); asserts success.
	 *
	 * @param string               $path   Under admin/fleet.
	 * @param array<string, mixed> $params Body.
	 * @return array<string, mixed> The fleet as it is now.
	 */
	protected function fleet_write( string $path, array $params ): array {
		$response = $this->rest( 'POST', '/stencilbox-hub/v1/admin/fleet' . $path, $params );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
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
