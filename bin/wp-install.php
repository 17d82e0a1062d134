<?php
/**
 * Programmatic WordPress install and plugin activation (no wp-cli here).
 *
 * Usage: php bin/wp-install.php <site-dir> install
 *        php bin/wp-install.php <site-dir> activate <plugin/file.php>...
 *        php bin/wp-install.php <site-dir> option <name> <json value>
 *
 * @package Stencilbox
 */

[ , $site, $cmd ] = $argv + array( null, null, null );
$base = getenv( 'WP_BASE_URL' ) ?: 'http://127.0.0.1:8888';
$_SERVER['HTTP_HOST']   = parse_url( $base, PHP_URL_HOST ) . ':' . parse_url( $base, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = parse_url( $base, PHP_URL_HOST );
if ( 'install' === $cmd ) {
	define( 'WP_INSTALLING', true );
}
require rtrim( $site, '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( 'install' === $cmd ) {
	if ( is_blog_installed() ) {
		echo "already installed\n";
		exit( 0 );
	}
	$result = wp_install( 'Stencilbox Dev', 'admin', 'admin@example.org', true, '', wp_slash( 'password' ) );
	update_option( 'permalink_structure', '/%postname%/' );
	// The block editor's welcome guide would cover the canvas.
	update_user_meta(
		$result['user_id'],
		'wp_persisted_preferences',
		array(
			'core/edit-post' => array( 'welcomeGuide' => false ),
			'core'           => array( 'isComplementaryAreaVisible' => true ),
			'_modified'      => gmdate( 'c' ),
		)
	);
	echo 'installed WordPress ', get_bloginfo( 'version' ), "\n";
} elseif ( 'activate' === $cmd ) {
	foreach ( array_slice( $argv, 3 ) as $plugin ) {
		$result = activate_plugin( $plugin );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, "activate $plugin: " . $result->get_error_message() . "\n" );
			exit( 1 );
		}
		echo "activated $plugin\n";
	}
} elseif ( 'option' === $cmd ) {
	// php bin/wp-install.php <site> option <name> <json value>
	update_option( $argv[3], json_decode( $argv[4], true ) );
	echo "option {$argv[3]} set\n";
} else {
	fwrite( STDERR, "unknown command\n" );
	exit( 2 );
}
