<?php
/**
 * The hub owner's routes that delete or reset need `confirm: true`: without
 * it (or with a body that is not an object) they answer 400 `invalid_data`
 * and change nothing.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Hub\Engagement\Purchases;
use Stencilbox\Support\Names;
use Stencilbox\Tests\EngagementTestCase;

/**
 * Re-seed, remove the demo, delete an item, revoke a key, revoke a purchase.
 *
 * @group database
 */
final class DestructiveActionsTest extends EngagementTestCase {
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'stencilbox_demo_catalogue_dir', array( $this, 'dir' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'stencilbox_demo_catalogue_dir', array( $this, 'dir' ) );
		parent::tearDown();
	}

	/**
	 * The demo folder: the fixture.
	 */
	public function dir(): string {
		return self::FIXTURE;
	}

	/**
	 * Sends a raw body.
	 *
	 * @param string $method Method.
	 * @param string $route  Route.
	 * @param string $body   JSON text.
	 */
	private function raw( string $method, string $route, string $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( $body );
		return rest_do_request( $request );
	}

	/**
	 * Asserts that every unconfirmed form of a call is refused and that
	 * `$state` did not change.
	 *
	 * @param string   $method Method.
	 * @param string   $route  Route.
	 * @param callable $state  What the action would change.
	 */
	private function assert_needs_confirmation( string $method, string $route, callable $state ): void {
		$before = $state();
		foreach ( array( '', '{}', '[]', '{"confirm": false}', '{"confirm": "no"}', '{"confirm": null}', '[true]', '"confirm"' ) as $body ) {
			$response = '' === $body ? $this->rest( $method, $route ) : $this->raw( $method, $route, $body );
			$this->assertSame( 400, $response->get_status(), "{$method} {$route} {$body}" );
			$this->assertSame( 'invalid_data', $response->get_data()['code'], "{$method} {$route} {$body}" );
			$this->assertSame( $before, $state(), "{$method} {$route} {$body}: nothing changed" );
		}
		$response = $this->rest( $method, $route, array( 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertNotSame( $before, $state(), 'confirmed, it acts' );
	}

	public function test_catalogue_actions(): void {
		global $wpdb;
		$this->login_as( 'administrator' );
		$items = Names::table( 'catalog_items' );
		$rows  = static fn(): array => $wpdb->get_col( "SELECT CONCAT(id, ':', name) FROM {$items} ORDER BY id" );

		// Re-seed puts a demo item's edited name back.
		$wpdb->update( $items, array( 'name' => 'Edited' ), array( 'id' => $this->id( 'harbor-home' ) ) );
		$this->assert_needs_confirmation( 'POST', '/stencilbox-hub/v1/admin/catalog/reseed', $rows );

		// Before a fleet rollback, the owner's confirmation names the item typed by its id (GET, same route).
		$quiet = $this->id( 'quiet-contact' );
		$named = $this->rest( 'GET', '/stencilbox-hub/v1/admin/catalog/items/' . $quiet );
		$this->assertSame( 200, $named->get_status(), (string) wp_json_encode( $named->get_data() ) );
		$this->assertSame(
			array(
				'id'       => $quiet,
				'name'     => (string) $wpdb->get_var( $wpdb->prepare( 'SELECT name FROM %i WHERE id = %d', $items, $quiet ) ),
				'platform' => 'gutenberg',
			),
			$named->get_data()
		);
		$this->assert_needs_confirmation( 'DELETE', '/stencilbox-hub/v1/admin/catalog/items/' . $this->id( 'quiet-contact' ), $rows );
		$this->assertSame( 404, $this->rest( 'GET', '/stencilbox-hub/v1/admin/catalog/items/' . $quiet )->get_status(), 'a deleted item is named no more' );

		$this->assert_needs_confirmation( 'POST', '/stencilbox-hub/v1/admin/catalog/remove-demo', $rows );
		$this->assertSame( array(), $this->writer->ids_from_source( DemoSeeder::SOURCE ) );
	}

	public function test_revoking_a_key_or_a_purchase(): void {
		$account = $this->hub_account();
		$keys    = new ApiKeys();
		$key_id  = $keys->for_account( $account['id'] )[0]['id'];
		$pack    = $this->id( 'harbor-agency' );
		( new Purchases() )->grant( $account['id'], $pack );
		$this->login_as( 'administrator' );

		$this->assert_needs_confirmation( 'DELETE', "/stencilbox-hub/v1/admin/keys/{$key_id}", static fn(): mixed => $keys->for_account( $account['id'] )[0]['revoked'] );
		$this->assert_needs_confirmation( 'DELETE', "/stencilbox-hub/v1/admin/accounts/{$account['id']}/purchases/{$pack}", static fn(): mixed => ( new Purchases() )->has( $account['id'], $pack ) );
	}

	public function test_the_confirmation_is_checked_after_the_permission(): void {
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/remove-demo' )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->raw( 'POST', '/stencilbox-hub/v1/admin/catalog/reseed', '[]' )->get_status() );
		$this->assertNotSame( array(), $this->writer->ids_from_source( DemoSeeder::SOURCE ) );
	}
}
