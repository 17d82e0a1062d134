<?php
/**
 * Support\BulkInsert: rows land as given (quotes and percent signs are
 * data), statements are split, INSERT IGNORE leaves existing keys and
 * counts only the new rows, and anything but a placeholder is refused
 * before a query is made.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Support\BulkInsert;
use Stencilbox\Support\Names;
use Stencilbox\Tests\TestCase;

/**
 * On the catalogue's word index (word, item_id: the primary key).
 *
 * @group database
 */
final class BulkInsertTest extends TestCase {
	/** Item ids no test catalogue uses. */
	private const ITEM = 987650;

	/**
	 * Rows sorted by item, then word (PHP's order: the databases' collations differ).
	 *
	 * @param array<int, array{0: string, 1: int}> $rows Rows.
	 * @return array<int, array{0: string, 1: int}>
	 */
	private static function sorted( array $rows ): array {
		usort( $rows, static fn( array $a, array $b ): int => array( $a[1], $a[0] ) <=> array( $b[1], $b[0] ) );
		return $rows;
	}

	/**
	 * The rows of the test's items, sorted.
	 *
	 * @return array<int, array{0: string, 1: int}>
	 */
	private function rows(): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT word, item_id FROM %i WHERE item_id >= %d', Names::table( 'catalog_words' ), self::ITEM ), ARRAY_N );
		return self::sorted( array_map( static fn( array $row ): array => array( (string) $row[0], (int) $row[1] ), $rows ) );
	}

	public function test_rows_are_inserted_as_given_in_statements_of_the_size_asked(): void {
		$rows = array(
			array( "it's", self::ITEM ),
			array( '100%', self::ITEM ),
			array( '%s%d', self::ITEM + 1 ),
			array( '`x`', self::ITEM + 1 ),
			array( 'plain', self::ITEM + 2 ),
		);
		$statements = 0;
		$count      = static function ( string $sql ) use ( &$statements ): string {
			if ( str_starts_with( $sql, 'INSERT' ) ) {
				++$statements;
			}
			return $sql;
		};
		add_filter( 'query', $count );
		$inserted = BulkInsert::rows( Names::table( 'catalog_words' ), array( 'word', 'item_id' ), array( '%s', '%d' ), $rows, false, 2 );
		remove_filter( 'query', $count );
		$this->assertSame( 5, $inserted );
		$this->assertSame( 3, $statements, 'five rows, two a statement' );
		$this->assertSame( self::sorted( $rows ), $this->rows() );
	}

	public function test_insert_ignore_keeps_existing_keys_and_counts_the_new_rows(): void {
		$table = Names::table( 'catalog_words' );
		BulkInsert::rows( $table, array( 'word', 'item_id' ), array( '%s', '%d' ), array( array( 'kept', self::ITEM ) ) );
		$inserted = BulkInsert::rows( $table, array( 'word', 'item_id' ), array( '%s', '%d' ), array( array( 'kept', self::ITEM ), array( 'new', self::ITEM ) ), true );
		$this->assertSame( 1, $inserted );
		$this->assertSame( self::sorted( array( array( 'kept', self::ITEM ), array( 'new', self::ITEM ) ) ), $this->rows() );
		$this->assertSame( 0, BulkInsert::rows( $table, array( 'word', 'item_id' ), array( '%s', '%d' ), array() ) );
	}

	/**
	 * Formats and rows that must be refused.
	 *
	 * @return array<string, array{0: string[], 1: array<int, array<int, mixed>>}>
	 */
	public static function refused(): array {
		return array(
			'SQL as a format'       => array( array( '%s', '%d) ; DROP TABLE x; --' ), array( array( 'a', 1 ) ) ),
			'an identifier format'  => array( array( '%s', '%i' ), array( array( 'a', 1 ) ) ),
			'a format short'        => array( array( '%s' ), array( array( 'a', 1 ) ) ),
			'a row of another size' => array( array( '%s', '%d' ), array( array( 'a', 1 ), array( 'b' ) ) ),
		);
	}

	/**
	 * @dataProvider refused
	 *
	 * @param string[]                      $formats Formats.
	 * @param array<int, array<int, mixed>> $rows    Rows.
	 */
	public function test_anything_but_placeholders_is_refused_before_a_query( array $formats, array $rows ): void {
		$queries = 0;
		$count   = static function ( string $sql ) use ( &$queries ): string {
			++$queries;
			return $sql;
		};
		add_filter( 'query', $count );
		try {
			BulkInsert::rows( Names::table( 'catalog_words' ), array( 'word', 'item_id' ), $formats, $rows );
			$this->fail( 'refused' );
		} catch ( \InvalidArgumentException $e ) {
			$this->assertSame( 0, $queries );
		} finally {
			remove_filter( 'query', $count );
		}
		$this->assertSame( array(), $this->rows() );
	}
}
