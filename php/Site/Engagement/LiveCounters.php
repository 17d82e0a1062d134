<?php
/**
 * Cached catalogue answers with live favourite and rating numbers.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Engagement;

use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Site\Hub\HubClient;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * The site caches catalogue answers for a long time when it is its own hub
 * (they change only when the catalogue does), but favourites, ratings and
 * downloads change all the time. So cards and details served from that
 * cache get the items' current numbers from the hub: one in-process,
 * primary-key lookup per answer. A remote hub's answers are cached for 5
 * minutes and keep their numbers (no extra HTTP request per list), except
 * for the items someone on this site has just favourited or rated: the
 * numbers the hub answered to that write are laid over the cached answers
 * until those expire, so nobody here sees their own click undone by a
 * reload.
 */
final class LiveCounters {
	/** The numbers an answer gets. */
	public const FIELDS = array( 'favourite_count', 'rating', 'rating_count', 'downloads' );

	/** Where the numbers of this site's own writes wait (remote hub only). */
	public const RECENT_TRANSIENT = 'stencilbox_recent_counters';

	/** Most items remembered at once. */
	public const RECENT_MAX = 500;

	/**
	 * Constructor.
	 *
	 * @param HubClient $hub The hub.
	 */
	public function __construct( private HubClient $hub ) {}

	/**
	 * Items with their current numbers (unchanged when the hub is remote,
	 * or when it cannot answer: the cached numbers are shown then).
	 *
	 * @param array<int, array<string, mixed>> $items Cards or details.
	 * @return array<int, array<string, mixed>>
	 */
	public function apply( array $items ): array {
		if ( ! $items ) {
			return $items;
		}
		if ( ! $this->hub->in_process() ) {
			return $this->with_recent( $items );
		}
		$ids      = array_values( array_filter( array_map( static fn( mixed $item ): int => (int) ( $item['id'] ?? 0 ), $items ) ) );
		$counters = array();
		try {
			foreach ( array_chunk( $ids, ItemArgs::MAX_IDS ) as $chunk ) {
				$counters += (array) ( $this->hub->request( 'GET', '/catalog/counters', array( 'ids' => implode( ',', $chunk ) ) )['counters'] ?? array() );
			}
		} catch ( HttpError $error ) {
			unset( $error ); // Cached numbers are better than no list.
			return $items;
		}
		foreach ( $items as $n => $item ) {
			$live = $counters[ (int) ( $item['id'] ?? 0 ) ] ?? null;
			if ( is_array( $live ) ) {
				// In place: a cached answer has the shape of a fresh one.
				$items[ $n ] = array_replace( $item, array_intersect_key( $live, array_flip( self::FIELDS ) ) );
			}
		}
		return $items;
	}

	/**
	 * Remembers the numbers the hub answered to a favourite or rating made
	 * on this site (remote hub: cached answers may be older than them).
	 *
	 * @param int                  $item_id Item.
	 * @param array<string, mixed> $numbers Some of FIELDS.
	 */
	public function remember( int $item_id, array $numbers ): void {
		if ( $this->hub->in_process() || $item_id <= 0 ) {
			return;
		}
		$numbers = array_intersect_key( $numbers, array_flip( self::FIELDS ) );
		if ( ! $numbers ) {
			return;
		}
		$recent = $this->recent();
		$entry  = array( 'at' => time() ) + $numbers + ( $recent[ $item_id ] ?? array() );
		// Newest last, so the oldest go first when the list is full.
		unset( $recent[ $item_id ] );
		$recent[ $item_id ] = $entry;
		if ( count( $recent ) > self::RECENT_MAX ) {
			$recent = array_slice( $recent, -self::RECENT_MAX, null, true );
		}
		set_transient( self::RECENT_TRANSIENT, $recent, CatalogCache::REMOTE_TTL );
	}

	/**
	 * The remembered numbers younger than the remote cache.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function recent(): array {
		$recent = get_transient( self::RECENT_TRANSIENT );
		if ( ! is_array( $recent ) ) {
			return array();
		}
		$since = time() - CatalogCache::REMOTE_TTL;
		return array_filter( $recent, static fn( mixed $entry ): bool => is_array( $entry ) && (int) ( $entry['at'] ?? 0 ) >= $since );
	}

	/**
	 * Items with the remembered numbers laid over.
	 *
	 * @param array<int, array<string, mixed>> $items Cards or details.
	 * @return array<int, array<string, mixed>>
	 */
	private function with_recent( array $items ): array {
		$recent = $this->recent();
		if ( ! $recent ) {
			return $items;
		}
		foreach ( $items as $n => $item ) {
			$numbers = $recent[ (int) ( $item['id'] ?? 0 ) ] ?? null;
			if ( is_array( $numbers ) ) {
				$items[ $n ] = array_intersect_key( $numbers, array_flip( self::FIELDS ) ) + $item;
			}
		}
		return $items;
	}
}
