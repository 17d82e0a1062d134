<?php
/**
 * A block's link colour where a classic theme looks for it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Templates;

use Stencilbox\Support\Design\DesignTokens;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress 5.8 gave a block's link colour as a custom property on the
 * block (`--wp--style--color--link`), and the classic themes of that time
 * read it, in rules more specific than the ones WordPress writes today
 * (`.wp-elements-…`): Twenty Twenty-One colours every link of a block with
 * a background by `var(--wp--style--color--link, <its primary>)`, so the
 * white links of a pack's dark footer came out dark grey on dark blue. On
 * a classic theme, a block that sets its link colour also sets that
 * property, on the front end only (the saved markup is unchanged).
 */
final class ClassicLinkColours {
	/**
	 * Hooks the rendering, on a classic theme only: known once the theme is
	 * loaded, so that a block theme's page view, or REST answer, never calls
	 * us for each block it renders.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->static_call( 'after_setup_theme', 'hook_render', PHP_INT_MAX );
	}

	/**
	 * Filters rendered blocks when the theme is a classic one (nothing is
	 * built: the filter is this class's static `render()`).
	 */
	public static function hook_render(): void {
		if ( ! is_admin() && ! wp_is_block_theme() ) {
			add_filter( 'render_block', array( self::class, 'render' ), 10, 2 );
		}
	}

	/**
	 * The link colour a parsed block sets, if any.
	 *
	 * @param mixed $block Parsed block.
	 */
	private static function link_colour( mixed $block ): ?string {
		$colour = is_array( $block ) ? ( $block['attrs']['style']['elements']['link']['color']['text'] ?? null ) : null;
		return is_string( $colour ) && '' !== $colour ? $colour : null;
	}

	/**
	 * Adds the property to a block that sets a link colour.
	 *
	 * @param mixed $html  Rendered block.
	 * @param mixed $block Parsed block.
	 * @return mixed
	 */
	public static function render( mixed $html, mixed $block ): mixed {
		$colour = self::link_colour( $block );
		if ( ! is_string( $html ) || '' === $html || null === $colour || is_admin() || wp_is_block_theme() ) {
			return $html;
		}
		$value = self::css_value( $colour );
		if ( null === $value ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag() ) {
			return $html;
		}
		$style = trim( (string) $tags->get_attribute( 'style' ), "; \t\n" );
		$tags->set_attribute( 'style', ( '' === $style ? '' : $style . ';' ) . '--wp--style--color--link:' . $value );
		return $tags->get_updated_html();
	}

	/**
	 * A colour attribute as CSS (`var:preset|color|slug` as its custom
	 * property), or null when it is not a plain colour value.
	 *
	 * @param string $colour Attribute value.
	 */
	private static function css_value( string $colour ): ?string {
		if ( preg_match( '/^var:preset\|color\|([a-z0-9-]+)$/', $colour, $m ) ) {
			return 'var(--wp--preset--color--' . DesignTokens::css_slug( $m[1] ) . ')';
		}
		return 1 === preg_match( '/^(#[0-9a-fA-F]{3,8}|[a-z]+|rgba?\([0-9., %]+\)|hsla?\([0-9., %deg]+\))$/', $colour ) ? $colour : null;
	}
}
