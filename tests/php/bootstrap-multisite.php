<?php
/**
 * PHPUnit bootstrap of the multisite run: the normal bootstrap, on a
 * subdirectory network (example.org, a sub-site at /sub/) with Stencilbox
 * network-activated. The environment variable reaches the child processes
 * that install it (tests/php/wp-child.php) and tests/php/wp-tests-config.php.
 *
 * @package Stencilbox
 */

putenv( 'STENCILBOX_TEST_MULTISITE=1' );
require __DIR__ . '/bootstrap.php';
