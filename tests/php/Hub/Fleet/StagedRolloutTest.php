<?php
/**
 * Staged rollouts (issue [26] item 1): a new item version goes to canary
 * sites first and to every other site once approved; a pin holds a site
 * at a version; the update check stays one indexed read when unchanged.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Fleet;

use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Versions\ChangeStamps;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\HubHelpers;
use Stencilbox\Tests\HubPage;
use Stencilbox\Tests\QueryPlans;
use Stencilbox\Tests\VersionHelpers;

/**
 * `POST /versions/check` under channels, approvals and pins; the owner's
 * `admin/fleet…` routes and an approver account's `fleet/…` routes.
 *
 * @group database
 */
final class StagedRolloutTest extends CatalogTestCase {
	use HubHelpers;
	use HubPage;
	use QueryPlans;
	use VersionHelpers;

	private const ADMIN  = '/stencilbox-hub/v1/admin';
	private const CANARY = 'https://canary.example.org/';
	private const PLAIN  = 'https://plain.example.org/';
	private const V1     = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header</h2>\n<!-- /wp:heading -->";
	private const V2     = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header, bigger logo</h2>\n<!-- /wp:heading -->";
	private const V3     = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header, new menu</h2>\n<!-- /wp:heading -->";

	protected function setUp(): void {
		parent::setUp();
		$this->hub_page( true );
	}

	/**
	 * A site's check (reporting, or an apply's check that names the site as `from`).
	 *
	 * @param int    $id      Item.
	 * @param string $site    The site.
	 * @param string $token   The last answer's token.
	 * @param bool   $reports A reporting check (site) or not (from).
	 * @return array<string, mixed>
	 */
	private function check( int $id, string $site, string $token = '', bool $reports = true ): array {
		return $this->versions_check(
			array(
				$reports ? 'site' : 'from' => $site,
				'items'                    => array(
					array(
						'id'      => $id,
						'version' => 1,
						'places'  => 1,
						'posts'   => 1,
					),
				),
				'token'                    => $token,
			),
			$this->account['key']
		);
	}

	/**
	 * The version a check offers.
	 *
	 * @param array<string, mixed> $answer A full check's answer.
	 */
	private static function offered( array $answer ): int {
		return (int) $answer['items'][0]['version']['number'];
	}

	public function test_a_new_version_reaches_canaries_first_and_the_other_sites_once_approved(): void {
		$id = $this->publish( self::V1 );
		$this->publish( self::V2 );
		// Turning staged rollouts on keeps what sites were offered: version 2 is approved with it.
		$state = $this->fleet_write( '/settings', array( 'staged' => true ) );
		$this->assertTrue( $state['staged'] );
		$this->assertSame( array(), $state['pending'] );
		$this->fleet_write(
			'/sites',
			array(
				'site'    => 'https://canary.example.org',
				'channel' => 'canary',
			)
		);
		$this->publish( self::V3 );

		$this->assertSame( 3, self::offered( $this->check( $id, self::CANARY ) ), 'the canary sees version 3 at once' );
		$plain = $this->check( $id, self::PLAIN );
		$this->assertSame( 2, self::offered( $plain ), 'another site sees the approved version 2' );
		$this->assertFalse( $plain['items'][0]['version']['is_current'] );
		$this->assertSame( 2, self::offered( $this->check( $id, self::PLAIN, '', false ) ), 'an apply’s check (from) too' );
		$this->assertSame( 3, self::offered( $this->check( $id, self::CANARY, '', false ) ) );

		$pending = $this->rest( 'GET', self::ADMIN . '/fleet' )->get_data()['pending'];
		$this->assertSame(
			array(
				array(
					'item_id'  => $id,
					'name'     => 'Harbor header',
					'platform' => 'gutenberg',
					'newest'   => 3,
					'approved' => 2,
				),
			),
			$pending
		);

		$approved = $this->fleet_write(
			'/approvals',
			array(
				'item_id' => $id,
				'number'  => 3,
			)
		);
		$this->assertSame( array(), $approved['pending'] );
		$after = $this->check( $id, self::PLAIN, $plain['token'] );
		$this->assertFalse( $after['unchanged'], 'an approval makes a full check' );
		$this->assertSame( 3, self::offered( $after ) );

		// Off again: every site sees the newest.
		$this->fleet_write( '/settings', array( 'staged' => false ) );
		$id_v4 = $this->publish( self::V1 );
		$this->assertSame( $id, $id_v4 );
		$this->assertSame( 4, self::offered( $this->check( $id, self::PLAIN ) ) );
	}

	public function test_an_item_never_approved_stays_at_version_one_for_other_sites(): void {
		$this->fleet_write( '/settings', array( 'staged' => true ) );
		$id = $this->publish( self::V1 );
		$this->publish( self::V2 );
		$this->assertSame( 1, self::offered( $this->check( $id, self::PLAIN ) ) );
		$this->assertSame( 2, $this->rest( 'GET', self::ADMIN . '/fleet' )->get_data()['pending'][0]['newest'] );
	}

	public function test_a_pin_holds_a_site_at_a_version_until_it_is_removed(): void {
		$id = $this->publish( self::V1 );
		$this->publish( self::V2 );
		$first = $this->check( $id, self::PLAIN );
		$this->assertSame( 2, self::offered( $first ) );
		$state = $this->fleet_write(
			'/pins',
			array(
				'site'    => self::PLAIN,
				'item_id' => $id,
				'number'  => 1,
			)
		);
		$this->assertSame(
			array(
				array(
					'item_id' => $id,
					'number'  => 1,
				),
			),
			$state['sites'][ array_search( self::PLAIN, array_column( $state['sites'], 'site' ), true ) ]['pins']
		);
		$pinned = $this->check( $id, self::PLAIN, $first['token'] );
		$this->assertFalse( $pinned['unchanged'], 'a pin makes a full check' );
		$this->assertSame( 1, self::offered( $pinned ) );
		$this->assertSame( 2, self::offered( $this->check( $id, self::CANARY ) ), 'only that site' );

		$this->fleet_write(
			'/pins',
			array(
				'site'    => self::PLAIN,
				'item_id' => $id,
				'number'  => 0,
			)
		);
		$this->assertSame( 2, self::offered( $this->check( $id, self::PLAIN, $pinned['token'] ) ) );

		$missing = $this->rest(
			'POST',
			self::ADMIN . '/fleet/pins',
			array(
				'site'    => self::PLAIN,
				'item_id' => $id,
				'number'  => 7,
			)
		);
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'version_not_found', $missing->get_data()['code'] );
	}

	public function test_an_unchanged_check_of_a_site_with_a_channel_is_still_one_indexed_read(): void {
		$id = $this->publish( self::V1 );
		$this->publish( self::V2 );
		$this->fleet_write( '/settings', array( 'staged' => true ) );
		$this->fleet_write(
			'/sites',
			array(
				'site'    => self::CANARY,
				'channel' => 'canary',
			)
		);
		$first = $this->check( $id, self::CANARY );

		$again = array();
		$seen  = self::sql_of(
			function () use ( &$again, $id, $first ): void {
				$again = $this->check( $id, self::CANARY, $first['token'] );
			}
		);
		$this->assertTrue( $again['unchanged'] );
		$this->assertCount( 2, $seen, implode( "\n", $seen ) );
		$this->assertStringContainsString( ChangeStamps::table(), $seen[1] );
		$this->assertStringContainsString( Fleet::site_thing( self::CANARY ), $seen[1] );
		$this->assert_indexed( 'an unchanged check with a channel', $seen[1] );

		// The site's channel changes: its next check is a full one.
		$this->fleet_write(
			'/sites',
			array(
				'site'    => self::CANARY,
				'channel' => 'stable',
			)
		);
		$this->assertFalse( $this->check( $id, self::CANARY, $first['token'] )['unchanged'] );
	}

	public function test_a_full_check_reads_no_fleet_table_while_rollouts_are_not_staged_and_the_site_has_no_channel_or_pin(): void {
		$id = $this->publish( self::V1 );
		$this->publish( self::V2 );
		$answer = array();
		$seen   = self::sql_of(
			function () use ( &$answer, $id ): void {
				$answer = $this->check( $id, self::PLAIN );
			}
		);
		$this->assertSame( 2, self::offered( $answer ) );
		$fleet = array_filter( $seen, static fn( string $sql ): bool => (bool) preg_match( '/fleet_sites|fleet_pins|item_approvals/', $sql ) );
		$this->assertSame( array(), array_values( $fleet ) );

		// Staged, the approvals of the named items are read (one query); still nothing of the site's.
		$this->fleet_write( '/settings', array( 'staged' => true ) );
		$seen = self::sql_of( fn(): array => $this->check( $id, self::PLAIN ) );
		$fleet = array_values( array_filter( $seen, static fn( string $sql ): bool => (bool) preg_match( '/fleet_sites|fleet_pins|item_approvals/', $sql ) ) );
		$this->assertCount( 1, $fleet, implode( "\n", $fleet ) );
		$this->assertStringContainsString( 'item_approvals', $fleet[0] );
	}

	public function test_an_account_approves_only_once_the_owner_gave_it_the_right(): void {
		$this->fleet_write( '/settings', array( 'staged' => true ) );
		$id = $this->publish( self::V1 );
		$this->publish( self::V2 );
		$approver = $this->hub_account( 'pro', 'approver@example.org' );
		$body     = array(
			'item_id' => $id,
			'number'  => 2,
		);

		$refused = $this->hub( 'POST', '/fleet/approvals', $body, $approver['key'] );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'invalid_permission', $refused->get_data()['code'] );
		$this->assertSame( 403, $this->hub( 'GET', '/fleet/pending', array(), $approver['key'] )->get_status() );
		$this->assertSame( 1, self::offered( $this->check( $id, self::PLAIN ) ) );

		$state = $this->fleet_write(
			'/approvers',
			array(
				'account_id' => $approver['id'],
				'approve'    => true,
			)
		);
		$this->assertSame(
			array(
				array(
					'id'    => $approver['id'],
					'email' => 'approver@example.org',
				),
			),
			$state['approvers']
		);
		$pending = $this->hub( 'GET', '/fleet/pending', array(), $approver['key'] );
		$this->assertSame( 200, $pending->get_status() );
		$this->assertSame( $id, $pending->get_data()['pending'][0]['item_id'] );
		$done = $this->hub( 'POST', '/fleet/approvals', $body, $approver['key'] );
		$this->assertSame( 200, $done->get_status(), (string) wp_json_encode( $done->get_data() ) );
		$this->assertSame( array(), $done->get_data()['pending'] );
		$this->assertSame( 2, self::offered( $this->check( $id, self::PLAIN ) ) );

		// Taken away: refused again.
		$this->fleet_write(
			'/approvers',
			array(
				'account_id' => $approver['id'],
				'approve'    => false,
			)
		);
		$this->assertSame( 403, $this->hub( 'POST', '/fleet/approvals', $body, $approver['key'] )->get_status() );
	}

	public function test_the_owners_fleet_routes_need_an_administrator(): void {
		$this->login_as( 'editor' );
		foreach ( array( '/settings' => array( 'staged' => true ), '/approvals' => array( 'item_id' => 1, 'number' => 1 ) ) as $path => $body ) {
			$this->assertSame( 403, $this->rest( 'POST', self::ADMIN . '/fleet' . $path, $body )->get_status(), $path );
		}
		$this->assertSame( 403, $this->rest( 'GET', self::ADMIN . '/fleet/audit' )->get_status() );
		$this->assertSame( '0', get_option( Fleet::STAGED_OPTION ) );
		$this->assertSame( 0, self::count_rows( 'audit_log' ) );
	}
}
