<?php
/**
 * Many rows in one INSERT: the catalogue's links and words, its id sets,
 * the cloud's file words.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Each statement is prepared whole: the table and column names through
 * `%i`, then one tuple of placeholders per row, the values in that order.
 * The placeholders are checked here, so nothing but them and the names
 * reaches the SQL.
 */
final class BulkInsert {
	/** The placeholders a column may have. */
	private const FORMATS = array( '%d', '%f', '%s' );

	/**
	 * Inserts rows, a statement per `$per_statement` of them.
	 *
	 * @param string                        $table         Table.
	 * @param string[]                      $columns       Column names.
	 * @param string[]                      $formats       A placeholder per column: %d, %f or %s.
	 * @param array<int, array<int, mixed>> $rows          Rows: values in column order.
	 * @param bool                          $ignore        INSERT IGNORE: a row whose key exists is left alone.
	 * @param int                           $per_statement Rows per statement.
	 * @return int How many rows were inserted.
	 * @throws \InvalidArgumentException A format that is not a placeholder, or a row of another width.
	 */
	public static function rows( string $table, array $columns, array $formats, array $rows, bool $ignore = false, int $per_statement = 400 ): int {
		global $wpdb;
		$width = count( $columns );
		if ( count( $formats ) !== $width || array_diff( $formats, self::FORMATS ) ) {
			throw new \InvalidArgumentException( 'A placeholder per column: %d, %f or %s.' );
		}
		$tuple    = '(' . implode( ',', $formats ) . ')';
		$names    = implode( ',', array_fill( 0, $width, '%i' ) );
		$inserted = 0;
		foreach ( array_chunk( array_values( $rows ), max( 1, $per_statement ) ) as $chunk ) {
			$values = array( $table );
			array_push( $values, ...$columns );
			foreach ( $chunk as $row ) {
				if ( count( $row ) !== $width ) {
					throw new \InvalidArgumentException( 'A value per column.' );
				}
				array_push( $values, ...array_values( $row ) );
			}
			$tuples = implode( ',', array_fill( 0, count( $chunk ), $tuple ) );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- $names and $tuples are placeholders only (checked above), their values in $values in order; writes to our own tables, whose callers keep their caches.
			$inserted += (int) $wpdb->query(
				$ignore
					? $wpdb->prepare( "INSERT IGNORE INTO %i ({$names}) VALUES {$tuples}", $values )
					: $wpdb->prepare( "INSERT INTO %i ({$names}) VALUES {$tuples}", $values )
			);
			// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
		}
		return $inserted;
	}
}
