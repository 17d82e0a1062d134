<?php
/**
 * A page under the Stencilbox menu that one bundle renders.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * The assets' guard and the bundle on its own screen, for a class with
 * `SLUG` (its entry in `AdminMenu`, which adds it and fires its print
 * action) and an `Assets` property `$assets` (`Site\SettingsPage`,
 * `Hub\Admin\HubAdminPage`).
 */
trait AdminSubmenu {
	/**
	 * The guard of the page's `admin_enqueue_scripts`: the request is for
	 * the page (read as data: no other screen loads the class).
	 */
	private static function on_page(): string {
		return Hooks::asked( 'page=' . self::SLUG );
	}

	/**
	 * Enqueues the page's bundle on its screen only.
	 *
	 * @param string $hook_suffix Current admin page.
	 * @param string $bundle      The bundle.
	 */
	private function enqueue_bundle( string $hook_suffix, string $bundle ): void {
		if ( AdminMenu::is_screen( self::SLUG, $hook_suffix ) ) {
			$this->assets->enqueue( $bundle );
		}
	}
}
