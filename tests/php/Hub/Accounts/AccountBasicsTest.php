<?php
/**
 * Account basics (issue [23] B): a forgotten password is reset through a
 * mailed one-time link that expires; the password and the email address
 * change with the current password; an account is deleted with its cloud
 * and nothing of any other account's.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Accounts;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\AccountService;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Accounts\MailLinkPages;
use Stencilbox\Hub\Accounts\Throttle;
use Stencilbox\Hub\Engagement\Favourites;
use Stencilbox\Hub\Rest\HubAccountsController;
use Stencilbox\Support\Names;
use Stencilbox\Tests\CloudTestCase;

/**
 * The hub's service, routes and reset page.
 *
 * @group database
 */
final class AccountBasicsTest extends CloudTestCase {
	private const PASSWORD = 'Str0ngPass';
	private const NEW_PASSWORD = 'N3wPassword';

	/**
	 * An account with a password, signed in (a session key), as a site would.
	 *
	 * @param string $email Email.
	 * @return array{id: int, key: string}
	 */
	private function member( string $email ): array {
		$response = $this->hub( 'POST', '/accounts', $this->signup_fields( $email ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		( new AccountRepository() )->update( (int) $response->get_data()['user']['id'], array( 'is_verified' => 1 ) );
		return array(
			'id'  => (int) $response->get_data()['user']['id'],
			'key' => (string) $response->get_data()['api_key'],
		);
	}

	/**
	 * Signs in over the hub; the status.
	 *
	 * @param string $email    Email.
	 * @param string $password Password.
	 */
	private function sign_in( string $email, string $password ): int {
		return $this->hub(
			'POST',
			'/sessions',
			array(
				'email'    => $email,
				'password' => $password,
			)
		)->get_status();
	}

	/**
	 * Asks for a reset link.
	 *
	 * @param string $email Email.
	 */
	private function ask_reset( string $email ): \WP_REST_Response {
		return $this->hub( 'POST', '/password-resets', array( 'email' => $email ) );
	}

	/**
	 * The reset token of the last mail.
	 */
	private function reset_token(): string {
		$this->assertSame( 1, preg_match( '/' . MailLinkPages::RESET_VAR . '=([a-f0-9]{48})/', (string) end( $this->mails )['message'], $m ), 'the last mail holds a reset link' );
		return $m[1];
	}

	/**
	 * What the reset page shows (GET, or POST with the two fields).
	 *
	 * @param string                     $token  Token from the link.
	 * @param array<string, string>|null $fields POST fields (null: GET).
	 * @return array{html: string, status: int}
	 */
	private function reset_page( string $token, ?array $fields = null ): array {
		$status = 0;
		$die    = static function () use ( &$status ): \Closure {
			return static function ( mixed $message, mixed $title = '', mixed $args = array() ) use ( &$status ): never {
				$status = (int) ( $args['response'] ?? 0 );
				throw new \RuntimeException( is_string( $message ) ? $message : '' );
			};
		};
		add_filter( 'wp_die_handler', $die );
		$_REQUEST[ MailLinkPages::RESET_VAR ] = $token;
		$_SERVER['REQUEST_METHOD']                = null === $fields ? 'GET' : 'POST';
		$_POST                                    = (array) $fields;
		$html                                     = '';
		try {
			( new MailLinkPages( $this->service() ) )->password_reset();
		} catch ( \RuntimeException $e ) {
			$html = $e->getMessage();
		} finally {
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$_POST                     = array();
			unset( $_REQUEST[ MailLinkPages::RESET_VAR ] );
			remove_filter( 'wp_die_handler', $die );
		}
		return array(
			'html'   => $html,
			'status' => $status,
		);
	}

	/**
	 * The hub's account service, as the plugin builds it.
	 */
	private function service(): AccountService {
		return new AccountService( new AccountRepository(), new ApiKeys(), new Throttle() );
	}

	/**
	 * Whether a key still opens the account.
	 *
	 * @param string $key Key.
	 */
	private function works( string $key ): bool {
		return 200 === $this->hub( 'GET', '/me', array(), $key )->get_status();
	}

	public function test_a_reset_request_answers_the_same_whether_or_not_the_address_has_an_account(): void {
		$this->member( 'ana@example.org' );
		$this->mails = array();
		$known       = $this->ask_reset( 'Ana@Example.org' );
		$unknown     = $this->ask_reset( 'nobody@example.org' );
		$this->assertSame( 200, $known->get_status() );
		$this->assertSame( $known->get_status(), $unknown->get_status() );
		$this->assertSame( $known->get_data(), $unknown->get_data() );
		$this->assertSame( HubAccountsController::reset_sent_message(), $known->get_data()['message'] );
		$this->assertStringContainsString( 'valid for 1 hour', $known->get_data()['message'] );
		$this->assertCount( 1, $this->mails, 'only the account is mailed' );
		$this->assertSame( 'ana@example.org', $this->mails[0]['to'] );
		$this->assertStringContainsString( 'valid for 1 hour', (string) $this->mails[0]['message'] );

		$bad = $this->ask_reset( 'not-an-address' );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 'account_errors', $bad->get_data()['code'] );
		$this->assertSame( 'Please enter a valid email address.', $bad->get_data()['data']['errors']['email'] );
	}

	public function test_the_link_sets_a_new_password_once_and_signs_out_password_sessions_only(): void {
		$ana      = $this->member( 'ana@example.org' );
		$personal = $this->hub( 'POST', '/me/api-keys', array( 'label' => 'Laptop' ), $ana['key'] )->get_data()['api_key'];
		$this->ask_reset( 'ana@example.org' );
		$token = $this->reset_token();
		// The token is not stored: only a hash names its record.
		global $wpdb;
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s OR option_value LIKE %s", '%' . $token . '%', '%' . $token . '%' ) ) );

		$form = $this->reset_page( $token );
		$this->assertSame( 200, $form['status'] );
		$this->assertStringContainsString( 'Choose a new password', $form['html'] );
		$this->assertStringContainsString( 'name="confirm_password"', $form['html'] );
		$this->assertSame( 200, $this->sign_in( 'ana@example.org', self::PASSWORD ), 'opening the link changes nothing' );

		$weak = $this->reset_page(
			$token,
			array(
				'password'         => 'short',
				'confirm_password' => 'short',
			)
		);
		$this->assertSame( 400, $weak['status'] );
		$this->assertStringContainsString( 'Password must contain at least 8 characters', $weak['html'] );

		$done = $this->reset_page(
			$token,
			array(
				'password'         => self::NEW_PASSWORD,
				'confirm_password' => self::NEW_PASSWORD,
			)
		);
		$this->assertSame( 200, $done['status'], $done['html'] );
		$this->assertStringContainsString( 'Your password has been changed', $done['html'] );
		$this->assertSame( 401, $this->sign_in( 'ana@example.org', self::PASSWORD ) );
		$this->assertSame( 200, $this->sign_in( 'ana@example.org', self::NEW_PASSWORD ) );
		$this->assertFalse( $this->works( $ana['key'] ), 'the session signed in with the old password ended' );
		$this->assertTrue( $this->works( $personal ), 'a personal API key stays' );
		$this->assertSame( 'Your Stencilbox password was changed', end( $this->mails )['subject'] );

		$again = $this->reset_page(
			$token,
			array(
				'password'         => 'An0therPass',
				'confirm_password' => 'An0therPass',
			)
		);
		$this->assertSame( 400, $again['status'], 'the link works once' );
		$this->assertStringContainsString( 'invalid, has expired or was already used', $again['html'] );
		$this->assertSame( 200, $this->sign_in( 'ana@example.org', self::NEW_PASSWORD ) );
	}

	public function test_an_account_started_with_someone_elses_address_keeps_no_key_once_its_owner_resets_the_password(): void {
		// Found by probing (2026-12-04): anyone may sign up with any address.
		// Such an account made a personal key before the address was proven,
		// and the key outlived the owner's reset.
		$started = $this->hub( 'POST', '/accounts', $this->signup_fields( 'owner@example.org' ) );
		$this->assertSame( 200, $started->get_status(), (string) wp_json_encode( $started->get_data() ) );
		$session = (string) $started->get_data()['api_key'];
		$this->assertFalse( $started->get_data()['user']['is_verified'] );

		// No personal key before the address is proven.
		$refused = $this->hub( 'POST', '/me/api-keys', array( 'label' => 'Backup' ), $session );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'unverified_account', $refused->get_data()['code'] );
		$this->assertSame( 'Verify your email address before you create an API key: use the link we sent you.', $refused->get_data()['message'] );
		$this->assertNotContains( 'personal', array_column( $this->hub( 'GET', '/me/api-keys', array(), $session )->get_data()['data'], 'kind' ) );
		// One made before this rule (or by any other way) goes with the owner's reset too.
		$earlier = ( new ApiKeys() )->create( (int) $started->get_data()['user']['id'], 'Backup', ApiKeys::KIND_PERSONAL );
		$this->assertTrue( $this->works( $earlier ) );

		$this->ask_reset( 'owner@example.org' );
		$done = $this->reset_page(
			$this->reset_token(),
			array(
				'password'         => self::NEW_PASSWORD,
				'confirm_password' => self::NEW_PASSWORD,
			)
		);
		$this->assertSame( 200, $done['status'], $done['html'] );
		$this->assertStringContainsString( 'Every site and API key that used this account before has been signed out.', $done['html'] );
		$this->assertStringNotContainsString( 'stay valid', $done['html'] );
		$this->assertFalse( $this->works( $session ), 'the session key made before is revoked' );
		$this->assertFalse( $this->works( $earlier ), 'and the personal key' );
		$this->assertSame( 1, (int) ( new AccountRepository() )->find( (int) $started->get_data()['user']['id'] )['is_verified'] );

		// Verified now: a personal key may be made, and the next reset keeps it.
		$this->assertSame( 200, $this->sign_in( 'owner@example.org', self::NEW_PASSWORD ) );
		$owner = $this->hub( 'POST', '/sessions', array( 'email' => 'owner@example.org', 'password' => self::NEW_PASSWORD ) )->get_data()['api_key'];
		$made  = $this->hub( 'POST', '/me/api-keys', array( 'label' => 'Laptop' ), $owner );
		$this->assertSame( 200, $made->get_status(), (string) wp_json_encode( $made->get_data() ) );
		$this->ask_reset( 'owner@example.org' );
		$this->reset_page(
			$this->reset_token(),
			array(
				'password'         => 'An0therPass',
				'confirm_password' => 'An0therPass',
			)
		);
		$this->assertTrue( $this->works( (string) $made->get_data()['api_key'] ), 'a verified account keeps its personal keys' );
	}

	public function test_a_link_expires_after_an_hour_and_with_a_newer_password(): void {
		$this->member( 'ana@example.org' );
		$this->ask_reset( 'ana@example.org' );
		$token  = $this->reset_token();
		$key    = 'stencilbox_reset_' . substr( hash( 'sha256', $token ), 0, 40 );
		$record = get_transient( $key );
		$this->assertIsArray( $record );
		$this->assertEqualsWithDelta( time() + AccountService::RESET_TTL, $record['expires'], 5 );
		$this->assertSame( HOUR_IN_SECONDS, AccountService::RESET_TTL );
		$record['expires'] = time() - 1;
		set_transient( $key, $record, HOUR_IN_SECONDS );
		$this->assertSame( 400, $this->reset_page( $token )['status'] );
		$this->assertNull( $this->service()->reset_account( $token ) );

		// A link asked for before the password changed another way is dead too.
		$this->ask_reset( 'ana@example.org' );
		$token = $this->reset_token();
		$this->assertNotNull( $this->service()->reset_account( $token ) );
		$account = ( new AccountRepository() )->find_by_email( 'ana@example.org' );
		( new AccountRepository() )->update( (int) $account['id'], array( 'password_hash' => wp_hash_password( 'Changed1Elsewhere' ) ) );
		$this->assertNull( $this->service()->reset_account( $token ) );
		$this->assertSame( 400, $this->reset_page( 'zz' . substr( $token, 2 ) )['status'], 'a malformed token' );
	}

	public function test_reset_requests_are_throttled_per_address_asked_for_whether_or_not_it_exists(): void {
		$this->member( 'ana@example.org' );
		foreach ( array( 'ana@example.org', 'nobody@example.org' ) as $email ) {
			$this->mails = array();
			for ( $i = 0; $i < AccountService::RESET_MAX_PER_EMAIL; $i++ ) {
				$this->assertSame( 200, $this->ask_reset( $email )->get_status() );
			}
			$refused = $this->ask_reset( $email );
			$this->assertSame( 429, $refused->get_status(), $email );
			$this->assertSame( 'too_many_attempts', $refused->get_data()['code'] );
			$this->assertStringStartsWith( 'Too many password reset requests. Please try again in 15 minutes', $refused->get_data()['message'] );
			$this->assertCount( 'ana@example.org' === $email ? AccountService::RESET_MAX_PER_EMAIL : 0, $this->mails );
		}
		// Sign-in is not locked by reset requests.
		$this->assertSame( 200, $this->sign_in( 'ana@example.org', self::PASSWORD ) );
	}

	public function test_one_address_may_start_only_so_many_accounts_and_a_refused_sign_up_does_not_count(): void {
		// Each sign-up mails an address no one has proven: without a limit
		// per caller, one browser could mail any number of strangers.
		$signup = fn( string $email, array $overrides = array() ): \WP_REST_Response => $this->hub( 'POST', '/accounts', $this->signup_fields( $email, $overrides ) );
		$this->assertSame( 400, $signup( 'bad@example.org', array( 'confirm_password' => 'Other1Pass' ) )->get_status(), 'a refused sign-up' );
		for ( $i = 1; $i <= AccountService::SIGNUP_MAX_PER_ADDRESS; $i++ ) {
			$this->assertSame( 200, $signup( "person{$i}@example.org" )->get_status(), "sign-up {$i}" );
		}
		$this->assertCount( AccountService::SIGNUP_MAX_PER_ADDRESS, $this->mails, 'one verification mail each' );
		$refused = $signup( 'one-more@example.org' );
		$this->assertSame( 429, $refused->get_status() );
		$this->assertSame( 'too_many_attempts', $refused->get_data()['code'] );
		$this->assertSame( 'Too many accounts were started from your address. Please try again in 15 minutes.', $refused->get_data()['message'] );
		$this->assertNull( ( new AccountRepository() )->find_by_email( 'one-more@example.org' ), 'no account' );
		$this->assertCount( AccountService::SIGNUP_MAX_PER_ADDRESS, $this->mails, 'no mail' );
		// Signing in is not sign-up: it still works.
		$this->assertSame( 200, $this->sign_in( 'person1@example.org', 'Str0ngPass' ) );
		// A hub whose owner expects many people behind one address raises it.
		add_filter( 'stencilbox_hub_signup_limit', static fn(): int => 20 );
		$this->assertSame( 200, $signup( 'one-more@example.org' )->get_status() );
	}

	public function test_the_password_changes_with_the_current_one_and_keeps_the_asking_key(): void {
		$ana    = $this->member( 'ana@example.org' );
		$other  = $this->hub(
			'POST',
			'/sessions',
			array(
				'email'    => 'ana@example.org',
				'password' => self::PASSWORD,
			)
		)->get_data()['api_key'];
		$change = fn( string $current, string $new, string $confirm ): \WP_REST_Response => $this->hub(
			'POST',
			'/me/password',
			array(
				'current_password' => $current,
				'password'         => $new,
				'confirm_password' => $confirm,
			),
			$ana['key']
		);
		$wrong = $change( 'Wr0ngPassword', self::NEW_PASSWORD, self::NEW_PASSWORD );
		$this->assertSame( 403, $wrong->get_status() );
		$this->assertSame( 'incorrect_password', $wrong->get_data()['code'] );
		$this->assertSame( 'The password is incorrect.', $wrong->get_data()['data']['errors']['current_password'] );
		$weak = $change( self::PASSWORD, 'weakpass', 'weakpass' );
		$this->assertSame( 400, $weak->get_status() );
		$this->assertSame( 'account_errors', $weak->get_data()['code'] );
		$this->assertArrayHasKey( 'password', $weak->get_data()['data']['errors'] );
		$this->assertSame( 'Password not matched!', $change( self::PASSWORD, self::NEW_PASSWORD, 'N3wPasswordX' )->get_data()['data']['errors']['confirm_password'] );

		$this->assertSame( 200, $change( self::PASSWORD, self::NEW_PASSWORD, self::NEW_PASSWORD )->get_status() );
		$this->assertTrue( $this->works( $ana['key'] ), 'the key that asked stays' );
		$this->assertFalse( $this->works( $other ), 'another password sign-in ended' );
		$this->assertSame( 200, $this->sign_in( 'ana@example.org', self::NEW_PASSWORD ) );
	}

	public function test_wrong_current_passwords_count_as_failed_sign_ins(): void {
		$ana = $this->member( 'ana@example.org' );
		for ( $i = 0; $i < Throttle::MAX_FAILURES; $i++ ) {
			$this->assertSame( 403, $this->hub( 'DELETE', '/me', array( 'password' => 'Wr0ngPassword', 'confirm' => true ), $ana['key'] )->get_status() );
		}
		$locked = $this->hub( 'POST', '/me/email', array( 'email' => 'new@example.org', 'current_password' => self::PASSWORD ), $ana['key'] );
		$this->assertSame( 429, $locked->get_status() );
		$this->assertSame( 'too_many_attempts', $locked->get_data()['code'] );
		$this->assertSame( 429, $this->sign_in( 'ana@example.org', self::PASSWORD ) );
		$this->assertTrue( $this->works( $ana['key'] ) );
	}

	public function test_the_email_changes_with_the_password_and_the_new_address_is_verified_again(): void {
		$ana = $this->member( 'ana@example.org' );
		$this->member( 'taken@example.org' );
		$move = fn( string $email, string $password ): \WP_REST_Response => $this->hub(
			'POST',
			'/me/email',
			array(
				'email'            => $email,
				'current_password' => $password,
			),
			$ana['key']
		);
		$this->assertSame( 403, $move( 'new@example.org', 'Wr0ngPassword' )->get_status() );
		$taken = $move( 'Taken@example.org', self::PASSWORD );
		$this->assertSame( 400, $taken->get_status() );
		$this->assertSame( 'An account with this email address already exists.', $taken->get_data()['data']['errors']['email'] );
		$this->assertSame( 'This is already your email address.', $move( 'ana@example.org', self::PASSWORD )->get_data()['data']['errors']['email'] );
		$this->assertSame( 'Please enter a valid email address.', $move( 'nope', self::PASSWORD )->get_data()['data']['errors']['email'] );

		$this->mails = array();
		$moved       = $move( 'New@Example.org', self::PASSWORD );
		$this->assertSame( 200, $moved->get_status(), (string) wp_json_encode( $moved->get_data() ) );
		$this->assertSame( 'new@example.org', $moved->get_data()['user']['email'] );
		$this->assertFalse( $moved->get_data()['user']['is_verified'], 'the new address is not verified yet' );
		$this->assertSame( array( 'new@example.org', 'ana@example.org' ), array_column( $this->mails, 'to' ), 'a link to the new address, a notice to the old' );
		$this->assertSame( 1, preg_match( '/stencilbox-verify=([a-f0-9]{48})/', (string) $this->mails[0]['message'], $m ) );
		$this->assertStringContainsString( 'new@example.org', (string) $this->mails[1]['message'] );
		$this->assertSame( 401, $this->sign_in( 'ana@example.org', self::PASSWORD ) );
		$this->assertSame( 200, $this->sign_in( 'new@example.org', self::PASSWORD ) );
		$this->assertSame( 200, $this->hub( 'POST', '/verification', array( 'token' => $m[1] ) )->get_status() );
		$this->assertTrue( $this->hub( 'GET', '/me', array(), $ana['key'] )->get_data()['user']['is_verified'] );
	}

	public function test_a_key_is_revoked_on_the_hub_only_when_the_caller_confirms(): void {
		// A revoked key cannot be restored: as the account's own deletion,
		// the hub's route asks for `confirm: true` (found by probing, 2026-12-02).
		$ana      = $this->member( 'ana@example.org' );
		$personal = $this->hub( 'POST', '/me/api-keys', array( 'label' => 'Laptop' ), $ana['key'] )->get_data();
		$id       = (int) $personal['data'][0]['id'];
		foreach ( array( array(), array( 'confirm' => false ) ) as $params ) {
			$refused = $this->hub( 'DELETE', '/me/api-keys/' . $id, $params, $ana['key'] );
			$this->assertSame( 400, $refused->get_status(), (string) wp_json_encode( $params ) );
			$this->assertSame( 200, $this->hub( 'GET', '/me', array(), $personal['api_key'] )->get_status(), 'the key still works' );
		}
		$this->assertSame( 200, $this->hub( 'DELETE', '/me/api-keys/' . $id, array( 'confirm' => true ), $ana['key'] )->get_status() );
		$gone = $this->hub( 'GET', '/me', array(), $personal['api_key'] );
		$this->assertSame( 401, $gone->get_status() );
		$this->assertSame( 'invalid_api_key', $gone->get_data()['code'] );
	}

	public function test_deleting_an_account_removes_its_cloud_keys_and_engagement_and_nothing_of_others(): void {
		global $wpdb;
		$ana = $this->member( 'ana@example.org' );
		$bo  = $this->member( 'bo@example.org' );
		// Ana: My Clouds, her WorkSpace shared with Bo (each adds a file), and
		// a file in Bo's WorkSpace, where she is a member.
		$ana_file  = $this->push( $ana['key'], 'Ana home' );
		$ana_space = $this->workspace( $ana['key'], 'Ana kit', array( 'bo@example.org' ) );
		$this->push( $ana['key'], 'Ana in her kit', (int) $ana_space['id'] );
		$bo_in_ana = $this->push( $bo['key'], 'Bo in Ana kit', (int) $ana_space['id'], array( 'content' => '<!-- wp:paragraph --><p>Bo</p><!-- /wp:paragraph -->' ) );
		$bo_space  = $this->workspace( $bo['key'], 'Bo kit', array( 'ana@example.org' ) );
		$this->push( $ana['key'], 'Ana in Bo kit', (int) $bo_space['id'] );
		$bo_file = $this->push( $bo['key'], 'Bo home' );
		$this->assertSame( 200, $this->hub( 'POST', '/cloud/files/' . $ana_file['id'] . '/versions', array( 'content' => '<!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph -->' ), $ana['key'] )->get_status() );
		( new Favourites() )->set( $ana['id'], 999, true );
		( new Favourites() )->set( $bo['id'], 999, true );
		$count = static fn( string $table, int $account ): int => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE account_id = %d', Names::table( $table ), $account ) );

		$unconfirmed = $this->hub( 'DELETE', '/me', array( 'password' => self::PASSWORD ), $ana['key'] );
		$this->assertSame( 400, $unconfirmed->get_status() );
		$this->assertSame( 403, $this->hub( 'DELETE', '/me', array( 'password' => 'Wr0ngPassword', 'confirm' => true ), $ana['key'] )->get_status() );
		$this->assertSame( 3, $count( 'cloud_files', $ana['id'] ), 'a refused deletion removes nothing' );

		$deleted = $this->hub( 'DELETE', '/me', array( 'password' => self::PASSWORD, 'confirm' => true ), $ana['key'] );
		$this->assertSame( 200, $deleted->get_status(), (string) wp_json_encode( $deleted->get_data() ) );
		$this->assertNull( ( new AccountRepository() )->find( $ana['id'] ) );
		$this->assertSame( 401, $this->hub( 'GET', '/me', array(), $ana['key'] )->get_status() );
		$this->assertSame( 0, $count( 'api_keys', $ana['id'] ) );
		$this->assertSame( 0, $count( 'cloud_files', $ana['id'] ) );
		$this->assertSame( 0, $count( 'cloud_words', $ana['id'] ) );
		$this->assertSame( 0, $count( 'cloud_workspaces', $ana['id'] ) );
		$this->assertSame( 0, $count( 'cloud_members', $ana['id'] ) );
		$this->assertSame( 0, $count( 'favourites', $ana['id'] ) );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE kind = %s AND target_id = %d', Names::table( 'versions' ), 'file', $ana_file['id'] ) ) );
		$this->assertSame( 401, $this->sign_in( 'ana@example.org', self::PASSWORD ) );

		// Bo keeps everything: his file from Ana's WorkSpace is back in his My Clouds.
		$this->assertTrue( $this->works( $bo['key'] ) );
		$this->assertSame( 2, $count( 'cloud_files', $bo['id'] ) );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT workspace_id FROM %i WHERE id = %d', Names::table( 'cloud_files' ), $bo_in_ana['id'] ) ) );
		$this->assertSame( 200, $this->hub( 'GET', '/cloud/files/' . $bo_file['id'], array(), $bo['key'] )->get_status() );
		$this->assertSame( 200, $this->hub( 'GET', '/cloud/files/' . $bo_in_ana['id'], array(), $bo['key'] )->get_status(), 'its body is still there' );
		$this->assertSame( 404, $this->hub( 'GET', '/cloud/workspaces/' . $ana_space['id'], array(), $bo['key'] )->get_status() );
		$this->assertSame( 200, $this->hub( 'GET', '/cloud/workspaces/' . $bo_space['id'], array(), $bo['key'] )->get_status() );
		$this->assertSame( 1, $count( 'favourites', $bo['id'] ) );
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', Names::table( 'cloud_workspaces' ) ) ) );
	}
}
