<?php
/**
 * "Stencilbox → Settings": the hub this site uses, and the hub's accounts.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Support\AdminMenu;
use Stencilbox\Support\AdminSubmenu;
use Stencilbox\Support\Assets;
use Stencilbox\Support\Names;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * A submenu page for administrators, rendered by the `settings` bundle.
 */
final class SettingsPage {
	use AdminSubmenu;

	public const SLUG = AdminMenu::SETTINGS;

	/** The action that prints the page (as AdminPage::RENDER). */
	public const RENDER = AdminMenu::RENDER[ AdminMenu::SETTINGS ];

	/**
	 * Constructor.
	 *
	 * @param Assets $assets Bundles.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Hooks its assets and its print (the submenu is AdminMenu's).
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'admin_enqueue_scripts', 'enqueue', 10, 1, self::on_page() );
		$hooks->action( self::RENDER, 'render' );
	}

	/**
	 * Enqueues the settings app on its page only.
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		$this->enqueue_bundle( $hook_suffix, 'settings' );
	}

	/**
	 * Prints the root element.
	 */
	public function render(): void {
		printf( '<div class="wrap"><h1>%s</h1><div id="%s"></div></div>', esc_html__( 'Stencilbox Settings', 'stencilbox' ), esc_attr( Names::SETTINGS_ROOT_ELEMENT ) );
	}
}
