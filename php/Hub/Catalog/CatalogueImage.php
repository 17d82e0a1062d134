<?php
/**
 * The one place that decides whether a catalogue image may be kept, and
 * what exactly is written when it is.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\SvgSanitizer;

defined( 'ABSPATH' ) || exit;

/**
 * Images of a catalogue (the shipped demo, a bundle) live in `images/` and
 * are served from a public folder, so:
 *
 * - the name is strict: `images/` + letters, digits, `-` and `_` + exactly
 *   one dot + a lower-case image extension (no `evil.php.png`: a server that
 *   maps any `.php` segment to PHP never sees one, and no name can hide a
 *   second type);
 * - a raster image is judged by its bytes, never by its name: the bytes must
 *   be the type the extension names (checked by the image's own header, not
 *   by the extension) and hold no PHP opening tag;
 * - an SVG is never written as it came: it is rebuilt from SvgSanitizer's
 *   allowlist (the same rebuild the site gives images it copies into the
 *   media library), and refused only when there is nothing usable to rebuild.
 */
final class CatalogueImage {
	public const EXTENSIONS = array( 'svg', 'png', 'jpg', 'jpeg', 'gif', 'webp' );

	/** `images/<name>.<ext>`: one dot, at most 100 characters before it. */
	public const PATH_PATTERN = '#^images/[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.(?:svg|png|jpe?g|gif|webp)$#';

	private const RASTER_TYPES = array(
		'png'  => IMAGETYPE_PNG,
		'jpg'  => IMAGETYPE_JPEG,
		'jpeg' => IMAGETYPE_JPEG,
		'gif'  => IMAGETYPE_GIF,
		'webp' => IMAGETYPE_WEBP,
	);

	/**
	 * Whether a path inside a catalogue is an acceptable image name.
	 *
	 * @param string $relative Path relative to the catalogue (`images/x.svg`).
	 */
	public static function valid_path( string $relative ): bool {
		return (bool) preg_match( self::PATH_PATTERN, $relative );
	}

	/**
	 * The rule, for messages.
	 */
	public static function path_rule(): string {
		return __( 'image files must be images/<name>.<ext>: letters, digits, - and _, one dot, and .svg, .png, .jpg, .jpeg, .gif or .webp', 'stencilbox' );
	}

	/**
	 * Why these bytes may not be kept under this name, or null.
	 *
	 * @param string $relative Path relative to the catalogue.
	 * @param string $bytes    File contents.
	 */
	public static function problem( string $relative, string $bytes ): ?string {
		if ( ! self::valid_path( $relative ) ) {
			return self::path_rule();
		}
		$ext = strtolower( pathinfo( $relative, PATHINFO_EXTENSION ) );
		if ( 'svg' === $ext ) {
			return null === SvgSanitizer::sanitize( $bytes )
				? __( 'the SVG file is not a usable SVG document (it must be well-formed XML with an <svg> root and no DOCTYPE or entities).', 'stencilbox' )
				: null;
		}
		$info = '' === $bytes ? false : @getimagesizefromstring( $bytes ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- a bad file is reported below.
		if ( ! $info || self::RASTER_TYPES[ $ext ] !== $info[2] ) {
			return __( 'the file is not the image its extension says.', 'stencilbox' );
		}
		// A valid header can front a PHP payload (a "polyglot"); no real image needs the tag.
		if ( false !== stripos( $bytes, '<?php' ) ) {
			return __( 'the image holds PHP code.', 'stencilbox' );
		}
		return null;
	}

	/**
	 * The bytes to write for an image that passed `problem()`: an SVG rebuilt
	 * from the allowlist, a raster image as it is.
	 *
	 * @param string $relative Path relative to the catalogue.
	 * @param string $bytes    File contents.
	 * @return string|null Null when the image is not acceptable.
	 */
	public static function clean( string $relative, string $bytes ): ?string {
		if ( self::valid_path( $relative ) && str_ends_with( $relative, '.svg' ) ) {
			return SvgSanitizer::sanitize( $bytes );
		}
		return null === self::problem( $relative, $bytes ) ? $bytes : null;
	}
}
