<?php
/**
 * PHPUnit bootstrap: installs WordPress into a throwaway database (SQLite
 * file in a temp dir by default; a fresh MariaDB database with
 * WP_TESTS_DB=mysql), activates Stencilbox, then loads WordPress.
 *
 * @package Stencilbox
 */

$stencilbox_root    = dirname( __DIR__, 2 );
$stencilbox_content = sys_get_temp_dir() . '/stencilbox-tests-' . getmypid() . '-' . bin2hex( random_bytes( 3 ) );
putenv( "WP_TESTS_CONTENT_DIR=$stencilbox_content" );
require __DIR__ . '/wp-tests-config.php';

if ( ! is_file( ABSPATH . 'wp-settings.php' ) ) {
	fwrite( STDERR, 'WordPress core not found in ' . ABSPATH . " (run bin/fetch-wordpress-any.sh)\n" );
	exit( 1 );
}

// Throwaway wp-content: the plugin under test, core's themes, the SQLite drop-in.
mkdir( "$stencilbox_content/plugins", 0777, true );
mkdir( "$stencilbox_content/mu-plugins" );
mkdir( "$stencilbox_content/database" );
mkdir( "$stencilbox_content/uploads" );
if ( defined( 'STENCILBOX_TEST_ELEMENTOR' ) ) {
	// The Elementor-active run (tests/php/bootstrap-elementor.php).
	symlink( __DIR__ . '/fixtures/elementor-active.php', "$stencilbox_content/mu-plugins/elementor-active.php" );
}
symlink( ABSPATH . 'wp-content/themes', "$stencilbox_content/themes" );
symlink( $stencilbox_root, "$stencilbox_content/plugins/stencilbox" );
if ( 'sqlite' === WP_TESTS_DB ) {
	symlink( WP_SQLITE_PLUGIN_DIR, "$stencilbox_content/plugins/sqlite-database-integration" );
	file_put_contents(
		"$stencilbox_content/db.php",
		strtr(
			file_get_contents( WP_SQLITE_PLUGIN_DIR . '/db.copy' ),
			array(
				'{SQLITE_IMPLEMENTATION_FOLDER_PATH}' => WP_SQLITE_PLUGIN_DIR,
				'{SQLITE_PLUGIN}'                     => 'sqlite-database-integration/load.php',
			)
		)
	);
} else {
	[ $stencilbox_host, $stencilbox_port ] = array_pad( explode( ':', DB_HOST, 2 ), 2, 3306 );
	$stencilbox_mysql                      = new mysqli( $stencilbox_host, DB_USER, DB_PASSWORD, '', (int) $stencilbox_port );
	$stencilbox_mysql->query( 'DROP DATABASE IF EXISTS `' . DB_NAME . '`' );
	$stencilbox_mysql->query( 'CREATE DATABASE `' . DB_NAME . '` CHARACTER SET utf8mb4' );
	$stencilbox_mysql->close();
}
register_shutdown_function(
	static function () use ( $stencilbox_content ): void {
		if ( getenv( 'WP_TESTS_KEEP' ) ) {
			return;
		}
		$it = new RecursiveIteratorIterator(
			new RecursiveDirectoryIterator( $stencilbox_content, FilesystemIterator::SKIP_DOTS ),
			RecursiveIteratorIterator::CHILD_FIRST
		);
		foreach ( $it as $file ) {
			$file->isDir() && ! $file->isLink() ? rmdir( $file->getPathname() ) : unlink( $file->getPathname() );
		}
		rmdir( $stencilbox_content );
	}
);

foreach ( array( 'install', 'activate' ) as $stencilbox_step ) {
	$stencilbox_output = array();
	exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/wp-child.php' ) . ' ' . $stencilbox_step . ' 2>&1', $stencilbox_output, $stencilbox_rc );
	if ( 0 !== $stencilbox_rc ) {
		fwrite( STDERR, "WordPress test step '$stencilbox_step' failed ($stencilbox_rc):\n" . implode( "\n", $stencilbox_output ) . "\n" );
		exit( 1 );
	}
}

// Load WordPress (the plugin is active, so it loads the normal way).
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once __DIR__ . '/ResponseSchema.php';
require_once __DIR__ . '/TsTypes.php';
require_once __DIR__ . '/TestCase.php';
require_once __DIR__ . '/AccountHelpers.php';
require_once __DIR__ . '/AccountTestCase.php';
require_once __DIR__ . '/CatalogTestCase.php';
require_once __DIR__ . '/EngagementTestCase.php';
require_once __DIR__ . '/TemplatesTestCase.php';
