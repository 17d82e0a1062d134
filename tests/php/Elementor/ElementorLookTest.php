<?php
/**
 * Design that travels for Elementor (issue [25], items 1–3), with
 * Elementor standing in: an Elementor item's roles recorded from its
 * style controls and kit globals, and "Match my site" pointing its
 * controls at this site's kit globals (`__globals__`), every pair still
 * readable, through the insert and import routes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Hub\Catalog\DesignRoles;
use Stencilbox\Hub\Catalog\ItemDesigns;
use Stencilbox\Plugin;
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\Design\ElementorLook;
use Stencilbox\Site\Design\LookChoice;
use Stencilbox\Support\Design\Colour;
use Stencilbox\Support\Design\ElementorKit;
use Stencilbox\Support\Design\ElementorTokens;
use Stencilbox\Support\Elementor;
use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\VersionHelpers;

/**
 * DesignRoles, DesignMatcher and the routes, on Elementor content.
 *
 * @group database
 */
final class ElementorLookTest extends CatalogTestCase {
	use AccountHelpers;
	use VersionHelpers;

	private const DEMO = __DIR__ . '/../../../php/Hub/Catalog/demo';

	/** A site kit: teal, slate, ink and amber system colours, a white custom one, two families. */
	private const KIT = array(
		'system_colors'     => array(
			array(
				'_id'   => 'primary',
				'title' => 'Primary',
				'color' => '#0F766E',
			),
			array(
				'_id'   => 'secondary',
				'title' => 'Secondary',
				'color' => '#334155',
			),
			array(
				'_id'   => 'text',
				'title' => 'Text',
				'color' => '#1e293b',
			),
			array(
				'_id'   => 'accent',
				'title' => 'Accent',
				'color' => '#f59e0b',
			),
		),
		'custom_colors'     => array(
			array(
				'_id'   => 'a1b2c3d',
				'title' => 'Page',
				'color' => '#ffffff',
			),
		),
		'system_typography' => array(
			array(
				'_id'                    => 'primary',
				'title'                  => 'Headings',
				'typography_typography'  => 'custom',
				'typography_font_family' => 'Playfair Display',
				'typography_font_size'   => array(
					'unit' => 'px',
					'size' => 60,
				),
			),
			array(
				'_id'                    => 'text',
				'title'                  => 'Body',
				'typography_typography'  => 'custom',
				'typography_font_family' => 'Inter',
			),
		),
	);

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		delete_option( LookChoice::OPTION );
	}

	protected function tearDown(): void {
		$this->release_mails();
		delete_option( 'elementor_active_kit' );
		delete_option( LookChoice::OPTION );
		parent::tearDown();
	}

	/**
	 * Makes a kit with these page settings the site's active one.
	 *
	 * @param array<string, mixed> $settings Kit page settings.
	 */
	private static function use_kit( array $settings ): int {
		$kit = (int) wp_insert_post(
			array(
				'post_type'   => Elementor::LIBRARY_POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => 'Site kit',
			)
		);
		update_post_meta( $kit, Elementor::META_TEMPLATE_TYPE, 'kit' );
		update_post_meta( $kit, Elementor::META_PAGE_SETTINGS, $settings );
		update_option( 'elementor_active_kit', $kit );
		return $kit;
	}

	/**
	 * A demo Elementor item's export.
	 *
	 * @param string $slug Item.
	 */
	private static function demo( string $slug ): string {
		return (string) file_get_contents( self::DEMO . "/elementor/{$slug}.json" );
	}

	/**
	 * A design's colours by role.
	 *
	 * @param array<string, mixed> $design Design.
	 * @return array<string, array<string, mixed>>
	 */
	private static function by_role( array $design ): array {
		return array_column( $design['colors'], null, 'role' );
	}

	/**
	 * Every element of a tree, in document order.
	 *
	 * @param array<int, mixed> $elements Elements.
	 * @return array<int, array<string, mixed>>
	 */
	private static function flat( array $elements ): array {
		$all = array();
		foreach ( $elements as $element ) {
			$all[] = $element;
			$all   = array_merge( $all, self::flat( (array) ( $element['elements'] ?? array() ) ) );
		}
		return $all;
	}

	/**
	 * A tree without element ids (an insert gives new ones).
	 *
	 * @param mixed $node Tree.
	 * @return mixed
	 */
	private static function without_ids( mixed $node ): mixed {
		if ( ! is_array( $node ) ) {
			return $node;
		}
		unset( $node['id'] );
		return array_map( array( self::class, 'without_ids' ), $node );
	}

	public function test_demo_intake_records_every_elementor_items_colours_as_roles_with_their_values(): void {
		self::empty_catalogue();
		$this->importer->import_folder( self::DEMO, 'demo', true );
		$designs = new ItemDesigns();

		// The white section holds a navy card: white covers most, and the
		// darkest text readable on it is the design's contrast.
		$design = $designs->current( (int) $this->catalog->id_of( 'elementor', 'harbor-agency-cta' ) );
		$this->assertIsArray( $design );
		$roles = self::by_role( $design );
		$this->assertSame( array( 'base', 'contrast', 'accent-1', 'accent-2', 'accent-3' ), array_keys( $roles ) );
		$this->assertSame( '#ffffff', $roles['base']['value'] );
		$this->assertSame( '#142233', $roles['contrast']['value'] );
		$this->assertSame( array( '#1f4e79', '#c0cdd9', '#ff7a59' ), array( $roles['accent-1']['value'], $roles['accent-2']['value'], $roles['accent-3']['value'] ) );
		$this->assertSame( 1, $roles['base']['uses']['background'], 'the section' );
		$this->assertSame( 2, $roles['base']['uses']['text'], 'the heading and the outline button' );
		$this->assertSame( 1, $roles['base']['uses']['border'], 'the outline button\'s border' );
		$this->assertSame( '', $roles['base']['slug'], 'a value names no global' );
		$this->assertSame( array(), $design['fonts'], 'the demo sets no family: the kit\'s shows' );

		// Every colour a drawn control holds in every Elementor item is a role, with its value kept.
		$missing = array();
		$count   = 0;
		foreach ( (array) glob( self::DEMO . '/elementor/*.json' ) as $file ) {
			$slug   = basename( (string) $file, '.json' );
			$export = json_decode( (string) file_get_contents( (string) $file ), true );
			$values = array();
			foreach ( self::flat( $export['content'] ) as $element ) {
				foreach ( (array) ( $element['settings'] ?? array() ) as $control => $value ) {
					$drawn = ! str_contains( (string) $control, 'background' ) || 'classic' === ( $element['settings'][ preg_replace( '/_color$/', '', (string) $control ) . '_background' ] ?? ( 'button' === ( $element['widgetType'] ?? '' ) ? 'classic' : null ) );
					if ( ( 'color' === $control || str_ends_with( (string) $control, '_color' ) ) && is_string( $value ) && preg_match( '/^#[0-9a-f]{6}$/i', $value ) && $drawn ) {
						$values[] = strtolower( $value );
					}
				}
			}
			$design = $designs->current( (int) $this->catalog->id_of( 'elementor', $slug ) );
			$kept   = null === $design ? array() : array_column( $design['colors'], 'value' );
			foreach ( array_diff( array_unique( $values ), $kept ) as $value ) {
				$missing[] = "{$slug}: {$value}";
			}
			$count += $values ? 1 : 0;
		}
		$this->assertGreaterThanOrEqual( 60, $count );
		$this->assertSame( array(), $missing );
	}

	public function test_an_elementor_content_recorded_without_roles_before_gets_them_when_written_again(): void {
		global $wpdb;
		self::empty_catalogue();
		$this->importer->import_folder( self::DEMO, 'demo', true );
		$id      = (int) $this->catalog->id_of( 'elementor', 'harbor-agency-cta' );
		$content = $this->catalog->stored_content( $id );
		// As a release that read no Elementor roles recorded it.
		$wpdb->update( ItemDesigns::table(), array( 'design' => 'null' ), array( 'item_id' => $id ) );
		$designs = new ItemDesigns();
		$this->assertNull( $designs->current( $id ) );
		// The same content written again (a re-seed): read this time, still one row.
		$designs->record( $id, 'elementor', $content );
		$this->assertSame( '#142233', self::by_role( (array) $designs->current( $id ) )['contrast']['value'] );
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE item_id = %d', ItemDesigns::table(), $id ) ) );
	}

	public function test_a_page_placed_in_the_kits_look_is_current_and_its_update_keeps_that_look(): void {
		self::use_kit( self::KIT );
		self::empty_catalogue();
		self::empty_versions();
		$this->importer->import_folder( self::DEMO, 'demo', true );
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'elementor-update@example.org', 'pro' );
		$id       = (int) $this->catalog->id_of( 'elementor', 'harbor-agency-cta' );
		$response = $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'       => $id,
				'platform' => 'elementor',
				'title'    => 'Matched CTA',
				'look'     => 'site',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$page = (int) $response->get_data()['post_id'];
		$row  = self::provenance_rows()[0];
		$this->assertSame( DesignMatcher::LOOK_SITE, json_decode( (string) $row['context'], true )['look'] );
		$this->assertSame( 0, $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data()['count'], 'as placed, it is pristine and current' );

		// A new version (its heading changed): a pristine copy updates, in the kit's look.
		$this->new_elementor_version(
			'harbor-agency-cta',
			static function ( array $export ): array {
				$export['content'][0]['elements'][0]['elements'][0]['settings']['title'] = 'A project on your mind?';
				return $export;
			}
		);
		$entry = $this->rest( 'GET', '/stencilbox/v1/updates', array( 'refresh' => true ) )->get_data()['updates'][0];
		$this->assertTrue( $entry['pristine'] );
		$this->rest( 'POST', '/stencilbox/v1/updates/apply', array( 'ids' => array( $entry['id'] ) ) );
		$after = Elementor::elements_of( $page );
		$this->assertSame( 'A project on your mind?', $after[0]['elements'][0]['elements'][0]['settings']['title'] );
		$this->assertSame( 'globals/colors?id=primary', $after[0]['elements'][0]['settings']['__globals__']['background_color'], 'the update keeps the kit\'s look' );
	}

	public function test_kit_globals_take_their_roles_by_name_with_the_source_kits_values_and_families_by_use(): void {
		$export = array(
			'content' => array(
				array(
					'id'       => 'a',
					'elType'   => 'container',
					'settings' => array(
						'background_background' => 'classic',
						'background_color'      => '#FAFAFA',
						'__globals__'           => array( 'background_color' => 'globals/colors?id=a1b2c3d' ),
					),
					'elements' => array(
						array(
							'id'         => 'b',
							'elType'     => 'widget',
							'widgetType' => 'heading',
							'settings'   => array(
								'title'       => 'Hello',
								'__globals__' => array(
									'title_color'           => 'globals/colors?id=primary',
									'typography_typography' => 'globals/typography?id=primary',
								),
							),
						),
						array(
							'id'         => 'c',
							'elType'     => 'widget',
							'widgetType' => 'text-editor',
							'settings'   => array(
								'text_color'             => '#333333',
								'typography_typography'  => 'custom',
								'typography_font_family' => 'Manrope',
								'__globals__'            => array( 'text_color' => 'globals/colors?id=text' ),
							),
						),
					),
				),
			),
		);
		$source = array(
			'colours' => array(
				'primary' => '#1f4e79',
				'text'    => '#142233',
				'a1b2c3d' => '#ffffff',
			),
			'fonts'   => array( 'primary' => 'Fira Sans' ),
		);
		$design = DesignRoles::of( 'elementor', (string) wp_json_encode( $export ), $source );
		$this->assertIsArray( $design );
		$roles = self::by_role( $design );
		// `text` names the contrast, `primary` the first accent; the custom global's role comes from use.
		$this->assertSame( array( 'text', '#142233' ), array( $roles['contrast']['slug'], $roles['contrast']['value'] ) );
		$this->assertSame( array( 'primary', '#1f4e79' ), array( $roles['accent-1']['slug'], $roles['accent-1']['value'] ) );
		$this->assertSame( array( 'a1b2c3d', '#ffffff' ), array( $roles['base']['slug'], $roles['base']['value'] ), 'the global wins over the control\'s own value' );
		$this->assertCount( 3, $design['colors'], 'a value hidden by a global is no colour of the design' );
		$fonts = array_column( $design['fonts'], null, 'role' );
		$this->assertSame( array( 'primary', 'Fira Sans' ), array( $fonts['heading']['slug'], $fonts['heading']['value'] ) );
		$this->assertSame( array( '', 'Manrope' ), array( $fonts['body']['slug'], $fonts['body']['value'] ) );
		// A bundle carries the source values the roles were read with.
		$this->assertSame( '#1f4e79', DesignRoles::source_of( $design )['colours']['primary'] );
	}

	public function test_a_published_elementor_page_records_its_globals_with_this_sites_kit_values(): void {
		self::use_kit( self::KIT );
		$this->login_as( 'administrator' );
		$this->signup_with_plan( 'kit-publisher@example.org' );
		$tree = array(
			array(
				'id'       => 'c0ntain',
				'elType'   => 'container',
				'settings' => array(
					'background_background' => 'classic',
					'__globals__'           => array( 'background_color' => 'globals/colors?id=a1b2c3d' ),
				),
				'elements' => array(
					array(
						'id'         => 'he4d1ng',
						'elType'     => 'widget',
						'widgetType' => 'heading',
						'settings'   => array(
							'title'       => 'Moorings',
							'__globals__' => array(
								'title_color'           => 'globals/colors?id=text',
								'typography_typography' => 'globals/typography?id=primary',
							),
						),
					),
				),
			),
		);
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Kit Moorings',
			)
		);
		Elementor::write_document( $page, 'wp-page', $tree, array() );
		$response = $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/publish', array( 'source' => "post:{$page}" ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'elementor', $response->get_data()['platform'] );
		$design = $response->get_data()['design'];
		$this->assertIsArray( $design );
		$roles = self::by_role( $design );
		$this->assertSame( array( 'a1b2c3d', '#ffffff' ), array( $roles['base']['slug'], $roles['base']['value'] ) );
		$this->assertSame( array( 'text', '#1e293b' ), array( $roles['contrast']['slug'], $roles['contrast']['value'] ) );
		$this->assertSame(
			array(
				array(
					'role'  => 'heading',
					'value' => 'Playfair Display',
					'slug'  => 'primary',
					'uses'  => 1,
				),
			),
			$design['fonts']
		);
	}

	public function test_match_my_site_points_every_colour_at_the_kits_globals_and_keeps_every_pair_readable(): void {
		self::use_kit( self::KIT );
		$content = self::demo( 'harbor-agency-cta' );
		$design  = DesignRoles::of( 'elementor', $content );
		$matcher = Plugin::instance()->service( DesignMatcher::class );

		$kept = $matcher->apply( $content, $design, DesignMatcher::LOOK_PACK, 'elementor' );
		$this->assertSame( $content, $kept['content'], 'the pack\'s look is the content as it came' );
		$this->assertSame( 'pack', $kept['reason'] );

		$result = $matcher->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertTrue( $result['matched'] );
		$this->assertSame( '', $result['reason'] );
		// The kit's `text` by name for the contrast, the page's white custom colour for the
		// base. The accents are inferred (literal colours), placed by likeness (ColourFit) and
		// by name, the plan keeping fewer pack colours winning (both keep none: likeness):
		// the navy card the teal `primary` (a strong kit colour for a blue-ish dark); the
		// light grey-blue lead (accent-2), a near-grey, the white it shares with the base (by
		// name it was slate on teal and re-chosen to the same white); the button's fill
		// (accent-3) first the kit's amber on the teal card, 2.5:1 (a control's fill asks
		// 3:1, WCAG 1.4.11): re-chosen, the white, which stands out there (re-judged
		// 2026-12-01: the same colours as by name, the lead's reached directly).
		$colors = $result['colors'];
		ksort( $colors );
		$this->assertSame(
			array(
				'accent-1' => 'primary',
				'accent-2' => 'a1b2c3d',
				'accent-3' => 'a1b2c3d',
				'base'     => 'a1b2c3d',
				'contrast' => 'text',
			),
			$colors
		);
		$adjusted = $result['adjusted'];
		ksort( $adjusted );
		$this->assertSame(
			array(
				'accent-3' => 'a1b2c3d',
			),
			$adjusted
		);
		$this->assertSame( array(), $result['kept'] );

		$before = self::flat( json_decode( $content, true )['content'] );
		$after  = self::flat( json_decode( $result['content'], true )['content'] );
		$this->assertCount( count( $before ), $after );
		$kit    = array_column( array_merge( self::KIT['system_colors'], self::KIT['custom_colors'] ), 'color', '_id' );
		$linked = 0;
		foreach ( $after as $n => $element ) {
			$this->assertSame( $before[ $n ]['id'], $element['id'] );
			foreach ( (array) $before[ $n ]['settings'] as $control => $value ) {
				// Every setting stays as it was (the value is the fallback Elementor's editor shows).
				$this->assertSame( $value, $element['settings'][ $control ], $control );
				if ( is_string( $value ) && null !== Colour::normal( $value ) && ( ! str_contains( $control, 'background' ) || 'classic' === ( $element['settings']['background_background'] ?? ( 'button' === ( $element['widgetType'] ?? '' ) ? 'classic' : null ) ) ) ) {
					$this->assertMatchesRegularExpression( '/^globals\/colors\?id=[a-z0-9]+$/', (string) ( $element['settings']['__globals__'][ $control ] ?? '' ), "{$element['id']} {$control}" );
					$this->assertArrayHasKey( substr( $element['settings']['__globals__'][ $control ], strlen( 'globals/colors?id=' ) ), $kit );
					++$linked;
				}
			}
		}
		$this->assertSame( 8, $linked, 'every drawn colour (the transparent button background is none)' );
		$this->assert_readable( json_decode( $result['content'], true )['content'], $kit );
	}

	public function test_page_settings_gradient_stops_and_repeater_items_take_the_kits_globals_and_stay_readable(): void {
		self::use_kit( self::KIT );
		// A night page (page settings: a navy gradient), a light card with a
		// gradient, a social icon with custom colours (a repeater item), and
		// white text standing on the page itself.
		$content = (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/elementor-page-colours.json' );
		$design  = DesignRoles::of( 'elementor', $content );
		$this->assertNotNull( $design );
		$values = array_column( $design['colors'], 'value' );
		foreach ( array( '#0b2545', '#13315c', '#ffffff', '#f4f7fb', '#00a6a6' ) as $value ) {
			$this->assertContains( $value, $values, "{$value} is recorded as a role" );
		}

		$result = Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertTrue( $result['matched'] );
		$before = json_decode( $content, true );
		$export = json_decode( $result['content'], true );
		$kit    = array_map( 'strtolower', array_column( array_merge( self::KIT['system_colors'], self::KIT['custom_colors'] ), 'color', '_id' ) );
		// A control's colour as Elementor draws it: the kit's global it names, else its own value.
		$drawn  = static function ( array $settings, string $control ) use ( $kit ): ?string {
			$global = $settings['__globals__'][ $control ] ?? null;
			if ( is_string( $global ) && str_starts_with( $global, 'globals/colors?id=' ) ) {
				return $kit[ substr( $global, 18 ) ] ?? 'missing';
			}
			return is_string( $settings[ $control ] ?? null ) ? strtolower( $settings[ $control ] ) : null;
		};
		$linked = static fn( array $settings, string $control ): bool => isset( $kit[ substr( (string) ( $settings['__globals__'][ $control ] ?? '' ), 18 ) ] ) && str_starts_with( (string) $settings['__globals__'][ $control ], 'globals/colors?id=' );
		$ratio  = static function ( string $a, string $b ): float {
			$l = array_map(
				static function ( string $hex ): float {
					$c = array_map( static fn( string $pair ): float => hexdec( $pair ) / 255, str_split( substr( $hex, 1, 6 ), 2 ) );
					$c = array_map( static fn( float $v ): float => $v <= 0.04045 ? $v / 12.92 : ( ( $v + 0.055 ) / 1.055 ) ** 2.4, $c );
					return 0.2126 * $c[0] + 0.7152 * $c[1] + 0.0722 * $c[2];
				},
				array( $a, $b )
			);
			return ( max( $l ) + 0.05 ) / ( min( $l ) + 0.05 );
		};

		// The page's gradient: both stops on the kit's globals, its own values and its template kept.
		$page = $export['page_settings'];
		$this->assertTrue( $linked( $page, 'background_color' ), 'page background_color' );
		$this->assertTrue( $linked( $page, 'background_color_b' ), 'page background_color_b' );
		$this->assertSame( '#0b2545', $page['background_color'] );
		$this->assertSame( 'elementor_header_footer', $page['template'] );
		// The card's gradient, both stops.
		$card = $export['content'][0]['settings'];
		$this->assertTrue( $linked( $card, 'background_color' ) );
		$this->assertTrue( $linked( $card, 'background_color_b' ) );
		// The social icon's own colours (a repeater item's `__globals__`); the item without any untouched.
		$items = $export['content'][0]['elements'][1]['settings']['social_icon_list'];
		$this->assertTrue( $linked( $items[0], 'item_icon_primary_color' ) );
		$this->assertTrue( $linked( $items[0], 'item_icon_secondary_color' ) );
		$this->assertSame( 'b7e01a1', $items[0]['_id'] );
		$this->assertSame( '#00a6a6', $items[0]['item_icon_primary_color'] );
		$this->assertSame( $before['content'][0]['elements'][1]['settings']['social_icon_list'][1], $items[1] );
		$this->assertSame( array_column( self::flat( $before['content'] ), 'id' ), array_column( self::flat( $export['content'] ), 'id' ) );

		// Readable as drawn: the heading on both stops of the card, the text on both stops of the page.
		$heading = (string) $drawn( $export['content'][0]['elements'][0]['settings'], 'title_color' );
		foreach ( array( 'background_color', 'background_color_b' ) as $stop ) {
			$this->assertGreaterThanOrEqual( 4.5, $ratio( $heading, (string) $drawn( $card, $stop ) ), "heading on the card's {$stop}" );
			$text = (string) $drawn( $export['content'][1]['elements'][0]['settings'], 'text_color' );
			$this->assertGreaterThanOrEqual( 4.5, $ratio( $text, (string) $drawn( $page, $stop ) ), "text on the page's {$stop}" );
		}
	}

	public function test_page_settings_keep_their_kit_globals_when_written_and_nothing_else_that_is_not_plain(): void {
		$post = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'draft',
				'post_title'  => 'Night page',
			)
		);
		Elementor::write_document(
			$post,
			'wp-page',
			array(),
			array(
				'template'              => 'elementor_header_footer',
				'background_background' => 'gradient',
				'background_color'      => '#0b2545',
				'__globals__'           => array(
					'background_color'            => 'globals/colors?id=primary',
					'background_color_b'          => 'globals/colors?id=a1b2c3d',
					'title_typography_typography' => 'globals/typography?id=primary',
					'evil'                        => 'javascript:alert(1)',
					'Bad Key'                     => 'globals/colors?id=text',
					'nested'                      => array( 'globals/colors?id=text' ),
					'other'                       => 'globals/colors?id=te<xt',
				),
				'nested'                => array( 'a' => 'b' ),
			)
		);
		$meta = get_post_meta( $post, Elementor::META_PAGE_SETTINGS, true );
		$this->assertSame(
			array(
				'background_color'            => 'globals/colors?id=primary',
				'background_color_b'          => 'globals/colors?id=a1b2c3d',
				'title_typography_typography' => 'globals/typography?id=primary',
			),
			$meta['__globals__']
		);
		$this->assertSame( 'gradient', $meta['background_background'] );
		$this->assertArrayNotHasKey( 'nested', $meta );
	}

	/**
	 * Asserts that every text colour an element sets reads at AA on its own
	 * or nearest ancestor's background (white where none), resolved here
	 * on their own, not by the code under test: a global by the kit, else
	 * the value; WCAG's formula written again.
	 *
	 * @param array<int, mixed>     $elements The matched tree.
	 * @param array<string, string> $kit      Colour by global id.
	 * @param string                $back     The background around them.
	 */
	private function assert_readable( array $elements, array $kit, string $back = '#ffffff' ): void {
		$value     = static function ( array $settings, string $control ) use ( $kit ): ?string {
			$global = $settings['__globals__'][ $control ] ?? '';
			if ( is_string( $global ) && str_starts_with( $global, 'globals/colors?id=' ) ) {
				return strtolower( $kit[ substr( $global, 18 ) ] );
			}
			$own = $settings[ $control ] ?? null;
			return is_string( $own ) && preg_match( '/^#[0-9a-f]{6}$/i', $own ) ? strtolower( $own ) : null;
		};
		$luminance = static function ( string $hex ): float {
			$c = array_map( static fn( string $pair ): float => hexdec( $pair ) / 255, str_split( substr( $hex, 1 ), 2 ) );
			$c = array_map( static fn( float $v ): float => $v <= 0.04045 ? $v / 12.92 : ( ( $v + 0.055 ) / 1.055 ) ** 2.4, $c );
			return 0.2126 * $c[0] + 0.7152 * $c[1] + 0.0722 * $c[2];
		};
		foreach ( $elements as $element ) {
			$settings = (array) ( $element['settings'] ?? array() );
			$classic  = 'classic' === ( $settings['background_background'] ?? ( 'button' === ( $element['widgetType'] ?? '' ) ? 'classic' : null ) );
			$here     = ( $classic ? $value( $settings, 'background_color' ) : null ) ?? $back;
			foreach ( array( 'title_color', 'text_color', 'button_text_color', 'description_color' ) as $control ) {
				$text = $value( $settings, $control );
				if ( null !== $text ) {
					$ratio = ( max( $luminance( $text ), $luminance( $here ) ) + 0.05 ) / ( min( $luminance( $text ), $luminance( $here ) ) + 0.05 );
					$this->assertGreaterThanOrEqual( 4.5, $ratio, "{$element['id']} {$control}: {$text} on {$here}" );
				}
			}
			$this->assert_readable( (array) ( $element['elements'] ?? array() ), $kit, $here );
		}
	}

	public function test_a_kit_that_cannot_make_a_pair_readable_keeps_the_packs_colours_and_says_so(): void {
		// Four mid greys: nothing reads on anything.
		self::use_kit(
			array(
				'system_colors' => array(
					array(
						'_id'   => 'primary',
						'color' => '#777777',
					),
					array(
						'_id'   => 'secondary',
						'color' => '#808080',
					),
					array(
						'_id'   => 'text',
						'color' => '#888888',
					),
					array(
						'_id'   => 'accent',
						'color' => '#8a8a8a',
					),
				),
			)
		);
		$content = self::demo( 'harbor-agency-cta' );
		$result  = Plugin::instance()->service( DesignMatcher::class )->apply( $content, DesignRoles::of( 'elementor', $content ), DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertTrue( $result['matched'] );
		$this->assertNotEmpty( $result['kept'] );
		foreach ( $result['kept'] as $pair ) {
			$this->assertLessThan( Colour::AA, $pair['ratio'] );
		}
		// The heading's white on the navy card kept both: no global on either.
		$after = self::flat( json_decode( $result['content'], true )['content'] );
		$this->assertArrayNotHasKey( 'background_color', (array) ( $after[1]['settings']['__globals__'] ?? array() ) );
		$this->assertArrayNotHasKey( 'title_color', (array) ( $after[2]['settings']['__globals__'] ?? array() ) );
		$this->assertSame( '#ffffff', $after[2]['settings']['title_color'] );
		$this->assertSame( '#1f4e79', $after[1]['settings']['background_color'] );
	}

	public function test_a_buttons_fill_that_the_kit_would_lose_on_its_section_keeps_the_packs_colour(): void {
		// The kit's primary is a pale yellow: the button's navy words read on it, but on the white section it is 1.3:1.
		self::use_kit(
			array(
				'system_colors' => array(
					array(
						'_id'   => 'primary',
						'color' => '#ffe08a',
					),
					array(
						'_id'   => 'text',
						'color' => '#111111',
					),
				),
				'custom_colors' => array(
					array(
						'_id'   => 'a1b2c3d',
						'color' => '#ffffff',
					),
				),
			)
		);
		$content = (string) wp_json_encode(
			array(
				'content' => array(
					array(
						'id'       => 'a',
						'elType'   => 'container',
						'settings' => array(
							'background_background' => 'classic',
							'background_color'      => '#ffffff',
						),
						'elements' => array(
							array(
								'id'         => 'b',
								'elType'     => 'widget',
								'widgetType' => 'heading',
								'settings'   => array( 'title_color' => '#0b2545' ),
							),
							array(
								'id'         => 'c',
								'elType'     => 'widget',
								'widgetType' => 'button',
								'settings'   => array(
									'background_color'  => '#d06a00',
									'button_text_color' => '#0b2545',
								),
							),
						),
					),
				),
			)
		);
		$design = DesignRoles::of( 'elementor', $content );
		$result = Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertTrue( $result['matched'] );
		$fills = array_values( array_filter( $result['kept'], static fn( array $pair ): bool => ! empty( $pair['fill'] ) ) );
		$this->assertCount( 1, $fills, 'the button\'s fill on its section, judged at 3:1' );
		$this->assertLessThan( Colour::NON_TEXT, $fills[0]['ratio'] );
		$after = self::flat( json_decode( $result['content'], true )['content'] );
		// The button keeps the pack's orange as its own value; its words and the section take the kit's.
		$this->assertSame( '#d06a00', $after[2]['settings']['background_color'] );
		$this->assertArrayNotHasKey( 'background_color', (array) ( $after[2]['settings']['__globals__'] ?? array() ) );
		$this->assertSame( 'globals/colors?id=text', $after[2]['settings']['__globals__']['button_text_color'] ?? null );
		$this->assertSame( 'globals/colors?id=a1b2c3d', $after[0]['settings']['__globals__']['background_color'] ?? null );
	}

	public function test_a_buttons_hover_colours_are_matched_and_judged_as_the_state_a_keyboard_user_reads(): void {
		// Elementor draws a button's hover background (classic by default, no
		// type saved in an export) on :hover and :focus.
		$button  = array(
			'id'         => 'c',
			'elType'     => 'widget',
			'widgetType' => 'button',
			'settings'   => array(
				'background_color'              => '#0b2545',
				'button_text_color'             => '#ffffff',
				'button_background_hover_color' => '#ff7a59',
				'hover_color'                   => '#142233',
			),
		);
		$colours = array_column( ElementorTokens::colours( $button ), 'use', 'control' );
		$this->assertSame( 'background', $colours['button_background_hover_color'] ?? null, 'the hover background is drawn' );
		$lookup = array(
			'v:#0b2545' => 'contrast',
			'v:#ffffff' => 'base',
			'v:#ff7a59' => 'accent-1',
			'v:#142233' => 'contrast~2',
		);
		$pairs  = array();
		$budget = 100;
		ElementorLook::pairs( array( $button ), $lookup, array( 'base' ), $pairs, 0, $budget );
		$this->assertSame( array( 'contrast~2', 'accent-1' ), $pairs['contrast~2|accent-1'] ?? null, 'the hover words on the hover background' );
		$this->assertSame( array( 'accent-1', 'base', Colour::NON_TEXT ), $pairs['fill:accent-1|base'] ?? null, 'the hover fill on its surround' );
		$this->assertArrayNotHasKey( 'base|accent-1', $pairs, 'the normal words are judged on the hover background only without a hover text colour' );
		unset( $button['settings']['hover_color'] );
		$pairs  = array();
		$budget = 100;
		ElementorLook::pairs( array( $button ), $lookup, array( 'base' ), $pairs, 0, $budget );
		$this->assertArrayHasKey( 'base|accent-1', $pairs, 'without one, the normal words on the hover background' );

		// Matched to a kit whose accent, amber, would not carry white words: the
		// hover background points at a global and its pair reads; the pack's
		// coral is left nowhere.
		self::use_kit( self::KIT );
		$button['settings']['hover_color'] = '#142233';
		$content                           = (string) wp_json_encode(
			array(
				'content' => array(
					array(
						'id'       => 'a',
						'elType'   => 'container',
						'settings' => array(
							'background_background' => 'classic',
							'background_color'      => '#ffffff',
						),
						'elements' => array( $button ),
					),
				),
			)
		);
		$design = DesignRoles::of( 'elementor', $content );
		$result = Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertTrue( $result['matched'] );
		$after = self::flat( json_decode( $result['content'], true )['content'] );
		$kit   = array_column( array_merge( self::KIT['system_colors'], self::KIT['custom_colors'] ), 'color', '_id' );
		$value = static function ( array $settings, string $control ) use ( $kit ): string {
			$global = (string) ( $settings['__globals__'][ $control ] ?? '' );
			return strtolower( '' !== $global ? $kit[ substr( $global, strlen( 'globals/colors?id=' ) ) ] : (string) $settings[ $control ] );
		};
		$hover_back = $value( $after[1]['settings'], 'button_background_hover_color' );
		$hover_text = $value( $after[1]['settings'], 'hover_color' );
		$this->assertGreaterThanOrEqual( Colour::AA, Colour::contrast( $hover_text, $hover_back ), "hover: $hover_text on $hover_back" );
		$this->assertNotSame( '#ff7a59', $hover_back, 'the pack\'s coral is drawn nowhere (with a global named, Elementor reads no value)' );
		$this->assertArrayHasKey( 'button_background_hover_color', (array) ( $after[1]['settings']['__globals__'] ?? array() ), 'through a kit global' );
	}

	public function test_a_gradients_second_stop_left_at_elementors_default_is_a_colour_matched_like_the_others(): void {
		$section = array(
			'id'       => 'a',
			'elType'   => 'container',
			'settings' => array(
				'background_background' => 'gradient',
				'background_color'      => '#0b2545',
			),
			'elements' => array(
				array(
					'id'         => 'b',
					'elType'     => 'widget',
					'widgetType' => 'heading',
					'settings'   => array( 'title_color' => '#ffffff' ),
				),
			),
		);
		$colours = array_column( ElementorTokens::colours( $section ), 'value', 'control' );
		$this->assertSame( ElementorTokens::GRADIENT_SECOND_STOP, $colours['background_color_b'] ?? null, 'Elementor draws its pink where the export has no second stop' );
		$this->assertArrayNotHasKey( 'background_color_b', array_column( ElementorTokens::colours( array( 'settings' => array( 'background_background' => 'classic', 'background_color' => '#0b2545' ) ) ), 'value', 'control' ), 'a classic background has no second stop' );
		self::use_kit( self::KIT );
		$content = (string) wp_json_encode( array( 'content' => array( $section ) ) );
		$design  = DesignRoles::of( 'elementor', $content );
		$this->assertContains( ElementorTokens::GRADIENT_SECOND_STOP, array_column( $design['colors'], 'value' ), 'recorded as a role' );
		$result = Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$after  = self::flat( json_decode( $result['content'], true )['content'] );
		$this->assertStringStartsWith( 'globals/colors?id=', (string) ( $after[0]['settings']['__globals__']['background_color_b'] ?? '' ), 'the second stop is the kit\'s too' );
		$this->assertArrayNotHasKey( 'background_color_b', $after[0]['settings'], 'no value written: the global names it' );
		// The pack's look: the content as it was (Elementor's pink drawn as before).
		$this->assertSame( $content, Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_PACK, 'elementor' )['content'] );
	}

	public function test_a_buttons_default_hover_fill_and_a_video_backgrounds_colour_are_drawn_so_they_take_the_kits_globals(): void {
		// Elementor draws both without a type saved: the button's hover fill is `classic` by
		// default (button-trait.php), a background group's colour shows for `video` too
		// (background.php). Read as "not drawn" before, they kept the pack's values in the site's look.
		self::use_kit( self::KIT );
		$content = (string) wp_json_encode(
			array(
				'content' => array(
					array(
						'id'       => 'a',
						'elType'   => 'container',
						'settings' => array(
							'background_background' => 'video',
							'background_video_link' => 'https://example.org/sea.mp4',
							'background_color'      => '#16324f',
						),
						'elements' => array(
							array(
								'id'         => 'b',
								'elType'     => 'widget',
								'widgetType' => 'button',
								'settings'   => array(
									'background_color'              => '#ffffff',
									'button_text_color'             => '#0b2545',
									'button_background_hover_color' => '#d06a00',
								),
							),
						),
					),
				),
			)
		);
		$design = DesignRoles::of( 'elementor', $content );
		$values = array_column( $design['colors'], 'value' );
		$this->assertContains( '#16324f', $values, 'the video background\'s colour is a colour of the design' );
		$this->assertContains( '#d06a00', $values, 'the hover fill is a colour of the design' );
		$result = Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertTrue( $result['matched'] );
		$after = self::flat( json_decode( $result['content'], true )['content'] );
		$kit   = array_column( array_merge( self::KIT['system_colors'], self::KIT['custom_colors'] ), 'color', '_id' );
		foreach ( array( array( 0, 'background_color' ), array( 1, 'button_background_hover_color' ), array( 1, 'background_color' ) ) as [ $n, $control ] ) {
			$reference = (string) ( $after[ $n ]['settings']['__globals__'][ $control ] ?? '' );
			$this->assertMatchesRegularExpression( '/^globals\/colors\?id=[a-z0-9]+$/', $reference, $control );
			$this->assertArrayHasKey( substr( $reference, strlen( 'globals/colors?id=' ) ), $kit, $control );
		}
		// The pack's values stay as the controls' own.
		$this->assertSame( '#d06a00', $after[1]['settings']['button_background_hover_color'] );
		$this->assertSame( '#16324f', $after[0]['settings']['background_color'] );
	}

	public function test_a_role_kept_that_the_pack_drew_through_its_kit_gets_the_packs_value_unlinked(): void {
		self::use_kit(
			array(
				'system_colors' => array(
					array(
						'_id'   => 'primary',
						'color' => '#777777',
					),
					array(
						'_id'   => 'text',
						'color' => '#888888',
					),
				),
			)
		);
		$content = (string) wp_json_encode(
			array(
				'content' => array(
					array(
						'id'       => 'a',
						'elType'   => 'container',
						'settings' => array(
							'background_background' => 'classic',
							'background_color'      => '#0b2545',
						),
						'elements' => array(
							array(
								'id'         => 'b',
								'elType'     => 'widget',
								'widgetType' => 'heading',
								'settings'   => array( '__globals__' => array( 'title_color' => 'globals/colors?id=primary' ) ),
							),
						),
					),
				),
			)
		);
		$design = DesignRoles::of( 'elementor', $content, array( 'colours' => array( 'primary' => '#ffffff' ) ) );
		$result = Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertNotEmpty( $result['kept'] );
		$heading = json_decode( $result['content'], true )['content'][0]['elements'][0]['settings'];
		// Here `primary` is the site's grey: the pack's white comes back as the control's own value.
		$this->assertSame( '#ffffff', $heading['title_color'] );
		$this->assertArrayNotHasKey( 'title_color', (array) ( $heading['__globals__'] ?? array() ) );
	}

	public function test_family_values_become_the_kits_families_by_role_and_typography_globals_the_kits_ids(): void {
		self::use_kit( self::KIT );
		$content = (string) wp_json_encode(
			array(
				'content' => array(
					array(
						'id'         => 'h',
						'elType'     => 'widget',
						'widgetType' => 'heading',
						'settings'   => array(
							'typography_typography'  => 'custom',
							'typography_font_family' => 'Fira Sans',
							'typography_font_size'   => array(
								'unit' => 'px',
								'size' => 48,
							),
						),
					),
					array(
						'id'         => 't',
						'elType'     => 'widget',
						'widgetType' => 'text-editor',
						'settings'   => array( '__globals__' => array( 'typography_typography' => 'globals/typography?id=f00ba12' ) ),
					),
				),
			)
		);
		$design = DesignRoles::of( 'elementor', $content, array( 'fonts' => array( 'f00ba12' => 'Manrope' ) ) );
		$result = Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertSame(
			array(
				'heading' => 'primary',
				'body'    => 'text',
			),
			$result['fonts']
		);
		$elements = json_decode( $result['content'], true )['content'];
		// The heading keeps its own size: only its family becomes the kit's headings' one.
		$this->assertSame( 'Playfair Display', $elements[0]['settings']['typography_font_family'] );
		$this->assertSame( 48, $elements[0]['settings']['typography_font_size']['size'] );
		$this->assertArrayNotHasKey( '__globals__', $elements[0]['settings'] );
		// The pack's own typography global (an id this kit lacks) becomes the kit's body typography.
		$this->assertSame( 'globals/typography?id=text', $elements[1]['settings']['__globals__']['typography_typography'] );
	}

	/**
	 * A white section with a Text Editor whose HTML colours a phrase and a striped table.
	 *
	 * @param string $html The editor's HTML (null: the striped table's).
	 */
	private static function text_editor( ?string $html = null ): string {
		return (string) wp_json_encode(
			array(
				'content' => array(
					array(
						'id'       => 'a',
						'elType'   => 'container',
						'settings' => array(
							'background_background' => 'classic',
							'background_color'      => '#ffffff',
						),
						'elements' => array(
							array(
								'id'         => 'b',
								'elType'     => 'widget',
								'widgetType' => 'text-editor',
								'settings'   => array(
									'editor' => $html ?? '<p>Talks by <span style="color:#b5179e">our speakers</span>.</p><div style="overflow:auto"><table style="width:100%;background-color:#ffffff;border-bottom:2px solid #cac2d4"><tbody><tr style="background-color:#f2f1f3"><td style="padding:12px;color:#2b2d42">Keynote</td><td>Hall A</td></tr></tbody></table></div>',
								),
							),
						),
					),
				),
			),
			JSON_UNESCAPED_SLASHES
		);
	}

	public function test_a_text_editors_inline_colours_are_roles_pointed_at_the_kits_globals_and_readable(): void {
		$content = self::text_editor();
		$design  = DesignRoles::of( 'elementor', $content );
		$this->assertSame( 5, $design['format'] );
		$roles = self::by_role( $design );
		// The white section and table are the base, the table's ink the contrast
		// (more readable on white than the magenta), the rest accents by value.
		$this->assertSame( array( '#ffffff', '#2b2d42', '#b5179e', '#cac2d4', '#f2f1f3' ), array_column( $roles, 'value' ) );
		$this->assertSame( array( 'base', 'contrast', 'accent-1', 'accent-2', 'accent-3' ), array_keys( $roles ) );
		$this->assertSame( 2, $roles['base']['uses']['background'], 'the section and the table' );
		$this->assertSame( 1, $roles['accent-2']['uses']['border'], 'the table\'s rule' );

		self::use_kit( self::KIT );
		$result = Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertTrue( $result['matched'] );
		$this->assertSame( array(), $result['kept'] );
		$html = json_decode( $result['content'], true )['content'][0]['elements'][0]['settings']['editor'];
		// Each colour names the kit global's custom property, which Elementor's kit CSS defines;
		// everything else of the HTML as it was. The accents are inferred, so by likeness
		// (`SiteRoles::by_name()`, ColourFit; re-judged 2026-12-01): the magenta, a strong
		// colour, the teal; the pale grey-lilac rule the slate (re-judged again the same day:
		// not the amber, far more colourful than a grey — ColourFit::VIVID_COST —, and never
		// the white of the table it is drawn on, where it would draw nothing); the very
		// pale stripe the white it shares with the page (all but white; by lightness alone
		// among the unused colours it was the slate, re-chosen to the white; by name it was
		// the amber: a near-white stripe turned into a strong band; as a person sees it the
		// white stripe is nearer the pack's, the amber rule more visible than its grey).
		$this->assertSame(
			'<p>Talks by <span style="color:var(--e-global-color-primary)">our speakers</span>.</p><div style="overflow:auto"><table style="width:100%;background-color:var(--e-global-color-a1b2c3d);border-bottom:2px solid var(--e-global-color-secondary)"><tbody><tr style="background-color:var(--e-global-color-a1b2c3d)"><td style="padding:12px;color:var(--e-global-color-text)">Keynote</td><td>Hall A</td></tr></tbody></table></div>',
			$html
		);
		$this->assertSame( 'a1b2c3d', $result['colors']['accent-3'] ?? null );
		$this->assertArrayNotHasKey( 'accent-3', $result['adjusted'] );
		// Judged by the kit's values: the stripe's white under the kit's text (the cell without a colour
		// of its own) and the cell's own ink, the magenta's teal on white.
		$kit = array_column( array_merge( self::KIT['system_colors'], self::KIT['custom_colors'] ), 'color', '_id' );
		foreach ( array( array( 'primary', 'a1b2c3d' ), array( 'text', 'a1b2c3d' ) ) as [ $text, $back ] ) {
			$this->assertGreaterThanOrEqual( Colour::AA, Colour::contrast( (string) Colour::normal( $kit[ $text ] ), (string) Colour::normal( $kit[ $back ] ) ), "{$text} on {$back}" );
		}

		// A dark kit accent would put the kit's text on a dark stripe: the stripe takes the kit colour that reads.
		$dark                              = self::KIT;
		$dark['system_colors'][3]['color'] = '#1f2937';
		self::use_kit( $dark );
		$result = Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertSame( array(), $result['kept'] );
		$this->assertSame( 'a1b2c3d', $result['colors']['accent-3'] ?? null );
		$this->assertArrayNotHasKey( 'accent-3', $result['adjusted'] );
		$this->assertStringContainsString( '<tr style=\"background-color:var(--e-global-color-a1b2c3d)\">', $result['content'] );

		// Four mid greys: nothing reads, so the HTML keeps the pack's colours of the pairs kept, and says so.
		self::use_kit(
			array(
				'system_colors' => array(
					array(
						'_id'   => 'primary',
						'color' => '#777777',
					),
					array(
						'_id'   => 'secondary',
						'color' => '#808080',
					),
					array(
						'_id'   => 'text',
						'color' => '#888888',
					),
					array(
						'_id'   => 'accent',
						'color' => '#8a8a8a',
					),
				),
			)
		);
		$result = Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertNotEmpty( $result['kept'] );
		$html = json_decode( $result['content'], true )['content'][0]['elements'][0]['settings']['editor'];
		foreach ( array( 'color:#b5179e', 'color:#2b2d42', 'background-color:#f2f1f3' ) as $kept ) {
			$this->assertStringContainsString( $kept, $html );
		}

		// "Keep the pack's look": the content as it came.
		$this->assertSame( $content, Plugin::instance()->service( DesignMatcher::class )->apply( $content, $design, DesignMatcher::LOOK_PACK, 'elementor' )['content'] );
	}

	public function test_a_text_editors_html_is_read_only_as_far_as_the_html_api_reads_it(): void {
		// HTML the HTML API gives up on (PLAINTEXT): none of its colours is a role, nothing is rewritten.
		$unread = self::text_editor( '<p style="color:#123456">Words</p><plaintext style="color:#654321">' );
		$this->assertSame( array(), ElementorTokens::html( json_decode( $unread, true )['content'][0]['elements'][0] ) );
		$this->assertNotContains( '#123456', array_column( (array) DesignRoles::of( 'elementor', $unread )['colors'], 'value' ) );
		// Only a Text Editor's `editor` is HTML of ours; a background with an image or a gradient is no colour;
		// a value that is not a hex colour is none; what is written is a custom property only.
		$element = array(
			'elType'     => 'widget',
			'widgetType' => 'text-editor',
			'settings'   => array( 'editor' => '<p style="background:linear-gradient(#ff0000,#00ff00);color:red;border-color:#00ff00 #0000ff">x</p><p style="color:#ABC">y</p>' ),
		);
		$this->assertSame(
			array(
				array(
					'use'   => 'border',
					'value' => '#00ff00',
				),
				array(
					'use'   => 'border',
					'value' => '#0000ff',
				),
				array(
					'use'   => 'text',
					'value' => '#aabbcc',
				),
			),
			ElementorTokens::html_colours( $element )
		);
		$this->assertSame( array(), ElementorTokens::html_colours( array( 'widgetType' => 'heading' ) + $element ) );
		$this->assertSame(
			'<p style="background:linear-gradient(#ff0000,#00ff00);color:red;border-color:var(--e-global-color-x) #0000ff">x</p><p style="color:#ABC">y</p>',
			ElementorTokens::html_recoloured( $element, static fn( string $hex ): ?string => '#00ff00' === $hex ? 'var(--e-global-color-x)' : ( '#aabbcc' === $hex ? '"><script>' : null ) )
		);
	}

	public function test_hostile_content_designs_and_kits_are_read_safely(): void {
		$deep = array(
			'id'       => 'z',
			'elType'   => 'container',
			'settings' => array( 'text_color' => '#123456' ),
		);
		for ( $i = 0; $i < 200; $i++ ) {
			$deep = array(
				'id'       => "d{$i}",
				'elType'   => 'container',
				'elements' => array( $deep ),
			);
		}
		$content = (string) wp_json_encode(
			array(
				'content' => array(
					'not an element',
					array(
						'id'       => 'x',
						'settings' => 'not settings',
						'elements' => 'not elements',
					),
					array(
						'id'         => 'y',
						'elType'     => array( 'widget' ),
						'widgetType' => 42,
						'settings'   => array(
							'title_color'      => array( '#ffffff' ),
							'text_color'       => 12,
							'color'            => 'red; background:url(x)',
							'border_color'     => '#00ff00',
							'background_color' => '#000000',
							'__globals__'      => array(
								'border_color'          => 'globals/colors?id=<script>',
								'title_color'           => array( 'globals/colors?id=primary' ),
								'typography_typography' => 'globals/typography?id=../../etc',
								7                       => 'globals/colors?id=primary',
							),
						),
					),
					array(
						'id'       => 'w',
						'elType'   => 'container',
						'settings' => array(
							'background_background' => 'classic',
							'background_color'      => '#ffffff',
							'__globals__'           => 'globals/colors?id=primary',
						),
					),
					$deep,
				),
			)
		);
		$design = DesignRoles::of( 'elementor', $content );
		$this->assertIsArray( $design );
		$values = array_column( $design['colors'], 'value' );
		sort( $values );
		// The border's bad global falls back to its value; the rest are no colours; a tree deeper than 40 is not read.
		$this->assertSame( array( '#00ff00', '#ffffff' ), $values );
		foreach ( array( null, 'junk', '{"content":"x"}', '[[[', '{}' ) as $bad ) {
			$this->assertNull( DesignRoles::of( 'elementor', (string) $bad ) );
		}

		self::use_kit(
			array(
				'system_colors' => array(
					'junk',
					array(
						'_id'   => array( 'primary' ),
						'color' => '#000000',
					),
					array(
						'_id'   => 'te xt"><script>',
						'color' => '#000000',
					),
					array(
						'_id'   => 'text',
						'color' => 12,
					),
					array(
						'_id'   => 'accent',
						'color' => '#1e293b',
					),
				),
				'custom_colors' => 'junk',
				'body_color'    => array( 'x' ),
			)
		);
		$kit = ElementorKit::current();
		$this->assertNotNull( $kit );
		$this->assertSame( array( 'text', 'accent' ), array_keys( $kit->colours ) );
		$this->assertNull( $kit->colours['text']['value'] );

		$hostile_design = array(
			'colors' => array(
				array(
					'role'  => 'base',
					'value' => array( '#fff' ),
					'slug'  => '"><img>',
				),
				array(
					'role'  => 'contrast',
					'value' => '#00ff00',
					'slug'  => 7,
				),
				array( 'role' => 'accent-999' ),
				'junk',
			),
			'fonts'  => array(
				array(
					'role'  => 'heading',
					'value' => array(),
				),
			),
		);
		$matcher = Plugin::instance()->service( DesignMatcher::class );
		foreach ( array( $design, $hostile_design ) as $given ) {
			$result = $matcher->apply( $content, $given, DesignMatcher::LOOK_SITE, 'elementor' );
			$this->assertTrue( $result['matched'] );
			$this->assertIsArray( json_decode( $result['content'], true ) );
			// Every global written names a global of the kit, well formed.
			preg_match_all( '/"(globals\/(?:colors|typography)\?id=[^"]*)"/', str_replace( '\\/', '/', $result['content'] ), $found );
			foreach ( array_diff( $found[1], array( 'globals/colors?id=<script>', 'globals/typography?id=../../etc', 'globals/colors?id=primary' ) ) as $reference ) {
				$this->assertMatchesRegularExpression( '/^globals\/colors\?id=(text|accent)$/', $reference );
			}
		}
		$this->assertSame( 'no_design', $matcher->apply( '"not an export"', $design, DesignMatcher::LOOK_SITE, 'elementor' )['reason'] );
	}

	public function test_without_an_active_kit_nothing_is_matched(): void {
		$content = self::demo( 'harbor-agency-cta' );
		$result  = Plugin::instance()->service( DesignMatcher::class )->apply( $content, DesignRoles::of( 'elementor', $content ), DesignMatcher::LOOK_SITE, 'elementor' );
		$this->assertFalse( $result['matched'] );
		$this->assertSame( 'no_kit', $result['reason'] );
		$this->assertSame( $content, $result['content'] );
		// The library is told not to ask; with a kit, it asks.
		$this->assertFalse( ( new LookChoice() )->settings( array() )['elementorKit'] );
		self::use_kit( self::KIT );
		$this->assertTrue( ( new LookChoice() )->settings( array() )['elementorKit'] );
	}

	public function test_the_insert_and_page_import_routes_apply_the_look_chosen(): void {
		self::use_kit( self::KIT );
		self::empty_catalogue();
		$this->importer->import_folder( self::DEMO, 'demo', true );
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'elementor-look@example.org', 'pro' );
		$id     = (int) $this->catalog->id_of( 'elementor', 'harbor-agency-cta' );
		$stored = json_decode( $this->catalog->stored_content( $id ), true );

		// Keep the pack's look: today's insert (the stored tree with new element ids).
		$pack = $this->rest(
			'POST',
			'/stencilbox/v1/insert',
			array(
				'id'       => $id,
				'platform' => 'elementor',
				'look'     => 'pack',
			)
		);
		$this->assertSame( 200, $pack->get_status(), (string) wp_json_encode( $pack->get_data() ) );
		$this->assertSame( self::without_ids( $stored ), self::without_ids( json_decode( $pack->get_data()['content'], true ) ) );
		$this->assert_pack_look( $pack );

		// Match my site: the kit's globals, the values kept.
		$site = $this->rest(
			'POST',
			'/stencilbox/v1/insert',
			array(
				'id'       => $id,
				'platform' => 'elementor',
				'look'     => 'site',
			)
		);
		$this->assertSame( 200, $site->get_status(), (string) wp_json_encode( $site->get_data() ) );
		$this->assertTrue( $site->get_data()['look']['matched'] );
		$this->assertSame( array(), $site->get_data()['look']['kept'] );
		$tree = json_decode( $site->get_data()['content'], true )['content'];
		$this->assertSame( 'globals/colors?id=a1b2c3d', $tree[0]['settings']['__globals__']['background_color'] );
		$this->assertSame( '#ffffff', $tree[0]['settings']['background_color'] );
		$this->assertSame( 'globals/colors?id=primary', $tree[0]['elements'][0]['settings']['__globals__']['background_color'] );
		$this->assertSame( 'site', LookChoice::remembered() );

		// A new page, the look remembered: what Elementor reads has the globals.
		$page = $this->rest(
			'POST',
			'/stencilbox/v1/import/page',
			array(
				'id'       => $id,
				'platform' => 'elementor',
				'title'    => 'Matched CTA',
			)
		);
		$this->assertSame( 200, $page->get_status(), (string) wp_json_encode( $page->get_data() ) );
		$this->assertTrue( $page->get_data()['look']['matched'] );
		$data = json_decode( (string) get_post_meta( (int) $page->get_data()['post_id'], Elementor::META_DATA, true ), true );
		$this->assertSame( 'globals/colors?id=primary', $data[0]['elements'][0]['settings']['__globals__']['background_color'] );
	}
}
