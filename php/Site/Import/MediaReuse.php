<?php
/**
 * Keeps the media library tidy when inserts copy images: one attachment per
 * image content, with a readable name and the alt text the content gives.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Import;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * The one way Stencilbox adds an image to the media library only once
 * (issue [26] item 5, media by content hash): every path that would make
 * an attachment — an insert's or update's copies (`ImageLocalizer`, from
 * the catalogue or the cloud), a full-site import's pack images
 * (`PackImages`) — first asks `by_hash()` with the SHA-256 of the bytes it
 * holds, and uses the attachment found; what it makes, it `remember()`s
 * with the hash of those bytes and of the file stored (they differ for an
 * SVG, rebuilt on the way in, and for a large photo WordPress scales). An
 * image pushed from this site carries the hash the cloud stores it under
 * (the name of its cloud copy). Inserting a cloud file, the same picture
 * from another address, or the same pack again then reuses that
 * attachment instead of adding another. Cloud copies are named by their
 * hash: the copy gets the alt text (or the item's name) as its file name
 * instead.
 */
final class MediaReuse {
	/** Content hashes of an attachment (one meta row each). */
	public const HASH_META = '_stencilbox_content_hash';

	/**
	 * The SHA-256 a cloud image's address is named by ('' for other images).
	 *
	 * @param string $url Image URL.
	 */
	public static function hash_in_url( string $url ): string {
		$path = (string) wp_parse_url( $url, PHP_URL_PATH );
		return preg_match( '~/' . Names::CLOUD_IMAGES_DIR . '/([a-f0-9]{64})\.(?:svg|png|jpe?g|gif|webp)$~', $path, $m ) ? $m[1] : '';
	}

	/**
	 * The attachment whose content has this hash, or 0.
	 *
	 * @param string $hash SHA-256 ('' finds nothing).
	 * @param int    $not  An attachment to leave out.
	 */
	public function by_hash( string $hash, int $not = 0 ): int {
		if ( ! preg_match( '/^[a-f0-9]{64}$/', $hash ) ) {
			return 0;
		}
		$id = self::attachment_by_meta(
			self::HASH_META,
			$hash,
			array(
				'orderby' => 'ID',
				'order'   => 'ASC',
				'exclude' => $not ? array( $not ) : array(),
			)
		);
		// Only while its file is still there.
		return $id && is_file( (string) get_attached_file( $id ) ) ? $id : 0;
	}

	/**
	 * The one attachment whose meta row `$key` is `$value` exactly, or 0:
	 * how Stencilbox finds an image it copied before (by content hash here,
	 * by source address in `ImageLocalizer`).
	 *
	 * @param string               $key   One of our meta keys.
	 * @param string               $value Its value.
	 * @param array<string, mixed> $more  More `get_posts()` arguments (order, exclusions).
	 */
	public static function attachment_by_meta( string $key, string $value, array $more = array() ): int {
		$found = get_posts(
			array(
				'post_type'        => 'attachment',
				'post_status'      => 'inherit',
				'fields'           => 'ids',
				'numberposts'      => 1,
				'meta_key'         => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- one attachment by our meta key (an indexed column), its value matched exactly.
				'meta_value'       => $value, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- as above.
				'suppress_filters' => true,
			) + $more
		);
		return (int) ( $found[0] ?? 0 );
	}

	/**
	 * Records the hashes an attachment's image is known by: its file's, and
	 * others it was known by before it was stored (the bytes it was made
	 * from, the cloud's name for it).
	 *
	 * @param int    $attachment_id Attachment.
	 * @param string ...$known      More SHA-256 hashes ('' ones are left out).
	 */
	public function remember( int $attachment_id, string ...$known ): void {
		$file   = (string) get_attached_file( $attachment_id );
		$hashes = array_filter( array_merge( array( is_file( $file ) ? (string) hash_file( 'sha256', $file ) : '' ), $known ) );
		$stored = (array) get_post_meta( $attachment_id, self::HASH_META );
		foreach ( array_unique( $hashes ) as $hash ) {
			if ( preg_match( '/^[a-f0-9]{64}$/', $hash ) && ! in_array( $hash, $stored, true ) ) {
				add_post_meta( $attachment_id, self::HASH_META, $hash );
			}
		}
	}

	/**
	 * Another attachment with the same content as a new one, or 0.
	 *
	 * @param int $attachment_id The new attachment.
	 */
	public function twin_of( int $attachment_id ): int {
		$file = (string) get_attached_file( $attachment_id );
		return is_file( $file ) ? $this->by_hash( (string) hash_file( 'sha256', $file ), $attachment_id ) : 0;
	}

	/**
	 * A readable file name for a copy: the image's own name, or, for an
	 * image named by its hash, the alt text, else the fallback.
	 *
	 * @param string $url      Image URL.
	 * @param string $alt      Its alt text ('' if none).
	 * @param string $fallback What it belongs to (the item's name).
	 */
	public static function file_name( string $url, string $alt, string $fallback ): string {
		$base = wp_basename( (string) wp_parse_url( $url, PHP_URL_PATH ) );
		$ext  = strtolower( pathinfo( $base, PATHINFO_EXTENSION ) );
		if ( ! preg_match( '/^[a-f0-9]{32,}$/i', pathinfo( $base, PATHINFO_FILENAME ) ) ) {
			return sanitize_file_name( $base );
		}
		$words = sanitize_title( mb_substr( '' !== trim( $alt ) ? $alt : $fallback, 0, 60 ) );
		return ( '' !== $words ? $words : 'image' ) . '.' . $ext;
	}

	/**
	 * Gives a new attachment its alt text (as the media library would).
	 *
	 * @param int    $attachment_id Attachment.
	 * @param string $alt           Alt text ('' leaves it empty).
	 */
	public static function set_alt( int $attachment_id, string $alt ): void {
		$alt = sanitize_text_field( $alt );
		if ( '' !== $alt ) {
			update_post_meta( $attachment_id, '_wp_attachment_image_alt', $alt );
		}
	}
}
