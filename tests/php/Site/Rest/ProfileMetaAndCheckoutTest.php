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
}
