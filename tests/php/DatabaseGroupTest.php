<?php
/**
 * The MariaDB run (phpunit-database.xml.dist) runs the tests marked
 * `@group database`. A test class with SQL of its own — `$wpdb` queries,
 * dbDelta, one of our repositories, a migration, a bulk insert, a query
 * plan — says where it belongs: `@group database` when its outcome
 * depends on the database, or `@database-neutral <why>` when its SQL only
 * sets up or checks a case. A class that says neither fails here, so a new
 * database test cannot be left out of the MariaDB run by forgetting.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * Reads every test class of the normal run (the folders of the other
 * configurations aside) and bin/test-runner.mjs.
 */
final class DatabaseGroupTest extends TestCase {
	/** What counts as SQL of a test's own. */
	private const SQL = '/\$wpdb->(?:query|get_results|get_var|get_row|get_col|prepare|insert|update|delete|replace)\s*\(|\bdbDelta\s*\(|\b\w+Repository\b|\bMigration\d{4}|->insert_many\s*\(|\bQueryPlans\b/';

	/**
	 * Where a class says it belongs: 'database', 'neutral' (with a reason), '' (nowhere), or 'both'.
	 *
	 * @param string $php A test file's source.
	 */
	private static function placement( string $php ): string {
		$group   = (bool) preg_match( '/^[ \t]*\*[ \t]*@group[ \t]+database[ \t]*$/m', $php );
		$neutral = (bool) preg_match( '/^[ \t]*\*[ \t]*@database-neutral[ \t]+\S[^\n]{10,}$/m', $php );
		if ( $group && $neutral ) {
			return 'both';
		}
		return $group ? 'database' : ( $neutral ? 'neutral' : '' );
	}

	public function test_every_class_with_sql_of_its_own_says_whether_the_database_run_needs_it(): void {
		$root     = dirname( __DIR__, 2 );
		$files    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( __DIR__, \FilesystemIterator::SKIP_DOTS ) );
		$missing  = array();
		$stale    = array();
		$grouped  = 0;
		$examined = 0;
		foreach ( $files as $file ) {
			$path = (string) $file;
			// The other configurations' folders (their own runs) and this file.
			if ( ! str_ends_with( $path, 'Test.php' ) || __FILE__ === $path || preg_match( '#/tests/php/(Elementor|ElementorReal|Multisite|ObjectCache)/#', $path ) ) {
				continue;
			}
			++$examined;
			$php       = (string) file_get_contents( $path );
			$placement = self::placement( $php );
			$name      = str_replace( $root . '/', '', $path );
			if ( 'database' === $placement ) {
				++$grouped;
			}
			if ( 'both' === $placement ) {
				$missing[] = "$name: both @group database and @database-neutral";
			} elseif ( '' === $placement && preg_match( self::SQL, $php, $match ) ) {
				$missing[] = "$name: `{$match[0]}` but neither @group database nor @database-neutral <why>";
			} elseif ( 'neutral' === $placement && ! preg_match( self::SQL, $php ) ) {
				$stale[] = "$name: @database-neutral without SQL of its own";
			}
		}
		$this->assertGreaterThan( 80, $examined );
		$this->assertGreaterThan( 20, $grouped );
		$this->assertSame( array(), $missing, 'add `@group database` to the class docblock (see phpunit-database.xml.dist), or `@database-neutral <why>`' );
		$this->assertSame( array(), $stale );
	}

	public function test_the_check_sees_sql_and_the_tags(): void {
		$wpdb = '$' . 'wpdb->';
		foreach ( array( "{$wpdb}get_results( 'SELECT 1' )", "{$wpdb}prepare('%d', 1)", 'db' . 'Delta( $sql );', 'new Account' . 'Repository()', 'Migration' . '0007CatalogSets', '$w->insert_' . 'many( $items )', 'Query' . 'Plans::explain' ) as $sql ) {
			$this->assertMatchesRegularExpression( self::SQL, $sql );
		}
		foreach ( array( '$wpdb->prefix', 'get_option( "x" )', 'RepositoryTest', 'Migrations' ) as $not ) {
			$this->assertDoesNotMatchRegularExpression( self::SQL, $not );
		}
		$this->assertSame( 'database', self::placement( "/**\n * Text.\n *\n * @group database\n */" ) );
		$this->assertSame( 'neutral', self::placement( "/**\n * @database-neutral counts rows to check a case.\n */" ) );
		$this->assertSame( '', self::placement( "/**\n * @database-neutral\n * @group databases\n */" ) );
		$this->assertSame( 'both', self::placement( "/**\n * @group database\n * @database-neutral counts rows to check a case.\n */" ) );
	}

	/**
	 * With MariaDB (CI), the whole suite runs on it and SQLite runs the
	 * database group; without it, the whole suite on SQLite.
	 */
	public function test_the_second_database_run_is_the_database_group(): void {
		$root   = dirname( __DIR__, 2 );
		$config = (string) file_get_contents( $root . '/phpunit-database.xml.dist' );
		$this->assertMatchesRegularExpression( '#<groups>\s*<include>\s*<group>database</group>\s*</include>\s*</groups>#', $config );
		$runner = (string) file_get_contents( $root . '/bin/test-runner.mjs' );
		$this->assertMatchesRegularExpression( "#const MAIN_DB = MYSQL \? 'mysql' : 'sqlite';#", $runner );
		$this->assertMatchesRegularExpression( "#phpunit\(\s*where,\s*MYSQL \? 'MariaDB' : 'SQLite',\s*\{\s*WP_TESTS_DB: MAIN_DB,\s*\}\s*\)#", $runner );
		$this->assertMatchesRegularExpression( "#if \( MYSQL \) \{\s*await phpunit\(\s*where,\s*'SQLite',\s*\{\s*WP_TESTS_DB: 'sqlite',\s*PHPUNIT_CONFIG: 'phpunit-database\.xml\.dist',#", $runner );
	}
}
