<?php
/**
 * The ownership matrix: plan × price × purchase × verification.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Engagement;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Engagement\Access;
use Stencilbox\Hub\Engagement\Purchases;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Tests\CatalogTestCase;

/**
 * Against the mini fixture catalogue.
 *
 * @database-neutral makes accounts; it checks the access rules.
 */
final class AccessTest extends CatalogTestCase {
	private Access $access;
	private Purchases $purchases;

	protected function setUp(): void {
		parent::setUp();
		$this->purchases = new Purchases();
		$this->access    = new Access( $this->purchases, $this->catalog );
	}

	/**
	 * A verified account on a plan.
	 *
	 * @param string $plan     free, starter, pro.
	 * @param bool   $verified Verified.
	 * @return array<string, mixed>
	 */
	private function account( string $plan, bool $verified = true ): array {
		$accounts = new AccountRepository();
		$id       = $accounts->insert(
			array(
				'email'       => $plan . wp_generate_password( 6, false ) . '@example.org',
				'plan'        => $plan,
				'plan_term'   => 'free' === $plan ? '' : 'yearly',
				'is_verified' => $verified ? 1 : 0,
			)
		);
		return (array) $accounts->find( $id );
	}

	/**
	 * A catalogue row by slug (Gutenberg).
	 *
	 * @param string $slug Slug.
	 * @return array<string, mixed>
	 */
	private function item( string $slug ): array {
		return (array) $this->catalog->row( (int) $this->catalog->id_of( 'gutenberg', $slug ) );
	}

	/**
	 * Account plan, item slug, owns.
	 *
	 * @return array<string, array{0:string,1:string,2:bool}>
	 */
	public static function matrix(): array {
		return array(
			'free plan, free item'             => array( 'free', 'harbor-home', true ),
			'free plan, starter price 0'       => array( 'free', 'atlas-gallery', true ),
			'free plan, starter item'          => array( 'free', 'harbor-about', false ),
			'free plan, pro item'              => array( 'free', 'saffron-menu', false ),
			'starter plan, starter item'       => array( 'starter', 'harbor-about', true ),
			'starter plan, standalone starter' => array( 'starter', 'lumen-portfolio', true ),
			'starter plan, pro item'           => array( 'starter', 'saffron-menu', false ),
			'pro plan, starter item'           => array( 'pro', 'harbor-about', true ),
			'pro plan, pro item'               => array( 'pro', 'saffron-home', true ),
		);
	}

	/**
	 * Subscriptions and prices.
	 *
	 * @dataProvider matrix
	 * @param string $plan Account plan.
	 * @param string $slug Item.
	 * @param bool   $owns Expected.
	 */
	public function test_ownership_by_plan_and_price( string $plan, string $slug, bool $owns ): void {
		$this->assertSame( $owns, $this->access->owns( $this->account( $plan ), $this->item( $slug ) ) );
	}

	public function test_a_purchased_item_or_its_pack_is_owned(): void {
		$account = $this->account( 'free' );
		$menu    = $this->item( 'saffron-menu' );
		$home    = $this->item( 'saffron-home' );
		$pack    = (array) $this->catalog->row( (int) $this->catalog->id_of( 'gutenberg', 'saffron-bistro' ) );
		$this->purchases->grant( (int) $account['id'], (int) $menu['id'] );
		$this->assertTrue( $this->access->owns( $account, $menu ) );
		$this->assertFalse( $this->access->owns( $account, $home ), 'buying one item is not buying its pack' );
		$this->purchases->grant( (int) $account['id'], (int) $pack['id'] );
		$this->assertTrue( $this->access->owns( $account, $home ), 'the pack covers its items' );
		$other = $this->account( 'free' );
		$this->assertFalse( $this->access->owns( $other, $menu ), "another account's purchase is not mine" );
	}

	public function test_use_needs_a_verified_account_even_for_free_items(): void {
		try {
			$this->access->check_use( $this->account( 'pro', false ), $this->item( 'harbor-home' ) );
			$this->fail( 'an unverified account inserted' );
		} catch ( HttpError $error ) {
			$this->assertSame( 'unverified_account', $error->error_code() );
			$this->assertSame( 403, $error->status() );
			$this->assertSame( 'Sorry your account is not verified. Please verify your account to start inserting items.', $error->getMessage() );
		}
	}

	public function test_a_locked_item_answers_required_pro_templately_with_a_purchase_link(): void {
		update_option( 'stencilbox_hub_checkout_url', 'https://shop.example.org/checkout' );
		try {
			$this->access->check_use( $this->account( 'starter' ), $this->item( 'saffron-menu' ) );
			$this->fail( 'a starter account used a pro item' );
		} catch ( HttpError $error ) {
			$this->assertSame( 'required_pro_templately', $error->error_code() );
			$data = $error->to_wp_error()->get_error_data();
			$this->assertSame( 'pro', $data['plan'] );
			$this->assertStringStartsWith( 'https://shop.example.org/checkout?', $data['purchase_url'] );
		}
	}

	public function test_purchases_are_idempotent_and_revocable(): void {
		$account = $this->account( 'free' );
		$menu    = $this->item( 'saffron-menu' );
		$this->assertTrue( $this->purchases->grant( (int) $account['id'], (int) $menu['id'] ) );
		$this->assertFalse( $this->purchases->grant( (int) $account['id'], (int) $menu['id'] ) );
		$this->assertCount( 1, $this->purchases->for_account( (int) $account['id'] ) );
		$this->assertSame( array(), $this->purchases->for_account( (int) $account['id'], 'elementor' ) );
		$this->assertTrue( $this->purchases->revoke( (int) $account['id'], (int) $menu['id'] ) );
		$this->assertFalse( $this->access->owns( $account, $menu ) );
	}
}
