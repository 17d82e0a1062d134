<?php
/**
 * Points a pack's in-site links at the pages the import made.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\Platform\Platforms;

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
	 * The anchors (element ids) of a content (its platform's `anchors()`).
	 *
	 * @param string $content  Block markup, or Elementor JSON.
	 * @param string $platform gutenberg or elementor.
	 * @return string[]
	 */
	public static function anchors( string $content, string $platform ): array {
		return Platforms::get( $platform )->anchors( $content );
	}

	/**
	 * A content with its fragment links pointed at their pages (its
	 * platform's `relink()`).
	 *
	 * @param string                $content  Block markup, or Elementor JSON (an export or its element list).
	 * @param string                $platform gutenberg or elementor.
	 * @param array<string, string> $targets  `targets()`.
	 */
	public static function apply( string $content, string $platform, array $targets ): string {
		if ( ! $targets || ! str_contains( $content, '#' ) ) {
			return $content;
		}
		$adapter = Platforms::get( $platform );
		$own     = array_flip( $adapter->anchors( $content ) );
		$target  = static function ( string $href ) use ( $own, $targets ): ?string {
			$name = str_starts_with( $href, '#' ) ? substr( $href, 1 ) : '';
			return '' === $name || isset( $own[ $name ] ) ? null : ( $targets[ $name ] ?? null );
		};
		return $adapter->relink( $content, $target );
	}
}
