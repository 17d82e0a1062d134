<?php
/**
 * Chooses the hub client from the plugin's settings.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Hub;

use Stencilbox\Support\Crypto;
use Stencilbox\Support\HubAddress;
use Stencilbox\Support\NetworkLibrary;

defined( 'ABSPATH' ) || exit;

/**
 * In-process unless a hub URL is set. On a network sharing one library
 * (NetworkLibrary), the main site's choice counts for every site: the hub
 * address and site key are read there, and the client switches to the main
 * site for each call.
 */
final class HubClientFactory {
	public const OPTION = HubAddress::OPTION;

	/** The key the hub's owner gave this site (encrypted at rest). */
	public const SITE_KEY_OPTION = 'stencilbox_hub_site_key';

	/**
	 * The configured hub URL ('' when this site is its own hub).
	 */
	public static function hub_url(): string {
		return HubAddress::url();
	}

	/**
	 * The site key for the configured hub, or null.
	 */
	public static function site_key(): ?string {
		$sealed = NetworkLibrary::on_hub_site( static fn(): string => (string) get_option( self::SITE_KEY_OPTION, '' ) );
		return '' === $sealed ? null : ( new Crypto() )->decrypt( $sealed );
	}

	/**
	 * Stores (or, with '', removes) the site key.
	 *
	 * @param string $key Plain key.
	 */
	public static function save_site_key( string $key ): void {
		if ( '' === $key ) {
			delete_option( self::SITE_KEY_OPTION );
			return;
		}
		update_option( self::SITE_KEY_OPTION, ( new Crypto() )->encrypt( $key ), false );
	}

	/**
	 * A client for the configured hub. Where Stencilbox is network-active,
	 * one that follows the network's choice (one library, or one per site)
	 * on every call: services are built when first used, and the choice may
	 * change after that (a super admin's setting; tests switch it).
	 */
	public static function make(): HubClient {
		return NetworkLibrary::network_active() ? new NetworkHubClient() : self::here();
	}

	/**
	 * A client for the hub the current site's own settings name.
	 */
	public static function here(): HubClient {
		$url = (string) get_option( self::OPTION, '' );
		// The site key is decrypted when the first request needs it: this runs
		// while plugins load, before `wp_salt()` (pluggable) exists.
		return '' === $url ? new InProcessHubClient() : new HttpHubClient( $url, static fn(): ?string => self::site_key() );
	}
}
