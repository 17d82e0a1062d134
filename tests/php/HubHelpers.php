<?php
/**
 * Hub accounts with keys, and hub routes called the way another site calls
 * them (Bearer key, not in-process).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Site\Hub\InProcessHubClient;

/**
 * Shared by the engagement, cloud, version and fleet tests.
 */
trait HubHelpers {
	/**
	 * A hub account and a key for it.
	 *
	 * @param string      $plan     free, starter or pro.
	 * @param string|null $email    Email (a random one by default).
	 * @param bool        $verified Verified.
	 * @return array{id: int, key: string}
	 */
	protected function hub_account( string $plan = 'free', ?string $email = null, bool $verified = true ): array {
		$id = ( new AccountRepository() )->insert(
			array(
				'email'       => $email ?? 'member-' . strtolower( wp_generate_password( 8, false ) ) . '@example.org',
				'first_name'  => 'Mia',
				'last_name'   => 'Stone',
				'plan'        => $plan,
				'plan_term'   => 'free' === $plan ? '' : 'yearly',
				'is_verified' => $verified ? 1 : 0,
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
		return rest_do_request( InProcessHubClient::hub_request( $method, $path, $params, $key ) );
	}

	/**
	 * A site's update check (`POST /versions/check`) with an account's
	 * key; asserts success.
	 *
	 * @param array<string, mixed> $body What the site sends (`site` or `from`, `items`, `token`).
	 * @param string               $key  Bearer key.
	 * @return array<string, mixed>
	 */
	protected function versions_check( array $body, string $key ): array {
		$response = $this->hub( 'POST', '/versions/check', $body, $key );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}
}
