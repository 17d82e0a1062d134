<?php
/**
 * Palette slugs that cannot collide with WordPress's own classes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * For each palette colour WordPress prints `.has-<slug>-color`,
 * `.has-<slug>-background-color` and `.has-<slug>-border-color` with
 * `!important`. Core also puts generic classes of the same shape on blocks
 * that carry a custom value: every block with a custom text colour has
 * `has-text-color`, a custom link colour `has-link-color`, a custom border
 * colour `has-border-color`, social icons `has-icon-color` and
 * `has-icon-background-color`, an inline text colour `has-inline-color`.
 * A palette colour named `text` therefore turns every custom text colour
 * on the page into the palette's text colour (white on navy became dark on
 * navy). Every slug we write goes through `slug()`; the demo's palettes
 * never use a reserved word (tests/php/Support/PaletteTest.php checks them
 * and scans the running WordPress for the classes they make).
 */
final class Palette {
	/**
	 * A colour as the import takes it: hex only (`#rgb`, `#rrggbb`,
	 * `#rrggbbaa`), the only form the wizard sends. A pack colour in any
	 * other form is left out: its value lands in CSS (the global styles,
	 * an Elementor kit, the preview's variables).
	 */
	public const COLOUR_PATTERN = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$';

	/** The words of core's generic `has-<word>-…color` classes. */
	public const RESERVED = array( 'text', 'link', 'border', 'icon', 'inline' );

	/**
	 * The palette slug for a colour id: the id as a slug, with `-colour`
	 * added to a reserved word.
	 *
	 * @param string $id Colour id (a pack's colour id, a theme's slug).
	 */
	public static function slug( string $id ): string {
		$slug = sanitize_title( $id );
		return in_array( $slug, self::RESERVED, true ) ? $slug . '-colour' : $slug;
	}

	/**
	 * Whether a value is a colour the import takes (`COLOUR_PATTERN`).
	 *
	 * @param string $value Value.
	 */
	public static function is_colour( string $value ): bool {
		return (bool) preg_match( '/' . self::COLOUR_PATTERN . '/D', $value );
	}

	/**
	 * The classes WordPress generates for a palette slug.
	 *
	 * @param string $slug Palette slug.
	 * @return string[]
	 */
	public static function classes( string $slug ): array {
		return array( "has-{$slug}-color", "has-{$slug}-background-color", "has-{$slug}-border-color" );
	}
}
