<?php
/**
 * A page under the Stencilbox menu that one bundle renders.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * The submenu, its screen guard and its print action, for a class with
 * `SLUG`, `RENDER` (the action that prints the page) and an `Assets`
 * property `$assets` (`Site\SettingsPage`, `Hub\Admin\HubAdminPage`).
 */
trait AdminSubmenu {
	/**
	 * The page's hook suffix.
	 *
	 * @var string
	 */
	private static string $hook_suffix = '';

	/**
	 * Adds the page under "Stencilbox" and keeps its hook suffix.
	 *
	 * @param string $title      The page's title.
	 * @param string $menu_title The menu's.
	 * @param string $capability Who sees it.
	 */
	private static function add_submenu( string $title, string $menu_title, string $capability ): void {
		self::$hook_suffix = (string) add_submenu_page( Names::ADMIN_PAGE, $title, $menu_title, $capability, self::SLUG, array( self::class, 'render_page' ) );
	}

	/**
	 * Whether the screen is this page (the guard of `enqueue()`).
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public static function is_own_screen( string $hook_suffix ): bool {
		return '' !== self::$hook_suffix && $hook_suffix === self::$hook_suffix;
	}

	/**
	 * Prints the page: the menu's callback.
	 */
	public static function render_page(): void {
		do_action( self::RENDER );
	}

	/**
	 * Enqueues the page's bundle on its screen only.
	 *
	 * @param string $hook_suffix Current admin page.
	 * @param string $bundle      The bundle.
	 */
	private function enqueue_bundle( string $hook_suffix, string $bundle ): void {
		if ( self::is_own_screen( $hook_suffix ) ) {
			$this->assets->enqueue( $bundle );
		}
	}
}
