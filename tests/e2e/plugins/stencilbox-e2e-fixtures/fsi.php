<?php
/**
 * Test-only helpers of the full-site import specs: a snapshot of the site
 * (every table, the plugins and themes folders), the polling transport on
 * demand, `DISALLOW_FILE_MODS` on demand, images' sizes left for later on
 * any server, and a worker that dies at a chosen unit.
 *
 * @package Stencilbox
 */

defined( 'ABSPATH' ) || exit;

const STENCILBOX_E2E_LIGHTSPEED_OPTION = 'stencilbox_e2e_fsi_lightspeed';
const STENCILBOX_E2E_NO_FILE_MODS      = 'stencilbox_e2e_fsi_disallow_file_mods';
const STENCILBOX_E2E_REQUEST_SECONDS   = 'stencilbox_e2e_fsi_request_seconds';
const STENCILBOX_E2E_UNIT_DELAY        = 'stencilbox_e2e_fsi_unit_delay_ms';
const STENCILBOX_E2E_DEFER_SIZES       = 'stencilbox_e2e_fsi_defer_image_sizes';

// A host that locks the code: WordPress's own constant, set as wp-config.php
// would (plugins load before any capability is checked).
if ( get_option( STENCILBOX_E2E_NO_FILE_MODS ) && ! defined( 'DISALLOW_FILE_MODS' ) ) {
	define( 'DISALLOW_FILE_MODS', true );
}

/**
 * The file naming the units at which the worker dies (`["content:1", …]`).
 * A file, not an option: the unit's transaction is rolled back when the
 * worker dies, and so would an option be.
 */
function stencilbox_e2e_kill_file(): string {
	return WP_CONTENT_DIR . '/stencilbox-e2e-kill.json';
}

add_filter( 'stencilbox_fsi_lightspeed', static fn( mixed $lightspeed ): bool => (bool) get_option( STENCILBOX_E2E_LIGHTSPEED_OPTION, $lightspeed ) );
// Images stored without their sizes on demand, also where the server cannot
// answer early (the dev site's PHP server): the results screen's asks make them.
add_filter( 'stencilbox_fsi_defer_image_sizes', static fn( mixed $deferred ): bool => get_option( STENCILBOX_E2E_DEFER_SIZES ) ? true : (bool) $deferred );
// One unit per request on demand, so a small pack's import takes many requests.
add_filter( 'stencilbox_fsi_request_seconds', static fn( mixed $seconds ): float => (float) get_option( STENCILBOX_E2E_REQUEST_SECONDS, $seconds ) );

add_action(
	'stencilbox_fsi_unit_done',
	static function ( string $step, int $unit ): void {
		// Slow units on demand (a big pack's images), so one request's work
		// outlasts the client's wait for a stream's first bytes.
		$delay = (int) get_option( STENCILBOX_E2E_UNIT_DELAY, 0 );
		if ( $delay > 0 ) {
			usleep( 1000 * min( $delay, 2000 ) );
		}
		$file = stencilbox_e2e_kill_file();
		if ( ! is_file( $file ) ) {
			return;
		}
		$points = (array) json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$key    = $step . ':' . $unit;
		if ( ! in_array( $key, $points, true ) ) {
			return;
		}
		file_put_contents( $file, (string) wp_json_encode( array_values( array_diff( $points, array( $key ) ) ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		// The unit's work is done, its transaction not yet committed: the
		// worker dies as a killed PHP process does, without cleaning up.
		posix_kill( getmypid(), SIGKILL );
	},
	10,
	2
);

/**
 * Every file under a folder: relative path => size and SHA-1 (links are
 * listed, not followed).
 *
 * @param string $dir Folder.
 * @return array<string, string>
 */
function stencilbox_e2e_files( string $dir ): array {
	$files = array();
	$walk  = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::SELF_FIRST );
	foreach ( $walk as $file ) {
		$relative = substr( $file->getPathname(), strlen( $dir ) + 1 );
		if ( $file->isLink() ) {
			$files[ $relative ] = 'link';
		} elseif ( $file->isFile() ) {
			$files[ $relative ] = $file->getSize() . ':' . sha1_file( $file->getPathname() );
		}
	}
	ksort( $files );
	return $files;
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'stencilbox-e2e/v1',
			'/snapshot',
			array(
				'methods'             => 'GET',
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ),
				'callback'            => static function (): array {
					global $wpdb;
					$tables = array();
					foreach ( (array) $wpdb->get_col( 'SHOW TABLES' ) as $table ) {
						// Left out: the hub's own tables (catalogue, accounts,
						// keys, downloads — the hub records a download, which no
						// revert takes back) and the import's log and journal.
						if ( ! str_starts_with( (string) $table, $wpdb->prefix ) || str_starts_with( (string) $table, $wpdb->prefix . 'stencilbox_' ) ) {
							continue;
						}
						$rows = (array) $wpdb->get_results( "SELECT * FROM `{$table}`", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
						$list = array();
						foreach ( $rows as $row ) {
							if ( $wpdb->options === $table && preg_match( '/^_(site_)?transient_/', (string) $row['option_name'] ) ) {
								continue;
							}
							// On a network: the network's transients (core's
							// caches), and when each site last changed (core's
							// bookkeeping of any post saved or deleted there).
							if ( is_multisite() && $wpdb->sitemeta === $table && preg_match( '/^_site_transient_/', (string) $row['meta_key'] ) ) {
								continue;
							}
							if ( is_multisite() && $wpdb->blogs === $table ) {
								unset( $row['last_updated'] );
							}
							ksort( $row );
							$list[] = (string) wp_json_encode( $row );
						}
						sort( $list );
						$tables[ $table ] = $list;
					}
					return array(
						'tables'  => $tables,
						'plugins' => stencilbox_e2e_files( WP_PLUGIN_DIR ),
						'themes'  => stencilbox_e2e_files( get_theme_root() ),
					);
				},
			)
		);
		register_rest_route(
			'stencilbox-e2e/v1',
			'/counts',
			array(
				'methods'             => 'GET',
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ),
				'callback'            => static function (): array {
					global $wpdb;
					$count = static fn( string $type ): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", $type ) );
					return array(
						'pages'       => $count( 'page' ),
						'attachments' => $count( 'attachment' ),
						'templates'   => $count( 'stencilbox_template' ),
						'menus'       => $count( 'wp_navigation' ),
						'terms'       => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->terms}" ),
						'posts'       => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ),
					);
				},
			)
		);
		register_rest_route(
			'stencilbox-e2e/v1',
			'/fsi',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ),
				'args'                => array(
					'lightspeed'         => array( 'type' => 'boolean' ),
					'disallow_file_mods' => array( 'type' => 'boolean' ),
					'defer_image_sizes'  => array( 'type' => 'boolean' ),
					'request_seconds'    => array(
						'type'    => array( 'number', 'null' ),
						'minimum' => 0,
					),
					'unit_delay_ms'      => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'kill'               => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
				),
				'callback'            => static function ( WP_REST_Request $request ): array {
					if ( null !== $request['lightspeed'] ) {
						$request['lightspeed'] ? update_option( STENCILBOX_E2E_LIGHTSPEED_OPTION, 1 ) : delete_option( STENCILBOX_E2E_LIGHTSPEED_OPTION );
					}
					if ( null !== $request['disallow_file_mods'] ) {
						$request['disallow_file_mods'] ? update_option( STENCILBOX_E2E_NO_FILE_MODS, 1 ) : delete_option( STENCILBOX_E2E_NO_FILE_MODS );
					}
					if ( null !== $request['defer_image_sizes'] ) {
						$request['defer_image_sizes'] ? update_option( STENCILBOX_E2E_DEFER_SIZES, 1 ) : delete_option( STENCILBOX_E2E_DEFER_SIZES );
					}
					if ( $request->has_param( 'request_seconds' ) ) {
						null === $request['request_seconds'] ? delete_option( STENCILBOX_E2E_REQUEST_SECONDS ) : update_option( STENCILBOX_E2E_REQUEST_SECONDS, (float) $request['request_seconds'] );
					}
					if ( null !== $request['unit_delay_ms'] ) {
						$request['unit_delay_ms'] ? update_option( STENCILBOX_E2E_UNIT_DELAY, (int) $request['unit_delay_ms'] ) : delete_option( STENCILBOX_E2E_UNIT_DELAY );
					}
					if ( null !== $request['kill'] ) {
						file_put_contents( stencilbox_e2e_kill_file(), (string) wp_json_encode( array_values( (array) $request['kill'] ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
					}
					return array(
						'lightspeed'         => (bool) get_option( STENCILBOX_E2E_LIGHTSPEED_OPTION ),
						'disallow_file_mods' => (bool) get_option( STENCILBOX_E2E_NO_FILE_MODS ),
						'kill'               => is_file( stencilbox_e2e_kill_file() ) ? json_decode( (string) file_get_contents( stencilbox_e2e_kill_file() ), true ) : array(), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
					);
				},
			)
		);
	}
);
