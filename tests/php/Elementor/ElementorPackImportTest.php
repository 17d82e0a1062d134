<?php
/**
 * With Elementor standing in: the full-site import of a shipped Elementor
 * demo pack (the real-Elementor run, tests/php/ElementorReal, imports every
 * one and checks the kit too).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Elementor;

use Stencilbox\Plugin;
use Stencilbox\Site\FullSiteImport\PreviewPage;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Support\Elementor;
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
		// A visitor can go everywhere (issue [23] C): the pack's `#contact`
		// and `#about` lead to those pages, no link is a bare or unknown `#`
		// (the pack has no in-page links), in the pages and the kit.
		$contact = (int) get_posts( array( 'post_type' => 'page', 'name' => 'contact' ) )[0]->ID;
		$home    = (string) get_post_meta( (int) get_option( 'page_on_front' ), Elementor::META_DATA, true );
		$this->assertStringContainsString( '"url":' . wp_json_encode( get_permalink( $contact ) ), $home );
		$documents = get_posts(
			array(
				'post_type'   => array( 'page', TemplatePostType::POST_TYPE ),
				'numberposts' => -1,
				'meta_key'    => Elementor::META_DATA, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			)
		);
		$this->assertGreaterThanOrEqual( 7, count( $documents ), 'five pages, a header and a footer' );
		foreach ( $documents as $document ) {
			$data = (string) get_post_meta( $document->ID, Elementor::META_DATA, true );
			$this->assertDoesNotMatchRegularExpression( '/"url":"#|href=\\\\?"#/', $data, $document->post_title );
		}
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assert_same_snapshot( $before, self::snapshot() );
	}

	public function test_the_same_elementor_pack_imported_twice_changes_nothing_the_second_time(): void {
		$this->use_shipped_demo();
		[ , $first ] = $this->import_elementor_pack( 'harbor-agency' );
		$tables      = self::snapshot();
		// Issue [26] item 5: its pages, kits, posts and images are found again.
		[ $session, $results ] = $this->import_elementor_pack( 'harbor-agency' );
		$this->assert_same_snapshot( $tables, self::snapshot() );
		$this->assertSame( array_column( $first['pages'], 'id' ), array_column( $results['pages'], 'id' ) );
		$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assert_same_snapshot( $tables, self::snapshot() );
	}

	public function test_without_elementors_renderer_an_elementor_pack_has_no_preview_and_says_why(): void {
		// The stand-in makes Elementor "active" (its post type, its version)
		// without its classes: nothing here can draw Elementor's documents.
		$this->use_shipped_demo();
		$preview = Plugin::instance()->service( PreviewPage::class );
		$this->assertInstanceOf( PreviewPage::class, $preview );
		$this->assertSame( array( 'gutenberg' ), $preview->settings( array() )['fsiPreviewPlatforms'], 'the item page offers no "Preview site"' );
		$html = $preview->render( (int) $this->catalog->id_of( 'elementor', 'harbor-agency', 'pack' ), '' );
		$this->assertStringContainsString( 'its preview needs Elementor active on this site', $html );
		$this->assertStringNotContainsString( '<script', $html );
	}
}
