<?php
/**
 * POST /dependencies/check and /dependencies/install against real plugins.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Site\Dependencies\CodeInstaller;
use Stencilbox\Support\PrivateFolder;
use Stencilbox\Support\SafeZip;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\MiniFixtureAsDemo;

/**
 * The mini fixture's free dependency is in the local directory stand-in
 * (tests/fixtures/directory), where WordPress's installer gets it.
 */
final class DependencyRoutesTest extends CatalogTestCase {
	use AccountHelpers;
	use MiniFixtureAsDemo;

	private const HELPER = array(
		'slug'        => 'mini-helper',
		'name'        => 'Mini Helper',
		'plugin_file' => 'mini-helper/mini-helper.php',
		'is_pro'      => false,
	);

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$this->set_up_mini_demo();
	}

	protected function tearDown(): void {
		$this->tear_down_mini_demo();
		deactivate_plugins( 'mini-helper/mini-helper.php', true );
		SafeZip::remove_dir( WP_PLUGIN_DIR . '/mini-helper' );
		wp_delete_file( PackageStore::stored( 'mini-helper' ) );
		wp_clean_plugins_cache( false );
		parent::tearDown();
	}

	public function test_check_reports_installed_and_active_plugins(): void {
		$this->login_as( 'editor' );
		$response = $this->rest(
			'POST',
			'/stencilbox/v1/dependencies/check',
			array(
				'requirement' => array(
					self::HELPER,
					array(
						'slug'        => 'stencilbox',
						'plugin_file' => 'stencilbox/stencilbox.php',
					),
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data()['data'];
		$this->assertFalse( $data[0]['installed'] );
		$this->assertFalse( $data[0]['is_active'] );
		$this->assertTrue( $data[1]['installed'] );
		$this->assertTrue( $data[1]['is_active'] );
	}

	public function test_only_who_may_activate_plugins_learns_which_inactive_ones_are_installed(): void {
		// An installed, inactive plugin, asked for by its folder alone (a guessed slug).
		wp_mkdir_p( WP_PLUGIN_DIR . '/mini-helper' );
		file_put_contents( WP_PLUGIN_DIR . '/mini-helper/mini-helper.php', "<?php\n/**\n * Plugin Name: Mini Helper\n */\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's throwaway plugin.
		wp_clean_plugins_cache( false );
		$guess = array(
			'requirement' => array(
				array( 'slug' => 'mini-helper' ),
				array( 'slug' => 'stencilbox' ),
			),
		);
		$check = function () use ( $guess ): array {
			$response = $this->rest( 'POST', '/stencilbox/v1/dependencies/check', $guess );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			return $response->get_data()['data'];
		};

		$this->login_as( 'administrator' );
		$data = $check();
		$this->assertTrue( $data[0]['installed'] );
		$this->assertFalse( $data[0]['is_active'] );
		$this->assertSame( 'mini-helper/mini-helper.php', $data[0]['plugin_file'] );

		// WordPress refuses an editor the plugins list (`activate_plugins`): we tell only what is active.
		foreach ( array( 'editor', 'contributor' ) as $role ) {
			$this->login_as( $role );
			$this->assertFalse( current_user_can( 'activate_plugins' ) );
			$data = $check();
			$this->assertFalse( $data[0]['installed'], $role );
			$this->assertFalse( $data[0]['is_active'], $role );
			$this->assertSame( '', $data[0]['plugin_file'], $role );
			$this->assertTrue( $data[1]['installed'], $role );
			$this->assertTrue( $data[1]['is_active'], $role );
			$this->assertSame( 'stencilbox/stencilbox.php', $data[1]['plugin_file'], $role );
		}
	}

	public function test_installs_and_activates_a_free_dependency_from_the_hub(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'deps@example.org' );
		$response = $this->rest( 'POST', '/stencilbox/v1/dependencies/install', array( 'requirement' => self::HELPER ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'mini-helper/mini-helper.php', $response->get_data()['plugin_file'] );
		$this->assertFileExists( WP_PLUGIN_DIR . '/mini-helper/mini-helper.php' );
		$this->assertTrue( is_plugin_active( 'mini-helper/mini-helper.php' ) );
		// Again: nothing to do, still success.
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox/v1/dependencies/install', array( 'requirement' => self::HELPER ) )->get_status() );
	}

	public function test_pro_dependencies_are_never_installed(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'pro-deps@example.org' );
		$response = $this->rest(
			'POST',
			'/stencilbox/v1/dependencies/install',
			array(
				'requirement' => array(
					'slug'        => 'mini-forms-pro',
					'name'        => 'Mini Forms Pro',
					'plugin_file' => 'mini-forms-pro/mini-forms-pro.php',
					'is_pro'      => true,
					'link'        => 'https://example.org/mini-forms-pro',
				),
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'invalid_requirements', $response->get_data()['code'] );
		$this->assertSame( 'https://example.org/mini-forms-pro', $response->get_data()['data']['link'] );
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/mini-forms-pro' );
	}

	public function test_users_who_cannot_install_plugins_are_refused(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'ed-deps@example.org' );
		$response = $this->rest( 'POST', '/stencilbox/v1/dependencies/install', array( 'requirement' => self::HELPER ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/mini-helper' );
	}

	public function test_a_bad_package_on_the_hub_is_refused_and_leaves_nothing_where_the_site_takes_hub_packages(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'bad-deps@example.org' );
		PrivateFolder::prepare( PackageStore::FOLDER );
		$zip = new \ZipArchive();
		$zip->open( PackageStore::stored( 'mini-helper' ), \ZipArchive::CREATE | \ZipArchive::OVERWRITE );
		$zip->addFromString( 'mini-helper/mini-helper.php', "<?php\n/* Plugin Name: Mini Helper */" );
		$zip->addFromString( 'shell.php', '<?php system( $_GET["c"] );' );
		$zip->close();
		update_option( CodeInstaller::HUB_PACKAGES_OPTION, 1 );
		$response = $this->rest( 'POST', '/stencilbox/v1/dependencies/install', array( 'requirement' => self::HELPER ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'invalid_package', $response->get_data()['code'] );
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/mini-helper' );
		$this->assertFileDoesNotExist( WP_PLUGIN_DIR . '/shell.php' );
	}

	public function test_bad_requirements_are_invalid_data(): void {
		$this->login_as( 'administrator' );
		$bad = array(
			array( 'slug' => '../etc' ),
			array( 'slug' => 'ok', 'plugin_file' => '../../wp-config.php' ),
			array( 'name' => 'no slug' ),
		);
		foreach ( $bad as $requirement ) {
			$response = $this->rest( 'POST', '/stencilbox/v1/dependencies/install', array( 'requirement' => $requirement ) );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $requirement ) );
			$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		}
	}
}
