<?php
/**
 * The look this site chose last for inserted items ("Match my site" or
 * "Keep the pack's look"), remembered per site.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Design;

use Stencilbox\Support\Design\ElementorKit;
use Stencilbox\Support\Design\ThemePresets;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * One site option, written when an insert or page import names its look
 * (the user chose it there) and read when a request names none; the boot
 * data gives it to the library, with whether "Match my site" can apply
 * here at all: a theme palette for block-editor items (a block theme's, a
 * classic theme's `editor-color-palette`), an active Elementor kit for
 * Elementor items (what `DesignMatcher` matches to).
 */
final class LookChoice {
	/** The site option. */
	public const OPTION = 'stencilbox_look';

	/**
	 * Hooks the boot data.
	 *
	 * @param Hooks $hooks Hooks.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->filter( 'stencilbox_settings', 'settings' );
	}

	/**
	 * The remembered look (the pack's until a user chooses).
	 */
	public static function remembered(): string {
		$look = (string) get_option( self::OPTION, DesignMatcher::LOOK_PACK );
		return in_array( $look, DesignMatcher::LOOKS, true ) ? $look : DesignMatcher::LOOK_PACK;
	}

	/**
	 * Remembers a look (anything else is ignored).
	 *
	 * @param string $look DesignMatcher::LOOK_PACK or LOOK_SITE.
	 */
	public static function remember( string $look ): void {
		if ( in_array( $look, DesignMatcher::LOOKS, true ) && self::remembered() !== $look ) {
			update_option( self::OPTION, $look, false );
		}
	}

	/**
	 * The boot data: `look` (remembered), `themePalette` (the theme has a
	 * palette to match block content to: `ThemePresets::theme_has_palette()`)
	 * and `elementorKit`.
	 *
	 * @param array<string, mixed> $settings Boot data.
	 * @return array<string, mixed>
	 */
	public function settings( array $settings ): array {
		$settings['look']       = self::remembered();
		$settings['themePalette'] = ThemePresets::theme_has_palette();
		$settings['elementorKit'] = Elementor::active() && null !== ElementorKit::current();
		return $settings;
	}
}
