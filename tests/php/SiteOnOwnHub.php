<?php
/**
 * A site that uses its own hub, signed up, with the hub post its item is
 * published from: the Updates tests' set-up.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * For a `CatalogTestCase` that uses `AccountHelpers` and `VersionHelpers`
 * and names the hub post's first content `V1`; its `tearDown()` releases
 * the mails.
 */
trait SiteOnOwnHub {
	/**
	 * The hub post the item is published from (a synced pattern).
	 *
	 * @var int
	 */
	private int $source = 0;

	/**
	 * Mails captured, no versions (and an empty fleet when asked), an
	 * administrator signed up to this site's own hub, the hub post with
	 * `V1`: the administrator's id.
	 *
	 * @param string $prefix The account's email starts with it.
	 * @param bool   $fleet  Also an empty fleet.
	 */
	private function site_on_own_hub( string $prefix, bool $fleet = false ): int {
		$this->capture_mails();
		self::empty_versions();
		if ( $fleet ) {
			self::empty_fleet();
		}
		$user = $this->login_as( 'administrator' );
		$this->signup_with_plan( $prefix . wp_generate_password( 6, false, false ) . '@example.org' );
		$this->source = self::harbor_post( self::V1, 'wp_block' );
		return $user;
	}

	/**
	 * The updates (asked afresh).
	 *
	 * @return array<string, mixed>
	 */
	private function updates(): array {
		$response = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}
}
