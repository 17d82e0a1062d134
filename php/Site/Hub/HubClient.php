<?php
/**
 * The one way the site talks to the hub.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Hub;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Calls a hub route (`stencilbox-hub/v1`). In-process (the site is its own
 * hub), HTTP (a hub URL is set), or the network's (a network sharing one
 * library: NetworkHubClient runs one of the other two on the main site).
 * Site code never knows which one it has: all fail the same way (HubErrors).
 */
interface HubClient {
	/**
	 * Calls the hub.
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $path    Route path under the hub namespace, e.g. `/me`.
	 * @param array<string, mixed> $params  Query (GET) or JSON body.
	 * @param string|null          $api_key The account's key, if the call is on its behalf.
	 * @return array<mixed> The decoded JSON response.
	 * @throws HttpError The hub's error (code, message, status) as `HubErrors::pass_on()`
	 *                   passes it: `retry_again` when the hub cannot answer now.
	 */
	public function request( string $method, string $path, array $params = array(), ?string $api_key = null ): array;

	/**
	 * A stable id of the hub (its URL, `local`, or the network's), stored with connections so
	 * changing hubs signs everyone out.
	 */
	public function hub_id(): string;

	/**
	 * Whether the hub answers in this PHP process (its numbers are live:
	 * nothing to cache for long, nothing to remember between requests).
	 */
	public function in_process(): bool;
}
