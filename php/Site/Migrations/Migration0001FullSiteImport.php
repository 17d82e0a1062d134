<?php
/**
 * The full-site import's sessions and journal.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Migrations;

use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * `fsi_sessions`: one row per import (its form, cursor, log, results and
 * lock); `fsi_journal`: what each import created or changed, one row per
 * thing, unique per session so recording the same thing twice is one row.
 */
final class Migration0001FullSiteImport implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return 'site-0001-full-site-import';
	}

	/**
	 * Creates the tables (dbDelta: idempotent).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$sessions = Names::table( 'fsi_sessions' );
		$journal  = Names::table( 'fsi_journal' );
		Migrator::create_tables(
			array(
				"CREATE TABLE {$sessions} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  uuid varchar(36) NOT NULL,
  user_id bigint(20) unsigned NOT NULL,
  pack_id bigint(20) unsigned NOT NULL,
  pack_slug varchar(190) NOT NULL DEFAULT '',
  pack_name varchar(255) NOT NULL DEFAULT '',
  platform varchar(20) NOT NULL,
  status varchar(20) NOT NULL,
  form longtext NOT NULL,
  cursor_state longtext NOT NULL,
  log longtext NOT NULL,
  results longtext NOT NULL,
  lock_token varchar(64) NOT NULL DEFAULT '',
  lock_until bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  reverted_at datetime NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY uuid (uuid),
  KEY user_status (user_id,status,id),
  KEY status (status,id)
)",
				"CREATE TABLE {$journal} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  session_id bigint(20) unsigned NOT NULL,
  kind varchar(30) NOT NULL,
  ref varchar(190) NOT NULL,
  data longtext NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY entry (session_id,kind,ref),
  KEY session (session_id,id)
)",
			)
		);
	}
}
