<?php
/**
 * A site's administrator on a network learns, before an import starts,
 * which of the pack's theme and plugins a network administrator must add
 * (issue [22], multisite: their import used to fail at its first step).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Multisite;

use Stencilbox\Tests\MultisiteTestCase;

/**
 * `GET /full-site-import/info` answers `needs_network_admin`.
 */
final class DependenciesOnANetworkTest extends MultisiteTestCase {
	/**
	 * What the wizard's info says must be added by a network administrator.
	 *
	 * @return array<int, array<string, string>>
	 */
	private function needed(): array {
		return (array) $this->info()['needs_network_admin'];
	}

	/**
	 * The wizard's info.
	 *
	 * @return array<string, mixed>
	 */
	private function info(): array {
		$response = $this->rest( 'GET', '/stencilbox/v1/full-site-import/info', array( 'id' => $this->harbor() ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (array) $response->get_data()['data'];
	}

	public function test_the_form_starts_without_what_only_a_network_administrator_can_add(): void {
		$this->assertSame( array(), $this->info()['default_plugins'] );
		$this->super_admin();
		$this->assertSame( array( self::PLUGIN ), $this->info()['default_plugins'] );
	}

	public function test_an_installed_plugin_the_site_administrator_may_not_activate_is_named_too(): void {
		$this->super_admin();
		$session = $this->start( $this->form( array( 'theme' => null ) ) );
		$this->assertSame( 'complete', $this->run_to_end( $session ), (string) wp_json_encode( $this->log( $session ) ) );
		deactivate_plugins( self::PLUGIN . '/' . self::PLUGIN . '.php', true );
		revoke_super_admin( $this->admin );
		wp_set_current_user( 0 );
		wp_set_current_user( $this->admin );
		$this->assertDirectoryExists( WP_PLUGIN_DIR . '/' . self::PLUGIN, 'installed on the network' );
		$this->assertFalse( current_user_can( 'activate_plugins' ), 'the network closes Plugins to site administrators' );
		$this->assertContains(
			array(
				'type' => 'plugin',
				'slug' => self::PLUGIN,
				'name' => 'Mini Helper',
			),
			$this->needed()
		);
		$this->assertSame( array(), $this->info()['default_plugins'] );
	}

	public function test_a_sub_site_administrator_sees_what_a_network_administrator_must_add(): void {
		$this->assertSame(
			array(
				array(
					'type' => 'theme',
					'slug' => self::THEME,
					'name' => 'Stencilbox Canvas',
				),
				array(
					'type' => 'plugin',
					'slug' => self::PLUGIN,
					'name' => 'Mini Helper',
				),
			),
			$this->needed()
		);
	}

	public function test_a_super_admin_needs_nobody(): void {
		$this->super_admin();
		$this->assertSame( array(), $this->needed() );
	}
}
