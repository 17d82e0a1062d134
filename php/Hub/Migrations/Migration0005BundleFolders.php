<?php
/**
 * Bundle folders made before imports recorded them: tie them to their items
 * and take out every file an import should never have kept.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Migrations;

use Stencilbox\Hub\Catalog\Bundle;
use Stencilbox\Hub\Catalog\BundleFolders;
use Stencilbox\Hub\Catalog\CatalogueImage;
use Stencilbox\Hub\Catalog\CatalogueReader;
use Stencilbox\Support\Migration;
use Stencilbox\Support\Names;
use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a migration of our own tables, run once (Support/Migrator); there is no API for it.

/**
 * A data migration, no schema change. Earlier bundle imports unpacked the
 * whole zip into `uploads/stencilbox-catalog/bundles/<folder>` and kept
 * every image in it, used or not, SVGs as they came; their items did not
 * record the folder. For each such item the folder is found from its image
 * references and content and written to `source_ref` (as imports do now).
 * In those folders only images that an item or a dependency icon uses, and
 * that pass CatalogueImage's checks, stay (SVGs rebuilt in place); every
 * other file goes. Finally folders no item uses are removed.
 *
 * Idempotent: a second run finds no item without its folder, so it cleans
 * nothing and only sweeps.
 */
final class Migration0005BundleFolders implements Migration {
	/** A bundle image inside content or a reference: `…/bundles/<folder>/images/<name>`. */
	private const USE_PATTERN = '#stencilbox-catalog/bundles/([A-Za-z0-9][A-Za-z0-9-]*)/(images/[A-Za-z0-9._-]+)#';

	/**
	 * Id.
	 */
	public function id(): string {
		return '0005-bundle-folders';
	}

	/**
	 * Applies the change.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void {
		$folders = new BundleFolders();
		if ( ! is_dir( $folders->root() ) ) {
			return;
		}
		$items   = Names::table( 'catalog_items' );
		$content = Names::table( 'catalog_content' );
		$deps    = Names::table( 'catalog_dependencies' );
		$legacy = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, thumbnail, thumbnail2, thumbnail3, banner, screenshots FROM %i WHERE source = %s AND source_ref = ''", $items, Bundle::SOURCE ), ARRAY_A );
		$used   = array();
		foreach ( $legacy as $row ) {
			$shots = json_decode( (string) $row['screenshots'], true );
			$refs  = implode( "\n", array_merge( array( $row['thumbnail'], $row['thumbnail2'], $row['thumbnail3'], $row['banner'] ), is_array( $shots ) ? $shots : array() ) );
			$refs .= "\n" . (string) $wpdb->get_var( $wpdb->prepare( 'SELECT content FROM %i WHERE item_id = %d', $content, (int) $row['id'] ) );
			if ( ! preg_match_all( self::USE_PATTERN, $refs, $matches, PREG_SET_ORDER ) ) {
				continue;
			}
			foreach ( $matches as $match ) {
				$used[ $match[1] ][ $match[2] ] = true;
			}
			$wpdb->update( $items, array( 'source_ref' => $matches[0][1] ), array( 'id' => (int) $row['id'] ) );
		}
		$icons = (array) $wpdb->get_col( $wpdb->prepare( 'SELECT icon FROM %i', $deps ) );
		foreach ( $icons as $icon ) {
			// Only in folders found above: a folder of a newer import is clean already.
			if ( preg_match( self::USE_PATTERN, (string) $icon, $match ) && isset( $used[ $match[1] ] ) ) {
				$used[ $match[1] ][ $match[2] ] = true;
			}
		}
		foreach ( $used as $folder => $images ) {
			$dir = $folders->root() . '/' . $folder;
			if ( preg_match( BundleFolders::NAME_PATTERN, (string) $folder ) && is_dir( $dir ) && ! is_link( $dir ) ) {
				$this->clean( $dir, $images );
			}
		}
		$folders->sweep();
	}

	/**
	 * Keeps only the used images of a folder that pass the checks, SVGs rebuilt.
	 *
	 * @param string              $dir    Folder.
	 * @param array<string, bool> $images Used images (relative paths).
	 */
	private function clean( string $dir, array $images ): void {
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $files as $file ) {
			$path = $file->getPathname();
			if ( $file->isDir() && ! $file->isLink() ) {
				if ( 'images' !== substr( $path, strlen( $dir ) + 1 ) ) {
					SafeZip::remove_dir( $path );
				}
				continue;
			}
			$relative = substr( $path, strlen( $dir ) + 1 );
			$bytes    = ! $file->isLink() && isset( $images[ $relative ] ) && $file->getSize() <= CatalogueReader::MAX_IMAGE_BYTES ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- an image of a bundle folder in our uploads.
			$clean    = false === $bytes ? null : CatalogueImage::clean( $relative, $bytes );
			if ( null === $clean ) {
				wp_delete_file( $path );
			} elseif ( $clean !== $bytes ) {
				file_put_contents( $path, $clean ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the same image, rewritten cleaned.
			}
		}
	}
}
