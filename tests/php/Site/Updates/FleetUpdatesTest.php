<?php
/**
 * A site under staged rollouts (issue [26] items 1 and 3), on its own hub:
 * a version not approved is not offered to an ordinary site; once
 * approved it is, and the site's apply is in the hub's audit log, one
 * result per place (updated, skipped because edited), with no content.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Updates;

use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\SiteOnOwnHub;
use Stencilbox\Tests\VersionHelpers;

/**
 * Through the site's routes and the hub owner's.
 *
 * @group database
 */
final class FleetUpdatesTest extends CatalogTestCase {
	use AccountHelpers;
	use SiteOnOwnHub;
	use VersionHelpers;

	private const V1   = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header</h2>\n<!-- /wp:heading -->";
	private const V2   = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header, bigger logo</h2>\n<!-- /wp:heading -->";
	private const MINE = "<!-- wp:paragraph -->\n<p>Written on this site.</p>\n<!-- /wp:paragraph -->";

	protected function setUp(): void {
		parent::setUp();
		$this->site_on_own_hub( 'fleet-', true );
	}

	protected function tearDown(): void {
		$this->release_mails();
		parent::tearDown();
	}

	public function test_an_ordinary_site_sees_a_version_once_approved_and_its_apply_is_audited(): void {
		$item   = $this->publish_post( $this->source, self::V1 );
		$page   = $this->imported_page( $item );
		$edited = $this->imported_page( $item );
		wp_update_post( wp_slash( array( 'ID' => $edited, 'post_content' => self::V1 . "\n\n" . self::MINE ) ) );
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox-hub/v1/admin/fleet/settings', array( 'staged' => true ) )->get_status() );
		$this->publish_post( $this->source, self::V2 );
		$this->assertSame( 0, $this->updates()['count'], 'not approved: this (stable) site is not offered version 2' );

		$this->assertSame(
			200,
			$this->rest(
				'POST',
				'/stencilbox-hub/v1/admin/fleet/approvals',
				array(
					'item_id' => $item,
					'number'  => 2,
				)
			)->get_status()
		);
		$list = $this->updates();
		$this->assertSame( 2, $list['count'] );
		$ids = array_column( $list['updates'], 'id' );

		$done = $this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => $ids ) )->get_data();
		$this->assertCount( 1, $done['updated'] );
		$this->assertCount( 1, $done['skipped'] );
		$this->assertSame( self::V2, get_post_field( 'post_content', $page ) );

		$log = $this->rest( 'GET', '/stencilbox-hub/v1/admin/fleet/audit', array( 'action' => 'apply' ) );
		$this->assertSame( 200, $log->get_status() );
		$rows = $log->get_data()['data'];
		$this->assertCount( 2, $rows );
		$outcomes = array();
		foreach ( $rows as $row ) {
			$this->assertSame( $item, $row['item_id'] );
			$this->assertSame( home_url( '/' ), $row['site'] );
			$this->assertSame( 'account', $row['actor_kind'] );
			$outcomes[ $row['outcome'] ] = $row['reason'];
		}
		ksort( $outcomes );
		$this->assertSame(
			array(
				'skipped' => 'edited',
				'updated' => '',
			),
			$outcomes
		);
		// Nothing about the site's content: no title, post id or text in any column.
		$text = (string) wp_json_encode( $rows );
		foreach ( array( 'Home', 'Written on this site', '"' . $page . '"' ) as $private ) {
			$this->assertStringNotContainsString( $private, $text );
		}
	}

	public function test_a_canary_measures_its_own_rendering_and_sends_the_score_only(): void {
		$item   = $this->publish_post( $this->source, self::V1 );
		$page   = $this->imported_page( $item );
		$edited = $this->imported_page( $item );
		wp_update_post( wp_slash( array( 'ID' => $edited, 'post_content' => self::V1 . "\n\n" . self::MINE ) ) );
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox-hub/v1/admin/fleet/settings', array( 'staged' => true ) )->get_status() );
		$this->assertSame(
			200,
			$this->rest(
				'POST',
				'/stencilbox-hub/v1/admin/fleet/sites',
				array(
					'site'    => home_url( '/' ),
					'channel' => 'canary',
				)
			)->get_status()
		);
		$this->publish_post( $this->source, self::V2 );
		$ids = array_column( $this->updates()['updates'], 'id' );
		$this->assertCount( 2, $ids, 'a canary is offered version 2 before approval' );

		// What the site sends the hub: the body of each report.
		$sent   = array();
		$listen = static function ( mixed $result, mixed $server, \WP_REST_Request $request ) use ( &$sent ): mixed {
			if ( '/stencilbox-hub/v1/fleet/applied' === $request->get_route() ) {
				$sent[] = json_decode( $request->get_body(), true );
			}
			return $result;
		};
		add_filter( 'rest_pre_dispatch', $listen, 10, 3 );
		$done = $this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => $ids ) )->get_data();
		remove_filter( 'rest_pre_dispatch', $listen, 10 );
		$this->assertCount( 1, $done['updated'] );
		$this->assertCount( 1, $done['skipped'] );
		$this->assertSame( self::V2, get_post_field( 'post_content', $page ) );

		$this->assertCount( 1, $sent );
		$body = $sent[0];
		$this->assertSame( array( 'for', 'results', 'site' ), self::sorted_keys( $body ) );
		$by_outcome = array_column( $body['results'], null, 'outcome' );
		$this->assertSame( array( 'item_id', 'outcome', 'reason', 'similarity', 'version' ), self::sorted_keys( $by_outcome['updated'] ) );
		$this->assertSame( array( 'item_id', 'outcome', 'reason', 'version' ), self::sorted_keys( $by_outcome['skipped'] ), 'nothing written: not measured' );
		// Its own rendering of the page: "harbor header" then "harbor header bigger logo", 2 × 2 ÷ 6.
		$this->assertSame( 0.6667, $by_outcome['updated']['similarity'] );
		$text = (string) wp_json_encode( $body );
		foreach ( array( 'Harbor', 'harbor', 'Home', 'Written on this site', '"' . $page . '"', '<' ) as $private ) {
			$this->assertStringNotContainsString( $private, $text, 'nothing of the site\'s content' );
		}

		// The hub keeps it with the canary's result; the owner's dialog answers it.
		$compare = $this->rest(
			'GET',
			'/stencilbox-hub/v1/admin/fleet/compare',
			array(
				'item_id' => $item,
				'number'  => 2,
			)
		);
		$this->assertSame( 200, $compare->get_status(), (string) wp_json_encode( $compare->get_data() ) );
		$canary = $compare->get_data()['canaries'][0];
		$this->assertSame( home_url( '/' ), $canary['site'] );
		$this->assertSame( 0.6667, $canary['similarity'] );
	}

	/**
	 * An object's keys, sorted.
	 *
	 * @param array<string, mixed> $data Object.
	 * @return string[]
	 */
	private static function sorted_keys( array $data ): array {
		$keys = array_map( 'strval', array_keys( $data ) );
		sort( $keys );
		return $keys;
	}

	public function test_a_merge_finished_by_the_users_picks_is_audited_as_resolved(): void {
		$item   = $this->publish_post( $this->source, self::V1 );
		$edited = $this->imported_page( $item );
		wp_update_post( wp_slash( array( 'ID' => $edited, 'post_content' => str_replace( 'Harbor header', 'Chez Marie', self::V1 ) ) ) );
		$this->publish_post( $this->source, self::V2 );
		$entry = $this->updates()['updates'][0];

		$done = $this->merge_updates( array( $entry['id'] ) );
		$this->assertCount( 1, $done['conflicted'] );
		$conflicted = $done['conflicted'][0];
		$this->assertSame( array( 2, 1 ), array( $conflicted['version'], count( $conflicted['conflicts'] ) ) );
		$this->resolve_as_ours( $entry['id'], $conflicted );

		// Newest first: the picks' merge, then the apply that found the conflict.
		$rows = $this->rest( 'GET', '/stencilbox-hub/v1/admin/fleet/audit', array( 'action' => 'apply' ) )->get_data()['data'];
		$this->assertSame(
			array(
				array( 'merged', 'resolved', 2 ),
				array( 'conflicted', 'conflicts', 2 ),
			),
			array_map( static fn( array $row ): array => array( $row['outcome'], $row['reason'], $row['version'] ), $rows )
		);
		$this->assertStringNotContainsString( 'Chez Marie', (string) wp_json_encode( $rows ) );
	}
}
