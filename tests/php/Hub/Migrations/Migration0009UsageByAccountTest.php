<?php
/**
 * Usage reports move to a table keyed by the reporting account too
 * (issue [20]): the rows a hub holds keep their account, and the old table
 * goes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Migrations;

use Stencilbox\Hub\Migrations\Migration0008Versions;
use Stencilbox\Hub\Migrations\Migration0009UsageByAccount;
use Stencilbox\Hub\Versions\Usage;
use Stencilbox\Support\Names;
use Stencilbox\Tests\TestCase;

/**
 * On the database the tests run on (SQLite, or MariaDB, where a CREATE or
 * DROP TABLE ends the test's transaction: the test removes what it made).
 *
 * @group database
 */
final class Migration0009UsageByAccountTest extends TestCase {
	/**
	 * Whether a table exists.
	 *
	 * @param string $table Full name.
	 */
	private static function exists( string $table ): bool {
		global $wpdb;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
	}

	/**
	 * The reports table's rows as `kind/target/site/account: version places posts`.
	 *
	 * @return string[]
	 */
	private static function reports(): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( 'SELECT * FROM ' . Usage::table() . ' ORDER BY target_id, account_id', ARRAY_A );
		return array_map( static fn( array $row ): string => "{$row['kind']}/{$row['target_id']}/{$row['site']}/{$row['account_id']}: {$row['version']} {$row['places']} {$row['posts']}", $rows );
	}

	/**
	 * The hub as 0008 left it: its usage table with rows.
	 */
	private static function legacy_hub(): void {
		global $wpdb;
		( new Migration0008Versions() )->up( $wpdb );
		$old = Names::table( 'item_usage' );
		foreach ( array( array( 11, 'https://a.example.org/', 7, 3, 2 ), array( 12, 'https://b.example.org/', 9, 1, 1 ) ) as [ $item, $site, $account, $places, $posts ] ) {
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$old} (kind, target_id, site, account_id, version, places, posts, reported_at) VALUES ('item', %d, %s, %d, 1, %d, %d, '2026-01-02 03:04:05')", $item, $site, $account, $places, $posts ) );
		}
	}

	public function test_reports_keep_their_account_in_a_table_keyed_by_it_and_the_old_table_goes(): void {
		global $wpdb;
		$old = Names::table( 'item_usage' );
		$wpdb->query( 'DELETE FROM ' . Usage::table() );
		try {
			self::legacy_hub();
			$this->assertTrue( self::exists( $old ) );
			$migration = new Migration0009UsageByAccount();
			$migration->up( $wpdb );
			$this->assertFalse( self::exists( $old ), 'the old table goes' );
			$moved = array(
				'item/11/https://a.example.org//7: 1 3 2',
				'item/12/https://b.example.org//9: 1 1 1',
			);
			$this->assertSame( $moved, self::reports(), 'every row, with the account that reported it' );

			// Keyed by the account too: another account's report of the
			// same site is a row of its own, and leaves the first one be.
			( new Usage() )->report(
				'https://a.example.org/',
				8,
				array(
					array(
						'id'      => 11,
						'version' => 2,
						'places'  => 5,
						'posts'   => 4,
					),
				)
			);
			$this->assertCount( 3, self::reports() );
			$this->assertContains( 'item/11/https://a.example.org//7: 1 3 2', self::reports() );
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Usage::table() . ' WHERE account_id = %d', 8 ) );

			// Idempotent: again, and after a stop between the copy and the
			// drop (the old table still there), nothing is copied twice.
			$migration->up( $wpdb );
			$this->assertSame( $moved, self::reports() );
			self::legacy_hub();
			$migration->up( $wpdb );
			$this->assertSame( $moved, self::reports() );
			$this->assertFalse( self::exists( $old ) );
		} finally {
			$wpdb->query( "DROP TABLE IF EXISTS {$old}" );
			$wpdb->query( 'DELETE FROM ' . Usage::table() );
		}
	}
}
