<?php
/**
 * PHPUnit bootstrap of the real-Elementor run: the normal bootstrap, with
 * the Elementor folder STENCILBOX_ELEMENTOR_DIR names linked into the test
 * site and activated before Stencilbox.
 *
 * @package Stencilbox
 */

$stencilbox_elementor = (string) getenv( 'STENCILBOX_ELEMENTOR_DIR' );
if ( '' === $stencilbox_elementor || ! is_file( $stencilbox_elementor . '/elementor.php' ) ) {
	fwrite( STDERR, "The real-Elementor run needs STENCILBOX_ELEMENTOR_DIR: the Elementor plugin folder (the one holding elementor.php). README \"Elementor\" says how to get it.\n" );
	exit( 1 );
}
define( 'STENCILBOX_TEST_ELEMENTOR_DIR', (string) realpath( $stencilbox_elementor ) );
// The install and activation steps run in child processes: they read it too.
putenv( 'STENCILBOX_TEST_ELEMENTOR_DIR=' . STENCILBOX_TEST_ELEMENTOR_DIR );
require __DIR__ . '/bootstrap.php';
