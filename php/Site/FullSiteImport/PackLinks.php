<?php
/**
 * Points a pack's in-site links at the pages the import made.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

defined( 'ABSPATH' ) || exit;

/**
 * A pack's content names its own pages and sections by fragment, the only
 * link that means the same on a card, in a preview and on any site:
 * `#contact` is the pack's page named "Contact", `#process` the section
 * with that anchor, on whichever of its pages has it. Once the pages
 * exist, a full-site import turns each such link into the real address
 * (`targets()`, then `apply()` to every page and header or footer):
 *
 * - a fragment that is an anchor of the same document stays (it works);
 * - else one that is a page's name (its slug as made from its title,
 *   `PackPages::name()`) becomes that page's address;
 * - else one that is an anchor on one of the pack's pages becomes that
 *   page's address with the fragment.
 *
 * Anything else is left as it is: a pack whose links lead nowhere is a
 * mistake in the pack (the demo catalogue's check and the fidelity e2e's
 * crawl fail on one), not something to guess at here.
 */
final class PackLinks {
	/**
	 * Fragment name → address, from the imported pages.
	 *
	 * @param array<int, array{name: string, url: string, anchors: string[]}> $pages Each page's name, address and anchors.
	 * @return array<string, string>
	 */
	public static function targets( array $pages ): array {
		$targets = array();
		foreach ( $pages as $page ) {
			if ( '' !== $page['name'] && ! isset( $targets[ $page['name'] ] ) ) {
				$targets[ $page['name'] ] = $page['url'];
			}
		}
		foreach ( $pages as $page ) {
			foreach ( $page['anchors'] as $anchor ) {
				if ( ! isset( $targets[ $anchor ] ) ) {
					$targets[ $anchor ] = $page['url'] . '#' . $anchor;
				}
			}
		}
		return $targets;
	}

	/**
	 * The anchors (element ids) of a content: block markup's `id`
	 * attributes; an Elementor export's (or its element list's) element ids
	 * and menu anchors, and ids in its HTML texts.
	 *
	 * @param string $content  Block markup, or Elementor JSON.
	 * @param string $platform gutenberg or elementor.
	 * @return string[]
	 */
	public static function anchors( string $content, string $platform ): array {
		if ( 'elementor' !== $platform ) {
			return self::html_ids( $content );
		}
		$ids  = array();
		$walk = static function ( mixed $node ) use ( &$walk, &$ids ): void {
			if ( ! is_array( $node ) ) {
				if ( is_string( $node ) && str_contains( $node, 'id=' ) ) {
					$ids = array_merge( $ids, self::html_ids( $node ) );
				}
				return;
			}
			$settings = is_array( $node['settings'] ?? null ) ? $node['settings'] : array();
			foreach ( array( '_element_id', 'anchor' ) as $key ) {
				if ( is_string( $settings[ $key ] ?? null ) && '' !== trim( $settings[ $key ] ) && ( '_element_id' === $key || 'menu-anchor' === ( $node['widgetType'] ?? '' ) ) ) {
					$ids[] = trim( $settings[ $key ] );
				}
			}
			foreach ( $node as $child ) {
				$walk( $child );
			}
		};
		$walk( json_decode( $content, true ) );
		return array_values( array_unique( $ids ) );
	}

	/**
	 * A content with its fragment links pointed at their pages.
	 *
	 * @param string                $content  Block markup, or Elementor JSON (an export or its element list).
	 * @param string                $platform gutenberg or elementor.
	 * @param array<string, string> $targets  `targets()`.
	 */
	public static function apply( string $content, string $platform, array $targets ): string {
		if ( ! $targets || ! str_contains( $content, '#' ) ) {
			return $content;
		}
		$own    = array_flip( self::anchors( $content, $platform ) );
		$target = static function ( string $href ) use ( $own, $targets ): ?string {
			$name = str_starts_with( $href, '#' ) ? substr( $href, 1 ) : '';
			return '' === $name || isset( $own[ $name ] ) ? null : ( $targets[ $name ] ?? null );
		};
		if ( 'elementor' === $platform ) {
			$data = json_decode( $content, true );
			if ( ! is_array( $data ) ) {
				return $content;
			}
			$changed = false;
			$data    = self::elementor( $data, $target, $changed );
			return $changed ? (string) wp_json_encode( $data ) : $content;
		}
		$changed = false;
		$blocks  = self::blocks( parse_blocks( $content ), $target, $changed );
		return $changed ? serialize_blocks( $blocks ) : $content;
	}

	/**
	 * The `id` attributes of some HTML.
	 *
	 * @param string $html HTML (block comments are not tags, so markup works too).
	 * @return string[]
	 */
	private static function html_ids( string $html ): array {
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
	private static function html( string $html, callable $target, bool &$changed ): string {
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

	/**
	 * Blocks with their links (in their HTML and their `url` attribute:
	 * navigation and social links) pointed at their targets.
	 *
	 * @param array<int, array<string, mixed>> $blocks  Parsed blocks.
	 * @param callable                         $target  Href → new href or null.
	 * @param bool                             $changed Set when something changed.
	 * @return array<int, array<string, mixed>>
	 */
	private static function blocks( array $blocks, callable $target, bool &$changed ): array {
		foreach ( $blocks as $i => $block ) {
			$url = $block['attrs']['url'] ?? null;
			$new = is_string( $url ) && 'core/image' !== $block['blockName'] && 'core/cover' !== $block['blockName'] ? $target( trim( $url ) ) : null;
			if ( null !== $new ) {
				$blocks[ $i ]['attrs']['url'] = $new;
				$changed                      = true;
			}
			foreach ( (array) ( $block['innerContent'] ?? array() ) as $n => $chunk ) {
				if ( is_string( $chunk ) ) {
					$blocks[ $i ]['innerContent'][ $n ] = self::html( $chunk, $target, $changed );
				}
			}
			if ( is_string( $block['innerHTML'] ?? null ) ) {
				$ignored                     = false;
				$blocks[ $i ]['innerHTML'] = self::html( $block['innerHTML'], $target, $ignored );
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$blocks[ $i ]['innerBlocks'] = self::blocks( $block['innerBlocks'], $target, $changed );
			}
		}
		return $blocks;
	}

	/**
	 * Elementor data with its links (`url` settings, `<a href>` in texts)
	 * pointed at their targets.
	 *
	 * @param array<mixed> $node    Export, element list or part of one.
	 * @param callable     $target  Href → new href or null.
	 * @param bool         $changed Set when something changed.
	 * @return array<mixed>
	 */
	private static function elementor( array $node, callable $target, bool &$changed ): array {
		foreach ( $node as $key => $value ) {
			if ( is_array( $value ) ) {
				$node[ $key ] = self::elementor( $value, $target, $changed );
			} elseif ( is_string( $value ) && 'url' === $key ) {
				$new = $target( trim( $value ) );
				if ( null !== $new ) {
					$node[ $key ] = $new;
					$changed      = true;
				}
			} elseif ( is_string( $value ) && str_contains( $value, 'href' ) ) {
				$node[ $key ] = self::html( $value, $target, $changed );
			}
		}
		return $node;
	}
}
