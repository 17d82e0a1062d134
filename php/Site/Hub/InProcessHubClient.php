<?php
/**
 * The hub is this site: dispatch hub routes in-process (no HTTP).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Hub;

use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\InternalDispatch;

defined( 'ABSPATH' ) || exit;

/**
 * Goes through the same REST routes, schema and Bearer check as a remote
 * caller, so both transports behave the same.
 */
final class InProcessHubClient implements HubClient {
	/**
	 * Calls a hub route in-process.
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $path    Route path.
	 * @param array<string, mixed> $params  Parameters.
	 * @param string|null          $api_key Key.
	 * @return array<mixed>
	 * @throws HttpError On a hub error (see HubErrors).
	 */
	public function request( string $method, string $path, array $params = array(), ?string $api_key = null ): array {
		$response = InternalDispatch::dispatch( self::hub_request( $method, $path, $params, $api_key ) );
		if ( $response->is_error() ) {
			HubErrors::pass_on( HttpError::from_wp_error( $response->as_error() ) );
		}
		// The same shape a remote caller decodes from JSON.
		$data = json_decode( (string) wp_json_encode( $response->get_data() ), true );
		return is_array( $data ) ? $data : array( 'value' => $data );
	}

	/**
	 * A hub route's request as a remote caller sends it: the query (GET) or
	 * a JSON body, and the key as a Bearer token.
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $path    Route path under the hub namespace.
	 * @param array<string, mixed> $params  Parameters.
	 * @param string|null          $api_key Key.
	 */
	public static function hub_request( string $method, string $path, array $params = array(), ?string $api_key = null ): \WP_REST_Request {
		$request = new \WP_REST_Request( $method, '/' . Names::HUB_NAMESPACE . $path );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( (object) $params ) );
		}
		if ( null !== $api_key ) {
			$request->set_header( 'Authorization', 'Bearer ' . $api_key );
		}
		return $request;
	}

	/**
	 * The local hub: `local`; on a network where each site keeps its own
	 * library, `local:<site id>` (a sign-in is stored in user meta, which
	 * every site of a network shares: one site's key must not be sent to
	 * another site's hub).
	 */
	public function hub_id(): string {
		return is_multisite() && ! is_main_site() ? 'local:' . get_current_blog_id() : 'local';
	}

	/**
	 * In this process.
	 */
	public function in_process(): bool {
		return true;
	}
}
