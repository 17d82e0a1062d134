<?php
/**
 * The hub a site uses, and the one rule for the hub owner's actions on a
 * site that uses another hub.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Every site is its own hub until Settings → Hub address names another
 * one (`OPTION`; on a network sharing one library, the main site's choice
 * counts for every site). The site role reads the address to choose its hub
 * client (`Site\Hub\HubClientFactory`); the hub role and the CLI read it
 * for `not_own_hub()`.
 */
final class HubAddress {
	public const OPTION = 'stencilbox_hub_url';

	/**
	 * The configured hub URL ('' when this site is its own hub).
	 */
	public static function url(): string {
		return NetworkLibrary::on_hub_site( static fn(): string => (string) get_option( self::OPTION, '' ) );
	}

	/**
	 * The refusal of a hub owner's action (the `admin/…` routes, the
	 * `publish`, `catalogue`, `fleet` and `bundle` commands) on a site that
	 * uses another hub, or null on a site that is its own hub. Such a site
	 * keeps no library of its own (no Library hub screen): the library,
	 * accounts, fleet and key the action would change or show are not the
	 * ones its sites use, so it is refused, naming the hub, and nothing is
	 * written. 409: the administrator may do it, but not while this site
	 * uses another hub (a state of the site, not a missing right). On a
	 * sub-site of a network sharing one library: `hub_closed` (403), as its
	 * hub routes answer (`NetworkLibrary::closed()`).
	 */
	public static function not_own_hub(): ?HttpError {
		if ( NetworkLibrary::elsewhere() ) {
			// A sub-site of a network that shares one library: that library is the main site's.
			return NetworkLibrary::closed();
		}
		$hub = self::url();
		if ( '' === $hub ) {
			return null;
		}
		return new HttpError(
			'not_own_hub',
			sprintf(
				/* translators: %s: the address of the hub this site uses. */
				__( 'This site uses the hub at %s: its library, accounts and fleet are that hub’s. Do this on the hub.', 'stencilbox' ),
				esc_url_raw( $hub )
			),
			409
		);
	}

	/**
	 * The same refusal where the answer is a page, not JSON (the owner's
	 * admin-post downloads: the library's exports, the audit log's CSV):
	 * ends the request with the message and 409.
	 */
	public static function stop_unless_own_hub(): void {
		$refused = self::not_own_hub();
		if ( null !== $refused ) {
			wp_die( esc_html( $refused->getMessage() ), '', array( 'response' => (int) $refused->status() ) );
		}
	}
}
