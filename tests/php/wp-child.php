<?php
/**
 * Runs WordPress steps in a child process (WP_INSTALLING must be set before
 * WordPress loads, and activation must start from a request where the plugin
 * is not loaded yet, as in real life).
 *
 * Usage: php wp-child.php install | activate | deactivate
 *
 * @package Stencilbox
 */

require __DIR__ . '/wp-tests-config.php';
$stencilbox_step = $argv[1] ?? 'install';
if ( 'install' === $stencilbox_step ) {
	define( 'WP_INSTALLING', true );
}
error_reporting( E_ALL );
ini_set( 'display_errors', '1' );
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
switch ( $stencilbox_step ) {
	case 'install':
		add_filter( 'pre_wp_mail', '__return_true' );
		wp_install( 'Test Site', 'admin', 'admin@example.org', true, '', wp_slash( 'password' ) );
		exit( 0 );
	case 'activate':
		// The real-Elementor run: Elementor first, as a site has it before Stencilbox.
		$stencilbox_result = getenv( 'STENCILBOX_TEST_ELEMENTOR_DIR' ) ? activate_plugin( 'elementor/elementor.php' ) : null;
		$stencilbox_result = is_wp_error( $stencilbox_result ) ? $stencilbox_result : activate_plugin( WP_PLUGIN_UNDER_TEST );
		break;
	case 'deactivate':
		deactivate_plugins( WP_PLUGIN_UNDER_TEST );
		$stencilbox_result = is_plugin_active( WP_PLUGIN_UNDER_TEST ) ? new WP_Error( 'still_active', 'still active' ) : true;
		break;
	default:
		fwrite( STDERR, "unknown step\n" );
		exit( 2 );
}
if ( is_wp_error( $stencilbox_result ) ) {
	fwrite( STDERR, $stencilbox_step . ' failed: ' . $stencilbox_result->get_error_message() . "\n" );
	exit( 1 );
}
