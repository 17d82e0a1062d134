<?php
/**
 * The real Elementor: a full-site import of an Elementor pack on a site
 * that keeps its own theme, in the site's look (issue [25]): the pack's
 * pages point at the active kit's globals and the kit stays as it was;
 * with the pack's look the kit takes the pack's colours, as before.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ElementorReal;

use Stencilbox\Support\Elementor;
use Stencilbox\Tests\ElementorKits;
use Stencilbox\Tests\ElementorPackImport;
use Stencilbox\Tests\FullSiteImportTestCase;

require_once dirname( __DIR__ ) . '/ElementorPackImport.php';

/**
 * Harbor, on Elementor's own kit.
 */
final class RealElementorPackLookTest extends FullSiteImportTestCase {
	use ElementorPackImport;

	public function test_match_my_site_leaves_the_kit_as_it_is_and_the_packs_look_writes_it_as_before(): void {
		$this->use_shipped_demo();
		$kit = (int) get_option( 'elementor_active_kit' );
		$this->assertGreaterThan( 0, $kit );
		$now      = get_post_meta( $kit, Elementor::META_PAGE_SETTINGS, true );
		$settings = array_merge(
			is_array( $now ) ? $now : array(),
			ElementorKits::teal()
		);
		update_post_meta( $kit, Elementor::META_PAGE_SETTINGS, $settings );
		\Elementor\Plugin::$instance->documents->get( $kit, false );

		[ $site, $results ] = $this->import_harbor_in( 'site' );
		$this->assertTrue( $results['look']['matched'] );
		$this->assertSame( '', $results['styles'], 'no colours or typography written' );
		preg_match_all( '#globals/colors\?id=([^"]*)"#', $site, $ids );
		$this->assertNotEmpty( $ids[1] );
		$this->assertSame( array(), array_diff( array_unique( $ids[1] ), array( 'primary', 'secondary', 'text', 'accent', 'a1b2c3d' ) ), 'only globals the kit has' );
		// The kit's globals stay as they were (Elementor itself copies the site's new title and tagline into its kit).
		$globals = array_flip( array( 'system_colors', 'custom_colors', 'system_typography', 'custom_typography' ) );
		$this->assertSame( array_intersect_key( $settings, $globals ), array_intersect_key( (array) get_post_meta( $kit, Elementor::META_PAGE_SETTINGS, true ), $globals ), 'the kit stays as it was' );

		[ $pack, $results ] = $this->import_harbor_in( 'pack' );
		$this->assertStringNotContainsString( '__globals__', $pack );
		$this->assertSame( 'elementor', $results['styles'] );
		$written = get_post_meta( $kit, Elementor::META_PAGE_SETTINGS, true );
		$this->assertSame( '#1f4e79', strtolower( (string) array_column( $written['system_colors'], 'color', '_id' )['primary'] ), 'the pack\'s primary in the kit, as before' );
	}
}
