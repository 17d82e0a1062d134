<?php
/**
 * A fleet rollback on the hub (issue [26] item 4): the order, what the
 * update check answers every site (the rolled back versions; never that
 * version offered, whatever the channel or pin), who may order one, and
 * what it costs a check.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Fleet;

use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\HubHelpers;
use Stencilbox\Tests\QueryPlans;
use Stencilbox\Tests\VersionHelpers;

/**
 * `POST admin/fleet/rollbacks`, `POST /fleet/rollbacks` and `POST /versions/check`.
 *
 * @group database
 */
final class FleetRollbackOrderTest extends CatalogTestCase {
	use HubHelpers;
	use QueryPlans;
	use VersionHelpers;

	private const ADMIN  = '/stencilbox-hub/v1/admin';
	private const CANARY = 'https://canary.example.org/';
	private const PLAIN  = 'https://plain.example.org/';
	private const PINNED = 'https://pinned.example.org/';

	/**
	 * The page published from.
	 *
	 * @var int
	 */
	private int $page = 0;

	/**
	 * The account the sites check with.
	 *
	 * @var array{id: int, key: string}
	 */
	private array $account;

	protected function setUp(): void {
		parent::setUp();
		$this->fresh_hub();
		$this->page    = self::harbor_post( self::version( 1 ) );
		$this->account = $this->hub_account( 'free' );
	}

	/**
	 * A version's content.
	 *
	 * @param int $number Version.
	 */
	private static function version( int $number ): string {
		return "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Harbor header $number</h2>\n<!-- /wp:heading -->";
	}

	/**
	 * Publishes the page with a version's content; asserts success.
	 *
	 * @param int $number Version.
	 * @return int Item id.
	 */
	private function publish( int $number ): int {
		return $this->publish_post( $this->page, self::version( $number ) );
	}

	/**
	 * An owner's fleet route.
	 *
	 * @param string               $path   Under admin/fleet.
	 * @param array<string, mixed> $params Body.
	 */
	private function owner( string $path, array $params ): \WP_REST_Response {
		return $this->rest( 'POST', self::ADMIN . '/fleet' . $path, $params );
	}

	/**
	 * A site's reporting check.
	 *
	 * @param int    $id    Item.
	 * @param string $site  The site.
	 * @param string $token The last answer's token.
	 * @return array<string, mixed>
	 */
	private function check( int $id, string $site, string $token = '' ): array {
		return $this->versions_check(
			array(
				'site'  => $site,
				'items' => array(
					array(
						'id'      => $id,
						'version' => 2,
						'places'  => 1,
						'posts'   => 1,
					),
				),
				'token' => $token,
			),
			$this->account['key']
		);
	}

	public function test_no_site_is_offered_a_rolled_back_version_and_every_check_names_it(): void {
		$id = $this->publish( 1 );
		$this->publish( 2 );
		$this->owner(
			'/sites',
			array(
				'site'    => self::CANARY,
				'channel' => 'canary',
			)
		);
		$this->owner(
			'/pins',
			array(
				'site'    => self::PINNED,
				'item_id' => $id,
				'number'  => 2,
			)
		);
		$before = $this->check( $id, self::PLAIN );
		$this->assertSame( 2, $before['items'][0]['version']['number'] );
		$this->assertArrayNotHasKey( 'rolled_back', $before['items'][0], 'no rollback: the answer is as before' );

		$rolled = $this->owner(
			'/rollbacks',
			array(
				'item_id' => $id,
				'number'  => 2,
				'confirm' => true,
			)
		);
		$this->assertSame( 200, $rolled->get_status(), (string) wp_json_encode( $rolled->get_data() ) );
		$this->assertSame( '1', get_option( Fleet::ROLLBACKS_OPTION ) );

		$after = $this->check( $id, self::PLAIN, $before['token'] );
		$this->assertFalse( $after['unchanged'], 'a rollback makes every site’s next check a full one' );
		foreach ( array( self::PLAIN, self::CANARY, self::PINNED ) as $site ) {
			$answer = $this->check( $id, $site );
			$this->assertSame( 1, $answer['items'][0]['version']['number'], $site );
			$this->assertSame( array( 2 ), $answer['items'][0]['rolled_back'], $site );
		}

		// Staged, with version 2 approved: still version 1.
		$this->owner( '/settings', array( 'staged' => true ) );
		$this->assertSame( 1, $this->check( $id, self::PLAIN )['items'][0]['version']['number'] );
		$this->owner( '/settings', array( 'staged' => false ) );

		// A newer version is offered; the rollback of 2 still stands for sites that applied it.
		$this->publish( 3 );
		$newer = $this->check( $id, self::PLAIN );
		$this->assertSame( 3, $newer['items'][0]['version']['number'] );
		$this->assertSame( array( 2 ), $newer['items'][0]['rolled_back'] );
		$this->assertSame( 1, $this->check( $id, self::PINNED )['items'][0]['version']['number'], 'pinned at 2: the version before it' );

		$log = $this->rest(
			'GET',
			self::ADMIN . '/fleet/audit',
			array( 'action' => 'fleet_rollback' )
		)->get_data()['data'];
		$this->assertCount( 1, $log );
		$this->assertSame( array( 'user', $id, 2, 'to_1' ), array( $log[0]['actor_kind'], $log[0]['item_id'], $log[0]['version'], $log[0]['reason'] ) );
	}

	public function test_a_rollback_needs_the_version_before_it_and_the_approve_right(): void {
		$id = $this->publish( 1 );
		$this->publish( 2 );
		$missing = $this->owner(
			'/rollbacks',
			array(
				'item_id' => $id,
				'number'  => 3,
				'confirm' => true,
			)
		);
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'version_not_found', $missing->get_data()['code'] );
		$this->assertSame( 0, self::count_rows( 'fleet_rollbacks' ) );

		$body     = array(
			'item_id' => $id,
			'number'  => 2,
			'confirm' => true,
		);
		$approver = $this->hub_account( 'pro', 'approver@example.org' );
		$refused  = $this->hub( 'POST', '/fleet/rollbacks', $body, $approver['key'] );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'invalid_permission', $refused->get_data()['code'] );
		$this->assertSame( 0, self::count_rows( 'fleet_rollbacks' ) );

		$this->owner(
			'/approvers',
			array(
				'account_id' => $approver['id'],
				'approve'    => true,
			)
		);
		$done = $this->hub( 'POST', '/fleet/rollbacks', $body, $approver['key'] );
		$this->assertSame( 200, $done->get_status(), (string) wp_json_encode( $done->get_data() ) );
		$this->assertSame( 1, self::count_rows( 'fleet_rollbacks' ) );
		$log = $this->rest( 'GET', self::ADMIN . '/fleet/audit', array( 'action' => 'fleet_rollback' ) )->get_data()['data'];
		$this->assertSame( array( 'account', 'approver@example.org' ), array( $log[0]['actor_kind'], $log[0]['actor_name'] ) );

		// An editor of the hub site may not.
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->owner( '/rollbacks', $body )->get_status() );
	}

	public function test_a_full_check_reads_the_rollbacks_only_while_one_stands(): void {
		$id = $this->publish( 1 );
		$this->publish( 2 );
		$seen = self::sql_of( fn(): array => $this->check( $id, self::PLAIN ) );
		$this->assertSame( array(), array_values( array_filter( $seen, static fn( string $sql ): bool => str_contains( $sql, 'fleet_rollbacks' ) ) ) );

		$this->owner(
			'/rollbacks',
			array(
				'item_id' => $id,
				'number'  => 2,
				'confirm' => true,
			)
		);
		$seen = self::sql_of( fn(): array => $this->check( $id, self::PLAIN ) );
		$read = array_values( array_filter( $seen, static fn( string $sql ): bool => str_contains( $sql, 'fleet_rollbacks' ) ) );
		$this->assertCount( 1, $read );
		$this->assert_indexed( 'the rollbacks of a check’s items', $read[0] );

		// Deleting the item ends its rollbacks.
		Fleet::forget( array( $id ) );
		$this->assertSame( 0, self::count_rows( 'fleet_rollbacks' ) );
		$this->assertSame( '0', get_option( Fleet::ROLLBACKS_OPTION ) );
	}
}
