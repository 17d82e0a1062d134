<?php
/**
 * The sign-in throttle counts an attempt before its password is checked,
 * so attempts sent at once cannot all pass a limit none of them has
 * reached yet (found by review: reading the count, checking, then writing
 * count + 1 let about the limit times the number of parallel requests
 * through). Against the options table here, and against Redis in the
 * object-cache lane.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Accounts;

use Stencilbox\Hub\Accounts\Throttle;
use Stencilbox\Tests\TestCase;

/**
 * Throttle, its two stores.
 *
 * @group object-cache
 * @group database
 */
final class ThrottleTest extends TestCase {
	private const SUBJECT = 'email:someone@example.org';

	/**
	 * One email's limit.
	 *
	 * @return array<string, int>
	 */
	private static function limits(): array {
		return array( self::SUBJECT => Throttle::MAX_FAILURES );
	}

	public function test_attempts_in_flight_count_before_any_of_them_fails(): void {
		$throttle = new Throttle();
		// MAX_FAILURES attempts sent at once: each has begun, none has been
		// told its password was wrong yet.
		for ( $i = 1; $i <= Throttle::MAX_FAILURES; $i++ ) {
			$this->assertSame( 0, $throttle->begin( self::limits() ), "attempt $i may be checked" );
		}
		$wait = $throttle->begin( self::limits() );
		$this->assertGreaterThan( Throttle::WINDOW - 5, $wait, 'the next one waits for the window' );
		$this->assertLessThanOrEqual( Throttle::WINDOW, $wait );
		// Another instance (another request) sees the same count.
		$this->assertGreaterThan( 0, ( new Throttle() )->begin( self::limits() ) );
	}

	public function test_a_success_or_a_refusal_gives_its_count_back_and_a_clear_resets(): void {
		$throttle = new Throttle();
		$site     = array( 'site:192.0.2.1' => 2 );
		$this->assertSame( 0, $throttle->begin( $site ) );
		$throttle->succeeded( $site );
		$this->assertSame( 0, $throttle->begin( $site ), 'a success left no count' );
		$this->assertSame( 0, $throttle->begin( $site ), 'one failure counted, the second may go on' );
		$this->assertGreaterThan( 0, $throttle->begin( $site ), 'two failures: locked' );
		$this->assertGreaterThan( 0, $throttle->begin( $site ), 'still locked: a refused attempt counts nothing…' );
		$throttle->succeeded( $site );
		$this->assertSame( 0, $throttle->begin( $site ), '…so giving one back opens one attempt' );

		for ( $i = 0; $i < Throttle::MAX_FAILURES; $i++ ) {
			$throttle->begin( self::limits() );
		}
		$this->assertGreaterThan( 0, $throttle->begin( self::limits() ) );
		$throttle->clear( self::SUBJECT );
		$this->assertSame( 0, $throttle->begin( self::limits() ), 'cleared after a successful sign-in elsewhere (a password reset)' );
	}

	public function test_a_window_that_ended_starts_again_and_its_rows_are_transients(): void {
		if ( wp_using_ext_object_cache() ) {
			$this->markTestSkipped( 'the options table holds the counts only without a persistent object cache' );
		}
		global $wpdb;
		$throttle = new Throttle();
		for ( $i = 0; $i <= Throttle::MAX_FAILURES; $i++ ) {
			$throttle->begin( self::limits() );
		}
		$this->assertGreaterThan( 0, $throttle->begin( self::limits() ) );
		$name = 'stencilbox_throttle_' . md5( self::SUBJECT );
		$this->assertSame( (string) Throttle::MAX_FAILURES, $wpdb->get_var( $wpdb->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', $wpdb->options, '_transient_' . $name ) ), 'only the attempts let through are counted' );
		$this->assertSame( 'off', $wpdb->get_var( $wpdb->prepare( 'SELECT autoload FROM %i WHERE option_name = %s', $wpdb->options, '_transient_timeout_' . $name ) ), 'never autoloaded' );

		// The window ends.
		$wpdb->update( $wpdb->options, array( 'option_value' => (string) ( time() - 1 ) ), array( 'option_name' => '_transient_timeout_' . $name ) );
		$this->assertSame( 0, $throttle->begin( self::limits() ), 'a new window' );
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', $wpdb->options, '_transient_' . $name ) ) );

		// WordPress's clean-up of expired transients removes them.
		$wpdb->update( $wpdb->options, array( 'option_value' => (string) ( time() - 1 ) ), array( 'option_name' => '_transient_timeout_' . $name ) );
		delete_expired_transients( true );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE option_name LIKE %s', $wpdb->options, '%' . $wpdb->esc_like( $name ) ) ) );
	}
}
