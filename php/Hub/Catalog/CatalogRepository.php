<?php
/**
 * Reads the catalogue: filtered pages, single items, lookups (shown through CatalogPresenter).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Account\Plans;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's catalogue tables, which no WordPress API holds; the catalogue is cached where it is read (the id sets, and each site's CatalogCache, keyed on the catalogue version every write moves).

/**
 * Every query goes through `$wpdb` with placeholders, so it runs the same on
 * MariaDB/MySQL and on SQLite; the reads of a list page and of an item's
 * details go through CatalogReads (straight to SQLite there). A database
 * error becomes `retry_again` (503): the client repeats the call once, as
 * the spec asks.
 */
final class CatalogRepository {
	/** Plan ranks: the cheapest plan that includes an item. */
	public const PLAN_RANKS = Plans::RANKS;

	/** The hub's checkout page (where "Purchase This Item" leads). */
	public const CHECKOUT_OPTION = 'stencilbox_hub_checkout_url';

	/** Featured items per answer. */
	public const FEATURED_LIMIT = 12;

	/**
	 * The per-filter id sets.
	 *
	 * @var CatalogSets
	 */
	private CatalogSets $sets;

	/**
	 * How rows are shown.
	 *
	 * @var CatalogPresenter
	 */
	private CatalogPresenter $presenter;

	/**
	 * Image references (and the addresses stored URLs were written under).
	 *
	 * @var AssetRefs
	 */
	private AssetRefs $assets;

	/**
	 * Constructor.
	 *
	 * @param AssetRefs        $assets Image references.
	 * @param CatalogSets|null $sets   The id sets (a default one when null).
	 */
	public function __construct( AssetRefs $assets, ?CatalogSets $sets = null ) {
		$this->sets      = $sets ?? new CatalogSets();
		$this->presenter = new CatalogPresenter( $assets );
		$this->assets    = $assets;
	}

	/**
	 * How rows are shown as cards and details (the answers' one presenter).
	 */
	public function presenter(): CatalogPresenter {
		return $this->presenter;
	}

	/**
	 * Table name.
	 *
	 * @param string $name Short name.
	 */
	public static function t( string $name ): string {
		return Names::table( 'catalog_' . $name );
	}

	/**
	 * One page of items matching a list query: from the id sets (SetQuery),
	 * or, while they are being built (CatalogSetsBuilder), from the tables.
	 *
	 * @param array<string, mixed> $params Normalised list params (ItemArgs::list_params).
	 * @return array{data: array<int, array<string, mixed>>, current_page: int, total_page: int, total: int}
	 */
	public function query( array $params ): array {
		$per_page = max( 1, min( ItemArgs::MAX_PER_PAGE, (int) $params['per_page'] ) );
		$page     = max( 1, (int) $params['page'] );
		if ( ! $this->sets->ready() ) {
			return $this->query_tables( $params, $page, $per_page );
		}
		$found = ( new SetQuery( $this->sets ) )->find( $params, ( $page - 1 ) * $per_page, $per_page );
		return $this->page_result( $this->presenter->cards( $this->rows( $found['ids'] ) ), $page, $found['total'], $per_page );
	}

	/**
	 * Item rows by id, in the order of the ids.
	 *
	 * @param int[] $ids Item ids.
	 * @return array<int, array<string, mixed>>
	 */
	private function rows( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		$items = self::t( 'items' );
		$in    = implode( ',', array_map( 'intval', $ids ) );
		$rows  = array_column( CatalogReads::rows( "SELECT * FROM {$items} WHERE id IN ({$in})" ), null, 'id' );
		return array_values( array_filter( array_map( static fn( int $id ): ?array => $rows[ $id ] ?? null, $ids ) ) );
	}

	/**
	 * A list query answered from the tables (COUNT and OFFSET): while the id
	 * sets are being built, and what tests compare the sets with.
	 *
	 * @param array<string, mixed> $params   Normalised list params.
	 * @param int                  $page     Page.
	 * @param int                  $per_page Page size.
	 * @return array{data: array<int, array<string, mixed>>, current_page: int, total_page: int, total: int}
	 */
	public function query_tables( array $params, int $page, int $per_page ): array {
		global $wpdb;
		[ $where, $args ] = $this->where( $params );
		$items            = self::t( 'items' );

		if ( null === $where ) {
			return $this->page_result( array(), $page, 0, $per_page );
		}
		$sql_where = implode( ' AND ', $where );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the conditions where() builds: SQL of ours with placeholders, their values in $args.
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM %i i WHERE {$sql_where}", array_merge( array( $items ), $args ) ) );
		CatalogReads::check();
		$rows = array();
		if ( $total > ( $page - 1 ) * $per_page ) {
			$rows = (array) $wpdb->get_results(
				$wpdb->prepare(
					"SELECT i.* FROM %i i WHERE {$sql_where} ORDER BY i.id DESC LIMIT %d OFFSET %d",
					array_merge( array( $items ), $args, array( $per_page, ( $page - 1 ) * $per_page ) )
				),
				ARRAY_A
			);
			// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber
			CatalogReads::check();
		}
		return $this->page_result( $this->presenter->cards( $rows ), $page, $total, $per_page );
	}

	/**
	 * The WHERE clauses of a list query; null when it cannot match anything.
	 *
	 * @param array<string, mixed> $params Normalised list params.
	 * @return array{0: string[]|null, 1: array<int, mixed>}
	 */
	public function where( array $params ): array {
		$item_terms = self::t( 'item_terms' );
		$item_deps  = self::t( 'item_dependencies' );
		$words_t    = self::t( 'words' );
		// Each link-table subquery is answered from its primary key, which
		// starts with the filter value. IGNORE INDEX keeps MySQL from walking
		// the whole item_id index instead when its statistics are stale or a
		// LIMIT tempts it (SQLite ignores the hint; its planner never does that).
		$where      = array( 'i.platform = %s' );
		$args       = array( (string) $params['platform'] );

		if ( 'all' !== $params['type'] ) {
			$where[] = 'i.type = %s';
			$args[]  = (string) $params['type'];
		}
		if ( 'pro' === $params['plan'] ) {
			$where[] = 'i.plan_rank = %d';
			$args[]  = self::PLAN_RANKS['pro'];
		} elseif ( 'starter' === $params['plan'] ) {
			$where[] = 'i.plan_rank <= %d';
			$args[]  = self::PLAN_RANKS['starter'];
		}

		$search  = (string) ( $params['search'] ?? '' );
		$filters = '' === $search || ! empty( $params['include_search'] );
		if ( $filters ) {
			// Each filter as ItemArgs::filters() describes it: a term in a
			// column or the links, or dependencies.
			$n = 0;
			foreach ( ItemArgs::filters() as $key => $filter ) {
				$link = isset( $filter['taxonomy'] ) ? array( $item_terms, 'term_id' ) : array( $item_deps, 'dependency_id' );
				if ( ItemArgs::FILTER_SLUG === $filter['kind'] ) {
					if ( 'all' === (string) $params[ $key ] ) {
						continue;
					}
					$term_id = $this->term_id( (string) $filter['taxonomy'], (string) $params[ $key ] );
					if ( null === $term_id ) {
						return array( null, array() );
					}
					$ids = array( $term_id );
				} else {
					$ids = array_map( 'intval', (array) $params[ $key ] );
				}
				if ( ! $ids ) {
					continue;
				}
				if ( isset( $filter['column'] ) ) {
					$where[] = "i.{$filter['column']} = %d";
					$args[]  = $ids[0];
					continue;
				}
				$match = $filter['match'] ?? ItemArgs::MATCH_ANY;
				// Every: one subquery per id; any or none: one with IN.
				foreach ( ItemArgs::MATCH_EVERY === $match ? array_chunk( $ids, 1 ) : array( $ids ) as $some ) {
					++$n;
					$in      = 1 === count( $some ) ? "f{$n}.{$link[1]} = %d" : "f{$n}.{$link[1]} IN (" . implode( ',', array_fill( 0, count( $some ), '%d' ) ) . ')';
					$where[] = 'i.id ' . ( ItemArgs::MATCH_NONE === $match ? 'NOT IN' : 'IN' ) . " (SELECT f{$n}.item_id FROM {$link[0]} f{$n} IGNORE INDEX (item_id) WHERE {$in})";
					array_push( $args, ...$some );
				}
			}
		}
		if ( '' !== $search ) {
			$words = Words::of_search( $search );
			if ( ! $words ) {
				return array( null, array() );
			}
			foreach ( $words as $n => $word ) {
				$where[] = "i.id IN (SELECT w{$n}.item_id FROM {$words_t} w{$n} IGNORE INDEX (item_id) WHERE w{$n}.word LIKE %s)";
				$args[]  = Words::like( $word );
			}
		}
		return array( $where, $args );
	}

	/**
	 * One item with its details, or null.
	 *
	 * @param string      $platform Platform.
	 * @param string      $slug     Slug.
	 * @param string|null $type     Expected type, if any.
	 * @return array<string, mixed>|null
	 */
	public function find( string $platform, string $slug, ?string $type = null ): ?array {
		$items = self::t( 'items' );
		$row   = CatalogReads::row( "SELECT * FROM {$items} WHERE platform = %s AND slug = %s", array( $platform, $slug ) );
		if ( ! $row || ( null !== $type && $row['type'] !== $type ) ) {
			return null;
		}
		return $this->presenter->details( $this->rebased( $row ) );
	}

	/**
	 * The id of an item, or null.
	 *
	 * @param string      $platform Platform.
	 * @param string      $slug     Slug.
	 * @param string|null $type     Expected type, if any.
	 */
	public function id_of( string $platform, string $slug, ?string $type = null ): ?int {
		global $wpdb;
		$items = self::t( 'items' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT id, type FROM %i WHERE platform = %s AND slug = %s', $items, $platform, $slug ), ARRAY_A );
		return $row && ( null === $type || $row['type'] === $type ) ? (int) $row['id'] : null;
	}

	/**
	 * An item row by id (any platform), or null.
	 *
	 * @param int $id Item id.
	 * @return array<string, mixed>|null
	 */
	public function row( int $id ): ?array {
		global $wpdb;
		$items = self::t( 'items' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', $items, $id ), ARRAY_A );
		return $row ? $this->rebased( $row ) : null;
	}

	/**
	 * A row as it leaves the hub: its settings' URLs (a pack's sample
	 * posts: their images and content) under the site's address of today
	 * (AssetRefs::rebase()).
	 *
	 * @param array<string, mixed> $row Item row.
	 * @return array<string, mixed>
	 */
	private function rebased( array $row ): array {
		if ( isset( $row['settings'] ) ) {
			$row['settings'] = $this->assets->rebase( (string) $row['settings'] );
		}
		return $row;
	}

	/**
	 * The content of an item variant as it leaves the hub ('' when none):
	 * the stored content with its image URLs under the site's address of
	 * today (AssetRefs::rebase()). Hashes and comparisons take
	 * `stored_content()`.
	 *
	 * @param int $id Item id.
	 */
	public function content( int $id ): string {
		return $this->assets->rebase( $this->stored_content( $id ) );
	}

	/**
	 * Stored text (content, a version's body) as it leaves the hub: see AssetRefs::rebase().
	 *
	 * @param string $text Stored text.
	 */
	public function rebase( string $text ): string {
		return $this->assets->rebase( $text );
	}

	/**
	 * The stored content of an item variant, byte for byte ('' when none):
	 * what versions hash.
	 *
	 * @param int $id Item id.
	 */
	public function stored_content( int $id ): string {
		global $wpdb;
		$table = self::t( 'content' );
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT content FROM %i WHERE item_id = %d', $table, $id ) );
	}

	/**
	 * The contents of several items as they leave the hub, by id (see `content()`).
	 *
	 * @param int[] $ids Item ids.
	 * @return array<int, string>
	 */
	public function contents( array $ids ): array {
		return array_map( array( $this->assets, 'rebase' ), $this->stored_contents( $ids ) );
	}

	/**
	 * The stored contents of several items, byte for byte, by id.
	 *
	 * @param int[] $ids Item ids.
	 * @return array<int, string>
	 */
	public function stored_contents( array $ids ): array {
		global $wpdb;
		if ( ! $ids ) {
			return array();
		}
		$table = self::t( 'content' );
		$ids   = array_map( 'intval', $ids );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT item_id, content FROM %i WHERE item_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', array_merge( array( $table ), $ids ) ), ARRAY_A );
		CatalogReads::check();
		return array_column( $rows, 'content', 'item_id' );
	}

	/**
	 * Featured items of a platform, newest first.
	 *
	 * @param string      $platform Platform.
	 * @param string|null $type     Only this item type.
	 * @return array<int, array<string, mixed>>
	 */
	public function featured( string $platform, ?string $type = null ): array {
		global $wpdb;
		$items = self::t( 'items' );
		$rows  = null === $type
			? $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE platform = %s AND featured = 1 ORDER BY id DESC LIMIT %d', $items, $platform, self::FEATURED_LIMIT ), ARRAY_A )
			: $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE platform = %s AND featured = 1 AND type = %s ORDER BY id DESC LIMIT %d', $items, $platform, $type, self::FEATURED_LIMIT ), ARRAY_A );
		$rows  = (array) $rows;
		CatalogReads::check();
		return $this->presenter->cards( $rows );
	}

	/**
	 * Terms of a taxonomy, by name.
	 *
	 * @param string      $taxonomy  category | tag | template_type.
	 * @param string|null $item_type For template types: block or page.
	 * @return array<int, array<string, mixed>>
	 */
	public function terms( string $taxonomy, ?string $item_type = null ): array {
		global $wpdb;
		$terms = self::t( 'terms' );
		$rows  = null === $item_type
			? $wpdb->get_results( $wpdb->prepare( 'SELECT id, slug, name, item_type FROM %i WHERE taxonomy = %s ORDER BY name ASC, id ASC', $terms, $taxonomy ), ARRAY_A )
			: $wpdb->get_results( $wpdb->prepare( 'SELECT id, slug, name, item_type FROM %i WHERE taxonomy = %s AND item_type = %s ORDER BY name ASC, id ASC', $terms, $taxonomy, $item_type ), ARRAY_A );
		$rows  = (array) $rows;
		CatalogReads::check();
		return array_map(
			static fn( array $row ): array => array(
				'id'   => (int) $row['id'],
				'name' => (string) $row['name'],
				'slug' => (string) $row['slug'],
			) + ( 'template_type' === $taxonomy ? array( 'item_type' => (string) $row['item_type'] ) : array() ),
			$rows
		);
	}

	/**
	 * Every dependency, free first, by name.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function dependencies(): array {
		global $wpdb;
		$table = self::t( 'dependencies' );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i ORDER BY is_pro ASC, name ASC, id ASC', $table ), ARRAY_A );
		CatalogReads::check();
		return array_map( array( $this->presenter, 'dependency' ), $rows );
	}

	/**
	 * Item counts of a platform (all platforms when null), by type.
	 *
	 * @param string|null $platform Platform.
	 * @return array{pages: int, sections: int, packs: int}
	 */
	public function counts( ?string $platform = null ): array {
		global $wpdb;
		if ( $this->sets->ready() ) {
			$by = ( new SetQuery( $this->sets ) )->counts( null === $platform ? ItemArgs::PLATFORMS : array( $platform ) );
			$of = static fn( string $type ): int => array_sum( array_column( $by, $type ) );
			return array(
				'pages'    => $of( 'page' ),
				'sections' => $of( 'block' ),
				'packs'    => $of( 'pack' ),
			);
		}
		$items = self::t( 'items' );
		$rows  = null === $platform
			? $wpdb->get_results( $wpdb->prepare( 'SELECT type, COUNT(*) AS n FROM %i GROUP BY type', $items ), ARRAY_A )
			: $wpdb->get_results( $wpdb->prepare( 'SELECT type, COUNT(*) AS n FROM %i WHERE platform = %s GROUP BY type', $items, $platform ), ARRAY_A );
		$rows  = (array) $rows;
		CatalogReads::check();
		$by = array_column( $rows, 'n', 'type' );
		return array(
			'pages'    => (int) ( $by['page'] ?? 0 ),
			'sections' => (int) ( $by['block'] ?? 0 ),
			'packs'    => (int) ( $by['pack'] ?? 0 ),
		);
	}

	/**
	 * A term id by taxonomy and slug, or null.
	 *
	 * @param string $taxonomy Taxonomy.
	 * @param string $slug     Slug.
	 */
	public function term_id( string $taxonomy, string $slug ): ?int {
		global $wpdb;
		$terms = self::t( 'terms' );
		$id    = $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM %i WHERE taxonomy = %s AND slug = %s', $terms, $taxonomy, $slug ) );
		return null === $id ? null : (int) $id;
	}

	/**
	 * Block-editor items (blocks and pages, not packs) an account may use,
	 * newest first: free ones, those its plan covers (items of that plan
	 * and below), and those it bought (or whose pack it bought). The rule
	 * is Access::owns(); this is its query, so a large catalogue is never
	 * read row by row.
	 *
	 * @param int $account_id Account.
	 * @param int $plan_rank  The account's plan rank, or -1 when its plan covers nothing (free).
	 * @param int $limit      Most items answered.
	 * @return array<int, array<string, mixed>> Item rows.
	 */
	public function usable_block_items( int $account_id, int $plan_rank, int $limit ): array {
		global $wpdb;
		$items     = self::t( 'items' );
		$purchases = Names::table( 'purchases' );
		$rows      = (array) $wpdb->get_results(
			$wpdb->prepare(
				"SELECT i.* FROM %i i WHERE i.platform = 'gutenberg' AND i.type IN ('block', 'page')
				AND ( i.price <= 0 OR i.plan_rank <= %d
					OR i.id IN (SELECT p.item_id FROM %i p WHERE p.account_id = %d)
					OR ( i.pack_id > 0 AND i.pack_id IN (SELECT q.item_id FROM %i q WHERE q.account_id = %d) ) )
				ORDER BY i.id DESC LIMIT %d",
				$items,
				$plan_rank,
				$purchases,
				$account_id,
				$purchases,
				$account_id,
				$limit
			),
			ARRAY_A
		);
		CatalogReads::check();
		return $rows;
	}

	/**
	 * The rows of a pack's items in the catalogue file's order (the importer
	 * writes a file back to front, so highest id first), each with its template type's slug: what a full-site import brings.
	 *
	 * @param int $pack_id Pack id.
	 * @return array<int, array<string, mixed>>
	 */
	public function pack_rows( int $pack_id ): array {
		global $wpdb;
		$items = self::t( 'items' );
		$terms = self::t( 'terms' );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT i.*, COALESCE(t.slug, '') AS template_type FROM %i i LEFT JOIN %i t ON t.id = i.template_type_id WHERE i.pack_id = %d ORDER BY i.id DESC", $items, $terms, $pack_id ), ARRAY_A );
		return array_map( array( $this, 'rebased' ), $rows );
	}

	/**
	 * The dependencies of a pack: every plugin one of its items needs.
	 *
	 * @param int $pack_id Pack id.
	 * @return array<int, array<string, mixed>>
	 */
	public function pack_dependencies( int $pack_id ): array {
		$ids = array_map( static fn( array $row ): int => (int) $row['id'], $this->pack_rows( $pack_id ) );
		$by  = array();
		foreach ( $this->presenter->dependencies_of( $ids ) as $list ) {
			foreach ( $list as $dependency ) {
				$by[ $dependency['slug'] ] = $dependency;
			}
		}
		return array_values( $by );
	}

	/**
	 * A paged result.
	 *
	 * @param array<int, array<string, mixed>> $data     Items.
	 * @param int                              $page     Current page.
	 * @param int                              $total    Matching items.
	 * @param int                              $per_page Page size.
	 * @return array{data: array<int, array<string, mixed>>, current_page: int, total_page: int, total: int}
	 */
	private function page_result( array $data, int $page, int $total, int $per_page ): array {
		return array(
			'data'         => $data,
			'current_page' => $page,
			'total_page'   => (int) ceil( $total / $per_page ),
			'total'        => $total,
		);
	}
}
