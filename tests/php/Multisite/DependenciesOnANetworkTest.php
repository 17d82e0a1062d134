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
		$response = $this->rest( 'GET', '/stencilbox/v1/full-site-import/info', array( 'id' => $this->harbor() ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (array) $response->get_data()['data']['needs_network_admin'];
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
