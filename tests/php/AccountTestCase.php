<?php
/**
 * Helpers for tests that go through the account routes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Support\Names;

/**
 * Captures mail, signs up, reads verification links.
 */
abstract class AccountTestCase extends TestCase {
	public const PASSWORD = 'Str0ngPass';

	/**
	 * Mails sent during the test.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	protected array $mails = array();

	protected function setUp(): void {
		parent::setUp();
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), 10, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), 10 );
		parent::tearDown();
	}

	/**
	 * Keeps a mail instead of sending it.
	 *
	 * @param mixed                $short Short-circuit value.
	 * @param array<string, mixed> $atts  Mail.
	 */
	public function capture_mail( $short, array $atts ): bool {
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
				'password'         => self::PASSWORD,
				'confirm_password' => self::PASSWORD,
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
}
