<?php
/**
 * Turns a pack's content into this site's content.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\PackPackage;

defined( 'ABSPATH' ) || exit;

/**
 * Images named `{{pack}}/images/<name>` point at their copies in the media
 * library; each pack colour the user changed is replaced by the new value
 * (the packs write their palette as custom colours, so this is what makes
 * the chosen colours show on any theme); a header's brand line becomes the
 * site's logo and title blocks. The result is filtered like any content
 * from outside (`ContentFilter`), last, so nothing added here escapes it.
 */
final class PackContent {
	/**
	 * Prepares one content.
	 *
	 * @param string                             $content  Content from the package.
	 * @param string                             $platform gutenberg or elementor.
	 * @param array<string, array{url?: string}> $images   Package image name → its copy.
	 * @param array<string, string>              $colours  Pack colour value → chosen value.
	 */
	public static function prepare( string $content, string $platform, array $images, array $colours ): string {
		$pairs = array();
		foreach ( $images as $name => $copy ) {
			$url                                        = (string) ( $copy['url'] ?? '' );
			$pairs[ PackPackage::PLACEHOLDER . '/images/' . $name ]   = $url;
			$pairs[ PackPackage::PLACEHOLDER . '\\/images\\/' . $name ] = str_replace( '/', '\\/', $url );
		}
		$content = strtr( $content, $pairs );
		if ( 'elementor' === $platform ) {
			$content = self::attach_images( $content, $images );
		}
		$content = self::recolour( $content, $colours );
		return ContentFilter::content( $platform, $content );
	}

	/**
	 * Elementor: image settings that show a copied image get its attachment
	 * id (and the attachment the setting's alt text), as an insert does.
	 *
	 * @param string                                      $content Export JSON.
	 * @param array<string, array{id?: int, url?: string}> $images  Package image name → its copy.
	 */
	private static function attach_images( string $content, array $images ): string {
		$export = json_decode( $content, true );
		$ids    = array();
		foreach ( $images as $copy ) {
			if ( ! empty( $copy['url'] ) && ! empty( $copy['id'] ) ) {
				$ids[ (string) $copy['url'] ] = (int) $copy['id'];
			}
		}
		if ( ! is_array( $export ) || ! $ids ) {
			return $content;
		}
		return (string) wp_json_encode( Elementor::attach_images( $export, $ids ) );
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
			if ( '' !== $from && '' !== $to && $from !== $to && self::is_colour( $to ) ) {
				$map[ $from ] = $to;
			}
		}
		return $map;
	}

	/**
	 * Whether a value is a hex colour (the only form the wizard sends).
	 *
	 * @param string $value Value.
	 */
	public static function is_colour( string $value ): bool {
		return (bool) preg_match( '/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i', $value );
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
	 * A header's brand line (the paragraph that reads the pack's site
	 * title) becomes the site logo and the site title, styled like it was,
	 * so the title and logo chosen in the wizard show in the header.
	 *
	 * @param string $markup     Block markup.
	 * @param string $brand      The pack's site title.
	 * @param int    $logo_width Logo width in px.
	 */
	public static function brand( string $markup, string $brand, int $logo_width ): string {
		if ( '' === trim( $brand ) ) {
			return $markup;
		}
		$done   = false;
		$blocks = self::replace_brand( parse_blocks( $markup ), trim( $brand ), $logo_width, $done );
		return $done ? serialize_blocks( $blocks ) : $markup;
	}

	/**
	 * Walks blocks for the brand paragraph.
	 *
	 * @param array<int, array<string, mixed>> $blocks     Blocks.
	 * @param string                           $brand      Text to find.
	 * @param int                              $logo_width Logo width.
	 * @param bool                             $done       Set once replaced.
	 * @return array<int, array<string, mixed>>
	 */
	private static function replace_brand( array $blocks, string $brand, int $logo_width, bool &$done ): array {
		foreach ( $blocks as $i => $block ) {
			if ( $done ) {
				break;
			}
			if ( 'core/paragraph' === $block['blockName'] && trim( wp_strip_all_tags( (string) $block['innerHTML'] ) ) === $brand ) {
				$blocks[ $i ] = self::brand_group( (array) $block['attrs'], $logo_width );
				$done         = true;
			} elseif ( ! empty( $block['innerBlocks'] ) ) {
				$blocks[ $i ]['innerBlocks'] = self::replace_brand( $block['innerBlocks'], $brand, $logo_width, $done );
			}
		}
		return $blocks;
	}

	/**
	 * The logo and title group that stands for the brand paragraph.
	 *
	 * @param array<string, mixed> $attrs      The paragraph's attributes.
	 * @param int                  $logo_width Logo width.
	 * @return array<string, mixed>
	 */
	private static function brand_group( array $attrs, int $logo_width ): array {
		$title = array_intersect_key( $attrs, array_flip( array( 'style', 'fontSize', 'textColor', 'fontFamily' ) ) ) + array( 'level' => 0 );
		$text  = (string) ( $attrs['style']['color']['text'] ?? '' );
		if ( '' !== $text ) {
			$title['style']['elements']['link']['color']['text'] = $text;
		}
		$title['style']['typography']['fontWeight'] = $title['style']['typography']['fontWeight'] ?? '700';
		$markup = '<!-- wp:group {"style":{"spacing":{"blockGap":"12px"}},"layout":{"type":"flex","flexWrap":"nowrap","verticalAlignment":"center"}} --><div class="wp-block-group">'
			. '<!-- wp:site-logo ' . wp_json_encode( array( 'width' => $logo_width ) ) . ' /-->'
			. '<!-- wp:site-title ' . wp_json_encode( $title ) . ' /-->'
			. '</div><!-- /wp:group -->';
		return parse_blocks( $markup )[0];
	}

	/**
	 * Points the header's navigation at a menu (the pack's pages) instead of
	 * its own links.
	 *
	 * @param string $markup Header markup.
	 * @param int    $menu   `wp_navigation` post id.
	 */
	public static function with_menu( string $markup, int $menu ): string {
		$blocks = parse_blocks( $markup );
		$walk   = static function ( array $blocks ) use ( &$walk, $menu ): array {
			foreach ( $blocks as $i => $block ) {
				if ( 'core/navigation' === $block['blockName'] ) {
					$blocks[ $i ]['attrs']['ref'] = $menu;
					$blocks[ $i ]['innerBlocks']  = array();
					$blocks[ $i ]['innerContent'] = array();
					$blocks[ $i ]['innerHTML']    = '';
				} elseif ( ! empty( $block['innerBlocks'] ) ) {
					$blocks[ $i ]['innerBlocks'] = $walk( $block['innerBlocks'] );
				}
			}
			return $blocks;
		};
		return serialize_blocks( $walk( $blocks ) );
	}
}
