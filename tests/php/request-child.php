<?php
/**
 * One real request in a child process, as a web server would start it:
 * `php request-child.php <uri> <out-file> [internal|admin]` loads WordPress
 * for <uri> (e.g. `/?rest_route=/wp/v2/posts`)
 * (the way wp-blog-header.php does, with the tests' config; with `admin`,
 * <uri> is a wp-admin screen, e.g. `/wp-admin/options-general.php`, shown
 * whole to the site's first administrator) and, when the
 * request ends (REST requests end with die()), writes to
 * <out-file> what Stencilbox built and loaded, which of its blocks,
 * post meta and post type were registered, whether any of its texts was asked for, whether the upload filter was named, and which of its routes the REST server had. With
 * `internal`, a core REST route's handler first calls
 * one of our hub routes in-process, as the site's own hub client does.
 * With `alternate-cron`, the site runs WP-Cron inside its requests
 * (ALTERNATE_WP_CRON) and one event is due: what the request had when the
 * event ran is written too (`cron`).
 *
 * @package Stencilbox
 */

$stencilbox_uri      = $argv[1] ?? '/';
$stencilbox_out      = $argv[2] ?? '';
$stencilbox_internal = 'internal' === ( $argv[3] ?? '' );
$stencilbox_admin    = 'admin' === ( $argv[3] ?? '' );
$stencilbox_cron     = 'alternate-cron' === ( $argv[3] ?? '' );

$_SERVER['HTTP_HOST']       = 'example.org';
$_SERVER['SERVER_NAME']     = 'example.org';
$_SERVER['SERVER_PORT']     = '80';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REQUEST_URI']     = $stencilbox_uri;
$_SERVER['SCRIPT_NAME']     = $stencilbox_admin ? (string) parse_url( $stencilbox_uri, PHP_URL_PATH ) : '/index.php';
$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$stencilbox_query           = (string) parse_url( $stencilbox_uri, PHP_URL_QUERY );
parse_str( $stencilbox_query, $_GET );
$_REQUEST = $_GET;

if ( $stencilbox_cron ) {
	define( 'ALTERNATE_WP_CRON', true );
	define( 'DISABLE_WP_CRON', false );
}

require __DIR__ . '/wp-tests-config.php';

register_shutdown_function(
	static function () use ( $stencilbox_out ): void {
		$plugin = \Stencilbox\Plugin::instance();
		$server = $GLOBALS['wp_rest_server'] ?? null;
		$ours   = 0;
		$types  = 0;
		$named  = array();
		if ( $server instanceof \WP_REST_Server ) {
			foreach ( array_keys( $server->get_routes() ) as $route ) {
				$ours  += str_starts_with( ltrim( $route, '/' ), 'stencilbox' ) ? 1 : 0;
				$named  = str_starts_with( ltrim( $route, '/' ), 'stencilbox' ) ? array_merge( $named, array( $route ) ) : $named;
				$types += str_starts_with( ltrim( $route, '/' ), 'wp/v2/' . \Stencilbox\Site\Templates\TemplatePostType::REST_BASE ) ? 1 : 0;
			}
		}
		$classes = array_values( array_filter( get_declared_classes(), static fn( string $name ): bool => str_starts_with( $name, 'Stencilbox\\' ) ) );
		$blocks  = class_exists( \WP_Block_Type_Registry::class, false ) ? array_keys( \WP_Block_Type_Registry::get_instance()->get_all_registered() ) : array();
		$meta    = function_exists( 'get_registered_meta_keys' ) ? array_merge( array_keys( get_registered_meta_keys( 'post', 'page' ) ), array_keys( get_registered_meta_keys( 'post', 'stencilbox_template' ) ) ) : array();
		file_put_contents(
			$stencilbox_out,
			(string) wp_json_encode(
				array(
					'built'       => $plugin ? $plugin->built() : null,
					'classes'     => $classes,
					'blocks'      => array_values( array_filter( $blocks, static fn( string $name ): bool => str_starts_with( $name, 'stencilbox/' ) ) ),
					'meta'        => array_values( array_filter( $meta, static fn( string $key ): bool => str_starts_with( $key, '_stencilbox' ) ) ),
					'rest_server' => $server instanceof \WP_REST_Server,
					'our_routes'  => $ours,
					'route_names' => $named,
					'type_routes' => $types,
					'type_shown'  => (bool) get_post_type_object( \Stencilbox\Site\Templates\TemplatePostType::POST_TYPE )?->show_in_rest,
					'type'        => post_type_exists( \Stencilbox\Site\Templates\TemplatePostType::POST_TYPE ),
					// Whether anything asked for one of our texts (WordPress then looks for our translations).
					'our_texts'   => isset( $GLOBALS['l10n'][ \Stencilbox\Support\Names::TEXT_DOMAIN ] ),
					// Core hooks nothing there: ours (the logo picker's uploads).
					'upload_hook' => false !== has_filter( 'wp_handle_upload_prefilter' ),
					'internal'    => $GLOBALS['stencilbox_internal_status'] ?? null,
					// A wp-admin screen: our menu's entries (slugs) and the page classes loaded.
					'submenu'     => array_column( $GLOBALS['submenu']['stencilbox'] ?? array(), 2 ),
					'cron'        => $GLOBALS['stencilbox_cron_saw'] ?? null,
				)
			)
		);
	}
);

if ( $stencilbox_internal ) {
	$GLOBALS['wp_filter']['rest_request_before_callbacks'][10][] = array(
		'function'      => static function ( mixed $response, mixed $handler, \WP_REST_Request $request ): mixed {
			if ( '/stencilbox-hub/v1/catalog/version' === $request->get_route() ) {
				return $response;
			}
			$answer = \Stencilbox\Support\Rest\InternalDispatch::dispatch( new \WP_REST_Request( 'GET', '/stencilbox-hub/v1/catalog/version' ) );
			$GLOBALS['stencilbox_internal_status'] = $answer->get_status();
			return $response;
		},
		'accepted_args' => 3,
	);
}

if ( $stencilbox_cron ) {
	// One event due (nothing of the tests' own schedule is read or written):
	// WordPress runs it after `wp_loaded`, in this request.
	$stencilbox_event = 'stencilbox_test_due_event';
	$GLOBALS['wp_filter']['pre_get_ready_cron_jobs'][10][]   = array(
		'function'      => static fn(): array => array( time() - 60 => array( $stencilbox_event => array( 'due' => array( 'schedule' => false, 'args' => array() ) ) ) ),
		'accepted_args' => 1,
	);
	$GLOBALS['wp_filter']['pre_unschedule_event'][10][]      = array(
		'function'      => static fn(): bool => true,
		'accepted_args' => 1,
	);
	$GLOBALS['wp_filter'][ $stencilbox_event ][10][]         = array(
		'function'      => static function (): void {
			$GLOBALS['stencilbox_cron_saw'] = array(
				'doing_cron'   => wp_doing_cron(),
				'after_loaded' => (bool) did_action( 'wp_loaded' ),
				'type'         => post_type_exists( \Stencilbox\Site\Templates\TemplatePostType::POST_TYPE ),
				'block'        => \WP_Block_Type_Registry::get_instance()->is_registered( \Stencilbox\Site\Templates\TemplateEditor::POST_CONTENT_BLOCK ),
				// Our cron events' callbacks: the catalogue sets' (a back-end service's), a rollback's, the import's sweep and image sizes.
				'ours'         => array_map(
					static fn( string $hook ): bool => false !== has_action( $hook ),
					array(
						'sets'     => \Stencilbox\Hub\Catalog\CatalogSetsBuilder::CRON_HOOK,
						'rollback' => \Stencilbox\Site\Updates\Updates::ROLLBACK_HOOK,
						'sweep'    => \Stencilbox\Site\FullSiteImport\Sweeper::HOOK,
						'sizes'    => \Stencilbox\Site\FullSiteImport\Sweeper::IMAGE_SIZES_HOOK,
					)
				),
			);
		},
		'accepted_args' => 1,
	);
}

if ( $stencilbox_admin ) {
	// A wp-admin screen that is not a plugin's, in the order
	// wp-admin/admin.php takes its steps (which loads WordPress from a
	// wp-config.php the tests' pristine core does not have), as the site's
	// first administrator: wp-admin's sign-in check (pluggable) signs them
	// in; nothing leaves the machine.
	define( 'WP_ADMIN', true );
	define( 'WP_HTTP_BLOCK_EXTERNAL', true );
	/**
	 * Signs in the first administrator (wp-admin/admin.php calls it).
	 */
	function auth_redirect(): void {
		$admins = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ID',
			)
		);
		wp_set_current_user( (int) ( $admins[0] ?? 0 ) );
	}
	ob_start();
	require ABSPATH . 'wp-settings.php';
	require_once ABSPATH . 'wp-admin/includes/admin.php';
	auth_redirect();
	wp_enqueue_script( 'common' );
	require ABSPATH . 'wp-admin/menu.php';
	do_action( 'admin_init' );
	$hook_suffix = $pagenow;
	set_current_screen();
	do_action( "load-{$pagenow}" ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores -- core's.
	require ABSPATH . 'wp-admin/admin-header.php';
	require ABSPATH . 'wp-admin/admin-footer.php';
	ob_end_clean();
	exit;
}

// What wp-blog-header.php does once wp-load.php has found the config.
ob_start();
require ABSPATH . 'wp-settings.php';
wp();
require ABSPATH . WPINC . '/template-loader.php';
ob_end_clean();
