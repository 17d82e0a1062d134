<?php
/**
 * Cached catalogue answers and the numbers of this site's own writes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Engagement;

use Stencilbox\Site\Catalog\CatalogCache;
use Stencilbox\Site\Engagement\LiveCounters;
use Stencilbox\Site\Hub\HttpHubClient;
use Stencilbox\Site\Hub\InProcessHubClient;
use Stencilbox\Tests\TestCase;

/**
 * With a remote hub, a favourite or rating made here is laid over cached
 * answers until they expire; with the local hub, live numbers come from the
 * hub itself and nothing is remembered.
 *
 * @group object-cache
 */
final class LiveCountersTest extends TestCase {
	private const CARDS = array(
		array(
			'id'              => 7,
			'favourite_count' => 87,
			'rating'          => 4.6,
			'rating_count'    => 23,
		),
		array(
			'id'              => 8,
			'favourite_count' => 5,
			'rating'          => 0.0,
			'rating_count'    => 0,
		),
	);

	protected function tearDown(): void {
		delete_transient( LiveCounters::RECENT_TRANSIENT );
		parent::tearDown();
	}

	public function test_a_remote_hubs_cached_answers_show_this_sites_own_writes(): void {
		$counters = new LiveCounters( new HttpHubClient( 'http://hub.example' ) );
		$this->assertSame( self::CARDS, $counters->apply( self::CARDS ), 'nothing remembered yet' );

		$counters->remember( 7, array( 'favourite_count' => 88 ) );
		$counters->remember( 7, array( 'rating' => 4.5, 'rating_count' => 24 ) );
		$cards = $counters->apply( self::CARDS );
		$this->assertSame( 88, $cards[0]['favourite_count'] );
		$this->assertSame( 4.5, $cards[0]['rating'] );
		$this->assertSame( 24, $cards[0]['rating_count'] );
		$this->assertSame( self::CARDS[1], $cards[1], 'other items keep their numbers' );
		$this->assertArrayNotHasKey( 'at', $cards[0] );
	}

	public function test_remembered_numbers_end_with_the_remote_cache(): void {
		$counters = new LiveCounters( new HttpHubClient( 'http://hub.example' ) );
		$counters->remember( 7, array( 'favourite_count' => 88 ) );
		$recent          = get_transient( LiveCounters::RECENT_TRANSIENT );
		$recent[7]['at'] = time() - CatalogCache::REMOTE_TTL - 1;
		set_transient( LiveCounters::RECENT_TRANSIENT, $recent );
		$this->assertSame( self::CARDS, $counters->apply( self::CARDS ) );
	}

	public function test_the_list_of_remembered_items_is_bounded(): void {
		$counters = new LiveCounters( new HttpHubClient( 'http://hub.example' ) );
		for ( $id = 1; $id <= LiveCounters::RECENT_MAX + 3; $id++ ) {
			$counters->remember( $id, array( 'favourite_count' => $id ) );
		}
		$recent = get_transient( LiveCounters::RECENT_TRANSIENT );
		$this->assertCount( LiveCounters::RECENT_MAX, $recent );
		$this->assertArrayNotHasKey( 1, $recent, 'the oldest go first' );
		$this->assertArrayHasKey( LiveCounters::RECENT_MAX + 3, $recent );
	}

	public function test_the_local_hub_remembers_nothing(): void {
		$counters = new LiveCounters( new InProcessHubClient() );
		$counters->remember( 7, array( 'favourite_count' => 88 ) );
		$this->assertFalse( get_transient( LiveCounters::RECENT_TRANSIENT ) );
	}
}
