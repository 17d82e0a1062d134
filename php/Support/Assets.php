<?php
/**
 * Script and style handles for the built bundles, plus the boot data.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues a bundle from build/ with the dependencies its asset file lists.
 */
final class Assets {
	/**
	 * Handle of the inline boot data every bundle depends on.
	 */
	public const SETTINGS_HANDLE = 'stencilbox-boot';

	/**
	 * Constructor.
	 *
	 * @param string $plugin_file Main plugin file.
	 * @param string $version     Plugin version.
	 */
	public function __construct( private string $plugin_file, private string $version ) {}

	/**
	 * Absolute path of a file in the plugin.
	 *
	 * @param string $relative Relative path.
	 */
	public function path( string $relative = '' ): string {
		return dirname( $this->plugin_file ) . '/' . ltrim( $relative, '/' );
	}

	/**
	 * URL of a file in the plugin.
	 *
	 * @param string $relative Relative path.
	 */
	public function url( string $relative = '' ): string {
		return plugins_url( ltrim( $relative, '/' ), $this->plugin_file );
	}

	/**
	 * Whether a bundle has been built.
	 *
	 * @param string $bundle Bundle name.
	 */
	public function is_built( string $bundle ): bool {
		return is_file( $this->path( "build/{$bundle}.asset.php" ) );
	}

	/**
	 * Enqueues a bundle's script (and its stylesheet when it has one).
	 *
	 * @param string   $bundle     Bundle name: admin, editor, block, elementor.
	 * @param string[] $style_deps Style dependencies.
	 * @return bool False when the bundle is not built.
	 */
	public function enqueue( string $bundle, array $style_deps = array( 'wp-components' ) ): bool {
		if ( ! $this->is_built( $bundle ) ) {
			return false;
		}
		$asset  = require $this->path( "build/{$bundle}.asset.php" );
		$handle = Names::handle( $bundle );
		$this->register_settings();
		wp_enqueue_script(
			$handle,
			$this->url( "build/{$bundle}.js" ),
			array_merge( array( self::SETTINGS_HANDLE ), $asset['dependencies'] ),
			$asset['version'],
			array( 'in_footer' => true )
		);
		wp_set_script_translations( $handle, Names::TEXT_DOMAIN, $this->path( 'languages' ) );
		if ( is_file( $this->path( "build/{$bundle}.css" ) ) ) {
			wp_enqueue_style( $handle, $this->url( "build/{$bundle}.css" ), $style_deps, $asset['version'] );
			wp_style_add_data( $handle, 'rtl', 'replace' );
		} else {
			foreach ( $style_deps as $style ) {
				wp_enqueue_style( $style );
			}
		}
		return true;
	}

	/**
	 * Registers the boot data once per page as an inline script.
	 */
	private function register_settings(): void {
		if ( wp_script_is( self::SETTINGS_HANDLE, 'registered' ) ) {
			return;
		}
		wp_register_script( self::SETTINGS_HANDLE, false, array(), $this->version, array( 'in_footer' => true ) );
		wp_add_inline_script(
			self::SETTINGS_HANDLE,
			sprintf( 'window.%s = %s;', Names::SETTINGS_GLOBAL, wp_json_encode( $this->settings() ) )
		);
	}

	/**
	 * The boot data the front end reads (`src/api/settings.ts`).
	 *
	 * @return array<string, mixed>
	 */
	public function settings(): array {
		$settings = array(
			'version'      => $this->version,
			'adminUrl'     => admin_url( 'admin.php?page=' . Names::ADMIN_PAGE ),
			'links'        => array(
				'support' => 'https://wordpress.org/support/plugin/stencilbox/',
				'docs'    => 'https://wordpress.org/plugins/stencilbox/',
			),
			'capabilities' => array(
				Names::CAP_READ => current_user_can( Names::CAP_READ ),
				Names::CAP_FSI  => current_user_can( Names::CAP_FSI ),
				'manage_options' => current_user_can( 'manage_options' ),
				'edit_pages'     => current_user_can( 'edit_pages' ),
			),
		);
		// What each platform's client adapter reads of this site (its
		// editor active, where to install it: `Platform::boot()`).
		foreach ( Platforms::all() as $platform ) {
			$settings = array_replace_recursive( $settings, $platform->boot() );
		}
		/**
		 * Filters the boot data given to every Stencilbox bundle.
		 *
		 * @param array<string, mixed> $settings Boot data.
		 */
		return apply_filters( 'stencilbox_settings', $settings );
	}
}
