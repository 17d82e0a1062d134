<?php
/**
 * The catalogue: items (one row per platform variant), their content, terms,
 * dependencies and the search word index.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Support\Migration;
use Stencilbox\Support\Migrator;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Creates the catalogue tables.
 *
 * Every list filter of `/items` is answered from an index: the item row is
 * found by (platform, type[, plan_rank], id) so pages come out in id order
 * without a scan; categories and tags through (term_id, item_id); dependency
 * include/exclude through (dependency_id, item_id); search through
 * (word, item_id) prefix ranges. tests/php/Hub/Catalog/QueryPlanTest.php
 * proves it with EXPLAIN.
 */
final class Migration0002Catalog implements Migration {
	/**
	 * Id.
	 */
	public function id(): string {
		return '0002-catalog';
	}

	/**
	 * Creates the tables (dbDelta: idempotent).
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		unset( $wpdb ); // dbDelta (Migrator::create_tables) uses the global.
		$items      = Names::table( 'catalog_items' );
		$content    = Names::table( 'catalog_content' );
		$terms      = Names::table( 'catalog_terms' );
		$item_terms = Names::table( 'catalog_item_terms' );
		$deps       = Names::table( 'catalog_dependencies' );
		$item_deps  = Names::table( 'catalog_item_dependencies' );
		$words      = Names::table( 'catalog_words' );
		Migrator::create_tables(
			array(
				"CREATE TABLE {$items} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  platform varchar(20) NOT NULL,
  type varchar(10) NOT NULL,
  slug varchar(190) NOT NULL,
  variation_key varchar(190) NOT NULL DEFAULT '',
  name varchar(255) NOT NULL DEFAULT '',
  description text NOT NULL,
  plan varchar(10) NOT NULL DEFAULT 'free',
  plan_rank tinyint(3) unsigned NOT NULL DEFAULT 0,
  price decimal(10,2) NOT NULL DEFAULT 0,
  pack_id bigint(20) unsigned NOT NULL DEFAULT 0,
  template_type_id bigint(20) unsigned NOT NULL DEFAULT 0,
  thumbnail varchar(500) NOT NULL DEFAULT '',
  thumbnail2 varchar(500) NOT NULL DEFAULT '',
  thumbnail3 varchar(500) NOT NULL DEFAULT '',
  banner varchar(500) NOT NULL DEFAULT '',
  live_url varchar(500) NOT NULL DEFAULT '',
  screenshots text NOT NULL,
  settings longtext NOT NULL,
  rating decimal(3,2) NOT NULL DEFAULT 0,
  rating_count int(10) unsigned NOT NULL DEFAULT 0,
  downloads bigint(20) unsigned NOT NULL DEFAULT 0,
  favourite_count bigint(20) unsigned NOT NULL DEFAULT 0,
  featured tinyint(1) unsigned NOT NULL DEFAULT 0,
  fullsite_import tinyint(1) unsigned NOT NULL DEFAULT 0,
  has_settings tinyint(1) unsigned NOT NULL DEFAULT 0,
  has_attachments tinyint(1) unsigned NOT NULL DEFAULT 0,
  source varchar(40) NOT NULL DEFAULT 'local',
  source_ref varchar(190) NOT NULL DEFAULT '',
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY platform_slug (platform,slug),
  KEY browse (platform,type,id),
  KEY plan (platform,type,plan_rank,id),
  KEY template_type (template_type_id,id),
  KEY pack (pack_id,id),
  KEY featured (platform,featured,id),
  KEY platform_id (platform,id),
  KEY variation (variation_key),
  KEY source (source,source_ref)
)",
				"CREATE TABLE {$content} (
  item_id bigint(20) unsigned NOT NULL,
  content longtext NOT NULL,
  PRIMARY KEY  (item_id)
)",
				"CREATE TABLE {$terms} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  taxonomy varchar(20) NOT NULL,
  slug varchar(190) NOT NULL,
  name varchar(190) NOT NULL DEFAULT '',
  item_type varchar(10) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  UNIQUE KEY taxonomy_slug (taxonomy,slug)
)",
				"CREATE TABLE {$item_terms} (
  term_id bigint(20) unsigned NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (term_id,item_id),
  KEY item_id (item_id)
)",
				"CREATE TABLE {$deps} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  slug varchar(190) NOT NULL,
  name varchar(190) NOT NULL DEFAULT '',
  is_pro tinyint(1) unsigned NOT NULL DEFAULT 0,
  plugin_file varchar(255) NOT NULL DEFAULT '',
  icon varchar(500) NOT NULL DEFAULT '',
  link varchar(500) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  UNIQUE KEY slug (slug)
)",
				"CREATE TABLE {$item_deps} (
  dependency_id bigint(20) unsigned NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (dependency_id,item_id),
  KEY item_id (item_id)
)",
				"CREATE TABLE {$words} (
  word varchar(40) NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (word,item_id),
  KEY item_id (item_id)
)",
			)
		);
	}
}
