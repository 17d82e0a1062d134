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

		$this->assertSame( array( 'total' => 43 ), $request()->remember( 'items', array( 'type' => 'page' ), true, $fetch ) );
		$this->assertSame( array( 'total' => 43 ), $request()->remember( 'items', array( 'type' => 'page' ), true, $fetch ) );
		$this->assertSame( 1, $fetches );
		$this->assertSame( 1, $asked, 'the version is asked once per 30 seconds, not per request' );

		// The hub gains an item: within 30 s the cached answer stands…
		$version = 8;
		$total   = 44;
		$this->assertSame( 43, $request()->remember( 'items', array( 'type' => 'page' ), true, $fetch )['total'] );
		// …after them, the next answer is the hub's.
		self::checked_ago( CatalogCache::VERSION_CHECK );
		$this->assertSame( 44, $request()->remember( 'items', array( 'type' => 'page' ), true, $fetch )['total'] );
		$this->assertSame( 2, $asked );

		// A hub that stops answering: its cached answers still serve.
		$down = true;
		self::checked_ago( CatalogCache::VERSION_CHECK );
		$this->assertSame( 44, $request()->remember( 'items', array( 'type' => 'page' ), true, $fetch )['total'] );
		$this->assertSame( 2, $fetches );
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
		$cache->remember( 'items', array(), true, static fn(): array => array( 'total' => 1 ) );
		$this->assertSame( 0, $asked );
	}
}
