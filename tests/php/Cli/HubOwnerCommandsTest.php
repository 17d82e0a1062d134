<?php
/**
 * The hub owner's commands (`publish`, `catalogue`, `fleet`, `bundle`) on a
 * site that uses another hub: refused, naming the hub, nothing written —
 * that site keeps no library of its own (no Library hub screen), so a
 * "Success" there changed a library no site uses.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Cli;

use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Transfer\HubKey;
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Tests\CliTestCase;

/**
 * `wp stencilbox publish|catalogue|fleet|bundle` with a hub address set.
 *
 * @group database
 */
final class HubOwnerCommandsTest extends CliTestCase {
	private const HUB = 'https://agency-hub.example.org';

	/**
	 * Cleans up after each test.
	 */
	protected function tearDown(): void {
		delete_option( HubClientFactory::OPTION );
		parent::tearDown();
	}

	public function test_a_site_that_uses_another_hub_refuses_the_hub_owners_commands_and_writes_nothing(): void {
		global $wpdb;
		$admin = $this->login_as( 'administrator' );
		wp_set_current_user( 0 );
		$page = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Client page',
				'post_content' => '<!-- wp:paragraph --><p>Client.</p><!-- /wp:paragraph -->',
			)
		);
		$file = get_temp_dir() . 'stencilbox-hub-owner-' . wp_generate_password( 6, false, false ) . '.zip';
		delete_option( HubKey::OPTION );
		update_option( HubClientFactory::OPTION, self::HUB );
		$items = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . $wpdb->prefix . 'stencilbox_catalog_items' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.
		$audit = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . AuditLog::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.

		foreach ( array(
			array( 'publish', (string) $page ),
			array( 'catalogue', 'export', $file ),
			array( 'fleet', 'status' ),
			array( 'fleet', 'stage', 'on' ),
			array( 'fleet', 'channel', 'https://shop.example.org', 'canary' ),
			array( 'bundle', 'key' ),
			array( 'bundle', 'export', $file ),
		) as $words ) {
			$run = $this->wp( 'stencilbox', ...array_merge( $words, array( '--user=' . $admin ) ) );
			$this->assertSame( 1, $run['exit'], implode( ' ', $words ) . ': ' . implode( "\n", $run['stdout'] ) );
			$this->assertSame( array(), $run['stdout'], implode( ' ', $words ) );
			$this->assertStringContainsString( 'This site uses the hub at ' . self::HUB . ': its library, accounts and fleet are that hub’s. Do this on the hub.', implode( "\n", $run['stderr'] ), implode( ' ', $words ) );
		}
		$this->assertFileDoesNotExist( $file );
		$this->assertFalse( get_option( HubKey::OPTION ), 'no key made' );
		$this->assertSame( '0', (string) get_option( Fleet::STAGED_OPTION, '0' ) );
		$this->assertSame( $items, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . $wpdb->prefix . 'stencilbox_catalog_items' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.
		$this->assertSame( $audit, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . AuditLog::table() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.

		// Its own hub again: the owner's commands work.
		delete_option( HubClientFactory::OPTION );
		$run = $this->wp( 'stencilbox', 'fleet', 'status', '--user=' . $admin );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertSame( 'Staged rollouts: off', $run['stdout'][0] );
	}
}
