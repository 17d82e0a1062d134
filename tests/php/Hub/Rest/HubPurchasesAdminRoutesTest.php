<?php
/**
 * The hub owner grants and revokes purchases: WordPress administrators only,
 * never an account key.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Rest;

use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Tests\EngagementTestCase;

/**
 * `stencilbox-hub/v1/admin/accounts/{id}/purchases`.
 */
final class HubPurchasesAdminRoutesTest extends EngagementTestCase {
	public function test_administrators_grant_list_and_revoke(): void {
		$a    = $this->hub_account();
		$pack = $this->id( 'saffron-bistro' );
		$menu = $this->id( 'saffron-menu' );
		$this->login_as( 'administrator' );
		$base = "/admin/accounts/{$a['id']}/purchases";

		$this->assertSame( array(), $this->hub( 'GET', $base )->get_data()['data'] );
		$granted = $this->hub( 'POST', $base, array( 'item_id' => $pack ) );
		$this->assertSame( 200, $granted->get_status() );
		$this->assertSame( array( $pack ), array_column( $granted->get_data()['data'], 'item_id' ) );
		$this->assertSame( 'admin', $granted->get_data()['data'][0]['source'] );
		$this->hub( 'POST', $base, array( 'item_id' => $pack ) );
		$twice = $this->hub( 'POST', $base, array( 'item_id' => $menu ) )->get_data()['data'];
		$this->assertSame( array( $menu, $pack ), array_column( $twice, 'item_id' ), 'granting twice is one purchase' );

		$unconfirmed = $this->hub( 'DELETE', "{$base}/{$pack}" );
		$this->assertSame( 400, $unconfirmed->get_status(), 'a revoke must be confirmed' );
		$this->assertSame( 'invalid_data', $unconfirmed->get_data()['code'] );
		$this->assertSame( 400, $this->hub( 'DELETE', "{$base}/{$pack}", array( 'confirm' => false ) )->get_status() );
		$this->assertSame( array( $menu, $pack ), array_column( $this->hub( 'GET', $base )->get_data()['data'], 'item_id' ), 'nothing changed' );
		$revoked = $this->hub( 'DELETE', "{$base}/{$pack}", array( 'confirm' => true ) );
		$this->assertSame( 200, $revoked->get_status() );
		$this->assertSame( array( $menu ), array_column( $revoked->get_data()['data'], 'item_id' ) );
		$again = $this->hub( 'DELETE', "{$base}/{$pack}", array( 'confirm' => true ) );
		$this->assertSame( 404, $again->get_status() );

		// The account's profile says what it owns.
		update_option( HubController::REMOTE_OPTION, 1 );
		wp_set_current_user( 0 );
		$me = $this->hub( 'GET', '/me', array(), $a['key'] )->get_data()['user'];
		$this->assertSame( array( 'page' => array(), 'block' => array( $menu ), 'pack' => array() ), $me['purchasedItems'] );
	}

	public function test_unknown_accounts_and_items_and_bad_input(): void {
		$a = $this->hub_account();
		$this->login_as( 'administrator' );
		$this->assertSame( 404, $this->hub( 'GET', '/admin/accounts/999999/purchases' )->get_status() );
		$this->assertSame( 404, $this->hub( 'POST', '/admin/accounts/999999/purchases', array( 'item_id' => $this->id( 'harbor-home' ) ) )->get_status() );
		$unknown = $this->hub( 'POST', "/admin/accounts/{$a['id']}/purchases", array( 'item_id' => 999999 ) );
		$this->assertSame( 404, $unknown->get_status() );
		$this->assertSame( 'item_not_found', $unknown->get_data()['code'] );
		foreach ( array( array(), array( 'item_id' => 0 ), array( 'item_id' => 'x' ) ) as $body ) {
			$response = $this->hub( 'POST', "/admin/accounts/{$a['id']}/purchases", $body );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $body ) );
			$this->assertSame( 'invalid_data', $response->get_data()['code'] );
		}
	}

	public function test_only_administrators_never_account_keys(): void {
		$a    = $this->hub_account();
		$item = $this->id( 'saffron-home' );
		$base = "/admin/accounts/{$a['id']}/purchases";
		update_option( HubController::REMOTE_OPTION, 1 );

		// An account's own key cannot buy for itself.
		$response = $this->hub( 'POST', $base, array( 'item_id' => $item ), $a['key'] );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 401, $this->hub( 'GET', $base, array(), $a['key'] )->get_status() );
		$this->assertSame( 401, $this->hub( 'DELETE', "{$base}/{$item}", array( 'confirm' => true ), $a['key'] )->get_status() );

		// Logged-in WordPress users who are not administrators: 403.
		foreach ( array( 'editor', 'author' ) as $role ) {
			$this->login_as( $role );
			$this->assertSame( 403, $this->hub( 'POST', $base, array( 'item_id' => $item ) )->get_status(), $role );
			$this->assertSame( 403, $this->hub( 'GET', $base )->get_status(), $role );
		}
		$this->login_as( 'administrator' );
		$this->assertSame( array(), $this->hub( 'GET', $base )->get_data()['data'], 'nothing was granted' );
	}
}
