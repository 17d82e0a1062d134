<?php
/**
 * The last gaps of part 1 (issue [15] #17): the profile's `meta`, and the
 * dev-mode variant of the checkout links.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Support\Checkout;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;

/**
 * Through the site's routes (in-process hub).
 *
 * @group object-cache
 * @database-neutral makes accounts; profile fields and checkout links.
 */
final class ProfileMetaAndCheckoutTest extends CatalogTestCase {
	use AccountHelpers;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->release_mails();
		remove_all_filters( 'stencilbox_checkout_dev_mode' );
		parent::tearDown();
	}

	public function test_the_profile_has_meta_with_the_plans_parts(): void {
		$this->login_as( 'editor' );
		$user = $this->signup( 'meta@example.org' )['user'];
		$this->assertSame(
			array(
				'plan_name' => 'free',
				'plan_term' => '',
			),
			$user['meta']
		);
		( new AccountRepository() )->update(
			(int) $user['id'],
			array(
				'plan'      => 'pro',
				'plan_term' => 'lifetime',
			)
		);
		$synced = $this->rest( 'GET', '/stencilbox/v1/profile/sync' )->get_data()['user'];
		$this->assertSame( 'pro_lifetime', $synced['plan'] );
		$this->assertSame(
			array(
				'plan_name' => 'pro',
				'plan_term' => 'lifetime',
			),
			$synced['meta']
		);
	}

	public function test_a_development_site_gets_the_checkout_links_test_variant(): void {
		update_option( 'stencilbox_hub_checkout_url', 'https://shop.example.org/checkout' );
		$this->login_as( 'editor' );
		add_filter( 'stencilbox_checkout_dev_mode', '__return_false' );
		$live  = $this->rest( 'GET', '/stencilbox/v1/pricing' )->get_data();
		$price = $this->rest( 'GET', '/stencilbox/v1/items/saffron-menu', array( 'platform' => 'gutenberg' ) )->get_data();
		$this->assertStringNotContainsString( 'mode=test', (string) wp_json_encode( array( $live, $price['purchase_url'] ) ) );

		remove_all_filters( 'stencilbox_checkout_dev_mode' );
		add_filter( 'stencilbox_checkout_dev_mode', '__return_true' );
		foreach ( $this->rest( 'GET', '/stencilbox/v1/pricing' )->get_data() as $row ) {
			parse_str( (string) wp_parse_url( $row['checkout_url'], PHP_URL_QUERY ), $query );
			$this->assertSame( 'test', $query['mode'] );
			$this->assertSame( $row['plan'], $query['plan'], 'the link is otherwise the same' );
			if ( 'one_time' === $row['type'] ) {
				$this->assertSame( 'one_time', $query['type'] );
			}
		}
		// Item answers are cached per account: another account's is asked afresh.
		$details = $this->rest( 'GET', '/stencilbox/v1/items/saffron-menu', array( 'platform' => 'gutenberg' ) )->get_data();
		$this->assertStringContainsString( Checkout::DEV_ARG . '=' . Checkout::DEV_VALUE, $details['purchase_url'] );
		$this->assertStringContainsString( 'stencilbox_item=', $details['purchase_url'] );
	}

	public function test_a_locked_items_purchase_link_in_the_insert_error_is_the_test_variant_on_a_development_site(): void {
		// Issue [23] #2: the item page had it, the insert dialog's link did not.
		update_option( 'stencilbox_hub_checkout_url', 'https://shop.example.org/checkout' );
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'locked@example.org', 'free' );
		add_filter( 'stencilbox_checkout_dev_mode', '__return_true' );
		$id = (int) $this->rest( 'GET', '/stencilbox/v1/items/saffron-menu', array( 'platform' => 'gutenberg' ) )->get_data()['id'];
		foreach ( array( 'POST /stencilbox/v1/insert', 'GET /stencilbox/v1/items/%d/access' ) as $route ) {
			[ $method, $path ] = explode( ' ', $route );
			$locked            = $this->rest( $method, sprintf( $path, $id ), 'POST' === $method ? array( 'id' => $id ) : array() );
			$this->assertSame( 'required_pro_templately', $locked->get_data()['code'], $route );
			parse_str( (string) wp_parse_url( $locked->get_data()['data']['purchase_url'], PHP_URL_QUERY ), $query );
			$this->assertSame( Checkout::DEV_VALUE, $query[ Checkout::DEV_ARG ] ?? null, $route );
			$this->assertSame( (string) $id, $query['stencilbox_item'] ?? null, $route );
		}
		remove_all_filters( 'stencilbox_checkout_dev_mode' );
		add_filter( 'stencilbox_checkout_dev_mode', '__return_false' );
		$live = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => $id ) );
		$this->assertStringStartsWith( 'https://shop.example.org/checkout?', $live->get_data()['data']['purchase_url'] );
		$this->assertStringNotContainsString( 'mode=test', $live->get_data()['data']['purchase_url'] );
	}

	public function test_a_hub_without_a_checkout_page_gives_no_checkout_links(): void {
		// Issue [23] D: they led to the hub's home page.
		delete_option( 'stencilbox_hub_checkout_url' );
		$this->login_as( 'editor' );
		add_filter( 'stencilbox_checkout_dev_mode', '__return_true' );
		$this->assertSame( array( '' ), array_values( array_unique( array_column( $this->rest( 'GET', '/stencilbox/v1/pricing' )->get_data(), 'checkout_url' ) ) ) );
		$details = $this->rest( 'GET', '/stencilbox/v1/items/saffron-menu', array( 'platform' => 'gutenberg' ) )->get_data();
		$this->assertSame( '', $details['purchase_url'] );
		$this->signup_with_plan( 'nocheckout@example.org', 'free' );
		$locked = $this->rest( 'POST', '/stencilbox/v1/insert', array( 'id' => (int) $details['id'] ) );
		$this->assertSame( 'required_pro_templately', $locked->get_data()['code'] );
		$this->assertSame( '', $locked->get_data()['data']['purchase_url'] );
	}
}
