<?php
/**
 * Reverting an import on a network site removes no plugin or theme another
 * site uses, and only a super admin's revert deletes any (issue [22],
 * multisite, the second high finding).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Multisite;

use Stencilbox\Tests\MultisiteTestCase;

/**
 * The finding: a revert on a sub-site deleted the theme and plugin folders
 * its import had installed while the main site used them, and the main
 * site's front page went blank.
 */
final class RevertOnANetworkTest extends MultisiteTestCase {
	private const PLUGIN_FILE = self::PLUGIN . '/' . self::PLUGIN . '.php';

	/**
	 * The sub-site's theme before the import.
	 *
	 * @var string
	 */
	private string $theme_before = '';

	/**
	 * A super admin imports Harbor on the sub-site: the import installs the
	 * pack's theme and plugin into the network's folders.
	 */
	private function import_as_super_admin(): string {
		$this->super_admin();
		$this->theme_before = get_stylesheet();
		$session            = $this->start( $this->form() );
		$this->assertSame( 'complete', $this->run_to_end( $session ), (string) wp_json_encode( $this->log( $session ) ) );
		$this->assertSame( self::THEME, get_stylesheet() );
		$this->assertTrue( is_plugin_active( self::PLUGIN_FILE ) );
		$this->assertDirectoryExists( get_theme_root() . '/' . self::THEME );
		$this->assertDirectoryExists( WP_PLUGIN_DIR . '/' . self::PLUGIN );
		return $session;
	}

	/**
	 * Reverts; answers the revert's data.
	 *
	 * @param string $session Session id.
	 * @return array<string, mixed>
	 */
	private function revert( string $session ): array {
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (array) $response->get_data()['data'];
	}

	/**
	 * The kept list as type:slug:reason.
	 *
	 * @param array<string, mixed> $data Revert data.
	 * @return string[]
	 */
	private static function kept( array $data ): array {
		$kept = array_map( static fn( array $k ): string => $k['type'] . ':' . $k['slug'] . ':' . $k['reason'], (array) ( $data['kept'] ?? array() ) );
		sort( $kept );
		return $kept;
	}

	/**
	 * Asserts the sub-site is back as it was: its own theme, the plugin off.
	 */
	private function assert_sub_site_back(): void {
		$this->assertSame( $this->sub, get_current_blog_id() );
		$this->assertSame( $this->theme_before, get_stylesheet(), 'this site switched back' );
		$this->assertFalse( is_plugin_active( self::PLUGIN_FILE ), 'deactivated on this site' );
	}

	public function test_a_revert_keeps_the_theme_and_plugin_the_main_site_uses_and_says_so(): void {
		$session = $this->import_as_super_admin();
		// Meanwhile the main site took the theme and the plugin.
		switch_to_blog( get_main_site_id() );
		update_option( 'stylesheet', self::THEME );
		update_option( 'template', self::THEME );
		update_option( 'active_plugins', array_merge( (array) get_option( 'active_plugins', array() ), array( self::PLUGIN_FILE ) ) );
		restore_current_blog();

		$data = $this->revert( $session );
		$this->assertDirectoryExists( get_theme_root() . '/' . self::THEME, 'the main site\'s theme is still there' );
		$this->assertFileExists( WP_PLUGIN_DIR . '/' . self::PLUGIN_FILE, 'the main site\'s plugin is still there' );
		$this->assertSame( array( 'plugin:' . self::PLUGIN . ':in_use', 'theme:' . self::THEME . ':in_use' ), self::kept( $data ) );
		$messages = array_column( (array) $data['kept'], 'message', 'type' );
		$this->assertSame( 'Mini Helper is in use on another site of the network, so it was only deactivated on this site; it stays installed.', $messages['plugin'] );
		$this->assertSame( 'Stencilbox Canvas is in use on another site of the network, so this site only switched back to its previous theme; the theme stays installed.', $messages['theme'] );
		$this->assert_sub_site_back();
	}

	public function test_a_network_active_plugin_and_a_parent_theme_another_site_uses_are_kept(): void {
		$session = $this->import_as_super_admin();
		update_site_option( 'active_sitewide_plugins', array( self::PLUGIN_FILE => time() ) + (array) get_site_option( 'active_sitewide_plugins', array() ) );
		switch_to_blog( get_main_site_id() );
		update_option( 'template', self::THEME ); // A child theme of it there.
		restore_current_blog();

		$data = $this->revert( $session );
		$this->assertDirectoryExists( get_theme_root() . '/' . self::THEME );
		$this->assertDirectoryExists( WP_PLUGIN_DIR . '/' . self::PLUGIN );
		$this->assertSame( array( 'plugin:' . self::PLUGIN . ':in_use', 'theme:' . self::THEME . ':in_use' ), self::kept( $data ) );
		$this->assertSame( $this->theme_before, get_stylesheet() );
	}

	public function test_a_sub_site_administrators_revert_deletes_nothing_from_the_network_folders(): void {
		$session = $this->import_as_super_admin();
		revoke_super_admin( $this->admin );
		wp_set_current_user( $this->admin );
		$this->assertFalse( current_user_can( 'delete_plugins' ) );

		$data = $this->revert( $session );
		$this->assertDirectoryExists( get_theme_root() . '/' . self::THEME );
		$this->assertDirectoryExists( WP_PLUGIN_DIR . '/' . self::PLUGIN );
		$this->assertSame( array( 'plugin:' . self::PLUGIN . ':not_allowed', 'theme:' . self::THEME . ':not_allowed' ), self::kept( $data ) );
		$messages = array_column( (array) $data['kept'], 'message', 'type' );
		$this->assertSame( 'Only a network administrator may delete plugins, so Mini Helper was only deactivated on this site and stays installed: a network administrator can delete it in Network Admin → Plugins.', $messages['plugin'] );
		$this->assertSame( 'Only a network administrator may delete themes, so this site only switched back to its previous theme and Stencilbox Canvas stays installed: a network administrator can delete it in Network Admin → Themes.', $messages['theme'] );
		$this->assert_sub_site_back();
	}

	public function test_a_super_admins_revert_still_removes_what_no_other_site_uses(): void {
		$session = $this->import_as_super_admin();
		$data    = $this->revert( $session );
		$this->assertSame( array(), self::kept( $data ) );
		$this->assertDirectoryDoesNotExist( get_theme_root() . '/' . self::THEME );
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/' . self::PLUGIN );
		$this->assert_sub_site_back();
	}
}
