<?php
/**
 * Who did something the audit log records.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Fleet;

defined( 'ABSPATH' ) || exit;

/**
 * A WordPress user of the hub (the owner's screens, WP-CLI), a library
 * account (its key: an approver, a site reporting what it applied), or
 * nobody (a demo seed).
 */
final class Actor {
	public const USER    = 'user';
	public const ACCOUNT = 'account';
	public const NOBODY  = 'system';

	/**
	 * Constructor.
	 *
	 * @param string $kind USER, ACCOUNT or NOBODY.
	 * @param int    $id   The user's or account's id (0 for nobody).
	 * @param string $name The user's login or the account's email, as the owner knows them.
	 */
	public function __construct( public readonly string $kind, public readonly int $id, public readonly string $name ) {}

	/**
	 * The current WordPress user (nobody when none is logged in).
	 */
	public static function current_user(): self {
		$user = wp_get_current_user();
		return $user->ID ? new self( self::USER, (int) $user->ID, (string) $user->user_login ) : new self( self::NOBODY, 0, '' );
	}

	/**
	 * A library account.
	 *
	 * @param int    $id    Account id.
	 * @param string $email Its email.
	 */
	public static function account( int $id, string $email ): self {
		return new self( self::ACCOUNT, $id, $email );
	}
}
