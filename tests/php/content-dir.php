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
	// The dev sites' pointer to the local directory stand-in (a test that needs it starts one).
	symlink( "$root/bin/dev/mu-plugins/stencilbox-dev-directory.php", "$content/mu-plugins/stencilbox-dev-directory.php" );
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

/**
 * Starts the local directory stand-in on a free port of 127.0.0.1 and
 * waits until it answers.
 *
 * @param string $root The plugin's folder.
 * @return array{url: string, process: resource}
 */
function stencilbox_tests_start_directory( string $root ): array {
	$probe = stream_socket_server( 'tcp://127.0.0.1:0' );
	$port  = (int) substr( (string) strrchr( (string) stream_socket_get_name( $probe, false ), ':' ), 1 );
	fclose( $probe );
	$process = proc_open(
		array( PHP_BINARY, '-S', "127.0.0.1:$port", "$root/bin/dev/directory.php" ),
		array(
			0 => array( 'file', '/dev/null', 'r' ),
			1 => array( 'file', '/dev/null', 'w' ),
			2 => array( 'file', '/dev/null', 'w' ),
		),
		$pipes,
		null,
		array_diff_key( getenv(), array( 'PHP_CLI_SERVER_WORKERS' => true ) )
	);
	$url = "http://127.0.0.1:$port";
	for ( $i = 0; $i < 100; $i++ ) {
		$socket = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.1 ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- polled until it listens.
		if ( $socket ) {
			fclose( $socket );
			return array(
				'url'     => $url,
				'process' => $process,
			);
		}
		usleep( 50000 );
	}
	fwrite( STDERR, "The directory stand-in (bin/dev/directory.php) did not start on $url\n" );
	exit( 1 );
}

