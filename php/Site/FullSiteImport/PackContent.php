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
 * the chosen colours show on any theme); the site logos of a header or
 * footer take the chosen width. The result is filtered like any content
 * from outside (`ContentFilter`), last, so nothing added here escapes it.
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
	 * A header or footer shows the site's identity: its `core/site-logo`
	 * blocks take the logo width chosen in the wizard (the title, tagline
	 * and logo themselves come from the site's settings). A pack made
	 * before its headers used the site blocks has a brand line instead (the
	 * paragraph that reads the pack's site title): that becomes the site
	 * logo and the site title, styled like it was.
	 *
	 * @param string $markup     Block markup.
	 * @param string $brand      The pack's site title.
	 * @param int    $logo_width Logo width in px.
	 */
	public static function brand( string $markup, string $brand, int $logo_width ): string {
		$blocks = parse_blocks( $markup );
		$done   = false;
		if ( '' !== trim( $brand ) && ! self::has_block( $blocks, 'core/site-title' ) ) {
			$blocks = self::replace_brand( $blocks, trim( $brand ), $logo_width, $done );
		}
		if ( ! $done && ! self::has_block( $blocks, 'core/site-logo' ) ) {
			return $markup;
		}
		return serialize_blocks( self::logo_width( $blocks, $logo_width ) );
	}

	/**
	 * The Elementor equivalent of `brand()`. Elementor (without Pro) has no
	 * widget that reads the site's title or logo, so the heading of a header
	 * or footer that reads the pack's site title takes the title chosen in
	 * the wizard, and the chosen logo is put before it at the chosen width.
	 * (The demo packs' heading shows the site's title through our dynamic
	 * tag, `Site\ElementorSiteTags`; the written title stands in when the
	 * tag is switched off.)
	 *
	 * @param string                             $json       An Elementor export (JSON).
	 * @param string                             $brand      The pack's site title.
	 * @param string                             $title      The title chosen in the wizard.
	 * @param array{id?: int, url?: string}|null $logo       The chosen logo.
	 * @param int                                $logo_width Logo width in px.
	 */
	public static function brand_elementor( string $json, string $brand, string $title, ?array $logo, int $logo_width ): string {
		$export = json_decode( $json, true );
		if ( '' === trim( $brand ) || ! is_array( $export ) || ! is_array( $export['content'] ?? null ) ) {
			return $json;
		}
		$done              = false;
		$export['content'] = self::elementor_brand( $export['content'], trim( $brand ), $title, $logo, $logo_width, $done );
		return $done ? (string) wp_json_encode( $export ) : $json;
	}

	/**
	 * Walks Elementor elements for the brand heading.
	 *
	 * @param array<int, mixed>                  $elements   Elements.
	 * @param string                             $brand      Text to find.
	 * @param string                             $title      Its replacement.
	 * @param array{id?: int, url?: string}|null $logo       The chosen logo.
	 * @param int                                $logo_width Logo width.
	 * @param bool                               $done       Set once replaced.
	 * @return array<int, mixed>
	 */
	private static function elementor_brand( array $elements, string $brand, string $title, ?array $logo, int $logo_width, bool &$done ): array {
		$out = array();
		foreach ( $elements as $element ) {
			if ( ! is_array( $element ) ) {
				$out[] = $element;
				continue;
			}
			$is_brand = 'heading' === ( $element['widgetType'] ?? '' ) && trim( wp_strip_all_tags( (string) ( $element['settings']['title'] ?? '' ) ) ) === $brand;
			if ( $is_brand ) {
				$done = true;
				if ( '' !== (string) ( $logo['url'] ?? '' ) ) {
					$out[] = array(
						'id'         => substr( md5( (string) ( $element['id'] ?? '' ) . 'logo' ), 0, 7 ),
						'elType'     => 'widget',
						'widgetType' => 'image',
						'settings'   => array(
							'image'      => array(
								'id'  => (int) ( $logo['id'] ?? 0 ),
								'url' => (string) $logo['url'],
							),
							'image_size' => 'full',
							'width'      => array(
								'unit' => 'px',
								'size' => $logo_width,
							),
							'align'      => 'left',
						),
						'elements'   => array(),
					);
				}
				if ( '' !== trim( $title ) ) {
					$element['settings']['title'] = $title;
				}
			} elseif ( ! empty( $element['elements'] ) && is_array( $element['elements'] ) ) {
				$element['elements'] = self::elementor_brand( $element['elements'], $brand, $title, $logo, $logo_width, $done );
			}
			$out[] = $element;
		}
		return $out;
	}

	/**
	 * Whether a block of a type is in a tree.
	 *
	 * @param array<int, array<string, mixed>> $blocks Blocks.
	 * @param string                           $name   Block name.
	 */
	private static function has_block( array $blocks, string $name ): bool {
		foreach ( $blocks as $block ) {
			if ( $name === $block['blockName'] || self::has_block( (array) ( $block['innerBlocks'] ?? array() ), $name ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Every site logo of a tree at a width.
	 *
	 * @param array<int, array<string, mixed>> $blocks Blocks.
	 * @param int                              $width  Width in px.
	 * @return array<int, array<string, mixed>>
	 */
	private static function logo_width( array $blocks, int $width ): array {
		foreach ( $blocks as $i => $block ) {
			if ( 'core/site-logo' === $block['blockName'] ) {
				$blocks[ $i ]['attrs']['width'] = $width;
			} elseif ( ! empty( $block['innerBlocks'] ) ) {
				$blocks[ $i ]['innerBlocks'] = self::logo_width( $block['innerBlocks'], $width );
			}
		}
		return $blocks;
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
