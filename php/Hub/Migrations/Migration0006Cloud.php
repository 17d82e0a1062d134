<?php
/**
 * The personal cloud: files, their content-addressed bodies and images,
 * the search word index, workspaces and their members.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Creates the cloud tables. Each list the screens make is an index range,
 * newest (highest id) first, so a page costs the same at 10,000 files per
 * account as at ten:
 *
 * - My Clouds: `cloud_files.mine` (account, workspace 0[, platform], id);
 * - a workspace: `cloud_files.workspace` (workspace[, platform], id);
 * - name search: `cloud_words.mine` / `cloud_words.workspace`, a prefix
 *   range of one word inside the list's scope (Words' rules);
 * - the quota: a count on the `mine` prefix (account);
 * - Shared with Me: `cloud_members.account` (account, workspace);
 * - pending invitations turning into memberships: `cloud_members.email`.
 *
 * Bodies and images are stored once per SHA-256; `refs` is recomputed from
 * the rows that use them after every change (never incremented blindly),
 * and a body or image nobody uses any more is deleted.
 */
final class Migration0006Cloud implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0006-cloud';
	}

	/**
	 * Creates the tables (dbDelta: idempotent).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$files       = Names::table( 'cloud_files' );
		$words       = Names::table( 'cloud_words' );
		$bodies      = Names::table( 'cloud_bodies' );
		$assets      = Names::table( 'cloud_assets' );
		$file_assets = Names::table( 'cloud_file_assets' );
		$workspaces  = Names::table( 'cloud_workspaces' );
		$members     = Names::table( 'cloud_members' );
		Migrator::create_tables(
			array(
				"CREATE TABLE {$files} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  account_id bigint(20) unsigned NOT NULL,
  workspace_id bigint(20) unsigned NOT NULL DEFAULT 0,
  name varchar(200) NOT NULL DEFAULT '',
  slug varchar(200) NOT NULL DEFAULT '',
  platform varchar(20) NOT NULL,
  type varchar(20) NOT NULL DEFAULT 'page',
  body_hash char(64) NOT NULL,
  size int(10) unsigned NOT NULL DEFAULT 0,
  item_id bigint(20) unsigned NOT NULL DEFAULT 0,
  source varchar(10) NOT NULL DEFAULT 'push',
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY mine (account_id,workspace_id,id),
  KEY mine_platform (account_id,workspace_id,platform,id),
  KEY workspace (workspace_id,id),
  KEY workspace_platform (workspace_id,platform,id),
  KEY body_hash (body_hash)
)",
				"CREATE TABLE {$words} (
  file_id bigint(20) unsigned NOT NULL,
  word varchar(40) NOT NULL,
  account_id bigint(20) unsigned NOT NULL,
  workspace_id bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (file_id,word),
  KEY mine (account_id,workspace_id,word),
  KEY workspace (workspace_id,word)
)",
				"CREATE TABLE {$bodies} (
  hash char(64) NOT NULL,
  size int(10) unsigned NOT NULL DEFAULT 0,
  refs int(10) unsigned NOT NULL DEFAULT 0,
  body longtext NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (hash)
)",
				"CREATE TABLE {$assets} (
  hash char(64) NOT NULL,
  ext varchar(5) NOT NULL,
  size int(10) unsigned NOT NULL DEFAULT 0,
  refs int(10) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (hash),
  KEY unused (refs,created_at)
)",
				"CREATE TABLE {$file_assets} (
  file_id bigint(20) unsigned NOT NULL,
  hash char(64) NOT NULL,
  PRIMARY KEY  (file_id,hash),
  KEY hash (hash)
)",
				"CREATE TABLE {$workspaces} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  account_id bigint(20) unsigned NOT NULL,
  title varchar(200) NOT NULL DEFAULT '',
  slug varchar(200) NOT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY slug (slug),
  KEY owner (account_id,id)
)",
				"CREATE TABLE {$members} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  workspace_id bigint(20) unsigned NOT NULL,
  email varchar(190) NOT NULL,
  account_id bigint(20) unsigned NOT NULL DEFAULT 0,
  status varchar(10) NOT NULL DEFAULT 'pending',
  invited_at datetime NOT NULL,
  joined_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY workspace_email (workspace_id,email),
  KEY account (account_id,workspace_id),
  KEY email (email,status)
)",
			)
		);
	}
}
