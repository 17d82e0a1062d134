<?php
/**
 * A pack's content on a site that keeps another theme (issue [22]): the
 * pack theme's presets written as values, as that theme shows them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Dependencies\DependencyInstaller;
use Stencilbox\Site\FullSiteImport\GlobalStyles;
use Stencilbox\Site\FullSiteImport\Journal;
use Stencilbox\Site\FullSiteImport\PackPresets;
use Stencilbox\Site\FullSiteImport\Preflight;
use Stencilbox\Site\FullSiteImport\Steps\StepTools;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\ThemeFiles;
use Stencilbox\Tests\TestCase;

/**
 * `PackPresets::of()`, `resolve()` and `checked()`; `StepTools::presets()`.
 *
 * @database-neutral TemplateRepository is WordPress posts; presets, not SQL.
 */
final class PackPresetsTest extends TestCase {

	/** The demo packs' theme design, as the plugin ships it. */
	private const CANVAS = __DIR__ . '/../../../../php/Hub/Catalog/demo/design/stencilbox-canvas/theme.json';

	/**
	 * The packs' theme's presets.
	 *
	 * @return array<string, array<string, string>>
	 */
	private static function canvas(): array {
		return PackPresets::of( json_decode( (string) file_get_contents( self::CANVAS ), true ) );
	}

	public function test_the_presets_are_the_ones_the_pack_theme_shows_with(): void {
		$presets = self::canvas();
		// Its own palette and its only size WordPress has no preset of.
		$this->assertSame( '#1f4e79', $presets['color']['primary'] );
		$this->assertSame( '3.25rem', $presets['font-size']['xx-large'] );
		// Its own sizes (WordPress's defaults off, issue [23] C): on a
		// desktop the 36 px "large" its pages showed (then WordPress's,
		// which won over its own 1.5rem) and its cards were taken with.
		$this->assertSame( '2.25rem', $presets['font-size']['large'] );
		$this->assertArrayHasKey( '70', $presets['spacing'] );
		$this->assertSame(
			array(
				'contentSize' => '720px',
				'wideSize'    => '1200px',
				'blockGap'    => '1.5rem',
			),
			$presets['layout']
		);

		// A theme that turns WordPress's sizes off shows its own.
		$own = PackPresets::of(
			array(
				'version'  => 3,
				'settings' => array(
					'typography' => array(
						'defaultFontSizes' => false,
						'fontSizes'        => array(
							array(
								'slug' => 'large',
								'name' => 'Large',
								'size' => '1.5rem',
							),
						),
					),
				),
			)
		);
		$this->assertSame( '1.5rem', $own['font-size']['large'] );
		$this->assertSame( array(), PackPresets::of( array() ) );
	}

	public function test_preset_names_become_the_values_in_attributes_and_markup(): void {
		$markup = '<!-- wp:group {"style":{"spacing":{"padding":{"top":"var:preset|spacing|70"}},"color":{"background":"#1f4e79","text":"#ffffff"}},"layout":{"type":"constrained"}} -->'
			. '<div class="wp-block-group has-text-color has-background" style="color:#ffffff;background-color:#1f4e79;padding-top:var(--wp--preset--spacing--70)">'
			. '<!-- wp:heading {"fontSize":"xx-large"} --><h2 class="wp-block-heading has-xx-large-font-size">Have a project in mind?</h2><!-- /wp:heading -->'
			. '<!-- wp:paragraph {"textColor":"accent","fontSize":"nonesuch"} --><p class="has-accent-color has-text-color has-nonesuch-font-size">Hello</p><!-- /wp:paragraph -->'
			. '<!-- wp:heading {"level":3,"style":{"color":{"text":"#ff7a59"}}} --><h3 class="wp-block-heading has-text-color" style="color:#ff7a59">Own colour</h3><!-- /wp:heading -->'
			. '</div><!-- /wp:group -->';
		$presets = self::canvas();
		$out     = PackPresets::resolve( $markup, $presets );
		$blocks  = parse_blocks( $out );
		$group   = $blocks[0];
		[ $heading, $paragraph, $own ] = $group['innerBlocks'];

		// Spacing: the value, in the attributes and the markup.
		$this->assertSame( $presets['spacing']['70'], $group['attrs']['style']['spacing']['padding']['top'] );
		$this->assertStringContainsString( 'padding-top:' . $presets['spacing']['70'], $group['innerHTML'] );
		$this->assertStringNotContainsString( '--wp--preset--', $out );
		// The section's layout and gap are the pack theme's.
		$this->assertSame( '720px', $group['attrs']['layout']['contentSize'] );
		$this->assertSame( '1200px', $group['attrs']['layout']['wideSize'] );
		$this->assertSame( '1.5rem', $group['attrs']['style']['spacing']['blockGap'] );

		// A font size name: a custom size, as the editor saves one.
		$this->assertArrayNotHasKey( 'fontSize', $heading['attrs'] );
		$this->assertSame( '3.25rem', $heading['attrs']['style']['typography']['fontSize'] );
		$this->assertStringNotContainsString( 'has-xx-large-font-size', $heading['innerHTML'] );
		$this->assertStringContainsString( 'font-size:3.25rem', $heading['innerHTML'] );
		// Its section's text colour, written on the heading (a theme that
		// colours headings would otherwise paint it dark on dark blue).
		$this->assertSame( '#ffffff', $heading['attrs']['style']['color']['text'] );
		$this->assertStringContainsString( 'has-text-color', $heading['innerHTML'] );
		$this->assertStringContainsString( 'color:#ffffff', $heading['innerHTML'] );

		// A colour name: the value; a name the theme does not have stays.
		$this->assertArrayNotHasKey( 'textColor', $paragraph['attrs'] );
		$this->assertSame( '#ff7a59', $paragraph['attrs']['style']['color']['text'] );
		$this->assertStringNotContainsString( 'has-accent-color', $paragraph['innerHTML'] );
		$this->assertStringContainsString( 'color:#ff7a59', $paragraph['innerHTML'] );
		$this->assertSame( 'nonesuch', $paragraph['attrs']['fontSize'] );
		$this->assertStringContainsString( 'has-nonesuch-font-size', $paragraph['innerHTML'] );

		// A heading with its own colour keeps it.
		$this->assertSame( '#ff7a59', $own['attrs']['style']['color']['text'] );
		$this->assertSame( 1, substr_count( $own['innerHTML'], 'color:' ) );

		// Nothing to resolve with: the markup as it was.
		$this->assertSame( $markup, PackPresets::resolve( $markup, array() ) );
	}

	public function test_kept_presets_are_checked_again(): void {
		$this->assertSame(
			array(
				'layout'    => array( 'contentSize' => '720px' ),
				'font-size' => array( 'large' => '36px' ),
			),
			PackPresets::checked(
				array(
					'layout'    => array(
						'contentSize' => '720px',
						'wideSize'    => '1px;}body{display:none',
					),
					'font-size' => array(
						'large'  => '36px',
						'Bad;'   => '1px',
						'medium' => 'url(javascript:alert(1))',
					),
					'script'    => array( 'x' => '1px' ),
				)
			)
		);
	}

	public function test_an_import_resolves_presets_only_where_another_theme_shows_the_pack(): void {
		// Services the presets do not use (final classes: made without their constructors).
		$unused = static fn( string $class ): object => ( new \ReflectionClass( $class ) )->newInstanceWithoutConstructor();
		$tools  = new StepTools(
			$unused( AccountSession::class ),
			$unused( DependencyInstaller::class ),
			$unused( TemplateRepository::class ),
			$unused( GlobalStyles::class ),
			new Journal(),
			new Preflight(),
			new ThemeFiles( dirname( self::CANVAS, 2 ), 'http://example.org/design' )
		);
		$state = static fn( string $platform, ?string $theme ): array => array(
			'info' => array(
				'platform' => $platform,
				'theme'    => null === $theme ? null : array( 'slug' => $theme ),
			),
		);
		$this->assertNotSame( get_stylesheet(), 'stencilbox-canvas' );
		$this->assertSame( '3.25rem', $tools->presets( $state( 'gutenberg', 'stencilbox-canvas' ) )['font-size']['xx-large'] );
		$this->assertNotEmpty( $tools->families( $state( 'gutenberg', 'stencilbox-canvas' ) ) );
		// No theme named, an unknown one, or Elementor's pack: nothing.
		$this->assertSame( array(), $tools->presets( $state( 'gutenberg', null ) ) );
		$this->assertSame( array(), $tools->presets( $state( 'gutenberg', 'no-such-theme' ) ) );
		$this->assertSame( array(), $tools->presets( $state( 'elementor', 'stencilbox-canvas' ) ) );
		// The pack's own theme active: its presets are the site's.
		$canvas = static fn(): string => 'stencilbox-canvas';
		add_filter( 'stylesheet', $canvas );
		try {
			$this->assertSame( array(), $tools->presets( $state( 'gutenberg', 'stencilbox-canvas' ) ) );
		} finally {
			remove_filter( 'stylesheet', $canvas );
		}
	}
}
