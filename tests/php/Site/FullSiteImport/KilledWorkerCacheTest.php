<?php
/**
 * A unit whose worker is killed (a time limit, memory, SIGKILL) never
 * reaches its rollback: the database undoes its writes, but a persistent
 * object cache keeps what the unit put there. Its retry must read the site
 * as the database has it (found by review: update_option() found the dead
 * unit's value in the cache, wrote nothing and journalled nothing, and the
 * imported title went back to the old one when the cache was rebuilt).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\FullSiteImport\Transaction;
use Stencilbox\Support\ObjectCache;
use Stencilbox\Tests\FullSiteImportTestCase;
use Stencilbox\Tests\PersistentCache;

/**
 * Transaction and ObjectCache, a worker killed inside a unit.
 *
 * @group object-cache
 * @database-neutral its SQL is a savepoint and reads of one option, the same on both databases; what it tests is the persistent cache (the object-cache lane).
 */
final class KilledWorkerCacheTest extends FullSiteImportTestCase {
	use PersistentCache;

	/**
	 * What a killed process loses: its memory (the open scope, its hooks,
	 * WordPress's in-process cache). Redis keeps everything.
	 */
	private function kill_worker(): void {
		$scopes = new \ReflectionProperty( ObjectCache::class, 'scopes' );
		$scopes->setValue( null, array() );
		( new \ReflectionMethod( ObjectCache::class, 'unhook' ) )->invoke( null );
		$this->new_request();
	}

	/**
	 * The option as the database holds it.
	 *
	 * @param string $name Option.
	 */
	private static function stored( string $name ): ?string {
		global $wpdb;
		return $wpdb->get_var( $wpdb->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', $wpdb->options, $name ) );
	}

	public function test_the_retry_of_a_killed_unit_reads_the_database_not_what_the_dead_unit_cached(): void {
		$this->require_persistent_cache();
		global $wpdb;
		update_option( 'blogname', 'Before the import' );
		$this->new_request();

		// The unit starts as Transaction::run() starts it, writes the site's
		// title and a page, and reads the page (cached)…
		$wpdb->query( 'SAVEPOINT killed_unit' );
		ObjectCache::begin();
		update_option( 'blogname', 'Imported title' );
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'A page of the killed unit',
			)
		);
		$this->assertSame( 'A page of the killed unit', get_post( $page )->post_title );
		// …and its worker is killed before it commits.
		$wpdb->query( 'ROLLBACK TO SAVEPOINT killed_unit' );
		$this->kill_worker();
		$this->assertSame( 'Before the import', self::stored( 'blogname' ), 'the database undid the unit' );
		$this->assertSame( 'Imported title', get_option( 'blogname' ), 'premise: the cache kept the dead unit’s title' );

		// The retry.
		Transaction::run(
			static function (): void {
				update_option( 'blogname', 'Imported title' );
			}
		);
		$this->assertSame( 'Imported title', self::stored( 'blogname' ), 'the retry wrote the title to the database' );
		$this->new_request();
		$this->assertSame( 'Imported title', get_option( 'blogname' ) );
		$this->assertNull( get_post( $page ), 'the dead unit’s page is not served from the cache' );

		// A unit that ends (committed here) leaves nothing for the next one to drop.
		$this->assertSame( 0, (int) wp_cache_get( 'count', ObjectCache::PENDING_GROUP ) );
	}
}
