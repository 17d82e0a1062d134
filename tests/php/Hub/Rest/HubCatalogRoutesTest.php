<?php
/**
 * The hub's own catalogue routes (`stencilbox-hub/v1/catalog/…`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Rest;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Tests\CatalogTestCase;

/**
 * Direct calls stand for other sites calling over HTTP.
 *
 * @database-neutral inserts a row to set up a case; the routes' answers.
 */
final class HubCatalogRoutesTest extends CatalogTestCase {
	private const NS = '/stencilbox-hub/v1/catalog';

	public function test_closed_to_other_sites_until_the_owner_opens_the_hub(): void {
		$response = $this->rest( 'GET', self::NS . '/items', array( 'platform' => 'gutenberg' ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'hub_closed', $response->get_data()['code'] );

		update_option( HubController::REMOTE_OPTION, 1 );
		$response = $this->rest( 'GET', self::NS . '/items', array( 'platform' => 'gutenberg', 'type' => 'pack' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'harbor-agency', 'saffron-bistro' ), array_column( $response->get_data()['data'], 'slug' ) );
		// No WordPress login is involved: browsing is open to anyone the hub serves.
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_validates_like_the_site(): void {
		update_option( HubController::REMOTE_OPTION, 1 );
		$this->assertSame( 400, $this->rest( 'GET', self::NS . '/items', array( 'platform' => 'x' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', self::NS . '/items', array( 'include' => 'a' ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', self::NS . '/items/no-such-item' )->get_status() );
		$this->assertSame( array( 'version' ), array_keys( $this->rest( 'GET', self::NS . '/version' )->get_data() ) );
	}

	public function test_item_details_filter_receives_the_account_of_a_valid_key(): void {
		global $wpdb;
		update_option( HubController::REMOTE_OPTION, 1 );
		$wpdb->insert(
			$wpdb->prefix . 'stencilbox_accounts',
			array(
				'email'  => 'reader@example.org',
				'joined' => current_time( 'mysql', true ),
			)
		);
		$account = (int) $wpdb->insert_id;
		$key     = ( new ApiKeys() )->create( $account, 'test' );
		$seen    = array();
		$filter  = static function ( array $item, ?int $account_id ) use ( &$seen ): array {
			$seen[] = $account_id;
			return $item + array( 'seen_by' => $account_id );
		};
		add_filter( 'stencilbox_hub_item', $filter, 10, 2 );
		$request = new \WP_REST_Request( 'GET', self::NS . '/items/harbor-home' );
		$request->set_query_params( array( 'platform' => 'gutenberg' ) );
		$request->set_header( 'Authorization', 'Bearer ' . $key );
		$with = rest_do_request( $request )->get_data();
		$without = $this->rest( 'GET', self::NS . '/items/harbor-home', array( 'platform' => 'gutenberg' ) )->get_data();
		remove_filter( 'stencilbox_hub_item', $filter, 10 );
		$this->assertSame( array( $account, null ), $seen );
		$this->assertSame( $account, $with['seen_by'] );
		$this->assertNull( $without['seen_by'] );
		// A filter may add what the contract does not know; the schema check
		// is about Stencilbox's own fields.
		$this->schema_problems = array_values( array_filter( $this->schema_problems, static fn( string $problem ): bool => ! str_contains( $problem, '.seen_by ' ) ) );
	}
}
