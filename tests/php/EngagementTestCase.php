<?php
/**
 * Base for engagement tests: the mini fixture catalogue, hub accounts with
 * keys, Bearer requests to the hub, library sign-ups on the site.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Support\Names;

/**
 * Helpers shared by the favourite, rating, list and purchase tests.
 */
abstract class EngagementTestCase extends CatalogTestCase {
	public const PASSWORD = 'Str0ngPass';

	/**
	 * Prepares each test.
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'pre_wp_mail', '__return_true' );
	}

	/**
	 * Cleans up after each test.
	 */
	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', '__return_true' );
		parent::tearDown();
	}

	/**
	 * A hub account and a key for it.
	 *
	 * @param string $plan free, starter or pro.
	 * @return array{id: int, key: string}
	 */
	protected function hub_account( string $plan = 'free' ): array {
		$id = ( new AccountRepository() )->insert(
			array(
				'email'       => 'member-' . wp_generate_password( 8, false ) . '@example.org',
				'first_name'  => 'Mia',
				'last_name'   => 'Stone',
				'plan'        => $plan,
				'plan_term'   => 'free' === $plan ? '' : 'yearly',
				'is_verified' => 1,
			)
		);
		$this->assertIsInt( $id );
		return array(
			'id'  => $id,
			'key' => ( new ApiKeys() )->create( $id, 'test', ApiKeys::KIND_PERSONAL ),
		);
	}

	/**
	 * A hub route called by another site with an account's key.
	 *
	 * @param string               $method Method.
	 * @param string               $path   Path under the hub namespace.
	 * @param array<string, mixed> $params Query (GET) or JSON body.
	 * @param string|null          $key    Bearer key.
	 */
	protected function hub( string $method, string $path, array $params = array(), ?string $key = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, '/' . Names::HUB_NAMESPACE . $path );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( (object) $params ) );
		}
		if ( null !== $key ) {
			$request->set_header( 'Authorization', 'Bearer ' . $key );
		}
		return rest_do_request( $request );
	}

	/**
	 * Signs a new WordPress user (role) up for a library account on the site.
	 *
	 * @param string $role WordPress role.
	 * @return array<string, mixed> The profile.
	 */
	protected function site_member( string $role = 'editor' ): array {
		$this->login_as( $role );
		$response = $this->rest(
			'POST',
			'/stencilbox/v1/signup',
			array(
				'first_name'       => 'Ana',
				'last_name'        => 'Lima',
				'email'            => 'ana-' . wp_generate_password( 8, false ) . '@example.org',
				'password'         => self::PASSWORD,
				'confirm_password' => self::PASSWORD,
				'privacy_consent'  => true,
				'terms_consent'    => true,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data()['user'];
	}

	/**
	 * A catalogue item id.
	 *
	 * @param string $slug     Slug.
	 * @param string $platform Platform.
	 */
	protected function id( string $slug, string $platform = 'gutenberg' ): int {
		$id = $this->catalog->id_of( $platform, $slug );
		$this->assertNotNull( $id, "$platform/$slug exists" );
		return (int) $id;
	}

	/**
	 * Favourite rows of an item.
	 *
	 * @param int $item_id Item.
	 */
	protected static function favourite_rows( int $item_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Names::table( 'favourites' ) . ' WHERE item_id = %d', $item_id ) );
	}

	/**
	 * An item's stored counters and baselines.
	 *
	 * @param int $item_id Item.
	 * @return array<string, mixed>
	 */
	protected function counters( int $item_id ): array {
		return array_intersect_key( (array) $this->catalog->row( $item_id ), array_flip( array( 'favourite_count', 'favourite_base', 'rating', 'rating_count', 'rating_base', 'rating_base_count' ) ) );
	}
}
