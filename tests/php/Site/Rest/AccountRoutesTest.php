<?php
/**
 * The site's account routes through the in-process hub, end to end.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Hub\Accounts\AccountService;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Accounts\Throttle;
use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Site\Account\Connections;
use Stencilbox\Support\Names;
use Stencilbox\Tests\AccountTestCase;

/**
 * Sign-up, verification, sign-in (password, key), global sign-in, sign-out.
 *
 * @group object-cache
 * @database-neutral ages and counts rows to set up and check a case; the account tables' SQL is ApiKeysTest's and SignInThrottleTest's.
 */
final class AccountRoutesTest extends AccountTestCase {
	public function test_signup_signs_in_unverified_and_mails_a_link_that_verifies(): void {
		$this->login_as( 'editor' );
		$data = $this->signup( 'Ana@Example.org' );
		$this->assertSame( 'success', $data['status'] );
		$this->assertSame( 'ana@example.org', $data['user']['email'] );
		$this->assertFalse( $data['user']['is_verified'] );
		$this->assertSame( 'free', $data['user']['plan'] );
		$this->assertArrayNotHasKey( 'api_key', $data, 'the key never reaches the browser' );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( array( 'ana@example.org' ), (array) $this->mails[0]['to'] );
		$this->assertSame( 'Verify your Stencilbox account', $this->mails[0]['subject'] );

		$signed = $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data();
		$this->assertTrue( $signed['signed'] );
		$this->assertFalse( $signed['user']['is_verified'] );
		$this->assertFalse( $this->rest( 'GET', '/stencilbox/v1/profile/verified' )->get_data() );

		$service = new AccountService( new AccountRepository(), new ApiKeys(), new Throttle() );
		$service->verify( $this->last_token() );
		$this->assertTrue( $this->rest( 'GET', '/stencilbox/v1/profile/verified' )->get_data() );
		$this->assertTrue( $this->rest( 'GET', '/stencilbox/v1/profile/sync' )->get_data()['user']['is_verified'] );

		// A used token does not verify again.
		$this->expectExceptionMessage( 'invalid or has expired' );
		$service->verify( $this->last_token() );
	}

	/**
	 * The walk-through ([23] #11): verified by the mailed link, the user went
	 * back to the library and was still told "Your account is not verified
	 * yet" (and refused inserts) until the cached profile expired, on the
	 * very site that verified them.
	 */
	public function test_verifying_by_the_link_is_seen_at_once_by_a_site_of_the_same_hub(): void {
		$this->login_as( 'editor' );
		$this->signup( 'fresh@example.org' );
		// The library's first screen caches the profile.
		$this->assertFalse( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['user']['is_verified'] );

		( new AccountService( new AccountRepository(), new ApiKeys(), new Throttle() ) )->verify( $this->last_token() );

		$this->assertTrue( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['user']['is_verified'] );
	}

	public function test_verification_page_verifies_on_post_only(): void {
		$this->login_as( 'editor' );
		$this->signup( 'page@example.org' );
		$token = $this->last_token();
		$page  = new \Stencilbox\Hub\Accounts\MailLinkPages( new AccountService( new AccountRepository(), new ApiKeys(), new Throttle() ) );
		$die   = static function (): \Closure {
			return static function ( mixed $message ): never {
				throw new \RuntimeException( is_string( $message ) ? $message : '' );
			};
		};
		add_filter( 'wp_die_handler', $die );
		$_REQUEST['stencilbox-verify'] = $token;
		$_SERVER['REQUEST_METHOD']     = 'GET';
		try {
			$page->verification();
		} catch ( \RuntimeException $e ) {
			$this->assertStringContainsString( 'Verify my email', $e->getMessage() );
			// The form that verifies, whole, through the page's escaping.
			$this->assertStringContainsString( '<form method="post" action="' . esc_url( home_url( '/' ) ) . '">', $e->getMessage() );
			$this->assertStringContainsString( '<input type="hidden" name="stencilbox-verify" value="' . esc_attr( $token ) . '">', $e->getMessage() );
			$this->assertStringContainsString( '<button type="submit" class="button">', $e->getMessage() );
		}
		$this->assertFalse( ( new AccountRepository() )->find_by_email( 'page@example.org' )['is_verified'], 'GET changes nothing' );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		try {
			$page->verification();
		} catch ( \RuntimeException $e ) {
			$this->assertStringContainsString( 'Your email is verified', $e->getMessage() );
		}
		$_SERVER['REQUEST_METHOD'] = 'GET';
		remove_filter( 'wp_die_handler', $die );
		$this->assertTrue( ( new AccountRepository() )->find_by_email( 'page@example.org' )['is_verified'] );
	}

	public function test_resend_verification_is_rate_limited_and_sends_a_new_link(): void {
		$this->login_as( 'editor' );
		$this->signup( 'resend@example.org' );
		$first = $this->last_token();
		$again = $this->rest( 'POST', '/stencilbox/v1/profile/resend-verification' );
		$this->assertSame( 429, $again->get_status() );
		$this->assertSame( 'verification_wait', $again->get_data()['code'] );
		global $wpdb;
		$wpdb->update( Names::table( 'accounts' ), array( 'verify_sent_at' => gmdate( 'Y-m-d H:i:s', time() - 120 ) ), array( 'email' => 'resend@example.org' ) );
		$again = $this->rest( 'POST', '/stencilbox/v1/profile/resend-verification' );
		$this->assertSame( 200, $again->get_status() );
		$this->assertStringContainsString( 'resend@example.org', $again->get_data()['message'] );
		$this->assertNotSame( $first, $this->last_token() );
	}

	/**
	 * Invalid sign-ups: field => [overrides, expected message].
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public static function bad_signups(): array {
		return array(
			'empty first name'   => array( array( 'first_name' => '' ), 'first_name', 'First name cannot be empty.' ),
			'digits in last'     => array( array( 'last_name' => 'L1ma' ), 'last_name', 'The Last Name may only contain letters, dashes and spaces.' ),
			'both names empty'   => array( array( 'first_name' => '', 'last_name' => '' ), 'first_name', 'First name and Last name cannot be empty.' ),
			'both names invalid' => array( array( 'first_name' => 'A1', 'last_name' => 'B2' ), 'last_name', 'The First Name and Last Name may only contain letters, dashes and spaces.' ),
			'bad email'          => array( array( 'email' => 'not-an-email' ), 'email', 'Please enter a valid email address.' ),
			'weak password'      => array( array( 'password' => 'weakpass', 'confirm_password' => 'weakpass' ), 'password', 'Password must contain at least 8 characters, uppercase, lowercase and numbers.' ),
			'empty password'     => array( array( 'password' => '', 'confirm_password' => '' ), 'password', 'Password cannot be empty.' ),
			'no privacy consent' => array( array( 'privacy_consent' => false ), 'privacy_consent', 'Please accept the privacy policy.' ),
			'no terms consent'   => array( array( 'terms_consent' => false ), 'terms_consent', 'Please accept the terms and conditions.' ),
		);
	}

	/**
	 * Each invalid sign-up answers signup_errors with the field's message and stores nothing.
	 *
	 * @dataProvider bad_signups
	 * @param array<string, mixed> $overrides Field changes.
	 * @param string               $field     Field expected in error.
	 * @param string               $message   Expected message.
	 */
	public function test_invalid_signups_store_nothing( array $overrides, string $field, string $message ): void {
		$this->login_as( 'editor' );
		$before   = $this->account_count();
		$response = $this->rest( 'POST', '/stencilbox/v1/signup', $this->signup_fields( 'x@example.org', $overrides ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'signup_errors', $response->get_data()['code'] );
		$this->assertSame( $message, $response->get_data()['data']['errors'][ $field ] );
		$this->assertSame( $before, $this->account_count() );
		$this->assertSame( array(), $this->mails );
		$this->assertFalse( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['signed'] );
	}

	public function test_mismatched_confirmation_alone_is_password_mismatched(): void {
		$this->login_as( 'editor' );
		$response = $this->rest( 'POST', '/stencilbox/v1/signup', $this->signup_fields( 'x@example.org', array( 'confirm_password' => 'Str0ngPas' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'password_mismatched', $response->get_data()['code'] );
		$this->assertSame( 'Password not matched!', $response->get_data()['message'] );
	}

	public function test_duplicate_email_any_case_is_a_field_error(): void {
		$this->login_as( 'editor' );
		$this->signup( 'dup@example.org' );
		$this->login_as( 'author' );
		$response = $this->rest( 'POST', '/stencilbox/v1/signup', $this->signup_fields( 'DUP@Example.ORG' ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'signup_errors', $response->get_data()['code'] );
		$this->assertArrayHasKey( 'email_error', $response->get_data()['data']['additional_errors'] );
		$this->assertSame( 1, $this->account_count() );
	}

	public function test_password_sign_in_and_wrong_password(): void {
		$this->login_as( 'editor' );
		$this->signup( 'pw@example.org' );
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox/v1/logout' )->get_status() );
		$this->assertFalse( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['signed'] );

		$wrong = $this->rest( 'POST', '/stencilbox/v1/login', array( 'email' => 'pw@example.org', 'password' => 'Wr0ngPass' ) );
		$this->assertSame( 401, $wrong->get_status() );
		$this->assertSame( 'login_error', $wrong->get_data()['code'] );

		$empty = $this->rest( 'POST', '/stencilbox/v1/login', array( 'email' => 'pw@', 'password' => '' ) );
		$this->assertSame( 400, $empty->get_status() );
		$this->assertSame( 'Please enter a valid email address.', $empty->get_data()['data']['errors']['email'] );

		$ok = $this->rest( 'POST', '/stencilbox/v1/login', array( 'email' => 'PW@example.org', 'password' => self::PASSWORD ) );
		$this->assertSame( 200, $ok->get_status() );
		$this->assertSame( 'pw@example.org', $ok->get_data()['user']['email'] );
		$this->assertTrue( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['signed'] );
	}

	public function test_repeated_failures_are_throttled(): void {
		$this->login_as( 'editor' );
		$this->signup( 'slow@example.org' );
		$this->rest( 'POST', '/stencilbox/v1/logout' );
		for ( $i = 0; $i < Throttle::MAX_FAILURES; $i++ ) {
			$this->assertSame( 401, $this->rest( 'POST', '/stencilbox/v1/login', array( 'email' => 'slow@example.org', 'password' => 'Wr0ngPass' . $i ) )->get_status() );
		}
		$locked = $this->rest( 'POST', '/stencilbox/v1/login', array( 'email' => 'slow@example.org', 'password' => self::PASSWORD ) );
		$this->assertSame( 429, $locked->get_status(), 'even the right password waits' );
		$this->assertSame( 'too_many_attempts', $locked->get_data()['code'] );
		$this->assertGreaterThan( 0, $locked->get_data()['data']['retry_after'] );
	}

	public function test_an_unverified_account_is_told_to_verify_before_it_creates_an_api_key(): void {
		$this->login_as( 'editor' );
		$this->signup( 'unproven@example.org' );
		$refused = $this->rest( 'POST', '/stencilbox/v1/profile/api-keys', array( 'label' => 'Laptop' ) );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'unverified_account', $refused->get_data()['code'] );
		$this->assertSame( 'Verify your email address before you create an API key: use the link we sent you.', $refused->get_data()['message'] );
		$this->assertNotContains( 'personal', array_column( $this->rest( 'GET', '/stencilbox/v1/profile/api-keys' )->get_data()['data'], 'kind' ) );
	}

	public function test_revoking_an_api_key_needs_confirm(): void {
		// Held but wrong: a destructive action without `confirm: true`.
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'revoke@example.org' ); // A personal key needs a verified address.
		$id     = (int) $this->rest( 'POST', '/stencilbox/v1/profile/api-keys', array( 'label' => 'Laptop' ) )->get_data()['data'][0]['id'];
		$active = fn(): array => array_column( array_filter( $this->rest( 'GET', '/stencilbox/v1/profile/api-keys' )->get_data()['data'], static fn( array $key ): bool => empty( $key['revoked'] ) ), 'id' );
		$this->assertContains( $id, $active() );
		foreach ( array( array(), array( 'confirm' => false ) ) as $params ) {
			$refused = $this->rest( 'DELETE', '/stencilbox/v1/profile/api-keys/' . $id, $params );
			$this->assertSame( 400, $refused->get_status(), (string) wp_json_encode( $params ) );
			$this->assertSame( 'invalid_data', $refused->get_data()['code'] );
			$this->assertContains( $id, $active(), 'the key still works' );
		}
		$this->assertSame( 200, $this->rest( 'DELETE', '/stencilbox/v1/profile/api-keys/' . $id, array( 'confirm' => true ) )->get_status() );
		$this->assertNotContains( $id, $active() );
	}

	public function test_api_key_sign_in_keeps_the_key_on_logout_but_password_sessions_are_revoked(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'key@example.org' ); // A personal key needs a verified address.
		$created = $this->rest( 'POST', '/stencilbox/v1/profile/api-keys', array( 'label' => 'My laptop' ) )->get_data();
		$key     = $created['api_key'];
		$this->assertMatchesRegularExpression( '/^sbx_/', $key );
		$this->assertSame( 'My laptop', $created['data'][0]['label'] );
		$this->assertStringNotContainsString( $key, (string) wp_json_encode( $this->rest( 'GET', '/stencilbox/v1/profile/api-keys' )->get_data() ) );

		// The password session's key is revoked on logout.
		global $wpdb;
		$sessions = fn(): int => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'api_keys' ) . " WHERE kind = 'session' AND revoked_at IS NULL" );
		$this->assertSame( 1, $sessions() );
		$this->rest( 'POST', '/stencilbox/v1/logout' );
		$this->assertSame( 0, $sessions() );

		$bad = $this->rest( 'POST', '/stencilbox/v1/login', array( 'api_key' => 'sbx_wrong', 'viaAPI' => true ) );
		$this->assertSame( 401, $bad->get_status() );
		$this->assertSame( 'login_error', $bad->get_data()['code'], 'a wrong key on the form is a form error' );
		$this->assertSame( 'Please provide a valid API Key.', $bad->get_data()['data']['errors']['api_key'] );
		$empty = $this->rest( 'POST', '/stencilbox/v1/login', array( 'api_key' => ' ', 'viaAPI' => true ) );
		$this->assertSame( 'Please provide a valid API Key.', $empty->get_data()['data']['errors']['api_key'] );

		$ok = $this->rest( 'POST', '/stencilbox/v1/login', array( 'api_key' => $key, 'viaAPI' => true ) );
		$this->assertSame( 200, $ok->get_status() );
		$this->assertSame( 'key@example.org', $ok->get_data()['user']['email'] );
		$this->rest( 'POST', '/stencilbox/v1/logout' );
		$this->assertNotNull( ( new ApiKeys() )->verify( $key ), 'a key the user brought stays theirs' );
	}

	public function test_the_key_is_encrypted_at_rest(): void {
		$id = $this->login_as( 'editor' );
		$this->signup( 'rest@example.org' );
		$raw = get_user_meta( $id, Connections::USER_META, true );
		$this->assertStringStartsWith( 'sb1:', $raw['key'] );
		$this->assertStringNotContainsString( 'sbx_', (string) wp_json_encode( $raw ) );
		global $wpdb;
		$dump = (string) $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->usermeta} WHERE user_id = %d AND meta_key = %s", $id, Connections::USER_META ) );
		$this->assertStringNotContainsString( 'sbx_', $dump );
	}

	public function test_global_sign_in_is_seen_by_every_user_and_ended_by_its_owner(): void {
		$admin = $this->login_as( 'administrator' );
		$this->signup( 'team@example.org' );
		$this->rest( 'POST', '/stencilbox/v1/logout' );
		$ok = $this->rest( 'POST', '/stencilbox/v1/login', array( 'email' => 'team@example.org', 'password' => self::PASSWORD, 'global_signin' => true ) );
		$this->assertSame( 200, $ok->get_status() );
		$this->assertTrue( $ok->get_data()['user']['is_globally_signed'] );
		$this->assertFalse( $ok->get_data()['user']['signed_as_global'] );

		$editor = $this->login_as( 'editor' );
		$seen   = $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data();
		$this->assertTrue( $seen['signed'] );
		$this->assertSame( 'team@example.org', $seen['user']['email'] );
		$this->assertTrue( $seen['user']['signed_as_global'] );
		$this->assertTrue( $seen['user']['link_account'] );
		$this->assertFalse( $seen['user']['unlink_account'] );
		$this->assertSame( $admin, $seen['user']['global_user']['id'] );

		// The editor can neither end the sitewide sign-in nor start one.
		$refused = $this->rest( 'POST', '/stencilbox/v1/logout' );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'signed_as_global', $refused->get_data()['code'] );
		$this->assertSame( 403, $this->rest( 'POST', '/stencilbox/v1/logout', array( 'global' => true ) )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/stencilbox/v1/login', array( 'email' => 'team@example.org', 'password' => self::PASSWORD, 'global_signin' => true ) )->get_status() );

		// Linking their own account overrides the sitewide one; unlinking returns to it.
		$this->signup( 'own@example.org' );
		$mine = $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['user'];
		$this->assertSame( 'own@example.org', $mine['email'] );
		$this->assertTrue( $mine['unlink_account'] );
		$this->assertFalse( $mine['signed_as_global'] );
		$back = $this->rest( 'POST', '/stencilbox/v1/logout' )->get_data();
		$this->assertSame( 'team@example.org', $back['user']['email'] );

		wp_set_current_user( $admin );
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox/v1/logout', array( 'global' => true ) )->get_status() );
		wp_set_current_user( $editor );
		$this->assertFalse( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['signed'] );
	}

	public function test_a_user_borrowing_the_sitewide_account_may_use_it_but_never_manage_it(): void {
		global $wpdb;
		$admin = $this->login_as( 'administrator' );
		$this->signup( 'owner@example.org' );
		$this->rest( 'POST', '/stencilbox/v1/logout' );
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox/v1/login', array( 'email' => 'owner@example.org', 'password' => self::PASSWORD, 'global_signin' => true ) )->get_status() );
		$keys = fn(): int => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Names::table( 'api_keys' ) . ' WHERE revoked_at IS NULL' );
		$before = $keys();

		foreach ( array( 'contributor', 'editor', 'administrator' ) as $role ) {
			$this->login_as( $role );
			$this->assertTrue( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['user']['signed_as_global'], $role );
			// Using the library is fine.
			$this->assertSame( 200, $this->rest( 'GET', '/stencilbox/v1/profile/sync' )->get_status(), $role );
			// Managing the account is not.
			$session_key = (int) $wpdb->get_var( 'SELECT id FROM ' . Names::table( 'api_keys' ) . " WHERE kind = 'session' AND revoked_at IS NULL" );
			$managing    = array(
				array( 'GET', '/stencilbox/v1/profile/api-keys', array() ),
				array( 'POST', '/stencilbox/v1/profile/api-keys', array( 'label' => 'mine now' ) ),
				array( 'DELETE', '/stencilbox/v1/profile/api-keys/' . $session_key, array( 'confirm' => true ) ),
				array( 'POST', '/stencilbox/v1/profile/notice', array( 'show_notice' => false ) ),
				array( 'POST', '/stencilbox/v1/profile/password', array( 'current_password' => self::PASSWORD, 'password' => 'N3wPassword', 'confirm_password' => 'N3wPassword' ) ),
				array( 'POST', '/stencilbox/v1/profile/email', array( 'email' => 'borrowed@example.org', 'current_password' => self::PASSWORD ) ),
				array( 'DELETE', '/stencilbox/v1/profile', array( 'password' => self::PASSWORD, 'confirm' => true ) ),
			);
			foreach ( $managing as [ $method, $route, $params ] ) {
				$refused = $this->rest( $method, $route, $params );
				$this->assertSame( 403, $refused->get_status(), "$role $method $route" );
				$this->assertSame( 'signed_as_global', $refused->get_data()['code'] );
				$this->assertStringContainsString( 'only the administrator who signed the site in', $refused->get_data()['message'] );
			}
		}
		$this->assertSame( $before, $keys(), 'no key was created or revoked' );
		$this->assertSame( 1, (int) ( new AccountRepository() )->find_by_email( 'owner@example.org' )['show_notice'] );

		// The administrator who signed the site in manages it as before.
		wp_set_current_user( $admin );
		$this->assertSame( 200, $this->rest( 'GET', '/stencilbox/v1/profile/api-keys' )->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox/v1/profile/notice', array( 'show_notice' => false ) )->get_status() );
	}

	public function test_a_revoked_key_signs_the_user_out_with_is_signed_failed(): void {
		$id = $this->login_as( 'editor' );
		$this->signup( 'gone@example.org' );
		global $wpdb;
		$wpdb->query( 'UPDATE ' . Names::table( 'api_keys' ) . ' SET revoked_at = NOW()' );
		delete_transient( 'stencilbox_profile_x' );
		wp_cache_flush();
		$response = $this->rest( 'GET', '/stencilbox/v1/profile/sync' );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'invalid_api_key', $response->get_data()['code'] );
		$this->assertSame( '', get_user_meta( $id, Connections::USER_META, true ), 'the dead connection is dropped' );
		$this->assertFalse( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['signed'] );
	}

	public function test_is_signed_answers_is_signed_failed_for_a_dead_key(): void {
		$this->login_as( 'editor' );
		$this->signup( 'dead@example.org' );
		global $wpdb;
		$wpdb->query( 'UPDATE ' . Names::table( 'api_keys' ) . ' SET revoked_at = NOW()' );
		$this->rest( 'POST', '/stencilbox/v1/profile/notice', array( 'show_notice' => true ) ); // Drops the cached profile on the way.
		$response = $this->rest( 'GET', '/stencilbox/v1/is-signed' );
		$this->assertContains( $response->get_data()['code'] ?? 'signed-out', array( 'is_signed_failed', 'signed-out' ) );
	}

	public function test_free_plan_notice_can_be_hidden(): void {
		$this->login_as( 'editor' );
		$data = $this->signup( 'notice@example.org' );
		$this->assertTrue( $data['user']['show_notice'] );
		$hidden = $this->rest( 'POST', '/stencilbox/v1/profile/notice', array( 'show_notice' => false ) )->get_data();
		$this->assertFalse( $hidden['user']['show_notice'] );
		$this->assertFalse( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['user']['show_notice'] );
	}
}
