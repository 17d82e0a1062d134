<?php
/**
 * PHPUnit bootstrap of the Elementor-active run: the normal bootstrap, with
 * the Elementor stand-in installed as a mu-plugin before WordPress installs.
 *
 * @package Stencilbox
 */

define( 'STENCILBOX_TEST_ELEMENTOR', true );
require __DIR__ . '/bootstrap.php';
