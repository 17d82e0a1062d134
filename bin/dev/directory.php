<?php
/**
 * A local stand-in for the WordPress.org plugin and theme directories, for
 * the dev and test sites on a machine with no internet: PHP's built-in
 * server runs this file as its router (`bin/wp-server.sh` starts it beside
 * each site, on the site's port + 1000; the PHPUnit tests start their own).
 * The sites reach it through WordPress's own HTTP API: the dev mu-plugin
 * `stencilbox-dev-directory.php` points core's requests for
 * api.wordpress.org's info routes here, and the download links it answers
 * point here too. Nothing of WordPress is replaced: `plugins_api()`,
 * `themes_api()` and the upgraders run as they do against WordPress.org.
 *
 *   GET /plugins/info/1.2/?action=plugin_information&request[slug]=<slug>
 *   GET /themes/info/1.2/?action=theme_information&request[slug]=<slug>
 *       the JSON WordPress.org answers (the fields the upgraders and the
 *       Plugins screen read), or 404 {"error": "… not found"} as it does
 *   GET /download/plugins/<slug>.zip, /download/themes/<slug>.zip
 *       the folder zipped, as `<slug>/…` (links followed)
 *   POST /core/version-check/1.7/, /plugins/update-check/1.1/,
 *        /themes/update-check/1.1/
 *       "nothing newer", in the shape WordPress.org answers (core asks
 *       after every install); any other address of api.wordpress.org: 404
 *   GET /   what it holds (a readiness check)
 *
 * What it holds: the folders of `STENCILBOX_DIRECTORY_ROOT`
 * (tests/fixtures/directory by default): `plugins/<slug>/` (a PHP file at
 * the top with a "Plugin Name:" header) and `themes/<slug>/` (a style.css
 * with a "Theme Name:" header).
 *
 * @package Stencilbox
 */

// Each request on one line of the server's output (its log): what a test
// reads to see that an install went through here.
register_shutdown_function(
	static function (): void {
		file_put_contents( 'php://stderr', sprintf( "directory: %s %s %d\n", $_SERVER['REQUEST_METHOD'], $_SERVER['REQUEST_URI'], http_response_code() ) );
	}
);

$stencilbox_dir_root = rtrim( getenv( 'STENCILBOX_DIRECTORY_ROOT' ) ?: dirname( __DIR__, 2 ) . '/tests/fixtures/directory', '/' );
$stencilbox_dir_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$stencilbox_dir_base = 'http://' . $_SERVER['HTTP_HOST'];

/**
 * Answers JSON.
 *
 * @param int   $status HTTP status.
 * @param mixed $data   Body.
 */
function stencilbox_dir_json( int $status, mixed $data ): void {
	http_response_code( $status );
	header( 'Content-Type: application/json; charset=utf-8' );
	echo json_encode( $data, JSON_UNESCAPED_SLASHES );
}

/**
 * A header field of a plugin's or theme's main file, or ''.
 *
 * @param string $file  File.
 * @param string $field Field name, e.g. "Plugin Name".
 */
function stencilbox_dir_field( string $file, string $field ): string {
	$head = (string) file_get_contents( $file, false, null, 0, 8192 );
	return preg_match( '/^[ \t\/*#@]*' . preg_quote( $field, '/' ) . ':(.*)$/mi', $head, $m ) ? trim( $m[1] ) : '';
}

/**
 * What the directory knows of a slug: its folder, name, version and main file, or null.
 *
 * @param string $root Directory root.
 * @param string $kind plugins or themes.
 * @param string $slug Slug.
 * @return array{dir: string, name: string, version: string, main: string}|null
 */
function stencilbox_dir_entry( string $root, string $kind, string $slug ): ?array {
	if ( ! preg_match( '/^[a-z0-9][a-z0-9_-]*$/', $slug ) || ! is_dir( "$root/$kind/$slug" ) ) {
		return null;
	}
	$dir   = "$root/$kind/$slug";
	$files = 'themes' === $kind ? array( "$dir/style.css" ) : (array) glob( "$dir/*.php" );
	foreach ( $files as $file ) {
		$name = is_file( (string) $file ) ? stencilbox_dir_field( (string) $file, 'themes' === $kind ? 'Theme Name' : 'Plugin Name' ) : '';
		if ( '' !== $name ) {
			return array(
				'dir'     => $dir,
				'name'    => $name,
				'version' => stencilbox_dir_field( (string) $file, 'Version' ),
				'main'    => $slug . '/' . basename( (string) $file ),
			);
		}
	}
	return null;
}

if ( preg_match( '#^/(plugins|themes)/info/1\.2/?$#', $stencilbox_dir_path, $stencilbox_dir_m ) ) {
	$stencilbox_dir_kind  = $stencilbox_dir_m[1];
	$stencilbox_dir_slug  = (string) ( $_GET['request']['slug'] ?? '' );
	$stencilbox_dir_found = stencilbox_dir_entry( $stencilbox_dir_root, $stencilbox_dir_kind, $stencilbox_dir_slug );
	$stencilbox_dir_wants = 'plugins' === $stencilbox_dir_kind ? 'plugin_information' : 'theme_information';
	if ( ( $_GET['action'] ?? '' ) !== $stencilbox_dir_wants ) {
		stencilbox_dir_json( 400, array( 'error' => 'Action not implemented.' ) );
		return true;
	}
	if ( null === $stencilbox_dir_found ) {
		stencilbox_dir_json( 404, array( 'error' => 'plugins' === $stencilbox_dir_kind ? 'Plugin not found.' : 'Theme not found' ) );
		return true;
	}
	stencilbox_dir_json(
		200,
		array(
			'name'          => $stencilbox_dir_found['name'],
			'slug'          => $stencilbox_dir_slug,
			'version'       => $stencilbox_dir_found['version'],
			'author'        => 'Stencilbox',
			'requires'      => '6.8',
			'requires_php'  => '8.1',
			'last_updated'  => gmdate( 'Y-m-d g:ia \G\M\T' ),
			'download_link' => "$stencilbox_dir_base/download/$stencilbox_dir_kind/$stencilbox_dir_slug.zip",
		)
	);
	return true;
}

if ( preg_match( '#^/download/(plugins|themes)/([a-z0-9][a-z0-9_-]*)\.zip$#', $stencilbox_dir_path, $stencilbox_dir_m ) ) {
	$stencilbox_dir_found = stencilbox_dir_entry( $stencilbox_dir_root, $stencilbox_dir_m[1], $stencilbox_dir_m[2] );
	if ( null === $stencilbox_dir_found ) {
		http_response_code( 404 );
		return true;
	}
	$stencilbox_dir_zip = tempnam( sys_get_temp_dir(), 'stencilbox-directory-' );
	$stencilbox_dir_out = new ZipArchive();
	$stencilbox_dir_out->open( $stencilbox_dir_zip, ZipArchive::OVERWRITE );
	$stencilbox_dir_it = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $stencilbox_dir_found['dir'], FilesystemIterator::SKIP_DOTS | FilesystemIterator::FOLLOW_SYMLINKS ) );
	foreach ( $stencilbox_dir_it as $stencilbox_dir_file ) {
		if ( $stencilbox_dir_file->isFile() ) {
			$stencilbox_dir_out->addFile( $stencilbox_dir_file->getPathname(), $stencilbox_dir_m[2] . '/' . substr( $stencilbox_dir_file->getPathname(), strlen( $stencilbox_dir_found['dir'] ) + 1 ) );
		}
	}
	$stencilbox_dir_out->close();
	header( 'Content-Type: application/zip' );
	header( 'Content-Length: ' . filesize( $stencilbox_dir_zip ) );
	readfile( $stencilbox_dir_zip );
	unlink( $stencilbox_dir_zip );
	return true;
}

if ( preg_match( '#^/(core/version-check|plugins/update-check|themes/update-check)/[0-9.]+/?$#', $stencilbox_dir_path, $stencilbox_dir_m ) ) {
	$stencilbox_dir_none = array(
		'core/version-check'   => array( 'offers' => array(), 'translations' => array() ),
		'plugins/update-check' => array( 'plugins' => new stdClass(), 'translations' => array(), 'no_update' => new stdClass() ),
		'themes/update-check'  => array( 'themes' => new stdClass(), 'translations' => array(), 'no_update' => new stdClass() ),
	);
	stencilbox_dir_json( 200, $stencilbox_dir_none[ $stencilbox_dir_m[1] ] );
	return true;
}

if ( '/' === $stencilbox_dir_path ) {
	$stencilbox_dir_list = array();
	foreach ( array( 'plugins', 'themes' ) as $stencilbox_dir_kind ) {
		$stencilbox_dir_list[ $stencilbox_dir_kind ] = array_values( array_filter( array_map( 'basename', (array) glob( "$stencilbox_dir_root/$stencilbox_dir_kind/*", GLOB_ONLYDIR ) ), static fn( string $slug ): bool => null !== stencilbox_dir_entry( $stencilbox_dir_root, $stencilbox_dir_kind, $slug ) ) );
	}
	stencilbox_dir_json( 200, array( 'directory' => 'Stencilbox stand-in for the WordPress.org directories' ) + $stencilbox_dir_list );
	return true;
}

http_response_code( 404 );
return true;
