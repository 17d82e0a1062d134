<?php
/**
 * Plugin Name: Stencilbox Elementor stub
 * Description: Test-only. Stands in for Elementor where it cannot run: when switched on (POST stencilbox-e2e/v1/elementor, administrators only) it defines Elementor's version constant and registers its template library post type and taxonomy, as the PHPUnit stand-in does, and serves a fake Elementor editor page (wp-admin/admin.php?page=stencilbox-elementor-stub&post=ID) that loads the real bridge bundle on Elementor's own hook around editor-stub.js, a stub of exactly the editor globals the bridge touches (its header cites the Elementor code each signature is checked against).
 *
 * @package Stencilbox
 */

defined( 'ABSPATH' ) || exit;

const STENCILBOX_ELEMENTOR_STUB_OPTION = 'stencilbox_e2e_elementor';

if ( get_option( STENCILBOX_ELEMENTOR_STUB_OPTION ) ) {
	define( 'ELEMENTOR_VERSION', '3.25.0' );
	add_action(
		'init',
		static function (): void {
			register_post_type(
				'elementor_library',
				array(
					'labels'          => array( 'name' => 'Templates' ),
					'public'          => false,
					'show_ui'         => true,
					'rewrite'         => false,
					'capability_type' => 'post',
					'supports'        => array( 'title', 'thumbnail', 'author', 'elementor' ),
				)
			);
			register_taxonomy(
				'elementor_library_type',
				'elementor_library',
				array(
					'public'  => false,
					'rewrite' => false,
				)
			);
			do_action( 'elementor/init' );
		},
		0
	);
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'stencilbox-e2e/v1',
			'/elementor',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ),
				'args'                => array(
					'active' => array(
						'type'     => 'boolean',
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ): array {
					update_option( STENCILBOX_ELEMENTOR_STUB_OPTION, $request['active'] ? 1 : 0 );
					return array( 'active' => (bool) $request['active'] );
				},
			)
		);
	}
);

add_action(
	'admin_menu',
	static function (): void {
		if ( ! get_option( STENCILBOX_ELEMENTOR_STUB_OPTION ) ) {
			return;
		}
		$hook = add_submenu_page(
			'',
			'Elementor stub',
			'Elementor stub',
			'edit_posts',
			'stencilbox-elementor-stub',
			static function (): void {
				echo '<div id="elementor-editor-wrapper"><div id="elementor-panel"></div>';
				echo '<iframe id="elementor-preview-iframe" title="Preview" style="width:100%;height:600px;border:0"></iframe></div>';
			}
		);
		add_action(
			'admin_enqueue_scripts',
			static function ( mixed $page ) use ( $hook ): void {
				if ( $page !== $hook ) {
					return;
				}
				// Elementor's globals first (in the head), then what Elementor
				// enqueues on its editor hook: the real Stencilbox bridge.
				wp_enqueue_script( 'stencilbox-elementor-stub', plugins_url( 'editor-stub.js', __FILE__ ), array( 'jquery', 'backbone' ), (string) filemtime( __DIR__ . '/editor-stub.js' ), false );
				wp_add_inline_script( 'stencilbox-elementor-stub', 'window.stencilboxElementorStubDocument = ' . (int) ( $_GET['post'] ?? 0 ) . ';', 'before' ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a test page reading which post it shows.
				do_action( 'elementor/editor/after_enqueue_scripts' );
			}
		);
	}
);
