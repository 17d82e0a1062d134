<?php
/**
 * "Match my site" on block themes (issue [25], items 2 and 3): demo items'
 * roles resolved to real themes' presets, every pair still readable.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Design;

use Stencilbox\Hub\Catalog\DesignRoles;
use Stencilbox\Plugin;
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\Design\SiteRoles;
use Stencilbox\Support\Design\ThemeCss;
use Stencilbox\Support\Design\Colour;
use Stencilbox\Support\Design\DesignTokens;
use Stencilbox\Support\Design\ThemePresets;
use Stencilbox\Tests\ClassicThemes;
use Stencilbox\Tests\TestCase;

/**
 * DesignMatcher against Twenty Twenty-Five and Twenty Twenty-Four (the
 * other block themes the test WordPress is prepared with,
 * bin/fetch-other-themes.sh), and against palettes made to fail.
 */
final class DesignMatcherTest extends TestCase {
	private const DEMO = __DIR__ . '/../../../../php/Hub/Catalog/demo/gutenberg';

	/**
	 * Theme folders as they were.
	 *
	 * @var array<int, string>
	 */
	private array $theme_directories = array();

	/**
	 * Theme features before a classic theme's were registered (null: none were).
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $features = null;

	protected function setUp(): void {
		parent::setUp();
		$this->theme_directories = (array) $GLOBALS['wp_theme_directories'];
	}

	protected function tearDown(): void {
		$GLOBALS['wp_theme_directories'] = $this->theme_directories;
		if ( null !== $this->features ) {
			ClassicThemes::restore( $this->features );
		}
		if ( 'twentytwentyfive' !== get_stylesheet() ) {
			// A switch is not undone by the rollback (static caches).
			switch_theme( 'twentytwentyfive' );
		}
		search_theme_directories( true );
		wp_clean_theme_json_cache();
		parent::tearDown();
	}

	/**
	 * Makes a block theme the active one: Twenty Twenty-Five is core's;
	 * the others are in the WordPress cache's themes folder, which
	 * bin/fetch-wordpress-any.sh fills before PHPUnit runs.
	 *
	 * @param string $theme Theme folder.
	 */
	private function use_theme( string $theme ): void {
		if ( 'twentytwentyfive' !== $theme ) {
			$root = dirname( rtrim( ABSPATH, '/' ) ) . '/themes';
			$this->assertFileExists( "{$root}/{$theme}/theme.json", 'bin/fetch-other-themes.sh prepares it' );
			register_theme_directory( $root );
			search_theme_directories( true );
		}
		switch_theme( $theme );
		wp_clean_theme_json_cache();
		$this->assertSame( $theme, get_stylesheet() );
		$this->assertTrue( wp_is_block_theme() );
	}

	/**
	 * The service as the plugin builds it.
	 */
	private static function matcher(): DesignMatcher {
		return Plugin::instance()->service( DesignMatcher::class );
	}

	/**
	 * A demo item's markup.
	 *
	 * @param string $slug Item slug.
	 */
	private static function demo( string $slug ): string {
		return (string) file_get_contents( self::DEMO . "/{$slug}.html" );
	}

	/**
	 * Every Gutenberg demo item: slug => markup.
	 *
	 * @return array<string, string>
	 */
	private static function demo_items(): array {
		$items = array();
		foreach ( (array) glob( self::DEMO . '/*.html' ) as $file ) {
			$items[ basename( (string) $file, '.html' ) ] = (string) file_get_contents( (string) $file );
		}
		return $items;
	}

	public function test_keeping_the_packs_look_returns_every_demo_item_byte_identical(): void {
		$this->use_theme( 'twentytwentyfive' );
		$items = self::demo_items();
		$this->assertGreaterThanOrEqual( 100, count( $items ) );
		$changed = 0;
		foreach ( $items as $slug => $content ) {
			$design = DesignRoles::of( 'gutenberg', $content );
			$kept   = self::matcher()->apply( $content, $design, DesignMatcher::LOOK_PACK );
			$this->assertSame( $content, $kept['content'], $slug );
			$this->assertFalse( $kept['matched'] );
			$this->assertSame( 'pack', $kept['reason'] );
			$changed += self::matcher()->apply( $content, $design, DesignMatcher::LOOK_SITE )['content'] !== $content ? 1 : 0;
		}
		$this->assertGreaterThan( count( $items ) / 2, $changed, 'matching does change them' );
	}

	public function test_a_dark_band_takes_twenty_twenty_fives_palette_and_a_button_text_readable_on_its_accent(): void {
		$this->use_theme( 'twentytwentyfive' );
		$content = self::demo( 'consultation-cta' );
		$result  = self::matcher()->apply( $content, DesignRoles::of( 'gutenberg', $content ), DesignMatcher::LOOK_SITE );
		$this->assertTrue( $result['matched'] );
		// The navy band stays dark: navy (the design's contrast, the band
		// being the page inverted) becomes the theme's contrast, its white
		// text the theme's base. The accents are inferred (literal colours),
		// so each takes the free colour likest it (`SiteRoles::by_name()`,
		// ColourFit: its place between the page's colours, and hue): the
		// grey-blue lead, a near-grey, the cream accent-5 (readable on black
		// at once; by name it was the purple, 1.9:1, re-chosen; until
		// 2026-12-01 the pale pink accent-2, more than twice its chroma:
		// ColourFit::VIVID_COST); the
		// teal button, a strong colour, first the strong purple accent-3, 2.3:1
		// on the band, under a control's 3:1: re-chosen, the next likest that
		// stands out there and carries its words, the yellow accent-1 (15.9:1);
		// its navy words, all but the band's navy, share the theme's black
		// contrast (a colour another role has costs a little more; the next,
		// the grey, is far lighter). Judged as a person sees it (re-judged
		// 2026-12-01): a vivid yellow call to action with black words on the
		// dark band, as by name; by luminance alone it was a grey button with
		// yellow words (fidelity-look: 0.935 → 0.825 against the card on
		// Twenty Twenty-Five).
		$this->assertSame(
			array(
				'base'     => 'base',
				'contrast' => 'contrast',
				'accent-1' => 'accent-1',
				'accent-2' => 'contrast',
				'accent-3' => 'accent-5',
			),
			$result['colors']
		);
		$this->assertSame( array( 'accent-1' => 'accent-1' ), $result['adjusted'] );
		$this->assertSame( array(), $result['kept'] );
		foreach ( array( '#0b2545', '#ffffff', '#00a6a6', '#13233a', '#bbc2cb' ) as $value ) {
			$this->assertStringNotContainsString( $value, $result['content'] );
		}
		$this->assertStringContainsString( '"color":{"background":"var:preset|color|contrast","text":"var:preset|color|base"}', $result['content'] );
		$this->assertStringContainsString( 'color:var(--wp--preset--color--base);background-color:var(--wp--preset--color--contrast)', $result['content'] );
		$this->assertStringContainsString( '"link":{"color":{"text":"var:preset|color|base"}}', $result['content'] );
		$this->assertStringContainsString( 'style="color:var(--wp--preset--color--accent-5)"', $result['content'] );
		$this->assertStringContainsString( 'border-radius:6px;color:var(--wp--preset--color--contrast);background-color:var(--wp--preset--color--accent-1)', $result['content'] );
		$this->assert_readable( $content, $result['content'] );
	}

	public function test_every_demo_item_stays_readable_on_twenty_twenty_five_and_twenty_twenty_four(): void {
		foreach ( array( 'twentytwentyfive', 'twentytwentyfour' ) as $theme ) {
			$this->use_theme( $theme );
			$mapped = 0;
			foreach ( self::demo_items() as $slug => $content ) {
				$design = DesignRoles::of( 'gutenberg', $content );
				$result = self::matcher()->apply( $content, $design, DesignMatcher::LOOK_SITE );
				if ( null === $design ) {
					// Nothing of the theme's to take (a sample post of plain text): left as it is.
					$this->assertSame( array( 'no_design', $content ), array( $result['reason'], $result['content'] ), $slug );
					continue;
				}
				$this->assertTrue( $result['matched'], $slug );
				$this->assert_readable( $content, $result['content'], "{$theme} {$slug}" );
				// No custom value of a role that was mapped is left.
				$values = array_column( (array) ( $design['colors'] ?? array() ), 'value', 'role' );
				foreach ( array_keys( $result['colors'] ) as $role ) {
					if ( ! isset( $values[ $role ] ) ) {
						// A cover's overlay whose colour plays another part too, as a role of its own
						// (`<role>~<n>`): its overlays are what it maps.
						$this->assertMatchesRegularExpression( '/^(base|contrast|accent-[0-9]+)~[0-9]+$/', $role, "{$theme} {$slug}" );
						$this->assertDoesNotMatchRegularExpression( '/"customOverlayColor":"' . preg_quote( $values[ preg_replace( '/~[0-9]+$/', '', $role ) ], '/' ) . '"/i', $result['content'], "{$theme} {$slug} {$role}" );
						continue;
					}
					$this->assertDoesNotMatchRegularExpression( '/"(?:text|background|color|customOverlayColor)":"' . preg_quote( $values[ $role ], '/' ) . '"/i', $result['content'], "{$theme} {$slug} {$role}" );
				}
				$mapped += count( $result['colors'] );
				// The content still parses to the same blocks.
				$this->assertSame( self::names( parse_blocks( $content ) ), self::names( parse_blocks( $result['content'] ) ), $slug );
			}
			$this->assertGreaterThan( 100, $mapped, "{$theme}: roles were mapped" );
		}
	}

	public function test_roles_take_the_palette_slugs_that_name_them_on_both_themes(): void {
		$roles = array(
			array(
				'role'  => 'base',
				'value' => '#fdfaf4',
			),
			array(
				'role'  => 'contrast',
				'value' => '#1d1d1b',
			),
			// Accents a palette named (the source's own `accent-1`, `accent-2`).
			array(
				'role'  => 'accent-1',
				'value' => '#8a3b12',
				'slug'  => 'accent-1',
			),
			array(
				'role'  => 'accent-2',
				'value' => '#ffee00',
				'slug'  => 'accent-2',
			),
			array(
				'role'  => 'accent-9',
				'value' => '#000000',
				'slug'  => 'accent-9',
			),
		);
		// The same colours inferred from literal values: their numbers are an
		// order of use, not a slot of a palette, so they go by likeness
		// (ColourFit: lightness relative to the page, and hue).
		$inferred = array_map( static fn( array $entry ): array => array_merge( $entry, array( 'slug' => '' ) ), $roles );
		$this->use_theme( 'twentytwentyfive' );
		// accent-9 has no slug of its name, so it goes by likeness (ColourFit):
		// black is a near-grey, which prefers a near-grey over a vivid colour of
		// its lightness, and it is all but the site's text colour, which it
		// shares (a colour another role has costs a little more) — not the
		// purple accent-3 that luminance alone chose among the unused colours
		// (re-judged 2026-12-01: a black rule or text stays black on the site).
		$this->assertSame(
			array( 'base', 'contrast', 'accent-1', 'accent-2', 'contrast' ),
			array_column( ( new SiteRoles( ThemePresets::current() ) )->colours( $roles ), 'slug' ),
			'accent-9 has no slug of its name: the colour likest black, the theme\'s near-black text colour (accent-6 is color-mix(), never chosen)'
		);
		$this->use_theme( 'twentytwentyfour' );
		$this->assertSame(
			array( 'base', 'contrast', 'accent', 'accent-2', 'contrast' ),
			array_column( ( new SiteRoles( ThemePresets::current() ) )->colours( $roles ), 'slug' ),
			'Twenty Twenty-Four calls its first accent "accent"; black shares its near-black contrast (by luminance among the unused colours it was the grey contrast-2)'
		);
		// Re-judged for hue (2026-12-01; by lightness alone the rust was the
		// dark grey contrast-2, the yellow the white base-2, black the orange):
		// the rust, a strong colour, takes the theme's one strong colour of
		// near hue, its orange accent-3 (where it must read as text, settle()
		// re-chooses: the next test); the strong yellow the tinted colour
		// nearest in hue and lightness, the sage accent-4 (Twenty Twenty-Four
		// has no yellow; the white base-2 is a grey); black the theme's
		// near-black contrast, which it shares — no longer a strong orange.
		$this->assertSame(
			array( 'base', 'contrast', 'accent-3', 'accent-4', 'contrast' ),
			array_column( ( new SiteRoles( ThemePresets::current() ) )->colours( $inferred ), 'slug' ),
			'inferred, by likeness: the rust the orange, the strong yellow the sage, black the near-black contrast'
		);
		$this->use_theme( 'twentytwentyfive' );
		$this->assertSame(
			array( 'base', 'contrast', 'accent-3', 'accent-1', 'contrast' ),
			array_column( ( new SiteRoles( ThemePresets::current() ) )->colours( $inferred ), 'slug' ),
			'inferred, by likeness: the dark rust a strong colour, the purple (by name it was the yellow), the yellow the yellow, black the near-black contrast'
		);
	}

	public function test_twenty_twenty_four_gives_an_unreadable_accent_a_readable_colour_and_brings_spacing_to_its_scale(): void {
		$this->use_theme( 'twentytwentyfour' );
		$content = '<!-- wp:group {"style":{"color":{"background":"#fdfaf4","text":"#1d1d1b"},"spacing":{"padding":{"top":"var:preset|spacing|80","bottom":"var:preset|spacing|40"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#1d1d1b;background-color:#fdfaf4;padding-top:var(--wp--preset--spacing--80);padding-bottom:var(--wp--preset--spacing--40)"><!-- wp:paragraph {"style":{"color":{"text":"#8a3b12"}}} -->
<p class="has-text-color" style="color:#8a3b12">Warm words.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';
		$design  = DesignRoles::of( 'gutenberg', $content );
		$this->assertSame( array( 'base', 'contrast', 'accent-1' ), array_column( $design['colors'], 'role' ) );
		$this->assertSame( array( '#fdfaf4', '#1d1d1b', '#8a3b12' ), array_column( $design['colors'], 'value' ) );
		$result = self::matcher()->apply( $content, $design, DesignMatcher::LOOK_SITE );
		// The rust is an inferred accent (a literal colour): it goes by likeness
		// (ColourFit) to the theme's orange accent-3, a strong colour of near hue,
		// which is 3.5:1 on the base, under AA for text: re-chosen, the likest
		// colour that reads there, the dark grey contrast-2 (a strong colour
		// prefers a strong one, but no other reads). By name it was "accent"
		// (#cfcabe), 1.5:1, re-chosen to the same contrast-2: the same page for
		// a person (re-judged 2026-12-01).
		$this->assertSame(
			array(
				'base'     => 'base',
				'contrast' => 'contrast',
				'accent-1' => 'contrast-2',
			),
			$result['colors']
		);
		$this->assertSame( array( 'accent-1' => 'contrast-2' ), $result['adjusted'] );
		$this->assertSame( array(), $result['kept'] );
		$this->assertStringContainsString( 'color:var(--wp--preset--color--contrast);background-color:var(--wp--preset--color--base)', $result['content'] );
		$this->assertStringContainsString( 'style="color:var(--wp--preset--color--contrast-2)"', $result['content'] );
		// Twenty Twenty-Four's spacing stops at 60.
		$this->assertSame( array( '80' => '60' ), $result['spacing'] );
		$this->assertStringContainsString( '"top":"var:preset|spacing|60","bottom":"var:preset|spacing|40"', $result['content'] );
		$this->assertStringContainsString( 'padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--40)', $result['content'] );
		$this->assert_readable( $content, $result['content'] );

		// The same rust as the source palette's own `accent` (a pack made with a
		// theme's first accent) keeps the name rule: Twenty Twenty-Four's "accent",
		// 1.5:1 on the base, so it is re-chosen, contrast-2.
		$named  = str_replace(
			array( '{"style":{"color":{"text":"#8a3b12"}}}', '<p class="has-text-color" style="color:#8a3b12">' ),
			array( '{"textColor":"accent"}', '<p class="has-accent-color has-text-color">' ),
			$content
		);
		$design = DesignRoles::of( 'gutenberg', $named, array( 'colours' => array( 'accent' => '#8a3b12' ) ) );
		$this->assertSame( array( 'accent-1', 'accent', '#8a3b12' ), array( $design['colors'][2]['role'], $design['colors'][2]['slug'], $design['colors'][2]['value'] ) );
		$result = self::matcher()->apply( $named, $design, DesignMatcher::LOOK_SITE );
		$this->assertSame( 'contrast-2', $result['colors']['accent-1'] );
		$this->assertSame( array( 'accent-1' => 'contrast-2' ), $result['adjusted'] );
		$this->assertStringContainsString( '<!-- wp:paragraph {"textColor":"contrast-2"} -->', $result['content'] );
		$this->assertStringContainsString( 'has-contrast-2-color', $result['content'] );
		$this->assertStringNotContainsString( 'has-accent-color', $result['content'] );
		$this->assert_readable( $named, $result['content'] );
	}

	public function test_an_inferred_pale_accent_takes_a_pale_colour_by_lightness_not_the_accent_of_its_name(): void {
		$this->use_theme( 'twentytwentyfour' );
		$content = self::demo( 'event-schedule' );
		$design  = DesignRoles::of( 'gutenberg', $content );
		// The programme table's pale lilac background: an accent inferred from a
		// literal colour (no palette slug), numbered 3 by how often it is used.
		$lilac = array_values( array_filter( $design['colors'], static fn( array $entry ): bool => '#f5effc' === $entry['value'] ) );
		$this->assertSame( array( 'accent-3', '' ), array( $lilac[0]['role'], $lilac[0]['slug'] ) );
		$result  = self::matcher()->apply( $content, $design, DesignMatcher::LOOK_SITE );
		$palette = ThemePresets::current()->colours;
		$slug    = $result['colors']['accent-3'] ?? null;
		$this->assertNotNull( $slug, 'the lilac is matched' );
		// Twenty Twenty-Four's `accent-3` is its orange (#d8613c): a pale tint
		// behind a whole table would turn into a strong band for its name alone.
		$this->assertNotSame( 'accent-3', $slug, 'not the orange of the same name' );
		$this->assertGreaterThan( 0.8, Colour::luminance( (string) $palette[ $slug ]['value'] ), "stays pale ({$slug})" );
		$this->assertStringContainsString( '"color":{"background":"var:preset|color|' . $slug . '"}', $result['content'] );
		$this->assertStringNotContainsString( 'var:preset|color|accent-3', $result['content'] );
		$this->assertSame( array(), $result['kept'] );
		// The table's text (the section's, the theme's contrast) reads on it, as everything else.
		$this->assert_readable( $content, $result['content'] );

		// The same pale colour as a palette's own `accent-3` (a pack made with
		// a theme's third accent): the name is the designer's choice of slot,
		// so it takes the site's `accent-3` — readable, so kept.
		$named  = '<!-- wp:group {"backgroundColor":"accent-3","style":{"color":{"text":"#111111"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-accent-3-background-color has-text-color has-background" style="color:#111111"><!-- wp:paragraph -->
<p>On the third accent.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';
		$design = DesignRoles::of( 'gutenberg', $named, array( 'colours' => array( 'accent-3' => '#f5effc' ) ) );
		$this->assertContains( array( 'accent-3', 'accent-3' ), array_map( static fn( array $entry ): array => array( $entry['role'], $entry['slug'] ), $design['colors'] ) );
		$result = self::matcher()->apply( $named, $design, DesignMatcher::LOOK_SITE );
		$this->assertSame( 'accent-3', $result['colors']['accent-3'] );
		$this->assertStringContainsString( 'has-accent-3-background-color', $result['content'] );
		$this->assert_readable( $named, $result['content'] );
	}

	public function test_font_families_become_the_sites_heading_and_body_families(): void {
		$this->use_theme( 'twentytwentyfour' );
		$content = '<!-- wp:heading {"fontFamily":"manrope"} -->
<h2 class="wp-block-heading has-manrope-font-family">Title</h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"style":{"typography":{"fontFamily":"Georgia, serif"}}} -->
<p style="font-family:Georgia, serif">Body text.</p>
<!-- /wp:paragraph -->';
		$design  = DesignRoles::of( 'gutenberg', $content, array( 'fonts' => array( 'manrope' => 'Manrope, sans-serif' ) ) );
		$roles = array_column( $design['fonts'], 'role', 'value' );
		ksort( $roles );
		$this->assertSame(
			array(
				'Georgia, serif'      => 'body',
				'Manrope, sans-serif' => 'heading',
			),
			$roles
		);
		$result = self::matcher()->apply( $content, $design, DesignMatcher::LOOK_SITE );
		$fonts  = $result['fonts'];
		ksort( $fonts );
		$this->assertSame(
			array(
				'body'    => 'body',
				'heading' => 'heading',
			),
			$fonts,
			'Twenty Twenty-Four\'s heading and body families'
		);
		$this->assertStringContainsString( '<!-- wp:heading {"fontFamily":"heading"} -->', $result['content'] );
		$this->assertStringContainsString( 'has-heading-font-family', $result['content'] );
		$this->assertStringNotContainsString( 'manrope', $result['content'] );
		$this->assertStringContainsString( '"fontFamily":"var:preset|font-family|body"', $result['content'] );
		$this->assertStringContainsString( 'style="font-family:var(--wp--preset--font-family--body)"', $result['content'] );
		$this->assertStringNotContainsString( 'Georgia', $result['content'] );
	}

	public function test_a_palette_that_cannot_be_read_keeps_the_packs_colours_and_says_which_pairs(): void {
		$content = '<!-- wp:group {"style":{"color":{"background":"#ffffff","text":"#222222"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#222222;background-color:#ffffff"><!-- wp:paragraph -->
<p>Readable on white.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';
		$design  = DesignRoles::of( 'gutenberg', $content );
		$dark    = new ThemePresets(
			array(
				'base'     => array(
					'value' => '#333333',
					'name'  => 'Base',
				),
				'contrast' => array(
					'value' => '#444444',
					'name'  => 'Contrast',
				),
			),
			array(),
			array(),
			array(),
			array(
				'text'       => '#444444',
				'background' => '#333333',
				'body'       => null,
				'heading'    => null,
			)
		);
		$result  = ( new DesignMatcher( $dark ) )->apply( $content, $design, DesignMatcher::LOOK_SITE );
		$this->assertTrue( $result['matched'] );
		$this->assertSame( array(), $result['colors'], 'both roles keep the pack\'s colours' );
		$this->assertCount( 1, $result['kept'] );
		$this->assertSame( array( 'contrast', 'base' ), array( $result['kept'][0]['text'], $result['kept'][0]['background'] ) );
		$this->assertSame( array( '#444444', '#333333' ), $result['kept'][0]['site_colors'] );
		$this->assertStringContainsString( 'color:#222222;background-color:#ffffff', $result['content'] );

		// A readable palette of the same names maps both.
		$light  = new ThemePresets(
			array(
				'base'     => array(
					'value' => '#fafafa',
					'name'  => 'Base',
				),
				'contrast' => array(
					'value' => '#101010',
					'name'  => 'Contrast',
				),
			),
			array(),
			array(),
			array(),
			array(
				'text'       => '#101010',
				'background' => '#fafafa',
				'body'       => null,
				'heading'    => null,
			)
		);
		$result = ( new DesignMatcher( $light ) )->apply( $content, $design, DesignMatcher::LOOK_SITE );
		$this->assertSame( array(), $result['kept'] );
		$this->assertStringContainsString( 'color:var(--wp--preset--color--contrast);background-color:var(--wp--preset--color--base)', $result['content'] );
	}

	/**
	 * A palette of white, black, red and a dark grey (each by the role its slug names).
	 */
	private static function four_colours(): ThemePresets {
		$colours = array();
		foreach ( array(
			'base'     => '#ffffff',
			'contrast' => '#000000',
			'accent-1' => '#cc0000',
			'accent-2' => '#222222',
		) as $slug => $value ) {
			$colours[ $slug ] = array(
				'value' => $value,
				'name'  => $slug,
			);
		}
		return new ThemePresets(
			$colours,
			array(),
			array(),
			array(),
			array(
				'text'       => '#000000',
				'background' => '#ffffff',
				'body'       => null,
				'heading'    => null,
			)
		);
	}

	public function test_a_packs_pages_share_one_set_of_roles_so_a_pack_colour_takes_one_site_colour_on_every_page(): void {
		// Home: navy text on a white page (navy is Home's `contrast`).
		$home    = '<!-- wp:group {"style":{"color":{"background":"#ffffff","text":"#0b2545"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#0b2545;background-color:#ffffff"><!-- wp:paragraph -->
<p>Navy words on white.</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph -->
<p>More navy words.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';
		// Contact: grey text on white, and a navy button with white words (navy is Contact's accent).
		$contact = '<!-- wp:group {"style":{"color":{"background":"#ffffff","text":"#333333"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#333333;background-color:#ffffff"><!-- wp:paragraph -->
<p>Grey words on white.</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph -->
<p>More grey words.</p>
<!-- /wp:paragraph -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button {"style":{"color":{"background":"#0b2545","text":"#ffffff"}}} -->
<div class="wp-block-button"><a class="wp-block-button__link has-text-color has-background wp-element-button" style="color:#ffffff;background-color:#0b2545">Write to us</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div>
<!-- /wp:group -->';
		$designs = array(
			'home'    => DesignRoles::of( 'gutenberg', $home ),
			'contact' => DesignRoles::of( 'gutenberg', $contact ),
		);
		$roles   = static fn( array $design ): array => array_column( $design['colors'], 'role', 'value' );
		$this->assertSame( 'contrast', $roles( $designs['home'] )['#0b2545'] );
		$this->assertStringStartsWith( 'accent-', $roles( $designs['contact'] )['#0b2545'], 'the same colour, another role' );
		$matcher = new DesignMatcher( self::four_colours() );

		// Each page on its own (an insert): navy becomes black on Home and, an
		// inferred accent on Contact, the palette's likest colour (ColourFit,
		// re-judged 2026-12-01): navy is only a little blue, so its lightness
		// counts most, and on Contact it is darker than the page's grey words, so
		// on the site it is wanted beyond the site's text colour: black, which the
		// contrast role has (a shared colour costs a little more, less than the
		// dark grey's distance). By name it was the bright red accent-1 (a dark
		// navy button turned bright red for a name); as a person sees it the
		// black button with white words is the nearer design. One site colour for
		// navy on both pages here by chance; the plan below makes it so always.
		$this->assertStringContainsString( 'color:var(--wp--preset--color--contrast)', $matcher->apply( $home, $designs['home'], DesignMatcher::LOOK_SITE )['content'] );
		$this->assertStringContainsString( 'style="color:var(--wp--preset--color--base);background-color:var(--wp--preset--color--contrast)"', $matcher->apply( $contact, $designs['contact'], DesignMatcher::LOOK_SITE )['content'] );

		// One pack (a full-site import): one site colour for navy on both pages.
		$plan = $matcher->pack(
			array(
				array(
					'content' => $home,
					'design'  => $designs['home'],
				),
				array(
					'content' => $contact,
					'design'  => $designs['contact'],
				),
			),
			'gutenberg'
		);
		$this->assertIsArray( $plan );
		$pages = array(
			'home'    => $matcher->apply( $home, $designs['home'], DesignMatcher::LOOK_SITE, 'gutenberg', $plan ),
			'contact' => $matcher->apply( $contact, $designs['contact'], DesignMatcher::LOOK_SITE, 'gutenberg', $plan ),
		);
		$this->assertStringContainsString( 'style="color:var(--wp--preset--color--contrast);background-color:var(--wp--preset--color--base)"', $pages['home']['content'] );
		$this->assertStringContainsString( 'style="color:var(--wp--preset--color--base);background-color:var(--wp--preset--color--contrast)"', $pages['contact']['content'], 'navy is black on Contact too' );
		// Contact's grey gave navy its `contrast` and takes the palette colour nearest it.
		$this->assertStringContainsString( 'color:var(--wp--preset--color--accent-2);background-color:var(--wp--preset--color--base)', $pages['contact']['content'] );
		foreach ( $pages as $name => $page ) {
			$this->assertTrue( $page['matched'], $name );
			$this->assertSame( array(), $page['kept'], $name );
			$this->assertStringNotContainsString( '#0b2545', $page['content'], $name );
		}
		$this->assertSame( $pages['home']['colors'], $pages['contact']['colors'], 'one mapping for the pack' );

		// A palette that cannot make navy readable on both pages keeps it on both.
		$grey  = new ThemePresets(
			array(
				'base'     => array(
					'value' => '#ffffff',
					'name'  => 'Base',
				),
				'contrast' => array(
					'value' => '#999999',
					'name'  => 'Contrast',
				),
			),
			array(),
			array(),
			array(),
			array(
				'text'       => '#999999',
				'background' => '#ffffff',
				'body'       => null,
				'heading'    => null,
			)
		);
		$items = array(
			array(
				'content' => $home,
				'design'  => $designs['home'],
			),
			array(
				'content' => $contact,
				'design'  => $designs['contact'],
			),
		);
		$plan  = ( new DesignMatcher( $grey ) )->pack( $items, 'gutenberg' );
		foreach ( $items as $item ) {
			$page = ( new DesignMatcher( $grey ) )->apply( $item['content'], $item['design'], DesignMatcher::LOOK_SITE, 'gutenberg', $plan );
			$this->assertStringContainsString( '#0b2545', $page['content'], 'navy keeps the pack\'s colour on every page' );
			$this->assertNotSame( array(), $page['kept'], 'and each page says so' );
		}
	}

	public function test_a_colour_a_newer_version_adds_takes_a_site_colour_and_the_packs_keep_theirs(): void {
		// Version 1, placed with its pack: navy words on white.
		$first = '<!-- wp:group {"style":{"color":{"background":"#ffffff","text":"#0b2545"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#0b2545;background-color:#ffffff"><!-- wp:paragraph -->
<p>Navy words on white.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';
		// Version 2 adds a band: light words on a dark red it never had.
		$band   = '<!-- wp:group {"style":{"color":{"background":"#8a1c1c","text":"#fafafa"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#fafafa;background-color:#8a1c1c"><!-- wp:paragraph -->
<p>A new band.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';
		$second = $first . "\n\n" . $band;
		$matcher = new DesignMatcher( self::four_colours() );
		$plan    = DesignMatcher::plan_checked(
			DesignMatcher::plan_record(
				(array) $matcher->pack(
					array(
						array(
							'content' => $first,
							'design'  => DesignRoles::of( 'gutenberg', $first ),
						),
					),
					'gutenberg'
				)
			)
		);
		$this->assertIsArray( $plan, 'the plan as an update reads it from the record' );
		$design = DesignRoles::of( 'gutenberg', $second );
		$before = $matcher->apply( $first, DesignRoles::of( 'gutenberg', $first ), DesignMatcher::LOOK_SITE, 'gutenberg', $plan );
		$after  = $matcher->apply( $second, $design, DesignMatcher::LOOK_SITE, 'gutenberg', $plan );
		$this->assertTrue( $after['matched'] );
		// The pack's colours as recorded: the first group is drawn as it was.
		$this->assertStringContainsString( explode( "\n\n", $after['content'] )[0], $before['content'] );
		// The band's colours were not in the plan: now each is a site colour, none of the pack's left.
		foreach ( array( '#8a1c1c', '#fafafa', '#0b2545', '#ffffff' ) as $literal ) {
			$this->assertStringNotContainsString( $literal, $after['content'], "$literal is left" );
		}
		// The dark red (an inferred accent, a strong colour) takes the site's likest
		// colour (ColourFit): the red accent-1, of its hue, over the near-black
		// accent-2 of its lightness, which luminance alone chose (the band lost its
		// red); its light words the site's white (5.9:1 on that red). The same as
		// by name, now for its hue (re-judged 2026-12-01).
		$this->assertStringContainsString( 'style="color:var(--wp--preset--color--base);background-color:var(--wp--preset--color--accent-1)"', $after['content'] );
		$this->assertSame( array(), $after['kept'] );
		// The same plan and content again: the same answer (an update applied twice).
		$this->assertSame( $after['content'], $matcher->apply( $second, $design, DesignMatcher::LOOK_SITE, 'gutenberg', $plan )['content'] );

		// A palette of light colours only, in which no colour of the band can
		// read: the band keeps its own colours and the answer says so (as the
		// pack's navy kept its own when the pack was placed).
		$light = new ThemePresets(
			array(
				'base'     => array(
					'value' => '#ffffff',
					'name'  => 'Base',
				),
				'accent-1' => array(
					'value' => '#eeeeee',
					'name'  => 'Accent 1',
				),
				'accent-2' => array(
					'value' => '#dddddd',
					'name'  => 'Accent 2',
				),
			),
			array(),
			array(),
			array(),
			array(
				'text'       => '#dddddd',
				'background' => '#ffffff',
				'body'       => null,
				'heading'    => null,
			)
		);
		$pale  = new DesignMatcher( $light );
		$plan  = DesignMatcher::plan_checked(
			DesignMatcher::plan_record(
				(array) $pale->pack(
					array(
						array(
							'content' => $first,
							'design'  => DesignRoles::of( 'gutenberg', $first ),
						),
					),
					'gutenberg'
				)
			)
		);
		$kept  = $pale->apply( $second, $design, DesignMatcher::LOOK_SITE, 'gutenberg', $plan );
		$this->assertStringContainsString( 'color:#0b2545', $kept['content'], 'the pack\'s navy keeps its colour, as recorded' );
		$this->assertStringContainsString( 'background-color:#8a1c1c', $kept['content'], 'the band keeps its red' );
		$this->assertNotSame( array(), $kept['kept'], 'and the answer says which pair kept the pack\'s colours' );
		$this->assertStringContainsString( 'style="color:#fafafa;background-color:#8a1c1c"', $kept['content'], 'as the pack drew it, readable' );
	}

	public function test_an_item_inserted_alone_records_its_plan_so_a_version_whose_roles_come_out_otherwise_repaints_nothing(): void {
		// A navy band with white words, navy words on a white card.
		$content = '<!-- wp:group {"style":{"color":{"background":"#0b2545","text":"#ffffff"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#ffffff;background-color:#0b2545"><!-- wp:paragraph -->
<p>White words on navy.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->

<!-- wp:group {"style":{"color":{"background":"#ffffff","text":"#0b2545"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#0b2545;background-color:#ffffff"><!-- wp:paragraph -->
<p>Navy words on white.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';
		$design  = static fn( string $navy, string $white ): array => array(
			'colors' => array(
				array(
					'role'  => $navy,
					'value' => '#0b2545',
					'slug'  => '',
				),
				array(
					'role'  => $white,
					'value' => '#ffffff',
					'slug'  => '',
				),
			),
		);
		$matcher = new DesignMatcher( self::four_colours() );
		$placed  = $matcher->apply( $content, $design( 'contrast', 'base' ), DesignMatcher::LOOK_SITE );
		$this->assertTrue( $placed['matched'] );
		$this->assertIsArray( $placed['plan'] ?? null, 'the insert answers the plan it matched with, for its record' );
		$plan = DesignMatcher::plan_checked( $placed['plan'] );
		$this->assertIsArray( $plan );
		// The publishing site's theme changed: the next version's design gives the same colours other roles.
		$next = $design( 'base', 'contrast' );
		$this->assertNotSame( $placed['content'], $matcher->apply( $content, $next, DesignMatcher::LOOK_SITE )['content'], 'matched on its own, the same content would be repainted' );
		$this->assertSame( $placed['content'], $matcher->apply( $content, $next, DesignMatcher::LOOK_SITE, 'gutenberg', $plan )['content'], 'with its record\'s plan, nothing nobody changed is repainted' );

		// After a theme switch a recorded site colour the theme no longer has is chosen again: never a colour that draws nothing.
		$other = new ThemePresets(
			array(
				'paper' => array(
					'value' => '#fdfdfd',
					'name'  => 'Paper',
				),
				'ink'   => array(
					'value' => '#101010',
					'name'  => 'Ink',
				),
			),
			array(),
			array(),
			array(),
			array(
				'text'       => '#101010',
				'background' => '#fdfdfd',
				'body'       => null,
				'heading'    => null,
			)
		);
		$moved = ( new DesignMatcher( $other ) )->apply( $content, $next, DesignMatcher::LOOK_SITE, 'gutenberg', $plan );
		$this->assertTrue( $moved['matched'] );
		$this->assertStringNotContainsString( '--color--base', $moved['content'] );
		$this->assertStringNotContainsString( '--color--contrast', $moved['content'] );
		$this->assertStringContainsString( 'style="color:var(--wp--preset--color--paper);background-color:var(--wp--preset--color--ink)"', $moved['content'] );
	}

	public function test_a_version_that_sets_two_known_colours_side_by_side_for_the_first_time_is_judged_and_stays_readable(): void {
		// Version 1: white words on a pale blue band, navy words on white.
		$first  = '<!-- wp:group {"style":{"color":{"background":"#9ad1ff","text":"#ffffff"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#ffffff;background-color:#9ad1ff"><!-- wp:paragraph -->
<p>White words on pale blue.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->

<!-- wp:group {"style":{"color":{"background":"#ffffff","text":"#0b2545"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#0b2545;background-color:#ffffff"><!-- wp:paragraph -->
<p>Navy words on white.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';
		// Version 2 adds navy words on the pale blue (9.4:1 as the pack draws them).
		$band    = '<!-- wp:group {"style":{"color":{"background":"#9ad1ff","text":"#0b2545"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#0b2545;background-color:#9ad1ff"><!-- wp:paragraph -->
<p>Navy words on pale blue.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';
		$second  = $first . "\n\n" . $band;
		$grey    = array();
		foreach ( array(
			'base'     => '#ffffff',
			'contrast' => '#111111',
			'accent-1' => '#767676',
		) as $slug => $value ) {
			$grey[ $slug ] = array(
				'value' => $value,
				'name'  => $slug,
			);
		}
		$matcher = new DesignMatcher(
			new ThemePresets(
				$grey,
				array(),
				array(),
				array(),
				array(
					'text'       => '#111111',
					'background' => '#ffffff',
					'body'       => null,
					'heading'    => null,
				)
			)
		);
		$placed = $matcher->apply( $first, DesignRoles::of( 'gutenberg', $first ), DesignMatcher::LOOK_SITE );
		$this->assertSame( array(), $placed['kept'], 'version 1 reads with the site\'s colours' );
		$plan  = DesignMatcher::plan_checked( $placed['plan'] ?? null );
		$this->assertIsArray( $plan );
		$after = $matcher->apply( $second, DesignRoles::of( 'gutenberg', $second ), DesignMatcher::LOOK_SITE, 'gutenberg', $plan );
		$this->assertTrue( $after['matched'] );
		// The new band as drawn: its words readable on it.
		$drawn = array();
		foreach ( parse_blocks( $after['content'] ) as $block ) {
			if ( str_contains( (string) $block['innerHTML'], 'on pale blue' ) || str_contains( serialize_block( $block ), 'Navy words on pale blue' ) ) {
				$drawn[] = $block['attrs'];
			}
		}
		$band = end( $drawn );
		$this->assertIsArray( $band );
		$value = static function ( array $attrs, string $kind, string $named ) use ( $grey ): string {
			$raw = (string) ( $attrs['style']['color'][ $kind ] ?? '' );
			if ( str_starts_with( $raw, 'var:preset|color|' ) ) {
				return $grey[ substr( $raw, 17 ) ]['value'];
			}
			return '' !== $raw ? $raw : $grey[ (string) ( $attrs[ $named ] ?? '' ) ]['value'];
		};
		$ratio = Colour::contrast( $value( $band, 'text', 'textColor' ), $value( $band, 'background', 'backgroundColor' ) );
		$this->assertGreaterThanOrEqual( Colour::AA, $ratio, 'navy words on pale blue meet for the first time in version 2, and still read: ' . wp_json_encode( $band ) );
		$this->assertNotSame( array(), $after['kept'], 'and the answer says which pair kept the pack\'s colours' );
	}

	public function test_links_on_a_background_where_the_themes_link_colour_would_not_read_take_the_blocks_text_colour(): void {
		// A dark site whose links are a pale teal; the item's card is white with dark words and a link.
		$presets = new ThemePresets(
			array(
				'base'     => array(
					'value' => '#111111',
					'name'  => 'Base',
				),
				'contrast' => array(
					'value' => '#eeeeee',
					'name'  => 'Contrast',
				),
				'accent'   => array(
					'value' => '#7fd1c2',
					'name'  => 'Accent',
				),
			),
			array(),
			array(),
			array(),
			array(
				'text'       => '#eeeeee',
				'background' => '#111111',
				'body'       => null,
				'heading'    => null,
				'link'       => '#7fd1c2',
			)
		);
		$card    = '<!-- wp:group {"style":{"color":{"background":"#ffffff","text":"#222222"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#222222;background-color:#ffffff"><!-- wp:paragraph -->
<p>Words and <a href="#x">a link</a>.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';
		// Its pack kept the card's colours (its plan, as a full-site import recorded it).
		$kept    = DesignMatcher::plan_checked(
			array(
				'lookup' => array(
					'v:#ffffff' => 'base',
					'v:#222222' => 'contrast',
				),
				'colors' => array(),
				'kept'   => array(
					'base'     => '#ffffff',
					'contrast' => '#222222',
				),
			)
		);
		$result  = ( new DesignMatcher( $presets ) )->apply( $card, DesignRoles::of( 'gutenberg', $card ), DesignMatcher::LOOK_SITE, 'gutenberg', $kept );
		$this->assertTrue( $result['matched'] );
		$this->assertStringContainsString( 'background-color:#ffffff', $result['content'], 'the card keeps its white' );
		$group   = parse_blocks( $result['content'] )[0];
		$resolve = static fn( string $value ): string => str_starts_with( $value, 'var:preset|color|' ) ? (string) $presets->colours[ substr( $value, 17 ) ]['value'] : $value;
		$back    = $resolve( (string) $group['attrs']['style']['color']['background'] );
		$link    = $resolve( (string) ( $group['attrs']['style']['elements']['link']['color']['text'] ?? '#7fd1c2' ) );
		$this->assertGreaterThanOrEqual( Colour::AA, Colour::contrast( $link, $back ), "the link, $link on $back" );
		$this->assertSame( $group['attrs']['style']['color']['text'], $group['attrs']['style']['elements']['link']['color']['text'] ?? null, 'the card\'s own text colour' );
		// The rendered block carries it (WordPress's elements support).
		$this->assertMatchesRegularExpression( '/wp-elements-[0-9a-f]+/', render_block( $group ) );

		// A block without links gets nothing; where the card is matched to the
		// site's dark base, the theme's teal reads and nothing is added either.
		$plain = str_replace( ' and <a href="#x">a link</a>', '', $card );
		$this->assertArrayNotHasKey( 'elements', (array) ( parse_blocks( ( new DesignMatcher( $presets ) )->apply( $plain, DesignRoles::of( 'gutenberg', $plain ), DesignMatcher::LOOK_SITE, 'gutenberg', $kept )['content'] )[0]['attrs']['style'] ?? array() ) );
		$matched = parse_blocks( ( new DesignMatcher( $presets ) )->apply( $card, DesignRoles::of( 'gutenberg', $card ), DesignMatcher::LOOK_SITE )['content'] )[0];
		$this->assertSame( 'var:preset|color|base', $matched['attrs']['style']['color']['background'] ?? null );
		$this->assertArrayNotHasKey( 'elements', (array) $matched['attrs']['style'] );
	}

	public function test_headings_the_theme_colours_itself_take_the_bands_text_colour_where_the_themes_would_not_read(): void {
		// As Twenty Twenty-Four: every heading is the theme's contrast (styles.elements.heading).
		$presets = new ThemePresets(
			array(
				'base'     => array(
					'value' => '#ffffff',
					'name'  => 'Base',
				),
				'contrast' => array(
					'value' => '#111111',
					'name'  => 'Contrast',
				),
			),
			array(),
			array(),
			array(),
			array(
				'text'       => '#111111',
				'background' => '#ffffff',
				'body'       => null,
				'heading'    => null,
				'headings'   => '#111111',
			)
		);
		$band    = '<!-- wp:group {"style":{"color":{"background":"#0b2545","text":"#ffffff"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:#ffffff;background-color:#0b2545"><!-- wp:heading -->
<h2 class="wp-block-heading">A heading of no colour of its own</h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>White words on navy.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';
		$result  = ( new DesignMatcher( $presets ) )->apply( $band, DesignRoles::of( 'gutenberg', $band ), DesignMatcher::LOOK_SITE );
		$group   = parse_blocks( $result['content'] )[0];
		$this->assertSame( 'var:preset|color|contrast', $group['attrs']['style']['color']['background'] ?? null, 'the band is the site\'s contrast' );
		$this->assertSame( 'var:preset|color|base', $group['attrs']['style']['elements']['heading']['color']['text'] ?? null, 'its heading the band\'s text colour, not the theme\'s contrast on contrast' );
		$this->assertArrayNotHasKey( 'link', (array) $group['attrs']['style']['elements'], 'no link, no link colour' );
		// On the page's own background the theme's heading colour reads: nothing added.
		$light  = str_replace( array( '"background":"#0b2545","text":"#ffffff"', 'color:#ffffff;background-color:#0b2545' ), array( '"background":"#fafafa","text":"#222222"', 'color:#222222;background-color:#fafafa' ), $band );
		$result = ( new DesignMatcher( $presets ) )->apply( $light, DesignRoles::of( 'gutenberg', $light ), DesignMatcher::LOOK_SITE );
		$this->assertArrayNotHasKey( 'elements', (array) ( parse_blocks( $result['content'] )[0]['attrs']['style'] ?? array() ) );
	}

	public function test_a_striped_tables_text_reads_on_cores_grey_rows_on_a_dark_palette_in_both_looks(): void {
		// Twenty Twenty-Three with a dark palette of the user's (the fidelity
		// suite's, fidelity-look.spec.ts): pale text on a dark page.
		$this->use_dark_palette();
		$presets = ThemePresets::current();
		$this->assertSame( array( '#f5efe4', '#1e2330' ), array( $presets->page['text'], $presets->page['background'] ), 'the user palette is the site\'s' );
		$this->assertSame( '#f0f0f0', DesignMatcher::STRIPES );
		$striped = array_filter( self::demo_items(), static fn( string $content ): bool => str_contains( $content, 'is-style-stripes' ) );
		$this->assertArrayHasKey( 'event-schedule', $striped );
		$this->assertArrayHasKey( 'plan-comparison-table', $striped );
		foreach ( $striped as $slug => $content ) {
			$design = DesignRoles::of( 'gutenberg', $content );
			foreach ( DesignMatcher::LOOKS as $look ) {
				$result = self::matcher()->apply( $content, $design, $look );
				$tables = self::striped_tables( $result['content'] );
				$this->assertNotEmpty( $tables, "{$look} {$slug}" );
				foreach ( $tables as [ $text, $back ] ) {
					// Core paints every other body row #f0f0f0 whatever the table's
					// background: the text reads on those rows and on the others.
					$this->assertNotNull( $text, "{$look} {$slug}" );
					$this->assertGreaterThanOrEqual( 4.5, self::wcag( (string) $text, DesignMatcher::STRIPES ), "{$look} {$slug}: {$text} on the stripes" );
					$this->assertGreaterThanOrEqual( 4.5, self::wcag( (string) $text, (string) $back ), "{$look} {$slug}: {$text} on the table's {$back}" );
				}
				if ( DesignMatcher::LOOK_PACK === $look ) {
					$this->assertSame( $content, $result['content'], "{$slug}: the pack's look is the stored content (its tables take their text from their sections)" );
				}
			}
		}
		// No colour of this palette reads both on its dark page and on the
		// stripes: the text's role keeps the pack's colour, and the insert says so.
		foreach ( array( 'event-schedule', 'plan-comparison-table' ) as $slug ) {
			$result = self::matcher()->apply( $striped[ $slug ], DesignRoles::of( 'gutenberg', $striped[ $slug ] ), DesignMatcher::LOOK_SITE );
			$this->assertTrue( $result['matched'], $slug );
			$stripes = array_values( array_filter( $result['kept'], static fn( array $pair ): bool => 'fixed:#f0f0f0' === $pair['background'] ) );
			$this->assertCount( 1, $stripes, "{$slug}: " . wp_json_encode( $result['kept'] ) );
			$this->assertSame( array( '#f5efe4', '#f0f0f0' ), $stripes[0]['site_colors'], "{$slug}: the site's pale text on the stripes" );
			$this->assertLessThan( 4.5, $stripes[0]['ratio'] );
		}
	}

	public function test_a_striped_tables_text_is_judged_only_where_the_packs_own_reads_on_the_stripes(): void {
		// A band (its own background and text) holding a striped table without colours of its own.
		$band = static fn( string $back, string $text ): string => '<!-- wp:group {"style":{"color":{"background":"' . $back . '","text":"' . $text . '"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group has-text-color has-background" style="color:' . $text . ';background-color:' . $back . '"><!-- wp:table {"className":"is-style-stripes"} -->
<figure class="wp-block-table is-style-stripes"><table><tbody><tr><td>Members</td><td>1</td></tr><tr><td>Storage</td><td>10 GB</td></tr></tbody></table></figure>
<!-- /wp:table --></div>
<!-- /wp:group -->';
		$design = static fn( string $back, string $text ): array => array(
			'colors' => array(
				array(
					'role'  => 'base',
					'value' => $back,
					'slug'  => '',
				),
				array(
					'role'  => 'contrast',
					'value' => $text,
					'slug'  => '',
				),
			),
		);
		// A dark site of two colours.
		$dark = new ThemePresets(
			array(
				'base'     => array(
					'value' => '#111111',
					'name'  => 'Base',
				),
				'contrast' => array(
					'value' => '#eeeeee',
					'name'  => 'Contrast',
				),
			),
			array(),
			array(),
			array(),
			array(
				'text'       => '#eeeeee',
				'background' => '#111111',
				'body'       => null,
				'heading'    => null,
			)
		);

		// A light pack: its dark text read on the stripes. The site's pale text
		// would not (1.0:1), and no colour of the palette reads both there and
		// on the band's dark: the text keeps the pack's, the band the site colour
		// that reads with it, and the insert says so.
		$light  = $band( '#ffffff', '#222222' );
		$result = ( new DesignMatcher( $dark ) )->apply( $light, $design( '#ffffff', '#222222' ), DesignMatcher::LOOK_SITE );
		$this->assertTrue( $result['matched'] );
		$this->assertSame(
			array(
				array(
					'text'        => 'contrast',
					'background'  => 'fixed:#f0f0f0',
					'site_colors' => array( '#eeeeee', '#f0f0f0' ),
					'ratio'       => 1.02,
				),
			),
			$result['kept']
		);
		$this->assertEquals( array( 'base' => 'contrast' ), $result['colors'] );
		$this->assertStringContainsString( 'color:#222222;background-color:var(--wp--preset--color--contrast)', $result['content'] );

		// Without stripes the same band takes the site's colours, pale on dark.
		$plain  = str_replace( array( '{"className":"is-style-stripes"} ', ' is-style-stripes' ), array( '', '' ), $light );
		$result = ( new DesignMatcher( $dark ) )->apply( $plain, $design( '#ffffff', '#222222' ), DesignMatcher::LOOK_SITE );
		$this->assertSame( array(), $result['kept'] );
		$this->assertEquals( array( 'base' => 'base', 'contrast' => 'contrast' ), $result['colors'] );

		// A dark pack whose pale text was on the stripes in its own look
		// (1.0:1): its design, not asked of the site; the band is matched.
		$pale   = $band( '#1c1b3a', '#f4f4f4' );
		$result = ( new DesignMatcher( $dark ) )->apply( $pale, $design( '#1c1b3a', '#f4f4f4' ), DesignMatcher::LOOK_SITE );
		$this->assertSame( array(), $result['kept'] );
		$this->assertEquals( array( 'base' => 'base', 'contrast' => 'contrast' ), $result['colors'] );
	}

	public function test_a_pack_plan_read_back_from_a_record_keeps_only_well_formed_entries(): void {
		$this->assertNull( DesignMatcher::plan_checked( 'nope' ) );
		$this->assertNull( DesignMatcher::plan_checked( array( 'lookup' => array() ) ) );
		$plan = DesignMatcher::plan_checked(
			array(
				'lookup' => array(
					'v:#0b2545'             => 'contrast',
					'p:navy'                => 'accent-1~2',
					'v:red;}'               => 'base',
					'p:<script>'            => 'base',
					'v:#ffffff'             => 'page',
					'x:#000000'             => 'base',
				),
				'colors' => array(
					'contrast'   => array(
						'slug'  => 'contrast',
						'value' => '#111111',
					),
					'accent-1~2' => array(
						'slug'  => 'x" onload="',
						'value' => '#ffffff',
					),
					'fixed:#fff' => array(
						'slug'  => 'base',
						'value' => '#ffffff',
					),
					'base'       => array(
						'slug'  => 'base',
						'value' => 'url(x)',
					),
				),
				'kept'   => array(
					'accent-2' => '#FF7A59',
					'base'     => 'expression()',
				),
			)
		);
		$this->assertSame(
			array(
				'v:#0b2545' => 'contrast',
				'p:navy'    => 'accent-1~2',
			),
			$plan['lookup']
		);
		$this->assertSame(
			array(
				'contrast' => array(
					'slug'  => 'contrast',
					'value' => '#111111',
				),
			),
			$plan['colors']
		);
		$this->assertSame( array( 'accent-2' => '#ff7a59' ), $plan['kept'] );
		$this->assertSame( array(), $plan['failed'] );
	}

	public function test_a_buttons_fill_the_palette_would_lose_against_its_surround_keeps_the_packs_colour(): void {
		$button  = static fn( string $fill ): string => '<!-- wp:paragraph {"style":{"color":{"text":"#0b2545"}}} -->
<p class="has-text-color" style="color:#0b2545">Ready when you are.</p>
<!-- /wp:paragraph -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button {"style":{"color":{"background":"' . $fill . '","text":"#0b2545"}}} -->
<div class="wp-block-button"><a class="wp-block-button__link has-text-color has-background wp-element-button" style="color:#0b2545;background-color:' . $fill . '">Book now</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->';
		$design  = static fn( string $fill ): array => array(
			'colors' => array(
				array(
					'role'  => 'base',
					'value' => '#ffffff',
					'slug'  => '',
				),
				array(
					'role'  => 'contrast',
					'value' => '#0b2545',
					'slug'  => '',
				),
				array(
					'role'  => 'accent-1',
					'value' => $fill,
					'slug'  => '',
				),
			),
		);
		// A palette whose accent is a pale yellow: dark text reads on it, but on the white page it is 1.3:1.
		$colours = array();
		foreach ( array(
			'base'     => '#ffffff',
			'contrast' => '#111111',
			'accent-1' => '#ffe08a',
		) as $slug => $value ) {
			$colours[ $slug ] = array(
				'value' => $value,
				'name'  => $slug,
			);
		}
		$matcher = new DesignMatcher(
			new ThemePresets(
				$colours,
				array(),
				array(),
				array(),
				array(
					'text'       => '#111111',
					'background' => '#ffffff',
					'body'       => null,
					'heading'    => null,
				)
			)
		);

		// The pack's orange button stands out from the white page at 3.7:1; the site's yellow would not.
		$result = $matcher->apply( $button( '#d06a00' ), $design( '#d06a00' ), DesignMatcher::LOOK_SITE );
		$this->assertTrue( $result['matched'] );
		$this->assertStringContainsString( 'style="color:var(--wp--preset--color--contrast);background-color:#d06a00"', $result['content'], 'the fill keeps the pack\'s orange, its text the site\'s' );
		$this->assertCount( 1, $result['kept'] );
		$this->assertSame( array( 'accent-1', 'page', true ), array( $result['kept'][0]['text'], $result['kept'][0]['background'], $result['kept'][0]['fill'] ) );
		$this->assertSame( array( '#ffe08a', '#ffffff' ), $result['kept'][0]['site_colors'] );
		$this->assertLessThan( 3, $result['kept'][0]['ratio'] );
		$this->assertArrayNotHasKey( 'accent-1', $result['colors'] );

		// A fill the pack itself drew under 3:1 on the page is the pack's design: not asked of the site.
		$result = $matcher->apply( $button( '#ffe6a0' ), $design( '#ffe6a0' ), DesignMatcher::LOOK_SITE );
		$this->assertSame( array(), $result['kept'] );
		$this->assertStringContainsString( 'background-color:var(--wp--preset--color--accent-1)', $result['content'] );
	}

	/**
	 * Presets of white, a text colour and one accent (each by the role its slug names), on a white page.
	 *
	 * @param string $text   The text colour.
	 * @param string $accent The accent.
	 */
	private static function white_page( string $text, string $accent ): ThemePresets {
		$colours = array();
		foreach ( array(
			'base'     => '#ffffff',
			'contrast' => $text,
			'accent-1' => $accent,
		) as $slug => $value ) {
			$colours[ $slug ] = array(
				'value' => $value,
				'name'  => $slug,
			);
		}
		return new ThemePresets(
			$colours,
			array(),
			array(),
			array(),
			array(
				'text'       => $text,
				'background' => '#ffffff',
				'body'       => null,
				'heading'    => null,
			)
		);
	}

	public function test_social_icon_colours_are_roles_matched_to_the_palette_and_stand_out_at_three_to_one(): void {
		$this->use_theme( 'twentytwentyfive' );
		// White icons in teal circles, and teal logos alone (the editor's custom pick), on a white page.
		$content = '<!-- wp:paragraph {"style":{"color":{"text":"#222222"}}} -->
<p class="has-text-color" style="color:#222222">Follow us.</p>
<!-- /wp:paragraph -->

<!-- wp:social-links {"iconColorValue":"#ffffff","iconBackgroundColorValue":"#0b7a75"} -->
<ul class="wp-block-social-links has-icon-color has-icon-background-color"><!-- wp:social-link {"url":"#","service":"linkedin"} /--></ul>
<!-- /wp:social-links -->';
		$logos   = '<!-- wp:paragraph {"style":{"color":{"text":"#222222"}}} -->
<p class="has-text-color" style="color:#222222">Follow us.</p>
<!-- /wp:paragraph -->

<!-- wp:social-links {"customIconColor":"#0b7a75","iconColorValue":"#0b7a75","className":"is-style-logos-only"} -->
<ul class="wp-block-social-links has-icon-color is-style-logos-only"><!-- wp:social-link {"url":"#","service":"linkedin"} /--></ul>
<!-- /wp:social-links -->';

		// Recorded: each icon colour is a role, with its value (not text: `border` use).
		$design = DesignRoles::of( 'gutenberg', $content );
		$this->assertSame( 5, $design['format'] );
		$this->assertSame( array( '#222222', '#0b7a75', '#ffffff' ), array_column( $design['colors'], 'value' ) );
		$this->assertSame( array( 'contrast', 'accent-1', 'accent-2' ), array_column( $design['colors'], 'role' ) );
		$this->assertSame( 1, $design['colors'][1]['uses']['border'] );

		// Matched: the slug and its value, as the editor saves a palette pick; the block's own markup unchanged.
		$result = ( new DesignMatcher( self::white_page( '#111111', '#1d4ed8' ) ) )->apply( $content, $design, DesignMatcher::LOOK_SITE );
		$this->assertSame( array(), $result['kept'] );
		$this->assertStringContainsString( '<!-- wp:social-links {"iconColorValue":"#ffffff","iconBackgroundColorValue":"#1d4ed8","iconColor":"base","iconBackgroundColor":"accent-1"} -->', $result['content'] );
		$this->assertStringContainsString( '<ul class="wp-block-social-links has-icon-color has-icon-background-color">', $result['content'] );
		$this->assertStringNotContainsString( '#0b7a75', $result['content'] );
		$drawn = do_blocks( $result['content'] );
		$this->assertStringContainsString( 'wp-social-link-linkedin has-base-color has-accent-1-background-color', $drawn, 'each icon drawn with the palette\'s classes' );
		// (WordPress 6.8 writes the same style with spaces: `color: #ffffff; background-color: #1d4ed8; `.)
		$this->assertMatchesRegularExpression( '/style="color:\s*#ffffff;\s*background-color:\s*#1d4ed8;?\s*"/', $drawn );

		// A pale accent would lose the white icon (1.3:1): the icon takes the palette colour that stands out on it.
		$result = ( new DesignMatcher( self::white_page( '#111111', '#fde68a' ) ) )->apply( $content, $design, DesignMatcher::LOOK_SITE );
		$this->assertSame( array(), $result['kept'] );
		$this->assertSame( array( 'accent-2' => 'contrast' ), $result['adjusted'] );
		$this->assertStringContainsString( '"iconColorValue":"#111111","iconBackgroundColorValue":"#fde68a","iconColor":"contrast","iconBackgroundColor":"accent-1"', $result['content'] );

		// Logos alone stand on the page: the teal logo would be pale yellow on white, so it takes the dark text colour.
		$design = DesignRoles::of( 'gutenberg', $logos );
		$result = ( new DesignMatcher( self::white_page( '#111111', '#fde68a' ) ) )->apply( $logos, $design, DesignMatcher::LOOK_SITE );
		$this->assertSame( array(), $result['kept'] );
		$this->assertStringContainsString( '<!-- wp:social-links {"iconColorValue":"#111111","className":"is-style-logos-only","iconColor":"contrast"} -->', $result['content'], 'the custom pick gone with the pack\'s colour' );

		// A palette where nothing stands out on the grey the circles take: the icons are drawn in the
		// pack's white and teal, and the insert says so (a non-text pair, 3:1). The circles keep the
		// pack's teal; the white glyph is the site's white (`base`), the very colour the pack drew,
		// so keeping it would change nothing: it follows the palette (since inferred accents go by
		// lightness, a pair keeps only the side the site would draw in another colour; the pixels
		// are the same as when both were kept).
		$design = DesignRoles::of( 'gutenberg', $content );
		$result = ( new DesignMatcher( self::white_page( '#595959', '#a0a0a0' ) ) )->apply( $content, $design, DesignMatcher::LOOK_SITE );
		$this->assertTrue( $result['matched'] );
		$this->assertCount( 1, $result['kept'] );
		$this->assertSame( array( 'accent-2', 'accent-1', true ), array( $result['kept'][0]['text'], $result['kept'][0]['background'], $result['kept'][0]['fill'] ) );
		$this->assertLessThan( 3, $result['kept'][0]['ratio'] );
		$this->assertStringContainsString( '<!-- wp:social-links {"iconColorValue":"#ffffff","iconBackgroundColorValue":"#0b7a75","iconColor":"base"} -->', $result['content'] );
		$this->assertStringContainsString( 'style="color:var(--wp--preset--color--contrast)"', $result['content'], 'the text is matched all the same' );

		// Icons the pack drew under 3:1 are its design: not asked of the site.
		$pale   = str_replace( '#0b7a75', '#dddddd', $content );
		$result = ( new DesignMatcher( self::white_page( '#595959', '#a0a0a0' ) ) )->apply( $pale, DesignRoles::of( 'gutenberg', $pale ), DesignMatcher::LOOK_SITE );
		$this->assertSame( array(), $result['kept'] );
		// Both inferred accents go by likeness, the nearest pair of a role and a
		// free colour first (SiteRoles): the white glyph takes the white base
		// (the same colour), then the pale grey circle the grey left, accent-1 —
		// the glyph stays lighter than its circle, as the pack drew it (and as
		// the name rule gave). Placed one role at a time in their order, the
		// circle took the white first and the pair turned round (re-judged
		// 2026-12-01).
		$this->assertStringContainsString( '"iconColor":"base","iconBackgroundColor":"accent-1"', $result['content'] );
		$this->assertStringNotContainsString( '#dddddd', $result['content'] );
	}

	public function test_a_classic_theme_is_matched_through_its_editor_color_palette_font_sizes_and_css(): void {
		$content = self::demo( 'consultation-cta' );
		$design  = DesignRoles::of( 'gutenberg', $content );
		$this->features = ClassicThemes::twenty_twenty_one();
		$this->assertFalse( wp_is_block_theme() );

		// Where the presets come from: the theme supports (never core's default
		// palette), and the page's colours from its custom background and its
		// style.css (`body { color: var(--global--color-primary) }`, resolved
		// through its `:root` variables).
		$presets = ThemePresets::current();
		$this->assertSame( array_keys( ClassicThemes::TWENTY_TWENTY_ONE_PALETTE ), array_keys( $presets->colours ) );
		$this->assertSame( array_map( 'strtolower', ClassicThemes::TWENTY_TWENTY_ONE_PALETTE ), array_map( static fn( array $colour ): ?string => $colour['value'], $presets->colours ) );
		$this->assertSame( '#28303d', $presets->page['text'], 'its style.css body colour' );
		$this->assertSame( '#d1e4dd', $presets->page['background'], 'its custom background' );
		$this->assertSame( array( 'extra-small', 'small', 'normal', 'large', 'extra-large', 'huge', 'gigantic' ), array_keys( $presets->font_sizes ) );
		$this->assertTrue( ThemePresets::theme_has_palette() );

		$result = self::matcher()->apply( $content, $design, DesignMatcher::LOOK_SITE );
		$this->assertTrue( $result['matched'], (string) $result['reason'] );
		$this->assertSame( '', $result['reason'] );
		// The navy band stays dark: the design's contrast is the page's text
		// colour (dark gray), its base the page's background (green), by use.
		$this->assertSame( 'dark-gray', $result['colors']['contrast'] );
		$this->assertSame( 'green', $result['colors']['base'] );
		// Its teal button: Twenty Twenty-One's palette is pastels (near-greys) and two
		// dark grays. By luminance alone it was the gray, 1.3:1 on the dark-gray band
		// (WCAG 1.4.11 asks 3:1), so the button kept the pack's teal. By likeness
		// (ColourFit, re-judged 2026-12-01) a strong colour without a strong one on
		// the site takes the near-grey likest it — its place between the page's
		// colours, then its hue as far as the pastel has one: the pale blue, which
		// stands out on the band (9.7:1) and carries its navy words, now the
		// theme's gray (7.5:1). Nothing is kept: as a person sees it, a pale blue
		// button on the theme's dark band, in the theme's own pastel manner, where
		// the pack's teal stood apart from the palette.
		$this->assertSame( array(), $result['kept'] );
		$this->assertSame( 'blue', $result['colors']['accent-1'] );
		$this->assertSame( 'gray', $result['colors']['accent-2'] );
		$this->assertStringNotContainsString( '#00a6a6', $result['content'] );
		$this->assertStringContainsString( 'color:var(--wp--preset--color--gray);background-color:var(--wp--preset--color--blue)', $result['content'] );
		$this->assertStringContainsString( '"background":"var:preset|color|dark-gray"', $result['content'] );
		$this->assertStringContainsString( 'background-color:var(--wp--preset--color--dark-gray)', $result['content'] );
		$this->assertStringNotContainsString( '#0b2545', $result['content'] );
		foreach ( $result['colors'] as $slug ) {
			$this->assertArrayHasKey( $slug, ClassicThemes::TWENTY_TWENTY_ONE_PALETTE );
		}
		// Its sizes by their step: xx-large is Twenty Twenty-One's extra-large (its
		// huge, 96px, is a display size with no step of the block scale).
		$this->assertSame( 'extra-large', $result['font_sizes']['xx-large'] ?? null );
		$this->assertStringContainsString( 'has-extra-large-font-size', $result['content'] );
		$this->assert_readable( $content, $result['content'], 'Twenty Twenty-One', array( '#28303d', '#d1e4dd' ) );
		$this->assertSame( self::names( parse_blocks( $content ) ), self::names( parse_blocks( $result['content'] ) ) );
	}

	public function test_a_size_slug_whose_site_value_is_far_from_the_packs_takes_the_sites_nearest_size_by_value(): void {
		// Twenty Twenty-Three's xx-large is a display size: fluid from 4rem up
		// to 10rem, 160 px at a 1280 px window (its wideSize is 1200 px).
		$this->use_theme( 'twentytwentythree' );
		$sites = ThemePresets::current()->font_sizes;
		$this->assertStringStartsWith( 'clamp(', $sites['xx-large'], 'the size as WordPress prints it' );
		$this->assertEqualsWithDelta( 160.0, DesignTokens::size_px( $sites['xx-large'] ), 0.5 );
		$this->assertEqualsWithDelta( 36.0, DesignTokens::size_px( $sites['x-large'] ), 0.01 );

		// consultant-about's section headings are xx-large (a design without
		// values, as the demo's: the slug's usual 50 px). Kept by name they
		// were 160 px on Twenty Twenty-Three and broke mid-word.
		$content = self::demo( 'consultant-about' );
		$design  = DesignRoles::of( 'gutenberg', $content );
		$this->assertSame( array( 'small', 'large', 'xx-large' ), array_column( $design['font_sizes'], 'slug' ) );
		$result = self::matcher()->apply( $content, $design, DesignMatcher::LOOK_SITE );
		$this->assertTrue( $result['matched'] );
		$this->assertSame( array( 'xx-large' => 'x-large' ), $result['font_sizes'], 'small (16 px) and large (30 px) are near enough; xx-large (160 px) takes x-large (36 px)' );
		$this->assertStringNotContainsString( 'xx-large', $result['content'] );
		$this->assertSame( substr_count( $content, '"fontSize":"xx-large"' ) + substr_count( $content, '"fontSize":"x-large"' ), substr_count( $result['content'], '"fontSize":"x-large"' ) );
		$this->assertSame( substr_count( $content, 'has-xx-large-font-size' ), substr_count( $result['content'], 'has-x-large-font-size' ) );
		$this->assertSame( self::names( parse_blocks( $content ) ), self::names( parse_blocks( $result['content'] ) ) );

		// A pack whose own xx-large is a display size too (its design recorded
		// the value) keeps the slug: the site's is as large.
		$display = $design;
		foreach ( $display['font_sizes'] as $n => $entry ) {
			$display['font_sizes'][ $n ]['value'] = 'xx-large' === $entry['slug'] ? 'clamp(4rem, 4rem + ((1vw - 0.2rem) * 10.909), 10rem)' : $entry['value'];
		}
		$this->assertSame( array(), self::matcher()->apply( $content, $display, DesignMatcher::LOOK_SITE )['font_sizes'] );
		// Recorded values win over the usual ones: a pack whose large is 60 px.
		$display['font_sizes'][1]['value'] = '60px';
		$this->assertSame( array( 'large' => 'x-large' ), self::matcher()->apply( $content, $display, DesignMatcher::LOOK_SITE )['font_sizes'] );
		// A value from a hub is only read as a length: anything else is the slug's usual size.
		$display['font_sizes'][1]['value'] = 'var(--x);}</style><script>';
		$this->assertSame( array(), self::matcher()->apply( $content, $display, DesignMatcher::LOOK_SITE )['font_sizes'] );

		// Twenty Twenty-Five and Twenty Twenty-Four keep every slug: their sizes are near the usual ones.
		foreach ( array( 'twentytwentyfive', 'twentytwentyfour' ) as $theme ) {
			$this->use_theme( $theme );
			$this->assertSame( array(), self::matcher()->apply( $content, $design, DesignMatcher::LOOK_SITE )['font_sizes'], $theme );
		}
	}

	public function test_font_sizes_are_compared_as_px_at_a_desktop_window(): void {
		$this->assertSame( 1280, DesignTokens::SIZE_VIEWPORT );
		$this->assertSame( 36.0, DesignTokens::size_px( '2.25rem' ) );
		$this->assertSame( 40.0, DesignTokens::size_px( '40' ), 'a classic theme\'s editor-font-sizes are px' );
		$this->assertSame( 13.0, DesignTokens::size_px( '13px' ) );
		$this->assertEqualsWithDelta( 38.4, DesignTokens::size_px( '3vw' ), 0.001 );
		// WordPress's fluid form, evaluated at 1280 px and held between its bounds.
		$this->assertEqualsWithDelta( 16 * 2.15 + ( 12.8 - 3.2 ) * 1.333, DesignTokens::size_px( 'clamp(2.15rem, 2.15rem + ((1vw - 0.2rem) * 1.333), 3rem)' ), 0.001 );
		$this->assertSame( 48.0, DesignTokens::size_px( 'clamp(2.15rem, 2.15rem + ((1vw - 0.2rem) * 9), 3rem)' ) );
		// Another middle: its own length, else the maximum.
		$this->assertSame( 40.0, DesignTokens::size_px( 'clamp(2.5rem, 3vw, 3.5rem)' ), 'its 3vw (38.4 px) held at its minimum' );
		$this->assertSame( 56.0, DesignTokens::size_px( 'clamp(2.5rem, calc(1rem + 2vw), 3.5rem)' ) );
		foreach ( array( '', 'var(--wp--preset--font-size--large)', 'calc(1rem + 1vw)', 'min(2rem, 5vw)', 'large', '-2rem', 'clamp(var(--a), 1vw, 2rem)', str_repeat( '9', 300 ) . 'px' ) as $unread ) {
			$this->assertNull( DesignTokens::size_px( $unread ), $unread );
		}
	}

	public function test_a_classic_theme_palette_written_as_css_variables_is_resolved_through_its_stylesheet(): void {
		$this->features = ClassicThemes::twenty_twenty_one();
		// As GeneratePress or Astra write theirs: the colour is the theme's own custom property.
		add_theme_support(
			'editor-color-palette',
			array(
				array( 'name' => 'Ink', 'slug' => 'ink', 'color' => 'var(--global--color-primary)' ),
				array( 'name' => 'Paper', 'slug' => 'paper', 'color' => 'var(--not-declared, #FAFAFA)' ),
				array( 'name' => 'Nothing', 'slug' => 'nothing', 'color' => 'var(--not-declared)' ),
				array( 'name' => 'Evil', 'slug' => 'evil<script>', 'color' => 'expression(alert(1))' ),
			)
		);
		$presets = ThemePresets::current();
		$this->assertSame( '#28303d', $presets->colours['ink']['value'], 'Twenty Twenty-One\'s --global--color-primary, two var() deep' );
		$this->assertSame( '#fafafa', $presets->colours['paper']['value'] );
		$this->assertNull( $presets->colours['nothing']['value'] );
		$this->assertNull( $presets->colours['evil']['value'], 'slug sanitised, no colour' );
		// A loop, a hostile block and a missing property resolve to nothing.
		$css = ThemeCss::parse( ':root{--a:var(--b);--b:var(--a);--c:#123}body{color:var(--a);background:var(--c)}html{--d:url(javascript:x)}' );
		$this->assertNull( $css->colour( 'var(--a)' ) );
		$this->assertNull( $css->colour( 'var(--d)' ) );
		$this->assertSame( array( 'text' => null, 'background' => '#112233' ), $css->page() );
	}

	public function test_a_classic_theme_without_a_palette_keeps_the_packs_look_and_says_so(): void {
		$content = self::demo( 'consultation-cta' );
		$design  = DesignRoles::of( 'gutenberg', $content );
		$this->features = ClassicThemes::twenty_twenty_one( false );
		$this->assertFalse( ThemePresets::theme_has_palette() );
		$result = self::matcher()->apply( $content, $design, DesignMatcher::LOOK_SITE );
		$this->assertFalse( $result['matched'] );
		$this->assertSame( 'no_palette', $result['reason'] );
		$this->assertSame( $content, $result['content'] );
		$this->assertFalse( ( new \Stencilbox\Site\Design\LookChoice() )->settings( array() )['themePalette'], 'the boot data: the choice is not offered' );
	}

	public function test_a_separator_takes_the_palette_slug_as_the_editor_saves_one(): void {
		$this->use_theme( 'twentytwentyfive' );
		$content = self::demo( 'three-tier-pricing' );
		$result  = self::matcher()->apply( $content, DesignRoles::of( 'gutenberg', $content ), DesignMatcher::LOOK_SITE );
		$this->assertTrue( $result['matched'] );
		$found = 0;
		$walk  = function ( array $blocks ) use ( &$walk, &$found ): void {
			foreach ( $blocks as $block ) {
				if ( 'core/separator' === $block['blockName'] && isset( $block['attrs']['backgroundColor'] ) ) {
					++$found;
					$slug = _wp_to_kebab_case( $block['attrs']['backgroundColor'] );
					// Its save(): the colour's two classes, no inline colour, no preset reference in its style.
					$this->assertArrayNotHasKey( 'background', $block['attrs']['style']['color'] ?? array() );
					$this->assertStringContainsString( "has-{$slug}-background-color", $block['innerHTML'] );
					$this->assertStringContainsString( "has-{$slug}-color", $block['innerHTML'] );
					$this->assertStringNotContainsString( 'color:', $block['innerHTML'] );
				}
				$walk( $block['innerBlocks'] );
			}
		};
		$walk( parse_blocks( $result['content'] ) );
		$this->assertGreaterThan( 0, $found, 'the pricing table\'s separators are matched' );
		$this->assertStringNotContainsString( 'color:var:preset', $result['content'] );
	}

	public function test_nothing_is_matched_without_a_design_or_for_elementor(): void {
		$content = self::demo( 'consultation-cta' );
		$design  = DesignRoles::of( 'gutenberg', $content );
		$this->use_theme( 'twentytwentyfive' );
		$this->assertSame( 'no_design', self::matcher()->apply( $content, null, DesignMatcher::LOOK_SITE )['reason'] );
		$this->assertSame( 'no_design', self::matcher()->apply( $content, array( 'colors' => array( array( 'role' => 'evil<script>' ) ) ), DesignMatcher::LOOK_SITE )['reason'] );
		// Elementor is matched to its kit (tests/php/Elementor/ElementorLookTest): none here.
		$this->assertSame( 'no_kit', self::matcher()->apply( '{}', $design, DesignMatcher::LOOK_SITE, 'elementor' )['reason'] );
		$this->assertSame( 'platform', self::matcher()->apply( '{}', $design, DesignMatcher::LOOK_SITE, 'wix' )['reason'] );
	}

	/**
	 * Block names in document order, nested too.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return string[]
	 */
	private static function names( array $blocks ): array {
		$names = array();
		foreach ( $blocks as $block ) {
			if ( null !== $block['blockName'] ) {
				$names[] = $block['blockName'];
			}
			$names = array_merge( $names, self::names( $block['innerBlocks'] ) );
		}
		return $names;
	}

	/**
	 * Asserts that every text / background pair the matching changed reads
	 * at WCAG AA on the active theme: a block's text and link colours on its
	 * own or nearest ancestor's background, the page's where none. Resolved
	 * here on their own (the palette from WordPress, WCAG's formula written
	 * again), not by the code under test.
	 *
	 * @param string        $before  The pack's content.
	 * @param string        $after   Matched.
	 * @param string        $message Which.
	 * @param string[]|null $page    The page's text and background (null: the global styles'; a
	 *                               classic theme has none).
	 */
	private function assert_readable( string $before, string $after, string $message = '', ?array $page = null ): void {
		[ $palette, $resolve ] = self::colours_drawn();
		$styles = wp_get_global_styles( array( 'color' ) );
		$page ??= array( $resolve( $styles['text'] ?? null ), $resolve( $styles['background'] ?? null ) );
		$this->assertNotNull( $page[0] );
		$walk  = static function ( array $blocks, ?string $text, ?string $back, array &$out ) use ( &$walk, $palette, $resolve ): void {
			foreach ( $blocks as $block ) {
				$a    = (array) $block['attrs'];
				$own  = array(
					isset( $a['textColor'] ) ? ( $palette[ $a['textColor'] ] ?? null ) : $resolve( $a['style']['color']['text'] ?? null ),
					isset( $a['backgroundColor'] ) ? ( $palette[ $a['backgroundColor'] ] ?? null ) : $resolve( $a['style']['color']['background'] ?? null ),
				);
				if ( 'core/cover' === $block['blockName'] ) {
					$own[1] = isset( $a['overlayColor'] ) ? ( $palette[ $a['overlayColor'] ] ?? null ) : $resolve( $a['customOverlayColor'] ?? null );
					$own[0] = $own[0] ?? ( false === ( $a['isDark'] ?? true ) ? '#000000' : '#ffffff' );
				}
				$link = $resolve( $a['style']['elements']['link']['color']['text'] ?? null );
				$t    = $own[0] ?? $text;
				$b    = $own[1] ?? $back;
				if ( null !== $block['blockName'] && ( null !== $own[0] || null !== $own[1] || null !== $link ) ) {
					$out[] = array( $t, $b );
					if ( null !== $link ) {
						$out[] = array( $link, $b );
					}
				}
				$walk( $block['innerBlocks'], $t, $b, $out );
			}
		};
		$pairs = array( array(), array() );
		$walk( parse_blocks( $before ), $page[0], $page[1], $pairs[0] );
		$walk( parse_blocks( $after ), $page[0], $page[1], $pairs[1] );
		$this->assertCount( count( $pairs[0] ), $pairs[1], $message );
		foreach ( $pairs[1] as $n => $pair ) {
			[ $text, $back ] = $pair;
			if ( $pairs[0][ $n ] === array( $text, $back ) || null === $text || null === $back ) {
				continue; // The pack's own pair.
			}
			$this->assertGreaterThanOrEqual( 4.5, self::wcag( $text, $back ), "{$message}: {$text} on {$back} (was " . implode( ' on ', array_map( 'strval', $pairs[0][ $n ] ) ) . ')' );
		}
	}

	/**
	 * The active theme's palette (slug => hex, from WordPress), and a
	 * function giving the hex colour an attribute value draws (a preset
	 * reference resolved, a hex value as it is; null: neither).
	 *
	 * @return array{0: array<string, string>, 1: \Closure(mixed): ?string}
	 */
	private static function colours_drawn(): array {
		$settings = wp_get_global_settings( array( 'color', 'palette' ) );
		$palette  = array();
		foreach ( array( 'theme', 'custom' ) as $origin ) {
			foreach ( (array) ( $settings[ $origin ] ?? array() ) as $entry ) {
				$palette[ $entry['slug'] ] = strtolower( (string) $entry['color'] );
			}
		}
		$resolve = static function ( mixed $value ) use ( $palette ): ?string {
			if ( ! is_string( $value ) ) {
				return null;
			}
			if ( preg_match( '/^var(?::preset\|color\||\(--wp--preset--color--)([a-z0-9-]+)\)?$/', $value, $m ) ) {
				return $palette[ $m[1] ] ?? null;
			}
			return preg_match( '/^#[0-9a-f]{6}$/i', $value ) ? strtolower( $value ) : null;
		};
		return array( $palette, $resolve );
	}

	/**
	 * WCAG's contrast ratio of two hex colours, written again here apart
	 * from the code under test.
	 *
	 * @param string $a Colour.
	 * @param string $b Colour.
	 */
	private static function wcag( string $a, string $b ): float {
		$luminance = static function ( string $hex ): float {
			$c = array_map( static fn( string $pair ): float => hexdec( $pair ) / 255, str_split( substr( $hex, 1, 6 ), 2 ) );
			$c = array_map( static fn( float $v ): float => $v <= 0.04045 ? $v / 12.92 : ( ( $v + 0.055 ) / 1.055 ) ** 2.4, $c );
			return 0.2126 * $c[0] + 0.7152 * $c[1] + 0.0722 * $c[2];
		};
		$l = array( $luminance( $a ), $luminance( $b ) );
		return ( max( $l ) + 0.05 ) / ( min( $l ) + 0.05 );
	}

	public function test_a_covers_dark_overlay_stays_darker_than_its_text_on_a_dark_palette(): void {
		// Twenty Twenty-Three with the fidelity suite's dark palette. retreat-landing's
		// hero is a cover: a dark green overlay (#24352c, 40 % over a photo) under white
		// text; the same green is the pack's text colour, which becomes the site's pale
		// text. The overlay dims a photo that does not turn with the palette: it stays
		// dark under light text (it was the pale #f5efe4 under the dark #1e2330: washed out).
		$this->use_dark_palette();
		$with = array_filter( self::demo_items(), static fn( string $content ): bool => str_contains( $content, 'wp:cover' ) && str_contains( $content, 'OverlayColor' ) );
		$this->assertArrayHasKey( 'retreat-landing', $with );
		$this->assertArrayHasKey( 'real-estate-home', $with );
		foreach ( $with as $slug => $content ) {
			$result = self::matcher()->apply( $content, DesignRoles::of( 'gutenberg', $content ), DesignMatcher::LOOK_SITE );
			$before = self::covers( $content );
			$after  = self::covers( $result['content'] );
			$this->assertCount( count( $before ), $after, $slug );
			foreach ( $after as $n => $cover ) {
				[ $overlay, $texts ] = $cover;
				foreach ( $texts as $m => $text ) {
					$was = array( $before[ $n ][0], $before[ $n ][1][ $m ] );
					if ( null === $overlay || null === $text || null === $was[0] || null === $was[1] ) {
						continue;
					}
					$this->assertGreaterThanOrEqual( 4.5, self::wcag( $text, $overlay ), "{$slug}: {$text} on the cover's overlay {$overlay}" );
					if ( self::wcag( $was[1], '#000000' ) > self::wcag( $was[0], '#000000' ) ) {
						$this->assertGreaterThan( self::wcag( $overlay, '#000000' ), self::wcag( $text, '#000000' ), "{$slug}: the overlay {$overlay} stays darker than its text {$text} (the pack's: {$was[0]} under {$was[1]})" );
					}
				}
			}
		}
		$content = $with['retreat-landing'];
		$result  = self::matcher()->apply( $content, DesignRoles::of( 'gutenberg', $content ), DesignMatcher::LOOK_SITE );
		[ $overlay ] = self::covers( $result['content'] )[0];
		$this->assertLessThan( 0.1, self::wcag( (string) $overlay, '#000000' ) / 21, "retreat-landing's overlay {$overlay} is a dark colour" );
		$this->assert_readable( $content, $result['content'] );
	}

	public function test_a_grey_takes_no_vivid_colour_and_a_muted_band_no_vivid_colour_of_another_hue(): void {
		// Neve's palette as classic-themes-look.spec.ts writes it: no mid grey. The
		// demo's grey captions (wedding-packages' #5f5f5f, northbound's #626973)
		// took its amber; a grey takes a grey of the site's, or its text colour.
		$neve    = ColourFitTest::NEVE;
		$colours = array();
		foreach ( $neve as $slug => $value ) {
			$colours[ $slug ] = array(
				'value' => $value,
				'name'  => $slug,
			);
		}
		$matcher = new DesignMatcher(
			new ThemePresets(
				$colours,
				array(),
				array(),
				array(),
				array(
					'text'       => '#1f2937',
					'background' => '#ffffff',
					'body'       => null,
					'heading'    => null,
				)
			)
		);
		$chroma  = static fn( string $hex ): float => Colour::oklch( $hex )['c'];
		// A muted slate (three-tier-pricing's lead, #585771, chroma 0.042) took its teal
		// (0.086), a grey-blue caption (sterling-vale-law-about's #5c6670) its dark teal
		// (0.071): none takes a colour twice as colourful.
		foreach ( array(
			'wedding-packages'          => '#5f5f5f',
			'northbound-course-pricing' => '#626973',
			'three-tier-pricing'        => '#585771',
			'sterling-vale-law-about'   => '#5c6670',
		) as $slug => $grey ) {
			$content = self::demo( $slug );
			$design  = DesignRoles::of( 'gutenberg', $content );
			$role    = array_column( $design['colors'], 'role', 'value' )[ $grey ] ?? null;
			$this->assertNotNull( $role, $slug );
			$result = $matcher->apply( $content, $design, DesignMatcher::LOOK_SITE );
			$this->assertTrue( $result['matched'], $slug );
			$this->assertArrayHasKey( $role, $result['colors'], $slug );
			$this->assertLessThan( 2 * max( 0.03, $chroma( $grey ) ), $chroma( $neve[ $result['colors'][ $role ] ] ), "{$slug}: its grey {$grey} took " . $result['colors'][ $role ] );
		}
		// Twenty Twenty-Five: real-estate-home's dark green band (#24564f, a muted colour)
		// took the purple accent-3, the theme's strongest colour, of another hue.
		$this->use_theme( 'twentytwentyfive' );
		$content = self::demo( 'real-estate-home' );
		$design  = DesignRoles::of( 'gutenberg', $content );
		$role    = array_column( $design['colors'], 'role', 'value' )['#24564f'];
		$result  = self::matcher()->apply( $content, $design, DesignMatcher::LOOK_SITE );
		$this->assertNotSame( 'accent-3', $result['colors'][ $role ] ?? null );
		$this->assertStringNotContainsString( 'accent-3', $result['content'] );
		$this->assert_readable( $content, $result['content'] );
	}

	/**
	 * Each cover of some content as the active theme draws it: its overlay
	 * colour and the text colours on it (the cover's own, else white as
	 * core draws it on a dark overlay; each inner block's own, until a block
	 * with a background of its own), resolved apart from the code under test.
	 *
	 * @param string $content Block markup.
	 * @return array<int, array{0: ?string, 1: array<int, ?string>}>
	 */
	private static function covers( string $content ): array {
		[ $palette, $resolve ] = self::colours_drawn();
		$found = array();
		$texts = static function ( array $blocks, array &$out ) use ( &$texts, $palette, $resolve ): void {
			foreach ( $blocks as $block ) {
				$a = (array) $block['attrs'];
				if ( isset( $a['backgroundColor'] ) || isset( $a['style']['color']['background'] ) || 'core/button' === $block['blockName'] ) {
					continue;
				}
				if ( isset( $a['textColor'] ) || isset( $a['style']['color']['text'] ) ) {
					$out[] = isset( $a['textColor'] ) ? ( $palette[ $a['textColor'] ] ?? null ) : $resolve( $a['style']['color']['text'] );
				}
				$texts( $block['innerBlocks'], $out );
			}
		};
		$walk = static function ( array $blocks ) use ( &$walk, &$found, &$texts, $palette, $resolve ): void {
			foreach ( $blocks as $block ) {
				$a = (array) $block['attrs'];
				if ( 'core/cover' === $block['blockName'] ) {
					$overlay = isset( $a['overlayColor'] ) ? ( $palette[ $a['overlayColor'] ] ?? null ) : $resolve( $a['customOverlayColor'] ?? null );
					$own     = isset( $a['textColor'] ) ? ( $palette[ $a['textColor'] ] ?? null ) : $resolve( $a['style']['color']['text'] ?? null );
					$on      = array( $own ?? ( false === ( $a['isDark'] ?? true ) ? '#000000' : '#ffffff' ) );
					$texts( $block['innerBlocks'], $on );
					$found[] = array( $overlay, $on );
				}
				$walk( $block['innerBlocks'] );
			}
		};
		$walk( parse_blocks( $content ) );
		return $found;
	}

	/**
	 * Each striped table (`is-style-stripes`) of some content as the active
	 * theme draws it: its text colour (its own, else its nearest ancestor's,
	 * else the page's) and its background (likewise), resolved here apart
	 * from the code under test.
	 *
	 * @param string $content Block markup.
	 * @return array<int, array{0: ?string, 1: ?string}>
	 */
	private static function striped_tables( string $content ): array {
		[ $palette, $resolve ] = self::colours_drawn();
		$styles = wp_get_global_styles( array( 'color' ) );
		$found  = array();
		$walk   = static function ( array $blocks, ?string $text, ?string $back ) use ( &$walk, &$found, $palette, $resolve ): void {
			foreach ( $blocks as $block ) {
				$a = (array) $block['attrs'];
				$t = ( isset( $a['textColor'] ) ? ( $palette[ $a['textColor'] ] ?? null ) : $resolve( $a['style']['color']['text'] ?? null ) ) ?? $text;
				$b = ( isset( $a['backgroundColor'] ) ? ( $palette[ $a['backgroundColor'] ] ?? null ) : $resolve( $a['style']['color']['background'] ?? null ) ) ?? $back;
				if ( 'core/table' === $block['blockName'] && in_array( 'is-style-stripes', explode( ' ', (string) ( $a['className'] ?? '' ) ), true ) ) {
					$found[] = array( $t, $b );
				}
				$walk( $block['innerBlocks'], $t, $b );
			}
		};
		$walk( parse_blocks( $content ), $resolve( $styles['text'] ?? null ), $resolve( $styles['background'] ?? null ) );
		return $found;
	}

	/**
	 * Twenty Twenty-Three with the fidelity suite's dark palette of the user's
	 * (fidelity-look.spec.ts): pale text on a dark page.
	 */
	private function use_dark_palette(): void {
		$this->use_theme( 'twentytwentythree' );
		$this->user_palette(
			array(
				'base'      => '#1e2330',
				'contrast'  => '#f5efe4',
				'primary'   => '#f0b43c',
				'secondary' => '#7fd1c2',
				'tertiary'  => '#2b3242',
			)
		);
	}

	/**
	 * Gives the active block theme a palette of the user's (its user global
	 * styles record, as the Site Editor saves an edited palette: the
	 * theme's slugs, other colours). The record goes with the test's
	 * rollback; tearDown() clears WordPress's caches of it.
	 *
	 * @param array<string, string> $colours Slug => hex.
	 */
	private function user_palette( array $colours ): void {
		// The record's theme term is only set for a user who may assign it.
		$this->login_as( 'administrator' );
		$record = \WP_Theme_JSON_Resolver::get_user_data_from_wp_global_styles( wp_get_theme(), true );
		$this->assertNotEmpty( $record['ID'] ?? null, 'the theme\'s user global styles' );
		$palette = array();
		foreach ( $colours as $slug => $hex ) {
			$palette[] = array(
				'slug'  => $slug,
				'name'  => ucfirst( $slug ),
				'color' => $hex,
			);
		}
		$json = wp_json_encode(
			array(
				'version'                     => \WP_Theme_JSON::LATEST_SCHEMA,
				'isGlobalStylesUserThemeJSON' => true,
				'settings'                    => array( 'color' => array( 'palette' => array( 'theme' => $palette ) ) ),
				'styles'                      => new \stdClass(),
			)
		);
		wp_update_post(
			wp_slash(
				array(
					'ID'           => (int) $record['ID'],
					'post_content' => (string) $json,
				)
			)
		);
		wp_clean_theme_json_cache();
	}

}
