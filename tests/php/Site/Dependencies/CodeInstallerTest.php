<?php
/**
 * Plugins and themes install through WordPress's own installers, from the
 * directory (here the local stand-in, bin/dev/directory.php, reached over
 * HTTP by core's plugins_api()/themes_api() and download_url()), and from
 * the hub only where the site's owner allows it (issue [21], item 1).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Dependencies;

use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Plugin;
use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Dependencies\CodeInstaller;
use Stencilbox\Support\PrivateFolder;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\SafeZip;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;

/**
 * Against the real stand-in the bootstrap started for the run.
 */
final class CodeInstallerTest extends CatalogTestCase {
	use AccountHelpers;

	private const HELPER = array(
		'slug'   => 'mini-helper',
		'name'   => 'Mini Helper',
		'is_pro' => false,
	);

	/**
	 * The signed-in administrator.
	 */
	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$this->admin = $this->login_as( 'administrator' );
		$this->signup_with_plan( 'code-' . wp_generate_password( 6, false ) . '@example.org' );
	}

	protected function tearDown(): void {
		$this->release_mails();
		remove_all_filters( 'file_mod_allowed' );
		SafeZip::remove_dir( WP_PLUGIN_DIR . '/mini-helper' );
		SafeZip::remove_dir( get_theme_root() . '/stencilbox-canvas' );
		SafeZip::remove_dir( PrivateFolder::path( PackageStore::FOLDER ) );
		wp_clean_plugins_cache( false );
		wp_clean_themes_cache();
		parent::tearDown();
	}

	private static function installer(): CodeInstaller {
		return new CodeInstaller( Plugin::instance()->service( AccountSession::class ) );
	}

	/**
	 * A hub package of the helper that differs from the directory's (version 9.9).
	 */
	private static function hub_copy(): void {
		PrivateFolder::prepare( PackageStore::FOLDER );
		$zip = new \ZipArchive();
		$zip->open( PackageStore::stored( 'mini-helper' ), \ZipArchive::CREATE | \ZipArchive::OVERWRITE );
		$zip->addFromString( 'mini-helper/mini-helper.php', "<?php\n/**\n * Plugin Name: Mini Helper\n * Version: 9.9\n */\n" );
		$zip->close();
	}

	/**
	 * The installed helper's version ('' when not installed).
	 */
	private static function helper_version(): string {
		wp_clean_plugins_cache( false );
		return (string) ( get_plugins()['mini-helper/mini-helper.php']['Version'] ?? '' );
	}

	public function test_a_plugin_comes_from_the_directory_through_wordpress_installer_even_when_the_hub_has_a_package(): void {
		self::hub_copy();
		$this->assertFalse( CodeInstaller::hub_packages(), 'off unless the owner turns it on' );
		$seen = array();
		add_action(
			'upgrader_process_complete',
			static function ( \WP_Upgrader $upgrader, array $extra ) use ( &$seen ): void {
				$seen[] = get_class( $upgrader ) . ':' . $extra['type'] . ':' . $extra['action'];
			},
			10,
			2
		);
		$this->assertSame( 'mini-helper/mini-helper.php', self::installer()->plugin( $this->admin, self::HELPER ) );
		$this->assertSame( array( 'Plugin_Upgrader:plugin:install' ), $seen, 'installed by core’s Plugin_Upgrader' );
		$this->assertSame( '1.0.0', self::helper_version(), 'the directory’s copy, not the hub’s' );

		// Again: the folder is there, WordPress refuses to overwrite it.
		try {
			self::installer()->plugin( $this->admin, self::HELPER );
			$this->fail( 'installed over an existing folder' );
		} catch ( HttpError $error ) {
			$this->assertSame( 'folder_exists', $error->error_code() );
			$this->assertSame( 409, $error->status() );
		}
	}

	public function test_the_hubs_package_is_used_only_when_the_owner_allows_it_and_never_for_a_pro_plugin(): void {
		self::hub_copy();
		update_option( CodeInstaller::HUB_PACKAGES_OPTION, 1 );
		self::installer()->plugin( $this->admin, self::HELPER );
		$this->assertSame( '9.9', self::helper_version(), 'the hub’s package' );
		SafeZip::remove_dir( WP_PLUGIN_DIR . '/mini-helper' );

		// A pro plugin never comes from the hub, whatever the setting (this one
		// the directory has; a pro dependency an item names is refused before
		// any install: DependencyRoutesTest).
		self::installer()->plugin( $this->admin, array( 'is_pro' => true ) + self::HELPER );
		$this->assertSame( '1.0.0', self::helper_version(), 'the directory’s copy' );
	}

	public function test_a_package_a_check_refuses_leaves_no_unpacked_files_behind(): void {
		// WordPress leaves the unpacked package in wp-content/upgrade when
		// a check refuses it, PHP files included (found by probing,
		// 2026-12-04, with a zip core refused after ours let it through).
		self::hub_copy();
		update_option( CodeInstaller::HUB_PACKAGES_OPTION, 1 );
		$upgrade = WP_CONTENT_DIR . '/upgrade';
		// Its folders (WordPress adds an empty index.php of its own there).
		$listed  = static fn(): array => (array) glob( $upgrade . '/*', GLOB_ONLYDIR );
		$before  = $listed();
		$refuse  = static fn(): \WP_Error => new \WP_Error( 'refused_by_a_check', 'Refused by a check.' );
		add_filter( 'upgrader_source_selection', $refuse, 20 );
		try {
			self::installer()->plugin( $this->admin, self::HELPER );
			$this->fail( 'the install went on' );
		} catch ( HttpError $error ) {
			$this->assertStringContainsString( 'Refused by a check.', $error->getMessage() );
		} finally {
			remove_filter( 'upgrader_source_selection', $refuse, 20 );
		}
		$this->assertSame( $before, $listed(), 'nothing left in wp-content/upgrade' );
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/mini-helper' );
	}

	public function test_what_the_directory_does_not_have_is_not_found_and_nothing_is_written(): void {
		$before = array_keys( get_plugins() );
		try {
			self::installer()->plugin(
				$this->admin,
				array(
					'slug' => 'no-such-plugin',
					'name' => 'No Such Plugin',
				)
			);
			$this->fail( 'installed a plugin the directory lacks' );
		} catch ( HttpError $error ) {
			$this->assertSame( 'not_found', $error->error_code() );
			$this->assertSame( 'No Such Plugin not found.', $error->getMessage() );
			$this->assertSame( 404, $error->status() );
		}
		wp_clean_plugins_cache( false );
		$this->assertSame( $before, array_keys( get_plugins() ) );
	}

	public function test_a_directory_that_does_not_answer_says_so(): void {
		$url = (string) getenv( 'STENCILBOX_DIRECTORY_URL' );
		putenv( 'STENCILBOX_DIRECTORY_URL=http://127.0.0.1:9' );
		// As the app asks (apiFetch accepts JSON): core then reports the
		// failed request in its answer rather than as a PHP warning.
		$_SERVER['HTTP_ACCEPT'] = 'application/json, */*;q=0.1';
		try {
			$response = $this->rest( 'POST', '/stencilbox/v1/dependencies/install', array( 'requirement' => self::HELPER + array( 'plugin_file' => 'mini-helper/mini-helper.php' ) ) );
		} finally {
			putenv( 'STENCILBOX_DIRECTORY_URL=' . $url );
			unset( $_SERVER['HTTP_ACCEPT'] );
		}
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'directory_unreachable', $response->get_data()['code'] );
		$this->assertSame( 'WordPress.org did not answer, so Mini Helper could not be installed. Check that this site can reach WordPress.org, then try again, or install it yourself.', $response->get_data()['message'] );
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/mini-helper' );
	}

	public function test_a_site_that_allows_no_installs_says_so_before_anything(): void {
		// What DISALLOW_FILE_MODS does, through core's own filter of it.
		add_filter( 'file_mod_allowed', '__return_false' );
		$response = $this->rest( 'POST', '/stencilbox/v1/dependencies/install', array( 'requirement' => self::HELPER + array( 'plugin_file' => 'mini-helper/mini-helper.php' ) ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'file_mods_disallowed', $response->get_data()['code'] );
		$this->assertSame( 'This site does not allow installing plugins (DISALLOW_FILE_MODS in wp-config.php). Install Mini Helper yourself, then try again.', $response->get_data()['message'] );
		try {
			self::installer()->theme( $this->admin, 'stencilbox-canvas', 'Stencilbox Canvas' );
			$this->fail( 'a theme was installed' );
		} catch ( HttpError $error ) {
			$this->assertSame( 'This site does not allow installing themes (DISALLOW_FILE_MODS in wp-config.php). Install Stencilbox Canvas yourself, then try again.', $error->getMessage() );
		}
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/mini-helper' );
		$this->assertFalse( wp_get_theme( 'stencilbox-canvas' )->exists() );
	}

	public function test_a_theme_comes_from_the_directory_whole(): void {
		self::installer()->theme( $this->admin, 'stencilbox-canvas', 'Stencilbox Canvas' );
		$theme = wp_get_theme( 'stencilbox-canvas' );
		$this->assertTrue( $theme->exists() );
		$this->assertSame( 'Stencilbox Canvas', $theme->get( 'Name' ) );
		$this->assertTrue( $theme->is_block_theme() );
		// The design the plugin ships (theme.json, fonts) is the theme's own.
		$design = WP_PLUGIN_DIR . '/stencilbox/php/Hub/Catalog/demo/design/stencilbox-canvas';
		$this->assertFileEquals( $design . '/theme.json', $theme->get_stylesheet_directory() . '/theme.json' );
		$this->assertFileExists( $theme->get_stylesheet_directory() . '/assets/fonts/manrope/manrope-latin-400-normal.woff2' );
		$this->assertFalse( is_link( $theme->get_stylesheet_directory() . '/theme.json' ) );

		try {
			self::installer()->theme( $this->admin, 'no-such-theme', 'No Such Theme' );
			$this->fail( 'installed a theme the directory lacks' );
		} catch ( HttpError $error ) {
			$this->assertSame( 'No Such Theme not found.', $error->getMessage() );
		}
	}
}
