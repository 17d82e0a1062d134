<?php
/**
 * Cache epochs start where no earlier install's could have reached (found
 * by the cache review: they restarted at 1 after an uninstall, and with a
 * persistent object cache a reinstall within a day could read the last
 * install's update counts, kept in transients no plugin may empty).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Site\Updates\Updates;
use Stencilbox\Support\Epoch;
use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Tests\TestCase;
use Stencilbox\Uninstaller;

/**
 * Epoch, through the options that use it.
 */
final class EpochTest extends TestCase {
	/** Every epoch of a site. */
	private const SITE_EPOCHS = array( CatalogCache::EPOCH_OPTION, Updates::EPOCH_OPTION, Updates::HUB_EPOCH_OPTION, AccountSession::PROFILE_EPOCH_OPTION );

	public function test_an_epoch_starts_once_then_moves_by_one(): void {
		delete_option( CatalogCache::EPOCH_OPTION );
		$start = Epoch::current( CatalogCache::EPOCH_OPTION );
		$this->assertGreaterThan( 0, $start );
		$this->assertSame( $start, (int) get_option( CatalogCache::EPOCH_OPTION ), 'stored as it starts' );
		$this->assertSame( $start, Epoch::current( CatalogCache::EPOCH_OPTION ), 'read, not started again' );
		( new CatalogCache( 'local' ) )->invalidate();
		$this->assertSame( $start + 1, Epoch::current( CatalogCache::EPOCH_OPTION ) );
	}

	public function test_after_an_uninstall_no_epoch_comes_back_to_a_value_it_had(): void {
		$had = array();
		foreach ( self::SITE_EPOCHS as $option ) {
			$had[ $option ] = array( Epoch::current( $option ) );
			for ( $i = 0; $i < 3; $i++ ) {
				Epoch::move( $option );
				$had[ $option ][] = Epoch::current( $option );
			}
		}
		// What the uninstaller deletes (UninstallTest checks it does).
		$this->assertSame( array(), array_intersect( self::SITE_EPOCHS, Uninstaller::KEPT_WITH_CONTENT ), 'no epoch outlives the plugin' );
		foreach ( self::SITE_EPOCHS as $option ) {
			delete_option( $option );
			$this->assertNotContains( Epoch::current( $option ), $had[ $option ], $option . ': the last install\'s cached entries stay unreachable' );
		}
	}

	public function test_a_network_epoch_starts_once_and_moves(): void {
		delete_site_option( NetworkLibrary::EPOCH_OPTION );
		$start = Epoch::current_network( NetworkLibrary::EPOCH_OPTION );
		$this->assertGreaterThan( 0, $start );
		$this->assertSame( $start, (int) get_site_option( NetworkLibrary::EPOCH_OPTION ) );
		Epoch::move_network( NetworkLibrary::EPOCH_OPTION );
		$this->assertSame( $start + 1, Epoch::current_network( NetworkLibrary::EPOCH_OPTION ) );
		delete_site_option( NetworkLibrary::EPOCH_OPTION );
		$this->assertNotContains( Epoch::current_network( NetworkLibrary::EPOCH_OPTION ), array( $start, $start + 1 ) );
	}
}
