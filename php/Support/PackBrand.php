<?php
/**
 * A pack's header or footer showing the site's identity instead of the
 * pack's (a full-site import, its preview, and an update of what it
 * placed): what the platforms' adapters do for `Platform::brand()`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * The brand of block markup (`blocks()`, the block editor's) and of an
 * Elementor export (`elementor()`).
 */
final class PackBrand {
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
	public static function blocks( string $markup, string $brand, int $logo_width ): string {
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
	 * The Elementor equivalent of `blocks()`. Elementor (without Pro) has no
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
	public static function elementor( string $json, string $brand, string $title, ?array $logo, int $logo_width ): string {
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
}
