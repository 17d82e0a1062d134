<?php
/**
 * What cloud files pushed from saved templates keep of them (table
 * `cloud_templates`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's own table, which no WordPress API holds; read once per list or file and changed by the requests that read it.

/**
 * One row per file that is a saved template: the template as
 * `CloudTemplate` allows it (type, stable id, status, portable display
 * conditions), JSON. It belongs to the file, not to its body: a copy of
 * the file gets a copy of the row, a deleted file's row goes with it, a
 * new version pushed from the template replaces it. Anything else in a
 * push is checked by `CloudTemplate::clean()` and refused before a row is
 * written.
 */
final class FileTemplates {
	/**
	 * The table.
	 */
	public static function table(): string {
		return Names::table( 'cloud_templates' );
	}

	/**
	 * Writes (or replaces) a file's template.
	 *
	 * @param int                  $file_id  File.
	 * @param array<string, mixed> $template A clean template (`CloudTemplate::clean()`).
	 */
	public function record( int $file_id, array $template ): void {
		global $wpdb;
		$json = (string) wp_json_encode( $template, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		if ( $json === $this->raw( $file_id ) ) {
			return;
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE file_id = %d', self::table(), $file_id ) );
		$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (file_id, template) VALUES (%d, %s)', self::table(), $file_id, $json ) );
	}

	/**
	 * A file's template, or null.
	 *
	 * @param int $file_id File.
	 * @return array<string, mixed>|null
	 */
	public function of( int $file_id ): ?array {
		return $this->of_many( array( $file_id ) )[ $file_id ] ?? null;
	}

	/**
	 * The templates of files (one read; files without one are left out).
	 *
	 * @param int[] $file_ids Files.
	 * @return array<int, array<string, mixed>> File id → template.
	 */
	public function of_many( array $file_ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $file_ids ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT file_id, template FROM %i WHERE file_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', array_merge( array( self::table() ), $ids ) ), ARRAY_A );
		$out  = array();
		foreach ( $rows as $row ) {
			// Read as any template from outside: a row is only ever what clean() let in.
			$template = CloudTemplate::clean( json_decode( (string) $row['template'], true ) );
			if ( null !== $template ) {
				$out[ (int) $row['file_id'] ] = $template;
			}
		}
		return $out;
	}

	/**
	 * Gives a copy of a file the original's template, if it has one.
	 *
	 * @param int $from Original file.
	 * @param int $to   Copy.
	 */
	public function copy( int $from, int $to ): void {
		$template = $this->of( $from );
		if ( null !== $template ) {
			$this->record( $to, $template );
		}
	}

	/**
	 * Removes a file's template (the file is gone).
	 *
	 * @param int $file_id File.
	 */
	public function forget( int $file_id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE file_id = %d', self::table(), $file_id ) );
	}

	/**
	 * The stored JSON of a file's template, or null.
	 *
	 * @param int $file_id File.
	 */
	private function raw( int $file_id ): ?string {
		global $wpdb;
		$json = $wpdb->get_var( $wpdb->prepare( 'SELECT template FROM %i WHERE file_id = %d', self::table(), $file_id ) );
		return null === $json ? null : (string) $json;
	}
}
