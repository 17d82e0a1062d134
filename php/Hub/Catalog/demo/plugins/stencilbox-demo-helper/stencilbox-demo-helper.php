<?php
/**
 * Plugin Name:       Stencilbox Demo Helper
 * Description:       Adds the "Soft shadow" style to Group blocks, used by some Stencilbox demo templates. A free dependency of the demo catalogue.
 * Version:           1.0.0
 * Requires at least: 6.8
 * Requires PHP:      8.1
 * Author:            Stencilbox
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       stencilbox-demo-helper
 *
 * @package StencilboxDemoHelper
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the "Soft shadow" block style for core/group. The CSS is inline
 * with the style, so WordPress prints it only on pages that use it.
 */
function stencilbox_demo_helper_register_styles(): void {
	register_block_style(
		'core/group',
		array(
			'name'         => 'stencilbox-soft-shadow',
			'label'        => __( 'Soft shadow', 'stencilbox-demo-helper' ),
			'inline_style' => '.wp-block-group.is-style-stencilbox-soft-shadow{box-shadow:0 1px 2px rgba(16,24,40,.06),0 12px 32px -8px rgba(16,24,40,.16);}',
		)
	);
}
add_action( 'init', 'stencilbox_demo_helper_register_styles' );
