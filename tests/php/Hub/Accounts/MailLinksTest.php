<?php
/**
 * The links in what the hub mails and shows a person (issue [15] #5, #10):
 * the verified page leads to the Stencilbox of the site the person works on
 * (the site that asked), else to the hub's own. The WorkSpace mails go to
 * people who may have no user on the site it was shared from: both link to
 * the hub's page for the WorkSpace and the address ([23]).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Accounts;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\AccountService;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Accounts\Throttle;
use Stencilbox\Hub\Accounts\MailLinkPages;
use Stencilbox\Hub\Cloud\InvitationPage;
use Stencilbox\Support\AppLink;
use Stencilbox\Tests\CloudTestCase;

/**
 * Invitation and membership mails, the verified page.
 *
 * @database-neutral makes accounts; the mails' links.
 */
final class MailLinksTest extends CloudTestCase {
	private const CLIENT_APP = 'https://client.example.com/wp-admin/admin.php?page=stencilbox';

	/**
	 * The web addresses in a mail's message.
	 *
	 * @param array<string, mixed> $mail Captured mail.
	 * @return string[]
	 */
	private static function links( array $mail ): array {
		preg_match_all( '#https?://\S+#', (string) $mail['message'], $m );
		return $m[0];
	}

	/**
	 * The in-app path and query of a link into the app.
	 *
	 * @param string $link Link.
	 * @return array<string, string>
	 */
	private static function query( string $link ): array {
		parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $query );
		return $query;
	}

	public function test_sharing_from_this_site_links_both_mails_to_the_hub_s_workspace_page(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'owner@example.org', 'pro' );
		$this->hub_account( 'free', 'member@example.org' );
		$this->mails = array();
		$response    = $this->rest(
			'POST',
			'/stencilbox/v1/workspaces/create',
			array(
				'title'      => 'Launch kit',
				'share_with' => array( 'member@example.org', 'newcomer@example.org' ),
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertCount( 2, $this->mails );
		[ $told, $invited ] = $this->mails;

		// A member may have no user in this site's WordPress either: the
		// link opens the WorkSpace's page on the hub, which says where it is
		// used ([23]), as the invitation's does.
		$this->assertCount( 1, self::links( $told ), 'the member is told where the WorkSpace is' );
		$link = self::links( $told )[0];
		$this->assertStringStartsWith( home_url( '/' ), $link );
		$this->assertStringNotContainsString( '/wp-admin/', $link );
		$this->assertArrayHasKey( InvitationPage::QUERY_VAR, self::query( $link ) );

		// The invited may have no account and no way into this site's
		// WordPress: the link opens the invitation's page on the hub ([23]).
		$this->assertCount( 1, self::links( $invited ), 'the invited get a way to sign up' );
		$link = self::links( $invited )[0];
		$this->assertStringStartsWith( home_url( '/' ), $link );
		$this->assertStringNotContainsString( '/wp-admin/', $link );
		$this->assertArrayHasKey( InvitationPage::QUERY_VAR, self::query( $link ) );
	}

	public function test_a_client_site_s_sharing_mails_link_to_the_hub_and_a_hostile_address_is_not_used(): void {
		$owner = $this->hub_account( 'pro', 'owner@example.org' );
		$this->hub(
			'POST',
			'/cloud/workspaces',
			array(
				'title'        => 'Kit',
				'share_with'   => array( 'someone@example.org' ),
				AppLink::FIELD => self::CLIENT_APP,
			),
			$owner['key']
		);
		// A client site's address is not where a stranger can go: the invitation's page on the hub.
		$this->assertStringStartsWith( home_url( '/?' . InvitationPage::QUERY_VAR . '=' ), self::links( end( $this->mails ) )[0] );

		$space = $this->hub(
			'POST',
			'/cloud/workspaces',
			array(
				'title'        => 'Kit 2',
				AppLink::FIELD => 'javascript:alert(1)',
			),
			$owner['key']
		)->get_data()['workspace'];
		$this->hub(
			'POST',
			"/cloud/workspaces/{$space['slug']}",
			array(
				'share_with'   => array( 'other@example.org' ),
				AppLink::FIELD => 'javascript:alert(1)',
			),
			$owner['key']
		);
		$this->assertStringNotContainsString( 'javascript', (string) end( $this->mails )['message'] );
		// A member's mail with a hostile address links to the hub's own app.
		$this->hub_account( 'free', 'joined@example.org' );
		$this->hub(
			'POST',
			"/cloud/workspaces/{$space['slug']}",
			array(
				'share_with'   => array( 'joined@example.org' ),
				AppLink::FIELD => 'javascript:alert(1)',
			),
			$owner['key']
		);
		$link = self::links( end( $this->mails ) )[0];
		$this->assertStringStartsWith( home_url( '/?' . InvitationPage::QUERY_VAR . '=' ), $link, 'a member’s mail: the hub’s own page' );
		$this->assertStringNotContainsString( 'javascript', (string) end( $this->mails )['message'] );
	}

	public function test_the_verified_page_leads_back_to_the_site_the_account_signed_up_on(): void {
		$service = new AccountService( new AccountRepository(), new ApiKeys(), new Throttle() );
		$page    = new MailLinkPages( $service );

		// Signed up on this site: back to this site's Stencilbox.
		$this->login_as( 'editor' );
		$this->signup( 'here@example.org' );
		$this->assertStringContainsString( 'href="' . esc_url( AppLink::mine() ) . '"', $this->verified_page( $page, $this->last_token() ) );

		// Signed up on a client site of this hub: back there.
		$response = $this->rest(
			'POST',
			'/stencilbox-hub/v1/accounts',
			$this->signup_fields( 'there@example.org' ) + array(
				'site_label'   => 'client.example.com',
				AppLink::FIELD => self::CLIENT_APP,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$html = $this->verified_page( $page, $this->last_token() );
		$this->assertStringContainsString( '<main><h1>Your email is verified</h1>', $html, 'its content in a main landmark ([23] G)' );
		$this->assertStringContainsString( 'href="' . esc_url( self::CLIENT_APP ) . '"', $html );
		$this->assertStringContainsString( 'Back to Stencilbox', $html );
	}

	/**
	 * What the verification page shows after its button was pressed.
	 *
	 * @param MailLinkPages $page  Pages.
	 * @param string           $token Token from the mail.
	 */
	private function verified_page( MailLinkPages $page, string $token ): string {
		$die = static function (): \Closure {
			return static function ( mixed $message ): never {
				throw new \RuntimeException( is_string( $message ) ? $message : '' );
			};
		};
		add_filter( 'wp_die_handler', $die );
		$_REQUEST['stencilbox-verify'] = $token;
		$_SERVER['REQUEST_METHOD']     = 'POST';
		$html                          = '';
		try {
			$page->verification();
		} catch ( \RuntimeException $e ) {
			$html = $e->getMessage();
		} finally {
			$_SERVER['REQUEST_METHOD'] = 'GET';
			unset( $_REQUEST['stencilbox-verify'] );
			remove_filter( 'wp_die_handler', $die );
		}
		return $html;
	}
}
