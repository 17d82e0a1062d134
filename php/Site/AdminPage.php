<?php
/**
 * The "Stencilbox" admin page that mounts the full app.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Site\FullSiteImport\Sweeper;
use Stencilbox\Support\Assets;
use Stencilbox\Support\Names;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * Top-level menu page; the React app renders into its root element.
 */
final class AdminPage {
	/** The block editor's saved templates in the app (a submenu of its own). */
	public const TEMPLATES_URL = 'admin.php?page=' . Names::ADMIN_PAGE . '&path=gutenberg%2Ftemplates';

	/** The action that prints the page (the menu's callback fires it, so only that builds the service). */
	public const RENDER = 'stencilbox_admin_page';

	/**
	 * The page's hook suffix, once the menu exists.
	 *
	 * @var string
	 */
	private static string $hook_suffix = '';

	/**
	 * Constructor.
	 *
	 * @param Assets $assets Bundles.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Hooks the menu and the page's assets. The menu is static (every
	 * wp-admin screen draws it): only the page itself builds the service.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->static_call( 'admin_menu', 'add_menu' );
		$hooks->static_call( 'submenu_file', 'current_submenu' );
		$hooks->action( 'admin_enqueue_scripts', 'enqueue', 10, 1, 'is_own_screen' );
		$hooks->action( self::RENDER, 'render' );
	}

	/**
	 * Adds the top-level menu item.
	 */
	public static function add_menu(): void {
		self::$hook_suffix = (string) add_menu_page(
			__( 'Stencilbox', 'stencilbox' ),
			__( 'Stencilbox', 'stencilbox' ),
			Names::CAP_READ,
			Names::ADMIN_PAGE,
			array( self::class, 'render_page' ),
			self::menu_icon(),
			58
		);
		// With submenus (Settings, Library hub), WordPress repeats the
		// parent's title as the first entry; name it for what it opens.
		add_submenu_page(
			Names::ADMIN_PAGE,
			__( 'Stencilbox', 'stencilbox' ),
			__( 'Library', 'stencilbox' ),
			Names::CAP_READ,
			Names::ADMIN_PAGE
		);
		// The saved templates have no place in the block editor's library
		// navigation (the spec's Gutenberg nav): a way in from the menu.
		add_submenu_page(
			Names::ADMIN_PAGE,
			__( 'Saved templates', 'stencilbox' ),
			__( 'Saved templates', 'stencilbox' ),
			Names::CAP_READ,
			self::TEMPLATES_URL
		);
	}

	/**
	 * Marks "Saved templates" as the current submenu item on that screen
	 * (the app's route is in the `path` argument).
	 *
	 * @param string|null $submenu_file The current submenu item.
	 */
	public static function current_submenu( ?string $submenu_file ): ?string {
		$page = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Which menu item is highlighted; nothing is changed.
		$path = isset( $_GET['path'] ) ? sanitize_text_field( wp_unslash( $_GET['path'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Which menu item is highlighted; nothing is changed.
		return Names::ADMIN_PAGE === $page && str_ends_with( $path, '/templates' ) ? self::TEMPLATES_URL : $submenu_file;
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
	 * Enqueues the app on its own page only.
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( ! self::is_own_screen( $hook_suffix ) ) {
			return;
		}
		// The full-site import wizard starts here: its daily sweep.
		Sweeper::schedule();
		if ( $this->assets->enqueue( 'admin' ) ) {
			// The first screen's answers come with the page (issue [23]).
			AdminPreload::print();
		}
		// The full-site import wizard chooses the logo in the media library.
		if ( current_user_can( Names::CAP_FSI ) && current_user_can( 'upload_files' ) ) {
			wp_enqueue_media();
		}
	}

	/**
	 * Prints the app's root element.
	 */
	public function render(): void {
		printf( '<div id="%s" class="stencilbox-admin">', esc_attr( Names::ROOT_ELEMENT ) );
		if ( ! $this->assets->is_built( 'admin' ) ) {
			printf(
				'<div class="notice notice-error"><p>%s</p></div>',
				esc_html__( 'Stencilbox’s scripts are not built. Run “npm run build” in the plugin folder.', 'stencilbox' )
			);
		}
		printf(
			'<noscript><div class="notice notice-warning"><p>%s</p></div></noscript>',
			esc_html__( 'Stencilbox needs JavaScript.', 'stencilbox' )
		);
		echo '</div>';
	}

	/**
	 * The menu icon: the Stencilbox mark as an SVG data URI (coloured by core).
	 */
	private static function menu_icon(): string {
		$svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="black" fill-rule="evenodd" d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 1.5a.5.5 0 0 0-.5.5v14c0 .28.22.5.5.5h14a.5.5 0 0 0 .5-.5V5a.5.5 0 0 0-.5-.5H5Zm2 2h10v4H7v-4Zm0 6h4.5v5H7v-5Zm6 0h4v2h-4v-2Zm0 3h4v2h-4v-2Z"/></svg>';
		// A data URI, as core expects.
		return 'data:image/svg+xml;base64,' . base64_encode( $svg );
	}
}
