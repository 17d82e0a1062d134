<?php
/**
 * Accounts and API keys.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Creates the accounts and api_keys tables.
 */
final class Migration0001Accounts implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0001-accounts';
	}

	/**
	 * Creates the tables (dbDelta: idempotent).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$accounts = Names::table( 'accounts' );
		$keys     = Names::table( 'api_keys' );
		Migrator::create_tables(
			array(
				"CREATE TABLE {$accounts} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  email varchar(190) NOT NULL,
  first_name varchar(100) NOT NULL DEFAULT '',
  last_name varchar(100) NOT NULL DEFAULT '',
  password_hash varchar(255) NOT NULL DEFAULT '',
  plan varchar(20) NOT NULL DEFAULT 'free',
  plan_term varchar(20) NOT NULL DEFAULT '',
  is_verified tinyint(1) NOT NULL DEFAULT 0,
  verify_token_hash varchar(64) NOT NULL DEFAULT '',
  verify_sent_at datetime DEFAULT NULL,
  profile_photo varchar(255) NOT NULL DEFAULT '',
  show_notice tinyint(1) NOT NULL DEFAULT 1,
  cloud_activity tinyint(1) NOT NULL DEFAULT 1,
  joined datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY email (email),
  KEY verify_token_hash (verify_token_hash)
)",
				"CREATE TABLE {$keys} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  account_id bigint(20) unsigned NOT NULL,
  key_hash varchar(64) NOT NULL,
  key_prefix varchar(16) NOT NULL DEFAULT '',
  label varchar(190) NOT NULL DEFAULT '',
  kind varchar(20) NOT NULL DEFAULT 'personal',
  created_at datetime NOT NULL,
  last_used_at datetime DEFAULT NULL,
  revoked_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY key_hash (key_hash),
  KEY account_id (account_id)
)",
			)
		);
	}
}
