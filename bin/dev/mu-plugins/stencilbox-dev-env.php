<?php
/**
 * Plugin Name: Stencilbox dev environment (local, offline)
 * Description: Keeps a local site from reaching out on a closed network, and keeps every mail it sends in wp-content/mail/ (a dev mailbox).
 *
 * @package Stencilbox
 */

defined( 'ABSPATH' ) || exit;

/*
 * Dev mailbox: instead of sending, each mail is written as one JSON file
 * (to, subject, message, headers, date) under wp-content/mail/, newest last
 * by name. Journeys that need a mail (verification, invitations) read it there.
 */
add_filter(
	'pre_wp_mail',
	static function ( mixed $short_circuit, array $atts ): bool {
		$dir = WP_CONTENT_DIR . '/mail';
		wp_mkdir_p( $dir );
		$to   = is_array( $atts['to'] ) ? $atts['to'] : array_map( 'trim', explode( ',', (string) $atts['to'] ) );
		$mail = array(
			'to'      => array_values( $to ),
			'subject' => (string) $atts['subject'],
			'message' => (string) $atts['message'],
			'headers' => $atts['headers'],
			'date'    => gmdate( 'c' ),
		);
		$name = sprintf( '%s-%s.json', gmdate( 'Ymd-His' ) . substr( (string) microtime(), 1, 7 ), sanitize_file_name( (string) ( $to[0] ?? 'mail' ) ) );
		file_put_contents( $dir . '/' . $name, wp_json_encode( $mail, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
		return true;
	},
	10,
	2
);

/*
 * One local site may be another's hub (the e2e sites, agency set-ups tried
 * locally): the hub client refuses private addresses unless listed here.
 */
if ( ! defined( 'STENCILBOX_PRIVATE_HUB_HOSTS' ) ) {
	define( 'STENCILBOX_PRIVATE_HUB_HOSTS', '127.0.0.1,localhost' );
}

/*
 * Every journey of a local test site signs up from the same browser address
 * (127.0.0.1): a hub allows 5 new accounts per address in 15 minutes, a
 * test run needs hundreds.
 */
add_filter( 'stencilbox_hub_signup_limit', static fn(): int => 100000 );

add_filter( 'pre_option_show_avatars', '__return_zero' ); // No gravatar.com requests from the browser.

// Elementor sends the first admin page after its activation to its onboarding
// (an account on elementor.com, unreachable here): a dev site goes on as it asked.
add_filter( 'pre_transient_elementor_activation_redirect', '__return_zero' );
// The same for WooCommerce's setup wizard and Yoast SEO's welcome page (the
// matrix's `plugins` lane, README "Supported configurations"), and a new
// WooCommerce store is live rather than "coming soon" to visitors.
add_filter( 'woocommerce_enable_setup_wizard', '__return_false' );
add_filter( 'wpseo_should_redirect_after_install', '__return_false' );
add_filter( 'pre_option_woocommerce_coming_soon', static fn(): string => 'no' );

// No api.wordpress.org update checks.
$stencilbox_dev_no_updates = static function (): object {
	return (object) array(
		'last_checked'    => time(),
		'version_checked' => get_bloginfo( 'version' ),
		'updates'         => array(),
		'response'        => array(),
		'translations'    => array(),
		'checked'         => array(),
	);
};
add_filter( 'pre_site_transient_update_core', $stencilbox_dev_no_updates );
add_filter( 'pre_site_transient_update_plugins', $stencilbox_dev_no_updates );
add_filter( 'pre_site_transient_update_themes', $stencilbox_dev_no_updates );

/**
 * Keeps other plugins' paths their own beside the linked checkout.
 *
 * plugin_basename() maps a linked plugin's real folder back to its link
 * by string prefix, without a trailing slash. bin/wp-setup.sh links the
 * checkout as plugins/stencilbox, and the checkout often holds the site
 * (.wp-site) or sits beside it (/tmp/x and /tmp/x-site): its path is then
 * a prefix of every other plugin's path, whose URLs and activation hooks
 * would go through plugins/stencilbox/…. Such an entry is narrowed to the
 * linked folder's own files and subfolders (never the one holding the site)
 * as soon as it is registered: after each plugin loads and before an
 * activation hook runs.
 */
function stencilbox_dev_narrow_plugin_paths(): void {
	global $wp_plugin_paths;
	$sites = array();
	foreach ( array( WP_PLUGIN_DIR, WPMU_PLUGIN_DIR ) as $folder ) {
		$real = realpath( $folder );
		if ( false !== $real ) {
			$sites[] = wp_normalize_path( $real ) . '/';
		}
	}
	foreach ( (array) $wp_plugin_paths as $dir => $real ) {
		$covers = array_filter( $sites, static fn( string $site ): bool => str_starts_with( $site, $real ) );
		if ( ! $covers || ! is_dir( $real ) ) {
			continue;
		}
		unset( $wp_plugin_paths[ $dir ] );
		foreach ( (array) scandir( $real ) as $name ) {
			if ( '.' === $name || '..' === $name ) {
				continue;
			}
			$path = $real . '/' . $name . ( is_dir( $real . '/' . $name ) ? '/' : '' );
			$holds = array_filter( $sites, static fn( string $site ): bool => str_starts_with( $site, $path ) );
			if ( ! $holds ) {
				$wp_plugin_paths[ $dir . substr( $path, strlen( $real ) ) ] = $path;
			}
		}
	}
}
add_action( 'plugin_loaded', 'stencilbox_dev_narrow_plugin_paths', 0 );
add_action( 'activate_plugin', 'stencilbox_dev_narrow_plugin_paths', 0 );
