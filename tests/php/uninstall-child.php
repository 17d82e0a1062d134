<?php
/**
 * The uninstall test's steps, each in a child process of its own site
 * (WP_TESTS_CONTENT_DIR, and WP_TESTS_DB_NAME with MariaDB), as WordPress
 * runs them: content is made while the plugin is active; uninstall runs
 * in a request where the plugin is inactive and not loaded.
 *
 * Usage: php uninstall-child.php seed <1|0> | uninstall | report
 *
 * @package Stencilbox
 */

require __DIR__ . '/wp-tests-config.php';
error_reporting( E_ALL );
ini_set( 'display_errors', '1' );
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$stencilbox_step = $argv[1] ?? '';
switch ( $stencilbox_step ) {
	case 'seed':
		// What a site that used Stencilbox holds: ours, and the site's own.
		wp_set_current_user( 1 );
		update_option( 'stencilbox_remove_content', (int) ( $argv[2] ?? 0 ), false );
		update_option( 'stencilbox_inserter_patterns', 0, false );
		set_transient( 'stencilbox_probe', 'cached', HOUR_IN_SECONDS );
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', 'stencilbox_probe_job' );
		// Ours: the daily sweep Stencilbox's screen schedules.
		\Stencilbox\Site\FullSiteImport\Sweeper::schedule();
		update_user_meta( 1, 'stencilbox_probe_signin', 'secret' );
		update_user_meta( 1, 'site_own_meta', 'kept' );
		$template = wp_insert_post(
			array(
				'post_type'   => 'stencilbox_template',
				'post_title'  => 'Saved header',
				'post_status' => 'publish',
			)
		);
		$page     = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Imported page',
				'post_status'  => 'publish',
				'post_content' => '<!-- wp:paragraph --><p>From the library</p><!-- /wp:paragraph -->',
			)
		);
		update_post_meta( $page, '_stencilbox_source', 'hub:1' );
		update_post_meta( $page, 'site_own_meta', 'kept' );
		$uploads = wp_get_upload_dir()['basedir'];
		wp_mkdir_p( "$uploads/stencilbox/bundles" );
		file_put_contents( "$uploads/stencilbox/bundles/probe.zip", 'zip' );
		wp_mkdir_p( "$uploads/stencilbox-cloud" );
		file_put_contents( "$uploads/stencilbox-cloud/probe.json", '{}' );
		wp_mkdir_p( "$uploads/2030/01" );
		file_put_contents( "$uploads/2030/01/site-own.svg", '<svg/>' );
		echo wp_json_encode( array( (int) $template, (int) $page ) );
		exit( 0 );
	case 'uninstall':
		if ( is_plugin_active( WP_PLUGIN_UNDER_TEST ) || class_exists( \Stencilbox\Plugin::class, false ) ) {
			fwrite( STDERR, "the plugin must be inactive and not loaded\n" );
			exit( 1 );
		}
		uninstall_plugin( WP_PLUGIN_UNDER_TEST );
		exit( 0 );
	case 'report':
		global $wpdb;
		$like     = $wpdb->esc_like( 'stencilbox_' ) . '%';
		$uploads  = wp_get_upload_dir()['basedir'];
		$cron     = array();
		foreach ( (array) _get_cron_array() as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				$cron[] = (string) $hook;
			}
		}
		echo wp_json_encode(
			array(
				'options'   => $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s ORDER BY option_name", $like, '%' . $wpdb->esc_like( '_transient_stencilbox_' ) . '%' ) ),
				'tables'    => $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'stencilbox_' ) . '%' ) ),
				'posts'     => $wpdb->get_col( "SELECT post_type FROM {$wpdb->posts} WHERE post_title IN ('Saved header', 'Imported page') ORDER BY post_type" ),
				'post_meta' => $wpdb->get_col( "SELECT DISTINCT meta_key FROM {$wpdb->postmeta} WHERE meta_key IN ('_stencilbox_source', 'site_own_meta') ORDER BY meta_key" ),
				'user_meta' => $wpdb->get_col( "SELECT DISTINCT meta_key FROM {$wpdb->usermeta} WHERE meta_key IN ('stencilbox_probe_signin', 'site_own_meta') ORDER BY meta_key" ),
				'cron'      => array_values( array_filter( $cron, static fn( string $hook ): bool => str_starts_with( $hook, 'stencilbox_' ) ) ),
				'uploads'   => array(
					'stencilbox'       => is_dir( "$uploads/stencilbox" ),
					'stencilbox-cloud' => is_dir( "$uploads/stencilbox-cloud" ),
					'site-own'         => is_file( "$uploads/2030/01/site-own.svg" ),
				),
			)
		);
		exit( 0 );
	default:
		fwrite( STDERR, "unknown step\n" );
		exit( 2 );
}
