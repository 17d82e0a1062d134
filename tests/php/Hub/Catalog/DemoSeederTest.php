<?php
/**
 * The demo seed: from a configurable folder, re-seedable in place.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Plugin;
use Stencilbox\Tests\CatalogTestCase;

/**
 * DemoSeeder and the hub's re-seed routes.
 *
 * @group database
 */
final class DemoSeederTest extends CatalogTestCase {
	/**
	 * A temporary copy of the fixture.
	 *
	 * @var string
	 */
	private string $copy = '';

	protected function setUp(): void {
		parent::setUp();
		$this->copy = wp_get_upload_dir()['basedir'] . '/demo-copy-' . wp_generate_password( 6, false );
		$this->copy_dir( self::FIXTURE, $this->copy );
		add_filter( 'stencilbox_demo_catalogue_dir', array( $this, 'dir' ) );
		delete_option( DemoSeeder::SEEDED_OPTION );
	}

	protected function tearDown(): void {
		remove_filter( 'stencilbox_demo_catalogue_dir', array( $this, 'dir' ) );
		parent::tearDown();
	}

	/**
	 * The demo folder for the test.
	 */
	public function dir(): string {
		return $this->copy;
	}

	private function copy_dir( string $from, string $to ): void {
		wp_mkdir_p( $to );
		foreach ( scandir( $from ) as $file ) {
			if ( '.' === $file || '..' === $file ) {
				continue;
			}
			is_dir( "$from/$file" ) ? $this->copy_dir( "$from/$file", "$to/$file" ) : copy( "$from/$file", "$to/$file" );
		}
	}

	private function seeder(): DemoSeeder {
		return Plugin::instance()->service( DemoSeeder::class );
	}

	/**
	 * An item the owner made (not the demo's), saved through a writer: its id.
	 *
	 * @param CatalogWriter $writer The writer.
	 */
	private static function owner_made( CatalogWriter $writer ): int {
		return $writer->save_item(
			array(
				'platform' => 'gutenberg',
				'type'     => 'block',
				'slug'     => 'owner-made',
				'name'     => 'Owner Made',
				'content'  => '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->',
				'source'   => 'local',
			)
		);
	}

	public function test_seeds_from_the_filtered_folder_once_and_again_when_it_changes(): void {
		self::empty_catalogue();
		$this->assertSame( $this->copy, $this->seeder()->dir() );
		$report = $this->seeder()->maybe_seed();
		$this->assertSame( 12 + 7, $report['items'] );
		$this->assertNull( $this->seeder()->maybe_seed(), 'nothing changed: no second seed' );
		$ids = array_column( $this->catalog->query( self::params() )['data'], 'id', 'slug' );

		// The demo changes (a plugin update): one item renamed, one removed.
		$manifest = json_decode( file_get_contents( $this->copy . '/catalogue.json' ), true );
		$manifest['items'][0]['name'] = 'Harbor Home Renewed';
		$manifest['items'] = array_values( array_filter( $manifest['items'], static fn( array $item ): bool => 'atlas-gallery' !== $item['slug'] ) );
		file_put_contents( $this->copy . '/catalogue.json', wp_json_encode( $manifest ) );
		clearstatcache();
		// Checked on every admin load: wp-admin names the seeder's hooks.
		Plugin::instance()->hook( DemoSeeder::class );
		do_action( 'admin_init' );

		$after = array_column( $this->catalog->query( self::params() )['data'], 'id', 'slug' );
		$this->assertArrayNotHasKey( 'atlas-gallery', $after );
		$this->assertSame( $ids['harbor-home'], $after['harbor-home'], 're-seeding keeps ids' );
		$this->assertSame( 'Harbor Home Renewed', $this->catalog->find( 'gutenberg', 'harbor-home' )['name'] );
	}

	public function test_the_seed_writes_no_publish_row_per_item_and_a_publish_does(): void {
		self::empty_catalogue();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . AuditLog::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table name.
		$this->login_as( 'administrator' );
		$this->assertSame( 12 + 7, $this->seeder()->maybe_seed()['items'] );
		$log = ( new AuditLog() )->page( array( 'action' => AuditLog::PUBLISH ) );
		$this->assertSame( 0, (int) $log['total'], 'the bulk demo seed writes no row per item (docs/decisions/fleet.md)' );

		$id  = self::owner_made( Plugin::instance()->service( CatalogWriter::class ) );
		$log = ( new AuditLog() )->page( array( 'action' => AuditLog::PUBLISH ) );
		$this->assertSame( array( array( $id, 1 ) ), array_map( static fn( array $row ): array => array( (int) $row['item_id'], (int) $row['version'] ), $log['data'] ), 'a new item is a publish' );
	}

	public function test_an_admin_page_with_the_demo_seeded_asks_the_database_nothing(): void {
		self::empty_catalogue();
		$this->seeder()->maybe_seed();
		$this->assertArrayHasKey( DemoSeeder::SEEDED_OPTION, wp_load_alloptions(), 'the seeded state is read on every admin page: autoloaded' );
		// Our check alone on `admin_init` (what every wp-admin page runs).
		remove_all_actions( 'admin_init' );
		Plugin::instance()->hook( DemoSeeder::class );
		global $wpdb;
		$queries = $wpdb->num_queries;
		do_action( 'admin_init' );
		$this->assertSame( $queries, $wpdb->num_queries, 'an admin page with the demo seeded asked the database' );

		// Removed by the owner, then the plugin is updated: nothing is seeded,
		// and the next page asks nothing again.
		$this->seeder()->remove();
		file_put_contents( $this->copy . '/catalogue.json', (string) file_get_contents( $this->copy . '/catalogue.json' ) . ' ' );
		clearstatcache();
		do_action( 'admin_init' );
		$this->assertSame( 0, (int) $this->catalog->query( self::params() )['total'], 'a removed demo came back' );
		$queries = $wpdb->num_queries;
		do_action( 'admin_init' );
		$this->assertSame( $queries, $wpdb->num_queries, 'a removed demo is checked on every page' );
	}

	public function test_reseed_keeps_other_items_and_live_counters(): void {
		global $wpdb;
		self::owner_made( $this->writer );
		$home = $this->catalog->find( 'gutenberg', 'harbor-home' );
		$wpdb->update( $wpdb->prefix . 'stencilbox_catalog_items', array( 'downloads' => 9999 ), array( 'id' => $home['id'] ) );
		$this->seeder()->seed();
		$this->assertSame( 9999, $this->catalog->find( 'gutenberg', 'harbor-home' )['downloads'] );
		$this->assertContains( 'owner-made', $this->slugs() );
	}

	public function test_a_broken_demo_never_breaks_admin(): void {
		file_put_contents( $this->copy . '/catalogue.json', '{"items": [{"slug": "Bad Slug"}]}' );
		$before = $this->slugs();
		$log    = ini_set( 'error_log', '/dev/null' ); // The problem is logged under WP_DEBUG; keep the test output clean.
		$this->assertNull( $this->seeder()->maybe_seed() );
		ini_set( 'error_log', (string) $log );
		$this->assertSame( $before, $this->slugs() );
		$this->login_as( 'administrator' );
		$response = $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/reseed', array( 'confirm' => true ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		$this->assertNotEmpty( $response->get_data()['data']['problems'] );
	}

	public function test_remove_demo_then_reseed(): void {
		$this->login_as( 'administrator' );
		$removed = $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/remove-demo', array( 'confirm' => true ) )->get_data();
		$this->assertSame( 19 + 3, $removed['removed'] );
		$this->assertSame( array(), $this->slugs() );
		$this->assertNull( $this->seeder()->maybe_seed(), 'a removed demo stays removed' );
		$summary = $this->rest( 'GET', '/stencilbox-hub/v1/admin/catalog/summary' )->get_data();
		$this->assertTrue( $summary['demo']['disabled'] );
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/reseed', array( 'confirm' => true ) )->get_status() );
		$this->assertCount( 14, $this->slugs() );
	}
}
