<?php
/**
 * Writes a catalogue read by CatalogueReader into the hub's tables.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * Upserts terms, dependencies, packs and items (one row per platform
 * variant, linked by their shared slug). Images are stored as references:
 * files inside the plugin or the uploads folder are used where they are;
 * files elsewhere are copied into uploads first.
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
	 * @return array{packs: int, items: int, removed: int}
	 * @throws CatalogueError When the folder is invalid (nothing is written then).
	 */
	public function import_folder( string $dir, string $source, bool $remove_missing = false ): array {
		$catalogue = $this->reader->read( $dir );
		return $this->import( $catalogue, (string) realpath( $dir ), $source, $remove_missing );
	}

	/**
	 * Imports a catalogue that was read from `$dir`.
	 *
	 * @param array<string, mixed> $catalogue      CatalogueReader::read() output.
	 * @param string               $dir            Its folder (real path).
	 * @param string               $source         Source label.
	 * @param bool                 $remove_missing Delete this source's items not in the catalogue.
	 * @return array{packs: int, items: int, removed: int}
	 */
	public function import( array $catalogue, string $dir, string $source, bool $remove_missing = false ): array {
		$base = $this->base_folder( $dir, $source );
		$ref  = function ( string $image ) use ( $dir, $base ): string {
			if ( '' === $image || preg_match( '#^https?://#i', $image ) ) {
				return $image;
			}
			$path = $base . substr( $image, strlen( $dir ) );
			return $this->assets->ref_for( $path ) ?? '';
		};
		$demo_url = untrailingslashit( $this->assets->folder_url( $base ) );

		$term_ids = array(
			'category'      => array(),
			'tag'           => array(),
			'template_type' => array(),
		);
		foreach ( $catalogue['categories'] as $term ) {
			$term_ids['category'][ $term['slug'] ] = $this->writer->upsert_term( 'category', $term['slug'], $term['name'] );
		}
		foreach ( $catalogue['tags'] as $term ) {
			$term_ids['tag'][ $term['slug'] ] = $this->writer->upsert_term( 'tag', $term['slug'], $term['name'] );
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
			foreach ( $entry['categories'] as $slug ) {
				$terms[] = $term_ids['category'][ $slug ];
			}
			foreach ( $entry['tags'] as $slug ) {
				$terms[] = $term_ids['tag'][ $slug ];
			}
			return array(
				'term_ids'       => $terms,
				'dependency_ids' => array_map( static fn( string $slug ): int => $dependency_ids[ $slug ], $entry['dependencies'] ),
			);
		};

		$kept     = array();
		$pack_ids = array();
		// Lists show newest (highest id) first: insert back to front so the
		// file's order is the order people see.
		foreach ( array_reverse( $catalogue['packs'] ) as $pack ) {
			foreach ( $pack['platforms'] as $platform ) {
				$id = $this->writer->save_item(
					array(
						'platform'      => $platform,
						'variation_key' => $pack['slug'],
						'content'       => null,
						'source'        => $source,
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
					// Images of the catalogue's folder; in an Elementor export
					// the URL sits inside JSON strings, so it is escaped for JSON.
					$content = str_replace( '{{demo}}', 'elementor' === $platform ? substr( (string) wp_json_encode( $demo_url ), 1, -1 ) : $demo_url, $content );
				}
				$id = $this->writer->save_item(
					array(
						'platform'         => $platform,
						'variation_key'    => $item['slug'],
						'content'          => $content,
						'source'           => $source,
						'pack_id'          => null !== $item['pack'] ? ( $pack_ids[ $platform ][ $item['pack'] ] ?? 0 ) : 0,
						'template_type_id' => null !== $item['template_type'] ? $term_ids['template_type'][ $item['template_type'] ] : 0,
						'thumbnail'        => $ref( $item['thumbnail'] ),
						'banner'           => $ref( $item['banner'] ),
						'screenshots'      => array_values( array_filter( array_map( $ref, $item['screenshots'] ) ) ),
						// A page template names a block theme's template: Gutenberg only.
						'settings'         => 'gutenberg' === $platform ? $item['settings'] : array(),
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
		$this->writer->prune();
		CatalogVersion::bump();
		return array(
			'packs'   => count( $pack_ids ) ? array_sum( array_map( 'count', $pack_ids ) ) : 0,
			'items'   => $items,
			'removed' => $removed,
		);
	}

	/**
	 * Where the catalogue's images are served from: the folder itself when it
	 * is inside the plugin or uploads, else a copy of its images in uploads.
	 *
	 * @param string $dir    Folder (real path).
	 * @param string $source Source label (names the copy).
	 */
	private function base_folder( string $dir, string $source ): string {
		if ( null !== $this->assets->ref_for( $dir . '/' . CatalogueReader::MANIFEST ) ) {
			return $dir;
		}
		$target = trailingslashit( wp_get_upload_dir()['basedir'] ) . self::UPLOADS_FOLDER . '/' . sanitize_file_name( $source );
		wp_mkdir_p( $target );
		$images = $dir . '/images';
		if ( is_dir( $images ) ) {
			wp_mkdir_p( $target . '/images' );
			foreach ( (array) scandir( $images ) as $file ) {
				$from = $images . '/' . $file;
				$ext  = strtolower( pathinfo( (string) $file, PATHINFO_EXTENSION ) );
				if ( is_file( $from ) && ! is_link( $from ) && in_array( $ext, CatalogueReader::IMAGE_EXTENSIONS, true ) && null === CatalogueReader::image_problem( $from ) ) {
					copy( $from, $target . '/images/' . $file );
				}
			}
		}
		return (string) realpath( $target );
	}
}
