<?php
/**
 * What catalogue items published from saved templates keep of them (table
 * `catalog_templates`; issue [26] item 5).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's own table, which no WordPress API holds; read with an item's details and use, which each site caches (CatalogCache).

/**
 * An item published from a saved template ("Publish to library" of a
 * `stencilbox_template` post, `Publisher`) keeps the template as a cloud
 * file does (`Hub\Cloud\FileTemplates`): the one shape `CloudTemplate`
 * allows — template type, stable id, status, portable display conditions
 * —, JSON, checked by `CloudTemplate::clean()` on the way in and out. It
 * sits beside the item's content, not in it (content is filtered and
 * inserted as content), one row per content the item had, keyed by the
 * item and the SHA-256 of the stored content — the hash its versions carry
 * (`Hub\Versions`), as `ItemDesigns` are: a version's template is the row
 * of its body's hash, and a restore brings its template back. The newest
 * row is the current content's: every content write goes through
 * `CatalogWriter`, which records here (`record()`); a content written
 * without a template, for an item that had one, records "none" (`null`).
 * Items that never had a template have no rows.
 */
final class ItemTemplates {
	/**
	 * The table.
	 */
	public static function table(): string {
		return Names::table( 'catalog_templates' );
	}

	/**
	 * Records the template of content just written as an item's (the newest
	 * row). Without one (`null`): the content's own row when it had one (a
	 * restore, a bundle's version), else "none" for an item that had a
	 * template, else nothing.
	 *
	 * @param int                       $item_id  Item.
	 * @param string                    $content  The content as stored.
	 * @param array<string, mixed>|null $template A clean template (`CloudTemplate::clean()`), or null.
	 */
	public function record( int $item_id, string $content, ?array $template = null ): void {
		$this->record_hash( $item_id, hash( 'sha256', $content ), $template, true );
	}

	/**
	 * Records the template of one of an item's contents by its hash.
	 *
	 * @param int                       $item_id  Item.
	 * @param string                    $hash     SHA-256 of the content as stored.
	 * @param array<string, mixed>|null $template A clean template, or null (see `record()`).
	 * @param bool                      $newest   Whether this content is the item's current one (its row goes last).
	 */
	public function record_hash( int $item_id, string $hash, ?array $template, bool $newest = false ): void {
		global $wpdb;
		$table    = self::table();
		$had      = $wpdb->get_row( $wpdb->prepare( 'SELECT id, template FROM %i WHERE item_id = %d AND hash = %s', $table, $item_id, $hash ), ARRAY_A );
		// Whoever passes it, only what the schema allows is kept (anything else: none).
		$template = null !== $template ? CloudTemplate::clean( $template ) : null;
		$json     = null !== $template ? (string) wp_json_encode( $template, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) : null;
		if ( null === $json ) {
			if ( $had ) {
				$json = (string) $had['template'];
			} elseif ( $newest && null !== $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM %i WHERE item_id = %d LIMIT 1', $table, $item_id ) ) ) {
				$json = 'null';
			} else {
				return;
			}
		}
		$last = $newest ? $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM %i WHERE item_id = %d ORDER BY id DESC LIMIT 1', $table, $item_id ) ) : null;
		if ( $had && $had['template'] === $json && ( ! $newest || (int) $last === (int) $had['id'] ) ) {
			return;
		}
		if ( $had && ! $newest ) {
			$wpdb->update( $table, array( 'template' => $json ), array( 'id' => (int) $had['id'] ) );
			return;
		}
		// The newest row is the current template.
		ContentRows::write_newest( $table, $item_id, $hash, 'template', $json );
	}

	/**
	 * An item's current template, or null (none: not published from a saved template).
	 *
	 * @param int $item_id Item.
	 * @return array{type: string, stable: string, status: string, conditions: array<int, array<string, mixed>>}|null
	 */
	public function current( int $item_id ): ?array {
		$rows = CatalogReads::rows( 'SELECT template FROM ' . self::table() . ' WHERE item_id = %d ORDER BY id DESC LIMIT 1', array( $item_id ) );
		// Read as any template from outside: a row is only ever what clean() let in.
		return $rows ? CloudTemplate::clean( json_decode( (string) $rows[0]['template'], true ) ) : null;
	}

	/**
	 * Every template an item's contents had, by content hash (what a
	 * library bundle carries; "none" rows left out), in hash order.
	 *
	 * @param int $item_id Item.
	 * @return array<string, array<string, mixed>>
	 */
	public function all_of( int $item_id ): array {
		return $this->all_of_many( array( $item_id ) )[ $item_id ] ?? array();
	}

	/**
	 * `all_of()` for several items in one read (items without any left out).
	 *
	 * @param int[] $item_ids Items.
	 * @return array<int, array<string, array<string, mixed>>> Item id → content hash → template.
	 */
	public function all_of_many( array $item_ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $item_ids ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		$out = array();
		foreach ( CatalogReads::rows( 'SELECT item_id, hash, template FROM ' . self::table() . ' WHERE item_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ') ORDER BY item_id, hash', $ids ) as $row ) {
			$template = CloudTemplate::clean( json_decode( (string) $row['template'], true ) );
			if ( null !== $template ) {
				$out[ (int) $row['item_id'] ][ (string) $row['hash'] ] = $template;
			}
		}
		return $out;
	}

	/**
	 * Forgets deleted items' templates.
	 *
	 * @param int[] $item_ids Items.
	 */
	public function forget( array $item_ids ): void {
		ContentRows::forget( self::table(), $item_ids );
	}
}
