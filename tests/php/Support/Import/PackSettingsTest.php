<?php
/**
 * Pack settings in the spec's keys are read as well as ours (part 2 §3;
 * issue [15] #16): `system_colors` or `global_colors`, `custom_colors`,
 * `system_typography`, `custom_typography` or `global_typography.custom`,
 * `site_logo` or `logo`; colour entries `_id` or `var`, `title` or `name`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Import;

use Stencilbox\Support\Import\SiteImportSchema;
use Stencilbox\Tests\ResponseSchema;
use Stencilbox\Tests\TestCase;

/**
 * SiteImportSchema::clean_settings().
 */
final class PackSettingsTest extends TestCase {
	public function test_the_specs_keys_are_read(): void {
		$settings = SiteImportSchema::clean_settings(
			array(
				'site_title'        => 'Harbor',
				'system_colors'     => array(
					array(
						'_id'   => 'primary',
						'title' => 'Primary',
						'color' => '#1f4e79',
					),
				),
				'global_colors'     => array(
					array(
						'_id'   => 'ignored',
						'title' => 'Only when there are no system colours',
						'color' => '#000000',
					),
				),
				'custom_colors'     => array(
					array(
						'var'   => 'accent',
						'name'  => 'Accent',
						'color' => '#ff6600',
					),
				),
				'system_typography' => array(
					// Elementor's field set.
					array(
						'_id'                           => 'primary',
						'title'                         => 'Headings',
						'typography_font_family'        => 'Poppins',
						'typography_font_weight'        => '700',
						'typography_font_size'          => array(
							'unit' => 'px',
							'size' => 40,
						),
						'typography_font_size_mobile'   => array(
							'unit' => 'px',
							'size' => 28,
						),
						'typography_text_transform'     => 'uppercase',
					),
				),
				'global_typography' => array(
					'custom' => array(
						array(
							'id'          => 'body',
							'title'       => 'Body',
							'font_family' => 'Inter',
						),
					),
				),
				'site_logo'         => array( 'url' => 'https://hub.example/images/harbor-logo.svg' ),
			)
		);
		$this->assertSame(
			array(
				array(
					'id'    => 'primary',
					'title' => 'Primary',
					'color' => '#1f4e79',
				),
				array(
					'id'    => 'accent',
					'title' => 'Accent',
					'color' => '#ff6600',
				),
			),
			$settings['colors']
		);
		$this->assertSame( array( 'primary', 'body' ), array_column( $settings['typography'], 'id' ) );
		$this->assertSame(
			array(
				'id'             => 'primary',
				'title'          => 'Headings',
				'font_family'    => 'Poppins',
				'font_weight'    => '700',
				'text_transform' => 'uppercase',
				'font_size'      => array(
					'desktop' => array(
						'value' => 40,
						'unit'  => 'px',
					),
					'mobile'  => array(
						'value' => 28,
						'unit'  => 'px',
					),
				),
			),
			$settings['typography'][0]
		);
		$this->assertSame( 'https://hub.example/images/harbor-logo.svg', $settings['logo'] );
		$this->assertSame( array(), ResponseSchema::problems( $settings, SiteImportSchema::settings(), 'settings' ) );
	}

	public function test_the_alternatives_and_our_own_format(): void {
		$settings = SiteImportSchema::clean_settings(
			array(
				'global_colors'     => array(
					array(
						'_id'   => 'text',
						'title' => 'Text',
						'color' => '#1e1e1e',
					),
				),
				'colors'            => array(
					array(
						'id'    => 'primary',
						'title' => 'Primary',
						'color' => '#123456',
					),
				),
				'custom_typography' => array(
					array(
						'id'          => 'quote',
						'title'       => 'Quote',
						'font_family' => 'Georgia',
					),
				),
				'logo'              => 'harbor-logo.png',
			)
		);
		$this->assertSame( array( 'primary', 'text' ), array_column( $settings['colors'], 'id' ) );
		$this->assertSame( array( 'quote' ), array_column( $settings['typography'], 'id' ) );
		$this->assertSame( 'harbor-logo.png', $settings['logo'] );
		$this->assertArrayNotHasKey( 'logo', SiteImportSchema::clean_settings( array( 'logo' => array( 'id' => 3 ) ) ) );
	}
}
