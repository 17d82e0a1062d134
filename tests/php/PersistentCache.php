<?php
/**
 * Helpers of the object-cache lane (phpunit-object-cache.xml.dist).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * A new request against the same persistent cache, and a look at Redis
 * itself (the private server tests/php/bootstrap-object-cache.php started),
 * past whichever drop-in the run installed.
 */
trait PersistentCache {
	/** A key of another site's, written straight into Redis. */
	protected const FOREIGN_REDIS_KEY = 'another-site:options:alloptions';

	/**
	 * A connection of the test's own to the lane's Redis server.
	 *
	 * @var \Redis|null
	 */
	private ?\Redis $redis_connection = null;

	/**
	 * Skips unless the run has a persistent object cache.
	 */
	protected function require_persistent_cache(): void {
		if ( ! defined( 'STENCILBOX_TEST_REDIS_SOCKET' ) || ! wp_using_ext_object_cache() ) {
			$this->markTestSkipped( 'Needs the object-cache lane (phpunit-object-cache.xml.dist).' );
		}
	}

	/**
	 * What the next request of the site starts with: nothing in memory,
	 * everything in Redis (the cache's request layer forgotten; WordPress's
	 * per-request globals too).
	 */
	protected function new_request(): void {
		$user = get_current_user_id();
		wp_cache_flush_runtime();
		$GLOBALS['wp_rest_server'] = null;
		wp_set_current_user( 0 );
		wp_set_current_user( $user );
	}

	/**
	 * The lane's Redis server.
	 */
	protected function redis(): \Redis {
		if ( null === $this->redis_connection ) {
			$this->redis_connection = new \Redis();
			$this->redis_connection->connect( (string) STENCILBOX_TEST_REDIS_SOCKET );
		}
		return $this->redis_connection;
	}

	/**
	 * Every key in Redis matching a pattern (a Redis glob).
	 *
	 * @param string $pattern Pattern.
	 * @return string[]
	 */
	protected function redis_keys( string $pattern ): array {
		$keys     = array();
		$iterator = null;
		do {
			$batch = $this->redis()->scan( $iterator, $pattern, 1000 );
			if ( is_array( $batch ) ) {
				$keys = array_merge( $keys, $batch );
			}
		} while ( $iterator > 0 );
		sort( $keys );
		return array_values( array_unique( $keys ) );
	}

	/**
	 * Writes another site's key into Redis (not through WordPress).
	 */
	protected function put_foreign_key(): void {
		$this->redis()->set( self::FOREIGN_REDIS_KEY, 'theirs' );
	}

	/**
	 * Asserts that another site's key is still in Redis.
	 *
	 * @param string $after What ran.
	 */
	protected function assert_foreign_key_survives( string $after ): void {
		$this->assertSame( 'theirs', $this->redis()->get( self::FOREIGN_REDIS_KEY ), "another site's key in Redis survives $after" );
	}
}
