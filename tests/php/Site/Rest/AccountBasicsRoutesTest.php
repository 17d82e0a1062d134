<?php
/**
 * The site's account-basics routes (issue [23] B): "Forgot password?",
 * change the email address, delete the account (with `confirm: true`,
 * then the site is signed out of it).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Site\Account\Connections;
use Stencilbox\Tests\AccountTestCase;

/**
 * Through `stencilbox/v1`, as the app calls them.
 *
 * @database-neutral signs up through the routes; checks that the account row is gone.
 */
final class AccountBasicsRoutesTest extends AccountTestCase {
	public function test_forgot_password_mails_a_link_to_a_signed_out_user(): void {
		$this->login_as( 'editor' );
		$this->signup( 'ana@example.org' );
		$this->rest( 'POST', '/stencilbox/v1/logout' );
		$this->mails = array();
		$asked       = $this->rest( 'POST', '/stencilbox/v1/forgot-password', array( 'email' => 'ana@example.org' ) );
		$this->assertSame( 200, $asked->get_status(), (string) wp_json_encode( $asked->get_data() ) );
		$this->assertStringStartsWith( 'If an account exists for this email address', $asked->get_data()['message'] );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'Reset your Stencilbox password', $this->mails[0]['subject'] );
		$this->assertSame( $asked->get_data(), $this->rest( 'POST', '/stencilbox/v1/forgot-password', array( 'email' => 'nobody@example.org' ) )->get_data() );
		$this->assertCount( 1, $this->mails );
	}

	public function test_the_email_change_reaches_the_connection_and_the_profile(): void {
		$user = $this->login_as( 'editor' );
		$this->signup( 'ana@example.org' );
		$moved = $this->rest(
			'POST',
			'/stencilbox/v1/profile/email',
			array(
				'email'            => 'new@example.org',
				'current_password' => self::PASSWORD,
			)
		);
		$this->assertSame( 200, $moved->get_status(), (string) wp_json_encode( $moved->get_data() ) );
		$this->assertSame( 'new@example.org', $moved->get_data()['user']['email'] );
		$this->assertSame( 'new@example.org', get_user_meta( $user, Connections::USER_META, true )['email'] );
		$signed = $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['user'];
		$this->assertSame( 'new@example.org', $signed['email'] );
		$this->assertFalse( $signed['is_verified'] );
	}

	public function test_deleting_the_account_needs_confirm_and_the_password_then_signs_the_site_out(): void {
		$this->login_as( 'editor' );
		$id = (int) $this->signup( 'ana@example.org' )['user']['id'];

		$unconfirmed = $this->rest( 'DELETE', '/stencilbox/v1/profile', array( 'password' => self::PASSWORD ) );
		$this->assertSame( 400, $unconfirmed->get_status() );
		$this->assertSame( 'invalid_data', $unconfirmed->get_data()['code'] );
		$wrong = $this->rest(
			'DELETE',
			'/stencilbox/v1/profile',
			array(
				'password' => 'Wr0ngPassword',
				'confirm'  => true,
			)
		);
		$this->assertSame( 403, $wrong->get_status() );
		$this->assertSame( 'incorrect_password', $wrong->get_data()['code'] );
		$this->assertTrue( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['signed'] );

		$deleted = $this->rest(
			'DELETE',
			'/stencilbox/v1/profile',
			array(
				'password' => self::PASSWORD,
				'confirm'  => true,
			)
		);
		$this->assertSame( 200, $deleted->get_status(), (string) wp_json_encode( $deleted->get_data() ) );
		$this->assertNull( $deleted->get_data()['user'] );
		$this->assertSame( 'Your Stencilbox account and its cloud have been deleted.', $deleted->get_data()['message'] );
		$this->assertFalse( $this->rest( 'GET', '/stencilbox/v1/is-signed' )->get_data()['signed'] );
		$this->assertNull( ( new AccountRepository() )->find( $id ) );
	}

	public function test_sign_up_links_the_hubs_privacy_policy_and_terms_and_nothing_but_web_pages(): void {
		$this->login_as( 'editor' );
		// Signed out, before the form is sent: a hub without them names none.
		$this->assertSame(
			array(
				'privacy_url' => '',
				'terms_url'   => '',
			),
			$this->answer_with( 200, 'GET', '/stencilbox/v1/signup/legal' )
		);

		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Privacy Policy',
			),
			true
		);
		$this->assertIsInt( $page );
		update_option( 'wp_page_for_privacy_policy', $page );
		$terms = static fn(): string => 'https://hub.example/terms/';
		add_filter( 'stencilbox_hub_terms_url', $terms );
		$links = $this->answer_with( 200, 'GET', '/stencilbox/v1/signup/legal' );
		remove_filter( 'stencilbox_hub_terms_url', $terms );
		$this->assertSame( get_permalink( $page ), $links['privacy_url'] );
		$this->assertSame( 'https://hub.example/terms/', $links['terms_url'] );

		// A hub that answers with other addresses: none reaches the form.
		$lying = static function ( mixed $result, mixed $server, \WP_REST_Request $request ): mixed {
			unset( $server );
			if ( '/stencilbox-hub/v1/info' !== $request->get_route() ) {
				return $result;
			}
			return array(
				'name'        => 'Hub',
				'privacy_url' => 'javascript:alert(document.cookie)',
				'terms_url'   => 'data:text/html,<script>alert(1)</script>',
			);
		};
		add_filter( 'rest_pre_dispatch', $lying, 20, 3 );
		$hostile = $this->answer_with( 200, 'GET', '/stencilbox/v1/signup/legal' );
		remove_filter( 'rest_pre_dispatch', $lying, 20 );
		$this->assertSame(
			array(
				'privacy_url' => '',
				'terms_url'   => '',
			),
			$hostile
		);
	}
}
