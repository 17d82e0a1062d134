<?php
/**
 * Writes the catalogue: terms, dependencies, items with their content,
 * terms, dependencies and search words.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Hub\Versions\ChangeStamps;
use Stencilbox\Hub\Versions\ItemVersions;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Support\BulkInsert;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's catalogue tables, which no WordPress API holds; the catalogue is cached where it is read (the id sets, and each site's CatalogCache, keyed on the catalogue version every write moves).

/**
 * Upserts by natural keys (taxonomy + slug, dependency slug, platform + item
 * slug) so seeding and importing can run again safely. Callers bump the
 * catalogue version once their batch is written.
 */
final class CatalogWriter {
	public const PRICING_OPTION = 'stencilbox_catalog_pricing';

	/**
	 * Counters an update keeps (live numbers win over a file's), and their
	 * baselines: a new item's file numbers, to which the favourite and rating
	 * rows of the engagement tables add (see Migration0004CounterBaselines).
	 */
	public const COUNTERS = array( 'rating', 'rating_count', 'downloads', 'favourite_count', 'favourite_base', 'rating_base', 'rating_base_count' );

	/**
	 * Bundle folders (removed with the last item that uses them).
	 *
	 * @var BundleFolders
	 */
	private BundleFolders $folders;

	/**
	 * The per-filter id sets, changed with every item.
	 *
	 * @var CatalogSets
	 */
	private CatalogSets $sets;

	/**
	 * Items' designs as roles, recorded with every content written.
	 *
	 * @var ItemDesigns
	 */
	private ItemDesigns $designs;

	/**
	 * What items published from saved templates keep of them, recorded with every content written.
	 *
	 * @var ItemTemplates
	 */
	private ItemTemplates $templates;

	/**
	 * Constructor.
	 *
	 * @param BundleFolders|null $folders  Bundle folders (a default one when null).
	 * @param ItemVersions|null  $versions Where a changed content's versions are
	 *                                     recorded (none when null).
	 * @param CatalogSets|null   $sets     The id sets (a default one when null).
	 * @param ItemDesigns|null   $designs  Items' designs (a default one when null:
	 *                                     every writer records them).
	 */
	public function __construct( ?BundleFolders $folders = null, private ?ItemVersions $versions = null, ?CatalogSets $sets = null, ?ItemDesigns $designs = null ) {
		$this->folders = $folders ?? new BundleFolders();
		$this->sets    = $sets ?? new CatalogSets();
		$this->designs   = $designs ?? new ItemDesigns();
		$this->templates = new ItemTemplates();
	}

	/**
	 * Starts a batch of writes (an import): the id sets change once, when
	 * the answer is released (set to null, or gone with the caller's scope,
	 * also when an exception leaves it).
	 *
	 * @return object Hold it while writing.
	 */
	public function batch(): object {
		return $this->sets->hold();
	}

	/**
	 * Table name.
	 *
	 * @param string $name Short name.
	 */
	private static function t( string $name ): string {
		return Names::table( 'catalog_' . $name );
	}

	/**
	 * Creates or renames a term.
	 *
	 * @param string $taxonomy  category | tag | template_type.
	 * @param string $slug      Slug.
	 * @param string $name      Name.
	 * @param string $item_type For template types: block or page.
	 * @return int Term id.
	 */
	public function upsert_term( string $taxonomy, string $slug, string $name, string $item_type = '' ): int {
		global $wpdb;
		$table = self::t( 'terms' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT id, name, item_type FROM %i WHERE taxonomy = %s AND slug = %s', $table, $taxonomy, $slug ), ARRAY_A );
		if ( $row ) {
			if ( $row['name'] !== $name || $row['item_type'] !== $item_type ) {
				$wpdb->update(
					$table,
					array(
						'name'      => $name,
						'item_type' => $item_type,
					),
					array( 'id' => (int) $row['id'] )
				);
			}
			return (int) $row['id'];
		}
		$wpdb->insert(
			$table,
			array(
				'taxonomy'  => $taxonomy,
				'slug'      => $slug,
				'name'      => $name,
				'item_type' => $item_type,
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Creates or updates a dependency.
	 *
	 * @param array<string, mixed> $dependency slug, name, is_pro, plugin_file, icon (reference), link.
	 * @return int Dependency id.
	 */
	public function upsert_dependency( array $dependency ): int {
		global $wpdb;
		$table  = self::t( 'dependencies' );
		$fields = array(
			'slug'        => (string) $dependency['slug'],
			'name'        => (string) $dependency['name'],
			'is_pro'      => empty( $dependency['is_pro'] ) ? 0 : 1,
			'plugin_file' => (string) ( $dependency['plugin_file'] ?? '' ),
			'icon'        => (string) ( $dependency['icon'] ?? '' ),
			'link'        => (string) ( $dependency['link'] ?? '' ),
		);
		$id     = $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM %i WHERE slug = %s', $table, $fields['slug'] ) );
		if ( $fields['is_pro'] ) {
			// A pro plugin's package is never kept, even one uploaded while it was free.
			PackageStore::forget( $fields['slug'] );
		}
		if ( null !== $id ) {
			$wpdb->update( $table, $fields, array( 'id' => (int) $id ) );
			return (int) $id;
		}
		$wpdb->insert( $table, $fields );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Creates or updates an item variant (by platform and slug).
	 *
	 * @param array<string, mixed> $item Fields (see `row()`), plus `content`
	 *                                   (string|null), `term_ids` and `dependency_ids` (int[]),
	 *                                   and `restore` (null or an earlier row's `id` and
	 *                                   COUNTERS: used only when the item is new here and
	 *                                   that id is free), `version_note` (the note of the
	 *                                   version a changed content makes), and `design_source`
	 *                                   (the presets of the site the content comes from,
	 *                                   `ThemePresets::values()`: the values of the preset
	 *                                   colours and fonts it names; see DesignRoles), and
	 *                                   `template` (the saved template the content was
	 *                                   published from, `CloudTemplate::clean()`'s form; see
	 *                                   ItemTemplates).
	 * @return int Item id.
	 */
	public function save_item( array $item ): int {
		global $wpdb;
		$table  = self::t( 'items' );
		$row    = $this->row( $item );
		$now    = current_time( 'mysql', true );
		$before = $wpdb->get_row( $wpdb->prepare( 'SELECT id, updated_at FROM %i WHERE platform = %s AND slug = %s', $table, $row['platform'], $row['slug'] ), ARRAY_A );
		$id     = $before ? $before['id'] : null;
		$old    = array();
		$this->sets->refresh();
		if ( null !== $id ) {
			$id  = (int) $id;
			$old = $this->sets->keys_of( array( $id ) )[ $id ] ?? array();
			$wpdb->update( $table, array_diff_key( $row, array_flip( self::COUNTERS ) ) + array( 'updated_at' => $now ), array( 'id' => $id ) );
		} else {
			$insert  = $row + array( 'created_at' => $now, 'updated_at' => $now );
			$restore = is_array( $item['restore'] ?? null ) ? $item['restore'] : array();
			$old_id  = (int) ( $restore['id'] ?? 0 );
			if ( $old_id > 0 && null === $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM %i WHERE id = %d', $table, $old_id ) ) ) {
				// The item comes back under its old id, so the favourite, rating,
				// download and purchase rows that still name that id are its own
				// again, and its live counters are what they were.
				$insert = array( 'id' => $old_id ) + array_intersect_key( $restore, array_flip( self::COUNTERS ) ) + $insert;
			}
			$wpdb->insert( $table, $insert );
			$id = isset( $insert['id'] ) ? (int) $insert['id'] : (int) $wpdb->insert_id;
		}
		if ( array_key_exists( 'content', $item ) && null !== $item['content'] ) {
			// Content from a bundle, the demo or a published post is stored
			// filtered, whatever its source (see ContentFilter). Elementor
			// JSON keeps its raw HTML and custom code here: the site decides
			// per user (`unfiltered_html`) when it is inserted or imported,
			// and the hub never renders it.
			$content  = ContentFilter::content( (string) $row['platform'], (string) $item['content'], true );
			$previous = $before && $this->versions ? $this->stored_content( $id ) : null;
			$this->set_content( $id, $content );
			// Its design as roles, whichever path wrote it (publish, bundle, demo).
			$this->designs->record( $id, (string) $row['platform'], $content, (array) ( $item['design_source'] ?? array() ) );
			// The saved template it was published from, if any (issue [26] item 5).
			$this->templates->record( $id, $content, is_array( $item['template'] ?? null ) ? $item['template'] : null );
			if ( null !== $previous && $previous !== $content ) {
				// An item that changed keeps what it was as a version (Hub\Versions).
				$this->versions->changed( $id, $previous, (string) $before['updated_at'], $content, (string) ( $item['version_note'] ?? '' ) );
			}
			if ( ! $before && DemoSeeder::SOURCE !== ( $item['source'] ?? '' ) ) {
				// A new item's first content is its version 1: a publish (the audit log).
				// The bulk demo seed writes no row per item (docs/decisions/fleet.md):
				// a fresh hub's log would open with a "Publish" per demo item.
				$this->versions?->created( $id );
			}
		}
		$term_ids       = self::ids( (array) ( $item['term_ids'] ?? array() ) );
		$dependency_ids = self::ids( (array) ( $item['dependency_ids'] ?? array() ) );
		$words          = Words::of( $row['name'], $row['description'] );
		$this->replace_links( 'item_terms', 'term_id', $id, $term_ids );
		$this->replace_links( 'item_dependencies', 'dependency_id', $id, $dependency_ids );
		$this->index_words( $id, $words );
		$new = $this->sets->keys( $row['platform'], $row['type'], $row['plan_rank'], $row['template_type_id'], $term_ids, $dependency_ids, $words );
		$this->sets->change( $id, array_diff( $old, $new ), array_diff( $new, $old ), $words );
		// Its name or content may have changed: update checks that name it look again.
		ChangeStamps::touch( Versions::ITEM, array( $id ) );
		return $id;
	}

	/**
	 * Distinct positive ids.
	 *
	 * @param array<int, mixed> $ids Ids.
	 * @return int[]
	 */
	private static function ids( array $ids ): array {
		return array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 ) ) );
	}

	/**
	 * Deletes items and everything hanging off them; their pack members stay,
	 * standalone.
	 *
	 * @param int[] $ids Item ids.
	 */
	public function delete_items( array $ids ): void {
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		$this->sets->defer(
			function () use ( $ids ): void {
				foreach ( array_chunk( $ids, 500 ) as $chunk ) {
					$this->delete_chunk( $chunk );
				}
			}
		);
	}

	/**
	 * Deletes up to a few hundred items (see delete_items()).
	 *
	 * @param int[] $chunk Item ids.
	 */
	private function delete_chunk( array $chunk ): void {
		global $wpdb;
		$this->sets->refresh();
		$old = $this->sets->keys_of( $chunk );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE id IN (' . implode( ',', array_fill( 0, count( $chunk ), '%d' ) ) . ')', array_merge( array( self::t( 'items' ) ), $chunk ) ) );
		foreach ( array( 'content', 'item_terms', 'item_dependencies', 'words' ) as $table ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE item_id IN (' . implode( ',', array_fill( 0, count( $chunk ), '%d' ) ) . ')', array_merge( array( self::t( $table ) ), $chunk ) ) );
		}
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET pack_id = 0 WHERE pack_id IN (' . implode( ',', array_fill( 0, count( $chunk ), '%d' ) ) . ')', array_merge( array( self::t( 'items' ) ), $chunk ) ) );
		foreach ( $old as $id => $keys ) {
			$this->sets->change( $id, $keys, array() );
		}
		$this->versions?->forget( $chunk );
		$this->designs->forget( $chunk );
		$this->templates->forget( $chunk );
		ChangeStamps::touch( Versions::ITEM, $chunk );
	}

	/**
	 * Ids of the items from a source.
	 *
	 * @param string $source Source.
	 * @return int[]
	 */
	public function ids_from_source( string $source ): array {
		global $wpdb;
		$table = self::t( 'items' );
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM %i WHERE source = %s', $table, $source ) ) );
	}

	/**
	 * Removes terms, dependencies, bundle folders and captured pictures no
	 * item uses any more.
	 * Every path that deletes or replaces items ends here.
	 */
	public function prune(): void {
		global $wpdb;
		$terms = self::t( 'terms' );
		$links = self::t( 'item_terms' );
		$items = self::t( 'items' );
		$deps  = self::t( 'dependencies' );
		$dlink = self::t( 'item_dependencies' );
		// Every taxonomy of ItemArgs::filters(): linked terms, and terms in an item column.
		$linked = array_keys( ItemArgs::linked_taxonomies() );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE taxonomy IN (' . implode( ',', array_fill( 0, count( $linked ), '%s' ) ) . ') AND id NOT IN (SELECT term_id FROM %i)', array_merge( array( $terms ), $linked, array( $links ) ) ) );
		foreach ( ItemArgs::filters() as $filter ) {
			if ( isset( $filter['column'] ) ) {
				$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE taxonomy = %s AND id NOT IN (SELECT %i FROM %i)', $terms, $filter['taxonomy'], $filter['column'], $items ) );
			}
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE id NOT IN (SELECT dependency_id FROM %i)', $deps, $dlink ) );
		$this->folders->sweep();
		CapturedPicture::sweep();
	}

	/**
	 * Saves the pricing list.
	 *
	 * @param array<int, array<string, mixed>> $pricing Rows: plan, type, price, discounted_price.
	 */
	public function set_pricing( array $pricing ): void {
		update_option( self::PRICING_OPTION, array_values( $pricing ), false );
	}

	/**
	 * Inserts many new items at once with explicit ids (multi-row INSERTs),
	 * for large seeds such as the benchmark's. The rows must not exist yet.
	 * Their designs are not recorded (`ItemDesigns`): such an item answers
	 * `design: null` until its content is written again.
	 *
	 * @param array<int, array<string, mixed>> $items  Items as for `save_item()`, each with an `id`.
	 * @param callable|null                    $insert Writes rows: ( table, columns, rows ); defaults
	 *                                                 to multi-row INSERTs through `$wpdb`.
	 * @param bool                             $sets   Whether to add the items to the id sets too
	 *                                                 (false: CatalogSetsBuilder will, as after a
	 *                                                 migration; the benchmark measures it so).
	 */
	public function insert_many( array $items, ?callable $insert = null, bool $sets = true ): void {
		$insert ??= fn( string $table, array $columns, array $rows ): mixed => $this->bulk( $table, $columns, $rows );
		$now     = current_time( 'mysql', true );
		$keys    = array();
		$this->sets->refresh();
		$rows    = array();
		$content = array();
		$links   = array();
		$deps    = array();
		$words   = array();
		foreach ( $items as $item ) {
			$id    = (int) $item['id'];
			$row   = array( 'id' => $id ) + $this->row( $item ) + array(
				'created_at' => $now,
				'updated_at' => $now,
			);
			$rows[] = $row;
			if ( isset( $item['content'] ) ) {
				$content[] = array( $id, (string) $item['content'] );
			}
			$term_ids       = self::ids( (array) ( $item['term_ids'] ?? array() ) );
			$dependency_ids = self::ids( (array) ( $item['dependency_ids'] ?? array() ) );
			$item_words     = Words::of( $row['name'], $row['description'] );
			foreach ( $term_ids as $term_id ) {
				$links[] = array( $term_id, $id );
			}
			foreach ( $dependency_ids as $dependency_id ) {
				$deps[] = array( $dependency_id, $id );
			}
			foreach ( $item_words as $word ) {
				$words[] = array( $word, $id );
			}
			if ( $sets ) {
				$keys[ $id ] = array( $this->sets->keys( $row['platform'], $row['type'], $row['plan_rank'], $row['template_type_id'], $term_ids, $dependency_ids, $item_words ), $item_words );
			}
		}
		$insert( self::t( 'items' ), array_keys( $rows[0] ?? array() ), array_map( 'array_values', $rows ) );
		$insert( self::t( 'content' ), array( 'item_id', 'content' ), $content );
		$insert( self::t( 'item_terms' ), array( 'term_id', 'item_id' ), $links );
		$insert( self::t( 'item_dependencies' ), array( 'dependency_id', 'item_id' ), $deps );
		$insert( self::t( 'words' ), array( 'word', 'item_id' ), $words );
		ChangeStamps::created( Versions::ITEM, array_column( $rows, 'id' ) );
		$this->sets->defer(
			function () use ( $keys ): void {
				foreach ( $keys as $id => $item ) {
					$this->sets->change( $id, array(), $item[0], $item[1] );
				}
			}
		);
	}

	/**
	 * Multi-row INSERT in chunks, each value's placeholder from its type in
	 * the first row.
	 *
	 * @param string                        $table   Table.
	 * @param string[]                      $columns Columns.
	 * @param array<int, array<int, mixed>> $rows    Rows (values in column order).
	 */
	private function bulk( string $table, array $columns, array $rows ): void {
		if ( ! $rows ) {
			return;
		}
		$formats = array();
		foreach ( $rows[0] as $value ) {
			$formats[] = is_int( $value ) ? '%d' : ( is_float( $value ) ? '%f' : '%s' );
		}
		BulkInsert::rows( $table, $columns, $formats, $rows );
	}

	/**
	 * The item row's columns from an item array.
	 *
	 * @param array<string, mixed> $item Item.
	 * @return array<string, mixed>
	 */
	private function row( array $item ): array {
		$plan = (string) ( $item['plan'] ?? 'free' );
		$plan = isset( CatalogRepository::PLAN_RANKS[ $plan ] ) ? $plan : 'free';
		return array(
			'platform'         => (string) $item['platform'],
			'type'             => (string) $item['type'],
			'slug'             => (string) $item['slug'],
			'variation_key'    => (string) ( $item['variation_key'] ?? '' ),
			'name'             => sanitize_text_field( (string) ( $item['name'] ?? '' ) ),
			'description'      => wp_kses_post( (string) ( $item['description'] ?? '' ) ),
			'plan'             => $plan,
			'plan_rank'        => CatalogRepository::PLAN_RANKS[ $plan ],
			'price'            => round( max( 0.0, (float) ( $item['price'] ?? 0 ) ), 2 ),
			'pack_id'          => (int) ( $item['pack_id'] ?? 0 ),
			'template_type_id' => (int) ( $item['template_type_id'] ?? 0 ),
			'thumbnail'        => (string) ( $item['thumbnail'] ?? '' ),
			'thumbnail2'       => (string) ( $item['thumbnail2'] ?? '' ),
			'thumbnail3'       => (string) ( $item['thumbnail3'] ?? '' ),
			'banner'           => (string) ( $item['banner'] ?? '' ),
			'live_url'         => (string) ( $item['live_url'] ?? '' ),
			'screenshots'      => (string) wp_json_encode( array_values( (array) ( $item['screenshots'] ?? array() ) ) ),
			'settings'         => (string) wp_json_encode( (object) ( $item['settings'] ?? array() ) ),
			'rating'           => round( min( 5.0, max( 0.0, (float) ( $item['rating'] ?? 0 ) ) ), 2 ),
			'rating_count'     => max( 0, (int) ( $item['rating_count'] ?? 0 ) ),
			'downloads'        => max( 0, (int) ( $item['downloads'] ?? 0 ) ),
			'favourite_count'  => max( 0, (int) ( $item['favourite_count'] ?? 0 ) ),
			'favourite_base'   => max( 0, (int) ( $item['favourite_count'] ?? 0 ) ),
			'rating_base'      => round( min( 5.0, max( 0.0, (float) ( $item['rating'] ?? 0 ) ) ), 2 ),
			'rating_base_count' => max( 0, (int) ( $item['rating_count'] ?? 0 ) ),
			'featured'         => empty( $item['featured'] ) ? 0 : 1,
			'fullsite_import'  => empty( $item['fullsite_import'] ) ? 0 : 1,
			'has_settings'     => empty( $item['has_settings'] ) ? 0 : 1,
			'has_attachments'  => empty( $item['has_attachments'] ) ? 0 : 1,
			'source'           => (string) ( $item['source'] ?? 'local' ),
			'source_ref'       => (string) ( $item['source_ref'] ?? '' ),
		);
	}

	/**
	 * Makes an earlier version an item's content again (`ItemVersions`
	 * records it as the newest version): written here as every content is,
	 * with the item's date, its update stamp and the catalogue's version.
	 *
	 * @param int    $item_id Item.
	 * @param int    $number  Version to restore.
	 * @param string $note    Optional note.
	 * @return array{version: array<string, mixed>, created: bool}
	 * @throws \Stencilbox\Support\Rest\HttpError 404 (no such item or version).
	 * @throws \LogicException Without versions (a writer built without them).
	 */
	public function restore_version( int $item_id, int $number, string $note = '' ): array {
		if ( null === $this->versions ) {
			throw new \LogicException( 'CatalogWriter: no versions to restore from.' );
		}
		return $this->versions->restore(
			$item_id,
			$number,
			$note,
			function ( string $content ) use ( $item_id ): void {
				global $wpdb;
				// The version's body was stored filtered, as it was written.
				$this->set_content( $item_id, $content );
				// Its design comes back with it (recorded when that content was written).
				$platform = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT platform FROM %i WHERE id = %d', self::t( 'items' ), $item_id ) );
				$this->designs->record( $item_id, $platform, $content );
				// And the saved template it was published from (its row moves last).
				$this->templates->record( $item_id, $content );
				$wpdb->update( self::t( 'items' ), array( 'updated_at' => current_time( 'mysql', true ) ), array( 'id' => $item_id ) );
				ChangeStamps::touch( Versions::ITEM, array( $item_id ) );
				CatalogVersion::bump();
			}
		);
	}

	/**
	 * Stores an item's content.
	 *
	 * @param int    $id      Item id.
	 * @param string $content Block markup or Elementor JSON.
	 */
	private function set_content( int $id, string $content ): void {
		global $wpdb;
		$table  = self::t( 'content' );
		$exists = $wpdb->get_var( $wpdb->prepare( 'SELECT item_id FROM %i WHERE item_id = %d', $table, $id ) );
		if ( null !== $exists ) {
			$wpdb->update( $table, array( 'content' => $content ), array( 'item_id' => $id ) );
		} else {
			$wpdb->insert(
				$table,
				array(
					'item_id' => $id,
					'content' => $content,
				)
			);
		}
	}

	/**
	 * An item's stored content, or null when it has none.
	 *
	 * @param int $id Item id.
	 */
	private function stored_content( int $id ): ?string {
		global $wpdb;
		$table   = self::t( 'content' );
		$content = $wpdb->get_var( $wpdb->prepare( 'SELECT content FROM %i WHERE item_id = %d', $table, $id ) );
		return null === $content ? null : (string) $content;
	}

	/**
	 * Replaces an item's rows in a link table.
	 *
	 * @param string $table  Short table name.
	 * @param string $column The other id's column.
	 * @param int    $id     Item id.
	 * @param int[]  $ids    Linked ids.
	 */
	private function replace_links( string $table, string $column, int $id, array $ids ): void {
		global $wpdb;
		$full = self::t( $table );
		$wpdb->delete( $full, array( 'item_id' => $id ) );
		$rows = array();
		foreach ( array_unique( array_filter( array_map( 'intval', $ids ) ) ) as $linked ) {
			$rows[] = array( $linked, $id );
		}
		$this->bulk( $full, array( $column, 'item_id' ), $rows );
	}

	/**
	 * Replaces an item's search words.
	 *
	 * @param int      $id    Item id.
	 * @param string[] $words Words.
	 */
	private function index_words( int $id, array $words ): void {
		global $wpdb;
		$table = self::t( 'words' );
		$wpdb->delete( $table, array( 'item_id' => $id ) );
		$this->bulk( $table, array( 'word', 'item_id' ), array_map( static fn( string $word ): array => array( $word, $id ), $words ) );
	}
}
