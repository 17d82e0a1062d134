<?php
/**
 * The site's cache of catalogue answers from the hub.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Catalog;

use Stencilbox\Support\Epoch;
use Stencilbox\Support\Names;
use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Support\ObjectCache;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * Keys carry the route, its parameters, the hub and an epoch that moves
 * whenever the hub says its catalogue changed (`Names::EVENT_CATALOG_CHANGED`,
 * fired in-process by a local hub), so a change invalidates every
 * entry at once. A remote hub cannot tell us: its catalogue version is asked
 * every 30 seconds and is part of the keys, and its answers live 5 minutes
 * at most.
 *
 * How long an answer is kept is the caller's to say, from how many such
 * answers there can be:
 *
 * - `KEEP` (lookups, the first pages of the plain lists: a few): across
 *   requests, in a persistent object cache or else in transients;
 * - `SHARED` (an item's details: one per item): across requests in a
 *   persistent object cache only, never growing the options table;
 * - `REQUEST` (a search, a filter, a later page: as many as anyone with the
 *   library can type): for this request only, so that no user who can
 *   open the library can fill a shared cache (Redis, Memcached) with
 *   entries kept a day; with a persistent cache they are fetched each
 *   time, as an account's are (below).
 *
 * An answer that depends on the account asking (params with a non-zero
 * `account`: an item's details carry the preview of paid content only for
 * an account that owns it) is never stored: without a persistent cache it
 * is kept for the request only (WordPress's own cache lives no longer),
 * with one it is fetched each time it is asked (a persistent cache keeps
 * what it is given unless it honours non-persistent groups, which a
 * drop-in need not): a plan change or a purchase, on this hub or a remote
 * one, shows in the next request, and a downgraded account is never served
 * paid content from the cache.
 */
final class CatalogCache {
	public const GROUP         = ObjectCache::CATALOG_GROUP;
	public const ACCOUNT_GROUP = ObjectCache::CATALOG_ACCOUNT_GROUP;

	/** The parameter naming the account an answer is for (0: none). */
	public const ACCOUNT_PARAM = 'account';
	public const EPOCH_OPTION  = 'stencilbox_site_catalog_epoch';
	public const REMOTE_TTL    = 5 * MINUTE_IN_SECONDS;
	public const LOCAL_TTL     = DAY_IN_SECONDS;

	/** Kept across requests, with or without a persistent cache (a few answers). */
	public const KEEP = 'keep';

	/** Kept across requests in a persistent object cache only (one per item). */
	public const SHARED = 'shared';

	/** Kept for the request only (as many as the parameters can make). */
	public const REQUEST = 'request';

	/** How often a remote hub is asked whether its catalogue changed. */
	public const VERSION_CHECK = 30;

	/** The remote hub's catalogue version as last read, and when. */
	public const VERSION_TRANSIENT = 'stencilbox_hub_catalog_version';

	/**
	 * The remote hub's catalogue version for this request.
	 *
	 * @var int|null
	 */
	private ?int $hub_version = null;

	/**
	 * Constructor.
	 *
	 * @param string        $hub_id  The hub's id (`local` for a hub in this process, else its URL).
	 * @param \Closure|null $version Reads a remote hub's catalogue version
	 *                               (`GET catalog/version`): its answers are
	 *                               kept only while that does not move.
	 */
	public function __construct( private string $hub_id, private ?\Closure $version = null ) {}

	/**
	 * Hooks the invalidation.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( Names::EVENT_CATALOG_CHANGED, 'invalidate' );
	}

	/**
	 * Moves the epoch: every earlier entry is now unreachable.
	 */
	public function invalidate(): void {
		Epoch::move( self::EPOCH_OPTION );
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
	 * @param string               $route   Route name.
	 * @param array<string, mixed> $params  Parameters (normalised).
	 * @param string               $kept    How long: KEEP, SHARED or REQUEST (see the class comment).
	 * @param callable             $fetch   Produces the answer.
	 * @param bool|null            $fetched Set to whether the answer was fetched now (not cached).
	 * @return array<mixed>
	 */
	public function remember( string $route, array $params, string $kept, callable $fetch, ?bool &$fetched = null ): array {
		$fetched = true;
		if ( ! $this->enabled() ) {
			return $fetch();
		}
		$object  = wp_using_ext_object_cache();
		$account = ! empty( $params[ self::ACCOUNT_PARAM ] );
		if ( $object && ( $account || self::REQUEST === $kept ) ) {
			// For this request only (see the class comment). A persistent
			// cache is not asked to keep it out of its store: a drop-in may
			// ignore non-persistent groups (nothing obliges it to honour
			// them), and would then keep paid content, or every search, for
			// the TTL. No key either: a remote hub's epoch may cost a call.
			return $fetch();
		}
		ksort( $params );
		// Our prefix, so uninstalling finds the transients (php/Uninstaller.php).
		$key = Names::PREFIX . 'cat_' . md5( wp_json_encode( array( $route, $params, $this->hub_id, $this->epoch() ) ) );
		$ttl = 'local' === $this->hub_id ? self::LOCAL_TTL : self::REMOTE_TTL;
		// Without a persistent cache, WordPress's own lives for the request.
		$group     = $account ? self::ACCOUNT_GROUP : self::GROUP;
		$transient = ! $object && ! $account && self::KEEP === $kept;
		$cached    = $transient ? get_transient( $key ) : wp_cache_get( $key, $group );
		if ( is_array( $cached ) ) {
			$fetched = false;
			return $cached;
		}
		$value = $fetch();
		if ( $transient ) {
			set_transient( $key, $value, $ttl );
		} else {
			wp_cache_set( $key, $value, $group, $ttl );
		}
		return $value;
	}

	/**
	 * The current epoch: ours, and for a remote hub its catalogue version,
	 * asked at most every VERSION_CHECK seconds (a new item on the hub shows
	 * that soon, not after REMOTE_TTL). A hub that does not answer keeps the
	 * version last read, so its cached answers still serve.
	 *
	 * @return string
	 */
	private function epoch(): string {
		// A network's shared library moves its own epoch (NetworkLibrary): a
		// change made on the main site reaches every site's cache at once.
		$epoch = Epoch::current( self::EPOCH_OPTION ) . '.' . NetworkLibrary::hub_epoch();
		if ( 'local' === $this->hub_id || null === $this->version ) {
			return $epoch;
		}
		if ( null === $this->hub_version ) {
			$known = get_transient( self::VERSION_TRANSIENT );
			$known = is_array( $known ) && ( $known['hub'] ?? '' ) === $this->hub_id ? $known : array(
				'hub'     => $this->hub_id,
				'version' => 0,
				'checked' => 0,
			);
			if ( time() - (int) $known['checked'] >= self::VERSION_CHECK ) {
				try {
					$known['version'] = (int) ( $this->version )();
				} catch ( \Throwable $error ) {
					unset( $error ); // Not answering: the last version read stands.
				}
				$known['checked'] = time();
				set_transient( self::VERSION_TRANSIENT, $known, self::REMOTE_TTL );
			}
			$this->hub_version = (int) $known['version'];
		}
		return $epoch . ':' . $this->hub_version;
	}
}
