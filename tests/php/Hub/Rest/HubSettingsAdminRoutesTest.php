<?php
/**
 * The hub owner's settings of this site's hub: whether other sites may use it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Rest;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Support\HubAddress;
use Stencilbox\Support\Rest\InternalDispatch;
use Stencilbox\Tests\TestCase;

/**
 * GET/POST `stencilbox-hub/v1/admin/settings` {accepts_remote}.
 *
 * @group object-cache
 */
final class HubSettingsAdminRoutesTest extends TestCase {
	public function test_the_owner_opens_and_closes_the_hub_to_other_sites(): void {
		$this->login_as( 'administrator' );
		$this->assertSame( array( 'accepts_remote' => false ), $this->rest( 'GET', '/stencilbox-hub/v1/admin/settings' )->get_data() );
		$this->assertSame( array( 'accepts_remote' => true ), $this->rest( 'POST', '/stencilbox-hub/v1/admin/settings', array( 'accepts_remote' => true ) )->get_data() );
		$this->assertTrue( HubController::accepts_remote() );
		wp_set_current_user( 0 );
		$this->assertSame( 200, rest_do_request( new \WP_REST_Request( 'GET', '/stencilbox-hub/v1/info' ) )->get_status(), 'other sites reach the hub' );

		$this->login_as( 'administrator' );
		$this->assertSame( array( 'accepts_remote' => true ), $this->rest( 'POST', '/stencilbox-hub/v1/admin/settings' )->get_data(), 'nothing sent, nothing changed' );
		$this->rest( 'POST', '/stencilbox-hub/v1/admin/settings', array( 'accepts_remote' => false ) );
		wp_set_current_user( 0 );
		$this->assertSame( 'hub_closed', rest_do_request( new \WP_REST_Request( 'GET', '/stencilbox-hub/v1/info' ) )->get_data()['code'] );
	}

	public function test_a_site_that_moved_to_another_hub_serves_no_one_from_the_library_it_left(): void {
		update_option( HubController::REMOTE_OPTION, true );
		update_option( HubAddress::OPTION, 'https://agency-hub.example.org' );
		wp_set_current_user( 0 );
		$closed = rest_do_request( new \WP_REST_Request( 'GET', '/stencilbox-hub/v1/info' ) );
		$this->assertSame( array( 403, 'hub_closed' ), array( $closed->get_status(), $closed->get_data()['code'] ), 'its unused library is not served, whatever the setting was' );
		$this->assertFalse( HubController::accepts_remote() );
		// Its own hub again: the setting it kept counts again.
		delete_option( HubAddress::OPTION );
		$this->assertSame( 200, rest_do_request( new \WP_REST_Request( 'GET', '/stencilbox-hub/v1/info' ) )->get_status() );
		delete_option( HubController::REMOTE_OPTION );
	}

	public function test_only_administrators_and_never_an_account_key(): void {
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/stencilbox-hub/v1/admin/settings', array( 'accepts_remote' => true ) )->get_status() );
		wp_set_current_user( 0 );
		$request = new \WP_REST_Request( 'POST', '/stencilbox-hub/v1/admin/settings' );
		$request->set_header( 'Authorization', 'Bearer ' . ( new ApiKeys() )->create( 1, 'test' ) );
		$request->set_param( 'accepts_remote', true );
		$this->assertSame( 401, InternalDispatch::dispatch( $request )->get_status() );
		$this->assertFalse( HubController::accepts_remote() );
		$this->login_as( 'administrator' );
		$this->assertSame( 400, $this->rest( 'POST', '/stencilbox-hub/v1/admin/settings', array( 'accepts_remote' => 'sometimes' ) )->get_status() );
	}
}
