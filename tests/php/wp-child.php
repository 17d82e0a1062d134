<?php
/**
 * Runs WordPress steps in a child process (WP_INSTALLING must be set before
 * WordPress loads, and activation must start from a request where the plugin
 * is not loaded yet, as in real life).
 *
 * Usage: php wp-child.php install | network | activate | deactivate
 * (`network` only in the multisite run: it turns the installed site into a
 * subdirectory network, as Tools → Network Setup does.)
 *
 * @package Stencilbox
 */

$stencilbox_step = $argv[1] ?? 'install';
if ( in_array( $stencilbox_step, array( 'install', 'network' ), true ) ) {
	// The multisite run: there is no network yet (tests/php/wp-tests-config.php).
	define( 'STENCILBOX_TEST_NETWORK_PENDING', true );
}
require __DIR__ . '/wp-tests-config.php';
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
	case 'network':
		// What Tools → Network Setup does: the network's tables, then the
		// network (subdirectories; `admin` is its super admin).
		require_once ABSPATH . 'wp-admin/includes/network.php';
		add_filter( 'pre_wp_mail', '__return_true' );
		// As wp-admin/network.php does: the network tables' names, before they exist.
		foreach ( $wpdb->tables( 'ms_global' ) as $stencilbox_table => $stencilbox_prefixed ) {
			$wpdb->$stencilbox_table = $stencilbox_prefixed;
		}
		install_network();
		$stencilbox_result = populate_network( 1, 'example.org', 'admin@example.org', 'Test Network', '/', false );
		break;
	case 'activate':
		if ( is_multisite() ) {
			// Network-activated, as a network installs Stencilbox; then a
			// sub-site (/sub/), whose tables Stencilbox makes on its first
			// request there, as it does on any site (made here, once).
			$stencilbox_result = activate_plugin( WP_PLUGIN_UNDER_TEST, '', true );
			if ( is_wp_error( $stencilbox_result ) ) {
				break;
			}
			add_filter( 'pre_wp_mail', '__return_true' );
			$stencilbox_result = wp_insert_site(
				array(
					'domain'  => 'example.org',
					'path'    => '/sub/',
					'title'   => 'Sub Site',
					'user_id' => 1,
				)
			);
			if ( is_wp_error( $stencilbox_result ) ) {
				break;
			}
			switch_to_blog( $stencilbox_result );
			\Stencilbox\Plugin::instance()->service( \Stencilbox\Support\Migrator::class )->migrate();
			restore_current_blog();
			break;
		}
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
