<?php
/**
 * Builds the package of a pack for a full-site import.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Packages;

use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Catalog\ItemDesigns;
use Stencilbox\Hub\Versions\ItemVersions;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\PackPackage;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * One zip in `Support\PackPackage`'s format: the manifest, each item's
 * content (and each sample post's) with the hub's own image URLs turned
 * into `{{pack}}/images/…`, and those images. The site never fetches
 * anything else for the import. Each item carries its recorded design
 * (`ItemDesigns`, issue [25]): what "Match my site" maps to the site's
 * presets when the import keeps the site's theme.
 */
final class PackBuilder {
	/**
	 * Items' designs as roles.
	 *
	 * @var ItemDesigns
	 */
	private ItemDesigns $designs;

	/**
	 * Constructor.
	 *
	 * @param CatalogRepository $catalog Catalogue.
	 * @param AssetRefs         $assets   Where images live.
	 * @param ItemVersions|null $versions Item versions (each item's newest number goes into the manifest).
	 * @param ItemDesigns|null  $designs  Items' designs as roles (each item's current one goes into the manifest).
	 */
	public function __construct( private CatalogRepository $catalog, private AssetRefs $assets, private ?ItemVersions $versions = null, ?ItemDesigns $designs = null ) {
		$this->designs = $designs ?? new ItemDesigns();
	}

	/**
	 * Builds the zip of a pack row into a file: the one given, or a
	 * temporary one (the caller deletes it). Raster images are stored as
	 * they are (they do not compress; deflating them only costs time).
	 *
	 * @param array<string, mixed> $pack Pack row.
	 * @param string|null          $path Where to write it.
	 * @return string Zip path.
	 */
	public function build( array $pack, ?string $path = null ): string {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$path     = $path ?? wp_tempnam( 'pack.zip' );
		$zip      = new \ZipArchive();
		$zip->open( $path, \ZipArchive::CREATE | \ZipArchive::OVERWRITE );
		$images   = array();
		$items    = array();
		$platform = (string) $pack['platform'];
		$adapter  = Platforms::get( $platform );
		$rows     = $this->catalog->pack_rows( (int) $pack['id'] );
		$numbers  = $this->versions ? $this->versions->numbers( array_map( static fn( array $row ): int => (int) $row['id'], $rows ) ) : array();
		foreach ( $rows as $row ) {
			$file     = 'content/' . $row['slug'] . '.' . $adapter->file_extension();
			$content  = $this->localise( $this->catalog->content( (int) $row['id'] ), $images );
			// The item's template of the pack's theme: a row of a platform that
			// keeps no settings (Elementor: an insert must not apply a theme's
			// template to an Elementor page) has none, its block-editor twin does.
			$twin     = $adapter->keeps_settings() ? $row : $this->catalog->row( (int) $this->catalog->id_of( Platforms::BLOCK_EDITOR, (string) $row['slug'], (string) $row['type'] ) );
			$settings = json_decode( (string) ( $twin['settings'] ?? '' ), true );
			$zip->addFromString( $file, $content );
			$items[] = array(
				'slug'           => (string) $row['slug'],
				'name'           => (string) $row['name'],
				'type'           => (string) $row['type'],
				'template_type'  => (string) ( $row['template_type'] ?? '' ),
				'file'           => $file,
				'page_template'  => ItemArgs::item_page_template( $row + array( 'platform' => $platform ), $content ),
				'theme_template' => ItemArgs::page_template( is_array( $settings ) ? ( $settings['template'] ?? '' ) : '' ),
				// What the site records as each page's source (Site\Provenance).
				'id'             => (int) $row['id'],
				'version'        => (int) ( $numbers[ (int) $row['id'] ] ?? 1 ),
				// Its design as roles (null: none recorded), for "Match my site".
				'design'         => $this->designs->current( (int) $row['id'] ),
			);
		}
		// The pack's sample posts.
		$posts = array();
		foreach ( $this->posts( $pack ) as $n => $post ) {
			$slug = sanitize_key( (string) ( $post['slug'] ?? '' ) );
			if ( '' === $slug || isset( $posts[ $slug ] ) ) {
				continue;
			}
			$file = 'content/' . $slug . '.html';
			$zip->addFromString( $file, $this->localise( (string) ( $post['content'] ?? '' ), $images ) );
			$image          = $this->localise( (string) ( $post['image'] ?? '' ), $images );
			$posts[ $slug ] = array(
				'slug'    => $slug,
				'title'   => (string) ( $post['title'] ?? '' ),
				'excerpt' => (string) ( $post['excerpt'] ?? '' ),
				'date'    => (string) ( $post['date'] ?? '' ),
				'file'    => $file,
				'image'   => str_starts_with( $image, PackPackage::PLACEHOLDER . '/images/' ) ? substr( $image, strlen( PackPackage::PLACEHOLDER . '/images/' ) ) : '',
				'order'   => $n,
			);
		}
		foreach ( $images as $source => $name ) {
			$zip->addFile( $source, 'images/' . $name );
			if ( ! str_ends_with( $name, '.svg' ) ) {
				$zip->setCompressionName( 'images/' . $name, \ZipArchive::CM_STORE );
			}
		}
		$zip->addFromString(
			'manifest.json',
			(string) wp_json_encode(
				array(
					'version' => 1,
					'pack'    => array(
						'id'       => (int) $pack['id'],
						'slug'     => (string) $pack['slug'],
						'name'     => (string) $pack['name'],
						'platform' => $platform,
					),
					'items'   => $items,
					'posts'   => array_values( $posts ),
				)
			)
		);
		$zip->close();
		return $path;
	}

	/**
	 * A pack's sample posts, from its settings (both platforms' variants
	 * keep them, see CatalogueImporter).
	 *
	 * @param array<string, mixed> $pack Pack row.
	 * @return array<int, array<string, mixed>>
	 */
	private function posts( array $pack ): array {
		$settings = json_decode( (string) $pack['settings'], true );
		return array_values( array_filter( (array) ( $settings['posts'] ?? array() ), 'is_array' ) );
	}

	/**
	 * Rewrites the hub's own image URLs to `{{pack}}/images/<name>` and
	 * remembers each file under a name of the package's pattern. A URL is
	 * found with plain slashes (block markup, and Elementor data as the hub
	 * stores it) or with JSON's escaped ones (`http:\/\/…`, as Elementor's
	 * own exports write it), and is rewritten in the same form.
	 *
	 * @param string                $content Content.
	 * @param array<string, string> $images  File path → package name (grows).
	 */
	private function localise( string $content, array &$images ): string {
		$base  = untrailingslashit( content_url() );
		$slash = '\\\\?/';
		$find  = str_replace( '/', $slash, preg_quote( $base, '#' ) );
		return (string) preg_replace_callback(
			'#' . $find . '(?:' . $slash . '[^"\'\s)<>\\\\]+)+\.(?:svg|png|jpe?g|gif|webp)#i',
			function ( array $match ) use ( &$images, $base ): string {
				$escaped = str_contains( $match[0], '\\/' );
				$url     = str_replace( '\\/', '/', $match[0] );
				$ref     = $this->assets->ref_for( WP_CONTENT_DIR . substr( $url, strlen( $base ) ) );
				$path    = null !== $ref ? $this->assets->path( $ref ) : null;
				if ( null === $path ) {
					return $match[0];
				}
				if ( ! isset( $images[ $path ] ) ) {
					$images[ $path ] = self::name_for( $path, $images );
				}
				$local = PackPackage::PLACEHOLDER . '/images/' . $images[ $path ];
				return $escaped ? str_replace( '/', '\\/', $local ) : $local;
			},
			$content
		);
	}

	/**
	 * A package name for a file: its base name made to fit the pattern, unique.
	 *
	 * @param string                $path  File.
	 * @param array<string, string> $taken Names given so far.
	 */
	private static function name_for( string $path, array $taken ): string {
		$ext  = strtolower( pathinfo( $path, PATHINFO_EXTENSION ) );
		$stem = trim( (string) preg_replace( '/[^A-Za-z0-9_-]+/', '-', pathinfo( $path, PATHINFO_FILENAME ) ), '-' );
		$stem = '' === $stem ? 'image' : $stem;
		$name = $stem . '.' . $ext;
		for ( $i = 2; in_array( $name, $taken, true ); $i++ ) {
			$name = $stem . '-' . $i . '.' . $ext;
		}
		return $name;
	}
}
