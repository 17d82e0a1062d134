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
		$prefix = 'Stencilbox\\';
		if ( 0 !== strncmp( $class_name, $prefix, strlen( $prefix ) ) ) {
			return;
		}
		$file = __DIR__ . '/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
		if ( is_file( $file ) ) {
			require $file;
		}
	},
	true,
	true
);
