<?php
/**
 * Migrations run on activation, once, and again without harm.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Hub\Migrations\Registry;
use Stencilbox\Plugin;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;
use Stencilbox\Support\Names;
use Stencilbox\Tests\TestCase;

/**
 * Works on SQLite and MariaDB alike (the suite runs on both in CI).
 *
 * @group database
 */
final class MigratorTest extends TestCase {
	public function test_activation_applied_every_migration(): void {
		$applied = (array) get_option( Migrator::OPTION );
		foreach ( Registry::all() as $migration ) {
			$this->assertContains( $migration->id(), $applied );
		}
		$this->assertSame( array(), Plugin::instance()->service( Migrator::class )->pending() );
	}

	public function test_tables_exist_with_their_indexes(): void {
		global $wpdb;
		foreach ( array( 'accounts', 'api_keys' ) as $table ) {
			$this->assertSame( Names::table( $table ), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Names::table( $table ) ) ) );
		}
		$indexes = array_column( (array) $wpdb->get_results( 'SHOW INDEX FROM ' . Names::table( 'accounts' ), ARRAY_A ), 'Key_name' );
		$this->assertContains( 'email', $indexes );
		$keys = array_column( (array) $wpdb->get_results( 'SHOW INDEX FROM ' . Names::table( 'api_keys' ), ARRAY_A ), 'Key_name' );
		$this->assertContains( 'key_hash', $keys );
		$this->assertContains( 'account_id', $keys );
	}

	public function test_running_every_migration_again_changes_nothing(): void {
		global $wpdb;
		$before = $this->schema();
		foreach ( Registry::all() as $migration ) {
			$migration->up( $wpdb );
		}
		$this->assertSame( '', $wpdb->last_error );
		$this->assertSame( $before, $this->schema() );
	}

	public function test_pending_migrations_run_in_id_order_and_are_recorded_once(): void {
		$log  = new \ArrayObject();
		$make = static function ( string $id ) use ( $log ): Migration {
			return new class( $id, $log ) implements Migration {
				/**
				 * Constructor.
				 *
				 * @param string       $migration_id Id.
				 * @param \ArrayObject $log          Where it records running.
				 */
				public function __construct( private string $migration_id, private \ArrayObject $log ) {}

				/**
				 * The id.
				 */
				public function id(): string {
					return $this->migration_id;
				}

				/**
				 * Records that it ran.
				 *
				 * @param \wpdb $wpdb Database.
				 */
				public function up( \wpdb $wpdb ): void {
					unset( $wpdb );
					$this->log->append( $this->migration_id );
				}
			};
		};
		$migrator = new Migrator( array( $make( '9002-b' ), $make( '9001-a' ) ) );
		$this->assertSame( array( '9001-a', '9002-b' ), $migrator->pending() );
		$this->assertSame( array( '9001-a', '9002-b' ), $migrator->migrate() );
		$this->assertSame( array(), $migrator->migrate() );
		$this->assertSame( array( '9001-a', '9002-b' ), $log->getArrayCopy() );
	}

	/**
	 * Columns and indexes of the hub tables.
	 *
	 * @return array<string, mixed>
	 */
	private function schema(): array {
		global $wpdb;
		$schema = array();
		foreach ( array( 'accounts', 'api_keys' ) as $table ) {
			$schema[ $table ] = array(
				(array) $wpdb->get_results( 'DESCRIBE ' . Names::table( $table ), ARRAY_A ),
				(array) $wpdb->get_results( 'SHOW INDEX FROM ' . Names::table( $table ), ARRAY_A ),
			);
		}
		return $schema;
	}
}
