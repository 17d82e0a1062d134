<?php
/**
 * The addresses URLs in the catalogue were written under, recorded for the
 * catalogues imported before the hub recorded them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\Bundle;
use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a migration of our own tables, run once (Support/Migrator); there is no API for it.

/**
 * A data migration that changes no row. The demo seed and bundle imports
 * wrote absolute image URLs into content and into packs' sample posts;
 * reads now move URLs under a recorded base onto the current one
 * (AssetRefs::rebase()), and imports record their bases, but a catalogue
 * imported earlier recorded none — and the site may have moved since. The
 * bases its demo and bundle rows use are read from the rows themselves
 * (AssetRefs::bases_in()) and recorded; the content stays byte for byte
 * what it was, so no version hash changes and no site sees an update.
 *
 * Idempotent: recording a base twice keeps one.
 */
final class Migration0011AssetBases implements Migration {
	/** Rows read at a time. */
	private const BATCH = 200;

	/**
	 * Id.
	 */
	public function id(): string {
		return '0011-asset-bases';
	}

	/**
	 * Applies the change.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		$items   = Names::table( 'catalog_items' );
		$content = Names::table( 'catalog_content' );
		$found   = array();
		$after   = 0;
		do {
			$rows = (array) $wpdb->get_results(
				$wpdb->prepare(
					'SELECT i.id, i.settings, c.content FROM %i i LEFT JOIN %i c ON c.item_id = i.id WHERE i.source IN (%s, %s) AND i.id > %d ORDER BY i.id LIMIT %d',
					$items,
					$content,
					DemoSeeder::SOURCE,
					Bundle::SOURCE,
					$after,
					self::BATCH
				),
				ARRAY_A
			);
			foreach ( $rows as $row ) {
				$after = (int) $row['id'];
				foreach ( AssetRefs::bases_in( (string) $row['settings'] . "\n" . (string) $row['content'] ) as $scheme => $urls ) {
					$found[ $scheme ] = array_merge( $found[ $scheme ] ?? array(), $urls );
				}
			}
		} while ( count( $rows ) === self::BATCH );
		if ( $found ) {
			// The plugin's folder and file do not matter: only recorded bases are written.
			( new AssetRefs( '', '' ) )->remember( array_map( 'array_unique', $found ) );
		}
	}
}
