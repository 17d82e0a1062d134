<?php
/**
 * `wp stencilbox fleet …` on a real WordPress: staged rollouts from the
 * command line, under the user given, and the audit log as CSV.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Cli;

use Stencilbox\Hub\Fleet\Approvers;
use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Tests\CliTestCase;
use Stencilbox\Tests\HubHelpers;
use Stencilbox\Tests\VersionHelpers;

/**
 * The hub owner's fleet commands.
 *
 * @group database
 */
final class FleetCommandTest extends CliTestCase {
	use HubHelpers;
	use VersionHelpers;

	protected function setUp(): void {
		parent::setUp();
		self::empty_versions();
		global $wpdb;
		foreach ( array( Fleet::sites_table(), Fleet::pins_table(), Fleet::approvals_table(), Fleet::rollbacks_table(), AuditLog::table() ) as $table ) {
			$wpdb->query( 'DELETE FROM ' . $table ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table names.
		}
		update_option( Fleet::STAGED_OPTION, '0', true );
		update_option( Fleet::ROLLBACKS_OPTION, '0', true );
	}

	public function test_an_administrator_stages_sets_a_channel_approves_and_reads_the_log_as_csv(): void {
		$admin = $this->login_as( 'administrator' );
		$login = wp_get_current_user()->user_login;
		$page  = self::harbor_post( '<!-- wp:paragraph --><p>One.</p><!-- /wp:paragraph -->' );
		$run   = $this->wp( 'stencilbox', 'publish', (string) $page, '--type=block', '--porcelain', '--user=' . $admin );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$item = (int) $run['stdout'][0];
		wp_update_post(
			array(
				'ID'           => $page,
				'post_content' => '<!-- wp:paragraph --><p>Two.</p><!-- /wp:paragraph -->',
			)
		);

		$this->assertSame( array( 'Success: Staged rollouts are on.' ), $this->wp( 'stencilbox', 'fleet', 'stage', 'on', '--user=' . $admin )['stdout'] );
		$this->assertTrue( Fleet::staged() );
		$this->assertSame( 0, $this->wp( 'stencilbox', 'publish', (string) $page, '--type=block', '--user=' . $admin )['exit'] );
		$run = $this->wp( 'stencilbox', 'fleet', 'channel', 'https://agency.example.org', 'canary', '--user=' . $admin );
		$this->assertSame( array( 'Success: https://agency.example.org/ is on the canary channel.' ), $run['stdout'] );

		$status = $this->wp( 'stencilbox', 'fleet', 'status', '--format=json', '--user=' . $admin );
		$this->assertSame( 'Staged rollouts: on', $status['stdout'][0] );
		$this->assertSame(
			array(
				array(
					'item_id'  => $item,
					'name'     => 'Harbor header',
					'newest'   => 2,
					'approved' => 1,
				),
			),
			json_decode( $status['stdout'][1], true )
		);

		$run = $this->wp( 'stencilbox', 'fleet', 'approve', (string) $item, '9', '--user=' . $admin );
		$this->assertSame( 1, $run['exit'] );
		$this->assertSame( array( 'Error: This version does not exist. [version_not_found]' ), $run['stderr'] );
		$run = $this->wp( 'stencilbox', 'fleet', 'approve', (string) $item, '2', '--user=' . $admin );
		$this->assertSame( array( "Success: Version 2 of item {$item} is approved for every site." ), $run['stdout'] );

		$csv = $this->wp( 'stencilbox', 'fleet', 'audit', '--action=approve', '--format=csv', '--user=' . $admin );
		$this->assertSame( 0, $csv['exit'], implode( "\n", $csv['stderr'] ) );
		$this->assertSame( implode( ',', AuditLog::COLUMNS ), $csv['stdout'][0] );
		$this->assertCount( 2, $csv['stdout'] );
		$this->assertStringContainsString( ",approve,user,{$admin},{$login},{$item},\"Harbor header\",2,", $csv['stdout'][1] );

		$run = $this->wp( 'stencilbox', 'fleet', 'audit', '--since=yesterday', '--user=' . $admin );
		$this->assertSame( 1, $run['exit'], 'a day the route would refuse' );
	}

	public function test_an_administrator_rolls_a_version_back_fleet_wide_after_a_question(): void {
		$admin = $this->login_as( 'administrator' );
		$page  = self::harbor_post( '<!-- wp:paragraph --><p>One.</p><!-- /wp:paragraph -->' );
		$item  = (int) $this->wp( 'stencilbox', 'publish', (string) $page, '--type=block', '--porcelain', '--user=' . $admin )['stdout'][0];
		wp_update_post(
			array(
				'ID'           => $page,
				'post_content' => '<!-- wp:paragraph --><p>Two.</p><!-- /wp:paragraph -->',
			)
		);
		$this->assertSame( 0, $this->wp( 'stencilbox', 'publish', (string) $page, '--type=block', '--user=' . $admin )['exit'] );

		\WP_CLI::$answers = array( 'n' );
		$run               = $this->wp( 'stencilbox', 'fleet', 'rollback', (string) $item, '2', '--user=' . $admin );
		$this->assertSame( 0, $run['exit'] );
		$this->assertSame( array( "Roll version 2 of item {$item} back on every site that applied it?" ), \WP_CLI::$questions );
		$this->assertSame( 0, self::count_rows( 'fleet_rollbacks' ), 'answered no: nothing' );

		$run = $this->wp( 'stencilbox', 'fleet', 'rollback', (string) $item, '1', '--yes', '--user=' . $admin );
		$this->assertSame( 1, $run['exit'] );
		$this->assertSame( array( 'Error: Version 1 has no version before it to go back to. [invalid_data]' ), $run['stderr'] );

		$run = $this->wp( 'stencilbox', 'fleet', 'rollback', (string) $item, '2', '--yes', '--user=' . $admin );
		$this->assertSame( array( "Success: Every site that applied version 2 of item {$item} goes back to the version it had when it next checks." ), $run['stdout'], implode( "\n", $run['stderr'] ) );
		$status = $this->wp( 'stencilbox', 'fleet', 'status', '--format=json', '--user=' . $admin );
		$rows   = json_decode( $status['stdout'][1], true );
		$this->assertSame( array( $item, 'Harbor header', 2 ), array( $rows[0]['item_id'], $rows[0]['name'], $rows[0]['rolled_back'] ) );
		$log = ( new AuditLog() )->page( array( 'action' => AuditLog::FLEET_ROLLBACK ) );
		$this->assertSame( array( array( $item, 2, 'to_1' ) ), array_map( static fn( array $row ): array => array( $row['item_id'], $row['version'], $row['reason'] ), $log['data'] ) );
	}

	public function test_the_fleet_is_the_administrators(): void {
		$editor = $this->login_as( 'editor' );
		$run    = $this->wp( 'stencilbox', 'fleet', 'stage', 'on', '--user=' . $editor );
		$this->assertSame( 1, $run['exit'] );
		$this->assertFalse( Fleet::staged() );
	}

	public function test_an_administrator_gives_and_takes_the_right_to_approve_by_email_or_id(): void {
		$admin   = $this->login_as( 'administrator' );
		$account = $this->hub_account( 'pro', 'lead@example.org' );
		$run     = $this->wp( 'stencilbox', 'fleet', 'approver', 'lead@example.org', '--user=' . $admin );
		$this->assertSame( array( 'Success: lead@example.org may approve versions.' ), $run['stdout'], implode( "\n", $run['stderr'] ) );
		$this->assertTrue( ( new Approvers() )->may_approve( $account['id'] ) );
		$run = $this->wp( 'stencilbox', 'fleet', 'approver', (string) $account['id'], '--remove', '--user=' . $admin );
		$this->assertSame( array( 'Success: lead@example.org may no longer approve versions.' ), $run['stdout'] );
		$this->assertFalse( ( new Approvers() )->may_approve( $account['id'] ) );
		// Each change in the log, as from the Library hub screen.
		$log = ( new AuditLog() )->page( array( 'action' => AuditLog::RIGHT ) );
		$this->assertSame( array( 'revoked', 'granted' ), array_column( $log['data'], 'outcome' ) );
		$run = $this->wp( 'stencilbox', 'fleet', 'approver', 'nobody@example.org', '--user=' . $admin );
		$this->assertSame( 1, $run['exit'] );
		$this->assertSame( array( 'Error: There is no such account. [account_not_found]' ), $run['stderr'] );
	}
}
