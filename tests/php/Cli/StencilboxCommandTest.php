<?php
/**
 * `wp stencilbox sync` and `wp stencilbox publish` on a real WordPress and
 * hub: what they print, their exit codes and what they leave in the database.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Cli;

use Stencilbox\Hub\Catalog\Publisher;
use Stencilbox\Site\Account\Connections;
use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Support\Epoch;
use Stencilbox\Support\Names;
use Stencilbox\Tests\CliTestCase;

/**
 * Sync and publish.
 *
 * @database-neutral reads back what the commands wrote and revokes keys; the commands' output and exit codes.
 */
final class StencilboxCommandTest extends CliTestCase {
	private const MARKUP = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Northwind welcome</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>A published page.</p>\n<!-- /wp:paragraph -->";

	/**
	 * A published page with blocks.
	 *
	 * @param string $title Title.
	 */
	private function page( string $title = 'Northwind Landing' ): int {
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => self::MARKUP,
			)
		);
	}

	/**
	 * Catalogue rows published from a source.
	 *
	 * @param string $source Source id.
	 * @return array<int, array<string, mixed>>
	 */
	private static function published( string $source ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, slug, name, type, plan, price, featured FROM ' . Names::table( 'catalog_items' ) . ' WHERE source = %s AND source_ref = %s ORDER BY platform', Publisher::SOURCE, $source ), ARRAY_A );
	}

	public function test_sync_reads_the_profile_afresh_and_drops_the_cached_catalogue(): void {
		$admin   = $this->signed_in_admin( 'ana@example.org' );
		$account = (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT id FROM ' . Names::table( 'accounts' ) . ' WHERE email = %s', 'ana@example.org' ) );
		// The hub's owner upgrades the account; the site still has the old profile cached.
		self::give_plan( $account );
		wp_set_current_user( $admin );
		$this->assertSame( 'free', $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['user']['plan'], 'cached' );
		$epoch = Epoch::current( CatalogCache::EPOCH_OPTION );

		$run = $this->wp( 'stencilbox', 'sync', '--user=' . $admin, '--format=json' );

		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertSame(
			array(
				array(
					'id'          => $account,
					'email'       => 'ana@example.org',
					'name'        => 'Ana Lima',
					'plan'        => 'pro_yearly',
					'is_verified' => true,
				),
			),
			self::json( $run )
		);
		$this->assertSame( 'Success: Successfully Synced Account', $run['stdout'][1] );
		$this->assertSame( array(), $run['stderr'] );
		wp_set_current_user( $admin );
		$this->assertSame( 'pro_yearly', $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['user']['plan'], 'the fresh profile is what the site caches now' );
		$this->assertSame( $epoch + 1, (int) get_option( CatalogCache::EPOCH_OPTION ), 'every cached catalogue answer is stale' );
	}

	public function test_sync_prints_a_table_by_default(): void {
		$admin = $this->signed_in_admin( 'table@example.org' );
		$run   = $this->wp( 'stencilbox', 'sync', '--user=' . $admin );
		$this->assertSame( 0, $run['exit'] );
		$this->assertMatchesRegularExpression( '/^\| id +\| email +\| name +\| plan +\| is_verified \|$/', $run['stdout'][1] );
		$this->assertMatchesRegularExpression( '/^\| \d+ +\| table@example\.org \| Ana Lima \| free \| no +\|$/', $run['stdout'][3] );
		$this->assertSame( 'Success: Successfully Synced Account', end( $run['stdout'] ) );
	}

	public function test_sync_without_a_user_acts_for_the_sitewide_sign_in(): void {
		$admin = $this->login_as( 'administrator' );
		$this->signup( 'team@example.org' );
		$this->rest( 'POST', '/stencilbox/v1/logout' );
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox/v1/login', array( 'email' => 'team@example.org', 'password' => 'Str0ngPass', 'global_signin' => true ) )->get_status() );
		$this->assertNotNull( get_option( Connections::GLOBAL_OPTION, null ) );
		unset( $admin );

		$run = $this->wp( 'stencilbox', 'sync', '--format=json' );
		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$this->assertSame( 'team@example.org', self::json( $run )[0]['email'] );
	}

	public function test_sync_signed_out_ends_with_the_specs_error(): void {
		$run = $this->wp( 'stencilbox', 'sync' );
		$this->assertSame( 1, $run['exit'] );
		$this->assertSame( array( 'Error: Please sign in to your Stencilbox account first. [not_signed_in]' ), $run['stderr'] );
		$this->assertSame( array(), $run['stdout'] );
	}

	public function test_sync_with_a_revoked_key_signs_the_user_out(): void {
		global $wpdb;
		$admin = $this->signed_in_admin( 'gone@example.org' );
		$wpdb->query( 'UPDATE ' . Names::table( 'api_keys' ) . ' SET revoked_at = NOW()' );
		$epoch = Epoch::current( CatalogCache::EPOCH_OPTION );

		$run = $this->wp( 'stencilbox', 'sync', '--user=' . $admin );

		$this->assertSame( 1, $run['exit'] );
		$this->assertSame( array( 'Error: Your API key is invalid or has been revoked. Please sign in again. [invalid_api_key]' ), $run['stderr'] );
		$this->assertSame( '', get_user_meta( $admin, Connections::USER_META, true ), 'the refused connection is gone, as on the REST route' );
		$this->assertSame( $epoch, Epoch::current( CatalogCache::EPOCH_OPTION ), 'a failed sync changes nothing else' );
	}

	public function test_publish_writes_the_item_and_publishing_again_updates_it(): void {
		$admin = $this->login_as( 'administrator' );
		wp_set_current_user( 0 );
		$id = $this->page();

		$run = $this->wp( 'stencilbox', 'publish', (string) $id, '--user=' . $admin, '--plan=starter', '--price=12.5', '--categories=agency,Brand New Category', '--tags=Hero', '--template-type=home', '--pack=harbor-agency', '--featured' );

		$this->assertSame( 0, $run['exit'], implode( "\n", $run['stderr'] ) );
		$rows = self::published( "post:{$id}" );
		$this->assertCount( 1, $rows, 'one Gutenberg item' );
		$this->assertSame( array( 'Success: Published "Northwind Landing" to the library (gutenberg page northwind-landing, id ' . $rows[0]['id'] . ').' ), $run['stdout'] );
		$this->assertSame( array( 'northwind-landing', 'Northwind Landing', 'page', 'starter', '1' ), array( $rows[0]['slug'], $rows[0]['name'], $rows[0]['type'], $rows[0]['plan'], (string) $rows[0]['featured'] ) );
		$this->assertEqualsWithDelta( 12.5, (float) $rows[0]['price'], 0.001 );
		$item = $this->catalog->presenter()->details( (array) $this->catalog->row( (int) $rows[0]['id'] ) );
		$this->assertSame( array( 'agency', 'brand-new-category' ), array_column( $item['categories'], 'slug' ) );
		$this->assertSame( array( 'Hero' ), array_column( $item['tags'], 'name' ) );
		$this->assertSame( 'home', $item['template_type']['slug'] );
		$this->assertSame( 'harbor-agency', $item['pack']['slug'] );
		$this->assertSame( self::MARKUP, $this->catalog->content( (int) $rows[0]['id'] ) );

		$again = $this->wp( 'stencilbox', 'publish', "post:{$id}", '--user=' . $admin, '--name=Northwind Home', '--type=block', '--porcelain' );
		$this->assertSame( 0, $again['exit'] );
		$this->assertSame( array( (string) $rows[0]['id'] ), $again['stdout'], '--porcelain prints the id only' );
		$now = self::published( "post:{$id}" );
		$this->assertSame( array( $rows[0]['id'], 'northwind-landing', 'Northwind Home', 'block', 'free' ), array( $now[0]['id'], $now[0]['slug'], $now[0]['name'], $now[0]['type'], $now[0]['plan'] ), 'the same item, updated' );

		// Changed content published again is a new version, with its note.
		wp_update_post( wp_slash( array( 'ID' => $id, 'post_content' => str_replace( 'A published page.', 'A changed page.', self::MARKUP ) ) ) );
		$versioned = $this->wp( 'stencilbox', 'publish', "post:{$id}", '--user=' . $admin, '--version-note=Warmer words', '--porcelain' );
		$this->assertSame( 0, $versioned['exit'], implode( "\n", $versioned['stderr'] ) );
		wp_set_current_user( $admin );
		$versions = $this->rest( 'GET', '/stencilbox-hub/v1/admin/catalog/items/' . $rows[0]['id'] . '/versions' )->get_data()['versions'];
		$this->assertSame( array( 2, 1 ), array_column( $versions, 'number' ) );
		$this->assertSame( 'Warmer words', $versions[0]['note'] );
	}

	public function test_publish_refuses_what_the_route_refuses_and_writes_nothing(): void {
		$admin  = $this->login_as( 'administrator' );
		$editor = $this->login_as( 'editor' );
		wp_set_current_user( 0 );
		$id    = $this->page();
		$count = fn(): int => (int) $GLOBALS['wpdb']->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'catalog_items' ) );
		$items = $count();
		$cases = array(
			array( array( (string) $id ), 'Error: Run this command as a WordPress administrator: add --user=<id|login|email>. [rest_forbidden]' ),
			array( array( (string) $id, '--user=' . $editor ), 'Error: Sorry, this WordPress user is not allowed to do that. Run the command as an administrator with --user=<id|login|email>. [rest_forbidden]' ),
			array( array( (string) $id, '--user=' . $admin, '--plan=gold' ), 'Error: --plan is not one of free, starter, and pro. [invalid_data]' ),
			array( array( (string) $id, '--user=' . $admin, '--price=-3' ), 'Error: --price must be between 0 (inclusive) and 999999 (inclusive) [invalid_data]' ),
			array( array( (string) $id, '--user=' . $admin, '--pack=no-such-pack' ), 'Error: Unknown pack. [invalid_data]' ),
			array( array( '999999', '--user=' . $admin ), 'Error: That page, post or pattern does not exist. [invalid_data]' ),
			array( array( 'page:12', '--user=' . $admin ), 'Error: <post> does not match pattern ^(post:[1-9][0-9]*|wp_template(_part)?:[A-Za-z0-9_.-]+//[A-Za-z0-9_.-]+)$. [invalid_data]' ),
		);
		foreach ( $cases as [ $argv, $error ] ) {
			$run = $this->wp( 'stencilbox', 'publish', ...$argv );
			$this->assertSame( 1, $run['exit'], implode( ' ', $argv ) );
			$this->assertSame( array( $error ), $run['stderr'], implode( ' ', $argv ) );
			$this->assertSame( array(), $run['stdout'] );
		}
		$this->assertSame( $items, $count(), 'nothing was written' );
		$this->assertSame( array(), self::published( "post:{$id}" ) );
	}
}
