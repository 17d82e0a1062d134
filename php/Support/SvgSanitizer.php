<?php
/**
 * SVG images copied into the media library are rebuilt from an allowlist of
 * drawing elements and attributes: no scripts, event handlers, foreign
 * content, external references or styles that load anything.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Allowlist sanitizer for SVG documents.
 */
final class SvgSanitizer {
	private const ELEMENTS = array( 'svg', 'g', 'defs', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'lineargradient', 'radialgradient', 'stop', 'clippath', 'mask', 'pattern', 'use', 'symbol' );

	private const ATTRIBUTES = array( 'id', 'class', 'viewbox', 'width', 'height', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'd', 'points', 'fill', 'fill-opacity', 'fill-rule', 'clip-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-dasharray', 'opacity', 'transform', 'offset', 'stop-color', 'stop-opacity', 'gradientunits', 'gradienttransform', 'patternunits', 'clip-path', 'mask', 'font-family', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'preserveaspectratio', 'xmlns', 'version', 'href', 'xlink:href', 'role', 'aria-label', 'aria-hidden', 'focusable' );

	/**
	 * A clean copy of an SVG document, or null when it is not a usable SVG.
	 *
	 * @param string $svg SVG source.
	 */
	public static function sanitize( string $svg ): ?string {
		if ( '' === trim( $svg ) || strlen( $svg ) > 2 * MB_IN_BYTES || preg_match( '/<!DOCTYPE|<!ENTITY/i', $svg ) ) {
			return null;
		}
		$doc      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$loaded   = $doc->loadXML( $svg, LIBXML_NONET | LIBXML_NOBLANKS );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		if ( ! $loaded || ! $doc->documentElement || 'svg' !== strtolower( $doc->documentElement->localName ) ) {
			return null;
		}
		self::clean( $doc->documentElement );
		return $doc->saveXML( $doc->documentElement );
	}

	/**
	 * Removes what is not allowed, depth first.
	 *
	 * @param \DOMElement $element Element.
	 */
	private static function clean( \DOMElement $element ): void {
		foreach ( iterator_to_array( $element->attributes ) as $attribute ) {
			$name  = strtolower( $attribute->nodeName );
			$value = trim( $attribute->nodeValue );
			$local = in_array( $name, array( 'href', 'xlink:href' ), true ) && ! str_starts_with( $value, '#' );
			$risky = (bool) preg_match( '/javascript:|data:|url\s*\(\s*[\'"]?\s*(?!#)/i', $value );
			if ( ! in_array( $name, self::ATTRIBUTES, true ) || $local || $risky ) {
				$element->removeAttributeNode( $attribute );
			}
		}
		foreach ( iterator_to_array( $element->childNodes ) as $child ) {
			if ( $child instanceof \DOMElement ) {
				if ( in_array( strtolower( $child->localName ), self::ELEMENTS, true ) ) {
					self::clean( $child );
				} else {
					$element->removeChild( $child );
				}
			} elseif ( ! $child instanceof \DOMText || $child instanceof \DOMCdataSection ) {
				$element->removeChild( $child );
			}
		}
	}

	/**
	 * `upload_mimes` with SVG among the allowed types (WordPress takes none).
	 *
	 * @param array<string, string> $mimes Extension → type.
	 * @return array<string, string>
	 */
	public static function with_type( array $mimes ): array {
		return $mimes + array( 'svg' => 'image/svg+xml' );
	}

	/**
	 * `wp_check_filetype_and_ext`: WordPress cannot tell an SVG's type from
	 * its bytes, so a `.svg` name says it.
	 *
	 * @param mixed $data     What WordPress found.
	 * @param mixed $file     Path.
	 * @param mixed $filename Name.
	 * @return mixed
	 */
	public static function type_of( mixed $data, mixed $file, mixed $filename ): mixed {
		unset( $file );
		if ( ! str_ends_with( strtolower( (string) $filename ), '.svg' ) ) {
			return $data;
		}
		return array(
			'ext'             => 'svg',
			'type'            => 'image/svg+xml',
			'proper_filename' => false,
		);
	}

	/**
	 * Runs some work (the sideload of an SVG this code has just rebuilt
	 * with `sanitize()`) with SVG allowed and measured, for that work only.
	 *
	 * @template T
	 * @param callable(): T $work The work.
	 * @return T
	 */
	public static function allowed_during( callable $work ): mixed {
		add_filter( 'upload_mimes', array( self::class, 'with_type' ) );
		add_filter( 'wp_check_filetype_and_ext', array( self::class, 'type_of' ), 10, 3 );
		add_filter( 'wp_generate_attachment_metadata', array( self::class, 'size_metadata' ), 10, 2 );
		try {
			return $work();
		} finally {
			remove_filter( 'upload_mimes', array( self::class, 'with_type' ) );
			remove_filter( 'wp_check_filetype_and_ext', array( self::class, 'type_of' ), 10 );
			remove_filter( 'wp_generate_attachment_metadata', array( self::class, 'size_metadata' ), 10 );
		}
	}

	/**
	 * Rebuilds an SVG file in place (an upload's or a download's temporary
	 * file) with `sanitize()`: false, the file left as it was, when it is
	 * not a usable SVG.
	 *
	 * @param string $path The file, on this server.
	 */
	public static function clean_file( string $path ): bool {
		$clean = is_file( $path ) ? self::sanitize( (string) file_get_contents( $path ) ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a temporary file on this server.
		if ( null === $clean ) {
			return false;
		}
		file_put_contents( $path, $clean ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the same temporary file, rewritten before WordPress takes it.
		return true;
	}

	/**
	 * The one way a copied image enters the media library (an insert's
	 * images, a pack's): a temporary file sideloaded, unattached; an SVG
	 * (by its name) rebuilt first (`clean_file()`), allowed and measured for
	 * this upload only (`allowed_during()`). The temporary file is removed
	 * when the image is refused.
	 *
	 * @param string $tmp  The temporary file.
	 * @param string $name The file name the library gives it.
	 * @return int Attachment id, 0 when refused.
	 */
	public static function sideload( string $tmp, string $name ): int {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$svg = 'svg' === strtolower( pathinfo( $name, PATHINFO_EXTENSION ) );
		if ( $svg && ! self::clean_file( $tmp ) ) {
			wp_delete_file( $tmp );
			return 0;
		}
		$sideload = static fn(): mixed => media_handle_sideload(
			array(
				'name'     => $name,
				'tmp_name' => $tmp,
			),
			0
		);
		// WordPress takes no SVG uploads; this rebuilt one is allowed for this copy only.
		$id = $svg ? self::allowed_during( $sideload ) : $sideload();
		if ( is_wp_error( $id ) ) {
			wp_delete_file( $tmp );
			return 0;
		}
		return (int) $id;
	}

	/**
	 * `wp_generate_attachment_metadata` for an SVG: its width and height
	 * (`size()`), which WordPress does not read for SVGs, its file, and
	 * itself as its `full` size (the sizes WordPress lists for a raster
	 * image). Without a size an `<img>` WordPress draws for it has no width
	 * and height, and Elementor fetches the image over HTTP from the site
	 * itself to measure it (`core/files/file-types/svg.php`), once per
	 * image, on every host.
	 *
	 * @param mixed $data          Metadata.
	 * @param mixed $attachment_id Attachment.
	 * @return mixed
	 */
	public static function size_metadata( mixed $data, mixed $attachment_id ): mixed {
		$file = get_attached_file( (int) $attachment_id );
		if ( ! is_string( $file ) || 'svg' !== strtolower( pathinfo( $file, PATHINFO_EXTENSION ) ) || ! is_readable( $file ) ) {
			return $data;
		}
		[ $width, $height ] = self::size( (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file just written.
		if ( $width <= 0 || $height <= 0 ) {
			return $data;
		}
		$data            = is_array( $data ) ? $data : array();
		$data['width']   = $data['width'] ?? $width;
		$data['height']  = $data['height'] ?? $height;
		$data['file']    = $data['file'] ?? _wp_relative_upload_path( $file );
		$data['sizes']   = is_array( $data['sizes'] ?? null ) ? $data['sizes'] : array();
		$data['sizes']['full'] ??= array(
			'file'      => wp_basename( $file ),
			'width'     => $data['width'],
			'height'    => $data['height'],
			'mime-type' => 'image/svg+xml',
		);
		return $data;
	}

	/**
	 * An SVG's size: its `width` and `height` when both are numbers (or
	 * pixels), else its viewBox's; 0 when it has neither.
	 *
	 * @param string $svg The SVG.
	 * @return array{0: int, 1: int}
	 */
	public static function size( string $svg ): array {
		if ( ! preg_match( '/<svg\b[^>]*>/i', $svg, $tag ) ) {
			return array( 0, 0 );
		}
		$attribute = static fn( string $name ): string => preg_match( '/\s' . $name . '\s*=\s*["\']([^"\']*)["\']/i', $tag[0], $m ) ? trim( $m[1] ) : '';
		$number    = static fn( string $value ): int => preg_match( '/^([\d.]+)(?:px)?$/i', $value, $m ) ? (int) round( (float) $m[1] ) : 0;
		$width     = $number( $attribute( 'width' ) );
		$height    = $number( $attribute( 'height' ) );
		$box       = preg_split( '/[\s,]+/', $attribute( 'viewBox' ) );
		if ( ( ! $width || ! $height ) && is_array( $box ) && 4 === count( $box ) ) {
			$width  = (int) round( (float) $box[2] );
			$height = (int) round( (float) $box[3] );
		}
		return array( $width, $height );
	}
}
