<?php
/**
 * PSR-4 autoloader for the Stencilbox\ namespace (php/ is the namespace root).
 * Composer is not available on every machine that builds us, and one prefix
 * needs nothing more than this. It goes first in the autoloader queue: each
 * request loads about a hundred of our classes, which would otherwise pass
 * through WordPress's autoloaders first (a profile showed a fifth of the
 * plugin's boot there); any other class costs it one string comparison.
 *
 * @package Stencilbox
 */

defined( 'ABSPATH' ) || exit;

spl_autoload_register(
	static function ( string $class_name ): void {
		static $known = null;
		$prefix = 'Stencilbox\\';
		if ( 0 !== strncmp( $class_name, $prefix, strlen( $prefix ) ) ) {
			return;
		}
		// Our classes (generated, php/classmap.php): with OPcache, including
		// a known file makes no system call, where is_file() makes one per
		// class, every request. A class the map misses is still looked for.
		$known ??= require __DIR__ . '/classmap.php';
		$file    = __DIR__ . '/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
		if ( isset( $known[ $class_name ] ) || is_file( $file ) ) {
			require $file;
		}
	},
	true,
	true
);
