<?php
/**
 * How many versions the hub keeps: per plan for cloud files (the owner's
 * plan), and one limit for the catalogue's items; set by the hub's owner.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Versions;

use Stencilbox\Hub\Accounts\AccountRepository;

defined( 'ABSPATH' ) || exit;

/**
 * −1 keeps every version. A limit trims the oldest versions when a new one
 * is written; the newest is never trimmed, so a limit below 1 counts as 1.
 * The quota counts files, never versions (`Hub\Cloud\Quota`).
 */
final class Retention {
	public const OPTION   = 'stencilbox_version_retention';
	public const KEEP_ALL = -1;

	/** The limits' keys: the plans (cloud files) and `items` (the catalogue). */
	public const DEFAULTS = array(
		'free'    => 10,
		'starter' => 50,
		'pro'     => self::KEEP_ALL,
		'items'   => self::KEEP_ALL,
	);

	/**
	 * Constructor.
	 *
	 * @param AccountRepository $accounts Accounts (their plans).
	 */
	public function __construct( private AccountRepository $accounts ) {}

	/**
	 * Every limit.
	 *
	 * @return array<string, int>
	 */
	public function limits(): array {
		$saved  = (array) get_option( self::OPTION, array() );
		$limits = array();
		foreach ( self::DEFAULTS as $key => $default ) {
			$limits[ $key ] = isset( $saved[ $key ] ) ? self::clean( (int) $saved[ $key ] ) : $default;
		}
		return $limits;
	}

	/**
	 * Saves limits (keys left out keep theirs). Only a limit other than its
	 * default is stored: the settings form sends every limit, and one the
	 * owner left at its default keeps following the default (a later
	 * release may change it) instead of being frozen by the first save.
	 *
	 * @param array<string, int> $limits Key → limit.
	 */
	public function save( array $limits ): void {
		$saved = array_intersect_key( (array) get_option( self::OPTION, array() ), self::DEFAULTS );
		foreach ( array_intersect_key( $limits, self::DEFAULTS ) as $key => $limit ) {
			$limit = self::clean( (int) $limit );
			if ( self::DEFAULTS[ $key ] === $limit ) {
				unset( $saved[ $key ] );
			} else {
				$saved[ $key ] = $limit;
			}
		}
		if ( array() === $saved ) {
			delete_option( self::OPTION );
			return;
		}
		update_option( self::OPTION, $saved, false );
	}

	/**
	 * How many versions a cloud file of an account keeps.
	 *
	 * @param int $account_id The file's owner.
	 */
	public function for_file( int $account_id ): int {
		$account = $this->accounts->find( $account_id );
		$plan    = $account ? (string) $account['plan'] : 'free';
		return $this->limits()[ $plan ] ?? $this->limits()['free'];
	}

	/**
	 * How many versions a catalogue item keeps.
	 */
	public function for_items(): int {
		return $this->limits()['items'];
	}

	/**
	 * A limit as stored: −1, or at least 1.
	 *
	 * @param int $limit Limit.
	 */
	private static function clean( int $limit ): int {
		return $limit < 0 ? self::KEEP_ALL : max( 1, $limit );
	}
}
