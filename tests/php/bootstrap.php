<?php
/**
 * PHPUnit bootstrap: installs WordPress into a throwaway database (SQLite
 * file in a temp dir by default; a fresh MariaDB database with
 * WP_TESTS_DB=mysql), activates Stencilbox, then loads WordPress.
 *
 * @package Stencilbox
 */

$stencilbox_root    = dirname( __DIR__, 2 );
$stencilbox_content = sys_get_temp_dir() . '/stencilbox-tests-' . getmypid() . '-' . bin2hex( random_bytes( 3 ) );
putenv( "WP_TESTS_CONTENT_DIR=$stencilbox_content" );
require __DIR__ . '/wp-tests-config.php';

if ( ! is_file( ABSPATH . 'wp-settings.php' ) ) {
	fwrite( STDERR, 'WordPress core not found in ' . ABSPATH . " (run bin/fetch-wordpress-any.sh)\n" );
	exit( 1 );
}

require_once __DIR__ . '/content-dir.php';
stencilbox_tests_make_content_dir( $stencilbox_content, $stencilbox_root );
if ( defined( 'STENCILBOX_TEST_ELEMENTOR' ) ) {
	// The Elementor-active run (tests/php/bootstrap-elementor.php).
	symlink( __DIR__ . '/fixtures/elementor-active.php', "$stencilbox_content/mu-plugins/elementor-active.php" );
}
if ( defined( 'STENCILBOX_TEST_ELEMENTOR_DIR' ) ) {
	// The real Elementor (tests/php/bootstrap-elementor-real.php).
	symlink( STENCILBOX_TEST_ELEMENTOR_DIR, "$stencilbox_content/plugins/elementor" );
	symlink( __DIR__ . '/fixtures/elementor-offline.php', "$stencilbox_content/mu-plugins/elementor-offline.php" );
}
if ( getenv( 'STENCILBOX_TEST_OBJECT_CACHE_DROPIN' ) ) {
	// The object-cache lane (tests/php/bootstrap-object-cache.php): a
	// persistent object cache from the start, as a site with Redis has.
	symlink( (string) getenv( 'STENCILBOX_TEST_OBJECT_CACHE_DROPIN' ), "$stencilbox_content/object-cache.php" );
}
if ( 'sqlite' !== WP_TESTS_DB ) {
	stencilbox_tests_fresh_mysql_database( DB_NAME );
}
register_shutdown_function(
	static function () use ( $stencilbox_content ): void {
		if ( ! getenv( 'WP_TESTS_KEEP' ) ) {
			stencilbox_tests_delete_tree( $stencilbox_content );
		}
	}
);

// The local stand-in for the WordPress.org plugin and theme directories
// (bin/dev/directory.php), for the whole run: installs go through
// WordPress's own installers to it (bin/dev/mu-plugins/stencilbox-dev-directory.php).
$stencilbox_directory = stencilbox_tests_start_directory( $stencilbox_root );
putenv( 'STENCILBOX_DIRECTORY_URL=' . $stencilbox_directory['url'] );
register_shutdown_function( static fn(): bool => proc_terminate( $stencilbox_directory['process'] ) );

// The multisite run (tests/php/bootstrap-multisite.php) makes the installed site a network first.
foreach ( getenv( 'STENCILBOX_TEST_MULTISITE' ) ? array( 'install', 'network', 'activate' ) : array( 'install', 'activate' ) as $stencilbox_step ) {
	$stencilbox_output = array();
	exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/wp-child.php' ) . ' ' . $stencilbox_step . ' 2>&1', $stencilbox_output, $stencilbox_rc );
	if ( 0 !== $stencilbox_rc ) {
		fwrite( STDERR, "WordPress test step '$stencilbox_step' failed ($stencilbox_rc):\n" . implode( "\n", $stencilbox_output ) . "\n" );
		exit( 1 );
	}
}

// Load WordPress (the plugin is active, so it loads the normal way).
require ABSPATH . 'wp-settings.php';
// PHPUnit includes this file inside a function, then copies the variables it
// made into $GLOBALS (PHPUnit\Util\FileLoader::load()). WordPress's files
// start some globals at file scope without `global` (`$shortcode_tags =
// array()`), which here made a variable of this function, left as first
// set while WordPress filled the real global: copied back, it emptied the
// shortcode registry (every shortcode, Elementor's element cache's
// `elementor-element` included). A variable standing for a global that now
// holds something else is dropped, so the global stays as WordPress left it.
foreach ( array_keys( get_defined_vars() ) as $stencilbox_variable ) {
	if ( array_key_exists( $stencilbox_variable, $GLOBALS ) && $GLOBALS[ $stencilbox_variable ] !== ${$stencilbox_variable} ) {
		unset( ${$stencilbox_variable} );
	}
}
unset( $stencilbox_variable );
// One process plays every kind of request: the saved templates' type and
// block are there from the start, as in the back end and on REST, whatever
// test runs first (a page view's own rule: RequestPathsTest, in real
// requests, and TemplateRendererTest).
\Stencilbox\Site\Templates\TemplatePostType::ensure_registered();
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once __DIR__ . '/ResponseSchema.php';
require_once __DIR__ . '/TsTypes.php';
require_once __DIR__ . '/TestCase.php';
require_once __DIR__ . '/PersistentCache.php';
require_once __DIR__ . '/AccountHelpers.php';
require_once __DIR__ . '/CapturesMails.php';
require_once __DIR__ . '/HubHelpers.php';
require_once __DIR__ . '/VersionHelpers.php';
require_once __DIR__ . '/HubPage.php';
require_once __DIR__ . '/SiteOnOwnHub.php';
require_once __DIR__ . '/MiniFixtureAsDemo.php';
require_once __DIR__ . '/QueryPlans.php';
require_once __DIR__ . '/ElementorKits.php';
require_once __DIR__ . '/ClassicThemes.php';
require_once __DIR__ . '/LyingZips.php';
require_once __DIR__ . '/TypedAnswers.php';
require_once __DIR__ . '/AccountTestCase.php';
require_once __DIR__ . '/CatalogTestCase.php';
require_once __DIR__ . '/EngagementTestCase.php';
require_once __DIR__ . '/CloudTestCase.php';
require_once __DIR__ . '/TemplateRows.php';
require_once __DIR__ . '/FrontPages.php';
require_once __DIR__ . '/BlockMergeCases.php';
require_once __DIR__ . '/ElementMergeCases.php';
require_once __DIR__ . '/ElementorMergeRun.php';
require_once __DIR__ . '/MergeCaseRoutes.php';
require_once __DIR__ . '/TemplatesTestCase.php';
require_once __DIR__ . '/FullSiteImportTestCase.php';
// The WP-CLI stand-in (WP-CLI itself cannot be installed here) and the commands' base.
foreach ( array( 'WP_CLI', 'ExitException', 'Bar', 'utils', 'Runner' ) as $stencilbox_stand_in ) {
	require_once __DIR__ . "/wp-cli/$stencilbox_stand_in.php";
}
require_once __DIR__ . '/WpCliHelpers.php';
require_once __DIR__ . '/CliTestCase.php';
if ( is_multisite() ) {
	require_once __DIR__ . '/MultisiteTestCase.php';
}
