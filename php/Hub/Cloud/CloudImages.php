<?php
/**
 * The images of cloud files: stored once per SHA-256 in the hub's uploads,
 * so a file keeps its pictures when the site that pushed it deletes them,
 * goes offline, or cannot be reached from the site that inserts the file.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\CatalogueImage;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's cloud tables, which no WordPress API holds; read once per request and changed by the requests that read them, so not cached.

/**
 * Images live in `uploads/stencilbox-cloud/<sha256>.<ext>` and are served as
 * the static files they are; the name is the hash of the (checked, for SVGs
 * rebuilt) bytes, so nobody can guess one without having the image. A raster
 * image must be what its extension says and hold no PHP; an SVG is rebuilt
 * from the allowlist (CatalogueImage's rules, the catalogue's own).
 *
 * Which images a file uses is read from its content (their URLs), never
 * taken from the caller. `refs` is recomputed from those links; an image no
 * file uses is removed an hour after it was last uploaded or used, so a push
 * whose images are already uploaded never loses them to a clean-up.
 */
final class CloudImages {
	/** Largest image, in bytes (base64 in JSON stays under PHP's 8 MB body). */
	public const MAX_BYTES = 5 * MB_IN_BYTES;

	/** How long an image nobody uses is kept. */
	private const GRACE = HOUR_IN_SECONDS;

	/** `<hash>.<ext>` in a URL of this folder, slashes plain or JSON-escaped. */
	private const NAME_PATTERN = '~' . Names::CLOUD_IMAGES_DIR . '(?:\\\\?/)([a-f0-9]{64})\.(svg|png|jpe?g|gif|webp)\b~';

	/**
	 * Constructor.
	 *
	 * @param AssetRefs|null $assets Where the hub's files are served from (an
	 *                               image's address is written under the
	 *                               uploads base of the day, which is
	 *                               remembered so that content read after
	 *                               a move is rebased: AssetRefs::rebase()).
	 */
	public function __construct( private ?AssetRefs $assets = null ) {}

	/**
	 * Stores an image (or finds it stored) and returns its address.
	 *
	 * @param string $ext   Extension (svg, png, jpg, jpeg, gif, webp).
	 * @param string $bytes Image bytes.
	 * @return array{hash: string, url: string}|null Null when the image is not acceptable.
	 */
	public function store( string $ext, string $bytes ): ?array {
		$ext = strtolower( $ext );
		if ( ! in_array( $ext, CatalogueImage::EXTENSIONS, true ) || strlen( $bytes ) > self::MAX_BYTES ) {
			return null;
		}
		$clean = CatalogueImage::clean( 'images/cloud.' . $ext, $bytes );
		if ( null === $clean ) {
			return null;
		}
		$hash = hash( 'sha256', $clean );
		$dir  = self::dir();
		if ( ! wp_mkdir_p( $dir ) ) {
			return null;
		}
		// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the cloud's images folder in our uploads: its index and one cleaned image.
		if ( ! file_exists( $dir . '/index.php' ) ) {
			file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" );
		}
		$path = $dir . '/' . $hash . '.' . $ext;
		if ( ! file_exists( $path ) && false === file_put_contents( $path, $clean ) ) {
			// phpcs:enable WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
			return null;
		}
		global $wpdb;
		$table = Names::table( 'cloud_assets' );
		$now   = current_time( 'mysql', true );
		// Uploaded again: its grace period starts over.
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET created_at = %s WHERE hash = %s', $table, $now, $hash ) );
		$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (hash, ext, size, refs, created_at) VALUES (%s, %s, %d, 0, %s)', $table, $hash, $ext, strlen( $clean ), $now ) );
		$this->sweep();
		$this->assets?->remember();
		return array(
			'hash' => $hash,
			'url'  => self::url( $hash, $ext ),
		);
	}

	/**
	 * The public address of an image.
	 *
	 * @param string $hash Hash.
	 * @param string $ext  Extension.
	 */
	public static function url( string $hash, string $ext ): string {
		return trailingslashit( wp_get_upload_dir()['baseurl'] ) . Names::CLOUD_IMAGES_DIR . '/' . $hash . '.' . $ext;
	}

	/**
	 * Links a file to the stored images its content shows.
	 *
	 * @param int    $file_id File.
	 * @param string $content Its content.
	 */
	public function link( int $file_id, string $content ): void {
		preg_match_all( self::NAME_PATTERN, $content, $matches );
		$hashes = array_unique( $matches[1] );
		if ( ! $hashes ) {
			return;
		}
		global $wpdb;
		$assets = Names::table( 'cloud_assets' );
		$links  = Names::table( 'cloud_file_assets' );
		$known  = (array) $wpdb->get_col( $wpdb->prepare( 'SELECT hash FROM %i WHERE hash IN (' . implode( ',', array_fill( 0, count( $hashes ), '%s' ) ) . ')', array_merge( array( $assets ), array_values( $hashes ) ) ) );
		foreach ( $known as $hash ) {
			$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (file_id, hash) VALUES (%d, %s)', $links, $file_id, $hash ) );
			$this->recount( (string) $hash );
		}
	}

	/**
	 * Gives a copy the links of its original.
	 *
	 * @param int $from Original file.
	 * @param int $to   Copy.
	 */
	public function copy_links( int $from, int $to ): void {
		global $wpdb;
		$links = Names::table( 'cloud_file_assets' );
		foreach ( $this->hashes_of( $from ) as $hash ) {
			$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (file_id, hash) VALUES (%d, %s)', $links, $to, $hash ) );
			$this->recount( $hash );
		}
	}

	/**
	 * Drops a deleted file's links (its images go once unused).
	 *
	 * @param int $file_id File.
	 */
	public function unlink( int $file_id ): void {
		global $wpdb;
		$hashes = $this->hashes_of( $file_id );
		$wpdb->delete( Names::table( 'cloud_file_assets' ), array( 'file_id' => $file_id ), array( '%d' ) );
		$now = current_time( 'mysql', true );
		foreach ( $hashes as $hash ) {
			$this->recount( $hash );
			// The last user just went: the grace period counts from now.
			$wpdb->query( $wpdb->prepare( 'UPDATE %i SET created_at = %s WHERE hash = %s AND refs = 0', Names::table( 'cloud_assets' ), $now, $hash ) );
		}
		$this->sweep();
	}

	/**
	 * Removes images no file has used for the grace period (a few at a time).
	 */
	public function sweep(): void {
		global $wpdb;
		$assets = Names::table( 'cloud_assets' );
		$links  = Names::table( 'cloud_file_assets' );
		$before = gmdate( 'Y-m-d H:i:s', time() - self::GRACE );
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT hash, ext FROM %i WHERE refs = 0 AND created_at < %s LIMIT 20', $assets, $before ), ARRAY_A );
		foreach ( $rows as $row ) {
			$deleted = $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE hash = %s AND NOT EXISTS (SELECT 1 FROM %i l WHERE l.hash = %s)', $assets, $row['hash'], $links, $row['hash'] ) );
			if ( $deleted ) {
				wp_delete_file( self::dir() . '/' . $row['hash'] . '.' . $row['ext'] );
			}
		}
	}

	/**
	 * Images stored and their size.
	 *
	 * @return array{images: int, bytes: int}
	 */
	public function stats(): array {
		global $wpdb;
		$row = (array) $wpdb->get_row( $wpdb->prepare( 'SELECT COUNT(*) AS images, COALESCE(SUM(size), 0) AS bytes FROM %i', Names::table( 'cloud_assets' ) ), ARRAY_A );
		return array(
			'images' => (int) ( $row['images'] ?? 0 ),
			'bytes'  => (int) ( $row['bytes'] ?? 0 ),
		);
	}

	/**
	 * The folder of the images.
	 */
	public static function dir(): string {
		return trailingslashit( wp_get_upload_dir()['basedir'] ) . Names::CLOUD_IMAGES_DIR;
	}

	/**
	 * The hashes a file links to.
	 *
	 * @param int $file_id File.
	 * @return string[]
	 */
	private function hashes_of( int $file_id ): array {
		global $wpdb;
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT hash FROM %i WHERE file_id = %d', Names::table( 'cloud_file_assets' ), $file_id ) ) );
	}

	/**
	 * Sets an image's `refs` from its links.
	 *
	 * @param string $hash Hash.
	 */
	private function recount( string $hash ): void {
		global $wpdb;
		$assets = Names::table( 'cloud_assets' );
		$links  = Names::table( 'cloud_file_assets' );
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET refs = (SELECT COUNT(*) FROM %i l WHERE l.hash = %s) WHERE hash = %s', $assets, $links, $hash, $hash ) );
	}
}
