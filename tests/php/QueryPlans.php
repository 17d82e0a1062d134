<?php
/**
 * Asserts that a query reads through indexes: EXPLAIN on MariaDB/MySQL,
 * EXPLAIN QUERY PLAN on SQLite.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * Shared by the catalogue's and the cloud's query plan tests.
 */
trait QueryPlans {
	/**
	 * On MariaDB/MySQL, waits until InnoDB's statistics count at least
	 * `$rows` rows in `$table`. A test seeds its rows inside its transaction,
	 * and InnoDB recounts a table that changed by more than 10 % in a
	 * background thread: until it has, the optimizer plans for the table as
	 * it was (a couple of hundred rows, where reading it whole is cheapest),
	 * not as it is. `ANALYZE TABLE` would count at once, but it commits the
	 * test's transaction. SQLite plans from the schema alone.
	 *
	 * @param string $table Table.
	 * @param int    $rows  Rows the table has at least.
	 */
	protected function await_statistics( string $table, int $rows ): void {
		global $wpdb;
		if ( 'sqlite' === WP_TESTS_DB ) {
			return;
		}
		$counted = 0;
		for ( $tries = 0; $tries < 150; $tries++ ) {
			$status  = (array) $wpdb->get_row( $wpdb->prepare( 'SHOW TABLE STATUS LIKE %s', $table ), ARRAY_A );
			$counted = (int) ( $status['Rows'] ?? 0 );
			if ( $counted >= $rows ) {
				return;
			}
			usleep( 200000 );
		}
		$this->fail( "InnoDB's statistics still count {$counted} rows in {$table} after 30 s, not the {$rows} or more it has: its query plans cannot be judged." );
	}

	/**
	 * The SQL a piece of work runs: what goes through $wpdb, and the hot
	 * reads that go straight to SQLite there (`CatalogReads`, given as
	 * $wpdb would run them), in order.
	 *
	 * @param callable $work Work.
	 * @return string[]
	 */
	protected static function sql_of( callable $work ): array {
		$seen    = array();
		$collect = static function ( string $sql ) use ( &$seen ): string {
			$seen[] = $sql;
			return $sql;
		};
		add_filter( 'query', $collect );
		add_action( 'stencilbox_catalog_read', $collect );
		try {
			$work();
		} finally {
			remove_filter( 'query', $collect );
			remove_action( 'stencilbox_catalog_read', $collect );
		}
		return $seen;
	}

	/**
	 * Fails when the query reads a table (or a whole index) from end to end.
	 *
	 * @param string $name What the query is (for messages).
	 * @param string $sql  The query, as $wpdb runs it.
	 */
	protected function assert_indexed( string $name, string $sql ): void {
		global $wpdb;
		if ( 'sqlite' === WP_TESTS_DB ) {
			$driver = $wpdb->get_driver();
			$wpdb->query( $sql );
			$queries = $driver->get_last_sqlite_queries();
			$this->assertNotEmpty( $queries );
			$last    = end( $queries );
			$details = array_column( $driver->execute_sqlite_query( 'EXPLAIN QUERY PLAN ' . $last['sql'], $last['params'] )->fetchAll( \PDO::FETCH_ASSOC ), 'detail' );
			if ( getenv( 'STENCILBOX_SHOW_PLANS' ) ) {
				fwrite( STDERR, "\n{$name}:\n  " . implode( "\n  ", $details ) . "\n" );
			}
			// A subquery's result (a co-routine or a materialised view) is read
			// whole once made, like MySQL's <derived> tables: not a table.
			$results = array();
			foreach ( $details as $detail ) {
				if ( preg_match( '/^(?:CO-ROUTINE|MATERIALIZE) (\S+)/', $detail, $match ) ) {
					$results[] = $match[1];
				}
			}
			foreach ( $details as $detail ) {
				if ( preg_match( '/^SCAN (\S+)$/', $detail, $match ) && in_array( $match[1], $results, true ) ) {
					continue;
				}
				// "SCAN x" without an index reads a whole table; "SCAN x USING (COVERING) INDEX" a whole index.
				$this->assertDoesNotMatchRegularExpression( '/^SCAN (?!CONSTANT)/', $detail, "{$name}: {$detail}\n{$last['sql']}\n" . implode( "\n", $details ) );
			}
			return;
		}
		$plan = (array) $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A );
		$this->assertNotEmpty( $plan, $name );
		if ( getenv( 'STENCILBOX_SHOW_PLANS' ) ) {
			fwrite( STDERR, "\n{$name}:\n" . implode( "\n", array_map( static fn( array $r ): string => "  {$r['table']} {$r['type']} {$r['key']} {$r['Extra']}", $plan ) ) . "\n" );
		}
		foreach ( $plan as $row ) {
			if ( str_starts_with( (string) $row['table'], '<' ) ) {
				continue; // A materialised subquery, not a table.
			}
			if ( null === $row['table'] && preg_match( '/optimized away|No matching min\/max row/', (string) $row['Extra'] ) ) {
				continue; // MIN()/MAX() answered from one end of an index: no table is read.
			}
			if ( null === $row['table'] && preg_match( '/^(?:Impossible WHERE noticed after reading const tables|no matching row in const table)$/', (string) $row['Extra'] ) ) {
				continue; // A unique key found no row: nothing else is read.
			}
			if ( self::stopped_by_limit( $sql, $row ) ) {
				continue;
			}
			$this->assertNotContains(
				$row['type'],
				array( 'ALL', 'index' ),
				"{$name}: full scan of {$row['table']}\n" . $sql . "\n" . wp_json_encode( $plan, JSON_PRETTY_PRINT )
			);
			$this->assertNotEmpty( $row['key'], "{$name}: {$row['table']} is read without an index" );
		}
	}

	/**
	 * Whether a MariaDB/MySQL plan row reads an index in the query's own
	 * order, from one end, and the query's LIMIT stops it early: the list
	 * page `ORDER BY i.id DESC LIMIT 20` on the primary key, no sort, and
	 * the optimizer expecting to read at most 20 rows for each row it
	 * returns. Its cost follows how many rows match, not the table's size;
	 * MariaDB picks it over the filter's index when enough rows match, and
	 * which of the two it picks depends on its sampled statistics. A filter
	 * that keeps fewer rows makes a larger estimate and fails as a scan.
	 *
	 * @param string               $sql The query.
	 * @param array<string, mixed> $row One row of its EXPLAIN.
	 */
	private static function stopped_by_limit( string $sql, array $row ): bool {
		if ( 'index' !== $row['type'] || 'PRIMARY' !== $row['key'] || preg_match( '/filesort|temporary/i', (string) $row['Extra'] ) ) {
			return false;
		}
		$alias = preg_quote( (string) $row['table'], '/' );
		if ( ! preg_match( "/\\bORDER BY {$alias}\\.id(?: DESC| ASC)? LIMIT (\\d+)(?: OFFSET 0)?\\s*$/i", $sql, $match ) ) {
			return false;
		}
		return (int) $row['rows'] <= 20 * (int) $match[1];
	}
}
