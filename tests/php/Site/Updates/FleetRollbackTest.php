<?php
/**
 * A fleet rollback (issue [26] item 4), on a site using its own hub: the
 * owner rolls version 2 back; the site's next check schedules the
 * rollback, which puts back, through the revision each apply made, what
 * the places that applied version 2 had; a place changed since is kept;
 * places that never applied it are not touched; each place is in the
 * hub's audit log; a second run does nothing, and version 2 is not
 * offered again until it is approved again.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Updates;

use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Site\Updates\Updates;
use Stencilbox\Support\Names;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\SiteOnOwnHub;
use Stencilbox\Tests\VersionHelpers;
use Stencilbox\Tests\WpCliHelpers;

/**
 * Through the site's routes, the hub owner's, and the WP-Cron event.
 *
 * @group database
 */
final class FleetRollbackTest extends CatalogTestCase {
	use AccountHelpers;
	use SiteOnOwnHub;
	use VersionHelpers;
	use WpCliHelpers;

	private const V1   = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header</h2>\n<!-- /wp:heading -->";
	private const V2   = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header, bigger logo</h2>\n<!-- /wp:heading -->";
	private const MINE = "<!-- wp:paragraph -->\n<p>Written on this site.</p>\n<!-- /wp:paragraph -->";

	/**
	 * The WordPress user.
	 *
	 * @var int
	 */
	private int $user = 0;

	protected function setUp(): void {
		parent::setUp();
		wp_unschedule_hook( Updates::ROLLBACK_HOOK );
		$this->user = $this->site_on_own_hub( 'rollback-', true );
	}

	protected function tearDown(): void {
		wp_unschedule_hook( Updates::ROLLBACK_HOOK );
		$this->forget_commands();
		$this->release_mails();
		parent::tearDown();
	}

	/**
	 * The record of a page.
	 *
	 * @param int $page Page.
	 * @return array<string, mixed>
	 */
	private static function record( int $page ): array {
		global $wpdb;
		$row = (array) $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE post_id = %d', Names::table( 'provenance' ), $page ), ARRAY_A );
		$row['context'] = json_decode( (string) $row['context'], true );
		return $row;
	}

	/**
	 * The audit log's fleet rollback rows, oldest first: [who, site, version, outcome, reason].
	 *
	 * @return array<int, array<int, mixed>>
	 */
	private function rollback_rows(): array {
		$rows = $this->rest( 'GET', '/stencilbox-hub/v1/admin/fleet/audit', array( 'action' => 'fleet_rollback' ) )->get_data()['data'];
		$out  = array_map( static fn( array $row ): array => array( $row['actor_kind'], $row['site'], $row['version'], $row['outcome'], $row['reason'] ), $rows );
		sort( $out );
		return $out;
	}

	public function test_the_places_that_applied_a_version_go_back_through_their_revisions_once(): void {
		$item    = $this->publish_post( $this->source, self::V1 );
		$applied = $this->imported_page( $item );
		$edited  = $this->imported_page( $item );
		$never   = $this->imported_page( $item );
		$this->publish_post( $this->source, self::V2 );
		$ids = array();
		foreach ( $this->updates()['updates'] as $entry ) {
			if ( $never !== $entry['post']['id'] ) {
				$ids[] = $entry['id'];
			}
		}
		$this->assertCount( 2, $ids );
		$done = $this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => $ids ) )->get_data();
		$this->assertCount( 2, $done['updated'], (string) wp_json_encode( $done ) );
		$this->assertSame( self::V2, get_post_field( 'post_content', $applied ) );
		// Changed on this site after the apply: a rollback keeps it.
		wp_update_post( wp_slash( array( 'ID' => $edited, 'post_content' => self::V2 . "\n\n" . self::MINE ) ) );
		// Inserted at version 2: it never applied version 2.
		$inserted = $this->imported_page( $item );
		$this->assertSame( self::V2, get_post_field( 'post_content', $inserted ) );

		// Refused without the confirmation, and for version 1.
		$this->assertSame(
			400,
			$this->rest(
				'POST',
				'/stencilbox-hub/v1/admin/fleet/rollbacks',
				array(
					'item_id' => $item,
					'number'  => 2,
				)
			)->get_status()
		);
		$this->assertSame(
			400,
			$this->rest(
				'POST',
				'/stencilbox-hub/v1/admin/fleet/rollbacks',
				array(
					'item_id' => $item,
					'number'  => 1,
					'confirm' => true,
				)
			)->get_status()
		);
		$this->assertSame( array(), $this->rollback_rows() );
		$this->assertFalse( wp_next_scheduled( Updates::ROLLBACK_HOOK, array( $this->user ) ), 'nothing to roll back yet' );

		$state = $this->rest(
			'POST',
			'/stencilbox-hub/v1/admin/fleet/rollbacks',
			array(
				'item_id' => $item,
				'number'  => 2,
				'confirm' => true,
			)
		);
		$this->assertSame( 200, $state->get_status(), (string) wp_json_encode( $state->get_data() ) );
		$this->assertSame( array( array( $item, 'Harbor header', 2 ) ), array_map( static fn( array $row ): array => array( $row['item_id'], $row['name'], $row['number'] ), $state->get_data()['rollbacks'] ) );

		// The site's next check: nothing to update (version 2 is not offered), the rollback scheduled; nothing written by the read.
		$pending = $this->updates();
		$this->assertSame( 0, $pending['count'] );
		// The Updates screen names the place going back (the one that applied version 2 and kept its revision).
		$this->assertSame(
			array(
				array(
					'id'         => (int) self::record( $applied )['id'],
					'name'       => 'Harbor header',
					'post_title' => get_the_title( $applied ),
					'version'    => 2,
					'to'         => 1,
				),
			),
			$pending['rolling_back']
		);
		$this->assertSame( self::V2, get_post_field( 'post_content', $applied ) );
		$this->assertNotFalse( wp_next_scheduled( Updates::ROLLBACK_HOOK, array( $this->user ) ) );
		$revisions = count( wp_get_post_revisions( $applied ) );

		do_action( Updates::ROLLBACK_HOOK, $this->user );

		$this->assertSame( self::V1, get_post_field( 'post_content', $applied ), 'back to version 1 through its revision' );
		$this->assertSame( self::V2 . "\n\n" . self::MINE, get_post_field( 'post_content', $edited ), 'changed since: kept' );
		$this->assertSame( self::V1, get_post_field( 'post_content', $never ), 'never applied version 2' );
		$this->assertSame( self::V2, get_post_field( 'post_content', $inserted ), 'inserted at version 2: not an apply' );
		// One more update, undoable: the newest revision is version 1, the one before it version 2.
		$after = array_values( wp_get_post_revisions( $applied ) );
		$this->assertGreaterThan( $revisions, count( $after ) );
		$this->assertSame( self::V1, $after[0]->post_content );
		$this->assertSame( self::V2, $after[1]->post_content );
		$record = self::record( $applied );
		$this->assertSame( 1, (int) $record['version'] );
		$this->assertArrayNotHasKey( '2', (array) ( $record['context']['undo'] ?? array() ) );
		$this->assertSame( 2, (int) self::record( $inserted )['version'] );

		$site = home_url( '/' );
		$this->assertSame(
			array(
				array( 'account', $site, 2, 'rolled_back', 'to_1' ),
				array( 'account', $site, 2, 'skipped', 'edited' ),
				array( 'user', '', 2, '', 'to_1' ),
			),
			$this->rollback_rows()
		);

		// Once only: again, nothing is written or reported, and a check schedules nothing.
		wp_unschedule_hook( Updates::ROLLBACK_HOOK );
		do_action( Updates::ROLLBACK_HOOK, $this->user );
		$this->assertCount( 3, $this->rollback_rows() );
		$this->assertCount( count( $after ), wp_get_post_revisions( $applied ) );
		$after_run = $this->updates();
		$this->assertSame( 0, $after_run['count'], 'version 2 is not offered again' );
		$this->assertSame( array(), $after_run['rolling_back'], 'nothing is going back any more' );
		$this->assertFalse( wp_next_scheduled( Updates::ROLLBACK_HOOK, array( $this->user ) ) );

		// Approved again: the rollback ends, and version 2 is offered to the places at version 1.
		$approved = $this->rest(
			'POST',
			'/stencilbox-hub/v1/admin/fleet/approvals',
			array(
				'item_id' => $item,
				'number'  => 2,
			)
		);
		$this->assertSame( array(), $approved->get_data()['rollbacks'] );
		$this->assertSame( '0', get_option( Fleet::ROLLBACKS_OPTION ) );
		$posts = array_map( static fn( array $entry ): int => $entry['post']['id'], $this->updates()['updates'] );
		sort( $posts );
		$this->assertSame( array( $applied, $never ), $posts );
	}

	public function test_the_command_names_each_place_it_rolls_back_by_its_page(): void {
		$item = $this->publish_post( $this->source, self::V1 );
		$page = $this->imported_page( $item );
		wp_update_post(
			array(
				'ID'         => $page,
				'post_title' => 'Harbor home',
			)
		);
		$this->publish_post( $this->source, self::V2 );
		$this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array_column( $this->updates()['updates'], 'id' ) ) );
		$this->rest(
			'POST',
			'/stencilbox-hub/v1/admin/fleet/rollbacks',
			array(
				'item_id' => $item,
				'number'  => 2,
				'confirm' => true,
			)
		);
		$this->register_commands();
		$run = $this->wp( 'stencilbox', 'updates', 'rollback', '--user=' . $this->user );
		$this->assertSame(
			array( "Rolled back: Harbor header in Harbor home (post {$page}) to version 1", 'Success: 1 place was rolled back.' ),
			$run['stdout'],
			implode( "\n", $run['stderr'] )
		);
		$this->assertSame( self::V1, get_post_field( 'post_content', $page ) );
	}

	public function test_a_site_whose_revision_is_gone_reports_the_place_failed_and_does_not_try_again(): void {
		$item = $this->publish_post( $this->source, self::V1 );
		$page = $this->imported_page( $item );
		$this->publish_post( $this->source, self::V2 );
		$this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array_column( $this->updates()['updates'], 'id' ) ) );
		$this->assertSame( self::V2, get_post_field( 'post_content', $page ) );
		$undo = self::record( $page )['context']['undo']['2'];
		$this->assertSame( 1, $undo['from'] );
		$this->assertTrue( $undo['pristine'] );
		$this->assertSame( self::V1, get_post( $undo['revision'] )->post_content, 'the revision holds the place as it was' );
		wp_delete_post_revision( $undo['revision'] );

		$this->rest(
			'POST',
			'/stencilbox-hub/v1/admin/fleet/rollbacks',
			array(
				'item_id' => $item,
				'number'  => 2,
				'confirm' => true,
			)
		);
		$done = $this->updates_service()->roll_back( $this->user );
		$this->assertSame( array(), $done['rolled_back'] );
		$this->assertSame( 'revision_not_found', $done['failed'][0]['code'] );
		$this->assertSame( self::V2, get_post_field( 'post_content', $page ) );
		$this->assertSame( array( 'account', home_url( '/' ), 2, 'failed', 'revision_not_found' ), $this->rollback_rows()[0] );
		$this->assertSame( array( 'rolled_back' => array(), 'skipped' => array(), 'failed' => array() ), $this->updates_service()->roll_back( $this->user ) );
	}

	public function test_after_a_rollback_the_count_and_the_list_do_not_offer_the_rolled_back_version_from_a_kept_answer(): void {
		// As over HTTP: the hub's writes do not reach this site's kept answers (no event here).
		remove_all_actions( \Stencilbox\Support\Names::EVENT_VERSIONS_CHANGED );
		$item = $this->publish_post( $this->source, self::V1 );
		$page = $this->imported_page( $item );
		$this->publish_post( $this->source, self::V2 );
		// The check kept for the place at version 1 offers version 2 (for Updates::HUB_TTL).
		$this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array_column( $this->updates()['updates'], 'id' ) ) );
		$this->assertSame( self::V2, get_post_field( 'post_content', $page ) );
		$this->rest(
			'POST',
			'/stencilbox-hub/v1/admin/fleet/rollbacks',
			array(
				'item_id' => $item,
				'number'  => 2,
				'confirm' => true,
			)
		);
		$this->assertCount( 1, $this->updates()['rolling_back'] );
		do_action( Updates::ROLLBACK_HOOK, $this->user );
		$this->assertSame( self::V1, get_post_field( 'post_content', $page ) );
		$this->assertSame( 1, (int) self::record( $page )['version'] );

		// Back at version 1: the answer kept for version 1 (before the rollback) is stale.
		$this->assertSame( 0, $this->rest( 'GET', '/stencilbox/v1/updates/count' )->get_data()['count'], 'the badge' );
		$this->assertSame( array(), $this->rest( 'GET', '/stencilbox/v1/updates' )->get_data()['updates'], 'the list, not asked afresh' );
	}

	/**
	 * The plugin's Updates service.
	 */
	private function updates_service(): Updates {
		$updates = \Stencilbox\Plugin::instance()->service( Updates::class );
		$this->assertInstanceOf( Updates::class, $updates );
		return $updates;
	}
}
