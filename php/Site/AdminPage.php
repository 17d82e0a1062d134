<?php
/**
 * The "Stencilbox" admin page that mounts the full app.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Site\FullSiteImport\Sweeper;
use Stencilbox\Support\AdminMenu;
use Stencilbox\Support\Assets;
use Stencilbox\Support\Names;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * Top-level menu page; the React app renders into its root element.
 */
final class AdminPage {
	/** The action that prints the page (the menu's callback fires it, so only that builds the service). */
	public const RENDER = AdminMenu::RENDER[ AdminMenu::LIBRARY ];

	/**
	 * Constructor.
	 *
	 * @param Assets $assets Bundles.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Hooks the page's assets and print (the menu is AdminMenu's): only
	 * this page loads the class, and only printing it builds the service.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'admin_enqueue_scripts', 'enqueue', 10, 1, Hooks::asked( 'page=' . AdminMenu::LIBRARY ) );
		$hooks->action( self::RENDER, 'render' );
	}

	/**
	 * Enqueues the app on its own page only.
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( ! AdminMenu::is_screen( AdminMenu::LIBRARY, $hook_suffix ) ) {
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
}
