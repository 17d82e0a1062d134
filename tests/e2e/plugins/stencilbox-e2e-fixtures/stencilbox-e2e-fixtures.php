<?php
/**
 * Plugin Name: Stencilbox e2e fixtures
 * Description: Test-only. Seeds the Stencilbox demo catalogue from the mini fixture (tests/fixtures/catalogue-mini), so e2e specs see a small, known library whatever the shipped demo holds; a spec can switch to the shipped demo (POST stencilbox-e2e/v1/catalogue, administrators only) and back.
 *
 * @package Stencilbox
 */

defined( 'ABSPATH' ) || exit;

const STENCILBOX_E2E_CATALOGUE_OPTION = 'stencilbox_e2e_catalogue';

add_filter(
	'stencilbox_demo_catalogue_dir',
	static function ( mixed $dir ): mixed {
		return 'demo' === get_option( STENCILBOX_E2E_CATALOGUE_OPTION, 'mini' )
			? $dir
			: WP_PLUGIN_DIR . '/stencilbox/tests/fixtures/catalogue-mini';
	}
);

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'stencilbox-e2e/v1',
			'/catalogue',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ),
				'args'                => array(
					'which' => array(
						'type'     => 'string',
						'enum'     => array( 'mini', 'demo' ),
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ): array {
					update_option( STENCILBOX_E2E_CATALOGUE_OPTION, $request['which'] );
					$seeder = \Stencilbox\Plugin::instance()->service( \Stencilbox\Hub\Catalog\DemoSeeder::class );
					return $seeder->seed();
				},
			)
		);
	}
);
