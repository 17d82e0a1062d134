<?php
/**
 * Throwaway sites for the tests: a wp-content folder (the plugin under
 * test, core's themes, the SQLite drop-in) and, with MariaDB, a database.
 * Used by bootstrap.php for the suite's site and by tests that need a site
 * of their own (the uninstall test).
 *
 * @package Stencilbox
 */

/**
 * Creates a wp-content folder for a throwaway site.
 *
 * @param string $content Folder to create.
 * @param string $root    The plugin's folder.
 */
function stencilbox_tests_make_content_dir( string $content, string $root ): void {
	mkdir( "$content/plugins", 0777, true );
	mkdir( "$content/mu-plugins" );
	mkdir( "$content/database" );
	mkdir( "$content/uploads" );
	// A themes folder of the site's own, core's default themes linked into
	// it: a theme a test installs (the full-site import's) stays in this
	// site, never in core's folder, which every test site on the machine
	// reads (and where another run's install would show up here).
	mkdir( "$content/themes" );
	foreach ( (array) glob( ABSPATH . 'wp-content/themes/twenty*', GLOB_ONLYDIR ) as $theme ) {
		symlink( (string) $theme, "$content/themes/" . basename( (string) $theme ) );
	}
	symlink( $root, "$content/plugins/stencilbox" );
	if ( 'sqlite' !== WP_TESTS_DB ) {
		return;
	}
	symlink( WP_SQLITE_PLUGIN_DIR, "$content/plugins/sqlite-database-integration" );
	file_put_contents(
		"$content/db.php",
		strtr(
			(string) file_get_contents( WP_SQLITE_PLUGIN_DIR . '/db.copy' ),
			array(
				'{SQLITE_IMPLEMENTATION_FOLDER_PATH}' => WP_SQLITE_PLUGIN_DIR,
				'{SQLITE_PLUGIN}'                     => 'sqlite-database-integration/load.php',
			)
		)
	);
}

/**
 * Drops and creates a MariaDB database (the server of DB_HOST).
 *
 * @param string $name Database name.
 */
function stencilbox_tests_fresh_mysql_database( string $name ): void {
	[ $host, $port ] = array_pad( explode( ':', DB_HOST, 2 ), 2, 3306 );
	$mysql           = new mysqli( $host, DB_USER, DB_PASSWORD, '', (int) $port );
	$mysql->query( 'DROP DATABASE IF EXISTS `' . $name . '`' );
	$mysql->query( 'CREATE DATABASE `' . $name . '` CHARACTER SET utf8mb4' );
	$mysql->close();
}

/**
 * Deletes a folder and everything in it, without following links.
 *
 * @param string $dir Folder.
 */
function stencilbox_tests_delete_tree( string $dir ): void {
	if ( ! is_dir( $dir ) ) {
		return;
	}
	$it = new RecursiveIteratorIterator(
		new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ),
		RecursiveIteratorIterator::CHILD_FIRST
	);
	foreach ( $it as $file ) {
		$file->isDir() && ! $file->isLink() ? rmdir( $file->getPathname() ) : unlink( $file->getPathname() );
	}
	rmdir( $dir );
}
