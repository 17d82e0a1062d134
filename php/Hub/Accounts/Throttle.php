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
 * Counters in transients (the object cache when there is one).
 */
final class Throttle {
	public const MAX_FAILURES = 5;
	public const WINDOW       = 15 * MINUTE_IN_SECONDS;

	/**
	 * Seconds until the subject may try again (0 when allowed).
	 *
	 * @param string[] $subjects E.g. `email:a@b.co`, `ip:1.2.3.4`.
	 */
	public function wait_for( array $subjects ): int {
		$wait = 0;
		foreach ( $subjects as $subject ) {
			$state = $this->state( $subject );
			if ( $state['count'] >= self::MAX_FAILURES ) {
				$wait = max( $wait, $state['start'] + self::WINDOW - time() );
			}
		}
		return max( 0, $wait );
	}

	/**
	 * Records a failed attempt for each subject.
	 *
	 * @param string[] $subjects Subjects.
	 */
	public function fail( array $subjects ): void {
		foreach ( $subjects as $subject ) {
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
