<?php
/**
 * What the site can tell about its hub right now: which hub, whether it
 * answers and how fast, and whether it accepts the user's account key.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Hub;

use Stencilbox\Site\Account\Connections;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Asks the hub through the same client every site route uses (`GET /info`,
 * `GET catalog/version`, and `GET /me` with the user's key). Reading the
 * status changes nothing: a refused key is reported, never forgotten here.
 */
final class HubStatus {
	/**
	 * Constructor.
	 *
	 * @param HubClient   $hub         Hub.
	 * @param Connections $connections Stored sign-ins.
	 */
	public function __construct( private HubClient $hub, private Connections $connections ) {}

	/**
	 * The status.
	 *
	 * @param int $user_id WordPress user whose account key is checked (0: none).
	 * @return array{hub: string, hub_url: string, has_site_key: bool, reachable: bool, answer_ms: int, hub_name: string, accepts_remote: bool|null, catalogue_version: int|null, account: string, account_key: string, error: HttpError|null}
	 *         `account_key`: `accepted`, `refused`, `unknown` (the hub did not answer) or `none`.
	 */
	public function check( int $user_id ): array {
		$url    = HubClientFactory::hub_url();
		$status = array(
			'hub'               => '' === $url ? 'local' : 'remote',
			'hub_url'           => '' === $url ? home_url( '/' ) : $url,
			'has_site_key'      => null !== HubClientFactory::site_key(),
			'reachable'         => false,
			'answer_ms'         => 0,
			'hub_name'          => '',
			'accepts_remote'    => null,
			'catalogue_version' => null,
			'account'           => '',
			'account_key'       => 'none',
			'error'             => null,
		);
		$started = microtime( true );
		try {
			$info                        = $this->hub->request( 'GET', '/info' );
			$status['answer_ms']         = (int) round( ( microtime( true ) - $started ) * 1000 );
			$status['reachable']         = true;
			$status['hub_name']          = (string) ( $info['name'] ?? '' );
			$status['accepts_remote']    = (bool) ( $info['accepts_remote'] ?? false );
			$status['catalogue_version'] = (int) ( $this->hub->request( 'GET', '/catalog/version' )['version'] ?? 0 );
		} catch ( HttpError $error ) {
			$status['answer_ms'] = (int) round( ( microtime( true ) - $started ) * 1000 );
			$status['error']     = $error;
		}
		$connection = $this->connections->current( $user_id );
		if ( null === $connection ) {
			return $status;
		}
		$status['account']     = $connection->email;
		$status['account_key'] = 'unknown';
		if ( ! $status['reachable'] ) {
			return $status;
		}
		try {
			$this->hub->request( 'GET', '/me', array(), $connection->api_key );
			$status['account_key'] = 'accepted';
		} catch ( HttpError $error ) {
			$status['account_key'] = 'invalid_api_key' === $error->error_code() ? 'refused' : 'unknown';
			$status['error']       = $error;
		}
		return $status;
	}
}
