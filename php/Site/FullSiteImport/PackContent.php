<?php
/**
 * Turns a pack's content into this site's content.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\PackPackage;
use Stencilbox\Support\Palette;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * Images named `{{pack}}/images/<name>` point at their copies in the media
 * library; each pack colour the user changed is replaced by the new value
 * (the packs write their palette as custom colours, so this is what makes
 * the chosen colours show on any theme). The result is filtered like any
 * content from outside (`ContentFilter`), last, so nothing added here
 * escapes it. A header's or footer's brand (the site's title and logo at
 * the chosen width) is its platform's: `Platform::brand()`.
 */
final class PackContent {
	/**
	 * Prepares one content.
	 *
	 * @param string                                      $content  Content from the package.
	 * @param string                                      $platform gutenberg or elementor.
	 * @param array<string, array{url?: string, id?: int}> $images   Package image name → its copy.
	 * @param array<string, string>                       $colours  Pack colour value → chosen value.
	 */
	public static function prepare( string $content, string $platform, array $images, array $colours ): string {
		$pairs = array();
		$ids   = array();
		foreach ( $images as $name => $copy ) {
			$url                                        = (string) ( $copy['url'] ?? '' );
			$pairs[ PackPackage::PLACEHOLDER . '/images/' . $name ]   = $url;
			$pairs[ PackPackage::PLACEHOLDER . '\\/images\\/' . $name ] = str_replace( '/', '\\/', $url );
			if ( '' !== $url && ! empty( $copy['id'] ) ) {
				$ids[ $url ] = (int) $copy['id'];
			}
		}
		$content = strtr( $content, $pairs );
		if ( $ids ) {
			// What shows a copied image takes its attachment, as an insert's copies do (`Platform::rewrite_images()`):
			// an Elementor image setting its id (and the attachment the setting's alt text), an image block its id.
			$content = Platforms::get( $platform )->rewrite_images( $content, array(), $ids );
		}
		$content = self::recolour( $content, $colours );
		return ContentFilter::content( $platform, $content );
	}

	/**
	 * Pack colour value → chosen value, for the colours that changed.
	 *
	 * @param array<int, array<string, mixed>> $pack_colours Pack colour entries (id, color).
	 * @param array<string, string>            $chosen       Colour id → chosen value.
	 * @return array<string, string>
	 */
	public static function colour_map( array $pack_colours, array $chosen ): array {
		$map = array();
		foreach ( $pack_colours as $entry ) {
			$id   = (string) ( $entry['id'] ?? $entry['_id'] ?? $entry['var'] ?? '' );
			$from = strtolower( (string) ( $entry['color'] ?? '' ) );
			$to   = strtolower( (string) ( $chosen[ $id ] ?? '' ) );
			if ( '' !== $from && '' !== $to && $from !== $to && Palette::is_colour( $to ) ) {
				$map[ $from ] = $to;
			}
		}
		return $map;
	}

	/**
	 * Replaces colour values (case-insensitive, whole values only).
	 *
	 * @param string                $content Content.
	 * @param array<string, string> $colours From → to.
	 */
	private static function recolour( string $content, array $colours ): string {
		if ( ! $colours ) {
			return $content;
		}
		$pattern = '/(' . implode( '|', array_map( static fn( string $c ): string => preg_quote( $c, '/' ), array_keys( $colours ) ) ) . ')(?![0-9a-f])/i';
		return (string) preg_replace_callback( $pattern, static fn( array $m ): string => $colours[ strtolower( $m[1] ) ] ?? $m[1], $content );
	}

	/**
	 * Points the header's navigation at a menu (the pack's pages) instead of
	 * its own links.
	 *
	 * @param string $markup Header markup.
	 * @param int    $menu   `wp_navigation` post id.
	 */
	public static function with_menu( string $markup, int $menu ): string {
		return self::navigations(
			$markup,
			static function ( array $block ) use ( $menu ): array {
				$block['attrs']['ref'] = $menu;
				$block['innerBlocks']  = array();
				$block['innerContent'] = array();
				$block['innerHTML']    = '';
				return $block;
			}
		);
	}

	/**
	 * Gives the navigations of some markup other links (serialized
	 * `core/navigation-link` blocks).
	 *
	 * @param string $markup Markup.
	 * @param string $links  Link blocks.
	 */
	public static function with_links( string $markup, string $links ): string {
		$inner = array_values( array_filter( parse_blocks( $links ), static fn( array $b ): bool => null !== $b['blockName'] ) );
		return self::navigations(
			$markup,
			static function ( array $block ) use ( $inner ): array {
				unset( $block['attrs']['ref'] );
				$block['innerBlocks']  = $inner;
				$block['innerContent'] = array_fill( 0, count( $inner ), null );
				$block['innerHTML']    = '';
				return $block;
			}
		);
	}

	/**
	 * Changes every `core/navigation` block of some markup.
	 *
	 * @param string   $markup Markup.
	 * @param callable $change Block → block.
	 */
	private static function navigations( string $markup, callable $change ): string {
		$walk = static function ( array $blocks ) use ( &$walk, $change ): array {
			foreach ( $blocks as $i => $block ) {
				if ( 'core/navigation' === $block['blockName'] ) {
					$blocks[ $i ] = $change( $block );
				} elseif ( ! empty( $block['innerBlocks'] ) ) {
					$blocks[ $i ]['innerBlocks'] = $walk( $block['innerBlocks'] );
				}
			}
			return $blocks;
		};
		return serialize_blocks( $walk( parse_blocks( $markup ) ) );
	}
}
