<?php
/**
 * Plugin Name: Stencilbox e2e fixtures
 * Description: Test-only. Seeds the Stencilbox demo catalogue from the mini fixture (tests/fixtures/catalogue-mini), so e2e specs see a small, known library whatever the shipped demo holds.
 *
 * @package Stencilbox
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'stencilbox_demo_catalogue_dir',
	static function () {
		return WP_PLUGIN_DIR . '/stencilbox/tests/fixtures/catalogue-mini';
	}
);
