<?php
/**
 * Approving from the site (issue [26] items 1–2): a library account the hub
 * owner gave the `approve` right lists the versions waiting on its hub,
 * compares one (with the sites pinned to a version) and approves it through
 * the site's `fleet/…` routes; an account without the right is refused and
 * approves nothing; the audit log names the account that approved.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Fleet\VersionCompare;
use Stencilbox\Plugin;
use Stencilbox\Site\Updates\UpdatePreview;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\VersionHelpers;

/**
 * Through the site's routes (the site is its own hub here; the hub's
 * answers reach it through the hub client as a remote hub's do).
 *
 * @group database
 */
final class FleetApprovalsTest extends CatalogTestCase {
	use AccountHelpers;
	use VersionHelpers;

	private const V1     = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header</h2>\n<!-- /wp:heading -->";
	private const V2     = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header, bigger logo</h2>\n<!-- /wp:heading -->";
	private const V3     = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header, bigger logo and a tagline</h2>\n<!-- /wp:heading -->";
	private const PINNED = 'https://shop.example.org/';

	/**
	 * The hub page the item is published from.
	 *
	 * @var int
	 */
	private int $source = 0;

	/**
	 * The site user's library account.
	 *
	 * @var int
	 */
	private int $account = 0;

	/**
	 * Its email.
	 *
	 * @var string
	 */
	private string $email = '';

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		self::empty_versions();
		self::empty_fleet();
		$this->login_as( 'administrator' );
		$this->email   = 'approver-' . strtolower( wp_generate_password( 6, false, false ) ) . '@example.org';
		$this->account = $this->signup_with_plan( $this->email );
		$this->source  = self::harbor_post( self::V1, 'wp_block' );
	}

	protected function tearDown(): void {
		$this->release_mails();
		parent::tearDown();
	}

	/**
	 * An item with three versions, staged: version 1 approved, 2 and 3
	 * waiting; one canary; one site pinned to version 1.
	 *
	 * @param bool $approver The site's account also holds the right to approve.
	 */
	private function staged_item( bool $approver = false ): int {
		$item = $this->publish_post( $this->source, self::V1 );
		$this->fleet_write( '/settings', array( 'staged' => true ) );
		$this->publish_post( $this->source, self::V2 );
		$this->publish_post( $this->source, self::V3 );
		$this->fleet_write(
			'/sites',
			array(
				'site'    => 'https://staging.example.org/',
				'channel' => 'canary',
			)
		);
		$this->fleet_write(
			'/pins',
			array(
				'site'    => self::PINNED,
				'item_id' => $item,
				'number'  => 1,
			)
		);
		if ( $approver ) {
			$this->fleet_write(
				'/approvers',
				array(
					'account_id' => $this->account,
					'approve'    => true,
				)
			);
		}
		return $item;
	}

	/**
	 * The site user's profile, read afresh from the hub.
	 *
	 * @return array<string, mixed>
	 */
	private function profile(): array {
		$response = $this->rest( 'GET', '/stencilbox/v1/profile/sync' );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data()['user'];
	}

	/**
	 * The approve rows of the audit log.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function approvals_logged(): array {
		return ( new AuditLog() )->page( array( 'action' => AuditLog::APPROVE ) )['data'];
	}

	public function test_an_account_without_the_right_is_refused_and_approves_nothing(): void {
		$item = $this->staged_item();
		$this->assertSame( array(), $this->profile()['rights'], 'the site offers no approvals panel' );

		$calls = array(
			array( 'GET', '/stencilbox/v1/fleet/approvals', array() ),
			array(
				'GET',
				'/stencilbox/v1/fleet/compare',
				array(
					'item_id' => $item,
					'number'  => 3,
				),
			),
			array(
				'POST',
				'/stencilbox/v1/fleet/approvals',
				array(
					'item_id' => $item,
					'number'  => 3,
				),
			),
		);
		foreach ( $calls as list( $method, $path, $params ) ) {
			$response = $this->rest( $method, $path, $params );
			$this->assertSame( 403, $response->get_status(), "$method $path" );
			$this->assertSame( 'invalid_permission', $response->get_data()['code'], "$method $path" );
		}
		$this->assertStringContainsString( 'Your account may not approve versions on this hub', (string) $this->rest( 'GET', '/stencilbox/v1/fleet/approvals' )->get_data()['message'] );
		$refused = self::preview()->render_approval( $item, 3 );
		$this->assertStringNotContainsString( 'tagline', $refused, 'nor the waiting version’s content' );
		$this->assertStringContainsString( 'may not approve', $refused );
		$this->assertSame( array(), self::approvals_logged() );
		$this->assertSame( array( 3 ), array_column( self::fleet()->pending(), 'newest' ), 'still waiting' );

		// A WordPress user who may not use the library at all.
		$this->login_as( 'subscriber' );
		$this->assertSame(
			403,
			$this->rest(
				'POST',
				'/stencilbox/v1/fleet/approvals',
				array(
					'item_id' => $item,
					'number'  => 3,
				)
			)->get_status()
		);
	}

	public function test_the_right_holder_lists_compares_and_approves_and_the_log_names_the_account(): void {
		$item = $this->staged_item( true );
		$this->assertSame( array( 'approve' ), $this->profile()['rights'], 'the site offers the approvals panel' );

		$list = $this->rest( 'GET', '/stencilbox/v1/fleet/approvals' );
		$this->assertSame( 200, $list->get_status(), (string) wp_json_encode( $list->get_data() ) );
		$this->assertTrue( $list->get_data()['staged'] );
		$this->assertSame(
			array(
				array(
					'item_id'  => $item,
					'name'     => 'Harbor header',
					'platform' => 'gutenberg',
					'newest'   => 3,
					'approved' => 1,
				),
			),
			$list->get_data()['pending']
		);

		// What the canary measured on its own rendering (its report keeps it on the hub: `VersionCompareTest`).
		global $wpdb;
		$wpdb->insert(
			VersionCompare::similarity_table(),
			array(
				'site'        => 'https://staging.example.org/',
				'item_id'     => $item,
				'number'      => 3,
				'score'       => 0.93,
				'measured_at' => current_time( 'mysql', true ),
			)
		);
		$compare = $this->rest(
			'GET',
			'/stencilbox/v1/fleet/compare',
			array(
				'item_id' => $item,
				'number'  => 3,
			)
		);
		$this->assertSame( 200, $compare->get_status(), (string) wp_json_encode( $compare->get_data() ) );
		$data = $compare->get_data();
		$this->assertSame( 0.93, $data['canaries'][0]['similarity'], 'the canary\'s own similarity reaches the approver' );
		$this->assertSame( 1, $data['current'], 'stable sites are offered the approved version' );
		$this->assertSame( 3, $data['number'] );
		$this->assertGreaterThan( 0, $data['similarity'] );
		$this->assertLessThan( 1, $data['similarity'] );
		$this->assertSame( array( 'https://staging.example.org/' ), array_column( $data['canaries'], 'site' ) );
		$this->assertCount( 1, $data['pins'] );
		$this->assertSame( self::PINNED, $data['pins'][0]['site'] );
		$this->assertSame( 1, $data['pins'][0]['number'], 'pinned to version 1' );
		$this->assertSame( 1, $data['pins'][0]['offered'], 'and stays there' );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $data['pins'][0]['pinned_at'] );
		$this->assertSame( UpdatePreview::approval_url( $item, 1 ), $data['previews']['current'] );
		$this->assertSame( UpdatePreview::approval_url( $item, 3 ), $data['previews']['number'] );

		// The previews: this site renders the two versions the comparison shows, no other.
		$preview = self::preview();
		$this->assertStringContainsString( 'bigger logo and a tagline', $preview->render_approval( $item, 3 ) );
		$this->assertStringContainsString( 'Harbor header</h2>', $preview->render_approval( $item, 1 ) );
		$this->assertStringNotContainsString( 'bigger logo', $preview->render_approval( $item, 2 ), 'version 2 is neither offered nor the newest' );

		$approved = $this->rest(
			'POST',
			'/stencilbox/v1/fleet/approvals',
			array(
				'item_id' => $item,
				'number'  => 3,
			)
		);
		$this->assertSame( 200, $approved->get_status(), (string) wp_json_encode( $approved->get_data() ) );
		$this->assertSame( array(), $approved->get_data()['pending'], 'nothing waits any more' );

		$logged = self::approvals_logged();
		$this->assertCount( 1, $logged );
		$this->assertSame( 'account', $logged[0]['actor_kind'] );
		$this->assertSame( $this->account, $logged[0]['actor_id'] );
		$this->assertSame( $this->email, $logged[0]['actor_name'], 'the log names the account that approved' );
		$this->assertSame( $item, $logged[0]['item_id'] );
		$this->assertSame( 3, $logged[0]['version'] );

		// The pinned site still stays at version 1; a stable site gets 3.
		$this->assertSame( 1, Fleet::offered( self::fleet()->view( self::PINNED, array( $item ) ), $item, 3 ) );
		$this->assertSame( 3, Fleet::offered( self::fleet()->view( 'https://other.example.org/', array( $item ) ), $item, 3 ) );
	}

	public function test_a_borrower_of_the_sitewide_account_may_not_approve(): void {
		$item = $this->staged_item( true );
		// The approver's account signs the whole site in; an editor borrows it.
		$this->rest( 'POST', '/stencilbox/v1/logout' );
		$this->assertSame(
			200,
			$this->rest(
				'POST',
				'/stencilbox/v1/login',
				array(
					'email'         => $this->email,
					'password'      => 'Str0ngPass',
					'global_signin' => true,
				)
			)->get_status()
		);
		$this->login_as( 'editor' );
		$this->assertSame( 200, $this->rest( 'GET', '/stencilbox/v1/fleet/approvals' )->get_status(), 'a borrower may look' );
		$response = $this->rest(
			'POST',
			'/stencilbox/v1/fleet/approvals',
			array(
				'item_id' => $item,
				'number'  => 3,
			)
		);
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'signed_as_global', $response->get_data()['code'] );
		$this->assertSame( array(), self::approvals_logged() );
	}

	/**
	 * The site's preview pages.
	 */
	private static function preview(): UpdatePreview {
		return Plugin::instance()->service( UpdatePreview::class );
	}

	/**
	 * The hub's fleet.
	 */
	private static function fleet(): Fleet {
		return Plugin::instance()->service( Fleet::class );
	}
}
