<?php
/**
 * Catalogue bundles: a zip in the demo catalogue format, so a hub owner can
 * move a library between hubs (export here, import there).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Names;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

/**
 * Export writes `catalogue.json`, the content files and every local image
 * (thumbnails, screenshots, icons, and images the block markup points at,
 * rewritten to `{{demo}}/images/…`). Import never unpacks the zip: entry
 * names must be safe relative paths in the format's folders (images with
 * CatalogueImage's strict names), only images / markup / JSON, no links, no
 * duplicates, bounded sizes and counts; then CatalogueReader reads and checks
 * everything straight from the zip. Only when all of it passed are the images
 * the catalogue uses written (checked again, SVGs rebuilt) into the import's
 * own folder (see BundleFolders), and the rows after them. Entries nothing
 * refers to are never written anywhere.
 */
final class Bundle {
	public const SOURCE           = 'bundle';
	public const MAX_ZIP_BYTES    = 50 * MB_IN_BYTES;
	public const MAX_TOTAL_BYTES  = 150 * MB_IN_BYTES;
	public const MAX_ENTRIES      = 5000;
	/** An entry whose size is more than this many times its compressed size is refused (zip bombs). */

	/**
	 * Constructor.
	 *
	 * @param CatalogRepository $catalog  Reads.
	 * @param CatalogueImporter $importer Importer.
	 * @param CatalogueReader   $reader   Reader.
	 * @param AssetRefs         $assets   Image references.
	 */
	public function __construct( private CatalogRepository $catalog, private CatalogueImporter $importer, private CatalogueReader $reader, private AssetRefs $assets ) {
		$this->folders = new BundleFolders();
	}

	/**
	 * Where imports keep their images.
	 *
	 * @var BundleFolders
	 */
	private BundleFolders $folders;

	/**
	 * Writes the whole catalogue to a zip file.
	 *
	 * @return string Path of the zip (a temporary file; the caller removes it).
	 * @throws HttpError When the zip cannot be written.
	 */
	public function export(): string {
		global $wpdb;
		$items_t = Names::table( 'catalog_items' );
		// Newest first: the display order, which the importer keeps.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's catalogue table, read whole once for an export.
		$rows    = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i ORDER BY id DESC', $items_t ), ARRAY_A );
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$path    = wp_tempnam( 'stencilbox-catalogue.zip' );
		$zip     = new \ZipArchive();
		if ( true !== $zip->open( $path, \ZipArchive::OVERWRITE ) ) {
			HttpError::raise( 'export_failed', __( 'The bundle could not be written.', 'stencilbox' ), 500 );
		}
		$images = array();
		$image  = function ( string $ref ) use ( $zip, &$images ): string {
			if ( '' === $ref || preg_match( '#^https?://#i', $ref ) ) {
				return $ref;
			}
			$file = $this->assets->path( $ref );
			if ( null === $file ) {
				return '';
			}
			if ( ! in_array( strtolower( pathinfo( $file, PATHINFO_EXTENSION ) ), CatalogueImage::EXTENSIONS, true ) ) {
				// A type a bundle may not carry (e.g. AVIF): linked by URL instead.
				return $this->assets->url( $ref );
			}
			if ( ! isset( $images[ $file ] ) ) {
				// Names as import wants them (CatalogueImage): one dot, a lower-case extension.
				$ext  = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
				$base = trim( (string) preg_replace( '/[^A-Za-z0-9_-]+/', '-', pathinfo( $file, PATHINFO_FILENAME ) ), '-_' );
				$base = '' !== $base ? substr( $base, 0, 90 ) : 'image';
				$name = "{$base}.{$ext}";
				for ( $n = 2; in_array( 'images/' . $name, $images, true ); $n++ ) {
					$name = "{$base}-{$n}.{$ext}";
				}
				$images[ $file ] = 'images/' . $name;
				$zip->addFile( $file, $images[ $file ] );
			}
			return $images[ $file ];
		};

		$by_key = array();
		foreach ( $rows as $row ) {
			$key                                       = '' !== $row['variation_key'] ? $row['variation_key'] : $row['slug'];
			$by_key[ $row['type'] ][ $key ][ $row['platform'] ] = $row;
		}
		$ids_to_key = array();
		foreach ( $rows as $row ) {
			$ids_to_key[ (int) $row['id'] ] = '' !== $row['variation_key'] ? $row['variation_key'] : $row['slug'];
		}
		$cards      = array();
		$term_slugs = array();
		foreach ( array_chunk( $rows, 200 ) as $chunk ) {
			foreach ( $this->catalog->presenter()->cards( $chunk ) as $card ) {
				$cards[ $card['id'] ] = $card;
			}
			$term_slugs += $this->catalog->presenter()->term_slugs_of( array_map( 'intval', array_column( $chunk, 'id' ) ) );
		}

		$packs = array();
		$items = array();
		foreach ( $by_key as $type => $entries ) {
			foreach ( $entries as $key => $variants ) {
				// The row that keeps the item's settings (the block editor's) leads.
				$keeping = array_filter( $variants, static fn( string $platform ): bool => Platforms::get( $platform )->keeps_settings(), ARRAY_FILTER_USE_KEY );
				$main    = $keeping ? reset( $keeping ) : reset( $variants );
				$card = $cards[ (int) $main['id'] ];
				$entry = array(
					'slug'            => $key,
					'name'            => $main['name'],
					'description'     => $main['description'],
					'plan'            => $main['plan'],
					'price'           => (float) $main['price'],
				) + array_map( static fn( string $taxonomy ): array => $term_slugs[ (int) $main['id'] ][ $taxonomy ] ?? array(), array_flip( ItemArgs::linked_taxonomies() ) ) + array(
					'dependencies'    => array_column( $card['dependencies'], 'slug' ),
					'featured'        => (bool) (int) $main['featured'],
					'thumbnail'       => $image( (string) $main['thumbnail'] ),
					'downloads'       => (int) $main['downloads'],
					'favourite_count' => (int) $main['favourite_count'],
					'rating'          => (float) $main['rating'],
					'rating_count'    => (int) $main['rating_count'],
				);
				if ( 'pack' === $type ) {
					// Its posts' URLs under today's address, where localise_images() finds their files.
					$settings = json_decode( $this->assets->rebase( (string) $main['settings'] ), true );
					$settings = is_array( $settings ) ? $settings : array();
					$posts    = array();
					foreach ( (array) ( $settings['posts'] ?? array() ) as $post ) {
						$file = 'gutenberg/' . sanitize_key( (string) ( $post['slug'] ?? '' ) ) . '.html';
						$zip->addFromString( $file, $this->localise_images( (string) ( $post['content'] ?? '' ), $image ) );
						$local   = $this->localise_images( (string) ( $post['image'] ?? '' ), $image );
						$posts[] = array(
							'slug'    => (string) ( $post['slug'] ?? '' ),
							'title'   => (string) ( $post['title'] ?? '' ),
							'excerpt' => (string) ( $post['excerpt'] ?? '' ),
							'date'    => (string) ( $post['date'] ?? '' ),
							'image'   => str_starts_with( $local, '{{demo}}/' ) ? substr( $local, strlen( '{{demo}}/' ) ) : $local,
							'content' => $file,
						);
					}
					unset( $settings['posts'] );
					$packs[] = $entry + array(
						'thumbnail2'      => $image( (string) $main['thumbnail2'] ),
						'thumbnail3'      => $image( (string) $main['thumbnail3'] ),
						'banner'          => $image( (string) $main['banner'] ),
						'live_url'        => $main['live_url'],
						'platforms'       => array_keys( $variants ),
						'fullsite_import' => (bool) (int) $main['fullsite_import'],
						'has_settings'    => (bool) (int) $main['has_settings'],
						'has_attachments' => (bool) (int) $main['has_attachments'],
						'settings'        => $settings,
						'posts'           => $posts,
					);
					continue;
				}
				$files         = array();
				$design_source = array();
				foreach ( $variants as $platform => $variant ) {
					$content = $this->catalog->content( (int) $variant['id'] );
					$adapter = Platforms::get( $platform );
					$content = $adapter->bundle_content( $content, fn( string $content ): string => $this->localise_images( $content, $image ) );
					$file    = "{$platform}/{$key}." . $adapter->file_extension();
					$zip->addFromString( $file, $content );
					$files[ $platform ] = $file;
					// The presets its roles were read with travel with it (DesignRoles).
					$source = DesignRoles::source_of( ( new ItemDesigns() )->current( (int) $variant['id'] ) );
					if ( $source ) {
						$design_source[ $platform ] = $source;
					}
				}
				$screenshots = json_decode( (string) $main['screenshots'], true );
				$template    = '';
				if ( $keeping ) {
					$item_settings = json_decode( (string) $main['settings'], true );
					$template      = ItemArgs::page_template( is_array( $item_settings ) ? ( $item_settings['template'] ?? '' ) : '' );
				}
				$items[] = $entry + array(
					'type'          => $type,
					'template_type' => $card['template_type']['slug'] ?? null,
					'pack'          => (int) $main['pack_id'] ? ( $ids_to_key[ (int) $main['pack_id'] ] ?? null ) : null,
					'banner'        => $image( (string) $main['banner'] ),
					'live_url'      => $main['live_url'],
					'screenshots'   => array_values( array_filter( array_map( $image, is_array( $screenshots ) ? $screenshots : array() ) ) ),
					'platforms'     => $files,
					'page_template' => '' !== $template && 'page' === $type ? $template : null,
				) + ( $design_source ? array( 'design_source' => $design_source ) : array() );
			}
		}

		$dependencies = array();
		foreach ( $this->catalog->dependencies() as $dependency ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the stored icon reference, which the catalogue's answers do not carry; read once per dependency of an export.
			$row            = $wpdb->get_row( $wpdb->prepare( 'SELECT icon FROM %i WHERE id = %d', Names::table( 'catalog_dependencies' ), $dependency['id'] ), ARRAY_A );
			$dependencies[] = array(
				'slug'        => $dependency['slug'],
				'name'        => $dependency['name'],
				'is_pro'      => $dependency['is_pro'],
				'plugin_file' => $dependency['plugin_file'],
				'icon'        => $image( (string) ( $row['icon'] ?? '' ) ),
				'link'        => $dependency['link'],
			);
		}
		$terms = static fn( array $list ): array => array_map(
			static fn( array $term ): array => array(
				'slug' => $term['slug'],
				'name' => $term['name'],
			),
			$list
		);
		$manifest = array( 'version' => 1 ) + array_map( fn( string $taxonomy ): array => $terms( $this->catalog->terms( $taxonomy ) ), array_flip( ItemArgs::linked_taxonomies() ) ) + array(
			'template_types' => array_map(
				static fn( array $type ): array => array(
					'slug'      => $type['slug'],
					'name'      => $type['name'],
					'item_type' => $type['item_type'],
				),
				$this->catalog->terms( 'template_type' )
			),
			'dependencies'   => $dependencies,
			'pricing'        => array_values( (array) get_option( CatalogWriter::PRICING_OPTION, array() ) ),
			'packs'          => $packs,
			'items'          => $items,
		);
		$zip->addFromString( CatalogueReader::MANIFEST, (string) wp_json_encode( $manifest, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
		if ( ! $zip->close() ) {
			HttpError::raise( 'export_failed', __( 'The bundle could not be written.', 'stencilbox' ), 500 );
		}
		return $path;
	}

	/**
	 * Imports a bundle zip.
	 *
	 * @param string $zip_path Uploaded file.
	 * @return array{packs: int, items: int, removed: int, skipped: int} `skipped`: image
	 *         entries the catalogue does not use (not written).
	 * @throws HttpError|CatalogueError When the bundle is refused (nothing is written then).
	 */
	public function import( string $zip_path ): array {
		/* translators: %d: largest bundle in MB. */
		$zip = SafeZip::open( $zip_path, self::MAX_ZIP_BYTES, sprintf( __( 'A bundle must be a zip file of at most %d MB.', 'stencilbox' ), (int) ( self::MAX_ZIP_BYTES / MB_IN_BYTES ) ) );
		$name = '';
		try {
			$problems = $this->check_entries( $zip );
			if ( $problems ) {
				CatalogueError::refuse( $problems );
			}
			$files     = new CatalogueZip( $zip );
			$catalogue = $this->reader->read( $files );
			$images    = $catalogue['images'];
			$skipped   = count( array_diff( preg_grep( '#^images/#', $files->names() ), $images ) );
			$placement = array(
				'refs' => array(),
				'base' => '',
				'ref'  => '',
			);
			if ( $images ) {
				$name      = $this->folders->new_name();
				$this->importer->write_images( $files, $images, $this->folders->incoming( $name ) );
				$placement = array(
					'refs' => array_combine( $images, array_map( fn( string $image ): string => $this->folders->ref( $name ) . '/' . $image, $images ) ) ?: array(),
					'base' => $this->folders->ref( $name ),
					'ref'  => $name,
				);
			}
			$report = $this->importer->import( $catalogue, $placement, self::SOURCE, false );
			if ( '' !== $name && ! $this->folders->publish( $name ) ) {
				HttpError::raise( 'import_failed', __( 'The bundle’s images could not be moved into place.', 'stencilbox' ), 500 );
			}
			$name = '';
		} finally {
			$zip->close();
			if ( '' !== $name ) {
				$this->folders->discard( $name );
			}
		}
		return $report + array( 'skipped' => $skipped );
	}

	/**
	 * Every reason to refuse a zip before reading it.
	 *
	 * @param \ZipArchive $zip Open archive.
	 * @return string[]
	 */
	public function check_entries( \ZipArchive $zip ): array {
		$manifest = false;
		$seen     = array();
		$allow    = static function ( string $name ) use ( &$manifest, &$seen ): ?string {
			$ext = strtolower( pathinfo( $name, PATHINFO_EXTENSION ) );
			$key = strtolower( $name );
			if ( isset( $seen[ $key ] ) ) {
				/* translators: %s: file name inside the zip. */
				return sprintf( __( '%s is in the archive more than once.', 'stencilbox' ), $name );
			}
			$seen[ $key ] = true;
			$manifest     = $manifest || CatalogueReader::MANIFEST === $name;
			if ( str_starts_with( $name, 'images/' ) ) {
				return CatalogueImage::valid_path( $name ) ? null : "{$name}: " . CatalogueImage::path_rule() . '.';
			}
			$ok = CatalogueReader::MANIFEST === $name
				|| ( preg_match( '#^gutenberg/[^/]+$#', $name ) && 'html' === $ext )
				|| ( preg_match( '#^elementor/[^/]+$#', $name ) && 'json' === $ext );
			/* translators: %s: file name inside the zip. */
			return $ok ? null : sprintf( __( '%s: only catalogue.json, gutenberg/*.html, elementor/*.json and images are allowed.', 'stencilbox' ), $name );
		};
		$limit    = static fn( string $name ): int => CatalogueReader::MANIFEST === $name
			? CatalogueReader::MAX_MANIFEST_BYTES
			: ( 'images' === strtok( $name, '/' ) ? CatalogueReader::MAX_IMAGE_BYTES : CatalogueReader::MAX_CONTENT_BYTES );
		$problems = SafeZip::problems( $zip, $allow, $limit, self::MAX_ENTRIES, self::MAX_TOTAL_BYTES );
		if ( ! $manifest && ! $problems ) {
			$problems[] = __( 'The bundle has no catalogue.json at its top level.', 'stencilbox' );
		}
		return $problems;
	}

	/**
	 * Rewrites local image URLs in block markup to `{{demo}}/images/…` and
	 * adds the files to the bundle.
	 *
	 * @param string   $content Block markup.
	 * @param callable $image   Adds a file by reference; returns its bundle path.
	 */
	private function localise_images( string $content, callable $image ): string {
		$base = preg_quote( untrailingslashit( content_url() ), '#' );
		return (string) preg_replace_callback(
			'#' . $base . '/[^"\'\s)<>]+\.(?:svg|png|jpe?g|gif|webp)#i',
			function ( array $match ) use ( $image ): string {
				$path = WP_CONTENT_DIR . substr( $match[0], strlen( untrailingslashit( content_url() ) ) );
				$ref  = $this->assets->ref_for( $path );
				$file = null !== $ref ? $image( $ref ) : '';
				return '' !== $file ? '{{demo}}/' . $file : $match[0];
			},
			$content
		);
	}
}
