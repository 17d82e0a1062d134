<?php
/**
 * Support\Elementor::write_document(): a document written again is its new
 * content's, page settings included.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Support\Elementor;
use Stencilbox\Tests\TestCase;

/**
 * The full-site import writes a template again when it runs again, and a
 * landed cloud file's new version is written over the template it landed
 * as: what the new content does not set must not stay from the old one.
 */
final class ElementorDocumentTest extends TestCase {
	/**
	 * A one-heading tree.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function tree(): array {
		return array(
			array(
				'id'       => 'a1b2c3d',
				'elType'   => 'container',
				'settings' => array(),
				'elements' => array(
					array(
						'id'         => 'e4f5a6b',
						'elType'     => 'widget',
						'widgetType' => 'heading',
						'settings'   => array( 'title' => 'Harbour Moorings' ),
						'elements'   => array(),
					),
				),
			),
		);
	}

	public function test_page_settings_the_new_content_lacks_do_not_stay(): void {
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Harbour Moorings',
			)
		);
		Elementor::write_document(
			$page,
			'wp-page',
			self::tree(),
			array(
				'background_background' => 'classic',
				'background_color'      => '#0B2545',
				'__globals__'           => array( 'background_color' => 'globals/colors?id=primary' ),
			)
		);
		$this->assertSame( '#0B2545', get_post_meta( $page, Elementor::META_PAGE_SETTINGS, true )['background_color'] );

		// Written again with settings of its own: only those.
		Elementor::write_document( $page, 'wp-page', self::tree(), array( 'hide_title' => 'yes' ) );
		$this->assertSame( array( 'hide_title' => 'yes' ), get_post_meta( $page, Elementor::META_PAGE_SETTINGS, true ) );

		// Written again with none: none (no dark page behind a new version's light sections).
		Elementor::write_document( $page, 'wp-page', self::tree(), array() );
		$this->assertSame( '', get_post_meta( $page, Elementor::META_PAGE_SETTINGS, true ) );
		$this->assertFalse( metadata_exists( 'post', $page, Elementor::META_PAGE_SETTINGS ) );
		$this->assertSame( self::tree(), Elementor::elements_of( $page ), 'the elements are the new content\'s' );
	}
}
