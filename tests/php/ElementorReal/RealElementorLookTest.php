<?php
/**
 * The real Elementor: "Match my site" for an Elementor item (issue [25])
 * reads Elementor's own kit, and what it writes is drawn by Elementor's
 * own CSS engine with the kit's globals.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ElementorReal;

use Stencilbox\Hub\Catalog\DesignRoles;
use Stencilbox\Plugin;
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\FullSiteImport\ElementorPreviewCss;
use Stencilbox\Support\Design\ElementorKit;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Tests\ElementorKits;
use Stencilbox\Tests\TestCase;

/**
 * Against the active kit Elementor made on activation.
 */
final class RealElementorLookTest extends TestCase {
	private const DEMO = __DIR__ . '/../../../php/Hub/Catalog/demo/elementor';

	/**
	 * The kit's page settings as they were.
	 *
	 * @var mixed
	 */
	private mixed $saved = null;

	protected function setUp(): void {
		parent::setUp();
		$this->saved = get_post_meta( self::kit(), Elementor::META_PAGE_SETTINGS, true );
	}

	protected function tearDown(): void {
		update_post_meta( self::kit(), Elementor::META_PAGE_SETTINGS, $this->saved );
		\Elementor\Plugin::$instance->documents->get( self::kit(), false );
		parent::tearDown();
	}

	/**
	 * The active kit.
	 */
	private static function kit(): int {
		$kit = (int) get_option( 'elementor_active_kit' );
		self::assertGreaterThan( 0, $kit );
		return $kit;
	}

	/**
	 * Gives the active kit these globals (as its editor saves them), and
	 * makes Elementor read them again.
	 *
	 * @param array<string, mixed> $settings Kit page settings to merge in.
	 */
	private static function set_kit( array $settings ): void {
		$now = get_post_meta( self::kit(), Elementor::META_PAGE_SETTINGS, true );
		update_post_meta( self::kit(), Elementor::META_PAGE_SETTINGS, array_merge( is_array( $now ) ? $now : array(), $settings ) );
		// As a new request reads it: a page rendered earlier in this process left the kit's settings and CSS cached.
		ElementorKits::forget_document( self::kit() );
	}

	public function test_a_kit_that_never_saved_its_globals_has_elementors_defaults(): void {
		$now = get_post_meta( self::kit(), Elementor::META_PAGE_SETTINGS, true );
		update_post_meta( self::kit(), Elementor::META_PAGE_SETTINGS, array_diff_key( is_array( $now ) ? $now : array(), array_flip( array( 'system_colors', 'custom_colors', 'system_typography', 'custom_typography' ) ) ) );
		\Elementor\Plugin::$instance->documents->get( self::kit(), false );
		$kit = ElementorKit::current();
		$this->assertNotNull( $kit );
		// Elementor's own defaults (`core/kits/documents/tabs/global-colors.php`).
		$this->assertSame(
			array(
				'primary'   => '#6ec1e4',
				'secondary' => '#54595f',
				'text'      => '#7a7a7a',
				'accent'    => '#61ce70',
			),
			array_map( static fn( array $colour ): ?string => $colour['value'], $kit->colours )
		);
		$this->assertSame( array( 'primary', 'secondary', 'text', 'accent' ), array_keys( $kit->typography ) );
	}

	public function test_a_matched_demo_item_is_drawn_by_elementor_with_the_kits_globals_and_the_packs_look_as_before(): void {
		self::set_kit( ElementorKits::teal() );
		$content = (string) file_get_contents( self::DEMO . '/harbor-agency-cta.json' );
		$design  = DesignRoles::of( 'elementor', $content );
		$matcher = Plugin::instance()->service( DesignMatcher::class );
		$pack    = $matcher->apply( $content, $design, DesignMatcher::LOOK_PACK, 'elementor' );
		$site    = $matcher->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertSame( $content, $pack['content'] );
		$this->assertTrue( $site['matched'] );
		$this->assertSame( array(), $site['kept'] );

		// Elementor's CSS engine, in memory: the pack's look draws its own
		// colours; the matched one the kit's globals, none of the pack's.
		$pack_css = (string) ( new ElementorPreviewCss( 990001, json_decode( $pack['content'], true )['content'], false ) )->get_content();
		$site_css = (string) ( new ElementorPreviewCss( 990002, json_decode( $site['content'], true )['content'], false ) )->get_content();
		foreach ( array( '#1f4e79', '#c0cdd9', '#ff7a59', '#142233' ) as $value ) {
			$this->assertStringContainsStringIgnoringCase( $value, $pack_css, $value );
			$this->assertStringNotContainsStringIgnoringCase( $value, $site_css, $value );
		}
		// The navy card is the kit's primary, the section the kit's page colour, the button's text the kit's text.
		$this->assertMatchesRegularExpression( '/\.elementor-element-807be58[^{]*\{[^}]*background-color:\s*var\(\s*--e-global-color-primary\s*\)/', $site_css );
		$this->assertMatchesRegularExpression( '/\.elementor-element-860f529[^{]*\{[^}]*background-color:\s*var\(\s*--e-global-color-a1b2c3d\s*\)/', $site_css );
		$this->assertStringContainsString( 'var( --e-global-color-text )', $site_css );
		// The coral button would be the kit's amber on the teal card (2.5:1; a control's fill asks
		// 3:1, WCAG 1.4.11): it takes the kit's white, which stands out there.
		$this->assertMatchesRegularExpression( '/\.elementor-element-126aec5[^{]*\{[^}]*background-color:\s*var\(\s*--e-global-color-a1b2c3d\s*\)/', $site_css );
	}

	public function test_a_pages_own_gradient_a_cards_gradient_and_a_repeater_items_colours_are_drawn_with_the_kits_globals(): void {
		self::set_kit( ElementorKits::teal() );
		$content = (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/elementor-page-colours.json' );
		$design  = DesignRoles::of( 'elementor', $content );
		$matcher = Plugin::instance()->service( DesignMatcher::class );
		$css     = array();
		$posts   = array();
		foreach ( array( DesignMatcher::LOOK_PACK, DesignMatcher::LOOK_SITE ) as $look ) {
			$result = $matcher->apply( $content, $design, $look, 'elementor' );
			$post   = (int) wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_status' => 'publish',
					'post_title'  => "Night page ({$look})",
				)
			);
			// Written as an import writes a page (its page settings with them), then
			// drawn by Elementor's CSS engine with the page's own settings.
			Platforms::get( 'elementor' )->write_document( $post, $result['content'], 'page', 'page' );
			ElementorKits::forget_document( $post );
			$css[ $look ]   = (string) ( new ElementorPreviewCss( $post, json_decode( $result['content'], true )['content'], true ) )->get_content();
			$posts[ $look ] = $post;
		}
		// The pack's look draws the pack's page gradient, card gradient and icon colour; the site's none of them.
		foreach ( array( '#0b2545', '#13315c', '#f4f7fb', '#00a6a6' ) as $value ) {
			$this->assertStringContainsStringIgnoringCase( $value, $css['pack'], $value );
			$this->assertStringNotContainsStringIgnoringCase( $value, $css['site'], $value );
		}
		$global = 'var\(\s*--e-global-color-[a-z0-9]+\s*\)';
		// The page's own background (Body Style: `body.elementor-page-<id>`), both stops.
		$this->assertMatchesRegularExpression( '/body\.elementor-page-' . $posts['site'] . '[^{]*\{[^}]*linear-gradient\([^;}]*' . $global . '[^;}]*' . $global . '/', $css['site'] );
		// The card's gradient, both stops.
		$this->assertMatchesRegularExpression( '/\.elementor-element-9a0c001[^{]*\{[^}]*linear-gradient\([^;}]*' . $global . '[^;}]*' . $global . '/', $css['site'] );
		// The social icon's own background and icon colour (`.elementor-repeater-item-<_id>`).
		$this->assertMatchesRegularExpression( '/\.elementor-repeater-item-b7e01a1\.elementor-social-icon\s*\{[^}]*background-color:\s*' . $global . '/', $css['site'] );
		$this->assertMatchesRegularExpression( '/\.elementor-repeater-item-b7e01a1\.elementor-social-icon i\s*\{[^}]*color:\s*' . $global . '/', $css['site'] );
	}

	public function test_a_text_editors_inline_colours_are_drawn_through_the_kits_global_custom_properties(): void {
		self::set_kit( ElementorKits::teal() );
		// Conference-landing's programme table: HTML in a Text Editor, its backgrounds and rules inline.
		$content = (string) file_get_contents( self::DEMO . '/conference-landing.json' );
		$design  = DesignRoles::of( 'elementor', $content );
		foreach ( array( '#f2f1f3', '#cac2d4' ) as $value ) {
			$this->assertContains( $value, array_column( $design['colors'], 'value' ), "{$value} is a role" );
		}
		$site = Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertTrue( $site['matched'] );
		$post = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Programme',
			)
		);
		Platforms::get( 'elementor' )->write_document( $post, $site['content'], 'page', 'page' );
		ElementorKits::forget_document( $post );
		// Drawn by Elementor's Text Editor widget: the table names the kit's globals, none of the pack's colours.
		$html = (string) \Elementor\Plugin::$instance->frontend->get_builder_content_for_display( $post, true );
		$this->assertMatchesRegularExpression( '/<table style="[^"]*background-color:var\(--e-global-color-[a-z0-9]+\)"/', $html );
		$this->assertMatchesRegularExpression( '/<th style="[^"]*border-bottom:2px solid var\(--e-global-color-[a-z0-9]+\)"/', $html );
		$this->assertMatchesRegularExpression( '/<tr style="background-color:var\(--e-global-color-[a-z0-9]+\)"/', $html );
		foreach ( array( '#f2f1f3', '#cac2d4' ) as $value ) {
			$this->assertStringNotContainsStringIgnoringCase( $value, $html, $value );
		}
		// Each custom property it names is one the kit's CSS defines (`--e-global-color-<id>`).
		preg_match_all( '/--e-global-color-([a-z0-9]+)\)/', $html, $named );
		$kit = array_column( array_merge( ElementorKits::teal()['system_colors'], ElementorKits::teal()['custom_colors'] ), 'color', '_id' );
		foreach ( array_unique( $named[1] ) as $id ) {
			$this->assertArrayHasKey( $id, $kit );
		}
		$kit_css = (string) ( new ElementorPreviewCss( self::kit(), array(), true ) )->get_content();
		foreach ( array_unique( $named[1] ) as $id ) {
			$this->assertStringContainsStringIgnoringCase( "--e-global-color-{$id}:{$kit[ $id ]}", str_replace( ' ', '', $kit_css ), $id );
		}
	}
}
