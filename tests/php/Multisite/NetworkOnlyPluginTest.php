<?php
/**
 * A sub-site's administrator may activate a plugin for their site through
 * us only as WordPress's Plugins screen would let them: never a plugin that
 * can only be activated for the whole network (found by probing,
 * 2026-12-04: `activate_plugin()` made it network-wide, and its code ran on
 * every site).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Multisite;

use Stencilbox\Support\SafeZip;
use Stencilbox\Tests\MultisiteTestCase;

/**
 * `POST /dependencies/install` with installed plugins, on a network that
 * opens the Plugins screen to site administrators.
 */
final class NetworkOnlyPluginTest extends MultisiteTestCase {
	private const NETWORK_ONLY = 'sb-network-only/sb-network-only.php';
	private const SITE_PLUGIN  = 'sb-site-plugin/sb-site-plugin.php';

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		foreach ( array( self::NETWORK_ONLY => "Network: true\n", self::SITE_PLUGIN => '' ) as $file => $extra ) {
			wp_mkdir_p( WP_PLUGIN_DIR . '/' . dirname( $file ) );
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test plugin in the test site's plugins folder.
			file_put_contents( WP_PLUGIN_DIR . '/' . $file, "<?php\n/*\nPlugin Name: " . dirname( $file ) . "\n{$extra}*/\n" );
		}
		wp_clean_plugins_cache( false );
		// Network Admin → Settings → "Enable administration menus: Plugins".
		update_site_option( 'menu_items', array( 'plugins' => '1' ) );
		wp_set_current_user( $this->admin );
		$this->assertTrue( current_user_can( 'activate_plugins' ), 'the network lets site administrators activate plugins' );
	}

	protected function tearDown(): void {
		try {
			foreach ( array( self::NETWORK_ONLY, self::SITE_PLUGIN ) as $file ) {
				deactivate_plugins( $file, true, true );
				deactivate_plugins( $file, true, false );
				SafeZip::remove_dir( WP_PLUGIN_DIR . '/' . dirname( $file ) );
			}
			wp_clean_plugins_cache( false );
			delete_site_option( 'menu_items' );
		} finally {
			parent::tearDown();
		}
	}

	/**
	 * Asks to install (here: activate) an installed plugin.
	 *
	 * @param string $file Plugin file.
	 */
	private function install( string $file ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/stencilbox/v1/dependencies/install',
			array(
				'requirement' => array(
					'slug'        => dirname( $file ),
					'name'        => dirname( $file ),
					'plugin_file' => $file,
					'is_pro'      => false,
				),
			)
		);
	}

	public function test_a_site_administrator_activates_a_plugin_for_the_site_but_never_one_for_the_whole_network(): void {
		$refused = $this->install( self::NETWORK_ONLY );
		$this->assertSame( 403, $refused->get_status(), (string) wp_json_encode( $refused->get_data() ) );
		$this->assertSame( 'rest_forbidden', $refused->get_data()['code'] );
		$this->assertSame( 'sb-network-only can only be activated for the whole network: ask a network administrator to activate it.', $refused->get_data()['message'] );
		$this->assertArrayNotHasKey( self::NETWORK_ONLY, (array) get_site_option( 'active_sitewide_plugins', array() ), 'not on for the network' );
		$this->assertNotContains( self::NETWORK_ONLY, (array) get_option( 'active_plugins', array() ) );

		$done = $this->install( self::SITE_PLUGIN );
		$this->assertSame( 200, $done->get_status(), (string) wp_json_encode( $done->get_data() ) );
		$this->assertContains( self::SITE_PLUGIN, (array) get_option( 'active_plugins', array() ), 'on for this site' );
		$this->assertArrayNotHasKey( self::SITE_PLUGIN, (array) get_site_option( 'active_sitewide_plugins', array() ), 'and only this site' );

		// A network administrator may: WordPress activates it network-wide.
		$this->super_admin();
		$this->assertSame( 200, $this->install( self::NETWORK_ONLY )->get_status() );
		$this->assertArrayHasKey( self::NETWORK_ONLY, (array) get_site_option( 'active_sitewide_plugins', array() ) );
	}
}
