<?php
/**
 * Block editor integration: the tiny editor entry and the library block.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Support\Assets;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\RouteGate;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the editor entry on block-editor screens and registers block.json.
 */
final class EditorIntegration {
	/**
	 * The wp-admin files that can show a block editor (`$pagenow`): the
	 * post, site, widgets and Customizer editors, and admin-ajax.
	 */
	private const EDITOR_SCREENS = array( 'post.php', 'post-new.php', 'site-editor.php', 'widgets.php', 'customize.php', 'admin-ajax.php' );

	/**
	 * Constructor.
	 *
	 * @param Assets $assets     Bundles.
	 * @param string $plugin_dir Plugin directory (holds block.json).
	 */
	public function __construct( private Assets $assets, private string $plugin_dir ) {}

	/**
	 * Hooks the block and the editor entry.
	 *
	 * The library block is the editors' only (it saves nothing and renders
	 * nothing): it is registered on `init` on the wp-admin screens that can
	 * show a block editor (the block, widgets, site and Customizer editors,
	 * admin-ajax) and when a REST server is made for core's block-type
	 * routes or outside an HTTP REST request (the editors' preloading),
	 * never for a page view, another admin screen or another REST route; its
	 * script joins the script registry only where the block is registered.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'init', 'register_block', 10, 1, 'editor_screen' );
		// Of the REST routes, only core's block-type routes list or render it.
		$hooks->action( 'rest_api_init', 'register_block', 10, 1, 'block_type_route' );
		$hooks->action( 'wp_default_scripts', 'register_block_script', 10, 1, 'block_registered' );
		$hooks->action( 'enqueue_block_editor_assets', 'enqueue' );
	}

	/**
	 * Guard of `init`: a wp-admin screen that can show a block editor.
	 */
	public static function editor_screen(): bool {
		return is_admin() && in_array( $GLOBALS['pagenow'] ?? '', self::EDITOR_SCREENS, true );
	}

	/**
	 * Guard of `rest_api_init`: a request for core's block-type routes (or a
	 * REST server made outside an HTTP REST request).
	 */
	public static function block_type_route(): bool {
		return RouteGate::wanted( RouteGate::BLOCK_TYPE_ROUTES );
	}

	/**
	 * Guard of `wp_default_scripts`: the library block is registered.
	 */
	public static function block_registered(): bool {
		return \WP_Block_Type_Registry::get_instance()->is_registered( Names::BLOCK_LIBRARY );
	}

	/**
	 * Registers `stencilbox/library` from block.json (once the build exists;
	 * once a request).
	 *
	 * block.json names its editor script by handle, so registering the type
	 * touches no script registry: a request that never prints scripts (every
	 * REST request) does not build WordPress's script registry for us. The
	 * handle is added when that registry is built (`wp_default_scripts`), or
	 * here when something built it before `init`.
	 */
	public function register_block(): void {
		if ( \WP_Block_Type_Registry::get_instance()->is_registered( Names::BLOCK_LIBRARY ) || ! $this->assets->is_built( 'block' ) ) {
			return;
		}
		register_block_type( $this->plugin_dir . '/block.json' );
		if ( did_action( 'wp_default_scripts' ) ) {
			$this->register_block_script( wp_scripts() );
		}
	}

	/**
	 * Adds the block's editor script to the script registry, with its
	 * translations (WordPress would look for them only in wp-content/languages:
	 * ours ship in the plugin).
	 *
	 * @param \WP_Scripts $scripts The registry being built (not yet `wp_scripts()`).
	 */
	public function register_block_script( \WP_Scripts $scripts ): void {
		$handle = Names::handle( 'block' );
		if ( isset( $scripts->registered[ $handle ] ) || ! $this->assets->is_built( 'block' ) ) {
			return;
		}
		$asset = require $this->assets->path( 'build/block.asset.php' );
		$scripts->add( $handle, $this->assets->url( 'build/block.js' ), $asset['dependencies'], $asset['version'] );
		$scripts->set_translations( $handle, Names::TEXT_DOMAIN, $this->plugin_dir . '/languages' );
	}

	/**
	 * Enqueues the editor entry for users who may use the library.
	 */
	public function enqueue(): void {
		if ( ! current_user_can( Names::CAP_READ ) ) {
			return;
		}
		$this->assets->enqueue( 'editor', array() );
	}
}
