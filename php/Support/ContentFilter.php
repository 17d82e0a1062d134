<?php
/**
 * Catalogue content comes from outside (a bundle, a remote hub, a published
 * post): before it is stored, previewed or inserted it is filtered the way
 * WordPress filters post content for a user without `unfiltered_html`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * One filter for both platforms:
 *
 * - Gutenberg markup goes through `wp_kses_post()`. WordPress's own
 *   `pre_kses` hook makes that block-aware: block comment attributes are
 *   filtered value by value and re-serialized, the HTML around them is
 *   limited to what a post may hold. Markup that WordPress's core blocks
 *   save is unchanged, so valid blocks stay valid.
 * - An Elementor export (JSON) is walked: every string that holds markup
 *   is limited the same way, every URL field keeps only safe protocols,
 *   custom attributes lose event handlers and script URLs, and custom CSS
 *   or JS is dropped. A caller that may hold raw code (`$keep_code`: the
 *   hub's own storage, and a user with `unfiltered_html` importing into
 *   Elementor, as Elementor itself allows) keeps markup, custom CSS/JS and
 *   custom attributes as they are; URL settings are filtered either way.
 *
 * Filtering is idempotent: content filtered once passes again unchanged.
 * An Elementor export that needs no filtering comes out byte for byte as it
 * went in when it was written the way `JSON.stringify()` writes (as the
 * editor's push sends it): objects stay objects, even empty ones, and
 * slashes, non-ASCII text and line separators are not escaped.
 */
final class ContentFilter {
	/** Elementor settings that end up as raw scripts or styles. */
	private const ELEMENTOR_DROPPED = array( 'custom_css', 'custom_js' );

	/** Elementor setting keys whose value is a URL. */
	private const ELEMENTOR_URL_KEYS = array( 'url', 'link', 'href', 'src', 'external_url', 'video_url', 'youtube_url', 'vimeo_url', 'hosted_url' );

	/** Protocols a link in content may use. */
	private const PROTOCOLS = array( 'http', 'https', 'mailto', 'tel' );

	/**
	 * Filters content of a platform.
	 *
	 * @param string $platform  gutenberg | elementor.
	 * @param string $content   Block markup or an Elementor export (JSON).
	 * @param bool   $keep_code Elementor only: keep raw HTML and custom code.
	 */
	public static function content( string $platform, string $content, bool $keep_code = false ): string {
		return 'elementor' === $platform ? self::elementor( $content, $keep_code ) : self::blocks( $content );
	}

	/**
	 * Block markup limited to what a post may hold.
	 *
	 * @param string $markup Serialized blocks.
	 */
	public static function blocks( string $markup ): string {
		if ( '' === $markup ) {
			return '';
		}
		return wp_kses_post( $markup );
	}

	/**
	 * An Elementor export with its markup and URLs filtered; '' when it is
	 * not JSON.
	 *
	 * @param string $json      Export.
	 * @param bool   $keep_code Keep raw HTML, custom CSS/JS and custom attributes.
	 */
	public static function elementor( string $json, bool $keep_code = false ): string {
		// Objects decoded as objects: `{}` must not come back as `[]`.
		$data = json_decode( $json );
		if ( ! is_array( $data ) && ! $data instanceof \stdClass ) {
			return '';
		}
		return (string) wp_json_encode( self::elementor_value( $data, '', $keep_code ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS );
	}

	/**
	 * Filters Elementor elements (the `content` list of an export, or the
	 * elements the editor receives).
	 *
	 * @param array<mixed> $elements  Elements.
	 * @param bool         $keep_code Keep raw HTML, custom CSS/JS and custom attributes.
	 * @return array<mixed>
	 */
	public static function elementor_elements( array $elements, bool $keep_code = false ): array {
		return self::elementor_value( $elements, '', $keep_code );
	}

	/**
	 * One value of an Elementor tree.
	 *
	 * @param mixed  $value     Value.
	 * @param string $key       Its key in the parent.
	 * @param bool   $keep_code Keep raw HTML, custom CSS/JS and custom attributes.
	 * @return mixed
	 */
	private static function elementor_value( mixed $value, string $key, bool $keep_code ): mixed {
		$is_object = $value instanceof \stdClass;
		if ( $is_object || is_array( $value ) ) {
			$out = array();
			foreach ( $is_object ? get_object_vars( $value ) : $value as $child_key => $child ) {
				if ( 'custom_attributes' === $child_key && is_string( $child ) ) {
					$out[ $child_key ] = $keep_code ? $child : self::attributes( $child );
					continue;
				}
				if ( ! $keep_code && is_string( $child_key ) && in_array( $child_key, self::ELEMENTOR_DROPPED, true ) ) {
					continue;
				}
				$out[ $child_key ] = self::elementor_value( $child, is_string( $child_key ) ? $child_key : $key, $keep_code );
			}
			return $is_object ? (object) $out : $out;
		}
		if ( ! is_string( $value ) ) {
			return $value;
		}
		if ( in_array( strtolower( $key ), self::ELEMENTOR_URL_KEYS, true ) ) {
			return self::url( $value );
		}
		// Text without markup cannot carry a tag or a handler; leave it exactly
		// as it is (kses would also re-encode its ampersands).
		if ( $keep_code || ! str_contains( $value, '<' ) ) {
			return $value;
		}
		return wp_kses_post( $value );
	}

	/**
	 * Elementor's custom attributes (`key|value` pairs separated by commas,
	 * printed on an element or a link) without event handlers, odd names or
	 * script URLs.
	 *
	 * @param string $attributes Attributes.
	 */
	private static function attributes( string $attributes ): string {
		$kept = array();
		foreach ( explode( ',', $attributes ) as $pair ) {
			$parts = explode( '|', $pair, 2 );
			$name  = strtolower( trim( $parts[0] ) );
			$value = trim( $parts[1] ?? '' );
			if ( '' === $name || ! preg_match( '/^[a-z][a-z0-9_:.-]*$/', $name ) || str_starts_with( $name, 'on' ) || in_array( $name, array( 'style', 'href', 'src', 'srcdoc', 'formaction', 'action' ), true ) ) {
				continue;
			}
			if ( preg_match( '/(javascript|vbscript|data)\s*:|[<>"]/i', $value ) ) {
				continue;
			}
			$kept[] = '' === $value ? $name : $name . '|' . $value;
		}
		return implode( ',', $kept );
	}

	/**
	 * A URL with a safe protocol (relative URLs and anchors kept), else ''.
	 *
	 * @param string $url URL.
	 */
	public static function url( string $url ): string {
		$url = trim( $url );
		if ( '' === $url ) {
			return '';
		}
		return esc_url_raw( $url, self::PROTOCOLS );
	}
}
