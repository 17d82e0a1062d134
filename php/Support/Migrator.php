<?php
/**
 * Runs pending migrations on activation and whenever the code expects a newer
 * schema than the database has.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Versioned migrations; the applied ids live in one option.
 */
final class Migrator {
	public const OPTION = 'stencilbox_migrations';

	/**
	 * Constructor.
	 *
	 * @param Migration[] $migrations All migrations, any order.
	 */
	public function __construct( private array $migrations ) {
		usort( $this->migrations, static fn( Migration $a, Migration $b ): int => strcmp( $a->id(), $b->id() ) );
	}

	/**
	 * Migrates when a migration is pending.
	 */
	public function maybe_migrate(): void {
		if ( $this->pending() ) {
			$this->migrate();
		}
	}

	/**
	 * Ids of the migrations not yet applied.
	 *
	 * @return string[]
	 */
	public function pending(): array {
		$applied = (array) get_option( self::OPTION, array() );
		$pending = array();
		foreach ( $this->migrations as $migration ) {
			if ( ! in_array( $migration->id(), $applied, true ) ) {
				$pending[] = $migration->id();
			}
		}
		return $pending;
	}

	/**
	 * Applies every pending migration in order, recording each as it succeeds.
	 *
	 * @return string[] Ids applied now.
	 */
	public function migrate(): array {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$applied = (array) get_option( self::OPTION, array() );
		$done    = array();
		foreach ( $this->migrations as $migration ) {
			if ( in_array( $migration->id(), $applied, true ) ) {
				continue;
			}
			$migration->up( $wpdb );
			$applied[] = $migration->id();
			$done[]    = $migration->id();
			update_option( self::OPTION, $applied, true );
		}
		return $done;
	}

	/**
	 * Runs `dbDelta` for CREATE TABLE statements with the site's charset.
	 *
	 * @param string[] $create_statements CREATE TABLE statements without charset.
	 */
	public static function create_tables( array $create_statements ): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		foreach ( $create_statements as $sql ) {
			dbDelta( $sql . ' ' . $collate . ';' );
		}
	}
}
