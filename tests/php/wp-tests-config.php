<?php
/**
 * Shared by bootstrap.php and the child scripts: points WordPress at a
 * pristine core (read-only), a throwaway wp-content and a throwaway database.
 *
 * @package Stencilbox
 */

$root       = dirname( __DIR__, 2 );
$core       = rtrim( getenv( 'WP_CORE_DIR' ) ?: $root . '/.wp-cache/wordpress', '/' ) . '/';
$content    = getenv( 'WP_TESTS_CONTENT_DIR' );  // Created by bootstrap.php.
$sqlite_dir = getenv( 'WP_TESTS_SQLITE_PLUGIN' ) ?: $root . '/.wp-cache/sqlite-database-integration';

define( 'ABSPATH', $core );
define( 'WP_CONTENT_DIR', $content );
define( 'WP_PLUGIN_DIR', $content . '/plugins' );
define( 'WPMU_PLUGIN_DIR', $content . '/mu-plugins' );
define( 'WP_TESTS_DB', getenv( 'WP_TESTS_DB' ) ?: 'sqlite' );   // sqlite | mysql.
define( 'DB_NAME', getenv( 'WP_TESTS_DB_NAME' ) ?: 'stencilbox_tests' );
define( 'DB_USER', getenv( 'WP_TESTS_DB_USER' ) ?: 'root' );
define( 'DB_PASSWORD', getenv( 'WP_TESTS_DB_PASSWORD' ) ?: '' );
define( 'DB_HOST', getenv( 'WP_TESTS_DB_HOST' ) ?: '127.0.0.1:3307' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'DB_DIR', $content . '/database/' );
define( 'DB_FILE', 'tests.sqlite' );
define( 'WP_SQLITE_PLUGIN_DIR', $sqlite_dir );
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $stencilbox_key ) {
	define( $stencilbox_key, 'tests-only-' . $stencilbox_key );
}
$table_prefix = 'wptests_';
if ( getenv( 'STENCILBOX_TEST_MULTISITE' ) ) {
	// The multisite run (tests/php/bootstrap-multisite.php): a subdirectory
	// network on example.org. Until wp-child.php's `network` step has made
	// the network's tables, WordPress loads as the single site it starts as.
	define( 'WP_ALLOW_MULTISITE', true );
	if ( ! defined( 'STENCILBOX_TEST_NETWORK_PENDING' ) ) {
		define( 'MULTISITE', true );
		define( 'SUBDOMAIN_INSTALL', false );
		define( 'DOMAIN_CURRENT_SITE', 'example.org' );
		define( 'PATH_CURRENT_SITE', '/' );
		define( 'SITE_ID_CURRENT_SITE', 1 );
		define( 'BLOG_ID_CURRENT_SITE', 1 );
	}
} else {
	// One site: its address is fixed (on a network each site has its own).
	define( 'WP_HOME', 'http://example.org' );
	define( 'WP_SITEURL', 'http://example.org' );
}
if ( getenv( 'STENCILBOX_TEST_REDIS_SOCKET' ) ) {
	// The object-cache lane (tests/php/bootstrap-object-cache.php): its
	// private Redis server, for our test drop-in and for the Redis Object
	// Cache plugin's (whose WP_REDIS_PREFIX is this salt; no selective
	// flush, so its wp_cache_flush() empties the database, as by default).
	define( 'STENCILBOX_TEST_REDIS_SOCKET', (string) getenv( 'STENCILBOX_TEST_REDIS_SOCKET' ) );
	define( 'WP_CACHE_KEY_SALT', 'stencilbox-tests:' );
	define( 'WP_REDIS_SCHEME', 'unix' );
	define( 'WP_REDIS_PATH', STENCILBOX_TEST_REDIS_SOCKET );
	define( 'WP_REDIS_GRACEFUL', false ); // No silent fall-back to a per-request cache.
}
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', true );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost,api.wordpress.org' ); // The directory stand-in (tests/php/DirectoryStandIn.php).
defined( 'DISABLE_WP_CRON' ) || define( 'DISABLE_WP_CRON', true ); // request-child.php's `alternate-cron` runs it.
define( 'WP_MEMORY_LIMIT', '512M' );
define( 'FS_METHOD', 'direct' );
define( 'WP_PLUGIN_UNDER_TEST', 'stencilbox/stencilbox.php' );

$_SERVER['HTTP_HOST']       = 'example.org';
$_SERVER['SERVER_NAME']     = 'example.org';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$PHP_SELF                   = '/index.php'; // phpcs:ignore Stencilbox.NamingConventions.SnakeCase.Variable -- WordPress reads this global by its name.
$GLOBALS['PHP_SELF']        = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
