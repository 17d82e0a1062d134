<?php
/**
 * The site kit the real-Elementor look tests give the active kit.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * One kit for every test that matches Harbor to a site's Elementor kit.
 */
final class ElementorKits {
	/**
	 * Teal, slate, ink and amber system colours and a white page colour, as
	 * Elementor's Site Settings save them (`_elementor_page_settings`).
	 *
	 * @return array<string, array<int, array<string, string>>>
	 */
	public static function teal(): array {
		return array(
			'system_colors' => array(
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
					'color' => '#1E293B',
				),
				array(
					'_id'   => 'accent',
					'title' => 'Accent',
					'color' => '#F59E0B',
				),
			),
			'custom_colors' => array(
				array(
					'_id'   => 'a1b2c3d',
					'title' => 'Page',
					'color' => '#FFFFFF',
				),
			),
		);
	}
}
