<?php
/**
 * The hub's audit log (issue [26] item 3): publishes, approvals, pins,
 * channels, applies and rollbacks with who and when; filters; the CSV
 * export.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Fleet;

use Stencilbox\Hub\Fleet\Actor;
use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Rest\HubFleetAdminController;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\HubHelpers;
use Stencilbox\Tests\VersionHelpers;

/**
 * `GET admin/fleet/audit`, `POST /fleet/applied`, the export.
 *
 * @group database
 */
final class AuditLogTest extends CatalogTestCase {
	use HubHelpers;
	use VersionHelpers;

	private const ADMIN = '/stencilbox-hub/v1/admin';
	private const SITE  = 'https://client.example.org/';

	/**
	 * The page published from.
	 *
	 * @var int
	 */
	private int $page = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->fresh_hub();
		$this->page = self::harbor_post( '<!-- wp:paragraph --><p>One.</p><!-- /wp:paragraph -->' );
	}

	/**
	 * Publishes the page with a text; asserts success.
	 *
	 * @param string $text Text.
	 * @param string $note Version note.
	 * @return int Item id.
	 */
	private function publish( string $text, string $note = '' ): int {
		return $this->publish_post( $this->page, '<!-- wp:paragraph --><p>' . $text . '</p><!-- /wp:paragraph -->', $note );
	}

	/**
	 * A page of the log.
	 *
	 * @param array<string, mixed> $filters Filters.
	 * @return array<string, mixed>
	 */
	private function log( array $filters = array() ): array {
		$response = $this->rest( 'GET', self::ADMIN . '/fleet/audit', $filters );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_every_publish_approval_pin_channel_apply_and_rollback_is_logged_with_who_and_when(): void {
		$admin = wp_get_current_user()->user_login;
		$id    = $this->publish( 'One.' );
		$this->publish( 'Two.', 'Bigger logo' );
		$this->rest( 'POST', self::ADMIN . '/fleet/settings', array( 'staged' => true ) );
		$this->publish( 'Three.' );
		$this->rest( 'POST', self::ADMIN . '/fleet/approvals', array( 'item_id' => $id, 'number' => 3 ) );
		$this->rest( 'POST', self::ADMIN . '/fleet/sites', array( 'site' => self::SITE, 'channel' => 'canary' ) );
		$this->rest( 'POST', self::ADMIN . '/fleet/pins', array( 'site' => self::SITE, 'item_id' => $id, 'number' => 2 ) );
		$this->assertSame( 200, $this->rest( 'POST', self::ADMIN . "/catalog/items/{$id}/versions/1/restore" )->get_status() );
		$account = $this->hub_account( 'free', 'site-owner@example.org' );
		$applied = $this->hub(
			'POST',
			'/fleet/applied',
			array(
				'site'    => 'https://client.example.org',
				'results' => array(
					array( 'item_id' => $id, 'version' => 2, 'outcome' => 'updated' ),
					array( 'item_id' => $id, 'version' => 1, 'outcome' => 'skipped', 'reason' => 'edited' ),
					array( 'item_id' => $id, 'version' => 1, 'outcome' => 'failed', 'reason' => 'rest_forbidden' ),
				),
			),
			$account['key']
		);
		$this->assertSame( 200, $applied->get_status(), (string) wp_json_encode( $applied->get_data() ) );
		$this->assertSame( 3, $applied->get_data()['recorded'] );

		$page = $this->log();
		$this->assertSame( 11, $page['total'] );
		$rows = array_reverse( $page['data'] );
		$this->assertSame(
			array(
				array( 'publish', $admin, 1, '', '', '' ),
				array( 'publish', $admin, 2, '', '', 'Bigger logo' ),
				array( 'settings', $admin, 0, '', '', 'staged_on' ),
				array( 'publish', $admin, 3, '', '', '' ),
				array( 'approve', $admin, 3, '', '', '' ),
				array( 'channel', $admin, 0, self::SITE, 'canary', '' ),
				array( 'pin', $admin, 2, self::SITE, '', '' ),
				array( 'rollback', $admin, 4, '', '', 'restored_from_1' ),
				array( 'apply', 'site-owner@example.org', 2, self::SITE, 'updated', '' ),
				array( 'apply', 'site-owner@example.org', 1, self::SITE, 'skipped', 'edited' ),
				array( 'apply', 'site-owner@example.org', 1, self::SITE, 'failed', 'rest_forbidden' ),
			),
			array_map( static fn( array $row ): array => array( $row['action'], $row['actor_name'], $row['version'], $row['site'], $row['outcome'], $row['reason'] ), $rows )
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/', $rows[0]['created_at'] );
		// Each event names its item as the catalogue does now.
		$this->assertSame( array( 'Harbor header' ), array_values( array_unique( array_filter( array_column( $rows, 'item_name' ) ) ) ) );

		// Filters.
		$this->assertSame( 3, $this->log( array( 'action' => 'apply' ) )['total'] );
		$this->assertSame( 5, $this->log( array( 'site' => 'https://client.example.org' ) )['total'] );
		$this->assertSame( 3, $this->log( array( 'actor' => 'site-owner@example.org' ) )['total'] );
		$this->assertSame( 0, $this->log( array( 'item_id' => $id + 1000 ) )['total'] );
		$this->assertSame( 11, $this->log( array( 'since' => gmdate( 'Y-m-d' ), 'until' => gmdate( 'Y-m-d' ) ) )['total'] );
		$this->assertSame( 0, $this->log( array( 'until' => '2020-01-01' ) )['total'] );
		$this->assertSame( 400, $this->rest( 'GET', self::ADMIN . '/fleet/audit', array( 'action' => 'delete' ) )->get_status() );

		// A result outside the outcomes is refused, and nothing is written.
		$bad = $this->hub(
			'POST',
			'/fleet/applied',
			array(
				'site'    => self::SITE,
				'results' => array( array( 'item_id' => $id, 'outcome' => 'exploded' ) ),
			),
			$account['key']
		);
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 11, $this->log()['total'] );
	}

	public function test_the_export_is_csv_of_the_filtered_log_newest_first_with_formulas_defused(): void {
		$log = new AuditLog();
		$log->one( AuditLog::APPLY, Actor::account( 7, '=HYPERLINK("x")@example.org' ), array( 'item_id' => 3, 'version' => 2, 'site' => self::SITE, 'outcome' => 'updated' ) );
		$log->one( AuditLog::APPROVE, new Actor( Actor::USER, 1, 'admin' ), array( 'item_id' => 3, 'version' => 2 ) );
		$out = fopen( 'php://memory', 'w+' );
		$this->assertSame( 2, $log->export( array(), $out ) );
		rewind( $out );
		$lines = array_filter( explode( "\n", (string) stream_get_contents( $out ) ) );
		$this->assertSame( implode( ',', AuditLog::COLUMNS ), $lines[0] );
		// Item 3 is no longer in the catalogue: its id, no name.
		$this->assertStringContainsString( ',approve,user,1,admin,3,,2,,,', $lines[1] );
		$this->assertStringContainsString( "'=HYPERLINK", $lines[2] );

		$filtered = fopen( 'php://memory', 'w+' );
		$this->assertSame( 1, $log->export( HubFleetAdminController::filters( array( 'action' => 'apply' ) ), $filtered ) );

		// The export is the owner's: its address carries a nonce.
		$this->assertStringContainsString( 'action=' . HubFleetAdminController::AUDIT_CSV_ACTION, HubFleetAdminController::export_url() );
		$this->assertStringContainsString( '_wpnonce=', HubFleetAdminController::export_url() );
	}

	public function test_a_site_typed_without_its_scheme_finds_that_site_and_a_text_that_is_no_address_finds_nothing(): void {
		$log = new AuditLog();
		foreach ( array( self::SITE, 'http://127.0.0.1:9020/', 'https://other.example.org/' ) as $site ) {
			$log->one( AuditLog::APPLY, Actor::account( 7, 'site-owner@example.org' ), array( 'item_id' => 3, 'version' => 2, 'site' => $site, 'outcome' => 'updated' ) );
		}
		$sites = fn( string $typed ): array => array_column( $this->log( array( 'site' => $typed ) )['data'], 'site' );
		$this->assertSame( array( self::SITE ), $sites( 'https://client.example.org' ) );
		// The host as people type it (the screen's field, `--site`): over https or http.
		$this->assertSame( array( self::SITE ), $sites( 'client.example.org' ) );
		$this->assertSame( array( 'http://127.0.0.1:9020/' ), $sites( '127.0.0.1:9020' ) );
		// Never dropped: a text that names no address lists no event (it listed all of them).
		$this->assertSame( array(), $sites( 'javascript:alert(1)' ) );
		$this->assertSame( array(), $sites( '://' ) );
		// The export reads the same filters.
		$out = fopen( 'php://memory', 'w+' );
		$this->assertSame( 1, $log->export( HubFleetAdminController::filters( array( 'site' => '127.0.0.1:9020' ) ), $out ) );
		$out = fopen( 'php://memory', 'w+' );
		$this->assertSame( 0, $log->export( HubFleetAdminController::filters( array( 'site' => '://' ) ), $out ) );
	}

	public function test_a_deleted_accounts_events_stay_without_its_email(): void {
		$account = $this->hub_account( 'free', 'leaving@example.org' );
		$log     = new AuditLog();
		$log->one( AuditLog::APPLY, Actor::account( $account['id'], 'leaving@example.org' ), array( 'item_id' => 3, 'outcome' => 'updated' ) );
		do_action( \Stencilbox\Support\Names::EVENT_ACCOUNT_DELETING, $account['id'] );
		$row = $this->log()['data'][0];
		$this->assertSame( array( 'account', $account['id'], '' ), array( $row['actor_kind'], $row['actor_id'], $row['actor_name'] ) );
	}
}
