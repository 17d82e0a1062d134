<?php
/**
 * Catalogue items as the API shows them (spec part 1 §3).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * Item rows become cards and details shaped by ItemSchema: a plain field
 * (string, number, boolean) is its row's column of the same name cast to
 * the schema's type, an `asset` field an image URL; only the fields that
 * are not a column (terms, dependencies, pack, links) are built here. So a
 * new plain field is a schema entry and a column, nothing in this class.
 * Lookups read by index, a few queries per page (never one per item).
 */
final class CatalogPresenter {
	/**
	 * Constructor.
	 *
	 * @param AssetRefs $assets Image references.
	 */
	public function __construct( private AssetRefs $assets ) {}

	/**
	 * Cards for rows: the fields lists show, with terms, dependencies and pack.
	 *
	 * @param array<int, array<string, mixed>> $rows Item rows.
	 * @return array<int, array<string, mixed>>
	 */
	public function cards( array $rows ): array {
		if ( ! $rows ) {
			return array();
		}
		$ids      = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
		[ $terms, $deps, $types ] = $this->links_of( $ids, array_map( static fn( array $row ): int => (int) $row['template_type_id'], $rows ) );
		$pack_ids = array_values( array_unique( array_filter( array_map( static fn( array $row ): int => (int) $row['pack_id'], $rows ) ) ) );
		$packs    = $this->packs( $pack_ids );
		$schema   = ItemSchema::card();
		$cards    = array();
		foreach ( $rows as $row ) {
			$id      = (int) $row['id'];
			$cards[] = $this->fill(
				$schema,
				$row,
				array(
					'rating'        => round( (float) $row['rating'], 1 ),
					'template_type' => $types[ (int) $row['template_type_id'] ] ?? null,
					'categories'    => $terms[ $id ]['category'] ?? array(),
					'tags'          => array_map( static fn( array $tag ): array => array( 'id' => $tag['id'], 'name' => $tag['name'] ), $terms[ $id ]['tag'] ?? array() ),
					'dependencies'  => $deps[ $id ] ?? array(),
					'pack'          => $packs[ (int) $row['pack_id'] ] ?? null,
					'preview'       => Platforms::known( $row['platform'] )?->has_live_preview() && 'pack' !== $row['type'] && '' === (string) $row['thumbnail'],
				)
			);
		}
		return $cards;
	}

	/**
	 * The details of one item row.
	 *
	 * @param array<string, mixed> $row Item row.
	 * @return array<string, mixed>
	 */
	public function details( array $row ): array {
		$item        = $this->cards( array( $row ) )[0];
		$id          = (int) $row['id'];
		$screenshots = json_decode( (string) $row['screenshots'], true );
		$variations  = array();
		if ( '' !== (string) $row['variation_key'] ) {
			$items_t    = CatalogRepository::t( 'items' );
			$variations = array_map(
				static fn( array $v ): array => array(
					'platform' => (string) $v['platform'],
					'slug'     => (string) $v['slug'],
				),
				CatalogReads::rows( "SELECT platform, slug FROM {$items_t} WHERE variation_key = %s AND type = %s AND id <> %d ORDER BY platform", array( $row['variation_key'], $row['type'], $id ) )
			);
		}
		// The fields only details carry, after the card's (in the schema's order).
		$more               = ItemSchema::details();
		$more['properties'] = array_diff_key( $more['properties'], $item );
		$item += $this->fill(
			$more,
			$row,
			array(
				'screenshots'  => array_values( array_filter( array_map( fn( mixed $ref ): string => $this->assets->url( (string) $ref ), is_array( $screenshots ) ? $screenshots : array() ) ) ),
				'params'       => array( 'type' => (string) $row['platform'] ),
				'variations'   => $variations,
				'items'        => 'pack' === $row['type'] ? $this->pack_items( $id ) : array(),
				'purchase_url' => $this->purchase_url( $id ),
				'design'       => 'pack' === $row['type'] ? null : ( new ItemDesigns() )->current( $id ),
				'template'     => 'pack' === $row['type'] ? null : CloudTemplate::summary( ( new ItemTemplates() )->current( $id ) ),
			)
		);
		if ( 'pack' !== $row['type'] && null !== $item['pack'] ) {
			$item['pack']['items'] = $this->pack_items( (int) $item['pack']['id'] );
		}
		return $item;
	}

	/**
	 * The items of a pack, as light cards (what the details page lists).
	 *
	 * @param int $pack_id Pack id.
	 * @return array<int, array<string, mixed>>
	 */
	public function pack_items( int $pack_id ): array {
		$items  = CatalogRepository::t( 'items' );
		$rows   = CatalogReads::rows( "SELECT * FROM {$items} WHERE pack_id = %d ORDER BY id DESC", array( $pack_id ) );
		$fields = ItemSchema::pack_member()['properties'];
		return array_map( static fn( array $card ): array => array_intersect_key( $card, $fields ), $this->cards( $rows ) );
	}

	/**
	 * A dependency as the spec's entity (site-only fields are added by the site).
	 *
	 * @param array<string, mixed> $row Dependency row.
	 * @return array<string, mixed>
	 */
	public function dependency( array $row ): array {
		// `installed`, `is_active` and `mustHave` are no column: the site adds them.
		return $this->fill( ItemSchema::dependency(), $row, array( 'plugin_original_slug' => (string) $row['slug'] ) );
	}

	/**
	 * The dependencies of items, each list free first, by name.
	 *
	 * @param int[] $ids Item ids.
	 * @return array<int, array<int, array<string, mixed>>> By item id.
	 */
	public function dependencies_of( array $ids ): array {
		return $ids ? $this->links_of( $ids, array() )[1] : array();
	}

	/**
	 * The slugs of the linked terms of items (categories, tags…), by name.
	 *
	 * @param int[] $ids Item ids.
	 * @return array<int, array<string, string[]>> By item id and taxonomy.
	 */
	public function term_slugs_of( array $ids ): array {
		$out = array();
		foreach ( $ids ? $this->links_of( $ids, array() )[0] : array() as $item_id => $by_taxonomy ) {
			$out[ $item_id ] = array_map( static fn( array $terms ): array => array_column( $terms, 'slug' ), $by_taxonomy );
		}
		return $out;
	}

	/**
	 * Where "Purchase This Item" leads: the hub's checkout page with the item.
	 *
	 * @param int $id Item id.
	 */
	public function purchase_url( int $id ): string {
		$base = (string) get_option( CatalogRepository::CHECKOUT_OPTION, '' );
		// No checkout page yet: no link (the site hides the button; the hub
		// owner's Library hub says why). It used to lead to the hub's home page.
		return '' === $base ? '' : add_query_arg( 'stencilbox_item', $id, $base );
	}

	/**
	 * An answer object in its schema's field order: a computed value where
	 * given, else the row's column of the field's name cast to the field's
	 * type (an `asset` string becomes its URL); fields with neither are left
	 * out (another step adds them).
	 *
	 * @param array<string, mixed> $schema   Object schema.
	 * @param array<string, mixed> $row      Row.
	 * @param array<string, mixed> $computed Values that are no column.
	 * @return array<string, mixed>
	 */
	private function fill( array $schema, array $row, array $computed ): array {
		$out = array();
		foreach ( $schema['properties'] as $field => $property ) {
			if ( array_key_exists( $field, $computed ) ) {
				$out[ $field ] = $computed[ $field ];
			} elseif ( array_key_exists( $field, $row ) ) {
				$out[ $field ] = match ( $property['type'] ) {
					'integer' => (int) $row[ $field ],
					'number'  => (float) $row[ $field ],
					'boolean' => (bool) (int) $row[ $field ],
					default   => 'asset' === ( $property[ ItemSchema::FILTER ] ?? null ) ? $this->assets->url( (string) $row[ $field ] ) : (string) $row[ $field ],
				};
			}
		}
		return $out;
	}

	/**
	 * Categories and tags, dependencies and template types of items, in
	 * three reads by index: the rows of both link tables (one UNION), then
	 * the terms and the dependencies they name, by primary key (forced: a
	 * small table is otherwise read whole by MySQL).
	 *
	 * @param int[] $ids      Item ids.
	 * @param int[] $type_ids Template type term ids of the items.
	 * @return array{0: array<int, array<string, array<int, array<string, mixed>>>>, 1: array<int, array<int, array<string, mixed>>>, 2: array<int, array<string, mixed>>}
	 *         Terms by item and taxonomy (by name), dependencies by item (free first, by name), template types by id.
	 */
	private function links_of( array $ids, array $type_ids ): array {
		$in    = implode( ',', array_map( 'intval', $ids ) );
		$links = CatalogReads::rows(
			'SELECT item_id, term_id AS linked, 0 AS kind FROM ' . CatalogRepository::t( 'item_terms' ) . " WHERE item_id IN ({$in}) UNION ALL SELECT item_id, dependency_id, 1 FROM " . CatalogRepository::t( 'item_dependencies' ) . " WHERE item_id IN ({$in})",
			array(),
			ARRAY_N
		);
		$wanted = array( array_filter( array_map( 'intval', $type_ids ) ), array() );
		foreach ( $links as [ , $linked, $kind ] ) {
			$wanted[ (int) $kind ][] = (int) $linked;
		}
		$read  = static function ( string $table, array $ids, string $columns, string $order ): array {
			$ids = array_values( array_unique( $ids ) );
			return $ids ? CatalogReads::rows( "SELECT {$columns} FROM {$table} FORCE INDEX (PRIMARY) WHERE id IN (" . implode( ',', $ids ) . ") ORDER BY {$order}" ) : array();
		};
		$terms = $read( CatalogRepository::t( 'terms' ), $wanted[0], 'id, taxonomy, slug, name', 'name ASC, id ASC' );
		$deps  = $read( CatalogRepository::t( 'dependencies' ), $wanted[1], '*', 'is_pro ASC, name ASC' );

		$order = array(
			array_flip( array_map( 'intval', array_column( $terms, 'id' ) ) ),
			array_flip( array_map( 'intval', array_column( $deps, 'id' ) ) ),
		);
		$terms = array_column( $terms, null, 'id' );
		$deps  = array_column( $deps, null, 'id' );
		$types = array();
		foreach ( $terms as $id => $term ) {
			if ( 'template_type' === $term['taxonomy'] ) {
				$types[ (int) $id ] = array(
					'id'   => (int) $id,
					'name' => (string) $term['name'],
					'slug' => (string) $term['slug'],
				);
			}
		}
		$by_item = array( array(), array() );
		foreach ( $links as [ $item_id, $linked, $kind ] ) {
			$kind   = (int) $kind;
			$linked = (int) $linked;
			if ( 0 === $kind && isset( $terms[ $linked ] ) ) {
				$by_item[0][ (int) $item_id ][ $order[0][ $linked ] ] = $terms[ $linked ];
			} elseif ( 1 === $kind && isset( $deps[ $linked ] ) ) {
				$by_item[1][ (int) $item_id ][ $order[1][ $linked ] ] = $this->dependency( $deps[ $linked ] );
			}
		}
		$by_taxonomy = array();
		foreach ( $by_item[0] as $item_id => $list ) {
			ksort( $list );
			foreach ( $list as $term ) {
				$by_taxonomy[ $item_id ][ $term['taxonomy'] ][] = array(
					'id'   => (int) $term['id'],
					'name' => (string) $term['name'],
					'slug' => (string) $term['slug'],
				);
			}
		}
		foreach ( $by_item[1] as $item_id => $list ) {
			ksort( $list );
			$by_item[1][ $item_id ] = array_values( $list );
		}
		return array( $by_taxonomy, $by_item[1], $types );
	}

	/**
	 * Packs by id (id, name, slug).
	 *
	 * @param int[] $ids Pack ids.
	 * @return array<int, array<string, mixed>>
	 */
	private function packs( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		$items = CatalogRepository::t( 'items' );
		$in    = implode( ',', array_map( 'intval', $ids ) );
		$rows  = CatalogReads::rows( "SELECT id, name, slug FROM {$items} WHERE id IN ({$in})" );
		$by    = array();
		foreach ( $rows as $row ) {
			$by[ (int) $row['id'] ] = array(
				'id'   => (int) $row['id'],
				'name' => (string) $row['name'],
				'slug' => (string) $row['slug'],
			);
		}
		return $by;
	}
}
