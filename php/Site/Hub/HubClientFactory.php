<?php
/**
 * Chooses the hub client from the plugin's settings.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Hub;

defined( 'ABSPATH' ) || exit;

/**
 * In-process unless a hub URL is set.
 */
final class HubClientFactory {
	public const OPTION = 'stencilbox_hub_url';

	/**
	 * The configured hub URL ('' when this site is its own hub).
	 */
	public static function hub_url(): string {
		return (string) get_option( self::OPTION, '' );
	}

	/**
	 * A client for the configured hub.
	 */
	public static function make(): HubClient {
		$url = self::hub_url();
		return '' === $url ? new InProcessHubClient() : new HttpHubClient( $url );
	}
}
