<?php
/**
 * A WorkSpace invitation a stranger can use ([23]): the mail links to a page
 * on the hub (not the inviter's wp-admin), where the invited address makes
 * its account — verified, since the mail reached it — and joins.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Cloud;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Cloud\InvitationPage;
use Stencilbox\Hub\Cloud\Workspaces;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Plugin;
use Stencilbox\Tests\CloudTestCase;

/**
 * The invitation mail's link, opened and answered as a stranger.
 *
 * @database-neutral shares a WorkSpace through the routes; what it tests is the page the mail's link opens.
 */
final class InvitationPageTest extends CloudTestCase {
	/**
	 * Shares a WorkSpace with an address; the link of the invitation mail.
	 *
	 * @param string $email Invited address.
	 * @return array{0: string, 1: array<string, mixed>} Link, workspace.
	 */
	private function invite( string $email ): array {
		$owner     = $this->hub_account( 'pro', 'owner-' . wp_generate_password( 4, false ) . '@example.org' );
		$workspace = $this->workspace( $owner['key'], 'Launch kit', array( $email ) );
		$mail      = end( $this->mails );
		$this->assertSame( array( $email ), (array) $mail['to'] );
		$this->assertStringContainsString( 'invited you', (string) $mail['subject'] );
		$this->assertSame( 1, preg_match( '#https?://\S+#', (string) $mail['message'], $m ) );
		return array( $m[0], $workspace );
	}

	/**
	 * What the link shows (GET) or answers to a form (POST), as a visitor.
	 *
	 * @param string               $link Link from the mail.
	 * @param array<string, mixed> $post Form fields (POST), or none (GET).
	 * @return array{0: int, 1: string} Status, HTML.
	 */
	private function open( string $link, ?array $post = null ): array {
		wp_set_current_user( 0 );
		parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $query );
		$status = 0;
		$die    = static function () use ( &$status ): \Closure {
			return static function ( mixed $message, mixed $title = '', mixed $args = array() ) use ( &$status ): never {
				$status = (int) ( is_array( $args ) ? ( $args['response'] ?? 0 ) : 0 );
				throw new \RuntimeException( is_string( $message ) ? $message : '' );
			};
		};
		add_filter( 'wp_die_handler', $die );
		$_REQUEST                  = $query + ( $post ?? array() );
		$_POST                     = $post ?? array();
		$_SERVER['REQUEST_METHOD'] = null === $post ? 'GET' : 'POST';
		$html                      = '';
		try {
			Plugin::instance()->service( InvitationPage::class )->maybe_render();
		} catch ( \RuntimeException $e ) {
			$html = $e->getMessage();
		} finally {
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$_REQUEST                  = array();
			$_POST                     = array();
			remove_filter( 'wp_die_handler', $die );
		}
		return array( $status, $html );
	}

	public function test_a_stranger_makes_an_account_from_the_link_and_joins(): void {
		[ $link, $workspace ] = $this->invite( 'stranger@example.org' );
		$this->assertStringStartsWith( home_url( '/?' . InvitationPage::QUERY_VAR . '=' ), $link );
		$this->assertStringNotContainsString( 'wp-admin', $link );

		// Opened by someone signed in nowhere: who invited, to what, and a form.
		[ $status, $html ] = $this->open( $link );
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( 'Mia Stone invited you to the Stencilbox WorkSpace “Launch kit”', $html );
		$this->assertStringContainsString( 'value="stranger@example.org"', $html );
		$this->assertStringContainsString( 'name="password"', $html );
		$this->assertStringContainsString( 'Create account and join', $html );
		// Its content in one main landmark, as the other mailed-link pages ([23] G).
		$this->assertStringContainsString( '<main><h1>Join the WorkSpace</h1>', $html );
		$this->assertNull( ( new AccountRepository() )->find_by_email( 'stranger@example.org' ), 'GET writes nothing' );

		// A bad form: the reasons, nothing made.
		[ $status, $html ] = $this->open( $link, array( 'first_name' => 'Noa', 'last_name' => 'Reyes', 'password' => 'short', 'confirm_password' => 'short' ) );
		$this->assertSame( 400, $status );
		$this->assertStringContainsString( 'role="alert"', $html );
		$this->assertNull( ( new AccountRepository() )->find_by_email( 'stranger@example.org' ) );

		$before = count( $this->mails );
		[ $status, $html ] = $this->open(
			$link,
			array(
				'first_name'       => 'Noa',
				'last_name'        => 'Reyes',
				'password'         => 'Str0ngPass',
				'confirm_password' => 'Str0ngPass',
				'privacy_consent'  => '1',
				'terms_consent'    => '1',
			)
		);
		$this->assertSame( 200, $status, $html );
		$this->assertStringContainsString( 'You have joined the WorkSpace', $html );
		// Where to use it: Stencilbox on their own site, pointed at this library.
		$this->assertStringContainsString( esc_html( home_url( '/' ) ), $html );
		$this->assertStringContainsString( 'Hub address', $html );
		$account = ( new AccountRepository() )->find_by_email( 'stranger@example.org' );
		$this->assertNotNull( $account );
		$this->assertSame( 1, (int) $account['is_verified'], 'the mail reached the address: verified' );
		$this->assertSame( $before, count( $this->mails ), 'no verification mail to answer again' );
		$this->assertSame( Workspaces::MEMBER, ( new Workspaces() )->status( (int) $workspace['id'], (int) $account['id'] ) );

		// The link again: a member already, told where it is (not that it just joined).
		[ $status, $html ] = $this->open( $link );
		$this->assertSame( 200, $status );
		$this->assertStringNotContainsString( 'You have joined', $html );
		$this->assertStringContainsString( 'You are a member of', $html );
	}

	public function test_an_account_started_with_the_address_goes_to_whoever_answers_the_mail_with_a_new_password(): void {
		// Found by probing (2026-12-04): anyone may sign up with any
		// address; "Confirm and join" verified such an account as it was,
		// so whoever started it kept its password and keys and became a
		// member of the WorkSpace the address's owner was invited to.
		$account  = $this->hub_account( 'free', 'unverified@example.org', false );
		$sessions = new ApiKeys();
		$session  = $sessions->create( $account['id'], 'squatter site', ApiKeys::KIND_SESSION );
		( new AccountRepository() )->update( $account['id'], array( 'password_hash' => wp_hash_password( 'Squatter-Pass-1' ) ) );
		[ $link, $workspace ] = $this->invite( 'unverified@example.org' );
		[ $status, $html ] = $this->open( $link );
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( 'its address was never confirmed', $html );
		$this->assertStringContainsString( 'name="password"', $html );
		$this->assertStringContainsString( 'name="confirm_password"', $html );
		$this->assertStringContainsString( 'Confirm and join', $html );
		$this->assertNull( ( new Workspaces() )->status( (int) $workspace['id'], $account['id'] ), 'not a member before confirming' );

		// Confirming without a password (the old form) or with a weak one: refused, nothing changes.
		foreach ( array( array(), array( 'password' => 'short', 'confirm_password' => 'short' ) ) as $post ) {
			[ $status, $html ] = $this->open( $link, $post );
			$this->assertSame( 400, $status, $html );
			$this->assertStringContainsString( 'role="alert"', $html );
			$this->assertSame( 0, (int) ( new AccountRepository() )->find( $account['id'] )['is_verified'] );
			$this->assertNull( ( new Workspaces() )->status( (int) $workspace['id'], $account['id'] ) );
			$this->assertNotNull( $sessions->verify( $session ) );
		}

		[ $status, $html ] = $this->open( $link, array( 'password' => 'Owner-Pass-2', 'confirm_password' => 'Owner-Pass-2' ) );
		$this->assertSame( 200, $status, $html );
		$this->assertStringContainsString( 'You have joined the WorkSpace', $html );
		$row = ( new AccountRepository() )->find( $account['id'] );
		$this->assertSame( 1, (int) $row['is_verified'] );
		$this->assertSame( Workspaces::MEMBER, ( new Workspaces() )->status( (int) $workspace['id'], $account['id'] ) );
		// The account is the address owner's now: the starter's password and keys no longer open it.
		$this->assertTrue( wp_check_password( 'Owner-Pass-2', (string) $row['password_hash'] ) );
		$this->assertFalse( wp_check_password( 'Squatter-Pass-1', (string) $row['password_hash'] ) );
		$this->assertNull( $sessions->verify( $session ), 'the session key made before is revoked' );
		$this->assertNull( $sessions->verify( $account['key'] ), 'and the personal key too' );
	}

	public function test_a_changed_link_or_a_withdrawn_invitation_opens_nothing(): void {
		[ $link, $workspace ] = $this->invite( 'someone@example.org' );
		// Another address with the same signature.
		parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $query );
		[ $encoded, $signature ] = explode( '.', $query[ InvitationPage::QUERY_VAR ] );
		$forged = add_query_arg( InvitationPage::QUERY_VAR, rtrim( strtr( base64_encode( $workspace['id'] . '|attacker@example.org' ), '+/', '-_' ), '=' ) . '.' . $signature, home_url( '/' ) );
		$this->assertNotSame( $encoded, explode( '.', (string) wp_parse_url( $forged, PHP_URL_QUERY ) )[0] );
		[ $status ] = $this->open( $forged, array( 'first_name' => 'Eve', 'last_name' => 'Mallory', 'password' => 'Str0ngPass', 'confirm_password' => 'Str0ngPass', 'privacy_consent' => '1', 'terms_consent' => '1' ) );
		$this->assertSame( 404, $status );
		$this->assertNull( ( new AccountRepository() )->find_by_email( 'attacker@example.org' ) );

		// Withdrawn: the owner removed the address.
		( new Workspaces() )->remove_member( (int) $workspace['id'], 'someone@example.org' );
		[ $status, $html ] = $this->open( $link );
		$this->assertSame( 404, $status );
		$this->assertStringContainsString( 'This invitation cannot be used', $html );
	}

	public function test_a_hub_that_serves_only_itself_says_to_use_this_site(): void {
		[ $link ] = $this->invite( 'local@example.org' );
		// The hub stops serving other sites after the invitation was sent.
		update_option( HubController::REMOTE_OPTION, 0 );
		[ $status, $html ] = $this->open(
			$link,
			array(
				'first_name'       => 'Lia',
				'last_name'        => 'Ortiz',
				'password'         => 'Str0ngPass',
				'confirm_password' => 'Str0ngPass',
				'privacy_consent'  => '1',
				'terms_consent'    => '1',
			)
		);
		$this->assertSame( 200, $status, $html );
		$this->assertStringContainsString( 'ask the person who invited you for a user on it', $html );
		$this->assertStringNotContainsString( 'Hub address', $html );
	}

	public function test_a_member_s_mail_opens_the_hub_s_page_that_says_where_the_workspace_is(): void {
		// A verified account is a member at once; the site it was shared
		// from may be one the member cannot open (no user in its WordPress).
		$this->hub_account( 'free', 'member@example.org' );
		$owner = $this->hub_account( 'pro', 'owner-m@example.org' );
		$this->workspace( $owner['key'], 'Launch kit', array( 'member@example.org' ) );
		$mail = end( $this->mails );
		$this->assertStringContainsString( 'shared the WorkSpace', (string) $mail['subject'] );
		$this->assertSame( 1, preg_match_all( '#https?://\S+#', (string) $mail['message'], $m ) );
		$link = $m[0][0];
		$this->assertStringStartsWith( home_url( '/?' . InvitationPage::QUERY_VAR . '=' ), $link );
		$this->assertStringNotContainsString( 'wp-admin', $link );

		// Opened signed in nowhere: a member, and where to use it.
		[ $status, $html ] = $this->open( $link );
		$this->assertSame( 200, $status, $html );
		$this->assertStringContainsString( 'You are a member of Mia Stone’s WorkSpace “Launch kit”', $html );
		// Added by the owner, not joining through a form: the page does not say it was just joined.
		$this->assertStringNotContainsString( 'You have joined', $html );
		$this->assertStringContainsString( '<h1>The WorkSpace “Launch kit”</h1>', $html );
		$this->assertStringContainsString( 'Hub address', $html );
		$this->assertStringNotContainsString( 'name="password"', $html, 'nothing to sign up for' );
	}
}
