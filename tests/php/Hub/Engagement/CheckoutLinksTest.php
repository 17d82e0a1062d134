<?php
/**
 * Where "Purchase This Item" and the upgrade widget lead: the checkout page
 * set on the hub; the lifetime plan adds `type=one_time` (spec part 1 §2).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Engagement;

use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Tests\EngagementTestCase;

/**
 * Through the site routes, as the app reads them.
 *
 * @database-neutral reads an item through the repository; the links.
 */
final class CheckoutLinksTest extends EngagementTestCase {
	protected function tearDown(): void {
		remove_all_filters( 'stencilbox_checkout_dev_mode' );
		parent::tearDown();
	}

	public function test_checkout_links_use_the_hubs_checkout_page(): void {
		// The live links (the tests run as a `local` site, which gets the
		// dev-mode variant: ProfileMetaAndCheckoutTest).
		add_filter( 'stencilbox_checkout_dev_mode', '__return_false' );
		update_option( CatalogRepository::CHECKOUT_OPTION, 'https://shop.example.org/checkout/' );
		CatalogVersion::bump();
		$this->login_as( 'editor' );
		$item = $this->rest( 'GET', '/stencilbox/v1/items/saffron-home', array( 'platform' => 'gutenberg' ) )->get_data();
		$this->assertSame( 'https://shop.example.org/checkout/?stencilbox_item=' . $this->id( 'saffron-home' ), $item['purchase_url'] );

		$links = array();
		foreach ( $this->rest( 'GET', '/stencilbox/v1/pricing' )->get_data() as $row ) {
			$links[ $row['plan'] . '/' . $row['type'] ] = $row['checkout_url'];
		}
		$this->assertSame(
			array(
				'starter/year'  => 'https://shop.example.org/checkout/?plan=starter',
				'pro/year'      => 'https://shop.example.org/checkout/?plan=pro',
				'pro/one_time'  => 'https://shop.example.org/checkout/?plan=pro&type=one_time',
			),
			$links
		);
	}
}
