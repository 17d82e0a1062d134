<?php
/**
 * Cached catalogue answers with live favourite and rating numbers.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Engagement;

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
 * minutes and keep their numbers (no extra HTTP request per list).
 */
final class LiveCounters {
	/** The numbers an answer gets. */
	public const FIELDS = array( 'favourite_count', 'rating', 'rating_count', 'downloads' );

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
		if ( 'local' !== $this->hub->hub_id() || ! $items ) {
			return $items;
		}
		$ids      = array_values( array_filter( array_map( static fn( $item ) => (int) ( $item['id'] ?? 0 ), $items ) ) );
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
				$items[ $n ] = array_intersect_key( $live, array_flip( self::FIELDS ) ) + $item;
			}
		}
		return $items;
	}
}
