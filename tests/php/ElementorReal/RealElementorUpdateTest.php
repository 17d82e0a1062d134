<?php
/**
 * The real Elementor: an update of a whole page built with it (what
 * `Updates` writes through the platform) brings the new version's page
 * settings, and Elementor draws the page with them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ElementorReal;

use Stencilbox\Site\FullSiteImport\ElementorPreviewCss;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Tests\ElementorKits;
use Stencilbox\Tests\TestCase;

/**
 * ElementorPlatform::replace() of a whole document, saved by Elementor's own
 * `Document::save()`.
 */
final class RealElementorUpdateTest extends TestCase {
	/**
	 * An export: one container with a heading, and these page settings.
	 *
	 * @param array<string, mixed> $settings Page settings.
	 */
	private static function export( array $settings ): string {
		return (string) wp_json_encode(
			array(
				'content'       => array(
					array(
						'id'       => 'c0a1b2c',
						'elType'   => 'container',
						'settings' => array(),
						'elements' => array(
							array(
								'id'         => 'h0d3e4f',
								'elType'     => 'widget',
								'widgetType' => 'heading',
								'settings'   => array( 'title' => 'Harbour Moorings' ),
								'elements'   => array(),
							),
						),
					),
				),
				'page_settings' => (object) $settings,
			)
		);
	}

	/**
	 * The page's CSS as Elementor draws it from what is saved.
	 *
	 * @param int $post Page.
	 */
	private static function css( int $post ): string {
		ElementorKits::forget_document( $post );
		return (string) ( new ElementorPreviewCss( $post, Elementor::elements_of( $post ), true ) )->get_content();
	}

	public function test_a_new_versions_body_style_arrives_and_leaves_with_the_next(): void {
		$this->login_as( 'administrator' );
		$platform = Platforms::get( 'elementor' );
		$post     = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Harbour Moorings',
			)
		);
		$platform->write_document( $post, self::export( array( 'template' => 'elementor_header_footer' ) ), 'page', 'page' );
		// The template the import sets from the item's page settings.
		update_post_meta( $post, '_wp_page_template', 'elementor_header_footer' );
		$this->assertStringNotContainsStringIgnoringCase( '#0b2545', self::css( $post ) );

		// Version 2: a dark Body Style.
		$dark = array(
			'template'              => 'elementor_header_footer',
			'background_background' => 'classic',
			'background_color'      => '#0B2545',
		);
		$this->assertNotNull( $platform->replace( $post, self::export( $dark ), true, '', array() ) );
		$this->assertSame( '#0B2545', Elementor::page_settings_of( $post )['background_color'] ?? null, 'Elementor’s save kept them' );
		$this->assertMatchesRegularExpression( '/body\.elementor-page-' . $post . '[^{]*\{[^}]*background-color:\s*#0B2545/i', self::css( $post ), 'Elementor draws the page with them' );
		$this->assertSame( 'elementor_header_footer', get_page_template_slug( $post ), 'the page template stays' );

		// Version 3 drops it again.
		$platform->replace( $post, self::export( array( 'template' => 'elementor_header_footer' ) ), true, '', array() );
		$this->assertStringNotContainsStringIgnoringCase( '#0b2545', self::css( $post ) );
	}
}
