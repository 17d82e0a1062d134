<?php
/**
 * With a persistent object cache, each write to the cloud, the plans'
 * limits, the settings and a sign-in is read back in the next request.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ObjectCache;

use Stencilbox\Tests\CloudTestCase;
use Stencilbox\Tests\PersistentCache;

/**
 * As CatalogueAndAccountsTest: read (so it is cached), write through the
 * route the user or the hub owner uses, new request, read again.
 *
 * @group object-cache
 */
final class CloudSettingsAndAccountsTest extends CloudTestCase {
	use PersistentCache;

	/**
	 * Every test needs the lane.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->require_persistent_cache();
	}

	/**
	 * A site route call that must succeed.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route under `stencilbox/v1`.
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>
	 */
	private function ok( string $method, string $route, array $params = array() ): array {
		$response = $this->rest( $method, '/stencilbox/v1' . $route, $params );
		$this->assertSame( 200, $response->get_status(), "$method $route: " . wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * The names of the files in My Clouds.
	 *
	 * @return string[]
	 */
	private function my_clouds(): array {
		return array_column( $this->ok( 'GET', '/clouds', array( 'type' => 'gutenberg' ) )['files']['data'], 'name' );
	}

	public function test_a_cloud_file_saved_moved_and_deleted_is_read_so_in_the_next_request(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'cloud-cache@example.org', 'starter' );
		$this->assertSame( array(), $this->my_clouds() );
		$this->assertSame( 0, $this->ok( 'GET', '/clouds/usage' )['data']['files'] );

		$pushed = $this->ok(
			'POST',
			'/clouds/upload',
			array(
				'name'         => 'Launch page',
				'file_content' => self::editor_payload(),
			)
		);
		$this->new_request();
		$this->assertSame( array( 'Launch page' ), $this->my_clouds() );
		$this->assertSame( 1, $this->ok( 'GET', '/clouds/usage' )['data']['files'] );
		$this->ok( 'POST', '/clouds/rename/' . $pushed['file']['id'], array( 'name' => 'Spring page' ) );
		$this->new_request();
		$this->assertSame( array( 'Spring page' ), $this->my_clouds(), 'renamed' );

		$space = $this->ok( 'POST', '/workspaces/create', array( 'title' => 'Kit' ) )['workspace'];
		$this->ok(
			'POST',
			'/clouds/copy-move',
			array(
				'my_cloud_id'  => $pushed['file']['id'],
				'workspace_id' => $space['id'],
				'action'       => 'move',
			)
		);
		$this->new_request();
		$this->assertSame( array(), $this->my_clouds(), 'moved out of My Clouds' );
		$this->assertSame( 1, $this->ok( 'GET', '/workspaces/' . $space['slug'] )['files']['total'] );

		$this->ok( 'DELETE', '/workspaces/item/delete/' . $pushed['file']['id'], array( 'confirm' => true ) );
		$this->new_request();
		$this->assertSame( 0, $this->ok( 'GET', '/workspaces/' . $space['slug'] )['files']['total'] );
		$this->assertSame( 0, $this->ok( 'GET', '/clouds/usage' )['data']['files'] );
	}

	public function test_a_plan_s_limit_changed_by_the_hub_owner_shows_in_the_next_request(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'limits-cache@example.org', 'starter' );
		$this->assertSame( 250, $this->ok( 'GET', '/clouds/usage' )['data']['limit'] );
		$saved = $this->rest( 'POST', '/stencilbox-hub/v1/admin/cloud', array( 'limits' => array( 'starter' => 7 ) ) );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->new_request();
		$this->assertSame( 7, $this->ok( 'GET', '/clouds/usage' )['data']['limit'] );
	}

	public function test_settings_changed_show_in_the_next_request(): void {
		$this->login_as( 'administrator' );
		$before = $this->ok( 'GET', '/settings' );
		$this->ok(
			'POST',
			'/settings',
			array(
				'inserter_patterns' => ! $before['inserter_patterns'],
				'remove_content'    => ! $before['remove_content'],
			)
		);
		$this->new_request();
		$after = $this->ok( 'GET', '/settings' );
		$this->assertSame( ! $before['inserter_patterns'], $after['inserter_patterns'] );
		$this->assertSame( ! $before['remove_content'], $after['remove_content'] );

		$hub = $this->rest( 'GET', '/stencilbox-hub/v1/admin/settings' )->get_data();
		$this->rest( 'POST', '/stencilbox-hub/v1/admin/settings', array( 'accepts_remote' => ! $hub['accepts_remote'] ) );
		$this->new_request();
		$this->assertSame( ! $hub['accepts_remote'], $this->rest( 'GET', '/stencilbox-hub/v1/admin/settings' )->get_data()['accepts_remote'] );
	}

	public function test_signing_out_and_in_and_api_keys_show_in_the_next_request(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'keys-cache@example.org', 'pro' );
		$this->assertSame( 'success', $this->ok( 'GET', '/is-signed' )['status'] );
		$keys = count( (array) $this->ok( 'GET', '/profile/api-keys' )['data'] );
		$this->ok( 'POST', '/profile/api-keys', array( 'label' => 'Cache probe' ) );
		$this->new_request();
		$this->assertCount( $keys + 1, (array) $this->ok( 'GET', '/profile/api-keys' )['data'] );

		$this->ok( 'POST', '/logout' );
		$this->new_request();
		$this->assertSame( 401, $this->rest( 'GET', '/stencilbox/v1/clouds/usage' )->get_status(), 'signed out' );
	}
}
