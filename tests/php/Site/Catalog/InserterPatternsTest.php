<?php
/**
 * The library in the core inserter: what the pattern routes answer.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Catalog;

use Stencilbox\Hub\Engagement\Purchases;
use Stencilbox\Site\Catalog\InserterPatterns;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;

/**
 * Through core's own REST routes (`/wp/v2/block-patterns/…`), with the
 * mini fixture catalogue on the in-process hub.
 *
 * @group object-cache
 */
final class InserterPatternsTest extends CatalogTestCase {
	use AccountHelpers;

	/** Gutenberg blocks and pages of the fixture anyone verified may use. */
	private const FREE = array( 'atlas-gallery', 'harbor-footer', 'harbor-header', 'harbor-hero', 'harbor-home', 'quiet-contact', 'sunrise-hero' );

	/** Those a starter plan adds. */
	private const STARTER = array( 'harbor-about', 'lumen-portfolio' );

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		self::forget_patterns();
	}

	protected function tearDown(): void {
		self::forget_patterns();
		$this->release_mails();
		parent::tearDown();
	}

	/**
	 * The registries are not rolled back with the database: each request
	 * (and test) starts without our patterns, as a real request does.
	 */
	private static function forget_patterns(): void {
		$patterns = \WP_Block_Patterns_Registry::get_instance();
		foreach ( $patterns->get_all_registered() as $pattern ) {
			if ( str_starts_with( $pattern['name'], InserterPatterns::NAME_PREFIX ) ) {
				$patterns->unregister( $pattern['name'] );
			}
		}
		$categories = \WP_Block_Pattern_Categories_Registry::get_instance();
		if ( $categories->is_registered( InserterPatterns::CATEGORY ) ) {
			$categories->unregister( InserterPatterns::CATEGORY );
		}
	}

	/**
	 * Our patterns as the core route answers them, by item slug.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function our_patterns(): array {
		self::forget_patterns();
		$response = $this->rest( 'GET', '/wp/v2/block-patterns/patterns' );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$ours = array();
		foreach ( (array) $response->get_data() as $pattern ) {
			if ( str_starts_with( (string) $pattern['name'], InserterPatterns::NAME_PREFIX ) ) {
				$ours[ substr( (string) $pattern['name'], strlen( InserterPatterns::NAME_PREFIX ) ) ] = $pattern;
			}
		}
		ksort( $ours );
		return $ours;
	}

	/**
	 * Our category in the categories route, or null.
	 *
	 * @return array<string, mixed>|null
	 */
	private function our_category(): ?array {
		self::forget_patterns();
		$response = $this->rest( 'GET', '/wp/v2/block-patterns/categories' );
		$this->assertSame( 200, $response->get_status() );
		foreach ( (array) $response->get_data() as $category ) {
			if ( InserterPatterns::CATEGORY === $category['name'] ) {
				return $category;
			}
		}
		return null;
	}

	public function test_a_free_account_gets_the_free_blocks_and_pages_in_the_stencilbox_category(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'free-inserter@example.org', 'free' );
		$patterns = $this->our_patterns();
		$this->assertSame( self::FREE, array_keys( $patterns ), 'no locked item, no pack, no Elementor item' );
		$this->assertSame( 'Stencilbox', $this->our_category()['label'] ?? null );
		$hero = $patterns['sunrise-hero'];
		$this->assertSame( 'Sunrise Hero', $hero['title'] );
		$this->assertSame( array( InserterPatterns::CATEGORY ), $hero['categories'] );
		foreach ( $patterns as $slug => $pattern ) {
			$blocks = array_values( array_filter( parse_blocks( $pattern['content'] ), static fn( array $block ): bool => null !== $block['blockName'] ) );
			$this->assertCount( 1, $blocks, "$slug is one block (the editor names it after the pattern)" );
			$this->assertStringNotContainsString( '<script', $pattern['content'] );
		}
		$this->assertSame( 1280, $patterns['harbor-home']['viewport_width'], 'a page previews at page width' );
	}

	public function test_plans_and_purchases_add_what_they_unlock(): void {
		$this->login_as( 'editor' );
		$starter = $this->signup_with_plan( 'starter-inserter@example.org', 'starter' );
		$this->assertSame( self::sorted( array_merge( self::FREE, self::STARTER ) ), array_keys( $this->our_patterns() ) );

		( new Purchases() )->grant( $starter, (int) $this->catalog->id_of( 'gutenberg', 'saffron-menu' ) );
		wp_cache_flush();
		$this->assertSame( self::sorted( array_merge( self::FREE, self::STARTER, array( 'saffron-menu' ) ) ), array_keys( $this->our_patterns() ), 'a bought pro block' );
	}

	public function test_nobody_without_a_usable_account_gets_any(): void {
		// Signed out of the library.
		$this->login_as( 'editor' );
		$this->assertSame( array(), $this->our_patterns() );

		// Unverified: may insert nothing yet.
		$this->signup_with_plan( 'unverified-inserter@example.org', 'pro', false );
		$this->assertSame( array(), $this->our_patterns() );

		// A user whose library capability is taken away, though signed in
		// to a verified account.
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'denied-inserter@example.org', 'pro' );
		$this->assertNotSame( array(), $this->our_patterns() );
		wp_get_current_user()->add_cap( \Stencilbox\Support\Names::CAP_READ, false );
		$this->assertFalse( current_user_can( \Stencilbox\Support\Names::CAP_READ ) );
		$this->assertSame( array(), $this->our_patterns() );
	}

	public function test_the_setting_off_shows_none(): void {
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'admin-inserter@example.org', 'pro' );
		$this->assertNotSame( array(), $this->our_patterns() );

		$saved = $this->rest( 'POST', '/stencilbox/v1/settings', array( 'inserter_patterns' => false ) );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertFalse( $saved->get_data()['inserter_patterns'] );
		$this->assertSame( array(), $this->our_patterns() );
		$this->assertNull( $this->our_category(), 'the category goes too' );
		$this->assertSame( '0', (string) get_option( InserterPatterns::OPTION ), 'stored, though the option did not exist yet' );

		$this->rest( 'POST', '/stencilbox/v1/settings', array( 'inserter_patterns' => true ) );
		$this->assertArrayHasKey( 'sunrise-hero', $this->our_patterns() );
	}

	public function test_only_the_pattern_routes_register_them_and_nothing_is_asked_of_the_hub_elsewhere(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'lazy-inserter@example.org', 'free' );
		$asked = 0;
		$count = static function ( mixed $result, mixed $server, \WP_REST_Request $request ) use ( &$asked ): mixed {
			unset( $server );
			if ( str_ends_with( $request->get_route(), '/patterns' ) && str_starts_with( $request->get_route(), '/' . \Stencilbox\Support\Names::HUB_NAMESPACE ) ) {
				++$asked;
			}
			return $result;
		};
		add_filter( 'rest_pre_dispatch', $count, 10, 3 );
		$this->rest( 'GET', '/wp/v2/block-types' );
		$this->rest( 'GET', '/stencilbox/v1/settings' );
		$this->assertSame( 0, $asked );
		$this->assertFalse( \WP_Block_Patterns_Registry::get_instance()->is_registered( 'stencilbox/sunrise-hero' ) );
		$this->our_patterns();
		remove_filter( 'rest_pre_dispatch', $count, 10 );
		$this->assertSame( 1, $asked, 'the hub is asked once, by the patterns route' );
	}

	public function test_several_top_level_blocks_are_wrapped_in_one_group(): void {
		$two     = "<!-- wp:paragraph --><p>A</p><!-- /wp:paragraph -->\n<!-- wp:paragraph --><p>B</p><!-- /wp:paragraph -->";
		$wrapped = parse_blocks( InserterPatterns::one_block( $two ) );
		$this->assertSame( 'core/group', $wrapped[0]['blockName'] );
		$this->assertCount( 2, $wrapped[0]['innerBlocks'] );
		$one = '<!-- wp:paragraph --><p>A</p><!-- /wp:paragraph -->';
		$this->assertSame( $one, InserterPatterns::one_block( $one ) );
	}

	/**
	 * Sorted copy.
	 *
	 * @param string[] $slugs Slugs.
	 * @return string[]
	 */
	private static function sorted( array $slugs ): array {
		sort( $slugs );
		return $slugs;
	}
}
