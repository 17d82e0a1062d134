<?php
/**
 * Writes a catalogue read by CatalogueReader into the hub's tables.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * Upserts terms, dependencies, packs and items (one row per platform
 * variant, linked by their shared slug). Images are stored as references.
 * Where the images are is the caller's "placement": a folder inside the
 * plugin or uploads serves its images where they are (the shipped demo is
 * our own code); anything else has exactly the images the reader listed
 * written through `write_images()` (checked, SVGs rebuilt) and nothing more.
 */
final class CatalogueImporter {
	public const UPLOADS_FOLDER = 'stencilbox-catalog';

	/**
	 * Constructor.
	 *
	 * @param CatalogueReader $reader Reader.
	 * @param CatalogWriter   $writer Writer.
	 * @param AssetRefs       $assets Image references.
	 */
	public function __construct( private CatalogueReader $reader, private CatalogWriter $writer, private AssetRefs $assets ) {}

	/**
	 * Reads a folder and imports it.
	 *
	 * @param string $dir            Folder holding catalogue.json.
	 * @param string $source         Source label stored with every item (`demo`, `bundle`, …).
	 * @param bool   $remove_missing Delete this source's items the folder no longer has.
	 * @param array<string, array<string, mixed>> $restore Ids and counters for items new here (see `import()`).
	 * @return array{packs: int, items: int, removed: int}
	 * @throws CatalogueError When the folder is invalid (nothing is written then).
	 */
	public function import_folder( string $dir, string $source, bool $remove_missing = false, array $restore = array() ): array {
		$catalogue = $this->reader->read( $dir );
		$placement = $this->place_folder( new CatalogueFolder( (string) realpath( $dir ) ), $catalogue['images'], $source );
		return $this->import( $catalogue, $placement, $source, $remove_missing, $restore );
	}

	/**
	 * Imports a catalogue whose images are placed.
	 *
	 * @param array<string, mixed>                                         $catalogue      CatalogueReader::read() output.
	 * @param array{refs: array<string, string>, base: string, ref: string} $placement      The stored reference of each image
	 *                                                                                     (relative path => reference), the
	 *                                                                                     reference of their folder (what
	 *                                                                                     `{{demo}}` becomes) and the
	 *                                                                                     `source_ref` every item records.
	 * @param string                                                       $source         Source label.
	 * @param bool                                                         $remove_missing Delete this source's items not in the catalogue.
	 * @param array<string, array<string, mixed>>                          $restore        Ids and counters to give items that
	 *                                                                                     are new here ("platform/slug" =>
	 *                                                                                     row), see CatalogWriter::save_item().
	 * @return array{packs: int, items: int, removed: int}
	 */
	public function import( array $catalogue, array $placement, string $source, bool $remove_missing = false, array $restore = array() ): array {
		$ref      = static function ( string $image ) use ( $placement ): string {
			if ( '' === $image || preg_match( '#^https?://#i', $image ) ) {
				return $image;
			}
			return $placement['refs'][ $image ] ?? '';
		};
		$demo_url = untrailingslashit( $this->assets->url( $placement['base'] ) );
		// The URLs written below are under today's addresses: remembered, so
		// they are read under the site's address of the day (AssetRefs::rebase()).
		$this->assets->remember();

		// Term ids by taxonomy and slug: every linked taxonomy (ItemArgs::linked_taxonomies()), then the template types.
		$term_ids = array( 'template_type' => array() );
		foreach ( ItemArgs::linked_taxonomies() as $taxonomy => $list ) {
			$term_ids[ $taxonomy ] = array();
			foreach ( $catalogue[ $list ] as $term ) {
				$term_ids[ $taxonomy ][ $term['slug'] ] = $this->writer->upsert_term( $taxonomy, $term['slug'], $term['name'] );
			}
		}
		foreach ( $catalogue['template_types'] as $term ) {
			$term_ids['template_type'][ $term['slug'] ] = $this->writer->upsert_term( 'template_type', $term['slug'], $term['name'], $term['item_type'] );
		}
		$dependency_ids = array();
		foreach ( $catalogue['dependencies'] as $dependency ) {
			$dependency['icon']                      = $ref( $dependency['icon'] );
			$dependency_ids[ $dependency['slug'] ] = $this->writer->upsert_dependency( $dependency );
		}
		if ( $catalogue['pricing'] ) {
			$this->writer->set_pricing( $catalogue['pricing'] );
		}

		$links = static function ( array $entry ) use ( $term_ids, $dependency_ids ): array {
			$terms = array();
			foreach ( ItemArgs::linked_taxonomies() as $taxonomy => $list ) {
				foreach ( $entry[ $list ] as $slug ) {
					$terms[] = $term_ids[ $taxonomy ][ $slug ];
				}
			}
			return array(
				'term_ids'       => $terms,
				'dependency_ids' => array_map( static fn( string $slug ): int => $dependency_ids[ $slug ], $entry['dependencies'] ),
			);
		};

		// The id sets change once, when every item is written (or if this fails half-way).
		$batch    = $this->writer->batch();
		$kept     = array();
		$pack_ids = array();
		// Lists show newest (highest id) first: insert back to front so the
		// file's order is the order people see.
		foreach ( array_reverse( $catalogue['packs'] ) as $pack ) {
			// Sample posts travel in the pack's settings, their images as URLs
			// like the content's (PackBuilder puts them in the pack package).
			$posts = array();
			foreach ( (array) ( $pack['posts'] ?? array() ) as $post ) {
				$posts[] = array(
					'image'   => $this->assets->url( $ref( $post['image'] ) ),
					'content' => '' !== $demo_url ? str_replace( '{{demo}}', $demo_url, $post['content'] ) : $post['content'],
				) + $post;
			}
			if ( $posts ) {
				$pack['settings']['posts'] = $posts;
			}
			foreach ( $pack['platforms'] as $platform ) {
				$id = $this->writer->save_item(
					array(
						'platform'      => $platform,
						'variation_key' => $pack['slug'],
						'content'       => null,
						'source'        => $source,
						'source_ref'    => $placement['ref'],
						'restore'       => $restore[ "{$platform}/{$pack['slug']}" ] ?? null,
						'thumbnail'     => $ref( $pack['thumbnail'] ),
						'thumbnail2'    => $ref( $pack['thumbnail2'] ),
						'thumbnail3'    => $ref( $pack['thumbnail3'] ),
						'banner'        => $ref( $pack['banner'] ),
					) + $links( $pack ) + $pack
				);
				$pack_ids[ $platform ][ $pack['slug'] ] = $id;
				$kept[]                                 = $id;
			}
		}
		$items = 0;
		foreach ( array_reverse( $catalogue['items'] ) as $item ) {
			foreach ( $item['content'] as $platform => $content ) {
				if ( '' !== $demo_url ) {
					// Images of the catalogue's folder, written as the platform's
					// content writes a URL (in an Elementor export, escaped for JSON).
					$content = str_replace( '{{demo}}', Platforms::get( $platform )->escape_url( $demo_url ), $content );
				}
				$id = $this->writer->save_item(
					array(
						'platform'         => $platform,
						'variation_key'    => $item['slug'],
						'content'          => $content,
						'source'           => $source,
						'source_ref'       => $placement['ref'],
						'restore'          => $restore[ "{$platform}/{$item['slug']}" ] ?? null,
						'pack_id'          => null !== $item['pack'] ? ( $pack_ids[ $platform ][ $item['pack'] ] ?? 0 ) : 0,
						'template_type_id' => null !== $item['template_type'] ? $term_ids['template_type'][ $item['template_type'] ] : 0,
						'thumbnail'        => $ref( $item['thumbnail'] ),
						'banner'           => $ref( $item['banner'] ),
						'screenshots'      => array_values( array_filter( array_map( $ref, $item['screenshots'] ) ) ),
						// A page template names a block theme's template (`Platform::keeps_settings()`).
						'settings'         => Platforms::get( $platform )->keeps_settings() ? $item['settings'] : array(),
						'design_source'    => $item['design_source'][ $platform ] ?? array(),
					) + $links( $item ) + $item
				);
				$kept[] = $id;
				++$items;
			}
		}

		$removed = 0;
		if ( $remove_missing ) {
			$stale   = array_diff( $this->writer->ids_from_source( $source ), $kept );
			$removed = count( $stale );
			$this->writer->delete_items( $stale );
		}
		$batch = null;
		$this->writer->prune();
		CatalogVersion::bump();
		return array(
			'packs'   => count( $pack_ids ) ? array_sum( array_map( 'count', $pack_ids ) ) : 0,
			'items'   => $items,
			'removed' => $removed,
		);
	}

	/**
	 * Places a folder's images: where they are when the folder is inside the
	 * plugin or uploads (code put it there: the shipped demo, or a folder
	 * the `stencilbox_demo_catalogue_dir` filter names), else copies of
	 * exactly the images the catalogue uses, checked, in
	 * `uploads/stencilbox-catalog/<source>`.
	 *
	 * @param CatalogueFolder $folder Folder.
	 * @param string[]        $images Images the catalogue uses (relative paths).
	 * @param string          $source Source label (names the copy).
	 * @return array{refs: array<string, string>, base: string, ref: string}
	 * @throws CatalogueError When an image cannot be written.
	 */
	private function place_folder( CatalogueFolder $folder, array $images, string $source ): array {
		$base = $this->assets->ref_for( $folder->dir() . '/' . CatalogueReader::MANIFEST );
		if ( null !== $base ) {
			$refs = array();
			foreach ( $images as $image ) {
				$refs[ $image ] = (string) $this->assets->ref_for( $folder->dir() . '/' . $image );
			}
			return array(
				'refs' => $refs,
				'base' => (string) $this->assets->ref_for( $folder->dir() ),
				'ref'  => '',
			);
		}
		$target = self::UPLOADS_FOLDER . '/' . sanitize_file_name( $source );
		$this->write_images( $folder, $images, trailingslashit( wp_get_upload_dir()['basedir'] ) . $target );
		return array(
			'refs' => array_combine( $images, array_map( static fn( string $image ): string => "uploads:{$target}/{$image}", $images ) ) ?: array(),
			'base' => "uploads:{$target}",
			'ref'  => '',
		);
	}

	/**
	 * Writes images of a catalogue into a folder: each one checked again and
	 * written as CatalogueImage::clean() gives it (SVGs rebuilt from the
	 * allowlist). Nothing but these files is written.
	 *
	 * @param CatalogueFiles $files  The catalogue's files.
	 * @param string[]       $images Relative paths (`images/…`), as CatalogueReader listed them.
	 * @param string         $dir    Target folder (created).
	 * @throws CatalogueError When an image fails (the reader passed it, so only on a read error).
	 */
	public function write_images( CatalogueFiles $files, array $images, string $dir ): void {
		if ( ! $images ) {
			return;
		}
		wp_mkdir_p( $dir . '/images' );
		foreach ( $images as $image ) {
			$bytes = $files->read( $image, CatalogueReader::MAX_IMAGE_BYTES );
			$clean = null === $bytes ? null : CatalogueImage::clean( $image, $bytes );
			if ( null === $clean || false === file_put_contents( $dir . '/' . $image, $clean ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a cleaned image into the bundle's folder in our uploads.
				/* translators: %s: image file. */
				CatalogueError::refuse( array( sprintf( __( '%s could not be written.', 'stencilbox' ), $image ) ) );
			}
		}
	}
}
