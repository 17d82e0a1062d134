<?php
/**
 * How many cloud files each plan may keep, set by the hub's owner.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * A limit per plan (−1: unlimited). An account's files are every file it
 * owns, in My Clouds or in any workspace; a file a member adds to someone
 * else's workspace counts for the member. Writes check before they store
 * anything and again after (two pushes racing for the last place cannot
 * both keep it).
 */
final class Quota {
	public const OPTION    = 'stencilbox_cloud_quotas';
	public const UNLIMITED = -1;
	public const DEFAULTS  = array(
		'free'    => 25,
		'starter' => 250,
		'pro'     => self::UNLIMITED,
	);

	/**
	 * Constructor.
	 *
	 * @param AccountRepository $accounts Accounts (their plans).
	 * @param CloudFiles        $files    Files.
	 */
	public function __construct( private AccountRepository $accounts, private CloudFiles $files ) {}

	/**
	 * Every plan's limit.
	 *
	 * @return array<string, int>
	 */
	public function limits(): array {
		$saved  = (array) get_option( self::OPTION, array() );
		$limits = array();
		foreach ( self::DEFAULTS as $plan => $default ) {
			$limits[ $plan ] = isset( $saved[ $plan ] ) ? max( self::UNLIMITED, (int) $saved[ $plan ] ) : $default;
		}
		return $limits;
	}

	/**
	 * Saves limits (plans left out keep theirs).
	 *
	 * @param array<string, int> $limits Plan → limit (−1 unlimited).
	 */
	public function save( array $limits ): void {
		$next = $this->limits();
		foreach ( array_intersect_key( $limits, self::DEFAULTS ) as $plan => $limit ) {
			$next[ $plan ] = max( self::UNLIMITED, (int) $limit );
		}
		update_option( self::OPTION, $next, false );
	}

	/**
	 * An account's limit (0 for an account that is gone).
	 *
	 * @param int $account_id Account.
	 */
	public function limit_for( int $account_id ): int {
		$account = $this->accounts->find( $account_id );
		if ( ! $account ) {
			return 0;
		}
		return $this->limits()[ (string) $account['plan'] ] ?? 0;
	}

	/**
	 * The spec's cloud status: `{limit, files}`.
	 *
	 * @param int $account_id Account.
	 * @return array{limit: int, files: int}
	 */
	public function usage( int $account_id ): array {
		return array(
			'limit' => $this->limit_for( $account_id ),
			'files' => $this->files->count_for_account( $account_id ),
		);
	}

	/**
	 * Refuses a write that would take the account past its limit.
	 *
	 * @param int $account_id Account.
	 * @param int $adding     Files the write adds.
	 * @throws HttpError `limit_reached` (403), nothing stored.
	 */
	public function ensure_room( int $account_id, int $adding ): void {
		$usage = $this->usage( $account_id );
		if ( self::UNLIMITED !== $usage['limit'] && $usage['files'] + $adding > $usage['limit'] ) {
			throw self::reached();
		}
	}

	/**
	 * Whether an account holds more files than it may (checked after a write).
	 *
	 * @param int $account_id Account.
	 */
	public function exceeded( int $account_id ): bool {
		$usage = $this->usage( $account_id );
		return self::UNLIMITED !== $usage['limit'] && $usage['files'] > $usage['limit'];
	}

	/**
	 * The spec's limit error.
	 */
	public static function reached(): HttpError {
		return new HttpError( 'limit_reached', Messages::files_limit(), 403 );
	}
}
