<?php
/**
 * "Match my site" in a full-site import (issue [25]): where the site keeps
 * its own theme, the pack's pages take the site's palette and fonts through
 * the same path as an insert, and the site's global styles stay its own.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Hub\Catalog\ItemDesigns;
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\Design\LookChoice;
use Stencilbox\Tests\ClassicThemes;
use Stencilbox\Tests\FullSiteImportTestCase;
use Stencilbox\Tests\VersionHelpers;

/**
 * The `look` of `/full-site-import/start`, through the whole import.
 *
 * @database-neutral plants a hostile design row and reads the session back; checking and matching, not SQL.
 */
final class FullSiteLookTest extends FullSiteImportTestCase {
	use VersionHelpers;

	/** The dark band's own colours (a demo item: navy, white, teal, ink, grey). */
	private const PACK_COLOURS = array( '#0b2545', '#ffffff', '#00a6a6', '#13233a', '#bbc2cb' );

	/**
	 * The last import's session.
	 *
	 * @var string
	 */
	private string $session = '';

	/**
	 * What the last import's results say about its look (null: nothing).
	 *
	 * @return array<string, mixed>|null
	 */
	private function results_look(): ?array {
		// As the client reads it (JSON: the answer holds objects).
		$answer = json_decode( (string) wp_json_encode( $this->rest( 'GET', '/stencilbox/v1/full-site-import/imports' )->get_data() ), true );
		foreach ( (array) $answer['data'] as $run ) {
			if ( $this->session === $run['session_id'] ) {
				return $run['results']['look'] ?? null;
			}
		}
		$this->fail( 'The import is not listed.' );
	}

	/**
	 * The theme active before the test.
	 *
	 * @var string
	 */
	private string $theme_before = '';

	/**
	 * Twenty Twenty-Five active (the site's own theme); Harbor's home page
	 * written with the dark band's colours, so it has a design to match.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::empty_versions();
		delete_option( LookChoice::OPTION );
		$this->theme_before = get_stylesheet();
		switch_theme( 'twentytwentyfive' );
		$this->assertTrue( wp_is_block_theme() );
		$this->home_content( (string) file_get_contents( __DIR__ . '/../../../../php/Hub/Catalog/demo/gutenberg/consultation-cta.html' ) );
	}

	/**
	 * The theme of before.
	 */
	protected function tearDown(): void {
		parent::tearDown();
		switch_theme( $this->theme_before );
		delete_option( LookChoice::OPTION );
	}

	/**
	 * Writes Harbor's home page (a new version, its design recorded).
	 *
	 * @param string $content Block markup.
	 */
	private function home_content( string $content ): void {
		$this->page_content( 'harbor-home', $content );
	}

	/**
	 * Writes one of Harbor's pages (a new version, its design recorded).
	 *
	 * @param string $slug    The page's slug.
	 * @param string $content Block markup.
	 */
	private function page_content( string $slug, string $content ): void {
		$row = $this->catalog->row( (int) $this->catalog->id_of( 'gutenberg', $slug ) );
		self::versioned_writer( $this->catalog )->save_item(
			array(
				'platform' => 'gutenberg',
				'type'     => 'page',
				'slug'     => $slug,
				'name'     => (string) $row['name'],
				'plan'     => 'free',
				// Still one of Harbor's pages.
				'pack_id'  => (int) $row['pack_id'],
				'content'  => $content,
			)
		);
	}

	/**
	 * The site's own global styles record (its content, '' when it has none).
	 */
	private static function global_styles(): string {
		$record = \WP_Theme_JSON_Resolver::get_user_data_from_wp_global_styles( wp_get_theme() );
		return (string) ( $record['post_content'] ?? '' );
	}

	/**
	 * The page the import made of Harbor's home page (by its provenance).
	 */
	private function home_page(): int {
		$source = (string) $this->catalog->id_of( 'gutenberg', 'harbor-home' );
		foreach ( self::provenance_rows() as $row ) {
			if ( $source === (string) $row['source_id'] ) {
				return (int) $row['post_id'];
			}
		}
		$this->fail( 'No page of harbor-home.' );
	}

	/**
	 * Imports Harbor; answers the content of its home page.
	 *
	 * @param array<string, mixed> $overrides Form fields.
	 */
	private function import( array $overrides ): string {
		$session       = $this->start(
			$this->form(
				$overrides + array(
					'theme'   => null,
					'plugins' => array(),
				)
			)
		);
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		$this->session = $session;
		return (string) get_post_field( 'post_content', $this->home_page() );
	}

	public function test_match_my_site_gives_the_packs_pages_the_sites_palette_and_leaves_its_global_styles_alone(): void {
		// About: a demo page with colour pairs Twenty Twenty-Five's palette cannot make readable.
		$this->page_content( 'harbor-about', (string) file_get_contents( __DIR__ . '/../../../../php/Hub/Catalog/demo/gutenberg/harbor-agency-home.html' ) );
		$styles = self::global_styles();
		$home   = $this->import( array( 'look' => 'site' ) );
		// The results say so, and where some colours kept the pack's.
		$about_id = (int) array_column( self::provenance_rows(), 'post_id', 'source_id' )[ (string) $this->catalog->id_of( 'gutenberg', 'harbor-about' ) ];
		$this->assertSame(
			array(
				'matched' => true,
				// By its page's title, as the results list the pages.
				'kept'    => array( get_the_title( $about_id ) ),
			),
			$this->results_look()
		);

		$this->assertStringContainsString( 'Ready for a second opinion?', $home );
		foreach ( self::PACK_COLOURS as $value ) {
			$this->assertStringNotContainsString( $value, $home, $value );
		}
		// One set of roles for the pack: every page and template was matched with one plan (kept
		// in its record for updates), so the pack's white, Home's page colour and About's, is the
		// theme's base on both.
		$plans = array();
		foreach ( self::provenance_rows() as $row ) {
			$context = json_decode( (string) $row['context'], true );
			if ( DesignMatcher::LOOK_SITE === ( $context['look'] ?? null ) ) {
				$plans[] = wp_json_encode( $context['pack'] ?? null );
			}
		}
		$this->assertGreaterThanOrEqual( 2, count( $plans ), 'the matched pages (Home and About)' );
		$this->assertCount( 1, array_unique( $plans ), 'one plan for every page and template' );
		$this->assertNotSame( 'null', $plans[0] );
		$about = (string) get_post_field( 'post_content', $about_id );
		$this->assertStringContainsString( 'var(--wp--preset--color--base)', $about );
		$this->assertStringNotContainsString( '#ffffff', $about );
		// The dark band stays dark: the theme's contrast behind its base (DesignRoles' inverted section).
		$this->assertStringContainsString( '"color":{"background":"var:preset|color|contrast","text":"var:preset|color|base"}', $home );
		// Neither the colour chosen in the wizard (the site's palette is what shows).
		$this->assertStringNotContainsString( '#aa3300', $home );
		$this->assertStringContainsString( 'background-color:var(--wp--preset--color--contrast)', $home );
		// Twenty Twenty-Five's spacing scale has 60 and 50: kept; not the pack theme's values.
		$this->assertStringContainsString( 'var:preset|spacing|60', $home );
		$this->assertSame( $styles, self::global_styles(), 'the site keeps its own palette and fonts' );
		$this->assertSame( 'site', LookChoice::remembered(), 'the choice is remembered for the site' );

		// Recorded in the site's look: untouched, it is up to date; an update keeps the look.
		$rows    = array_column( self::provenance_rows(), null, 'post_id' );
		$home_id = $this->home_page();
		$context = json_decode( (string) $rows[ $home_id ]['context'], true );
		$this->assertSame( DesignMatcher::LOOK_SITE, $context['look'] );
		$this->assertSame( array(), $context['colours'] );
		$this->assertArrayNotHasKey( 'presets', $context );
		$this->assertSame( 0, $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data()['count'], 'a matched page as imported is pristine and current' );
		$this->home_content( str_replace( 'Ready for a second opinion?', 'Ready for a third opinion?', (string) file_get_contents( __DIR__ . '/../../../../php/Hub/Catalog/demo/gutenberg/consultation-cta.html' ) ) );
		$entry = array_values( array_filter( $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data()['updates'], static fn( array $u ): bool => $u['post']['id'] === $home_id ) );
		$this->assertCount( 1, $entry );
		$this->assertTrue( $entry[0]['pristine'] );
		$this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array( $entry[0]['id'] ) ) );
		$updated = (string) get_post_field( 'post_content', $home_id );
		$this->assertStringContainsString( 'Ready for a third opinion?', $updated );
		$this->assertStringContainsString( 'background-color:var(--wp--preset--color--contrast)', $updated );
		$this->assertStringNotContainsString( '#0b2545', $updated );
	}

	public function test_keep_the_packs_look_is_the_import_as_before(): void {
		$styles = self::global_styles();
		$home   = $this->import( array( 'look' => 'pack' ) );
		$this->assertStringContainsString( '#0b2545', $home );
		$this->assertStringContainsString( '"background":"#0b2545"', $home );
		$this->assertStringNotContainsString( 'var:preset|color|', $home );
		$this->assertNotSame( $styles, self::global_styles(), 'the pack\'s colours and typography go to the global styles, as before' );
		$this->assertNull( $this->results_look() );
		$this->assertSame( 'pack', LookChoice::remembered() );
		$context = json_decode( (string) array_column( self::provenance_rows(), null, 'post_id' )[ $this->home_page() ]['context'], true );
		$this->assertArrayNotHasKey( 'look', $context );
	}

	public function test_without_a_look_the_sites_remembered_one_applies(): void {
		LookChoice::remember( DesignMatcher::LOOK_SITE );
		$home = $this->import( array() );
		$this->assertStringNotContainsString( '#0b2545', $home );
		$this->assertStringContainsString( 'var:preset|color|contrast', $home );
	}

	public function test_on_a_classic_theme_kept_the_packs_pages_take_its_palette(): void {
		$features = ClassicThemes::twenty_twenty_one();
		try {
			$home = $this->import( array( 'look' => 'site' ) );
			$this->assertSame( 'twentytwentyone', get_stylesheet() );
			$this->assertStringNotContainsString( '#0b2545', $home );
			$this->assertStringContainsString( 'var:preset|color|dark-gray', $home );
			$this->assertTrue( $this->results_look()['matched'] );
		} finally {
			ClassicThemes::restore( $features );
		}
	}

	public function test_on_a_classic_theme_without_a_palette_the_pack_keeps_its_look_and_the_results_say_so(): void {
		$features = ClassicThemes::twenty_twenty_one( false );
		try {
			$home = $this->import( array( 'look' => 'site' ) );
			$this->assertStringContainsString( '#0b2545', $home );
			$this->assertStringNotContainsString( 'var:preset|color|', $home );
			$this->assertSame(
				array(
					'matched' => false,
					'kept'    => array(),
					'reason'  => 'no_palette',
				),
				$this->results_look()
			);
		} finally {
			ClassicThemes::restore( $features );
		}
	}

	public function test_the_packs_own_theme_shows_the_pack_so_nothing_is_matched(): void {
		$home = $this->import(
			array(
				'look'    => 'site',
				'theme'   => array( 'stylesheet' => self::THEME ),
				'plugins' => array( self::PLUGIN ),
			)
		);
		$this->assertSame( self::THEME, get_stylesheet() );
		$this->assertStringContainsString( '#0b2545', $home );
		$this->assertStringNotContainsString( 'var:preset|color|', $home );
	}

	public function test_a_hostile_design_in_the_package_is_checked_before_it_is_kept_or_used(): void {
		global $wpdb;
		// A hub that sends markup and CSS where roles, values and slugs go (its newest design row).
		$item = (int) $this->catalog->id_of( 'gutenberg', 'harbor-home' );
		$wpdb->insert(
			ItemDesigns::table(),
			array(
				'item_id' => $item,
				'hash'    => str_repeat( 'f', 64 ),
				'design'  => wp_json_encode(
					array(
						'colors'     => array(
							array(
								'role'  => 'base',
								'value' => '#0b2545;}</style><script>alert(1)</script>',
								'slug'  => '"><img src=x onerror=alert(1)>',
							),
							array(
								'role'  => '<b>accent-1</b>',
								'value' => '#00a6a6',
							),
						),
						'fonts'      => 'none',
						'font_sizes' => array( array( 'slug' => '--x);}</style>' ) ),
					)
				),
			)
		);
		$session = $this->start(
			$this->form(
				array(
					'look'    => 'site',
					'theme'   => null,
					'plugins' => array(),
				)
			)
		);
		// Step by step: what the session keeps of the package's items, checked.
		$seen   = false;
		$action = 'continue';
		for ( $i = 0; $i < 200 && 'continue' === $action; $i++ ) {
			$action = (string) $this->rest(
				'POST',
				'/stencilbox/v1/full-site-import/run',
				array(
					'session_id'    => $session,
					'is_lightspeed' => true,
				)
			)->get_data()['action'];
			$state = json_decode( (string) $wpdb->get_var( $wpdb->prepare( 'SELECT cursor_state FROM %i WHERE uuid = %s', \Stencilbox\Support\Names::table( 'fsi_sessions' ), $session ) ), true );
			$items = (array) ( $state['data']['package']['items'] ?? array() );
			if ( $items ) {
				$seen = true;
				$kept = (string) wp_json_encode( array_column( $items, 'design' ) );
				$this->assertStringContainsString( '"role":"base"', $kept, 'the session keeps the designs' );
				foreach ( array( 'script', 'onerror', 'style', '<b>', '"uses"' ) as $bad ) {
					$this->assertStringNotContainsString( $bad, $kept, $bad );
				}
			}
		}
		$this->assertSame( 'complete', $action );
		$this->assertTrue( $seen );
		$this->session = $session;
		$home          = (string) get_post_field( 'post_content', $this->home_page() );
		foreach ( array( '<script', 'onerror', '</style>', '<b>', '<img' ) as $bad ) {
			$this->assertStringNotContainsString( $bad, $home, $bad );
		}
		$this->assertStringContainsString( 'Ready for a second opinion?', $home );
	}

	public function test_an_unknown_look_is_invalid_data(): void {
		foreach ( array( 'mine', '', 'SITE', 1 ) as $look ) {
			$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/start', $this->form( array( 'look' => $look ) ) );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $look ) );
			$this->assertSame( 'invalid_data', $response->get_data()['code'] );
			$this->assertArrayHasKey( 'look', (array) ( $response->get_data()['data']['params'] ?? array() ) );
		}
		$this->assertFalse( get_option( LookChoice::OPTION ), 'nothing remembered' );
	}
}
