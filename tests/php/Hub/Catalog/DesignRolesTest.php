<?php
/**
 * Items' designs as roles (issue [25], item 1): recorded by the one write
 * path (demo and bundle intake, publish), kept per content (versions), and
 * answered with the item's details.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Catalog\Bundle;
use Stencilbox\Hub\Catalog\CatalogueReader;
use Stencilbox\Hub\Catalog\DesignRoles;
use Stencilbox\Hub\Catalog\ItemDesigns;
use Stencilbox\Support\Design\Colour;
use Stencilbox\Support\Names;
use Stencilbox\Tests\CatalogTestCase;

/**
 * DesignRoles, ItemDesigns and the `design` field.
 *
 * @group database
 */
final class DesignRolesTest extends CatalogTestCase {
	private const DEMO = __DIR__ . '/../../../../php/Hub/Catalog/demo';

	/** A page made with Twenty Twenty-Five's presets: palette slugs, a family, sizes. */
	private const PRESET_MARKUP = '<!-- wp:group {"backgroundColor":"base","textColor":"contrast","layout":{"type":"constrained"}} -->
<div class="wp-block-group has-contrast-color has-base-background-color has-text-color has-background"><!-- wp:heading {"textColor":"accent-3","fontFamily":"manrope","fontSize":"x-large"} -->
<h2 class="wp-block-heading has-accent-3-color has-text-color has-manrope-font-family has-x-large-font-size">Northwind welcome</h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"style":{"spacing":{"padding":{"top":"var:preset|spacing|40"}}}} -->
<p style="padding-top:var(--wp--preset--spacing--40)">A published page.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';

	protected function tearDown(): void {
		if ( 'twentytwentyfive' !== get_stylesheet() ) {
			switch_theme( 'twentytwentyfive' );
		}
		parent::tearDown();
	}

	/**
	 * The details of an item as the hub answers them.
	 *
	 * @param string $slug Item slug.
	 * @return array<string, mixed>
	 */
	private function details( string $slug ): array {
		$row = $this->catalog->row( (int) $this->catalog->id_of( 'gutenberg', $slug ) );
		$this->assertNotNull( $row, $slug );
		return $this->catalog->presenter()->details( (array) $row );
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

	public function test_demo_intake_records_every_items_colours_as_roles_with_their_values(): void {
		global $wpdb;
		self::empty_catalogue();
		$this->importer->import_folder( self::DEMO, 'demo', true );

		// A dark band: navy covers the section, white is its text, the
		// button's colours are accents. Darker than its text in a light
		// design, the band is the page inverted: navy is the design's
		// contrast, white its base (a site's own colours keep it dark).
		$design = $this->details( 'consultation-cta' )['design'];
		$this->assertIsArray( $design );
		$roles = self::by_role( $design );
		$this->assertSame( array( 'base', 'contrast', 'accent-1', 'accent-2', 'accent-3' ), array_keys( $roles ) );
		$this->assertSame( '#ffffff', $roles['base']['value'] );
		$this->assertSame( '#0b2545', $roles['contrast']['value'] );
		$this->assertSame( array( '#00a6a6', '#13233a', '#bbc2cb' ), array( $roles['accent-1']['value'], $roles['accent-2']['value'], $roles['accent-3']['value'] ) );
		$this->assertSame( 2, $roles['contrast']['uses']['background'] + $roles['accent-1']['uses']['background'], 'the section and the button' );
		$this->assertSame( 0, $roles['base']['uses']['background'] );
		$this->assertSame( '', $roles['contrast']['slug'], 'custom colours name no palette slug' );
		// A light section keeps the page's way round: harbor-agency-cta's white section is its base.
		$this->assertSame( '#ffffff', self::by_role( $this->details( 'harbor-agency-cta' )['design'] )['base']['value'] );
		$this->assertSame( array( 'large', 'xx-large' ), array_column( $design['font_sizes'], 'slug' ) );
		$this->assertSame( array( '50', '60' ), array_column( $design['spacing'], 'slug' ) );
		$this->assertSame( array(), $design['fonts'], 'the demo sets no family: the theme\'s shows' );

		// Every custom colour of every Gutenberg item is a role, with its value kept (social icons' too).
		$rows = $wpdb->get_results( 'SELECT i.id, i.slug, c.content FROM ' . Names::table( 'catalog_items' ) . ' i JOIN ' . Names::table( 'catalog_content' ) . " c ON c.item_id = i.id WHERE i.platform = 'gutenberg' AND i.type <> 'pack'", ARRAY_A );
		$this->assertGreaterThanOrEqual( 100, count( $rows ) );
		$designs = new ItemDesigns();
		$missing = array();
		foreach ( $rows as $row ) {
			preg_match_all( '/"(?:text|background|color|customOverlayColor|iconColorValue|iconBackgroundColorValue)":"(#[0-9a-fA-F]{6})"/', $row['content'], $found );
			$values = array_unique( array_map( 'strtolower', $found[1] ) );
			$design = $designs->current( (int) $row['id'] );
			$kept   = null === $design ? array() : array_column( $design['colors'], 'value' );
			foreach ( array_diff( $values, $kept ) as $value ) {
				$missing[] = "{$row['slug']}: {$value}";
			}
			if ( preg_match( '/"(?:background|customOverlayColor)":"#/', $row['content'] ) ) {
				$this->assertSame( array( 'base', 'contrast' ), array_slice( array_column( $design['colors'], 'role' ), 0, 2 ), $row['slug'] . ': a background colour makes a base and its text a contrast' );
				// Inverted or not, the base is the lighter of the two (a light design's page).
				$pair = array_column( array_slice( $design['colors'], 0, 2 ), 'value' );
				$this->assertGreaterThanOrEqual( Colour::luminance( $pair[1] ), Colour::luminance( $pair[0] ), $row['slug'] );
			}
		}
		$this->assertSame( array(), $missing );
	}

	public function test_the_site_answers_the_design_with_the_items_details(): void {
		self::empty_catalogue();
		$this->importer->import_folder( self::DEMO, 'demo', true );
		$this->login_as( 'editor' );
		$response = $this->rest( 'GET', '/stencilbox/v1/items/consultation-cta', array( 'platform' => 'gutenberg' ) );
		$this->assertSame( 200, $response->get_status() );
		$design = $response->get_data()['design'];
		$this->assertSame( '#0b2545', self::by_role( $design )['contrast']['value'] );
		// A pack holds no content of its own: no design.
		$pack = $this->rest( 'GET', '/stencilbox/v1/items/harbor-agency', array( 'platform' => 'gutenberg' ) )->get_data();
		$this->assertNull( $pack['design'] );
	}

	/**
	 * A published page on Twenty Twenty-Five using its presets, as the admin.
	 */
	private function preset_page(): int {
		$this->login_as( 'administrator' );
		switch_theme( 'twentytwentyfive' );
		wp_clean_theme_json_cache();
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Preset Landing',
				'post_content' => self::PRESET_MARKUP,
			)
		);
	}

	public function test_a_published_page_maps_preset_slugs_to_roles_with_the_sites_values_and_versions_keep_theirs(): void {
		$post = $this->preset_page();
		$publish = fn(): \WP_REST_Response => $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/publish', array( 'source' => "post:{$post}" ) );
		$this->assertSame( 200, $publish()->get_status() );
		$id     = (int) $this->catalog->id_of( 'gutenberg', 'preset-landing' );
		$first  = ( new ItemDesigns() )->current( $id );
		$roles  = self::by_role( (array) $first );
		$this->assertSame( array( 'base', 'contrast', 'accent-3' ), array_keys( $roles ), 'the slugs name their roles' );
		$this->assertSame( array( 'base', '#ffffff' ), array( $roles['base']['slug'], $roles['base']['value'] ) );
		$this->assertSame( array( 'accent-3', '#503aa8' ), array( $roles['accent-3']['slug'], $roles['accent-3']['value'] ), 'Twenty Twenty-Five\'s value' );
		$this->assertSame(
			array(
				array(
					'role'  => 'heading',
					'value' => 'Manrope, sans-serif',
					'slug'  => 'manrope',
					'uses'  => 1,
				),
			),
			$first['fonts']
		);
		$this->assertSame( array( array( 'slug' => 'x-large', 'value' => $first['font_sizes'][0]['value'], 'uses' => 1 ) ), $first['font_sizes'] );
		$this->assertNotSame( '', $first['font_sizes'][0]['value'], 'the theme\'s size is kept' );
		$stored = $this->catalog->stored_content( $id );

		// Published again with another colour: the new content has its design, the version keeps the old one.
		wp_update_post(
			array(
				'ID'           => $post,
				'post_content' => str_replace( array( '"textColor":"accent-3"', 'has-accent-3-color' ), array( '"textColor":"accent-1"', 'has-accent-1-color' ), self::PRESET_MARKUP ),
			)
		);
		$this->assertSame( 200, $publish()->get_status() );
		$now = self::by_role( (array) ( new ItemDesigns() )->current( $id ) );
		$this->assertSame( '#ffee58', $now['accent-1']['value'] );
		$this->assertArrayNotHasKey( 'accent-3', $now );
		$this->assertSame( $first, ( new ItemDesigns() )->of_content( $id, hash( 'sha256', $stored ) ), 'version 1 keeps its design' );
		$this->assertSame( $first, $this->rest( 'GET', "/stencilbox-hub/v1/admin/catalog/items/{$id}/versions/1" )->get_data()['design'], 'and answers it' );
		$this->assertSame( '#ffee58', self::by_role( $this->rest( 'GET', "/stencilbox-hub/v1/admin/catalog/items/{$id}/versions/2" )->get_data()['design'] )['accent-1']['value'] );

		// Restoring version 1 brings its design back as the item's.
		$this->assertSame( 200, $this->rest( 'POST', "/stencilbox-hub/v1/admin/catalog/items/{$id}/versions/1/restore" )->get_status() );
		$this->assertSame( $first, ( new ItemDesigns() )->current( $id ) );
		$this->assertSame( $first, $this->details( 'preset-landing' )['design'] );

		// Deleting the item forgets its designs.
		$this->writer->delete_items( array( $id ) );
		$this->assertNull( ( new ItemDesigns() )->current( $id ) );
		$this->assertNull( ( new ItemDesigns() )->of_content( $id, hash( 'sha256', $stored ) ) );
	}

	public function test_a_bundle_export_and_import_keep_a_published_pages_roles_and_values(): void {
		$post = $this->preset_page();
		$this->assertSame( 200, $this->rest( 'POST', '/stencilbox-hub/v1/admin/catalog/publish', array( 'source' => "post:{$post}" ) )->get_status() );
		$design = ( new ItemDesigns() )->current( (int) $this->catalog->id_of( 'gutenberg', 'preset-landing' ) );
		$bundle = new Bundle( $this->catalog, $this->importer, new CatalogueReader(), $this->refs );
		$zip    = $bundle->export();
		$files  = new \ZipArchive();
		$this->assertTrue( $files->open( $zip ) );
		$manifest = json_decode( (string) $files->getFromName( 'catalogue.json' ), true );
		$files->close();
		$entry = array_values( array_filter( $manifest['items'], static fn( array $item ): bool => 'preset-landing' === $item['slug'] ) )[0];
		$this->assertSame( '#503aa8', $entry['design_source']['gutenberg']['colours']['accent-3'] );
		$this->assertSame( 'Manrope, sans-serif', $entry['design_source']['gutenberg']['fonts']['manrope'] );

		// Another hub, another theme: the roles and values come from the bundle.
		switch_theme( 'twentytwentyone' );
		self::empty_catalogue();
		$bundle->import( $zip );
		wp_delete_file( $zip );
		$this->assertSame( $design, ( new ItemDesigns() )->current( (int) $this->catalog->id_of( 'gutenberg', 'preset-landing' ) ) );
	}

	public function test_a_bundle_carries_the_source_values_its_roles_were_read_with(): void {
		$source = array(
			'colours' => array(
				'brand'  => '#123456',
				'unused' => '#abcdef',
			),
		);
		$design = DesignRoles::of( 'gutenberg', '<!-- wp:paragraph {"textColor":"brand","backgroundColor":"contrast"} --><p class="has-brand-color has-contrast-background-color has-text-color has-background">x</p><!-- /wp:paragraph -->', $source );
		$roles  = self::by_role( (array) $design );
		$this->assertSame( array( 'contrast', '' ), array( $roles['contrast']['slug'], $roles['contrast']['value'] ), 'a slug the source did not give keeps its role, no value' );
		$this->assertSame( array( 'brand', '#123456' ), array( $roles['accent-1']['slug'], $roles['accent-1']['value'] ) );
		$this->assertSame( array( 'colours' => array( 'brand' => '#123456' ) ), DesignRoles::source_of( $design ), 'only what the roles used, with a value' );
		$this->assertSame(
			array( 'colours' => array( 'brand' => '#123456' ) ),
			DesignRoles::clean_source(
				array(
					'colours' => array(
						'brand' => '#123456',
						'evil'  => 'red;background:url(x)',
					),
					'other'   => array( 'x' => 'y' ),
				)
			),
			'outside values are checked'
		);
		$this->assertNull( DesignRoles::of( 'elementor', '{"content":[]}' ) );
	}
}
