<?php
/**
 * Seeds the hub with the demo catalogue we ship (`php/Hub/Catalog/demo/`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Hooks;
use Stencilbox\Support\Names;
use Stencilbox\Support\NetworkLibrary;

defined( 'ABSPATH' ) || exit;

/**
 * Seeds on activation, again whenever the shipped demo changes (a plugin
 * update), and on demand from the hub screen. Re-seeding updates the demo
 * items in place (ids, and so favourites and ratings, survive), removes demo
 * items the files no longer have, and leaves every other item alone.
 *
 * Removing the demo remembers each item's id and live counters; seeding it
 * again gives the same items the same ids back (when nothing took them
 * meanwhile), so favourites, ratings, downloads and purchases, whose rows
 * are kept with the id, come back with them.
 */
final class DemoSeeder {
	public const SOURCE          = 'demo';
	public const SEEDED_OPTION   = 'stencilbox_demo_seeded';
	public const DISABLED_OPTION = 'stencilbox_demo_disabled';
	/** "platform/slug" => id and live counters of the demo items last removed. */
	public const REMOVED_OPTION = 'stencilbox_demo_removed';
	/** The demo we ship. */
	public const DIR = __DIR__ . '/demo';

	/**
	 * Constructor.
	 *
	 * @param CatalogueImporter $importer    Importer.
	 * @param CatalogWriter     $writer      Writer.
	 * @param string            $default_dir The shipped demo folder.
	 */
	public function __construct( private CatalogueImporter $importer, private CatalogWriter $writer, private string $default_dir ) {}

	/**
	 * Re-seeds after an update changed the demo files. An admin page builds
	 * the seeder only then: the check is an autoloaded option against four
	 * file stats (the seeder's importer and writer are a large part of the
	 * hub).
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'admin_init', 'maybe_seed', 10, 1, 'changed' );
	}

	/**
	 * Guard of `admin_init`: the shipped demo changed since it was seeded
	 * (and this site keeps its own library).
	 */
	public static function changed(): bool {
		return get_option( self::SEEDED_OPTION ) !== self::fingerprint( self::folder( self::DIR ) ) && ! NetworkLibrary::elsewhere();
	}

	/**
	 * The demo folder (the `stencilbox_demo_catalogue_dir` filter can point it
	 * elsewhere, e.g. at a test fixture).
	 */
	public function dir(): string {
		return self::folder( $this->default_dir );
	}

	/**
	 * The folder seeded from, by default the one given.
	 *
	 * @param string $default_dir The shipped demo folder.
	 */
	private static function folder( string $default_dir ): string {
		/**
		 * Filters the folder the demo catalogue is seeded from.
		 *
		 * @param string $dir Folder holding catalogue.json.
		 */
		return (string) apply_filters( 'stencilbox_demo_catalogue_dir', $default_dir );
	}

	/**
	 * Whether a demo catalogue is there to seed.
	 */
	public function available(): bool {
		return is_file( $this->dir() . '/' . CatalogueReader::MANIFEST );
	}

	/**
	 * Seeds when the demo is available, wanted and not seeded in this version
	 * (never on a site that uses its network's library: it holds none).
	 *
	 * @return array{packs: int, items: int, removed: int}|null What was seeded, or null.
	 */
	public function maybe_seed(): ?array {
		$fingerprint = self::fingerprint( $this->dir() );
		if ( get_option( self::SEEDED_OPTION ) === $fingerprint || NetworkLibrary::elsewhere() ) {
			return null;
		}
		if ( get_option( self::DISABLED_OPTION ) || ! $this->available() ) {
			// Removed by the owner, or no demo shipped: this state of the
			// files is settled too (seeding on demand still works).
			update_option( self::SEEDED_OPTION, $fingerprint, true );
			return null;
		}
		try {
			return $this->seed();
		} catch ( CatalogueError $error ) {
			// A broken demo must never break wp-admin; the hub screen shows the problems on re-seed.
			update_option( self::SEEDED_OPTION, self::fingerprint( $this->dir() ), true );
			if ( defined( 'WP_DEBUG' ) && WP_DEBUG ) {
				error_log( 'Stencilbox demo catalogue: ' . $error->getMessage() ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.Found, WordPress.PHP.DevelopmentFunctions.error_log_error_log -- WP_DEBUG only: a developer's broken demo files.
			}
			return null;
		}
	}

	/**
	 * Seeds (or re-seeds) now.
	 *
	 * @return array{packs: int, items: int, removed: int}
	 * @throws CatalogueError When the demo files are invalid.
	 */
	public function seed(): array {
		$restore = (array) get_option( self::REMOVED_OPTION, array() );
		$report  = $this->importer->import_folder( $this->dir(), self::SOURCE, true, $restore );
		update_option( self::SEEDED_OPTION, self::fingerprint( $this->dir() ), true );
		delete_option( self::DISABLED_OPTION );
		delete_option( self::REMOVED_OPTION );
		return $report;
	}

	/**
	 * Removes every demo item and stops seeding it.
	 *
	 * @return int Items removed.
	 */
	public function remove(): int {
		global $wpdb;
		$table   = Names::table( 'catalog_items' );
		$columns = array_merge( array( 'id', 'platform', 'slug' ), CatalogWriter::COUNTERS );
		// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a %i per column name, then the table and the source; the hub's catalogue table, read once to remove the demo.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT ' . implode( ', ', array_fill( 0, count( $columns ), '%i' ) ) . ' FROM %i WHERE source = %s', array_merge( $columns, array( $table, self::SOURCE ) ) ), ARRAY_A );
		$ids     = array_map( 'intval', array_column( $rows, 'id' ) );
		if ( $rows ) {
			// Kept with earlier removals (a second remove finds nothing new to forget).
			$removed = (array) get_option( self::REMOVED_OPTION, array() );
			foreach ( $rows as $row ) {
				$removed[ $row['platform'] . '/' . $row['slug'] ] = array_diff_key( $row, array_flip( array( 'platform', 'slug' ) ) );
			}
			update_option( self::REMOVED_OPTION, $removed, false );
		}
		$this->writer->delete_items( $ids );
		$this->writer->prune();
		update_option( self::DISABLED_OPTION, 1, false );
		CatalogVersion::bump();
		return count( $ids );
	}

	/**
	 * Identifies the demo files' state cheaply (it runs on every admin page):
	 * the folder and its manifest's size and time — one file's stat, no
	 * listing. The manifest names every item, and a plugin update (or a
	 * demo rebuilt, `bin/demo-catalogue/generate.mjs`) writes it again, so either re-seeds.
	 *
	 * @param string $dir The folder seeded from.
	 */
	private static function fingerprint( string $dir ): string {
		$manifest = $dir . '/catalogue.json';
		// phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- a missing manifest is part of the state.
		return md5( $dir . '|' . (string) @filesize( $manifest ) . ':' . (string) @filemtime( $manifest ) );
	}
}
