<?php
/**
 * Cache epochs: a number in an option, part of the keys of what it guards.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Moving an epoch makes every entry keyed by its old value unreachable at
 * once (the catalogue answers, the update counts, the profiles). An epoch
 * starts at a random value the first time it is read: uninstalling deletes
 * the option, but a persistent object cache keeps what was keyed by the
 * old values until it expires (transients live in WordPress's own group,
 * which no plugin may empty), so an epoch that started again at 1 after a
 * reinstall would reach the last install's entries.
 *
 * Starting one is the one write a read may make. Two requests starting the
 * same epoch at once each keep their own value for that request; the last
 * write stands, which only makes what the other cached unreachable.
 */
final class Epoch {
	/**
	 * The epoch an option of this site holds.
	 *
	 * @param string $option Option name.
	 */
	public static function current( string $option ): int {
		$value = (int) get_option( $option, 0 );
		if ( $value > 0 ) {
			return $value;
		}
		$value = self::start();
		update_option( $option, $value, true );
		return $value;
	}

	/**
	 * Moves an epoch of this site: what was keyed by it is unreachable.
	 *
	 * @param string $option Option name.
	 */
	public static function move( string $option ): void {
		update_option( $option, self::current( $option ) + 1, true );
	}

	/**
	 * The epoch a network option holds (a site option on a single site).
	 *
	 * @param string $option Network option name.
	 */
	public static function current_network( string $option ): int {
		$value = (int) get_site_option( $option, 0 );
		if ( $value > 0 ) {
			return $value;
		}
		$value = self::start();
		update_site_option( $option, $value );
		return $value;
	}

	/**
	 * Moves a network epoch.
	 *
	 * @param string $option Network option name.
	 */
	public static function move_network( string $option ): void {
		update_site_option( $option, self::current_network( $option ) + 1 );
	}

	/**
	 * Where a new epoch starts: far from where any earlier one of the same
	 * name could have reached (it moves by one per change).
	 */
	private static function start(): int {
		return random_int( 1, 0x3fffffff );
	}
}
