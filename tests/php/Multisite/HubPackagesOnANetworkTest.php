<?php
/**
 * On a network, plugin and theme code from a hub reaches the network's
 * shared folders only by a super admin's choice (issue [22], multisite, the
 * first high finding).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Multisite;

use Stencilbox\Hub\Packages\PackageStore;
use Stencilbox\Site\Dependencies\CodeInstaller;
use Stencilbox\Support\HubAddress;
use Stencilbox\Support\PrivateFolder;
use Stencilbox\Support\SafeZip;
use Stencilbox\Tests\MultisiteTestCase;

/**
 * The finding: a sub-site administrator uploaded a plugin package to their
 * site's hub and turned "Also install plugins and themes from my hub" on
 * for their site; a super admin's Install & Import on that sub-site then
 * installed that code into the shared plugins folder and activated it.
 */
final class HubPackagesOnANetworkTest extends MultisiteTestCase {
	private const HELPER = array(
		'slug'        => self::PLUGIN,
		'name'        => 'Mini Helper',
		'plugin_file' => 'mini-helper/mini-helper.php',
		'is_pro'      => false,
	);

	/**
	 * Temporary files.
	 *
	 * @var string[]
	 */
	private array $temp = array();

	protected function tearDown(): void {
		SafeZip::remove_dir( PrivateFolder::path( PackageStore::FOLDER ) );
		foreach ( $this->temp as $file ) {
			wp_delete_file( $file );
		}
		delete_site_option( CodeInstaller::HUB_PACKAGES_OPTION );
		delete_site_option( CodeInstaller::HUB_PACKAGES_HUB_OPTION );
		parent::tearDown();
	}

	/**
	 * A plugin zip for the helper's slug that is not the directory's
	 * (its name says where it came from).
	 */
	private function foreign_zip(): string {
		$path         = (string) tempnam( sys_get_temp_dir(), 'sbx-ms-pkg' );
		$this->temp[] = $path;
		$zip          = new \ZipArchive();
		$zip->open( $path, \ZipArchive::OVERWRITE );
		$zip->addFromString( 'mini-helper/mini-helper.php', "<?php\n/**\n * Plugin Name: Sub-site Admin's Helper\n * Version: 6.6.6\n */\n" );
		$zip->close();
		return $path;
	}

	/**
	 * Uploads the foreign zip as the helper's package on this site's hub.
	 */
	private function upload(): \WP_REST_Response {
		$path    = $this->foreign_zip();
		$request = new \WP_REST_Request( 'POST', '/stencilbox-hub/v1/admin/dependencies/mini-helper/package' );
		$request->set_file_params(
			array(
				'package' => array(
					'name'     => 'mini-helper.zip',
					'tmp_name' => $path,
					'error'    => UPLOAD_ERR_OK,
					'size'     => (int) filesize( $path ),
				),
			)
		);
		return rest_do_request( $request );
	}

	/**
	 * The installed helper's name ('' when not installed).
	 */
	private static function helper_name(): string {
		wp_clean_plugins_cache( false );
		return (string) ( get_plugins()['mini-helper/mini-helper.php']['Name'] ?? '' );
	}

	public function test_a_sub_site_administrator_cannot_upload_a_plugin_package_and_a_super_admin_can(): void {
		$refused = $this->upload();
		$this->assertSame( 403, $refused->get_status(), (string) wp_json_encode( $refused->get_data() ) );
		$this->assertSame( 'invalid_permission', $refused->get_data()['code'] );
		$this->assertSame( 'On a network, only a network administrator can upload plugin packages: WordPress installs them into the plugins folder every site shares.', $refused->get_data()['message'] );
		$this->assertFileDoesNotExist( PackageStore::stored( self::PLUGIN ), 'nothing kept' );

		$this->super_admin();
		$accepted = $this->upload();
		$this->assertSame( 200, $accepted->get_status(), (string) wp_json_encode( $accepted->get_data() ) );
		$this->assertFileExists( PackageStore::stored( self::PLUGIN ) );
	}

	public function test_a_sub_site_administrator_cannot_let_the_network_take_hub_packages(): void {
		$settings = $this->rest( 'GET', '/stencilbox/v1/settings' )->get_data();
		$this->assertFalse( $settings['hub_packages'] );
		$this->assertTrue( $settings['hub_packages_network'], 'a network-wide choice on a network' );
		$this->assertTrue( $settings['hub_packages_locked'], 'that this user may not change' );

		$refused = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_packages' => true ) );
		$this->assertSame( 403, $refused->get_status(), (string) wp_json_encode( $refused->get_data() ) );
		$this->assertSame( 'invalid_permission', $refused->get_data()['code'] );
		$this->assertSame( 'On a network, only a network administrator can choose where plugins and themes are installed from.', $refused->get_data()['message'] );
		$this->assertFalse( CodeInstaller::hub_packages() );
		$this->assertFalse( (bool) get_site_option( CodeInstaller::HUB_PACKAGES_OPTION, false ) );
		$this->assertFalse( (bool) get_option( CodeInstaller::HUB_PACKAGES_OPTION, false ) );

		// Their other settings are still theirs.
		$saved = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'inserter_patterns' => false ) );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertFalse( $saved->get_data()['inserter_patterns'] );

		// A site's own option (an earlier version stored the choice per site) counts for nothing on a network.
		update_option( CodeInstaller::HUB_PACKAGES_OPTION, 1 );
		$this->assertFalse( CodeInstaller::hub_packages() );
		$this->assertFalse( $this->rest( 'GET', '/stencilbox/v1/settings' )->get_data()['hub_packages'] );
	}

	public function test_a_super_admin_sets_it_once_for_every_site_of_the_network(): void {
		$this->super_admin();
		$settings = $this->rest( 'GET', '/stencilbox/v1/settings' )->get_data();
		$this->assertFalse( $settings['hub_packages_locked'] );
		$saved = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_packages' => true ) );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertTrue( $saved->get_data()['hub_packages'] );
		$this->assertTrue( (bool) get_site_option( CodeInstaller::HUB_PACKAGES_OPTION ) );
		// For the hub they allowed: this site's (each site is its own hub
		// here). The main site, its own hub, takes none; pointed at the
		// allowed hub, it does.
		$this->assertSame( untrailingslashit( home_url() ), get_site_option( CodeInstaller::HUB_PACKAGES_HUB_OPTION ) );
		$sub_url = untrailingslashit( home_url() );
		switch_to_blog( get_main_site_id() );
		$on_main_own_hub = CodeInstaller::hub_packages();
		update_option( HubAddress::OPTION, $sub_url );
		$on_main_same_hub = CodeInstaller::hub_packages();
		delete_option( HubAddress::OPTION );
		restore_current_blog();
		$this->assertFalse( $on_main_own_hub, 'another hub: not the one allowed' );
		$this->assertTrue( $on_main_same_hub, 'the same hub on the main site' );

		$off = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_packages' => false ) );
		$this->assertFalse( $off->get_data()['hub_packages'] );
		$this->assertFalse( CodeInstaller::hub_packages() );
	}

	public function test_a_sub_site_pointed_at_another_hub_takes_none_of_its_packages(): void {
		// The finding (2026-12-04): with a library per site and hub packages
		// on, a sub-site's administrator chose the hub whose package a super
		// admin's install on their site put in the shared plugins folder.
		$this->super_admin();
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_packages' => true ) )->get_status() );
		$this->assertTrue( CodeInstaller::hub_packages(), 'this site\'s hub is the one allowed' );
		update_option( HubAddress::OPTION, 'https://hub.attacker.example' );
		$this->assertFalse( CodeInstaller::hub_packages(), 'another hub' );
		$settings = $this->rest( 'GET', '/stencilbox/v1/settings' )->get_data();
		$this->assertFalse( $settings['hub_packages'], 'and the settings say so' );
		delete_option( HubAddress::OPTION );
		$this->assertTrue( CodeInstaller::hub_packages() );
	}

	public function test_a_super_admins_install_on_the_sub_site_never_takes_code_its_administrator_left(): void {
		// What a sub-site administrator could leave before: a package on
		// their site's hub and their site's switch on.
		PrivateFolder::prepare( PackageStore::FOLDER );
		copy( $this->foreign_zip(), PackageStore::stored( self::PLUGIN ) );
		$this->rest( 'POST', '/stencilbox/v1/settings', array( 'hub_packages' => true ) );
		update_option( CodeInstaller::HUB_PACKAGES_OPTION, 1 );

		$this->super_admin();
		$response = $this->rest( 'POST', '/stencilbox/v1/dependencies/install', array( 'requirement' => self::HELPER ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'Mini Helper', self::helper_name(), 'WordPress.org’s copy (the directory stand-in), not the package' );
	}
}
