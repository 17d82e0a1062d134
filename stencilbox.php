<?php
/**
 * Plugin Name:       Stencilbox
 * Description:       A template library and personal cloud for the block editor and Elementor.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.1
 * Author:            Stencilbox
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       stencilbox
 * Domain Path:       /languages
 *
 * @package Stencilbox
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/php/autoload.php';

Stencilbox\Plugin::boot( __FILE__ );
