<?php
/**
 * A site's sign-in to a library account.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Account;

defined( 'ABSPATH' ) || exit;

/**
 * Who is signed in, with which key, for whom (one WordPress user or all).
 */
final class Connection {
	/**
	 * Constructor.
	 *
	 * @param string $api_key       The account's key (decrypted, in memory only).
	 * @param int    $account_id    Hub account id.
	 * @param string $email         Account email (for display).
	 * @param bool   $via_api       Signed in with a key the user brought (not revoked on logout).
	 * @param bool   $global        Applies to every WordPress user of the site.
	 * @param int    $owner_user_id WordPress user who signed in.
	 * @param string $hub_id        Hub the key belongs to.
	 */
	public function __construct(
		public readonly string $api_key,
		public readonly int $account_id,
		public readonly string $email,
		public readonly bool $via_api,
		public readonly bool $global,
		public readonly int $owner_user_id,
		public readonly string $hub_id,
	) {}
}
