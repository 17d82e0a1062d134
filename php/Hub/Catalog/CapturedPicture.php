<?php
/**
 * Pictures the publisher's browser captured of what is being published
 * ("Publish to library"): checked like any catalogue image, then kept in
 * uploads.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Names;
use Stencilbox\Support\SafeZip;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * A capture arrives as a `data:` URL from the browser, so it is hostile until
 * checked: the declared type is ignored, the bytes must be a PNG, JPEG or
 * WebP by their own header (CatalogueImage's rules, PHP tag included), within
 * a size and dimension limit. It is written as
 * `uploads/stencilbox-catalog/published/<slug>-<kind>-<hash>.<ext>` (the
 * extension from the content), and the item's earlier capture of that kind is
 * removed. `sweep()` (run with every catalogue prune and after each publish)
 * removes the captures no item refers to any more: a deleted item's, or a
 * screenshot a later publish no longer uses. A file younger than GRACE is
 * left alone, since a publish stores its pictures just before its row.
 */
final class CapturedPicture {
	public const FOLDER    = CatalogueImporter::UPLOADS_FOLDER . '/published';
	public const MAX_BYTES = 2 * MB_IN_BYTES;
	/** Longest side, in pixels (a full page is tall, not wider than a screen). */
	public const MAX_SIDE = 8000;
	/** The largest `data:` URL that can hold MAX_BYTES. */
	public const MAX_LENGTH = 2796300;
	/** How long a capture may wait for its item's row, in seconds. */
	public const GRACE = HOUR_IN_SECONDS;

	private const TYPES = array(
		IMAGETYPE_WEBP => 'webp',
		IMAGETYPE_PNG  => 'png',
		IMAGETYPE_JPEG => 'jpg',
	);

	/**
	 * Constructor.
	 *
	 * @param AssetRefs $refs Image references.
	 */
	public function __construct( private AssetRefs $refs ) {}

	/**
	 * The image bytes of a capture, or why they are refused.
	 *
	 * @param string $data_url `data:image/…;base64,…`.
	 * @return array{bytes: string, ext: string}
	 * @throws HttpError When it is not an acceptable image.
	 */
	public static function decode( string $data_url ): array {
		$bad = static function ( string $why ): never {
			HttpError::raise(
				'invalid_data',
				/* translators: %s: the reason */
				sprintf( __( 'The captured thumbnail was refused: %s', 'stencilbox' ), $why ),
				400
			);
		};
		if ( strlen( $data_url ) > self::MAX_LENGTH || ! preg_match( '#^data:image/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]+={0,2})$#', $data_url, $m ) ) {
			$bad( __( 'it is not a base64 image of at most 2 MB.', 'stencilbox' ) );
		}
		$bytes = (string) base64_decode( $m[1], true );
		$info  = '' === $bytes ? false : @getimagesizefromstring( $bytes ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- a bad file is reported below.
		if ( ! $info || ! isset( self::TYPES[ $info[2] ] ) ) {
			$bad( __( 'it is not a PNG, JPEG or WebP image.', 'stencilbox' ) );
		}
		if ( $info[0] < 1 || $info[1] < 1 || $info[0] > self::MAX_SIDE || $info[1] > self::MAX_SIDE ) {
			$bad( __( 'its size is out of bounds.', 'stencilbox' ) );
		}
		$ext     = self::TYPES[ $info[2] ];
		$problem = CatalogueImage::problem( 'images/capture.' . $ext, $bytes );
		if ( null !== $problem ) {
			$bad( $problem );
		}
		return array(
			'bytes' => $bytes,
			'ext'   => $ext,
		);
	}

	/**
	 * Checks and stores a capture; returns its image reference.
	 *
	 * @param string $data_url Capture.
	 * @param string $slug     Item slug.
	 * @param string $kind     `card` or `full`.
	 * @throws HttpError When it is not acceptable or cannot be written.
	 */
	public function store( string $data_url, string $slug, string $kind ): string {
		$image = self::decode( $data_url );
		$dir   = trailingslashit( wp_get_upload_dir()['basedir'] ) . self::FOLDER;
		if ( ! wp_mkdir_p( $dir ) ) {
			HttpError::raise( 'server_error', __( 'The uploads folder is not writable.', 'stencilbox' ), 500 );
		}
		$base = $slug . '-' . $kind . '-';
		$name = $base . substr( md5( $image['bytes'] ), 0, 10 ) . '.' . $image['ext'];
		foreach ( (array) glob( $dir . '/' . $base . '*' ) as $old ) {
			// Only our own names: `<slug>-<kind>-<10 hex>.<ext>`.
			if ( is_string( $old ) && preg_match( '/^[0-9a-f]{10}\.(?:webp|png|jpg)$/', substr( basename( $old ), strlen( $base ) ) ) ) {
				wp_delete_file( $old );
			}
		}
		if ( false === file_put_contents( $dir . '/' . $name, $image['bytes'] ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a plain write into our uploads folder.
			HttpError::raise( 'server_error', __( 'The uploads folder is not writable.', 'stencilbox' ), 500 );
		}
		return (string) $this->refs->ref_for( $dir . '/' . $name );
	}

	/**
	 * Removes the captures no catalogue item refers to.
	 *
	 * @return int Files removed.
	 */
	public static function sweep(): int {
		global $wpdb;
		$dir = trailingslashit( wp_get_upload_dir()['basedir'] ) . self::FOLDER;
		if ( ! is_dir( $dir ) || is_link( $dir ) ) {
			return 0;
		}
		// List first, then read the catalogue, as BundleFolders::sweep() does.
		$files = array_diff( (array) scandir( $dir ), array( '.', '..' ) );
		$items = Names::table( 'catalog_items' );
		$like  = '%' . $wpdb->esc_like( self::FOLDER . '/' ) . '%';
		// Screenshots are JSON, where the slashes may come escaped.
		$json = '%' . $wpdb->esc_like( str_replace( '/', '\\/', self::FOLDER . '/' ) ) . '%';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's catalogue table, read once when pictures are swept.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT thumbnail, screenshots FROM %i WHERE thumbnail LIKE %s OR screenshots LIKE %s OR screenshots LIKE %s', $items, $like, $like, $json ), ARRAY_A );
		$used = array();
		foreach ( $rows as $row ) {
			$refs = array_merge( array( (string) $row['thumbnail'] ), (array) json_decode( (string) $row['screenshots'], true ) );
			foreach ( $refs as $ref ) {
				$used[ basename( (string) $ref ) ] = true;
			}
		}
		$removed = 0;
		foreach ( $files as $file ) {
			$path = $dir . '/' . $file;
			if ( isset( $used[ $file ] ) || ( is_file( $path ) && time() - (int) filemtime( $path ) < self::GRACE ) ) {
				continue;
			}
			is_dir( $path ) && ! is_link( $path ) ? SafeZip::remove_dir( $path ) : wp_delete_file( $path );
			++$removed;
		}
		return $removed;
	}
}
