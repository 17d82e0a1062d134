<?php
/**
 * PHPUnit bootstrap of the multisite run with a persistent object cache:
 * the object-cache lane's private Redis and drop-in
 * (tests/php/bootstrap-object-cache.php) on the multisite run's
 * subdirectory network, Stencilbox network-activated
 * (tests/php/bootstrap-multisite.php).
 *
 * @package Stencilbox
 */

putenv( 'STENCILBOX_TEST_MULTISITE=1' );
require __DIR__ . '/bootstrap-object-cache.php';
