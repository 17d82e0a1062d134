<?php
/**
 * A page built with Elementor to publish to the library: shared by the
 * stand-in run (tests/php/Elementor) and the real-Elementor run
 * (tests/php/ElementorReal).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * Its element tree, and trees compared without their ids.
 */
trait ElementorPublishing {
	/**
	 * An element tree as Elementor saves one (empty settings are `[]`).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function elementor_tree(): array {
		return array(
			array(
				'id'       => 'b0a7001',
				'elType'   => 'container',
				'settings' => array(
					'content_width'         => 'full',
					'flex_direction'        => 'row',
					'background_background' => 'classic',
					'background_color'      => '#264653',
					'padding'               => array(
						'unit'     => 'px',
						'top'      => '48',
						'right'    => '24',
						'bottom'   => '48',
						'left'     => '24',
						'isLinked' => false,
					),
				),
				'elements' => array(
					array(
						'id'       => 'b0a7002',
						'elType'   => 'container',
						'settings' => array(),
						'elements' => array(
							array(
								'id'         => 'b0a7003',
								'elType'     => 'widget',
								'widgetType' => 'heading',
								'settings'   => array(
									'title'       => 'Boats & Harbours',
									'header_size' => 'h1',
									'title_color' => '#FFFFFF',
								),
								'elements'   => array(),
							),
							array(
								'id'         => 'b0a7004',
								'elType'     => 'widget',
								'widgetType' => 'text-editor',
								'settings'   => array( 'editor' => '<p>Moorings for <strong>every</strong> boat — “all year”.</p>' ),
								'elements'   => array(),
							),
							array(
								'id'         => 'b0a7005',
								'elType'     => 'widget',
								'widgetType' => 'button',
								'settings'   => array(
									'text' => 'Book a mooring',
									'link' => array(
										'url'         => 'https://example.org/book/',
										'is_external' => 'on',
										'nofollow'    => '',
									),
								),
								'elements'   => array(),
							),
						),
						'isInner'  => true,
					),
				),
				'isInner'  => false,
			),
		);
	}

	/**
	 * A tree without its element ids.
	 *
	 * @param array<mixed> $elements Elements.
	 * @return array<mixed>
	 */
	public static function without_ids( array $elements ): array {
		return array_map(
			static function ( array $element ): array {
				unset( $element['id'] );
				$element['elements'] = self::without_ids( $element['elements'] ?? array() );
				return $element;
			},
			$elements
		);
	}
}
