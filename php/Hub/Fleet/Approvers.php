<?php
/**
 * Library accounts the hub owner gave the `approve` right.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Fleet;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's rights table, which no WordPress API holds; read fresh, so a right taken away counts at once.

/**
 * One row per account and right (table `account_rights`). The hub owner
 * (a WordPress administrator of the hub) may always approve; an account
 * may only once given the right, and loses it when it is taken away or
 * the account is deleted.
 */
final class Approvers {
	/** The right to approve a version for every site. */
	public const APPROVE = 'approve';

	/**
	 * Constructor.
	 *
	 * @param AccountRepository $accounts The hub's accounts.
	 * @param AuditLog          $audit    Where a change of right is logged.
	 */
	public function __construct( private AccountRepository $accounts = new AccountRepository(), private AuditLog $audit = new AuditLog() ) {}

	/**
	 * Gives an account the right, or takes it, and logs the change (the
	 * Library hub screen, its route and WP-CLI all come here).
	 *
	 * @param int|string $account Account id, or its email.
	 * @param bool       $approve Give (true) or take (false).
	 * @param Actor      $actor   Who.
	 * @return array{id: int, email: string, changed: bool} The account.
	 * @throws HttpError 404 `account_not_found`.
	 */
	public function grant( int|string $account, bool $approve, Actor $actor ): array {
		$found = is_int( $account ) || ctype_digit( (string) $account ) ? $this->accounts->find( (int) $account ) : $this->accounts->find_by_email( (string) $account );
		if ( ! $found ) {
			HttpError::raise( 'account_not_found', __( 'There is no such account.', 'stencilbox' ), 404 );
		}
		$changed = $this->set( (int) $found['id'], $approve );
		if ( $changed ) {
			$this->audit->one(
				AuditLog::RIGHT,
				$actor,
				array(
					'outcome' => $approve ? 'granted' : 'revoked',
					'reason'  => self::APPROVE . ':' . (string) $found['email'],
				)
			);
		}
		return array(
			'id'      => (int) $found['id'],
			'email'   => (string) $found['email'],
			'changed' => $changed,
		);
	}

	/**
	 * The table (Migration0016Fleet).
	 */
	public static function table(): string {
		return Names::table( 'account_rights' );
	}

	/**
	 * Whether an account may approve.
	 *
	 * @param int $account_id Account.
	 */
	public function may_approve( int $account_id ): bool {
		global $wpdb;
		return $account_id > 0 && (bool) $wpdb->get_var( $wpdb->prepare( 'SELECT 1 FROM %i WHERE account_id = %d AND name = %s', self::table(), $account_id, self::APPROVE ) );
	}

	/**
	 * Gives or takes the right.
	 *
	 * @param int  $account_id Account.
	 * @param bool $approve    Give (true) or take (false).
	 * @return bool Whether anything changed.
	 */
	public function set( int $account_id, bool $approve ): bool {
		global $wpdb;
		if ( $approve === $this->may_approve( $account_id ) ) {
			return false;
		}
		if ( ! $approve ) {
			return (bool) $wpdb->delete(
				self::table(),
				array(
					'account_id' => $account_id,
					'name'       => self::APPROVE,
				)
			);
		}
		return (bool) $wpdb->insert(
			self::table(),
			array(
				'account_id' => $account_id,
				'name'       => self::APPROVE,
				'granted_at' => current_time( 'mysql', true ),
			)
		);
	}

	/**
	 * The accounts that may approve, with their emails.
	 *
	 * @return array<int, array{id: int, email: string}>
	 */
	public function list(): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT r.account_id, a.email FROM %i r JOIN %i a ON a.id = r.account_id WHERE r.name = %s ORDER BY a.email', self::table(), Names::table( 'accounts' ), self::APPROVE ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'id'    => (int) $row['account_id'],
				'email' => (string) $row['email'],
			),
			$rows
		);
	}

	/**
	 * A deleted account's rights go with it.
	 *
	 * @param int $account_id Account.
	 */
	public function forget( int $account_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'account_id' => $account_id ), array( '%d' ) );
	}
}
