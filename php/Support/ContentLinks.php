<?php
/**
 * The ids and links of HTML, for content of either platform (the
 * adapters' `anchors()` and `relink()`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Reads ids and points `<a href>`s of HTML (block comments are not tags,
 * so block markup works too).
 */
final class ContentLinks {
	/**
	 * The `id` attributes of some HTML.
	 *
	 * @param string $html HTML.
	 * @return string[]
	 */
	public static function ids( string $html ): array {
		$ids  = array();
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			$id = $tags->get_attribute( 'id' );
			if ( is_string( $id ) && '' !== trim( $id ) ) {
				$ids[] = trim( $id );
			}
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * Some HTML with its `<a href>`s pointed at their targets.
	 *
	 * @param string   $html    HTML.
	 * @param callable $target  Href → new href or null.
	 * @param bool     $changed Set when something changed.
	 */
	public static function html( string $html, callable $target, bool &$changed ): string {
		if ( ! str_contains( $html, 'href' ) ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		$any  = false;
		while ( $tags->next_tag( 'a' ) ) {
			$href = $tags->get_attribute( 'href' );
			$new  = is_string( $href ) ? $target( trim( $href ) ) : null;
			if ( null !== $new ) {
				$tags->set_attribute( 'href', $new );
				$any = true;
			}
		}
		if ( ! $any ) {
			return $html;
		}
		$changed = true;
		return $tags->get_updated_html();
	}
}
