<?php
/**
 * Catalogue content comes from outside (a bundle, a remote hub, a published
 * post): before it is stored, previewed or inserted it is filtered the way
 * WordPress filters post content for a user without `unfiltered_html`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * One filter for both platforms:
 *
 * - Gutenberg markup goes through `wp_kses_post()`. WordPress's own
 *   `pre_kses` hook makes that block-aware: block comment attributes are
 *   filtered value by value and re-serialized, the HTML around them is
 *   limited to what a post may hold. Markup that WordPress's core blocks
 *   save is unchanged, so valid blocks stay valid. Kses leaves a script
 *   URL in a comment attribute (`{"href":"javascript:…"}`), which the
 *   editor's block recovery turns back into a link: every attribute of
 *   every block that holds a URL (see `url_value()`) keeps it only with a
 *   protocol of `wp_allowed_protocols()`, at any depth.
 * - An Elementor export (JSON) is walked: every string that holds markup
 *   is limited the same way, every URL field keeps only safe protocols
 *   (and any other string that holds a URL, as for blocks), custom
 *   attributes lose event handlers and script URLs, and custom CSS or JS
 *   is dropped. A caller that may hold raw code (`$keep_code`: the
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
	private const ELEMENTOR_URL_KEYS = array( 'url', 'link', 'href', 'src', 'external_url', 'video_url', 'youtube_url', 'vimeo_url', 'hosted_url', 'background_video_link' );

	/**
	 * Elementor settings holding custom attributes, with the separator
	 * between their `name|value` pairs: the link control's own (comma) and
	 * the Advanced tab's "Attributes" (one per line, Elementor Pro).
	 */
	private const ELEMENTOR_ATTRIBUTES = array(
		'custom_attributes' => ',',
		'_attributes'       => "\n",
	);

	/**
	 * Attribute names that say their value is a URL, in blocks and
	 * Elementor settings alike (`url`, `href`, `mediaUrl`, `textLinkHref`,
	 * `background_video_link`, …).
	 */
	private const URL_NAME = '/(?:url|href|src|link|uri|poster)$/i';

	/** Protocols that run or carry code in a browser. */
	private const SCRIPT_SCHEMES = array( 'javascript', 'vbscript', 'livescript', 'data' );

	/** Protocols a link in content may use. */
	private const PROTOCOLS = array( 'http', 'https', 'mailto', 'tel' );

	/**
	 * Filters content of a platform.
	 *
	 * @param string $platform  A platform's name (`Platforms`; its adapter's `filter()`).
	 * @param string $content   Block markup or an Elementor export (JSON).
	 * @param bool   $keep_code Elementor only: keep raw HTML and custom code.
	 */
	public static function content( string $platform, string $content, bool $keep_code = false ): string {
		return Platforms::get( $platform )->filter( $content, $keep_code );
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
		$markup = wp_kses_post( $markup );
		if ( ! str_contains( $markup, '<!-- wp:' ) ) {
			return $markup;
		}
		$changed = false;
		$blocks  = self::block_urls( parse_blocks( $markup ), $changed );
		// Re-serialized only when a URL went: valid markup stays byte for byte.
		return $changed ? serialize_blocks( $blocks ) : $markup;
	}

	/**
	 * Parsed blocks whose attributes keep only URLs with allowed protocols.
	 *
	 * @param array<int, array<string, mixed>> $blocks  Parsed blocks.
	 * @param bool                             $changed Set when a URL went.
	 * @return array<int, array<string, mixed>>
	 */
	private static function block_urls( array $blocks, bool &$changed ): array {
		foreach ( $blocks as &$block ) {
			if ( ! empty( $block['attrs'] ) && is_array( $block['attrs'] ) ) {
				$block['attrs'] = self::attribute_urls( $block['attrs'], '', $changed );
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$block['innerBlocks'] = self::block_urls( $block['innerBlocks'], $changed );
			}
		}
		return $blocks;
	}

	/**
	 * A block attribute value (any depth) with its URLs checked.
	 *
	 * @param mixed  $value   Value.
	 * @param string $key     Its key in the parent (for a list item: the list's).
	 * @param bool   $changed Set when a URL went.
	 * @return mixed
	 */
	private static function attribute_urls( mixed $value, string $key, bool &$changed ): mixed {
		if ( is_array( $value ) ) {
			foreach ( $value as $child_key => $child ) {
				$value[ $child_key ] = self::attribute_urls( $child, is_string( $child_key ) ? $child_key : $key, $changed );
			}
			return $value;
		}
		if ( ! is_string( $value ) ) {
			return $value;
		}
		$kept    = self::url_value( $key, $value );
		$changed = $changed || $kept !== $value;
		return $kept;
	}

	/**
	 * A string of outside content with a URL in it, kept only when that
	 * URL's protocol is one WordPress allows in a post
	 * (`wp_allowed_protocols()`); '' otherwise. A string holds a URL when
	 * it starts with a protocol the way a browser reads one (character
	 * references decoded, leading blanks, tabs and line breaks ignored) and
	 * its name says it is a URL (`URL_NAME`), or the protocol is followed
	 * by `//`, or it is a protocol that runs code (`javascript:` …), whatever
	 * the name. Text with a colon ("Note: …", "10:30"), the editor's
	 * `var:preset|…` values and relative URLs are left as they are.
	 *
	 * @param string $key   The value's name (attribute or setting key).
	 * @param string $value Value.
	 */
	private static function url_value( string $key, string $value ): string {
		$url = self::as_browser_reads( $value );
		if ( ! preg_match( '/^([a-z][a-z0-9+.\-]*):/i', $url, $match ) ) {
			return $value;
		}
		$scheme = strtolower( $match[1] );
		if ( in_array( $scheme, wp_allowed_protocols(), true ) ) {
			return $value;
		}
		$holds_url = 1 === preg_match( self::URL_NAME, $key ) || str_starts_with( substr( $url, strlen( $match[0] ) ), '//' ) || in_array( $scheme, self::SCRIPT_SCHEMES, true );
		return $holds_url ? '' : $value;
	}

	/**
	 * A URL as a browser reads it: character references decoded (with or
	 * without their semicolon), leading blanks and control characters
	 * dropped, tabs, line breaks and other control characters removed.
	 *
	 * @param string $value Value.
	 */
	private static function as_browser_reads( string $value ): string {
		$value = (string) preg_replace_callback(
			'/&#(x[0-9a-f]+|[0-9]+);?/i',
			static fn( array $m ): string => mb_chr( 'x' === strtolower( $m[1][0] ) ? (int) hexdec( substr( $m[1], 1 ) ) : (int) $m[1] ) ?: '',
			$value
		);
		$value = html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return (string) preg_replace( '/[\x00-\x1F\x7F]+/', '', ltrim( $value, "\x00..\x20" ) );
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
				if ( is_string( $child_key ) && isset( self::ELEMENTOR_ATTRIBUTES[ $child_key ] ) && is_string( $child ) ) {
					$out[ $child_key ] = $keep_code ? $child : self::attributes( $child, self::ELEMENTOR_ATTRIBUTES[ $child_key ] );
					continue;
				}
				if ( $keep_code && is_string( $child_key ) && in_array( $child_key, self::ELEMENTOR_DROPPED, true ) ) {
					// Code Elementor lets this user write: CSS is no URL.
					$out[ $child_key ] = $child;
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
		$value = self::url_value( $key, $value );
		// Text without markup cannot carry a tag or a handler; leave it exactly
		// as it is (kses would also re-encode its ampersands).
		if ( $keep_code || ! str_contains( $value, '<' ) ) {
			return $value;
		}
		return wp_kses_post( $value );
	}

	/**
	 * Elementor's custom attributes (`key|value` pairs, printed on an
	 * element or a link) without event handlers, odd names or script URLs.
	 *
	 * @param string $attributes Attributes.
	 * @param string $separator  Between pairs: a comma, or a line break.
	 */
	private static function attributes( string $attributes, string $separator ): string {
		$kept = array();
		foreach ( explode( $separator, $attributes ) as $pair ) {
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
		return implode( $separator, $kept );
	}

	/**
	 * A web address from outside (a hub's links, checkout, an item's URLs):
	 * http(s) only, as `esc_url_raw()` cleans it, else ''.
	 *
	 * @param string $url URL.
	 */
	public static function web_url( string $url ): string {
		return (string) esc_url_raw( $url, array( 'http', 'https' ) );
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
