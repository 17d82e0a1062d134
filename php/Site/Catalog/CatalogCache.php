<?php
/**
 * The site's cache of catalogue answers from the hub.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Catalog;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Keys carry the route, its parameters, the hub and an epoch that moves
 * whenever the hub says its catalogue changed (`Names::EVENT_CATALOG_CHANGED`,
 * fired in-process by a local hub), so a change invalidates every
 * entry at once. A remote hub cannot tell us, so its answers live 5 minutes.
 *
 * With a persistent object cache everything is cached there. Without one,
 * only a bounded set goes to transients (lookups and the first pages of the
 * plain lists), so unique filter or search combinations never grow the
 * options table.
 */
final class CatalogCache {
	public const GROUP        = 'stencilbox_catalog';
	public const EPOCH_OPTION = 'stencilbox_site_catalog_epoch';
	public const REMOTE_TTL   = 5 * MINUTE_IN_SECONDS;
	public const LOCAL_TTL    = DAY_IN_SECONDS;

	/**
	 * Constructor.
	 *
	 * @param string $hub_id The hub's id (`local` or its URL).
	 */
	public function __construct( private string $hub_id ) {}

	/**
	 * Hooks the invalidation.
	 */
	public function register(): void {
		add_action( Names::EVENT_CATALOG_CHANGED, array( $this, 'invalidate' ) );
	}

	/**
	 * Moves the epoch: every earlier entry is now unreachable.
	 */
	public function invalidate(): void {
		update_option( self::EPOCH_OPTION, $this->epoch() + 1, true );
	}

	/**
	 * Whether caching is on (the `stencilbox_catalog_cache` filter can turn
	 * it off, e.g. to benchmark the database).
	 */
	public function enabled(): bool {
		/**
		 * Filters whether the site caches catalogue answers.
		 *
		 * @param bool $enabled Default true.
		 */
		return (bool) apply_filters( 'stencilbox_catalog_cache', true );
	}

	/**
	 * A cached answer, or the fetched one (then stored).
	 *
	 * @param string               $route      Route name.
	 * @param array<string, mixed> $params     Parameters (normalised).
	 * @param bool                 $persistent May use transients when there is no object cache.
	 * @param callable             $fetch      Produces the answer.
	 * @param bool|null            $fetched    Set to whether the answer was fetched now (not cached).
	 * @return array<mixed>
	 */
	public function remember( string $route, array $params, bool $persistent, callable $fetch, ?bool &$fetched = null ): array {
		$fetched = true;
		if ( ! $this->enabled() ) {
			return $fetch();
		}
		ksort( $params );
		// Our prefix, so uninstalling finds the transients (php/Uninstaller.php).
		$key    = Names::PREFIX . 'cat_' . md5( wp_json_encode( array( $route, $params, $this->hub_id, $this->epoch() ) ) );
		$ttl    = 'local' === $this->hub_id ? self::LOCAL_TTL : self::REMOTE_TTL;
		$object = wp_using_ext_object_cache();
		$cached = $object || ! $persistent ? wp_cache_get( $key, self::GROUP ) : get_transient( $key );
		if ( is_array( $cached ) ) {
			$fetched = false;
			return $cached;
		}
		$value = $fetch();
		if ( $object || ! $persistent ) {
			wp_cache_set( $key, $value, self::GROUP, $ttl );
		} else {
			set_transient( $key, $value, $ttl );
		}
		return $value;
	}

	/**
	 * The current epoch.
	 */
	private function epoch(): int {
		return (int) get_option( self::EPOCH_OPTION, 1 );
	}
}
