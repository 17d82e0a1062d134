<?php
/**
 * Builds the catalogue's id sets from its tables in bounded batches: how a
 * catalogue that existed before the sets gets them (Migration0007CatalogSets),
 * however large it is.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Names;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- builds the hub's id sets from its catalogue tables, a batch per request; no WordPress API holds them.

/**
 * While the sets are being built, lists are answered from the tables as
 * before (CatalogRepository checks `CatalogSets::ready()`), and writers keep
 * changing the sets as always. Two phases, each in batches of short
 * statements (nothing is locked between them):
 *
 * 1. words: the word index is walked by prefix (two letters, then longer
 *    ones under each frequent prefix; every step reads one index entry or
 *    at most CatalogSets::RARE + 1) and every prefix more than
 *    CatalogSets::RARE words start is registered;
 * 2. chunks: each batch rebuilds one list (platform and type) of one chunk
 *    of 65,536 ids (the list's items a few thousand at a time, its sets held
 *    in memory, then written), and is repeated when a writer changed sets
 *    meanwhile (the generation moved), so no write made during the build
 *    is lost.
 *
 * The state (`CatalogSets::STATE_OPTION`) is `ready`, or where the build is.
 * Batches run in the request that migrates (a few seconds at most), then
 * in WP-Cron (`CRON_HOOK`, rescheduled until done).
 */
final class CatalogSetsBuilder {
	/** The cron event that builds while the sets are not ready. */
	public const CRON_HOOK = 'stencilbox_catalog_sets_build';
	/** Fired after each batch with the phase, where it was and the seconds it took. */
	public const BATCH_ACTION = 'stencilbox_catalog_sets_batch';
	/** Seconds of batches per cron run. */
	public const CRON_SECONDS = 20;
	/** Most two-letter prefixes walked per batch of the words phase. */
	private const PREFIXES_PER_BATCH = 20;
	/** Seconds after which a batch of the words phase starts no other prefix. */
	private const BATCH_SECONDS = 2.0;
	/** Ids read at a time while a chunk is built. */
	private const IDS_PER_PART = 16384;
	/** Tries of a chunk while writers keep changing sets. */
	private const ATTEMPTS = 5;

	/**
	 * Constructor.
	 *
	 * @param CatalogSets $sets The sets.
	 */
	public function __construct( private CatalogSets $sets ) {}

	/**
	 * Hooks the cron event.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( self::CRON_HOOK, 'cron' );
	}

	/**
	 * Starts building every set from the tables (again, if it was under way).
	 * An empty catalogue is ready at once.
	 */
	public function start(): void {
		global $wpdb;
		$items = Names::table( 'catalog_items' );
		// Two reads of one end of the primary key each (together, SQLite would scan).
		$range = array(
			'first' => $wpdb->get_var( $wpdb->prepare( 'SELECT MIN(id) FROM %i', $items ) ),
			'last'  => $wpdb->get_var( $wpdb->prepare( 'SELECT MAX(id) FROM %i', $items ) ),
		);
		if ( null === $range['last'] ) {
			update_option( CatalogSets::STATE_OPTION, CatalogSets::READY, true );
			return;
		}
		update_option(
			CatalogSets::STATE_OPTION,
			array(
				'phase' => 'words',
				'after' => '',
				'next'  => Bitmap::chunk( (int) $range['first'] ),
				'last'  => Bitmap::chunk( (int) $range['last'] ),
			),
			true
		);
	}

	/**
	 * Builds batches until the sets are ready or the time is up.
	 *
	 * @param float $seconds Time budget (a batch that starts in time finishes).
	 * @return bool Whether the sets are ready.
	 */
	public function run( float $seconds ): bool {
		$until = microtime( true ) + $seconds;
		do {
			$state = get_option( CatalogSets::STATE_OPTION );
			if ( ! is_array( $state ) ) {
				return true;
			}
			$started = microtime( true );
			$this->step();
			/**
			 * Fires after a batch of the id sets' build.
			 *
			 * @param string $phase   `words` or `chunks`.
			 * @param string $where   The word or chunk it started from.
			 * @param float  $seconds How long it took.
			 */
			do_action( self::BATCH_ACTION, (string) $state['phase'], 'words' === $state['phase'] ? (string) $state['after'] : (string) $state['next'], microtime( true ) - $started );
		} while ( microtime( true ) < $until );
		return $this->sets->ready();
	}

	/**
	 * The cron event: builds for a while, then comes back until done.
	 */
	public function cron(): void {
		if ( ! $this->run( self::CRON_SECONDS ) ) {
			$this->schedule();
		}
	}

	/**
	 * Schedules the cron event (once).
	 */
	public function schedule(): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_single_event( time(), self::CRON_HOOK );
		}
	}

	/**
	 * One batch.
	 *
	 * @return bool Whether batches remain.
	 */
	public function step(): bool {
		$state = get_option( CatalogSets::STATE_OPTION );
		if ( ! is_array( $state ) ) {
			return false;
		}
		if ( 'words' === $state['phase'] ) {
			$after = $this->walk_words( (string) $state['after'] );
			$state = null === $after
				? array( 'phase' => 'chunks' ) + $state
				: array( 'after' => $after ) + $state;
			update_option( CatalogSets::STATE_OPTION, $state, true );
			return true;
		}
		return $this->step_chunk( $state );
	}

	/**
	 * Registers the frequent prefixes of the words after `$after`, for
	 * PREFIXES_PER_BATCH two-letter prefixes or BATCH_SECONDS, whichever
	 * comes first (at least one).
	 *
	 * @param string $after The last word walked ('' at the start).
	 * @return string|null The last word walked now; null when done.
	 */
	private function walk_words( string $after ): ?string {
		$frequent = array();
		$until    = microtime( true ) + self::BATCH_SECONDS;
		for ( $n = 0; $n < self::PREFIXES_PER_BATCH && microtime( true ) < $until; $n++ ) {
			$word = $this->next_word( $after, null );
			if ( null === $word ) {
				$this->sets->register( $frequent );
				return null;
			}
			$prefix = mb_substr( $word, 0, Words::MIN_LENGTH );
			$this->frequent_under( $prefix, $frequent );
			$after = $this->last_word( $prefix ) ?? $word;
		}
		$this->sets->register( $frequent );
		return $after;
	}

	/**
	 * Adds a prefix to `$frequent` if it is frequent, then its frequent longer prefixes.
	 *
	 * @param string   $prefix   Word prefix.
	 * @param string[] $frequent Frequent prefixes found (added to).
	 */
	private function frequent_under( string $prefix, array &$frequent ): void {
		if ( $this->sets->count_postings( $prefix, CatalogSets::RARE + 1 ) <= CatalogSets::RARE ) {
			return;
		}
		$frequent[] = $prefix;
		$length     = mb_strlen( $prefix ) + 1;
		// Each next letter under the prefix: the first word after the last
		// word of the previous letter's words.
		for ( $word = $this->next_word( $prefix, $prefix ); null !== $word; $word = $this->next_word( $last, $prefix ) ) {
			$longer = mb_substr( $word, 0, $length );
			$this->frequent_under( $longer, $frequent );
			$last = $this->last_word( $longer ) ?? $word;
			if ( strcmp( $last, $word ) < 0 ) {
				return; // A collation that orders otherwise than expected: stop here.
			}
		}
	}

	/**
	 * The first word of the index after a word (a read of one index entry),
	 * among those starting with a prefix if one is given.
	 *
	 * @param string      $after  The word before.
	 * @param string|null $prefix Prefix, or none.
	 */
	private function next_word( string $after, ?string $prefix ): ?string {
		global $wpdb;
		$words = Names::table( 'catalog_words' );
		$word  = null === $prefix
			? $wpdb->get_var( $wpdb->prepare( 'SELECT word FROM %i WHERE word > %s ORDER BY word LIMIT 1', $words, $after ) )
			: $wpdb->get_var( $wpdb->prepare( 'SELECT word FROM %i WHERE word > %s AND word LIKE %s ORDER BY word LIMIT 1', $words, $after, Words::like( $prefix ) ) );
		return null === $word ? null : (string) $word;
	}

	/**
	 * The last word of the index starting with a prefix.
	 *
	 * @param string $prefix Prefix.
	 */
	private function last_word( string $prefix ): ?string {
		global $wpdb;
		$words = Names::table( 'catalog_words' );
		$word  = $wpdb->get_var( $wpdb->prepare( 'SELECT word FROM %i WHERE word LIKE %s ORDER BY word DESC LIMIT 1', $words, Words::like( $prefix ) ) );
		return null === $word ? null : (string) $word;
	}

	/**
	 * A batch of the chunks phase: builds the next list of the next chunk;
	 * moves on only once it was built without a writer in between.
	 *
	 * @param array<string, mixed> $state Build state.
	 * @return bool Whether batches remain.
	 */
	private function step_chunk( array $state ): bool {
		global $wpdb;
		$chunk = (int) $state['next'];
		$list  = (int) ( $state['list'] ?? 0 );
		[ $platform, $type ] = self::lists()[ $list ];
		if ( ! $this->build_list( $chunk, $platform, $type ) ) {
			return true;
		}
		if ( $list + 1 < count( self::lists() ) ) {
			$state['list'] = $list + 1;
			update_option( CatalogSets::STATE_OPTION, $state, true );
			return true;
		}
		// The next chunk holding an item (a catalogue's ids may have gaps).
		$items = Names::table( 'catalog_items' );
		$next  = $wpdb->get_var( $wpdb->prepare( 'SELECT MIN(id) FROM %i WHERE id >= %d', $items, ( $chunk + 1 ) << Bitmap::CHUNK_BITS ) );
		if ( null === $next || Bitmap::chunk( (int) $next ) > (int) $state['last'] ) {
			// Items added since the start were written with their sets.
			update_option( CatalogSets::STATE_OPTION, CatalogSets::READY, true );
			return false;
		}
		$state['next'] = Bitmap::chunk( (int) $next );
		$state['list'] = 0;
		update_option( CatalogSets::STATE_OPTION, $state, true );
		return true;
	}

	/**
	 * Rebuilds the sets of one chunk from the tables, every list.
	 *
	 * @param int $chunk Chunk.
	 * @return bool Whether no writer changed sets meanwhile.
	 */
	public function build( int $chunk ): bool {
		$stable = true;
		foreach ( self::lists() as [ $platform, $type ] ) {
			$stable = $this->build_list( $chunk, $platform, $type ) && $stable;
		}
		return $stable;
	}

	/**
	 * Rebuilds the sets of one list (platform and type) in one chunk from
	 * the tables, a part of the ids at a time (range reads); the list's sets
	 * are held in memory (8 KB each) and written once. Built again when a
	 * writer changed sets meanwhile, up to ATTEMPTS times.
	 *
	 * @param int    $chunk    Chunk.
	 * @param string $platform Platform.
	 * @param string $type     Item type.
	 * @return bool Whether no writer changed sets meanwhile.
	 */
	public function build_list( int $chunk, string $platform, string $type ): bool {
		$from = $chunk << Bitmap::CHUNK_BITS;
		for ( $attempt = 0; $attempt < self::ATTEMPTS; $attempt++ ) {
			$before = $this->sets->generation();
			$this->sets->refresh();
			$this->sets->clear_list( $chunk, CatalogSets::scope( $platform, $type ) );
			$sets = array();
			for ( $start = $from; $start < $from + Bitmap::CHUNK_IDS; $start += self::IDS_PER_PART ) {
				foreach ( $this->sets->keys_between( $platform, $type, $start, $start + self::IDS_PER_PART ) as $id => $keys ) {
					foreach ( $keys as $key ) {
						if ( ! isset( $sets[ $key ] ) ) {
							$sets[ $key ] = Bitmap::zero();
						}
						Bitmap::put( $sets[ $key ], $id, true );
					}
				}
			}
			$this->sets->insert_chunk( $chunk, $sets );
			if ( $this->sets->generation() === $before ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The lists (platform, type): a batch of the chunks phase builds one
	 * list of one chunk. Every platform's every item type.
	 *
	 * @return array<int, array{0: string, 1: string}>
	 */
	private static function lists(): array {
		$lists = array();
		foreach ( ItemArgs::PLATFORMS as $platform ) {
			foreach ( ItemArgs::ITEM_TYPES as $type ) {
				$lists[] = array( $platform, $type );
			}
		}
		return $lists;
	}
}
