<?php
/**
 * What each full-site import created or changed.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the import journal (our table), written during an import and read whole by its revert; a cached copy could miss an entry.

/**
 * One row per thing an import created (a post, a term, a comment, a plugin
 * or theme folder) or changed (an option, an existing post or term, with
 * the value it had before the import first touched it). Rows are unique per
 * session, kind and ref: the first record wins, so a value recorded before
 * the import changed it is never overwritten by a later one.
 */
final class Journal {
	/** Kinds of entries. */
	public const OPTION           = 'option';
	public const POST             = 'post';
	public const POST_BEFORE      = 'post_before';
	public const TERM             = 'term';
	public const TERM_BEFORE      = 'term_before';
	public const COMMENT          = 'comment';
	public const PLUGIN_INSTALLED = 'plugin_installed';
	public const THEME_INSTALLED  = 'theme_installed';
	public const FOLDER           = 'folder';
	/** A provenance record the import changed (a page an earlier import made, written again), as it was. */
	public const PROVENANCE_BEFORE = 'provenance_before';

	/**
	 * The table.
	 */
	private static function table(): string {
		return Names::table( 'fsi_journal' );
	}

	/**
	 * Records an entry unless one with the same kind and ref exists.
	 *
	 * @param int                  $session Session id.
	 * @param string               $kind    Kind.
	 * @param string               $ref     What it is about (id, name, slug).
	 * @param array<string, mixed> $data    What revert needs.
	 */
	public function add( int $session, string $kind, string $ref, array $data = array() ): void {
		global $wpdb;
		$table = self::table();
		$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (session_id, kind, ref, data) VALUES (%d, %s, %s, %s)', $table, $session, $kind, $ref, (string) wp_json_encode( (object) $data ) ) );
	}

	/**
	 * Forgets an entry (what it names is gone already).
	 *
	 * @param int    $session Session id.
	 * @param string $kind    Kind.
	 * @param string $ref     Ref.
	 */
	public function forget( int $session, string $kind, string $ref ): void {
		global $wpdb;
		$wpdb->delete(
			self::table(),
			array(
				'session_id' => $session,
				'kind'       => $kind,
				'ref'        => $ref,
			)
		);
	}

	/**
	 * Whether an entry exists.
	 *
	 * @param int    $session Session id.
	 * @param string $kind    Kind.
	 * @param string $ref     Ref.
	 */
	public function has( int $session, string $kind, string $ref ): bool {
		global $wpdb;
		$table = self::table();
		return (bool) $wpdb->get_var( $wpdb->prepare( 'SELECT 1 FROM %i WHERE session_id = %d AND kind = %s AND ref = %s', $table, $session, $kind, $ref ) );
	}

	/**
	 * The refs of one kind in a session.
	 *
	 * @param int    $session Session id.
	 * @param string $kind    Kind.
	 * @return string[]
	 */
	public function refs( int $session, string $kind ): array {
		global $wpdb;
		$table = self::table();
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT ref FROM %i WHERE session_id = %d AND kind = %s ORDER BY id', $table, $session, $kind ) ) );
	}

	/**
	 * Every entry of a session, in the order they were recorded.
	 *
	 * @param int $session Session id.
	 * @return array<int, array{kind: string, ref: string, data: array<string, mixed>}>
	 */
	public function entries( int $session ): array {
		global $wpdb;
		$table = self::table();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT kind, ref, data FROM %i WHERE session_id = %d ORDER BY id', $table, $session ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'kind' => (string) $row['kind'],
				'ref'  => (string) $row['ref'],
				'data' => (array) json_decode( (string) $row['data'], true ),
			),
			$rows
		);
	}

	/**
	 * How many entries a session has.
	 *
	 * @param int $session Session id.
	 */
	public function count( int $session ): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE session_id = %d', $table, $session ) );
	}
}
