<?php
/**
 * Runs when the plugin is deleted from Plugins (WordPress defines
 * WP_UNINSTALL_PLUGIN; the plugin itself is not loaded). What goes and what
 * stays: php/Uninstaller.php.
 *
 * @package Stencilbox
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/php/autoload.php';

( new Stencilbox\Uninstaller() )->run();
