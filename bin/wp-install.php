<?php
/**
 * Programmatic WordPress install and plugin activation (no wp-cli here).
 *
 * Usage: php bin/wp-install.php <site-dir> install
 *        php bin/wp-install.php <site-dir> activate <plugin/file.php>...
 *        php bin/wp-install.php <site-dir> option <name> <json value>
 *        php bin/wp-install.php <site-dir> status <plugin/file.php>...
 *        php bin/wp-install.php <site-dir> network
 *        php bin/wp-install.php <site-dir> site <path> <title> <login> <password>
 *
 * `network` turns the installed site into a subdirectory network as Tools →
 * Network Setup does (its tables, then the network; `admin` its super
 * admin); wp-config.php then needs the MULTISITE constants (bin/wp-setup.sh
 * WP_MULTISITE=1). On a network `activate` activates network-wide. `site`
 * adds a site at /<path>/ with a user who administers only that site.
 *
 * `status` prints one line: "ok" (WordPress installed, every plugin named
 * active), "not-installed", "inactive <plugin>..." or "error <reason>" (the
 * site does not load: no database, a missing PHP extension…). bin/wp-setup.sh
 * decides from it whether a site is finished, repairable or broken.
 *
 * @package Stencilbox
 */

[ , $site, $cmd ] = $argv + array( null, null, null );
$base = getenv( 'WP_BASE_URL' ) ?: 'http://127.0.0.1:8888';
$_SERVER['HTTP_HOST']   = parse_url( $base, PHP_URL_HOST ) . ':' . parse_url( $base, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = parse_url( $base, PHP_URL_HOST );
// As a web request has it (a network logs the address a new site came from).
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
if ( 'network' === $cmd ) {
	// The network's tables do not exist yet: load as a single site.
	define( 'STENCILBOX_DEV_NETWORK_PENDING', true );
}
if ( 'install' === $cmd || 'status' === $cmd ) {
	// Also for status: otherwise an uninstalled site redirects and dies.
	define( 'WP_INSTALLING', true );
}
/*
 * Two ways this script can end without a useful word, both said on one line:
 * - WordPress reports a broken load (no database, a missing PHP extension)
 *   with an HTML page and die(): what it printed is caught and summarised
 *   (`status` answers "error <reason>", the other commands say it on stderr
 *   and exit 1);
 * - a fatal error later (a plugin's activation) goes to debug.log only,
 *   since WP_DEBUG_DISPLAY is off: it is repeated on stderr, where
 *   bin/wp-setup.sh's messages point.
 */
ob_start();
register_shutdown_function(
	static function () use ( $cmd ): void {
		$error = error_get_last();
		$fatal = $error && in_array( $error['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR ), true );
		if ( defined( 'STENCILBOX_LOADED' ) ) {
			if ( $fatal ) {
				$first = strtok( $error['message'], "\n" );
				fwrite( STDERR, "PHP fatal error: $first ({$error['file']}:{$error['line']})\n" );
			}
			return;
		}
		$text = trim( preg_replace( array( '/\s+/', '/ ([.,;:])/' ), array( ' ', '$1' ), stencilbox_dev_strip_tags( (string) ob_get_clean() ) ) );
		if ( '' === $text && $fatal ) {
			$text = strtok( $error['message'], "\n" );
		}
		$text = substr( '' !== $text ? $text : 'WordPress stopped while loading', 0, 200 );
		if ( 'status' === $cmd ) {
			echo "error $text\n";
			return;
		}
		fwrite( STDERR, "WordPress did not load: $text\n" );
		exit( 1 );
	}
);

/**
 * Tags stripped without WordPress (it may not have loaded).
 *
 * @param string $html Output captured while WordPress loaded.
 */
function stencilbox_dev_strip_tags( string $html ): string {
	$html = preg_replace( '#<(script|style|title)[^>]*>.*?</\1>#si', ' ', $html );
	// Each tag becomes a space, so a heading and the paragraph after it stay
	// two words apart.
	return html_entity_decode( (string) preg_replace( '/<[^>]*>/', ' ', (string) $html ) );
}
require rtrim( $site, '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
define( 'STENCILBOX_LOADED', true );
ob_end_flush();

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
		$result = activate_plugin( $plugin, '', is_multisite() );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, "activate $plugin: " . $result->get_error_message() . "\n" );
			exit( 1 );
		}
		echo "activated $plugin\n";
	}
} elseif ( 'network' === $cmd ) {
	require_once ABSPATH . 'wp-admin/includes/network.php';
	// As wp-admin/network.php does: the network tables' names, before they exist.
	foreach ( $wpdb->tables( 'ms_global' ) as $table => $prefixed ) {
		$wpdb->$table = $prefixed;
	}
	install_network();
	$result = populate_network( 1, $_SERVER['HTTP_HOST'], 'admin@example.org', 'Stencilbox Network', '/', false );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, 'network: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
	echo "network made on {$_SERVER['HTTP_HOST']}\n";
} elseif ( 'site' === $cmd ) {
	[ , , , $path, $title, $login, $password ] = $argv + array_fill( 0, 8, '' );
	add_filter( 'pre_wp_mail', '__return_true' );
	$blog = wp_insert_site(
		array(
			'domain'  => $_SERVER['HTTP_HOST'],
			'path'    => '/' . trim( $path, '/' ) . '/',
			'title'   => $title,
			'user_id' => 1,
		)
	);
	$user = is_wp_error( $blog ) ? $blog : wp_create_user( $login, $password, $login . '@example.org' );
	if ( is_wp_error( $user ) ) {
		fwrite( STDERR, 'site: ' . $user->get_error_message() . "\n" );
		exit( 1 );
	}
	add_user_to_blog( $blog, $user, 'administrator' );
	// Only a member of the new site, not of the main one.
	remove_user_from_blog( $user, get_main_site_id() );
	update_user_meta( $user, 'primary_blog', $blog );
	// The block editor's welcome guide would cover the canvas (a per-site preference).
	switch_to_blog( $blog );
	foreach ( array( 1, $user ) as $who ) {
		update_user_option(
			$who,
			'persisted_preferences',
			array(
				'core/edit-post' => array( 'welcomeGuide' => false ),
				// Nor the starter patterns of a new page.
				'core'           => array(
					'isComplementaryAreaVisible' => true,
					'enableChoosePatternModal'   => false,
				),
				'_modified'      => gmdate( 'c' ),
			)
		);
	}
	restore_current_blog();
	echo "site /$path/ made, administered by $login\n";
} elseif ( 'option' === $cmd ) {
	// php bin/wp-install.php <site> option <name> <json value>
	update_option( $argv[3], json_decode( $argv[4], true ) );
	echo "option {$argv[3]} set\n";
} elseif ( 'status' === $cmd ) {
	if ( ! is_blog_installed() ) {
		echo "not-installed\n";
		exit( 0 );
	}
	$inactive = array_filter( array_slice( $argv, 3 ), static fn( string $plugin ): bool => ! is_plugin_active( $plugin ) );
	echo $inactive ? 'inactive ' . implode( ' ', $inactive ) . "\n" : "ok\n";
} else {
	fwrite( STDERR, "unknown command\n" );
	exit( 2 );
}
