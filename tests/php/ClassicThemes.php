<?php
/**
 * Twenty Twenty-One, the classic theme the test WordPress has
 * (bin/fetch-classic-theme.sh), with its presets registered.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * A classic theme's functions.php is not loaded in-process (switch_theme()
 * only changes the options), so its `after_setup_theme` calls are made
 * here: the palette, font sizes and custom background Twenty Twenty-One's
 * `twenty_twenty_one_setup()` registers, values copied from its
 * functions.php. Its style.css is its own (read from the theme's folder).
 */
final class ClassicThemes {
	/**
	 * Twenty Twenty-One's palette (`editor-color-palette`), by slug.
	 */
	public const TWENTY_TWENTY_ONE_PALETTE = array(
		'black'     => '#000000',
		'dark-gray' => '#28303D',
		'gray'      => '#39414D',
		'green'     => '#D1E4DD',
		'blue'      => '#D1DFE4',
		'purple'    => '#D1D1E4',
		'red'       => '#E4D1D1',
		'orange'    => '#E4DAD1',
		'yellow'    => '#EEEADD',
		'white'     => '#FFFFFF',
	);

	/**
	 * Makes Twenty Twenty-One the active theme with its presets.
	 *
	 * @param bool $palette Whether it registers its palette (false: a classic
	 *                      theme without one).
	 * @return array<string, mixed> The theme features as they were (for restore()).
	 */
	public static function twenty_twenty_one( bool $palette = true ): array {
		$before = (array) ( $GLOBALS['_wp_theme_features'] ?? array() );
		switch_theme( 'twentytwentyone' );
		if ( $palette ) {
			$entries = array();
			foreach ( self::TWENTY_TWENTY_ONE_PALETTE as $slug => $colour ) {
				$entries[] = array(
					'name'  => ucwords( str_replace( '-', ' ', $slug ) ),
					'slug'  => $slug,
					'color' => $colour,
				);
			}
			add_theme_support( 'editor-color-palette', $entries );
		}
		$sizes = array();
		foreach ( array( 'extra-small' => 16, 'small' => 18, 'normal' => 20, 'large' => 24, 'extra-large' => 40, 'huge' => 96, 'gigantic' => 144 ) as $slug => $size ) {
			$sizes[] = array(
				'name' => $slug,
				'size' => $size,
				'slug' => $slug,
			);
		}
		add_theme_support( 'editor-font-sizes', $sizes );
		add_theme_support( 'custom-background', array( 'default-color' => 'd1e4dd' ) );
		wp_clean_theme_json_cache();
		return $before;
	}

	/**
	 * Puts the theme features back (the theme itself is the caller's to switch).
	 *
	 * @param array<string, mixed> $features From twenty_twenty_one().
	 */
	public static function restore( array $features ): void {
		$GLOBALS['_wp_theme_features'] = $features;
		wp_clean_theme_json_cache();
	}
}
