<?php
/**
 * Copies a pack package's images into the media library.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Site\Import\MediaReuse;
use Stencilbox\Support\SvgSanitizer;

defined( 'ABSPATH' ) || exit;

/**
 * An image is taken only if it is what its name says: an SVG is rebuilt
 * from the allowlist (`SvgSanitizer`), a raster image must start with its
 * format's signature and hold no PHP. Copies go to the import's own folder
 * in uploads, so revert can take the folder away with them. A raster image
 * may be stored without its sub-sizes, marked for `ImageSizes` to make them
 * once the import's pages are in place. Bytes the media library holds
 * already (the same pack imported again, an image an insert copied) are
 * not stored again: that attachment is used (`MediaReuse`, issue [26]
 * item 5), and stays when the import is reverted (it made none).
 */
final class PackImages {
	private const SIGNATURES = array(
		'png'  => array( "\x89PNG\r\n\x1a\n" ),
		'jpg'  => array( "\xFF\xD8\xFF" ),
		'jpeg' => array( "\xFF\xD8\xFF" ),
		'gif'  => array( 'GIF87a', 'GIF89a' ),
		'webp' => array( 'RIFF' ),
	);

	/**
	 * Adds one image to the media library.
	 *
	 * @param string $name   File name (`x.svg`).
	 * @param string $bytes  Its bytes.
	 * @param string $folder Folder under uploads (`stencilbox-fsi/<session>`).
	 * @param bool   $later  Leave a raster image's sub-sizes to `ImageSizes`
	 *                       (everything else WordPress stores for an upload is
	 *                       stored now: the file, its size and EXIF data).
	 * @return array{id: int, url: string}|null Null when refused or not stored.
	 */
	public static function store( string $name, string $bytes, string $folder, bool $later = false ): ?array {
		$ext = strtolower( pathinfo( $name, PATHINFO_EXTENSION ) );
		if ( 'svg' !== $ext && ! self::raster_ok( $ext, $bytes ) ) {
			return null;
		}
		$media = new MediaReuse();
		$hash  = hash( 'sha256', $bytes );
		$held  = $media->by_hash( $hash );
		if ( $held ) {
			return array(
				'id'  => $held,
				'url' => (string) wp_get_attachment_url( $held ),
			);
		}
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$tmp = wp_tempnam( $name );
		file_put_contents( $tmp, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$dir   = static function ( array $uploads ) use ( $folder ): array {
			$uploads['subdir'] = '/' . $folder;
			$uploads['path']   = $uploads['basedir'] . '/' . $folder;
			$uploads['url']    = $uploads['baseurl'] . '/' . $folder;
			return $uploads;
		};
		$later = $later && 'svg' !== $ext;
		$none  = static fn(): array => array();
		add_filter( 'upload_dir', $dir );
		if ( $later ) {
			add_filter( 'intermediate_image_sizes_advanced', $none, PHP_INT_MAX );
		}
		try {
			// An SVG is rebuilt (`SvgSanitizer::sideload()`), and measured with itself as its `full` size.
			$id = SvgSanitizer::sideload( $tmp, sanitize_file_name( $name ) );
		} finally {
			remove_filter( 'upload_dir', $dir );
			remove_filter( 'intermediate_image_sizes_advanced', $none, PHP_INT_MAX );
		}
		if ( ! $id ) {
			return null;
		}
		$media->remember( (int) $id, $hash );
		if ( $later ) {
			ImageSizes::mark( (int) $id );
		}
		return array(
			'id'  => (int) $id,
			'url' => (string) wp_get_attachment_url( (int) $id ),
		);
	}

	/**
	 * Whether raster bytes are the format their extension names.
	 *
	 * @param string $ext   Extension.
	 * @param string $bytes Bytes.
	 */
	private static function raster_ok( string $ext, string $bytes ): bool {
		// The hub's rule (CatalogueImage): no PHP opening tag. Not `<?=`:
		// three bytes that a photo's compressed data holds by chance (one in
		// about fifty 100 KB JPEGs), and an image is never run as PHP.
		if ( false !== stripos( $bytes, '<?php' ) ) {
			return false;
		}
		foreach ( self::SIGNATURES[ $ext ] ?? array() as $signature ) {
			if ( str_starts_with( $bytes, $signature ) && ( 'webp' !== $ext || 'WEBP' === substr( $bytes, 8, 4 ) ) ) {
				return true;
			}
		}
		return false;
	}
}
