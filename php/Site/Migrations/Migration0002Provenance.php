<?php
/**
 * Where inserted and imported content came from.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Migrations;

use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * `provenance`: one row per place content came into the site — a whole
 * post (`scope` document) or a range of blocks or elements in a post
 * (`scope` range, found again by `ref` or its element ids) — with its
 * source on the hub (`hub`, `kind` item or file, `source_id`), the version
 * it is and the hash of the content as inserted (`hash`; `history` keeps
 * the hash of each version it had, so a revision that brings an older
 * version back is recognised). `post` lists a post's rows; `source` the
 * rows of a source (an update check groups by it).
 */
final class Migration0002Provenance implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return 'site-0002-provenance';
	}

	/**
	 * Creates the table (dbDelta: idempotent).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$table = Names::table( 'provenance' );
		Migrator::create_tables(
			array(
				"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  post_id bigint(20) unsigned NOT NULL DEFAULT 0,
  scope varchar(10) NOT NULL,
  ref varchar(40) NOT NULL DEFAULT '',
  path varchar(20) NOT NULL,
  platform varchar(20) NOT NULL,
  hub varchar(190) NOT NULL,
  kind varchar(10) NOT NULL,
  source_id bigint(20) unsigned NOT NULL,
  source_name varchar(255) NOT NULL DEFAULT '',
  source_type varchar(20) NOT NULL DEFAULT '',
  version int(10) unsigned NOT NULL DEFAULT 1,
  hash char(64) NOT NULL,
  history longtext NOT NULL,
  context longtext NOT NULL,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY post (post_id,id),
  KEY hub (hub,id),
  KEY source (hub,kind,source_id),
  KEY ref (ref)
)",
			)
		);
	}
}
