<?php
/**
 * The rules of a pack's pages that the hub and the site share.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Which page a full-site import puts on the front, and what a page is
 * titled on the new site. The importer, the wizard's summary and the
 * "Preview site" all follow these, so what they say and show is what the
 * import does.
 */
final class PackPages {
	/**
	 * Kit template types: a pack's blocks of these types become saved
	 * templates (the site's import, the hub's preview of what it creates).
	 */
	public const KIT_TYPES = array( 'header', 'footer', 'single' );

	/**
	 * The index of the page that becomes the front page: the first page of
	 * template type `home`, else the first page.
	 *
	 * @param array<int, array<string, mixed>> $pages Pages in the import's order (each with `template_type`).
	 * @return int|null Null when there is no page.
	 */
	public static function front( array $pages ): ?int {
		$pages = array_values( $pages );
		foreach ( $pages as $n => $page ) {
			if ( 'home' === (string) ( $page['template_type'] ?? '' ) ) {
				return $n;
			}
		}
		return $pages ? 0 : null;
	}

	/**
	 * A page's title on the new site: the item's name without the pack's
	 * brand in front ("Harbor About" → "About"), which the site's title
	 * says, and without the " Page" that tells a pack's page from its block
	 * of the same name in the library ("Harbor Services Page" → "Services").
	 *
	 * @param string $name  Item name.
	 * @param string $brand The pack's site title.
	 */
	public static function title( string $name, string $brand ): string {
		$brand = trim( $brand );
		if ( '' !== $brand && str_starts_with( $name, $brand . ' ' ) && strlen( $name ) > strlen( $brand ) + 1 ) {
			$name = ucfirst( trim( substr( $name, strlen( $brand ) + 1 ) ) );
		}
		if ( str_ends_with( $name, ' Page' ) && strlen( $name ) > strlen( ' Page' ) ) {
			$name = rtrim( substr( $name, 0, -strlen( ' Page' ) ) );
		}
		return $name;
	}

	/**
	 * A page's name: its slug on the new site (WordPress adds "-2" when
	 * another page has it), and what the pack's links call it
	 * (`#services`, `Site\FullSiteImport\PackLinks`).
	 *
	 * @param string $name  Item name.
	 * @param string $brand The pack's site title.
	 */
	public static function name( string $name, string $brand ): string {
		return sanitize_title( self::title( $name, $brand ) );
	}
}
