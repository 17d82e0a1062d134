<?php
/**
 * Cloud names stored before the hub kept them as plain text lose their markup.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Cloud\CloudFiles;
use Stencilbox\Hub\Cloud\CloudService;
use Stencilbox\Hub\Cloud\Workspaces;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's cloud tables, which no WordPress API holds; read once, by the migration that changes them.

/**
 * A push, a rename and a WorkSpace's title store names as plain text
 * (`CloudService::plain()`), but names stored before that keep their
 * markup: every screen shows them as text, so a person sees the tags, and
 * the site had to clean them on the way out. This runs the same rule over
 * the names that hold a `<`, through the cloud's own renames (a file's slug
 * and search words are rewritten with it; both were made without tags
 * already). A name that was nothing but markup
 * becomes "(no title)", as WordPress names an untitled post.
 */
final class Migration0022PlainCloudNames implements Migration {
	/** Rows read at a time. */
	private const BATCH = 200;

	/**
	 * Id.
	 */
	public function id(): string {
		return '0022-plain-cloud-names';
	}

	/**
	 * Cleans the files' names and the WorkSpaces' titles.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		self::each( $wpdb, Names::table( 'cloud_files' ), 'name', array( new CloudFiles(), 'rename' ) );
		self::each( $wpdb, Names::table( 'cloud_workspaces' ), 'title', array( new Workspaces(), 'rename' ) );
	}

	/**
	 * Calls `$rename` with the plain text of every row whose column holds
	 * markup, by id, a batch at a time.
	 *
	 * @param \wpdb                       $wpdb   Database.
	 * @param string                      $table  Table.
	 * @param string                      $column Column (`name` or `title`).
	 * @param callable(int, string): void $rename Stores one row's new text.
	 */
	private static function each( \wpdb $wpdb, string $table, string $column, callable $rename ): void {
		$after = 0;
		do {
			$rows = (array) $wpdb->get_results(
				$wpdb->prepare( 'SELECT id, %i AS text FROM %i WHERE id > %d AND %i LIKE %s ORDER BY id LIMIT %d', $column, $table, $after, $column, '%<%', self::BATCH ),
				ARRAY_A
			);
			foreach ( $rows as $row ) {
				$after = (int) $row['id'];
				$plain = CloudService::plain( (string) $row['text'] );
				if ( $plain !== $row['text'] ) {
					$rename( $after, '' !== $plain ? $plain : __( '(no title)', 'stencilbox' ) );
				}
			}
		} while ( self::BATCH === count( $rows ) );
	}
}
