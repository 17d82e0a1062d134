<?php
/**
 * A fleet's staged rollouts and its audit log (issue [26] items 1 and 3).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Fleet\Approvers;
use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * Five new tables: `fleet_sites` (a site address's channel), `fleet_pins`
 * (a site held at a version of an item), `item_approvals` (the versions
 * approved for every site), `account_rights` (accounts the hub owner gave
 * the `approve` right) and `audit_log` (who published, approved, pinned,
 * applied and rolled back what, where and when). Staged rollouts start
 * off, as an autoloaded option, so an update check never reads it from
 * the database; nothing else changes.
 */
final class Migration0016Fleet implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0016-fleet';
	}

	/**
	 * Creates the tables (dbDelta: idempotent) and the option.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$sites     = Fleet::sites_table();
		$pins      = Fleet::pins_table();
		$approvals = Fleet::approvals_table();
		$rights    = Approvers::table();
		$audit     = AuditLog::table();
		Migrator::create_tables(
			array(
				"CREATE TABLE {$sites} (
  site varchar(190) NOT NULL,
  channel varchar(20) NOT NULL,
  changed_at datetime NOT NULL,
  PRIMARY KEY  (site)
)",
				"CREATE TABLE {$pins} (
  site varchar(190) NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  number int(10) unsigned NOT NULL,
  pinned_at datetime NOT NULL,
  PRIMARY KEY  (site,item_id)
)",
				"CREATE TABLE {$approvals} (
  item_id bigint(20) unsigned NOT NULL,
  number int(10) unsigned NOT NULL,
  approved_at datetime NOT NULL,
  PRIMARY KEY  (item_id,number)
)",
				"CREATE TABLE {$rights} (
  account_id bigint(20) unsigned NOT NULL,
  name varchar(20) NOT NULL,
  granted_at datetime NOT NULL,
  PRIMARY KEY  (account_id,name)
)",
				"CREATE TABLE {$audit} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  created_at datetime NOT NULL,
  action varchar(20) NOT NULL,
  actor_kind varchar(10) NOT NULL,
  actor_id bigint(20) unsigned NOT NULL DEFAULT 0,
  actor_name varchar(190) NOT NULL DEFAULT '',
  item_id bigint(20) unsigned NOT NULL DEFAULT 0,
  version int(10) unsigned NOT NULL DEFAULT 0,
  site varchar(190) NOT NULL DEFAULT '',
  outcome varchar(20) NOT NULL DEFAULT '',
  reason varchar(190) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  KEY action_id (action,id),
  KEY item_id (item_id,id),
  KEY site_id (site,id)
)",
			)
		);
		if ( false === get_option( Fleet::STAGED_OPTION ) ) {
			add_option( Fleet::STAGED_OPTION, '0', '', true );
		}
	}
}
