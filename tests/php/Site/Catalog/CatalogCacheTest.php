<?php
/**
 * A remote hub's catalogue answers follow its catalogue version (issue [15]
 * #12): "Pages 43 items" does not stay cached after the hub gained a 44th.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Catalog;

use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Tests\TestCase;

/**
 * CatalogCache with a stand-in for `GET catalog/version`.
 *
 * @group object-cache
 * @database-neutral Its SQL counts our transients' rows, the same on both databases.
 */
final class CatalogCacheTest extends TestCase {
	/**
	 * As if the last check was `$seconds` ago.
	 *
	 * @param int $seconds Seconds.
	 */
	private static function checked_ago( int $seconds ): void {
		$known            = (array) get_transient( CatalogCache::VERSION_TRANSIENT );
		$known['checked'] = time() - $seconds;
		set_transient( CatalogCache::VERSION_TRANSIENT, $known, CatalogCache::REMOTE_TTL );
	}

	public function test_a_remote_hubs_answers_follow_its_catalogue_version(): void {
		$version = 7;
		$asked   = 0;
		$down    = false;
		$read    = static function () use ( &$version, &$asked, &$down ): int {
			++$asked;
			if ( $down ) {
				throw new \RuntimeException( 'The hub does not answer.' );
			}
			return $version;
		};
		$total   = 43;
		$fetches = 0;
		$fetch   = static function () use ( &$total, &$fetches ): array {
			++$fetches;
			return array( 'total' => $total );
		};
		// Each request builds the cache anew (as each page load does).
		$request = static fn(): CatalogCache => new CatalogCache( 'https://hub.example', $read );

		$this->assertSame( array( 'total' => 43 ), $request()->remember( 'items', array( 'type' => 'page' ), CatalogCache::KEEP, $fetch ) );
		$this->assertSame( array( 'total' => 43 ), $request()->remember( 'items', array( 'type' => 'page' ), CatalogCache::KEEP, $fetch ) );
		$this->assertSame( 1, $fetches );
		$this->assertSame( 1, $asked, 'the version is asked once per 30 seconds, not per request' );

		// The hub gains an item: within 30 s the cached answer stands…
		$version = 8;
		$total   = 44;
		$this->assertSame( 43, $request()->remember( 'items', array( 'type' => 'page' ), CatalogCache::KEEP, $fetch )['total'] );
		// …after them, the next answer is the hub's.
		self::checked_ago( CatalogCache::VERSION_CHECK );
		$this->assertSame( 44, $request()->remember( 'items', array( 'type' => 'page' ), CatalogCache::KEEP, $fetch )['total'] );
		$this->assertSame( 2, $asked );

		// A hub that stops answering: its cached answers still serve.
		$down = true;
		self::checked_ago( CatalogCache::VERSION_CHECK );
		$this->assertSame( 44, $request()->remember( 'items', array( 'type' => 'page' ), CatalogCache::KEEP, $fetch )['total'] );
		$this->assertSame( 2, $fetches );
	}

	/**
	 * KEEP across requests always; SHARED across requests in a persistent
	 * cache only (never in the options table); REQUEST for the request only,
	 * and with a persistent cache not even there (nothing of it reaches a
	 * shared store, whatever the drop-in does with non-persistent groups).
	 */
	public function test_each_kind_of_answer_is_kept_as_long_as_it_says(): void {
		global $wpdb;
		$persistent = wp_using_ext_object_cache();
		$fetches    = array();
		$ask        = static function ( string $kept ) use ( &$fetches ): void {
			( new CatalogCache( 'local' ) )->remember(
				'items',
				array( 'kind' => $kept ),
				$kept,
				static function () use ( &$fetches, $kept ): array {
					$fetches[ $kept ] = ( $fetches[ $kept ] ?? 0 ) + 1;
					return array( 'total' => 1 );
				}
			);
		};
		$kinds = array( CatalogCache::KEEP, CatalogCache::SHARED, CatalogCache::REQUEST );
		$rows  = static fn(): int => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE option_name LIKE %s', $wpdb->options, '\_transient\_stencilbox\_cat\_%' ) );
		$before = $rows();
		foreach ( $kinds as $kept ) {
			$ask( $kept );
			$ask( $kept );
		}
		$this->assertSame(
			array(
				CatalogCache::KEEP    => 1,
				CatalogCache::SHARED  => 1,
				CatalogCache::REQUEST => $persistent ? 2 : 1,
			),
			$fetches,
			'in one request'
		);
		$this->assertSame( $persistent ? $before : $before + 1, $rows(), 'only KEEP goes to the options table, and only without a persistent cache' );
		wp_cache_flush_runtime();
		foreach ( $kinds as $kept ) {
			$ask( $kept );
		}
		$this->assertSame(
			array(
				CatalogCache::KEEP    => 1,
				CatalogCache::SHARED  => $persistent ? 1 : 2,
				CatalogCache::REQUEST => $persistent ? 3 : 2,
			),
			$fetches,
			'in the next request'
		);
	}

	public function test_a_local_hub_never_asks(): void {
		$asked = 0;
		$cache = new CatalogCache(
			'local',
			static function () use ( &$asked ): int {
				++$asked;
				return 1;
			}
		);
		$cache->remember( 'items', array(), CatalogCache::KEEP, static fn(): array => array( 'total' => 1 ) );
		$this->assertSame( 0, $asked );
	}
}
