<?php
/**
 * The catalogue's hot reads (a list page, an item's details): one way to run
 * them on both databases, and the one rule for a read that fails.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * On MariaDB/MySQL a read goes through $wpdb. On SQLite (the SQLite Database
 * Integration plugin) $wpdb parses every query as MySQL and writes it again
 * for SQLite; for the short reads of a list page that translation costs ten
 * times the read itself (a filtered page at 1M items: 5.2 ms of parsing for
 * 0.4 ms of reads). These reads are written in the SQL both databases share,
 * so on SQLite they go to SQLite as they are: index hints (MySQL only)
 * dropped, strings bound as parameters, never spliced into the query.
 *
 * The SQL takes `%s` (a string, bound) and `%d` (an integer) placeholders,
 * as $wpdb->prepare() does, and no other `%`. Anyone may watch the reads
 * that bypass $wpdb on the action `stencilbox_catalog_read` (QueryPlanTest
 * explains them); it is given the query as $wpdb would run it.
 */
final class CatalogReads {
	/**
	 * The rows of one read.
	 *
	 * @param string                $sql    The query (SQL both databases share).
	 * @param array<int, int|string> $args   Values of its placeholders, in order.
	 * @param string                $output ARRAY_A (rows by column name) or ARRAY_N.
	 * @return array<int, array<int|string, string|null>>
	 * @throws HttpError `retry_again` (503) when the read fails.
	 */
	public static function rows( string $sql, array $args = array(), string $output = ARRAY_A ): array {
		global $wpdb;
		$args   = array_values( $args );
		$sqlite = self::native_driver();
		if ( null === $sqlite ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared when it has placeholders (the SQL is the caller's, see above); the hub's catalogue tables, whose answers the sites cache.
			$rows = (array) $wpdb->get_results( $args ? $wpdb->prepare( $sql, $args ) : $sql, $output );
			self::check();
			return $rows;
		}
		if ( has_action( 'stencilbox_catalog_read' ) ) {
			do_action( 'stencilbox_catalog_read', $args ? $wpdb->prepare( $sql, $args ) : $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the caller's SQL, prepared when it has placeholders.
		}
		$params = array();
		$native = (string) preg_replace_callback(
			'/%([sd])/',
			static function ( array $match ) use ( &$args, &$params ): string {
				$value = array_shift( $args );
				if ( 'd' === $match[1] ) {
					return (string) (int) $value;
				}
				$params[] = (string) $value;
				return '?';
			},
			(string) preg_replace( '/\s+(?:FORCE|USE|IGNORE)\s+INDEX\s*\([^)]*\)/i', '', $sql )
		);
		try {
			// phpcs:ignore WordPress.DB.RestrictedClasses.mysql__PDO -- only the fetch mode of the statement that the SQLite Database Integration's own driver answers (its connection is PDO); no connection of ours.
			return $sqlite->execute_sqlite_query( $native, $params )->fetchAll( ARRAY_N === $output ? \PDO::FETCH_NUM : \PDO::FETCH_ASSOC );
		} catch ( \Exception $e ) {
			throw self::busy();
		}
	}

	/**
	 * One row, or null.
	 *
	 * @param string                $sql  The query.
	 * @param array<int, int|string> $args Values of its placeholders.
	 * @return array<string, string|null>|null
	 */
	public static function row( string $sql, array $args = array() ): ?array {
		return self::rows( $sql, $args )[0] ?? null;
	}

	/**
	 * After a read through $wpdb: a failed one becomes `retry_again`.
	 *
	 * @throws HttpError When the last query failed.
	 */
	public static function check(): void {
		global $wpdb;
		if ( '' !== (string) $wpdb->last_error ) {
			throw self::busy();
		}
	}

	/**
	 * The error of a failed read.
	 */
	private static function busy(): HttpError {
		return new HttpError( 'retry_again', __( 'The library is busy. Please try again.', 'stencilbox' ), 503 );
	}

	/**
	 * The SQLite driver when the site runs on SQLite (and the driver can run
	 * SQLite's own SQL), else null.
	 */
	private static function native_driver(): ?object {
		global $wpdb;
		if ( ! defined( 'DB_ENGINE' ) || 'sqlite' !== DB_ENGINE || ! method_exists( $wpdb, 'get_driver' ) ) {
			return null;
		}
		$driver = $wpdb->get_driver();
		return is_object( $driver ) && method_exists( $driver, 'execute_sqlite_query' ) ? $driver : null;
	}
}
