<?php
/**
 * The child of bin/lint-php-syntax.php (which says why and how): compiles
 * each file named on stdin (NUL-separated) without running it, printing
 * "ok" for each; stops at the first that fails, printing "fail" and what
 * the compiler said (the file and line). Exits 0 when all compiled, 1
 * otherwise. It declares no function or class of its own, so that a file
 * it compiles first is compiled as `php -l` would: in a clean compiler.
 *
 * @package Stencilbox
 */

if ( ! function_exists( 'opcache_compile_file' ) || ! ini_get( 'opcache.enable_cli' ) ) {
	echo "fail\nFatal error: OPcache is not enabled in the compiling PHP\n";
	exit( 1 );
}
$list = stream_get_contents( STDIN );
foreach ( '' === $list ? array() : explode( "\0", $list ) as $file ) {
	ob_start();
	$error = null;
	try {
		$compiled = opcache_compile_file( $file );
	} catch ( \ParseError $e ) {
		$compiled = false;
		$error    = sprintf( 'Parse error: %s in %s on line %d', $e->getMessage(), $file, $e->getLine() );
	} catch ( \Throwable $e ) {
		$compiled = false;
		$error    = sprintf( '%s: %s in %s on line %d', get_class( $e ), $e->getMessage(), $file, $e->getLine() );
	}
	$said = trim( (string) ob_get_clean() );
	if ( $compiled ) {
		// Deprecations and warnings at compile time: shown, as `php -l` shows them.
		if ( '' !== $said ) {
			fwrite( STDERR, $said . "\n" );
		}
		echo "ok\n";
		continue;
	}
	// The compiler's own message (it names the file and line) first;
	// OPcache's "could not compile" warning adds nothing.
	$lines = array_filter(
		explode( "\n", $said ),
		fn( string $line ): bool => '' !== trim( $line ) && ! str_contains( $line, 'Zend OPcache could not compile file' )
	);
	if ( null !== $error ) {
		array_unshift( $lines, $error );
	}
	if ( ! $lines ) {
		$lines[] = "Fatal error: could not compile {$file}";
	}
	echo "fail\n" . implode( "\n", $lines ) . "\n";
	exit( 1 );
}
exit( 0 );
