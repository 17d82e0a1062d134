<?php
/**
 * Sharing by email: members at once for verified accounts, invitations for
 * everyone else, invitations that become memberships on verification.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Cloud;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\Validation;
use Stencilbox\Tests\CloudTestCase;

/**
 * Members, invitations, mails.
 *
 * @group database
 */
final class SharingTest extends CloudTestCase {
	public function test_addresses_are_cleaned_members_are_told_and_others_invited(): void {
		$owner = $this->hub_account( 'pro', 'owner@example.org' );
		$this->hub_account( 'free', 'known@example.org' );
		$space = $this->workspace( $owner['key'], 'Launch kit', array( ' Known@Example.org ', 'known@example.org', 'newcomer@example.org', 'OWNER@example.org' ) );
		$this->assertSame( array( 'known@example.org' ), $space['share_with'], 'lower-cased, once, the owner left out' );
		$this->assertSame( array( 'newcomer@example.org' ), $space['pending_invitations'] );
		$this->assertSame( 'Mia Stone', $space['sharedWith'][0]['name'] );
		$this->assertStringStartsWith( 'data:image/svg+xml;base64,', $space['sharedWith'][0]['profile_photo'] );

		$this->assertCount( 2, $this->mails );
		[ $told, $invited ] = $this->mails;
		$this->assertSame( 'known@example.org', $told['to'] );
		$this->assertSame( 'Mia Stone shared the WorkSpace “Launch kit” with you', $told['subject'] );
		$this->assertSame( 'newcomer@example.org', $invited['to'] );
		$this->assertSame( 'Mia Stone invited you to the WorkSpace “Launch kit”', $invited['subject'] );
		$this->assertStringContainsString( 'newcomer@example.org', $invited['message'] );

		// Sharing again with the same people sends nothing more.
		$this->hub( 'POST', "/cloud/workspaces/{$space['id']}", array( 'share_with' => array( 'known@example.org', 'NEWCOMER@example.org' ) ), $owner['key'] );
		$this->assertCount( 2, $this->mails );
	}

	/**
	 * Part 2 §5: an address is added "only if valid" — and valid is the one
	 * rule the Add button and sign-up apply (`Validation::email`), not
	 * WordPress's stricter `is_email()`, which refused an address an account
	 * signed up with ("zoë@example.org") after the dialog had let it in.
	 */
	public function test_an_address_is_valid_by_the_account_rule(): void {
		$owner = $this->hub_account( 'pro', 'owner@example.org' );
		$this->assertNull( Validation::email( 'zoë@example.org' ), 'sign-up takes it' );
		$this->hub_account( 'free', 'zoë@example.org' );
		$space = $this->workspace( $owner['key'], 'Kit', array( 'zoë@example.org', 'ana@studio_north.example' ) );
		$this->assertSame( array( 'zoë@example.org' ), $space['share_with'] );
		$this->assertSame( array( 'ana@studio_north.example' ), $space['pending_invitations'] );

		$refused = $this->hub( 'POST', "/cloud/workspaces/{$space['id']}", array( 'share_with' => array( 'ana@', "ana\u{00A0}b@example.org" ) ), $owner['key'] );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'invalid_data', $refused->get_data()['code'] );
		$this->assertSame( array( 'ana@', "ana\u{00A0}b@example.org" ), $refused->get_data()['data']['invalid'] );
	}

	public function test_an_invitation_becomes_a_membership_when_the_address_is_verified(): void {
		$owner = $this->hub_account( 'pro', 'owner@example.org' );
		$space = $this->workspace( $owner['key'], 'Launch kit', array( 'later@example.org' ) );
		$this->push( $owner['key'], 'Landing', $space['id'] );

		// Signs up on the site (the hub mails a verification link).
		$this->login_as( 'editor' );
		$user = $this->signup( 'Later@example.org' )['user'];
		$key  = ( new \Stencilbox\Hub\Accounts\ApiKeys() )->create( (int) $user['id'], 'test', 'personal' );
		$this->assertSame( array(), $this->hub( 'GET', '/cloud/workspaces', array( 'shared' => 1 ), $key )->get_data()['data'], 'not before verification' );
		$this->assertSame( 404, $this->hub( 'GET', "/cloud/workspaces/{$space['slug']}", array(), $key )->get_status() );

		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox-hub/v1/verification', array( 'token' => $this->last_token() ) )->get_status() );
		$shared = $this->hub( 'GET', '/cloud/workspaces', array( 'shared' => 1 ), $key )->get_data()['data'];
		$this->assertSame( array( $space['slug'] ), array_column( $shared, 'slug' ) );
		$this->assertSame( 'Mia Stone', $shared[0]['owner']['name'] );
		$files = $this->hub( 'GET', "/cloud/workspaces/{$space['slug']}", array(), $key )->get_data()['files']['data'];
		$this->assertSame( array( 'Landing' ), array_column( $files, 'name' ) );
		$this->assertSame( 403, $this->hub( 'DELETE', "/cloud/files/{$files[0]['id']}", array( 'confirm' => true ), $key )->get_status(), 'a member cannot delete the owner’s file' );
	}

	public function test_the_hub_owner_verifying_an_account_accepts_its_invitations(): void {
		$owner   = $this->hub_account( 'pro', 'owner@example.org' );
		$waiting = $this->hub_account( 'free', 'waiting@example.org', false );
		$space   = $this->workspace( $owner['key'], 'Kit', array( 'waiting@example.org' ) );
		$this->assertSame( array( 'waiting@example.org' ), $space['pending_invitations'], 'an unverified account is invited, not added' );
		$this->login_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'POST', "/stencilbox-hub/v1/admin/accounts/{$waiting['id']}", array( 'is_verified' => true ) )->get_status() );
		$this->assertSame( array( $space['slug'] ), array_column( $this->hub( 'GET', '/cloud/workspaces', array( 'shared' => 1 ), $waiting['key'] )->get_data()['data'], 'slug' ) );
	}

	public function test_creating_a_workspace_needs_a_verified_account(): void {
		$me       = $this->hub_account( 'pro', 'fresh@example.org', false );
		$response = $this->hub( 'POST', '/cloud/workspaces', array( 'title' => 'Too early' ), $me['key'] );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'unverified_account', $response->get_data()['code'] );
		$this->assertSame( 'Your account is not verified. Please check your email inbox and verify your Stencilbox account.', $response->get_data()['message'] );
		$this->assertSame( 0, self::rows( 'workspaces' ) );
		( new AccountRepository() )->update( $me['id'], array( 'is_verified' => 1 ) );
		$this->assertSame( 200, $this->hub( 'POST', '/cloud/workspaces', array( 'title' => 'Now' ), $me['key'] )->get_status() );
	}

	public function test_edit_removes_and_adds_in_one_save(): void {
		$owner = $this->hub_account( 'pro', 'owner@example.org' );
		$this->hub_account( 'free', 'ann@example.org' );
		$space = $this->workspace( $owner['key'], 'Kit', array( 'ann@example.org', 'ben@example.org' ) );
		$saved = $this->hub(
			'POST',
			"/cloud/workspaces/{$space['slug']}",
			array(
				'title'      => '  Renamed kit ',
				'share_with' => array( 'cy@example.org' ),
				'remove'     => array( 'ann@example.org', 'BEN@example.org' ),
			),
			$owner['key']
		)->get_data()['workspace'];
		$this->assertSame( 'Renamed kit', $saved['title'] );
		$this->assertSame( $space['slug'], $saved['slug'], 'a rename keeps the address' );
		$this->assertSame( array(), $saved['share_with'] );
		$this->assertSame( array( 'cy@example.org' ), $saved['pending_invitations'] );
	}

	public function test_mails_are_counted_an_address_hears_once_per_window_and_an_account_shares_with_so_many(): void {
		// Found by probing (2026-12-04): removing an address and sharing it
		// again mailed it each time, with words the owner chose, without limit.
		$owner = $this->hub_account( 'pro', 'owner@example.org' );
		$space = $this->workspace( $owner['key'], 'Your account is locked', array( 'target@example.org' ) );
		$this->assertCount( 1, $this->mails );
		foreach ( range( 1, 3 ) as $round ) {
			$this->assertSame( 200, $this->hub( 'POST', "/cloud/workspaces/{$space['id']}", array( 'remove' => array( 'target@example.org' ) ), $owner['key'] )->get_status() );
			$again = $this->hub( 'POST', "/cloud/workspaces/{$space['id']}", array( 'share_with' => array( 'target@example.org' ) ), $owner['key'] );
			$this->assertSame( 200, $again->get_status(), (string) wp_json_encode( $again->get_data() ) );
			$this->assertSame( array( 'target@example.org' ), $again->get_data()['workspace']['pending_invitations'], "round $round: invited again" );
		}
		$this->assertCount( 1, $this->mails, 'one mail about this WorkSpace in the window' );

		// So many new addresses per window; beyond it the share is refused before anything changes.
		$batch = static fn( int $from ): array => array_map( static fn( int $n ): string => "person-{$n}@example.org", range( $from, $from + 49 ) );
		$this->assertSame( 200, $this->hub( 'POST', "/cloud/workspaces/{$space['id']}", array( 'share_with' => $batch( 1 ) ), $owner['key'] )->get_status() );
		// target@ shared four times and 50 here: 54 of 100 counted.
		$second = $this->hub( 'POST', '/cloud/workspaces', array( 'title' => 'Second', 'share_with' => $batch( 100 ) ), $owner['key'] );
		$this->assertSame( 429, $second->get_status(), (string) wp_json_encode( $second->get_data() ) );
		$this->assertSame( 'too_many_attempts', $second->get_data()['code'] );
		$this->assertStringStartsWith( 'You have shared with many addresses in a short time. Please try again in ', $second->get_data()['message'] );
		$this->assertSame( array( 'Your account is locked' ), array_column( $this->hub( 'GET', '/cloud/workspaces', array(), $owner['key'] )->get_data()['data'], 'title' ), 'no second WorkSpace made' );
		$this->assertCount( 51, $this->mails );
		// A smaller share still fits.
		$this->assertSame( 200, $this->hub( 'POST', "/cloud/workspaces/{$space['id']}", array( 'share_with' => array_slice( $batch( 200 ), 0, 40 ) ), $owner['key'] )->get_status() );
		$this->assertCount( 91, $this->mails );
	}
}
