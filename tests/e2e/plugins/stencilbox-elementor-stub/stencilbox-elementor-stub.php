<?php
/**
 * Plugin Name: Stencilbox Elementor stub
 * Description: Test-only. Stands in for Elementor where it cannot run: when switched on (POST stencilbox-e2e/v1/elementor, administrators only) it defines Elementor's version constant and registers its template library post type and taxonomy, as the PHPUnit stand-in does (with `pro`, also Elementor Pro's version constant), and serves a fake Elementor editor page (wp-admin/admin.php?page=stencilbox-elementor-stub&post=ID) that loads the real bridge bundle on Elementor's own hook around editor-stub.js, a stub of exactly the editor globals the bridge touches (its header cites the Elementor code each signature is checked against), on WordPress's Backbone and jQuery and the real backbone.marionette 2.4.5 (npm, the version Elementor bundles), served from the project's node_modules.
 *
 * @package Stencilbox
 */

defined( 'ABSPATH' ) || exit;

const STENCILBOX_ELEMENTOR_STUB_OPTION = 'stencilbox_e2e_elementor';

/** Elementor Pro stands in too (1) or not (0). */
const STENCILBOX_ELEMENTOR_STUB_PRO_OPTION = 'stencilbox_e2e_elementor_pro';

/** The Marionette Elementor's editor runs on: npm's backbone.marionette 2.4.5. */
const STENCILBOX_ELEMENTOR_STUB_MARIONETTE = 'node_modules/backbone.marionette/lib/backbone.marionette.js';

if ( get_option( STENCILBOX_ELEMENTOR_STUB_OPTION ) ) {
	// The same post type and taxonomy as the PHPUnit stand-in (this folder is
	// linked into the test site, so __DIR__ is in the project's tests/).
	require_once dirname( __DIR__, 3 ) . '/php/fixtures/elementor-library.php';
	define( 'ELEMENTOR_VERSION', '3.25.0' );
	if ( get_option( STENCILBOX_ELEMENTOR_STUB_PRO_OPTION ) ) {
		// What Stencilbox reads of Elementor Pro (its version constant).
		define( 'ELEMENTOR_PRO_VERSION', '3.25.0' );
	}
	// As Elementor's main file does once it has loaded (Stencilbox names
	// its Elementor hooks on it, or at boot when it has fired already).
	do_action( 'elementor/loaded' );
	add_action(
		'init',
		static function (): void {
			stencilbox_stand_in_elementor_library();
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
					'pro'    => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ): array {
					$pro = $request['active'] && $request['pro'];
					update_option( STENCILBOX_ELEMENTOR_STUB_OPTION, $request['active'] ? 1 : 0 );
					update_option( STENCILBOX_ELEMENTOR_STUB_PRO_OPTION, $pro ? 1 : 0 );
					return array(
						'active' => (bool) $request['active'],
						'pro'    => $pro,
					);
				},
			)
		);
		// What Elementor would read of a post: its type and the document meta.
		register_rest_route(
			'stencilbox-e2e/v1',
			'/elementor/document/(?P<id>\\d+)',
			array(
				'methods'             => 'GET',
				'permission_callback' => static fn( WP_REST_Request $request ): bool => current_user_can( 'edit_post', (int) $request['id'] ),
				'callback'            => static function ( WP_REST_Request $request ): array {
					$id    = (int) $request['id'];
					$terms = taxonomy_exists( 'elementor_library_type' ) ? wp_get_object_terms( $id, 'elementor_library_type', array( 'fields' => 'slugs' ) ) : array();
					return array(
						'post_type'     => get_post_type( $id ),
						'post_status'   => get_post_status( $id ),
						'template_type' => get_post_meta( $id, '_elementor_template_type', true ),
						'edit_mode'     => get_post_meta( $id, '_elementor_edit_mode', true ),
						'library_type'  => is_array( $terms ) ? $terms : array(),
					);
				},
			)
		);
	}
);

/*
 * Marionette, read from the project's node_modules (the plugin folder is a
 * link into the project): admin-post.php?action=stencilbox_elementor_stub_marionette.
 */
add_action(
	'admin_post_stencilbox_elementor_stub_marionette',
	static function (): void {
		$file = dirname( __DIR__, 4 ) . '/' . STENCILBOX_ELEMENTOR_STUB_MARIONETTE;
		if ( ! is_readable( $file ) ) {
			status_header( 404 );
			header( 'Content-Type: application/javascript; charset=utf-8' );
			echo 'throw new Error( "backbone.marionette is not installed: npm install" );';
			exit;
		}
		header( 'Content-Type: application/javascript; charset=utf-8' );
		header( 'Cache-Control: private, max-age=3600' );
		readfile( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile -- a test page's script, read as it is.
		exit;
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
				$marionette = dirname( __DIR__, 4 ) . '/' . STENCILBOX_ELEMENTOR_STUB_MARIONETTE;
				wp_register_script( 'backbone-marionette', admin_url( 'admin-post.php?action=stencilbox_elementor_stub_marionette' ), array( 'backbone', 'underscore', 'jquery' ), is_readable( $marionette ) ? (string) filemtime( $marionette ) : false, false );
				wp_enqueue_script( 'stencilbox-elementor-stub', plugins_url( 'editor-stub.js', __FILE__ ), array( 'jquery', 'backbone', 'backbone-marionette' ), (string) filemtime( __DIR__ . '/editor-stub.js' ), false );
				$post = get_post( (int) ( $_GET['post'] ?? 0 ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a test page reading which post it shows.
				wp_add_inline_script(
					'stencilbox-elementor-stub',
					sprintf(
						'window.stencilboxElementorStubDocument = %d; window.stencilboxElementorStubTitle = %s;',
						$post ? $post->ID : 0,
						wp_json_encode( $post ? $post->post_title : '' )
					),
					'before'
				);
				do_action( 'elementor/editor/after_enqueue_scripts' );
			}
		);
	}
);
