<?php
/**
 * Plugin Name: Stencilbox e2e fixtures
 * Description: Test-only. Seeds the Stencilbox demo catalogue from the mini fixture (tests/fixtures/catalogue-mini), so e2e specs see a small, known library whatever the shipped demo holds; a spec can switch to the shipped demo (POST stencilbox-e2e/v1/catalogue, administrators only) and back, and store an item's content, or its name and settings, unfiltered (POST stencilbox-e2e/v1/raw-content, stencilbox-e2e/v1/raw-item), as an old install or a careless hub would hold them. Also switches the theme (POST stencilbox-e2e/v1/theme) makes kit templates the way a full-site import will (POST stencilbox-e2e/v1/kit-template), stops the hub from answering this site (POST stencilbox-e2e/v1/hub-down), reads a meta value as stored (GET stencilbox-e2e/v1/post-meta), and takes back what inserts did to the media library since a mark (GET stencilbox-e2e/v1/media-mark, POST stencilbox-e2e/v1/delete-media).
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
		// Where the media library stands: its newest attachment and newest
		// meta row (what an insert adds comes after both).
		register_rest_route(
			'stencilbox-e2e/v1',
			'/media-mark',
			array(
				'methods'             => 'GET',
				'permission_callback' => static fn(): bool => current_user_can( 'delete_others_posts' ),
				'callback'            => static function (): array {
					global $wpdb;
					return array(
						'attachment' => (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts} WHERE post_type = 'attachment'" ),
						'meta'       => (int) $wpdb->get_var( "SELECT MAX(meta_id) FROM {$wpdb->postmeta}" ),
					);
				},
			)
		);
		// Takes back what inserts did to the media library since a mark:
		// every attachment newer than an id (the copies), and the source
		// addresses an insert remembered on older attachments (a copy that
		// turned out to be the twin of one already there).
		register_rest_route(
			'stencilbox-e2e/v1',
			'/delete-media',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn(): bool => current_user_can( 'delete_others_posts' ),
				'args'                => array(
					'after'      => array(
						'type'     => 'integer',
						'minimum'  => 0,
						'required' => true,
					),
					'meta_after' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ): array {
					global $wpdb;
					$ids = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'attachment' AND ID > %d", $request['after'] ) ) );
					foreach ( $ids as $id ) {
						wp_delete_attachment( $id, true );
					}
					$remembered = array();
					if ( null !== $request['meta_after'] ) {
						$remembered = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT meta_id FROM {$wpdb->postmeta} WHERE meta_key = '_stencilbox_source_url' AND meta_id > %d", $request['meta_after'] ) ) );
						foreach ( $remembered as $meta_id ) {
							delete_metadata_by_mid( 'post', $meta_id );
						}
					}
					return array(
						'deleted'    => $ids,
						'remembered' => $remembered,
					);
				},
			)
		);
		register_rest_route(
			'stencilbox-e2e/v1',
			'/post-meta',
			array(
				'methods'             => 'GET',
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ),
				'args'                => array(
					'post_id' => array(
						'type'     => 'integer',
						'required' => true,
					),
					'key'     => array(
						'type'     => 'string',
						'required' => true,
					),
				),
				// A meta value as stored (Elementor's `_elementor_data` is
				// not in the REST API).
				'callback'            => static fn( WP_REST_Request $request ): array => array(
					'value' => get_post_meta( (int) $request['post_id'], (string) $request['key'], true ),
				),
			)
		);
		register_rest_route(
			'stencilbox-e2e/v1',
			'/provenance',
			array(
				'methods'             => 'GET',
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ),
				'args'                => array(
					'post_id' => array(
						'type'     => 'integer',
						'required' => true,
					),
				),
				// What the site knows of each item placed in a post: still
				// there, and unchanged since (the state updates rely on).
				'callback'            => static function ( WP_REST_Request $request ): array {
					$provenance = \Stencilbox\Plugin::instance()->service( \Stencilbox\Site\Provenance\Provenance::class );
					return array_map(
						static function ( array $row ) use ( $provenance ): array {
							$state = $provenance->state( $row );
							return array(
								'name'     => (string) $row['source_name'],
								'found'    => $state['found'],
								'pristine' => $state['pristine'],
							);
						},
						$provenance->of_post( (int) $request['post_id'] )
					);
				},
			)
		);
		register_rest_route(
			'stencilbox-e2e/v1',
			'/raw-content',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ),
				'args'                => array(
					'slug'     => array(
						'type'     => 'string',
						'required' => true,
					),
					'platform' => array(
						'type'     => 'string',
						'enum'     => array( 'gutenberg', 'elementor' ),
						'required' => true,
					),
					'content'  => array(
						'type'     => 'string',
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ): array|WP_Error {
					global $wpdb;
					// Straight into the table: the hub's writer would filter it.
					$items = $wpdb->prefix . 'stencilbox_catalog_items';
					$id    = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$items} WHERE platform = %s AND slug = %s", $request['platform'], $request['slug'] ) );
					if ( ! $id ) {
						return new WP_Error( 'not_found', 'No such item.', array( 'status' => 404 ) );
					}
					$wpdb->update( $wpdb->prefix . 'stencilbox_catalog_content', array( 'content' => $request['content'] ), array( 'item_id' => $id ) );
					\Stencilbox\Hub\Catalog\CatalogVersion::bump();
					return array( 'id' => $id );
				},
			)
		);
		register_rest_route(
			'stencilbox-e2e/v1',
			'/raw-item',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ),
				'args'                => array(
					'slug'     => array(
						'type'     => 'string',
						'required' => true,
					),
					'platform' => array(
						'type'     => 'string',
						'enum'     => array( 'gutenberg', 'elementor' ),
						'required' => true,
					),
					'type'     => array(
						'type'     => 'string',
						'enum'     => array( 'pack', 'page', 'block' ),
						'required' => true,
					),
					'name'     => array( 'type' => 'string' ),
					'settings' => array( 'type' => 'object' ),
				),
				'callback'            => static function ( WP_REST_Request $request ): array|WP_Error {
					global $wpdb;
					// Straight into the table: the hub's intake would make the
					// name plain text and limit a pack's settings.
					$items = $wpdb->prefix . 'stencilbox_catalog_items';
					$id    = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$items} WHERE platform = %s AND slug = %s AND type = %s", $request['platform'], $request['slug'], $request['type'] ) );
					if ( ! $id ) {
						return new WP_Error( 'not_found', 'No such item.', array( 'status' => 404 ) );
					}
					$row = array();
					if ( null !== $request['name'] ) {
						$row['name'] = $request['name'];
					}
					if ( null !== $request['settings'] ) {
						$row['settings'] = wp_json_encode( $request['settings'] );
					}
					if ( $row ) {
						$wpdb->update( $items, $row, array( 'id' => $id ) );
						\Stencilbox\Hub\Catalog\CatalogVersion::bump();
					}
					return array( 'id' => $id );
				},
			)
		);
	}
);

add_action(
	'rest_api_init',
	static function (): void {
		// Core's REST API lists themes but cannot activate one.
		register_rest_route(
			'stencilbox-e2e/v1',
			'/theme',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn(): bool => current_user_can( 'switch_themes' ),
				'args'                => array(
					'stylesheet' => array(
						'type'     => 'string',
						// The core's theme, the classic one and the other themes a
						// site may keep while importing (bin/fetch-other-themes.sh;
						// Hello Elementor where STENCILBOX_HELLO_THEME_DIR is set).
						// Astra, Blocksy, GeneratePress, Kadence and Neve where STENCILBOX_CLASSIC_THEMES_DIR is set.
						'enum'     => array( 'twentytwentyfive', 'twentytwentyone', 'twentytwentytwo', 'twentytwentythree', 'twentytwentyfour', 'hello-elementor', 'astra', 'blocksy', 'generatepress', 'kadence', 'neve' ),
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ): array {
					switch_theme( $request['stylesheet'] );
					return array( 'stylesheet' => get_stylesheet() );
				},
			)
		);
		// A classic theme's global palette, as its customiser saves it (the
		// theme must be the active one: its own functions give its defaults):
		// `colours` replace its colours in order; none puts its defaults back.
		register_rest_route(
			'stencilbox-e2e/v1',
			'/theme-palette',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn(): bool => current_user_can( 'edit_theme_options' ),
				'args'                => array(
					'colours' => array(
						'type'     => 'array',
						'items'    => array(
							'type'    => 'string',
							'pattern' => '^#[0-9a-fA-F]{6}$',
						),
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ): array|WP_Error {
					$colours = $request['colours'] ? $request['colours'] : null;
					switch ( get_template() ) {
						case 'astra':
							$settings = (array) get_option( 'astra-settings', array() );
							unset( $settings['global-color-palette'] );
							if ( null !== $colours ) {
								$settings['global-color-palette'] = array( 'palette' => array_values( $colours ) );
							}
							update_option( 'astra-settings', $settings );
							break;
						case 'generatepress':
							$settings = (array) get_option( 'generate_settings', array() );
							unset( $settings['global_colors'] );
							if ( null !== $colours ) {
								$global = generate_get_defaults()['global_colors'];
								foreach ( array_values( $colours ) as $n => $colour ) {
									if ( isset( $global[ $n ] ) ) {
										$global[ $n ]['color'] = $colour;
									}
								}
								$settings['global_colors'] = $global;
							}
							update_option( 'generate_settings', $settings );
							break;
						case 'kadence':
							if ( null === $colours ) {
								delete_option( 'kadence_global_palette' );
								break;
							}
							$palette = json_decode( \Kadence\kadence()->get_default_palette(), true );
							foreach ( array_values( $colours ) as $n => $colour ) {
								if ( isset( $palette['palette'][ $n ] ) ) {
									$palette['palette'][ $n ]['color'] = $colour;
								}
							}
							$palette['active'] = 'palette';
							update_option( 'kadence_global_palette', wp_json_encode( $palette ) );
							break;
						case 'blocksy':
							if ( null === $colours ) {
								remove_theme_mod( 'colorPalette' );
							} else {
								$palette = array();
								foreach ( array_values( $colours ) as $n => $colour ) {
									$palette[ 'color' . ( $n + 1 ) ] = array( 'color' => $colour );
								}
								set_theme_mod( 'colorPalette', $palette );
							}
							// Blocksy keeps its theme mods and global styles cached: the customiser's save renews them so.
							blocksy_manager()->db->wipe_cache();
							do_action( 'blocksy:dynamic-css:refresh-caches' );
							break;
						case 'neve':
							if ( null === $colours ) {
								remove_theme_mod( 'neve_global_colors' );
								break;
							}
							$global = neve_get_global_colors_default( true );
							$slugs  = array_keys( $global['palettes']['base']['colors'] );
							foreach ( array_values( $colours ) as $n => $colour ) {
								if ( isset( $slugs[ $n ] ) ) {
									$global['palettes']['base']['colors'][ $slugs[ $n ] ] = $colour;
								}
							}
							$global['activePalette'] = 'base';
							set_theme_mod( 'neve_global_colors', $global );
							break;
						default:
							return new WP_Error( 'not_a_classic_theme', 'Astra, Blocksy, GeneratePress, Kadence or Neve must be active.', array( 'status' => 400 ) );
					}
					return array( 'template' => get_template() );
				},
			)
		);
		// The active Elementor kit's page settings (its global colours and
		// fonts), as Elementor's Site Settings save them: the given keys
		// over what is there; `settings: null` with `previous` puts back
		// what an earlier call answered. Answers the settings before.
		register_rest_route(
			'stencilbox-e2e/v1',
			'/elementor-kit',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ) && class_exists( '\\Elementor\\Plugin' ),
				'args'                => array(
					'settings' => array(
						'type'    => array( 'object', 'null' ),
						'default' => null,
					),
					'previous' => array(
						'type'    => array( 'object', 'array', 'string' ),
						'default' => '',
					),
				),
				'callback'            => static function ( WP_REST_Request $request ): array {
					$kit    = (int) get_option( 'elementor_active_kit' );
					$before = get_post_meta( $kit, '_elementor_page_settings', true );
					$next   = null === $request['settings']
						? $request['previous']
						: array_merge( is_array( $before ) ? $before : array(), (array) $request['settings'] );
					update_post_meta( $kit, '_elementor_page_settings', $next );
					// Elementor writes its CSS files again with the kit's new globals.
					\Elementor\Plugin::$instance->files_manager->clear_cache();
					return array(
						'kit'      => $kit,
						'previous' => $before,
					);
				},
			)
		);
		// A kit template through the service API the full-site import uses;
		// `pushed` also fires the cloud's push action for it, as Save & Push will.
		register_rest_route(
			'stencilbox-e2e/v1',
			'/kit-template',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ),
				'args'                => array(
					'title'  => array(
						'type'     => 'string',
						'required' => true,
					),
					'pushed' => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ): array {
					$templates = \Stencilbox\Plugin::instance()->service( \Stencilbox\Site\Templates\TemplateRepository::class );
					$id        = $templates->create(
						'gutenberg',
						'footer',
						array(
							'title'   => $request['title'],
							'content' => '<!-- wp:paragraph --><p>Kit footer</p><!-- /wp:paragraph -->',
							'is_kit'  => true,
							'status'  => 'publish',
						)
					);
					if ( $request['pushed'] ) {
						do_action( 'stencilbox_cloud_pushed', $id, array( 'id' => 99, 'name' => $request['title'] ) );
					}
					return array( 'id' => $id );
				},
			)
		);
	}
);

// The hub stops answering (as when its server is stopped): every request
// this site makes to its hub fails at the transport, and the profiles it
// cached are stale (as a minute later).
const STENCILBOX_E2E_HUB_DOWN_OPTION = 'stencilbox_e2e_hub_down';

add_filter(
	'pre_http_request',
	static function ( mixed $pre, array $args, string $url ): mixed {
		unset( $args );
		$hub = (string) get_option( 'stencilbox_hub_url', '' );
		if ( '' === $hub || ! get_option( STENCILBOX_E2E_HUB_DOWN_OPTION ) || ! str_starts_with( $url, untrailingslashit( $hub ) ) ) {
			return $pre;
		}
		return new WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect to the hub: Connection refused' );
	},
	10,
	3
);

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'stencilbox-e2e/v1',
			'/hub-down',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ),
				'args'                => array(
					'down' => array(
						'type'     => 'boolean',
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ): array {
					update_option( STENCILBOX_E2E_HUB_DOWN_OPTION, $request['down'] ? 1 : 0 );
					\Stencilbox\Plugin::instance()->service( \Stencilbox\Site\Account\AccountSession::class )->forget_all_profiles();
					return array( 'down' => (bool) $request['down'] );
				},
			)
		);
	}
);

require __DIR__ . '/fsi.php';
