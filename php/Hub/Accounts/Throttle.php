<?php
/**
 * Slows down password guessing: repeated failed sign-ins for one email, or
 * from one address, lock further attempts for a while.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Accounts;

defined( 'ABSPATH' ) || exit;

/**
 * Counters in transients (the object cache when there is one). Each subject
 * has its own limit: one email or one browser address gets MAX_FAILURES; a
 * trusted site that forwards its users' addresses gets SITE_MAX_FAILURES
 * for its own address on top, so no one behind it can go unlimited.
 */
final class Throttle {
	public const MAX_FAILURES      = 5;
	public const SITE_MAX_FAILURES = 50;
	public const WINDOW            = 15 * MINUTE_IN_SECONDS;

	/**
	 * Seconds until every subject may try again (0 when allowed).
	 *
	 * @param array<string, int> $limits Subject (e.g. `email:a@b.co`, `ip:1.2.3.4`) → failures allowed.
	 */
	public function wait_for( array $limits ): int {
		$wait = 0;
		foreach ( $limits as $subject => $max ) {
			$state = $this->state( (string) $subject );
			if ( $state['count'] >= $max ) {
				$wait = max( $wait, $state['start'] + self::WINDOW - time() );
			}
		}
		return max( 0, $wait );
	}

	/**
	 * Records a failed attempt for each subject.
	 *
	 * @param array<string, int> $limits Subject → failures allowed.
	 */
	public function fail( array $limits ): void {
		foreach ( array_keys( $limits ) as $subject ) {
			$subject = (string) $subject;
			$state = $this->state( $subject );
			if ( $state['start'] + self::WINDOW < time() ) {
				$state = array(
					'count' => 0,
					'start' => time(),
				);
			}
			++$state['count'];
			set_transient( $this->key( $subject ), $state, self::WINDOW );
		}
	}

	/**
	 * Clears a subject after a successful sign-in.
	 *
	 * @param string $subject Subject.
	 */
	public function clear( string $subject ): void {
		delete_transient( $this->key( $subject ) );
	}

	/**
	 * Stored state of a subject.
	 *
	 * @param string $subject Subject.
	 * @return array{count:int,start:int}
	 */
	private function state( string $subject ): array {
		$state = get_transient( $this->key( $subject ) );
		return is_array( $state ) ? array(
			'count' => (int) $state['count'],
			'start' => (int) $state['start'],
		) : array(
			'count' => 0,
			'start' => time(),
		);
	}

	/**
	 * Transient key.
	 *
	 * @param string $subject Subject.
	 */
	private function key( string $subject ): string {
		return 'stencilbox_throttle_' . md5( $subject );
	}
}
