<?php
/**
 * An Elementor content drawn without Elementor, for previews where its
 * renderer is not at hand: headings, text, images and buttons in their
 * order, each container a box.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * The real rendering is Elementor's, in its editor; this shows what an
 * Elementor version holds so two versions can be told apart. Text is
 * escaped; an editor widget's HTML goes through `wp_kses_post`.
 */
final class ElementorOutline {
	/**
	 * An Elementor export (or a list of elements) as HTML.
	 *
	 * @param string $content Elementor JSON (filtered).
	 */
	public static function html( string $content ): string {
		$export   = json_decode( $content, true );
		$elements = is_array( $export['content'] ?? null ) ? $export['content'] : ( is_array( $export ) && array_is_list( $export ) ? $export : array() );
		return '<div class="stencilbox-preview__elementor">' . self::elements( $elements ) . '</div>';
	}

	/**
	 * Elements as HTML.
	 *
	 * @param array<mixed> $elements Elements.
	 */
	private static function elements( array $elements ): string {
		$html = '';
		foreach ( $elements as $element ) {
			if ( ! is_array( $element ) ) {
				continue;
			}
			$settings = is_array( $element['settings'] ?? null ) ? $element['settings'] : array();
			$inner    = self::elements( is_array( $element['elements'] ?? null ) ? $element['elements'] : array() );
			if ( 'widget' !== ( $element['elType'] ?? '' ) ) {
				$html .= '<div style="padding:12px;margin:0 0 12px;border:1px dashed #c3c4c7;">' . $inner . '</div>';
				continue;
			}
			$html .= match ( (string) ( $element['widgetType'] ?? '' ) ) {
				'heading'     => '<h2>' . esc_html( (string) ( $settings['title'] ?? '' ) ) . '</h2>',
				'text-editor' => wp_kses_post( (string) ( $settings['editor'] ?? '' ) ),
				'image'       => '' !== (string) ( $settings['image']['url'] ?? '' ) ? '<p><img style="max-width:100%;height:auto" alt="" src="' . esc_url( (string) $settings['image']['url'] ) . '"></p>' : '',
				'button'      => '<p><span class="wp-element-button">' . esc_html( (string) ( $settings['text'] ?? '' ) ) . '</span></p>',
				default       => '<p>' . esc_html( wp_strip_all_tags( (string) ( $settings['title'] ?? $settings['text'] ?? $settings['editor'] ?? '' ) ) ) . '</p>',
			};
		}
		return $html;
	}
}
