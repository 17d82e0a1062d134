<?php
/**
 * Where items' designs as roles are kept (table `catalog_designs`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Names;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's own table, which no WordPress API holds; an item's design is read with its details, which each site caches (CatalogCache).

/**
 * One row per content an item had, keyed by the item and the SHA-256 of its
 * stored content — the hash its versions carry (`Hub\Versions`), so a
 * version's design is the row of its body's hash, and a restore that brings
 * content back brings its design back. The item's current design is its
 * newest row: every content write goes through `CatalogWriter`, which
 * records here after it (`record()`), so the newest row is always the
 * current content's. A design is computed once per content: writing the
 * same content again (a re-seed) costs one read — except an Elementor
 * content recorded as `null` before Elementor's roles were read, which is
 * read again (so a re-seed gives the demo's Elementor items theirs).
 */
final class ItemDesigns {
	/**
	 * The table.
	 */
	public static function table(): string {
		return Names::table( 'catalog_designs' );
	}

	/**
	 * Records the design of content just written as an item's.
	 *
	 * @param int                  $item_id  Item.
	 * @param string               $platform gutenberg | elementor.
	 * @param string               $content  The content as stored.
	 * @param array<string, mixed> $source   The source's presets (`ThemePresets::values()`), or none:
	 *                                       then a design this content already had is kept.
	 */
	public function record( int $item_id, string $platform, string $content, array $source = array() ): void {
		global $wpdb;
		$table  = self::table();
		$hash   = hash( 'sha256', $content );
		$newest = $wpdb->get_row( $wpdb->prepare( 'SELECT id, hash, design FROM %i WHERE item_id = %d ORDER BY id DESC LIMIT 1', $table, $item_id ), ARRAY_A );
		$design = null;
		// Elementor content recorded before its roles were read has none (`null`): read again.
		$kit    = 'kit' === Platforms::known( $platform )?->design_from();
		$unread = static fn( mixed $json ): bool => $kit && 'null' === $json;
		if ( $source || ! $newest || $newest['hash'] !== $hash || $unread( $newest['design'] ) ) {
			$had    = ! $source ? $wpdb->get_var( $wpdb->prepare( 'SELECT design FROM %i WHERE item_id = %d AND hash = %s', $table, $item_id, $hash ) ) : null;
			$had    = $unread( $had ) ? null : $had;
			$design = null !== $had ? (string) $had : (string) wp_json_encode( DesignRoles::of( $platform, $content, $source ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		}
		if ( null === $design || ( $newest && $newest['hash'] === $hash && $newest['design'] === $design ) ) {
			return;
		}
		// The newest row is the current design.
		ContentRows::write_newest( $table, $item_id, $hash, 'design', $design );
	}

	/**
	 * An item's current design, or null (none recorded, or content without one).
	 *
	 * @param int $item_id Item.
	 * @return array<string, mixed>|null
	 */
	public function current( int $item_id ): ?array {
		$rows = CatalogReads::rows( 'SELECT design FROM ' . self::table() . ' WHERE item_id = %d ORDER BY id DESC LIMIT 1', array( $item_id ) );
		return $rows ? self::decode( (string) $rows[0]['design'] ) : null;
	}

	/**
	 * The design of one of an item's contents (a version's, by its body's hash), or null.
	 *
	 * @param int    $item_id Item.
	 * @param string $hash    SHA-256 of the content as stored.
	 * @return array<string, mixed>|null
	 */
	public function of_content( int $item_id, string $hash ): ?array {
		$rows = CatalogReads::rows( 'SELECT design FROM ' . self::table() . ' WHERE item_id = %d AND hash = %s', array( $item_id, $hash ) );
		return $rows ? self::decode( (string) $rows[0]['design'] ) : null;
	}

	/**
	 * Forgets deleted items' designs.
	 *
	 * @param int[] $item_ids Items.
	 */
	public function forget( array $item_ids ): void {
		ContentRows::forget( self::table(), $item_ids );
	}

	/**
	 * A stored design.
	 *
	 * @param string $json Stored JSON.
	 * @return array<string, mixed>|null
	 */
	private static function decode( string $json ): ?array {
		$design = json_decode( $json, true );
		return is_array( $design ) ? $design : null;
	}
}
