<?php
/**
 * Usage reports belong to the account that made them (issue [20]).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Versions\Usage;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange -- a migration of our own tables, run once (Support/Migrator); there is no API for it.

/**
 * `item_usage` (0008) kept one row per thing and site address, so any
 * account that named a site replaced or deleted that site's rows. Its
 * primary key cannot change in place on every database (dbDelta does not
 * change a primary key; SQLite has no `ALTER TABLE … PRIMARY KEY`), so the
 * rows move to a new table, `usage_reports`, keyed by thing, site and the
 * account that reported: each account has its own report of a site.
 *
 * Rows already stored keep the account they were reported with (0008
 * recorded it). Idempotent: a row already copied is not copied again, and
 * the old table goes only once its rows are in the new one.
 */
final class Migration0009UsageByAccount implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0009-usage-by-account';
	}

	/**
	 * Creates the table, copies the old one's rows, drops the old one.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		$reports = Usage::table();
		$old     = Names::table( 'item_usage' );
		Migrator::create_tables(
			array(
				"CREATE TABLE {$reports} (
  kind varchar(10) NOT NULL,
  target_id bigint(20) unsigned NOT NULL,
  site varchar(190) NOT NULL,
  account_id bigint(20) unsigned NOT NULL,
  version int(10) unsigned NOT NULL DEFAULT 0,
  places int(10) unsigned NOT NULL DEFAULT 0,
  posts int(10) unsigned NOT NULL DEFAULT 0,
  reported_at datetime NOT NULL,
  PRIMARY KEY  (kind,target_id,site,account_id),
  KEY account_site (account_id,site)
)",
			)
		);
		if ( $old !== $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $old ) ) ) ) {
			return;
		}
		$copied = $wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (kind, target_id, site, account_id, version, places, posts, reported_at)
				SELECT kind, target_id, site, account_id, version, places, posts, reported_at FROM %i AS legacy
				WHERE NOT EXISTS (SELECT 1 FROM %i AS r WHERE r.kind = legacy.kind AND r.target_id = legacy.target_id AND r.site = legacy.site AND r.account_id = legacy.account_id)',
				$reports,
				$old,
				$reports
			)
		);
		if ( false !== $copied ) {
			$wpdb->query( $wpdb->prepare( 'DROP TABLE IF EXISTS %i', $old ) );
		}
	}
}
