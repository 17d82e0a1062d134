<?php
/**
 * `bin/lint-php.sh syntax`: the check `php -l` makes, for every PHP file of
 * ours, in two PHP processes instead of one per file.
 *
 *   php bin/lint-php-syntax.php FOLDER...
 *
 * In each FOLDER, its hidden entries (.wp-cache holds WordPress itself,
 * .wp-site*), node_modules, build, artifacts and vendor are skipped:
 * someone else's (the files the former `find` listed). Exit status 0 when
 * every file compiles, 1 when one does not (every file is still checked,
 * each error printed to stderr naming the file and line), 2 when this PHP
 * has no OPcache (bin/lint-php.sh then runs `php -l` per file).
 *
 * How: a child PHP (bin/lib/php-compile.php, OPcache on for the CLI, its
 * optimizer off) reads the files' paths on stdin and compiles each, never
 * running it, with opcache_compile_file(): the compiler `php -l` uses, so a
 * parse error (a ParseError) and a compile-time error (a fatal error such as
 * "Redefinition of parameter $a" or "Cannot redeclare A::x()", which OPcache
 * turns into a `false` return) both fail. It stops at the first file that
 * fails. One
 * process compiling many files is not quite `php -l` per file: a top-level
 * function stays declared once its file is compiled, so a function of the
 * same name in a later file would fail ("Cannot redeclare f()"), and a
 * fatal error may leave the compiler's state unclean. So a failure counts
 * only when the file was the first its process compiled: otherwise a fresh
 * child starts at that file. Every file is thus judged as by `php -l`, and
 * what follows a failure is compiled in a clean process.
 *
 * @package Stencilbox
 */

if ( ! extension_loaded( 'Zend OPcache' ) ) {
	fwrite( STDERR, "lint-php-syntax: this PHP has no OPcache\n" );
	exit( 2 );
}

$roots = array_slice( $argv, 1 );
if ( ! $roots ) {
	fwrite( STDERR, "usage: php bin/lint-php-syntax.php FOLDER...\n" );
	exit( 2 );
}
$files = array();
foreach ( $roots as $root ) {
	php_files( '/' === $root ? '' : rtrim( $root, '/' ), true, $files );
}

$failed = 0;
$next   = 0;
while ( $next < count( $files ) ) {
	[ $compiled, $error ] = compile_in_child( array_slice( $files, $next ) );
	if ( null === $error ) {
		break;
	}
	if ( 0 === $compiled ) {
		// The first file of a fresh process: a real error.
		++$failed;
		fwrite( STDERR, $error . "\nErrors parsing {$files[ $next ]}\n" );
		++$next;
	} else {
		// Judge the file that failed again, first in a fresh process.
		$next += $compiled;
	}
}

$count = count( $files );
if ( $failed ) {
	fwrite( STDERR, "php -l: syntax errors above ({$failed} of {$count} files)\n" );
	exit( 1 );
}
echo "php -l: {$count} files, no syntax errors\n";
exit( 0 );

/**
 * The PHP files under a folder, as `find DIR \( -path 'DIR/.*' -o
 * -path DIR/node_modules ... \) -prune -o -type f -name '*.php'` lists them
 * (symbolic links are not followed).
 *
 * @param string   $dir   Folder.
 * @param bool     $top   Whether it is the folder named on the command line.
 * @param string[] $files The list to add to.
 */
function php_files( string $dir, bool $top, array &$files ): void {
	$entries = scandir( '' === $dir ? '/' : $dir );
	if ( false === $entries ) {
		fwrite( STDERR, "lint-php-syntax: cannot read {$dir}\n" );
		exit( 1 );
	}
	foreach ( $entries as $name ) {
		if ( '.' === $name || '..' === $name ) {
			continue;
		}
		if ( $top && ( '.' === $name[0] || in_array( $name, array( 'node_modules', 'build', 'artifacts', 'vendor' ), true ) ) ) {
			continue;
		}
		$path = $dir . '/' . $name;
		if ( is_link( $path ) ) {
			continue;
		}
		if ( is_dir( $path ) ) {
			php_files( $path, false, $files );
		} elseif ( str_ends_with( $name, '.php' ) && is_file( $path ) ) {
			$files[] = $path;
		}
	}
}

/**
 * Compiles files in a child PHP until one fails.
 *
 * @param string[] $files Files.
 * @return array{0: int, 1: ?string} How many compiled before the one that
 *                                   failed, and its error (null: none failed).
 */
function compile_in_child( array $files ): array {
	$command = array(
		PHP_BINARY,
		'-d',
		'opcache.enable_cli=1',
		'-d',
		'opcache.optimization_level=0',
		'-d',
		'opcache.jit=off',
		'-d',
		'opcache.memory_consumption=256',
		'-d',
		'opcache.max_accelerated_files=100000',
		'-d',
		'opcache.file_cache=',
		'-d',
		'opcache.blacklist_filename=',
		'-d',
		'display_errors=1',
		'-d',
		'html_errors=0',
		'-d',
		'log_errors=0',
		'-d',
		'error_reporting=-1',
		__DIR__ . '/lib/php-compile.php',
	);
	$pipes = array();
	$child = proc_open( $command, array( array( 'pipe', 'r' ), array( 'pipe', 'w' ), STDERR ), $pipes );
	if ( ! is_resource( $child ) ) {
		fwrite( STDERR, "lint-php-syntax: cannot start PHP\n" );
		exit( 1 );
	}
	fwrite( $pipes[0], implode( "\0", $files ) );
	fclose( $pipes[0] );
	$out = stream_get_contents( $pipes[1] );
	fclose( $pipes[1] );
	$status = proc_close( $child );

	// One "ok" line per file compiled, then (on a failure) what the compiler said.
	$compiled = 0;
	while ( str_starts_with( $out, "ok\n" ) ) {
		++$compiled;
		$out = substr( $out, 3 );
	}
	if ( 0 === $status && $compiled === count( $files ) ) {
		return array( $compiled, null );
	}
	// Failed after the last "ok" (it should not): that file again, alone.
	$compiled = min( $compiled, count( $files ) - 1 );
	$said = trim( str_starts_with( $out, "fail\n" ) ? substr( $out, 5 ) : $out );
	if ( '' === $said ) {
		$said = "Fatal error: the compiler stopped (exit status {$status}) in {$files[ $compiled ]}";
	}
	return array( $compiled, $said );
}
