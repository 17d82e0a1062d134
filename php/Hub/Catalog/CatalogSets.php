<?php
/**
 * The catalogue's per-filter id sets: for every list filter value, the ids
 * of the items that have it, kept as bitmap chunks and maintained on write.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\BulkInsert;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's id-set table, which no WordPress API holds: it is the catalogue's cache itself, written with compare-and-swap revisions that a cached copy would defeat.

/**
 * A set is named by a key, `<platform>/<type>/<facet>` (every item has one
 * platform and one type, so each set is already narrowed to one list):
 *
 * | facet       | items                                              |
 * | ----------- | -------------------------------------------------- |
 * | `*`         | all of that platform and type                      |
 * | `p<rank>`   | of that plan rank (0 free, 1 starter, 2 pro)       |
 * | `t<id>`     | with that term (template type, category, tag)      |
 * | `d<id>`     | needing that dependency                            |
 * | `w:<prefix>`| with a search word starting with that prefix       |
 *
 * The table holds one row per key and chunk of 65,536 ids that has any
 * member: the bitmap (Bitmap) and its member count. A list query reads the
 * counts of its keys, then only the bitmaps it needs (SetQuery): what it
 * reads depends on its keys and on how many chunks the ids span, never on
 * how many items a filter matches.
 *
 * Search words: a prefix has a set only once more than RARE search words
 * start with it (the registry, rows `#w:<prefix>`; registered prefixes are
 * closed under shortening). A search for a prefix without a set reads its
 * few postings from the word index instead (`catalog_words`, at most RARE
 * rows), so a word or number that a handful of items use never costs a set
 * row, and a frequent prefix ("lum", "12") is one set, never a union of
 * every word it starts. Writers register a prefix when it becomes frequent
 * (`promote()`).
 *
 * Writers (CatalogWriter) call `change()` after writing the tables: the
 * item's old keys are read from the tables before, its new ones are what
 * was written. Changes are applied row by row with a revision check, so two
 * writers never lose each other's bits; inside `defer()` / `hold()` they are
 * gathered and written once at the end (an import of many items). Every
 * writer moves the generation first, which the builder
 * (CatalogSetsBuilder) uses to notice writes made while it built a chunk.
 */
final class CatalogSets {
	/** `ready`, or the builder's cursor while the sets are being built (see CatalogSetsBuilder). */
	public const STATE_OPTION = 'stencilbox_catalog_sets_state';
	public const READY        = 'ready';
	/** Search words a prefix may start before it gets a set of its own. */
	public const RARE = 256;
	/** The chunk of rows that are not sets: the generation and the registry of word prefixes. */
	public const META_CHUNK = 4294967295;
	/** The row counting writes (its `members`). */
	public const GENERATION = '#generation';
	/** Key prefix of the registry of word prefixes with sets. */
	public const REGISTERED = '#w:';
	/** Rows per multi-row INSERT. */
	private const INSERT_ROWS = 40;
	/** The set table's columns, as an insert writes them, and their placeholders. */
	private const COLUMNS = array( 'set_key', 'chunk', 'members', 'rev', 'bits' );
	private const FORMATS = array( '%s', '%d', '%d', '%d', '%s' );
	/** Keys read per query when changes are applied. */
	private const KEYS_PER_READ = 200;
	/** Ids read per query when keys are computed from the tables. */
	private const IDS_PER_READ = 4096;
	/** Words whose facets are remembered. */
	private const PREFIX_CACHE = 50000;
	/** Times a conflicting write is tried again. */
	private const ATTEMPTS = 8;

	/**
	 * Nesting depth of `defer()` / `hold()`.
	 *
	 * @var int
	 */
	private int $deferring = 0;

	/**
	 * Changes not yet written: chunk => key => id => set (true) or clear.
	 *
	 * @var array<int, array<string, array<int, bool>>>
	 */
	private array $pending = array();

	/**
	 * Words of written items whose prefixes may have become frequent.
	 *
	 * @var array<string, true>
	 */
	private array $new_words = array();

	/**
	 * The word facets of words met so far (see prefixes_of()).
	 *
	 * @var array<string, string[]>
	 */
	private array $prefixes = array();

	/**
	 * Word prefixes with sets (null: not read yet).
	 *
	 * @var array<string, true>|null
	 */
	private ?array $registry = null;

	/**
	 * The table.
	 */
	public static function table(): string {
		return Names::table( 'catalog_sets' );
	}

	/**
	 * The key prefix of one list: a platform and an item type.
	 *
	 * @param string $platform Platform.
	 * @param string $type     Item type.
	 */
	public static function scope( string $platform, string $type ): string {
		return $platform . '/' . $type . '/';
	}

	/**
	 * Whether every set is built, so lists may be answered from them.
	 */
	public function ready(): bool {
		return self::READY === get_option( self::STATE_OPTION );
	}

	/**
	 * The keys of the sets an item belongs to.
	 *
	 * @param string   $platform       Platform.
	 * @param string   $type           Item type.
	 * @param int      $plan_rank      Plan rank.
	 * @param int      $template_type  Template type term id (0: none).
	 * @param int[]    $term_ids       Category and tag ids.
	 * @param int[]    $dependency_ids Dependency ids.
	 * @param string[] $words          Search words.
	 * @return string[]
	 */
	public function keys( string $platform, string $type, int $plan_rank, int $template_type, array $term_ids, array $dependency_ids, array $words ): array {
		$scope = self::scope( $platform, $type );
		$keys  = array( $scope . '*', $scope . 'p' . $plan_rank );
		if ( $template_type > 0 ) {
			$keys[] = $scope . 't' . $template_type;
		}
		foreach ( $term_ids as $id ) {
			$keys[] = $scope . 't' . (int) $id;
		}
		foreach ( $dependency_ids as $id ) {
			$keys[] = $scope . 'd' . (int) $id;
		}
		foreach ( $words as $word ) {
			foreach ( $this->prefixes[ $word ] ?? $this->prefixes_of( (string) $word ) as $facet ) {
				$keys[] = $scope . $facet;
			}
		}
		return array_values( array_unique( $keys ) );
	}

	/**
	 * The word facets of a word: `w:<prefix>` for each of its prefixes with a set.
	 *
	 * @param string $word A search word.
	 * @return string[]
	 */
	private function prefixes_of( string $word ): array {
		$registry = $this->registry();
		$facets   = array();
		for ( $length = Words::MIN_LENGTH, $last = mb_strlen( $word ); $length <= $last; $length++ ) {
			$prefix = mb_substr( $word, 0, $length );
			if ( ! isset( $registry[ $prefix ] ) ) {
				break;
			}
			$facets[] = 'w:' . $prefix;
		}
		if ( count( $this->prefixes ) < self::PREFIX_CACHE ) {
			$this->prefixes[ $word ] = $facets;
		}
		return $facets;
	}

	/**
	 * The word prefixes that have sets.
	 *
	 * @return array<string, true>
	 */
	public function registry(): array {
		if ( null === $this->registry ) {
			global $wpdb;
			$table          = self::table();
			$keys           = (array) $wpdb->get_col( $wpdb->prepare( 'SELECT set_key FROM %i WHERE chunk = %d AND set_key >= %s AND set_key < %s', $table, self::META_CHUNK, self::REGISTERED, '#w;' ) );
			$this->registry = array_fill_keys( array_map( static fn( string $key ): string => substr( $key, strlen( self::REGISTERED ) ), $keys ), true );
		}
		return $this->registry;
	}

	/**
	 * Reads the registry again at next use, unless writes are being gathered
	 * (another process may have registered prefixes since it was read; a
	 * writer starts with this, so the keys it computes are current).
	 */
	public function refresh(): void {
		if ( 0 === $this->deferring ) {
			$this->forget();
		}
	}

	/**
	 * Forgets the registry (read again at next use).
	 */
	private function forget(): void {
		$this->registry = null;
		$this->prefixes = array();
	}

	/**
	 * The keys of items as the tables have them now.
	 *
	 * @param int[] $ids Item ids.
	 * @return array<int, string[]> Keys by id (only ids that exist).
	 */
	public function keys_of( array $ids ): array {
		$ids  = array_values( array_unique( array_map( 'intval', $ids ) ) );
		$keys = array();
		foreach ( array_chunk( $ids, self::IDS_PER_READ ) as $part ) {
			$in    = implode( ',', $part );
			$keys += $this->read_keys( "id IN ({$in})", "WHERE l.item_id IN ({$in})" );
		}
		return $keys;
	}

	/**
	 * The keys of the items of one list (platform and type) whose ids are in
	 * [from, to), as the tables have them now: ranges of the `browse` index
	 * and of the link tables' `item_id`, joined to the item for its list.
	 *
	 * @param string $platform Platform.
	 * @param string $type     Item type.
	 * @param int    $from     First id.
	 * @param int    $to       Id after the last.
	 * @return array<int, string[]> Keys by id.
	 */
	public function keys_between( string $platform, string $type, int $from, int $to ): array {
		global $wpdb;
		$items = Names::table( 'catalog_items' );
		return $this->read_keys(
			$wpdb->prepare( 'platform = %s AND type = %s AND id >= %d AND id < %d', $platform, $type, $from, $to ),
			$wpdb->prepare( 'INNER JOIN %i i ON i.id = l.item_id WHERE i.platform = %s AND i.type = %s AND l.item_id >= %d AND l.item_id < %d', $items, $platform, $type, $from, $to )
		);
	}

	/**
	 * Reads keys from the tables.
	 *
	 * @param string $where       Condition on the items (escaped).
	 * @param string $links_where The same for a link table `l`: joins and WHERE (escaped).
	 * @return array<int, string[]>
	 */
	private function read_keys( string $where, string $links_where ): array {
		global $wpdb;
		$items = Names::table( 'catalog_items' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name and the caller's escaped condition.
		$rows = (array) $wpdb->get_results( "SELECT id, platform, type, plan_rank, template_type_id FROM {$items} WHERE {$where}", ARRAY_A );
		if ( ! $rows ) {
			return array();
		}
		$links = array(
			'terms' => $this->linked( Names::table( 'catalog_item_terms' ), 'term_id', $links_where ),
			'deps'  => $this->linked( Names::table( 'catalog_item_dependencies' ), 'dependency_id', $links_where ),
			'words' => $this->linked( Names::table( 'catalog_words' ), 'word', $links_where ),
		);
		$keys  = array();
		foreach ( $rows as $row ) {
			$id          = (int) $row['id'];
			$keys[ $id ] = $this->keys(
				(string) $row['platform'],
				(string) $row['type'],
				(int) $row['plan_rank'],
				(int) $row['template_type_id'],
				$links['terms'][ $id ] ?? array(),
				$links['deps'][ $id ] ?? array(),
				$links['words'][ $id ] ?? array()
			);
		}
		return $keys;
	}

	/**
	 * Rows of a link table, grouped by item.
	 *
	 * @param string $table  Table.
	 * @param string $column The linked value's column.
	 * @param string $where  Joins and condition of the link table `l`.
	 * @return array<int, array<int, int|string>>
	 */
	private function linked( string $table, string $column, string $where ): array {
		global $wpdb;
		$by = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table and a column name of ours, and the caller's escaped joins and condition.
		foreach ( (array) $wpdb->get_results( "SELECT l.item_id, l.{$column} FROM {$table} l {$where}", ARRAY_N ) as $row ) {
			$by[ (int) $row[0] ][] = $row[1];
		}
		return $by;
	}

	/**
	 * Records that an item left some sets and joined others (written at
	 * once, or when the outermost `defer()` / `hold()` ends).
	 *
	 * @param int      $id     Item id.
	 * @param string[] $remove Keys it left.
	 * @param string[] $add    Keys it joined.
	 * @param string[] $words  Its search words now (their prefixes may have become frequent).
	 */
	public function change( int $id, array $remove, array $add, array $words = array() ): void {
		$chunk = Bitmap::chunk( $id );
		foreach ( $remove as $key ) {
			$this->pending[ $chunk ][ $key ][ $id ] = false;
		}
		foreach ( $add as $key ) {
			$this->pending[ $chunk ][ $key ][ $id ] = true;
		}
		foreach ( $words as $word ) {
			$this->new_words[ (string) $word ] = true;
		}
		if ( 0 === $this->deferring ) {
			$this->flush();
		}
	}

	/**
	 * Runs some work, writing its set changes once at the end (also when it fails half-way).
	 *
	 * @template T
	 * @param callable(): T $work Work.
	 * @return T What the work answers.
	 */
	public function defer( callable $work ): mixed {
		$this->refresh();
		++$this->deferring;
		try {
			return $work();
		} finally {
			$this->release();
		}
	}

	/**
	 * Defers writes until the answer is released (see CatalogWriter::batch()).
	 *
	 * @return object A holder whose destruction writes the gathered changes.
	 */
	public function hold(): object {
		$this->refresh();
		++$this->deferring;
		return new class( $this ) {
			/**
			 * Constructor.
			 *
			 * @param CatalogSets $sets The sets.
			 */
			public function __construct( private CatalogSets $sets ) {}

			/**
			 * Released: writes what was gathered.
			 */
			public function __destruct() {
				$this->sets->release();
			}
		};
	}

	/**
	 * Ends one `defer()` / `hold()`; the outermost writes the gathered changes.
	 */
	public function release(): void {
		$this->deferring = max( 0, $this->deferring - 1 );
		if ( 0 === $this->deferring ) {
			$this->flush();
		}
	}

	/**
	 * Writes the pending changes, then gives sets to the word prefixes the
	 * written items made frequent.
	 */
	public function flush(): void {
		if ( $this->pending ) {
			$pending       = $this->pending;
			$this->pending = array();
			$this->bump_generation();
			foreach ( $pending as $chunk => $by_key ) {
				foreach ( array_chunk( $by_key, self::KEYS_PER_READ, true ) as $part ) {
					$this->apply( (int) $chunk, $part );
				}
			}
		}
		$words           = array_keys( $this->new_words );
		$this->new_words = array();
		$rare            = array();
		foreach ( $words as $word ) {
			$this->register_frequent( (string) $word, $rare );
		}
	}

	/**
	 * Gives sets to the prefixes of a word that more than RARE words start,
	 * shortest first (a prefix is looked at only once its shorter ones have sets).
	 *
	 * @param string              $word A search word.
	 * @param array<string, true> $rare Prefixes found rare so far (not asked again).
	 */
	private function register_frequent( string $word, array &$rare ): void {
		for ( $length = Words::MIN_LENGTH, $last = mb_strlen( $word ); $length <= $last; $length++ ) {
			$prefix = mb_substr( $word, 0, $length );
			if ( isset( $this->registry()[ $prefix ] ) ) {
				continue;
			}
			if ( isset( $rare[ $prefix ] ) || $this->count_postings( $prefix, self::RARE + 1 ) <= self::RARE ) {
				$rare[ $prefix ] = true;
				return;
			}
			$this->promote( $prefix );
		}
	}

	/**
	 * Ids of items with a search word starting with a prefix, from the word
	 * index (a range of its primary key).
	 *
	 * @param string   $prefix A search word or its start.
	 * @param int|null $limit  Most postings read (null: all).
	 * @return int[] Item ids (an item once per word).
	 */
	public function postings( string $prefix, ?int $limit = null ): array {
		global $wpdb;
		$words = Names::table( 'catalog_words' );
		$ids   = null === $limit
			? $wpdb->get_col( $wpdb->prepare( 'SELECT item_id FROM %i WHERE word LIKE %s', $words, Words::like( $prefix ) ) )
			: $wpdb->get_col( $wpdb->prepare( 'SELECT item_id FROM %i WHERE word LIKE %s LIMIT %d', $words, Words::like( $prefix ), $limit ) );
		$ids   = array_map( 'intval', (array) $ids );
		CatalogReads::check();
		return $ids;
	}

	/**
	 * How many search words start with a prefix, counted up to a limit (a
	 * range of the word index's primary key, no longer than the limit).
	 *
	 * @param string $prefix A search word or its start.
	 * @param int    $limit  Most postings counted.
	 */
	public function count_postings( string $prefix, int $limit ): int {
		global $wpdb;
		$words = Names::table( 'catalog_words' );
		$count = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM (SELECT item_id FROM %i WHERE word LIKE %s LIMIT %d) AS p', $words, Words::like( $prefix ), $limit ) );
		CatalogReads::check();
		return $count;
	}

	/**
	 * Gives a word prefix its sets: registers it, then builds its set in
	 * every list from the word index; built again when a writer changed sets
	 * meanwhile.
	 *
	 * @param string $prefix Word prefix (its shorter prefixes have sets).
	 */
	public function promote( string $prefix ): void {
		global $wpdb;
		$table = self::table();
		$items = Names::table( 'catalog_items' );
		$this->bump_generation();
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO %i (set_key, chunk, members, rev, bits) VALUES (%s, %d, 0, 0, '')", $table, self::REGISTERED . $prefix, self::META_CHUNK ) );
		if ( null !== $this->registry ) {
			$this->registry[ $prefix ] = true;
			$this->prefixes            = array();
		}
		for ( $attempt = 0; $attempt < self::ATTEMPTS; $attempt++ ) {
			$before = $this->generation();
			$ids    = array_values( array_unique( $this->postings( $prefix ) ) );
			$by     = array();
			foreach ( array_chunk( $ids, self::IDS_PER_READ ) as $part ) {
				foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, platform, type FROM %i WHERE id IN (' . implode( ',', array_fill( 0, count( $part ), '%d' ) ) . ')', array_merge( array( $items ), $part ) ), ARRAY_A ) as $row ) {
					$by[ Bitmap::chunk( (int) $row['id'] ) ][ self::scope( (string) $row['platform'], (string) $row['type'] ) . 'w:' . $prefix ][] = (int) $row['id'];
				}
			}
			$keys = array();
			foreach ( ItemArgs::PLATFORMS as $platform ) {
				foreach ( ItemArgs::ITEM_TYPES as $type ) {
					$keys[] = self::scope( $platform, $type ) . 'w:' . $prefix;
				}
			}
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE set_key IN (' . implode( ',', array_fill( 0, count( $keys ), '%s' ) ) . ')', array_merge( array( $table ), $keys ) ) );
			foreach ( $by as $chunk => $lists ) {
				$this->add_ids( (int) $chunk, $lists );
			}
			if ( $this->generation() === $before ) {
				return;
			}
		}
	}

	/**
	 * Applies changes to the rows of one chunk: read, change, write back
	 * only where nobody wrote in between (the revision), else again.
	 *
	 * @param int                             $chunk  Chunk.
	 * @param array<string, array<int, bool>> $by_key Changes by key.
	 */
	private function apply( int $chunk, array $by_key ): void {
		global $wpdb;
		$table = self::table();
		for ( $attempt = 0; $by_key && $attempt < self::ATTEMPTS; $attempt++ ) {
			$keys  = array_map( 'strval', array_keys( $by_key ) );
			$rows  = (array) $wpdb->get_results(
				$wpdb->prepare(
					'SELECT set_key, rev, bits FROM %i WHERE chunk = %d AND set_key IN (' . implode( ',', array_fill( 0, count( $keys ), '%s' ) ) . ')',
					array_merge( array( $table, $chunk ), $keys )
				),
				ARRAY_A
			);
			$found = array_column( $rows, null, 'set_key' );
			$new   = array();
			$retry = array();
			foreach ( $by_key as $key => $changes ) {
				$key  = (string) $key;
				$row  = $found[ $key ] ?? null;
				$bits = null === $row ? Bitmap::zero() : Bitmap::decode( (string) $row['bits'] );
				foreach ( $changes as $id => $on ) {
					Bitmap::put( $bits, (int) $id, $on );
				}
				$members = Bitmap::count( $bits );
				if ( null === $row ) {
					if ( $members > 0 ) {
						$new[ $key ] = array( $members, $bits );
					}
					continue;
				}
				$done = 0 === $members
					? $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE set_key = %s AND chunk = %d AND rev = %d', $table, $key, $chunk, (int) $row['rev'] ) )
					: $wpdb->query( $wpdb->prepare( 'UPDATE %i SET bits = %s, members = %d, rev = rev + 1 WHERE set_key = %s AND chunk = %d AND rev = %d', $table, Bitmap::encode( $bits, $members ), $members, $key, $chunk, (int) $row['rev'] ) );
				if ( 1 !== $done ) {
					$retry[ $key ] = $changes;
				}
			}
			foreach ( $this->insert_rows( $chunk, $new ) as $key ) {
				$retry[ $key ] = $by_key[ $key ];
			}
			$by_key = $retry;
		}
	}

	/**
	 * Adds ids to the sets of one chunk (the builder and `promote()`): the
	 * same checked writes as `change()`.
	 *
	 * @param int                  $chunk Chunk.
	 * @param array<string, int[]> $ids   Ids by key.
	 */
	public function add_ids( int $chunk, array $ids ): void {
		foreach ( array_chunk( $ids, self::KEYS_PER_READ, true ) as $part ) {
			$this->apply( $chunk, array_map( static fn( array $list ): array => array_fill_keys( $list, true ), $part ) );
		}
	}

	/**
	 * Inserts the rows of a list's chunk that is empty (the builder, after
	 * `clear_list()`); a row that exists by now is merged instead.
	 *
	 * @param int                   $chunk Chunk.
	 * @param array<string, string> $sets  Bitmaps by key (empty ones are left out).
	 */
	public function insert_chunk( int $chunk, array $sets ): void {
		$rows = array();
		foreach ( $sets as $key => $bits ) {
			$members = Bitmap::count( $bits );
			if ( $members > 0 ) {
				$rows[ (string) $key ] = array( $members, $bits );
			}
		}
		$taken = $this->insert_rows( $chunk, $rows );
		foreach ( $taken as $key ) {
			$ids = array();
			foreach ( Bitmap::top( $sets[ $key ], $chunk, 0, Bitmap::CHUNK_IDS ) as $id ) {
				$ids[ $id ] = true;
			}
			$this->apply( $chunk, array( $key => $ids ) );
		}
	}

	/**
	 * Inserts new rows of a chunk (INSERT IGNORE, so a row another writer
	 * has just inserted is left alone).
	 *
	 * @param int                                     $chunk Chunk.
	 * @param array<string, array{0: int, 1: string}> $rows  Members and bitmap by key.
	 * @return string[] Keys that were not inserted because the row exists now.
	 */
	private function insert_rows( int $chunk, array $rows ): array {
		global $wpdb;
		if ( ! $rows ) {
			return array();
		}
		$table  = self::table();
		$revs   = array();
		$values = array();
		foreach ( $rows as $key => $row ) {
			$revs[ $key ] = random_int( 1, 2147483647 );
			$values[]     = array( (string) $key, $chunk, $row[0], $revs[ $key ], Bitmap::encode( $row[1], $row[0] ) );
		}
		$inserted = BulkInsert::rows( $table, self::COLUMNS, self::FORMATS, $values, true, self::INSERT_ROWS );
		if ( $inserted === count( $rows ) ) {
			return array();
		}
		// Some row was there already: ours are those with our revision.
		$keys     = array_map( 'strval', array_keys( $rows ) );
		$have     = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT set_key, rev FROM %i WHERE chunk = %d AND set_key IN (' . implode( ',', array_fill( 0, count( $keys ), '%s' ) ) . ')',
				array_merge( array( $table, $chunk ), $keys )
			),
			ARRAY_A
		);
		$revs_now = array_map( 'intval', array_column( $have, 'rev', 'set_key' ) );
		return array_values( array_filter( $keys, static fn( string $key ): bool => ( $revs_now[ $key ] ?? 0 ) !== $revs[ $key ] ) );
	}

	/**
	 * Deletes the set rows of one list (platform and type) in one chunk (the
	 * builder, before it writes them again): a range of the primary key.
	 *
	 * @param int    $chunk Chunk.
	 * @param string $scope The list's key prefix (`scope()`).
	 */
	public function clear_list( int $chunk, string $scope ): void {
		global $wpdb;
		$table = self::table();
		// Keys of the list: from `<scope>` to the same with its last `/` made `0`.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE set_key >= %s AND set_key < %s AND chunk = %d', $table, $scope, substr( $scope, 0, -1 ) . '0', $chunk ) );
	}

	/**
	 * Registers word prefixes as having sets (the builder, before it builds the chunks).
	 *
	 * @param string[] $prefixes Word prefixes.
	 */
	public function register( array $prefixes ): void {
		$rows = array_map( static fn( string $prefix ): array => array( self::REGISTERED . $prefix, self::META_CHUNK, 0, 0, '' ), $prefixes );
		BulkInsert::rows( self::table(), self::COLUMNS, self::FORMATS, $rows, true, self::INSERT_ROWS );
		$this->forget();
	}

	/**
	 * Moves the generation (before a writer changes sets).
	 */
	public function bump_generation(): void {
		global $wpdb;
		$table = self::table();
		$moved = $wpdb->query( $wpdb->prepare( 'UPDATE %i SET members = members + 1 WHERE set_key = %s AND chunk = %d', $table, self::GENERATION, self::META_CHUNK ) );
		if ( ! $moved ) {
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO %i (set_key, chunk, members, rev, bits) VALUES (%s, %d, 1, 0, '')", $table, self::GENERATION, self::META_CHUNK ) );
		}
	}

	/**
	 * The generation: how many times writers changed sets.
	 */
	public function generation(): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT members FROM %i WHERE set_key = %s AND chunk = %d', $table, self::GENERATION, self::META_CHUNK ) );
	}

	/**
	 * Member counts of sets, by key and chunk (registry rows come as chunk
	 * META_CHUNK with 0 members), and the bitmap of each key's highest
	 * chunk, where the newest items and so the first pages are: a first
	 * page answered from one key's counts needs no other read.
	 *
	 * @param string[]                          $keys Keys.
	 * @param array<string, array<int, string>> $top  Set to the highest chunk's bitmap by key and chunk.
	 * @return array<string, array<int, int>> Key => chunk => members.
	 */
	public function counts( array $keys, ?array &$top = null ): array {
		$top = array();
		if ( ! $keys ) {
			return array();
		}
		$table = self::table();
		$rows  = CatalogReads::rows(
			"SELECT s.set_key, s.chunk, s.members, CASE WHEN s.chunk = (SELECT MAX(m.chunk) FROM {$table} m WHERE m.set_key = s.set_key) THEN s.bits ELSE '' END AS top FROM {$table} s WHERE s.set_key IN (" . implode( ',', array_fill( 0, count( $keys ), '%s' ) ) . ')',
			$keys,
			ARRAY_N
		);
		$by = array();
		foreach ( $rows as [ $key, $chunk, $members, $bits ] ) {
			$by[ (string) $key ][ (int) $chunk ] = (int) $members;
			if ( '' !== (string) $bits && self::META_CHUNK !== (int) $chunk ) {
				$top[ (string) $key ][ (int) $chunk ] = Bitmap::decode( (string) $bits );
			}
		}
		return $by;
	}

	/**
	 * Bitmaps of some keys in some chunks.
	 *
	 * @param string[] $keys   Keys.
	 * @param int[]    $chunks Chunks.
	 * @return array<string, array<int, string>> Key => chunk => bitmap (rows that exist).
	 */
	public function bitmaps( array $keys, array $chunks ): array {
		if ( ! $keys || ! $chunks ) {
			return array();
		}
		$table = self::table();
		$rows  = CatalogReads::rows(
			"SELECT set_key, chunk, bits FROM {$table} WHERE set_key IN (" . implode( ',', array_fill( 0, count( $keys ), '%s' ) ) . ') AND chunk IN (' . implode( ',', array_map( 'intval', $chunks ) ) . ')',
			$keys,
			ARRAY_N
		);
		$by = array();
		foreach ( $rows as [ $key, $chunk, $bits ] ) {
			$by[ (string) $key ][ (int) $chunk ] = Bitmap::decode( (string) $bits );
		}
		return $by;
	}
}
