<?php
/**
 * The public folders imported bundles keep their images in, and their
 * removal once no catalogue item uses them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Names;
use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

/**
 * Each import gets its own folder, `uploads/stencilbox-catalog/bundles/<name>`,
 * and every item it writes records `<name>` as its `source_ref` (source
 * `bundle`). Whether a folder is still needed is read from the catalogue
 * itself, not counted: a folder stays while an item from that import, or a
 * dependency whose icon lives there, remains; `sweep()` (run whenever items
 * are deleted or replaced, through CatalogWriter::prune()) removes the rest.
 *
 * An import writes its images into `.incoming-<name>` first and renames it
 * once its rows exist. Together with `sweep()` listing folders before it
 * reads the catalogue, a sweep running during someone's import never takes
 * the folder that import is about to use.
 */
final class BundleFolders {
	public const PATH = CatalogueImporter::UPLOADS_FOLDER . '/bundles';
	/** A folder name: letters, digits and dashes (older imports used mixed case). */
	public const NAME_PATTERN = '/^[A-Za-z0-9][A-Za-z0-9-]{0,100}$/';
	private const INCOMING = '.incoming-';
	/** An unfinished import's folder older than this is a crash's leftover. */
	private const INCOMING_TTL = DAY_IN_SECONDS;

	/**
	 * The folder that holds every bundle folder.
	 */
	public function root(): string {
		return trailingslashit( wp_get_upload_dir()['basedir'] ) . self::PATH;
	}

	/**
	 * A fresh folder name.
	 */
	public function new_name(): string {
		return gmdate( 'Ymd-His' ) . '-' . strtolower( wp_generate_password( 8, false ) );
	}

	/**
	 * The image reference prefix of a bundle folder (AssetRefs format).
	 *
	 * @param string $name Folder name.
	 */
	public function ref( string $name ): string {
		return 'uploads:' . self::PATH . '/' . $name;
	}

	/**
	 * Where an import writes its images before its rows exist.
	 *
	 * @param string $name Folder name.
	 */
	public function incoming( string $name ): string {
		return $this->root() . '/' . self::INCOMING . $name;
	}

	/**
	 * Moves an import's images to their final folder.
	 *
	 * @param string $name Folder name.
	 * @return bool Whether the folder is in place.
	 */
	public function publish( string $name ): bool {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename -- a same-folder rename is atomic; WP_Filesystem's move is not.
		return rename( $this->incoming( $name ), $this->root() . '/' . $name );
	}

	/**
	 * Removes an unfinished import's folder.
	 *
	 * @param string $name Folder name.
	 */
	public function discard( string $name ): void {
		SafeZip::remove_dir( $this->incoming( $name ) );
	}

	/**
	 * Names of the bundle folders the catalogue still uses.
	 *
	 * @return array<string, true>
	 */
	public function used(): array {
		global $wpdb;
		$items = Names::table( 'catalog_items' );
		$deps  = Names::table( 'catalog_dependencies' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's catalogue tables, read once when folders are swept.
		$names = (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT source_ref FROM %i WHERE source = %s AND source_ref <> ''", $items, Bundle::SOURCE ) );
		$icons = (array) $wpdb->get_col( $wpdb->prepare( 'SELECT icon FROM %i WHERE icon LIKE %s', $deps, $wpdb->esc_like( $this->ref( '' ) ) . '%' ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
		$prefix = strlen( $this->ref( '' ) );
		foreach ( $icons as $icon ) {
			$names[] = strtok( substr( (string) $icon, $prefix ), '/' );
		}
		return array_fill_keys( array_map( 'strval', array_filter( $names ) ), true );
	}

	/**
	 * Removes every bundle folder the catalogue no longer uses (and anything
	 * else that has no business there).
	 *
	 * @return int Folders removed.
	 */
	public function sweep(): int {
		$root = $this->root();
		if ( ! is_dir( $root ) || is_link( $root ) ) {
			return 0;
		}
		// List first, then read the catalogue: see the class comment.
		$entries = array_diff( (array) scandir( $root ), array( '.', '..' ) );
		$used    = $this->used();
		$removed = 0;
		foreach ( $entries as $entry ) {
			$entry = (string) $entry;
			$path  = $root . '/' . $entry;
			if ( str_starts_with( $entry, self::INCOMING ) && ! is_link( $path ) && time() - (int) filemtime( $path ) < self::INCOMING_TTL ) {
				continue;
			}
			if ( isset( $used[ $entry ] ) && preg_match( self::NAME_PATTERN, $entry ) && is_dir( $path ) && ! is_link( $path ) ) {
				continue;
			}
			is_dir( $path ) && ! is_link( $path ) ? SafeZip::remove_dir( $path ) : wp_delete_file( $path );
			++$removed;
		}
		return $removed;
	}
}
