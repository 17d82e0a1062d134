<?php
/**
 * Classic themes whose palette lives in a theme.json of their own and
 * whose colours are printed inline from their settings (Astra,
 * GeneratePress, Kadence): "Match my site" reads them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Design;

use Stencilbox\Hub\Catalog\DesignRoles;
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Support\Design\ClassicThemeColours;
use Stencilbox\Support\Design\ThemePresets;
use Stencilbox\Tests\TestCase;

/**
 * The real themes are checked on the front end by
 * tests/e2e/specs/classic-themes-look.spec.ts (STENCILBOX_CLASSIC_THEMES_DIR);
 * here a classic theme of the test's own stands in: a `style.css` that
 * declares none of its palette's custom properties and a theme.json whose
 * palette is written as `var(--x-color-n)`, as Astra's is.
 */
final class ClassicThemeColoursTest extends TestCase {
	/** The stand-in theme's slug. */
	private const THEME = 'sb-printed-palette';

	/**
	 * What the stand-in theme "prints" from its settings.
	 */
	private const PRINTED = array(
		'properties' => array(
			'--x-color-0' => '#0b5cad',
			'--x-color-1' => '#f7f3ea',
			'--x-color-2' => '#1d2327',
			'--x-color-3' => 'var(--x-color-2)',
			'--x-color-4' => '#d63638',
		),
		'text'       => 'var(--x-color-3)',
		'background' => 'var(--x-color-1)',
		'link'       => 'var(--x-color-0)',
		'headings'   => 'var(--x-color-0)',
		'reserved'   => array( 'palette4' ),
	);

	/**
	 * Theme folders as they were.
	 *
	 * @var array<int, string>
	 */
	private array $directories = array();

	/**
	 * The stand-in theme's folder root.
	 */
	private string $root = '';

	protected function setUp(): void {
		parent::setUp();
		$this->directories = (array) $GLOBALS['wp_theme_directories'];
		$this->root        = get_temp_dir() . 'sb-classic-themes-' . wp_generate_password( 8, false );
		$folder            = $this->root . '/' . self::THEME;
		wp_mkdir_p( $folder );
		// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a throwaway theme.
		file_put_contents( $folder . '/style.css', "/*\nTheme Name: Printed palette\n*/\nbody{margin:0}\n" );
		file_put_contents( $folder . '/index.php', "<?php\n" );
		$palette = array();
		foreach ( array( 0 => 'Brand', 1 => 'Paper', 2 => 'Ink', 3 => 'Body text', 4 => 'Notice' ) as $n => $name ) {
			$palette[] = array(
				'name'  => $name,
				// Kadence's kind of slug: letters then digits (`theme-palette4`).
				'slug'  => 'palette' . $n,
				'color' => 'var(--x-color-' . $n . ')',
			);
		}
		file_put_contents(
			$folder . '/theme.json',
			(string) wp_json_encode(
				array(
					'version'  => 2,
					'settings' => array( 'color' => array( 'palette' => $palette ) ),
				)
			)
		);
		// phpcs:enable
		register_theme_directory( $this->root );
		search_theme_directories( true );
		switch_theme( self::THEME );
		wp_clean_theme_json_cache();
		$this->assertSame( self::THEME, get_stylesheet() );
		$this->assertFalse( wp_is_block_theme(), 'a classic theme (no templates)' );
		$this->assertTrue( wp_theme_has_theme_json() );
	}

	protected function tearDown(): void {
		switch_theme( 'twentytwentyfive' );
		$GLOBALS['wp_theme_directories'] = $this->directories;
		search_theme_directories( true );
		wp_clean_theme_json_cache();
		$this->remove( $this->root );
		parent::tearDown();
	}

	public function test_a_palette_of_printed_custom_properties_is_read_through_the_theme(): void {
		// Without what the theme prints, its var() palette holds no colour: no palette to match to.
		$presets = ThemePresets::current();
		$this->assertSame( array( 'palette0', 'palette1', 'palette2', 'palette3', 'palette4' ), array_keys( $presets->colours ), 'the palette of its theme.json, never core\'s default' );
		$this->assertFalse( $presets->has_palette() );
		$this->assertTrue( ThemePresets::theme_has_palette(), 'the choice is offered: the theme has a palette' );

		add_filter( 'stencilbox_classic_theme_colours', array( $this, 'printed' ), 10, 2 );
		$presets = ThemePresets::current();
		$this->assertSame(
			array(
				'palette0' => '#0b5cad',
				'palette1' => '#f7f3ea',
				'palette2' => '#1d2327',
				'palette3' => '#1d2327',
			),
			array_map( static fn( array $colour ): ?string => $colour['value'], $presets->colours ),
			'a reserved colour (a notice\'s) is not the theme\'s design: no role is given to it'
		);
		$this->assertSame( '#1d2327', $presets->page['text'], 'the page\'s text as printed, var() resolved' );
		$this->assertSame( '#f7f3ea', $presets->page['background'] );
		$this->assertSame( '#0b5cad', $presets->page['link'], 'the links\' colour it prints' );
		$this->assertSame( '#0b5cad', $presets->page['headings'], 'the headings\' colour it prints' );
	}

	public function test_an_item_matched_to_such_a_theme_takes_its_palette_and_reads(): void {
		add_filter( 'stencilbox_classic_theme_colours', array( $this, 'printed' ), 10, 2 );
		$content = (string) file_get_contents( dirname( __DIR__, 4 ) . '/php/Hub/Catalog/demo/gutenberg/consultation-cta.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a demo file.
		$design  = DesignRoles::of( 'gutenberg', $content );
		$result  = ( new DesignMatcher() )->apply( $content, $design, DesignMatcher::LOOK_SITE );
		$this->assertTrue( $result['matched'], (string) wp_json_encode( $result ) );
		// The theme's blue headings would not read on the item's dark band: the band gives them its own text colour.
		$this->assertStringContainsString( '"heading":{"color":{"text":"var:preset|color|palette1"}}', $result['content'] );
		$this->assertMatchesRegularExpression( '/var:preset\|color\|palette\d"/', $result['content'], 'the theme\'s palette slugs are written in the attributes' );
		// In the saved HTML as WordPress names them (kebab case): what it prints, and what the editor's validation expects.
		$this->assertMatchesRegularExpression( '/var\(--wp--preset--color--palette-\d\)/', $result['content'] );
		$this->assertDoesNotMatchRegularExpression( '/--wp--preset--color--palette\d/', $result['content'] );
		foreach ( $design['colors'] as $colour ) {
			$kept = in_array( $colour['role'], array_column( $result['kept'] ?? array(), 'text' ), true ) || in_array( $colour['role'], array_column( $result['kept'] ?? array(), 'background' ), true );
			if ( ! $kept && is_string( $colour['value'] ?? null ) ) {
				$this->assertStringNotContainsStringIgnoringCase( $colour['value'], $result['content'], 'no literal colour of the pack is left but those kept for contrast' );
			}
		}
	}

	public function test_a_band_whose_links_would_not_read_gives_them_its_text_colour_as_the_editor_saves_one(): void {
		add_filter( 'stencilbox_classic_theme_colours', array( $this, 'printed' ), 10, 2 );
		// A dark band with a link and no link colour of its own: the theme's blue links would not read on it.
		$content = '<!-- wp:group {"style":{"color":{"background":"#13233a","text":"#ffffff"}},"layout":{"type":"constrained"}} -->' . "\n"
			. '<div class="wp-block-group has-text-color has-background" style="color:#ffffff;background-color:#13233a"><!-- wp:paragraph -->' . "\n"
			. '<p>Read <a href="#more">the story</a>.</p>' . "\n"
			. '<!-- /wp:paragraph --></div>' . "\n"
			. '<!-- /wp:group -->';
		$result  = ( new DesignMatcher() )->apply( $content, DesignRoles::of( 'gutenberg', $content ), DesignMatcher::LOOK_SITE );
		$this->assertTrue( $result['matched'] );
		$group = parse_blocks( $result['content'] )[0];
		$this->assertNotNull( $group['attrs']['style']['elements']['link']['color']['text'] ?? null, (string) $result['content'] );
		// The editor's save() writes `has-link-color` for it: without the class the block would be found changed.
		$this->assertMatchesRegularExpression( '/^<div class="[^"]*\bhas-link-color\b/', trim( $group['innerContent'][0] ) );
		$this->assertStringContainsString( 'has-link-color', $group['innerHTML'] );
	}

	public function test_what_a_theme_or_the_filter_answers_is_checked(): void {
		$clean = ClassicThemeColours::clean(
			array(
				'properties' => array(
					'--ok'           => ' #ABCDEF ',
					'no-dashes'      => '#000000',
					'--evil;}body{x' => '#000000',
					'--too-long'     => str_repeat( 'a', 201 ),
					'--array'        => array( '#000' ),
					7                => '#000000',
				),
				'text'       => array( 'x' ),
				'background' => '',
				'reserved'   => array( 'ok', 'evil<script>', 3, '' ),
			)
		);
		$this->assertSame(
			array(
				'properties' => array( '--ok' => '#ABCDEF' ),
				'text'       => null,
				'background' => null,
				'link'       => null,
				'headings'   => null,
				'reserved'   => array( 'ok', 'evil' ),
			),
			$clean
		);
		add_filter( 'stencilbox_classic_theme_colours', static fn(): string => 'not an array' );
		$this->assertSame(
			array(
				'properties' => array(),
				'text'       => null,
				'background' => null,
				'link'       => null,
				'headings'   => null,
				'reserved'   => array(),
			),
			ClassicThemeColours::current()
		);
	}

	/**
	 * The stand-in theme's printed colours (the filter).
	 *
	 * @param array<string, mixed> $read     What was read so far.
	 * @param string               $template The active template.
	 * @return array<string, mixed>
	 */
	public function printed( array $read, string $template ): array {
		return self::THEME === $template ? self::PRINTED : $read;
	}

	/**
	 * Removes a folder and what it holds.
	 *
	 * @param string $dir Folder.
	 */
	private function remove( string $dir ): void {
		if ( ! is_dir( $dir ) ) {
			return;
		}
		foreach ( (array) scandir( $dir ) as $entry ) {
			if ( '.' === $entry || '..' === $entry ) {
				continue;
			}
			$path = $dir . '/' . $entry;
			if ( is_dir( $path ) ) {
				$this->remove( $path );
			} else {
				wp_delete_file( $path );
			}
		}
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a throwaway folder.
	}
}
