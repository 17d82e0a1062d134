<?php
/**
 * Account helpers for tests: captured mail, sign-up, verification.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Support\Names;

/**
 * Captures mail, signs up, reads verification links.
 */
trait AccountHelpers {
	/**
	 * Mails sent during the test.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	protected array $mails = array();

	/**
	 * Starts capturing mail (call from setUp).
	 */
	protected function capture_mails(): void {
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), 10, 2 );
	}

	/**
	 * Stops capturing mail (call from tearDown).
	 */
	protected function release_mails(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), 10 );
	}

	/**
	 * Keeps a mail instead of sending it.
	 *
	 * @param mixed                $short Short-circuit value.
	 * @param array<string, mixed> $atts  Mail.
	 */
	public function capture_mail( mixed $short, array $atts ): bool {
		unset( $short );
		$this->mails[] = $atts;
		return true;
	}

	/**
	 * Valid sign-up fields.
	 *
	 * @param string               $email     Email.
	 * @param array<string, mixed> $overrides Field changes.
	 * @return array<string, mixed>
	 */
	protected function signup_fields( string $email, array $overrides = array() ): array {
		return array_merge(
			array(
				'first_name'       => 'Ana',
				'last_name'        => 'Lima',
				'email'            => $email,
				'password'         => 'Str0ngPass',
				'confirm_password' => 'Str0ngPass',
				'privacy_consent'  => true,
				'terms_consent'    => true,
			),
			$overrides
		);
	}

	/**
	 * Signs the current WordPress user up; asserts success.
	 *
	 * @param string $email Email.
	 * @return array<string, mixed> Response data.
	 */
	protected function signup( string $email ): array {
		$response = $this->rest( 'POST', '/stencilbox/v1/signup', $this->signup_fields( $email ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * The verification token from the last mail.
	 */
	protected function last_token(): string {
		$this->assertNotEmpty( $this->mails );
		$this->assertSame( 1, preg_match( '/stencilbox-verify=([a-f0-9]{48})/', (string) end( $this->mails )['message'], $m ) );
		return $m[1];
	}

	/**
	 * Number of accounts.
	 */
	protected function account_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'accounts' ) );
	}

	/**
	 * Signs the current WordPress user up and sets the account's plan and
	 * verification on the hub.
	 *
	 * @param string $email    Email.
	 * @param string $plan     free, starter or pro.
	 * @param bool   $verified Verified.
	 * @return int Account id.
	 */
	protected function signup_with_plan( string $email, string $plan = 'free', bool $verified = true ): int {
		$id = (int) $this->signup( $email )['user']['id'];
		self::give_plan( $id, $plan, $verified );
		// The site caches the profile for a minute; this test changed it on the hub.
		global $wpdb;
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%stencilbox\\_profile\\_%'" );
		wp_cache_flush();
		return $id;
	}

	/**
	 * Sets an account's plan (yearly, but free) and verification on the hub,
	 * as its owner would.
	 *
	 * @param int    $id       Account.
	 * @param string $plan     free, starter or pro.
	 * @param bool   $verified Verified.
	 */
	protected static function give_plan( int $id, string $plan = 'pro', bool $verified = true ): void {
		( new \Stencilbox\Hub\Accounts\AccountRepository() )->update(
			$id,
			array(
				'plan'        => $plan,
				'plan_term'   => 'free' === $plan ? '' : 'yearly',
				'is_verified' => $verified ? 1 : 0,
			)
		);
	}
}
