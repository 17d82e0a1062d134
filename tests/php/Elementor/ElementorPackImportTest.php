<?php
/**
 * With Elementor standing in: the full-site import of a shipped Elementor
 * demo pack (the real-Elementor run, tests/php/ElementorReal, imports every
 * one and checks the kit too).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Tests\ElementorPackImport;
use Stencilbox\Tests\FullSiteImportTestCase;

require_once dirname( __DIR__ ) . '/ElementorPackImport.php';

/**
 * Harbor, on Elementor, through the REST routes.
 */
final class ElementorPackImportTest extends FullSiteImportTestCase {
	use ElementorPackImport;

	public function test_an_elementor_pack_is_imported_as_elementor_reads_it_and_reverted_exactly(): void {
		$this->use_shipped_demo();
		$before                = self::snapshot();
		[ $session, $results ] = $this->import_elementor_pack( 'harbor-agency' );
		$this->assert_elementor_pack_imported( $results );
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assert_same_snapshot( $before, self::snapshot() );
	}
}
