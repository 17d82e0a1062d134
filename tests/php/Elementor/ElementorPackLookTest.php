<?php
/**
 * With Elementor standing in: a full-site import of an Elementor pack on a
 * site that keeps its own theme, in the site's look (issue [25]): the
 * pack's pages point at the site kit's globals; the pack's look imports
 * them as before.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Support\Elementor;
use Stencilbox\Support\Import\References;
use Stencilbox\Tests\ElementorPackImport;
use Stencilbox\Tests\FullSiteImportTestCase;

require_once dirname( __DIR__ ) . '/ElementorPackImport.php';

/**
 * Harbor, on Elementor, through the REST routes.
 */
final class ElementorPackLookTest extends FullSiteImportTestCase {
	use ElementorPackImport;

	protected function tearDown(): void {
		delete_option( 'elementor_active_kit' );
		parent::tearDown();
	}

	public function test_match_my_site_points_the_packs_pages_at_the_sites_kit_and_the_packs_look_is_as_before(): void {
		$this->use_shipped_demo();
		$kit = (int) wp_insert_post(
			array(
				'post_type'   => Elementor::LIBRARY_POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => 'Site kit',
			)
		);
		$settings = array(
			'system_colors' => array(
				array(
					'_id'   => 'primary',
					'color' => '#0f766e',
				),
				array(
					'_id'   => 'secondary',
					'color' => '#334155',
				),
				array(
					'_id'   => 'text',
					'color' => '#1e293b',
				),
				array(
					'_id'   => 'accent',
					'color' => '#f59e0b',
				),
			),
			'custom_colors' => array(
				array(
					'_id'   => 'a1b2c3d',
					'color' => '#ffffff',
				),
			),
		);
		update_post_meta( $kit, Elementor::META_PAGE_SETTINGS, $settings );
		update_option( 'elementor_active_kit', $kit );

		[ $pack, $results ] = $this->import_harbor_in( 'pack' );
		$this->assertStringNotContainsString( '__globals__', $pack, 'the pack\'s look: its own colours, as before' );
		$this->assertEmpty( $results['look']['matched'] ?? false );

		global $wpdb;
		[ $site, $results ] = $this->import_harbor_in( 'site' );
		$this->assertTrue( $results['look']['matched'] );
		$this->assertMatchesRegularExpression( '#"__globals__":\{"[a-z_]*color":"globals/colors\?id=(primary|secondary|text|accent|a1b2c3d)"#', $site );
		preg_match_all( '#globals/colors\?id=([^"]*)"#', $site, $ids );
		$this->assertSame( array(), array_diff( array_unique( $ids[1] ), array( 'primary', 'secondary', 'text', 'accent', 'a1b2c3d' ) ), 'only globals the kit has' );
		// One set of roles for the pack: each of the pack's colours points at one global of the
		// kit on every page, header and footer of the import, or keeps its own value on all of them.
		// (The second import of the pack writes the first one's documents again, found by their
		// stable ids: issue [26] item 5.)
		$documents = $wpdb->get_col( $wpdb->prepare( "SELECT d.post_id FROM {$wpdb->postmeta} d INNER JOIN {$wpdb->postmeta} r ON r.post_id = d.post_id AND r.meta_key = %s WHERE d.meta_key = %s", References::META, Elementor::META_DATA ) );
		$this->assertGreaterThan( 2, count( $documents ) );
		$outcomes = array();
		foreach ( $documents as $id ) {
			self::colour_outcomes( json_decode( (string) get_post_meta( (int) $id, Elementor::META_DATA, true ), true ), $outcomes );
		}
		$this->assertNotSame( array(), $outcomes );
		foreach ( $outcomes as $value => $ways ) {
			$this->assertCount( 1, $ways, "{$value}: " . implode( ', ', array_keys( $ways ) ) );
		}
		// The site's kit stays as it was: the matched pages point at it.
		$this->assertSame( $settings, get_post_meta( $kit, Elementor::META_PAGE_SETTINGS, true ) );
	}

	/**
	 * What became of each literal colour in an element tree: the kit global a
	 * control with it points at, or `own` where it draws its own value.
	 *
	 * @param mixed                                  $node     Tree.
	 * @param array<string, array<string, bool>>     $outcomes Value => ways seen.
	 */
	private static function colour_outcomes( mixed $node, array &$outcomes ): void {
		if ( ! is_array( $node ) ) {
			return;
		}
		foreach ( $node as $key => $value ) {
			if ( is_string( $value ) && preg_match( '/(^|_)color(_b)?$/D', (string) $key ) && preg_match( '/^#[0-9a-f]{6}$/iD', $value ) ) {
				$global = $node['__globals__'][ $key ] ?? '';
				$outcomes[ strtolower( $value ) ][ '' !== $global ? (string) $global : 'own' ] = true;
			} elseif ( '__globals__' !== $key ) {
				self::colour_outcomes( $value, $outcomes );
			}
		}
	}
}
