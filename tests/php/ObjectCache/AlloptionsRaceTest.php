<?php
/**
 * With a persistent object cache, a write of ours is not lost to another
 * request's stale copy of `alloptions` (core ticket 31245).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ObjectCache;

use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Site\Migrations\Migration0006OptionsOutsideAlloptions;
use Stencilbox\Support\Names;
use Stencilbox\Tests\PersistentCache;
use Stencilbox\Tests\TestCase;

/**
 * Each write is done the way the product does it, between two moments of
 * another request: it read `alloptions` before the write, and writes an
 * autoloaded option of WordPress's after it, putting its whole copy back
 * (what update_option() does). The next request must still see our write.
 *
 * @group object-cache
 * @database-neutral Its SQL reads one option's autoload column; what it tests is the persistent cache.
 */
final class AlloptionsRaceTest extends TestCase {
	use PersistentCache;

	/**
	 * Every test needs the lane.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->require_persistent_cache();
		$this->login_as( 'administrator' );
	}

	/**
	 * Runs a write while another request holds a copy of `alloptions` read
	 * before it, then lets that request write its copy back.
	 *
	 * @param callable $write The write.
	 */
	private function beside_a_stale_copy( callable $write ): void {
		$this->new_request();
		$stale = wp_load_alloptions();
		$write();
		// The other request changes the tagline: update_option() sets its copy, whole.
		$stale['blogdescription'] = 'Written by another request';
		wp_cache_set( 'alloptions', $stale, 'options' );
		$this->new_request();
	}

	public function test_the_hub_s_flags_and_a_site_s_epoch_survive_a_stale_alloptions(): void {
		$this->assertFalse( HubController::accepts_remote() );
		$this->beside_a_stale_copy(
			function (): void {
				$saved = $this->rest( 'POST', '/stencilbox-hub/v1/admin/settings', array( 'accepts_remote' => true ) );
				$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
			}
		);
		$this->assertTrue( HubController::accepts_remote(), 'other sites are accepted, as the owner said' );
		$this->assertSame( 'Written by another request', get_option( 'blogdescription' ), 'the other request\'s write is there too' );

		$this->assertFalse( Fleet::staged() );
		$this->beside_a_stale_copy(
			function (): void {
				$saved = $this->rest( 'POST', '/stencilbox-hub/v1/admin/fleet/settings', array( 'staged' => true ) );
				$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
			}
		);
		$this->assertTrue( Fleet::staged(), 'staged rollouts are on' );

		$epoch = (int) get_option( CatalogCache::EPOCH_OPTION, 1 );
		$this->beside_a_stale_copy(
			static function (): void {
				do_action( Names::EVENT_CATALOG_CHANGED, 2 );
			}
		);
		$this->assertSame( $epoch + 1, (int) get_option( CatalogCache::EPOCH_OPTION, 1 ), 'the cached answers\' epoch moved' );

		foreach ( array( HubController::REMOTE_OPTION, Fleet::STAGED_OPTION, CatalogCache::EPOCH_OPTION ) as $name ) {
			$this->assertArrayNotHasKey( $name, wp_load_alloptions(), $name );
		}
	}

	public function test_the_migration_takes_options_written_before_out_of_alloptions(): void {
		global $wpdb;
		update_option( 'stencilbox_written_before', 'yes', true );
		update_option( 'blogdescription', 'Still autoloaded', true );
		$this->assertArrayHasKey( 'stencilbox_written_before', wp_load_alloptions() );

		( new Migration0006OptionsOutsideAlloptions() )->up( $wpdb );
		$this->new_request();

		$autoload = static fn( string $name ): string => (string) $wpdb->get_var( $wpdb->prepare( 'SELECT autoload FROM %i WHERE option_name = %s', $wpdb->options, $name ) );
		$this->assertSame( 'off', $autoload( 'stencilbox_written_before' ) );
		$this->assertSame( 'on', $autoload( 'blogdescription' ), 'WordPress\'s options are left alone' );
		$this->assertArrayNotHasKey( 'stencilbox_written_before', wp_load_alloptions() );
		$this->assertSame( 'yes', get_option( 'stencilbox_written_before' ) );
	}
}
