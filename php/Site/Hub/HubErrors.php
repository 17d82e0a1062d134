<?php
/**
 * What a hub's failure becomes on the site, decided once for both hub
 * clients.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Hub;

use Stencilbox\Support\Checkout;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * A hub that cannot answer right now — unreachable, an answer that cannot be
 * read, or any 5xx (its database, a bug: the hub reports those as 5xx) — is
 * the spec's `retry_again` (503) on every site route (flagged
 * `hub_unreachable` when no hub answered at all): the client asks once
 * more, then shows the message. Every other hub error (`invalid_api_key`,
 * `login_error`, `required_pro_templately`, 404s, …) passes unchanged: flows
 * depend on those codes; a checkout link in one (`required_pro_templately`'s
 * `purchase_url`) is the site's, as on every other answer (`Checkout::link`:
 * http(s) only, the test variant on a development site).
 */
final class HubErrors {
	/** The codes the HTTP client gives a hub it could not reach or read. */
	public const UNREACHABLE = 'hub_unreachable';
	public const UNREADABLE  = 'hub_error';

	/**
	 * Throws the error to pass on for a hub's error.
	 *
	 * @param HttpError $error What the hub answered (or the transport's failure).
	 * @throws HttpError Always: `retry_again`, or the hub's error unchanged.
	 */
	public static function pass_on( HttpError $error ): never {
		if ( in_array( $error->error_code(), array( self::UNREACHABLE, self::UNREADABLE ), true ) ) {
			$error = self::retry_again( true );
		} elseif ( $error->status() >= 500 ) {
			$error = self::retry_again();
		} elseif ( isset( $error->data()['purchase_url'] ) ) {
			$data                 = $error->data();
			$data['purchase_url'] = Checkout::link( (string) $data['purchase_url'] );
			$error                = new HttpError( $error->error_code(), $error->getMessage(), $error->status(), $data );
		}
		throw $error;
	}

	/**
	 * The spec's `retry_again`. When the hub could not be reached at all (no
	 * answer, or no answer from a hub), its data says so
	 * (`hub_unreachable: true`): the app then shows that one state, the
	 * user still signed in, instead of a failure on every screen.
	 *
	 * @param bool $unreachable The hub did not answer as a hub.
	 */
	public static function retry_again( bool $unreachable = false ): HttpError {
		return new HttpError( 'retry_again', __( 'The library could not be reached. Trying again…', 'stencilbox' ), 503, $unreachable ? array( self::UNREACHABLE => true ) : array() );
	}
}
