<?php
/**
 * The "Stencilbox" menu every wp-admin screen draws: its entries, which
 * screen is which page, and the current entry on the saved templates.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

use Stencilbox\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the top-level page and its submenus, all from here, so that a
 * wp-admin screen that is not ours loads this class and none of the pages'
 * (`Site\AdminPage`, `Site\SettingsPage`, `Hub\Admin\HubAdminPage`: each
 * is built by its print action, `RENDER`, which the entry's callback fires,
 * and loaded for its assets only on its screen: their guard is the
 * request's `page`).
 */
final class AdminMenu {
	/** The library's screen (the top-level page). */
	public const LIBRARY = Names::ADMIN_PAGE;

	/** Stencilbox → Settings. */
	public const SETTINGS = 'stencilbox-settings';

	/** Stencilbox → Library hub (a site that is its own hub: Plugin::own_hub()). */
	public const HUB = 'stencilbox-hub';

	/** Who sees the library hub's screen. */
	public const HUB_CAPABILITY = 'manage_options';

	/** Each page's print action (the entry's callback fires it; the page's service listens). */
	public const RENDER = array(
		self::LIBRARY  => 'stencilbox_admin_page',
		self::SETTINGS => 'stencilbox_settings_page',
		self::HUB      => 'stencilbox_hub_admin_page',
	);

	/** The block editor's saved templates in the app (a submenu of its own). */
	public const TEMPLATES_URL = 'admin.php?page=' . Names::ADMIN_PAGE . '&path=gutenberg%2Ftemplates';

	/**
	 * Each page's hook suffix, by slug, once the menu exists.
	 *
	 * @var array<string, string>
	 */
	private static array $screens = array();

	/**
	 * The menu and the current entry: static calls (every wp-admin screen
	 * draws the menu; nothing is built).
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->static_call( 'admin_menu', 'add' );
		$hooks->static_call( 'submenu_file', 'current_submenu' );
	}

	/**
	 * Adds the top-level page and its entries: Library, Saved templates,
	 * Settings and, where this site is its own hub, Library hub.
	 */
	public static function add(): void {
		self::$screens = array(
			self::LIBRARY => (string) add_menu_page(
				__( 'Stencilbox', 'stencilbox' ),
				__( 'Stencilbox', 'stencilbox' ),
				Names::CAP_READ,
				self::LIBRARY,
				self::printer( self::LIBRARY ),
				self::icon(),
				58
			),
		);
		// With submenus, WordPress repeats the parent's title as the first
		// entry; name it for what it opens.
		add_submenu_page( self::LIBRARY, __( 'Stencilbox', 'stencilbox' ), __( 'Library', 'stencilbox' ), Names::CAP_READ, self::LIBRARY );
		// The saved templates have no place in the block editor's library
		// navigation (the spec's Gutenberg nav): a way in from the menu.
		add_submenu_page( self::LIBRARY, __( 'Saved templates', 'stencilbox' ), __( 'Saved templates', 'stencilbox' ), Names::CAP_READ, self::TEMPLATES_URL );
		self::$screens[ self::SETTINGS ] = (string) add_submenu_page( self::LIBRARY, __( 'Stencilbox Settings', 'stencilbox' ), __( 'Settings', 'stencilbox' ), 'manage_options', self::SETTINGS, self::printer( self::SETTINGS ) );
		if ( Plugin::own_hub() ) {
			self::$screens[ self::HUB ] = (string) add_submenu_page( self::LIBRARY, __( 'Library hub', 'stencilbox' ), __( 'Library hub', 'stencilbox' ), self::HUB_CAPABILITY, self::HUB, self::printer( self::HUB ) );
		}
	}

	/**
	 * The entry's callback: fires the page's print action.
	 *
	 * @param string $slug The page.
	 */
	private static function printer( string $slug ): \Closure {
		return static function () use ( $slug ): void {
			do_action( self::RENDER[ $slug ] );
		};
	}

	/**
	 * Whether the screen is one page's (its hook suffix, as WordPress
	 * passes it to `admin_enqueue_scripts`).
	 *
	 * @param string $slug        The page (LIBRARY, SETTINGS or HUB).
	 * @param string $hook_suffix Current admin page.
	 */
	public static function is_screen( string $slug, string $hook_suffix ): bool {
		$screen = self::$screens[ $slug ] ?? '';
		return '' !== $screen && $hook_suffix === $screen;
	}

	/**
	 * Marks "Saved templates" as the current submenu item on that screen
	 * (the app's route is in the `path` argument).
	 *
	 * @param string|null $submenu_file The current submenu item.
	 */
	public static function current_submenu( ?string $submenu_file ): ?string {
		$page = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Which menu item is highlighted; nothing is changed.
		if ( self::LIBRARY !== $page ) {
			return $submenu_file;
		}
		$path = isset( $_GET['path'] ) ? sanitize_text_field( wp_unslash( $_GET['path'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Which menu item is highlighted; nothing is changed.
		return str_ends_with( $path, '/templates' ) ? self::TEMPLATES_URL : $submenu_file;
	}

	/**
	 * The menu icon: the Stencilbox mark as an SVG data URI (coloured by core).
	 */
	private static function icon(): string {
		$svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="black" fill-rule="evenodd" d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 1.5a.5.5 0 0 0-.5.5v14c0 .28.22.5.5.5h14a.5.5 0 0 0 .5-.5V5a.5.5 0 0 0-.5-.5H5Zm2 2h10v4H7v-4Zm0 6h4.5v5H7v-5Zm6 0h4v2h-4v-2Zm0 3h4v2h-4v-2Z"/></svg>';
		// A data URI, as core expects.
		return 'data:image/svg+xml;base64,' . base64_encode( $svg );
	}
}
