<?php
/**
 * Cloud file bodies in the hub's database.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's cloud tables, which no WordPress API holds; read once per request and changed by the requests that read them, so not cached.

/**
 * One row per distinct body. `refs` is never incremented or decremented:
 * `settle()` sets it from the file rows and the version rows (of files and
 * of catalogue items, `Hub\Versions`) that name the hash, and the row goes
 * in the same breath as the last of them, so concurrent writes cannot make
 * it drift and a drift heals on the next change.
 *
 * Callers write the file row first and the body second (`put` is an insert
 * that ignores an existing row): a body deleted by a concurrent `settle()`
 * in between is simply written again, and `settle()` never deletes a body a
 * file row already names.
 */
final class DatabaseBodyStore implements BodyStore {
	/**
	 * Stores a body if it is not stored yet.
	 *
	 * @param string $body Body.
	 * @return string Its hash.
	 */
	public function put( string $body ): string {
		global $wpdb;
		$hash  = hash( 'sha256', $body );
		$table = Names::table( 'cloud_bodies' );
		$wpdb->query(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (hash, size, refs, body, created_at) VALUES (%s, %d, 0, %s, %s)',
				$table,
				$hash,
				strlen( $body ),
				$body,
				current_time( 'mysql', true )
			)
		);
		return $hash;
	}

	/**
	 * A body by hash.
	 *
	 * @param string $hash Hash.
	 */
	public function get( string $hash ): ?string {
		global $wpdb;
		$table = Names::table( 'cloud_bodies' );
		$body  = $wpdb->get_var( $wpdb->prepare( 'SELECT body FROM %i WHERE hash = %s', $table, $hash ) );
		return null === $body ? null : (string) $body;
	}

	/**
	 * Whether a body is stored.
	 *
	 * @param string $hash Hash.
	 */
	public function has( string $hash ): bool {
		global $wpdb;
		$table = Names::table( 'cloud_bodies' );
		return (bool) $wpdb->get_var( $wpdb->prepare( 'SELECT 1 FROM %i WHERE hash = %s', $table, $hash ) );
	}

	/**
	 * Sets `refs` from the file rows and deletes an unused body.
	 *
	 * @param string $hash Hash.
	 */
	public function settle( string $hash ): void {
		global $wpdb;
		$bodies   = Names::table( 'cloud_bodies' );
		$files    = Names::table( 'cloud_files' );
		$versions = Names::table( 'versions' );
		// A version of a file or an item keeps its body as a file does.
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET refs = (SELECT COUNT(*) FROM %i f WHERE f.body_hash = %s) + (SELECT COUNT(*) FROM %i v WHERE v.body_hash = %s) WHERE hash = %s', $bodies, $files, $hash, $versions, $hash, $hash ) );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE hash = %s AND NOT EXISTS (SELECT 1 FROM %i f WHERE f.body_hash = %s) AND NOT EXISTS (SELECT 1 FROM %i v WHERE v.body_hash = %s)', $bodies, $hash, $files, $hash, $versions, $hash ) );
		// A body's design goes with it (FileDesigns).
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE hash = %s AND NOT EXISTS (SELECT 1 FROM %i b WHERE b.hash = %s)', FileDesigns::table(), $hash, $bodies, $hash ) );
	}

	/**
	 * Bodies stored and their size.
	 *
	 * @return array{bodies: int, bytes: int}
	 */
	public function stats(): array {
		global $wpdb;
		$row = (array) $wpdb->get_row( $wpdb->prepare( 'SELECT COUNT(*) AS bodies, COALESCE(SUM(size), 0) AS bytes FROM %i', Names::table( 'cloud_bodies' ) ), ARRAY_A );
		return array(
			'bodies' => (int) ( $row['bodies'] ?? 0 ),
			'bytes'  => (int) ( $row['bytes'] ?? 0 ),
		);
	}
}
