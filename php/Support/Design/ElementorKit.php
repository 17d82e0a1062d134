<?php
/**
 * The active Elementor kit's globals as design roles see them: the source
 * of a published Elementor item's global colours and fonts (hub), the
 * target of "Match my site" for an Elementor insert (site).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Design;

use Stencilbox\Support\Elementor;

defined( 'ABSPATH' ) || exit;

/**
 * Elementor keeps its globals in the active kit (option
 * `elementor_active_kit`), in the kit's page settings: `system_colors`
 * (ids `primary`, `secondary`, `text`, `accent`) and `custom_colors`, each
 * `{_id, title, color}`; `system_typography` and `custom_typography`, each
 * `{_id, title, typography_font_family, …}`. A kit that never saved them
 * has Elementor's defaults (its kits manager answers them while Elementor
 * runs). The page's own colours are the kit's Theme Style: `body_color`
 * and the body background (`body_background_color` when classic), either
 * possibly a global; without them the page is taken as white with the
 * `text` global's colour (Elementor's text widgets default to it).
 */
final class ElementorKit {
	/**
	 * Constructor.
	 *
	 * @param array<string, array{value: ?string, name: string}> $colours     Colour globals by id, system first (`value` null: not hex).
	 * @param array<string, string>                                $typography Typography globals' families by id (those that set one).
	 * @param array<string, ?string>                               $page       The page's `text` and `background` colours (hex).
	 */
	public function __construct(
		public readonly array $colours,
		public readonly array $typography,
		public readonly array $page
	) {}

	/**
	 * The active kit's globals, or null when there is no active kit.
	 */
	public static function current(): ?self {
		$kit = (int) get_option( 'elementor_active_kit' );
		if ( $kit <= 0 || ! get_post( $kit ) ) {
			return null;
		}
		return self::from( Elementor::page_settings_of( $kit ) );
	}

	/**
	 * Globals from a kit's page settings (Elementor's defaults for a list
	 * the kit does not hold at all, while Elementor runs).
	 *
	 * @param array<string, mixed> $settings The kit's page settings.
	 */
	public static function from( array $settings ): self {
		$list    = static function ( string $key ) use ( $settings ): array {
			if ( array_key_exists( $key, $settings ) ) {
				// The kit's own list; anything else than a list is none.
				return is_array( $settings[ $key ] ) ? $settings[ $key ] : array();
			}
			$manager = class_exists( '\Elementor\Plugin' ) && isset( \Elementor\Plugin::$instance ) ? ( \Elementor\Plugin::$instance->kits_manager ?? null ) : null;
			$value   = is_object( $manager ) && method_exists( $manager, 'get_current_settings' ) ? $manager->get_current_settings( $key ) : array();
			return is_array( $value ) ? $value : array();
		};
		$colours = array();
		foreach ( array_merge( $list( 'system_colors' ), $list( 'custom_colors' ) ) as $entry ) {
			$id = is_array( $entry ) ? ElementorTokens::global_id( ElementorTokens::COLOUR_GLOBAL . (string) ( is_scalar( $entry['_id'] ?? null ) ? $entry['_id'] : '' ), ElementorTokens::COLOUR_GLOBAL ) : null;
			if ( null === $id || isset( $colours[ $id ] ) ) {
				continue;
			}
			$colours[ $id ] = array(
				'value' => is_string( $entry['color'] ?? null ) ? Colour::normal( $entry['color'] ) : null,
				'name'  => is_string( $entry['title'] ?? null ) ? sanitize_text_field( $entry['title'] ) : $id,
			);
		}
		$typography = array();
		foreach ( array_merge( $list( 'system_typography' ), $list( 'custom_typography' ) ) as $entry ) {
			$id     = is_array( $entry ) ? ElementorTokens::global_id( ElementorTokens::TYPOGRAPHY_GLOBAL . (string) ( is_scalar( $entry['_id'] ?? null ) ? $entry['_id'] : '' ), ElementorTokens::TYPOGRAPHY_GLOBAL ) : null;
			$family = null !== $id && is_string( $entry['typography_font_family'] ?? null ) ? trim( sanitize_text_field( $entry['typography_font_family'] ) ) : '';
			if ( null !== $id && '' !== $family && ! isset( $typography[ $id ] ) ) {
				$typography[ $id ] = $family;
			}
		}
		$globals = is_array( $settings['__globals__'] ?? null ) ? $settings['__globals__'] : array();
		$colour  = static function ( string $control ) use ( $settings, $globals, $colours ): ?string {
			$id = ElementorTokens::global_id( $globals[ $control ] ?? null, ElementorTokens::COLOUR_GLOBAL );
			if ( null !== $id ) {
				return $colours[ $id ]['value'] ?? null;
			}
			return is_string( $settings[ $control ] ?? null ) ? Colour::normal( $settings[ $control ] ) : null;
		};
		$background = 'classic' === ( $settings['body_background_background'] ?? null ) ? $colour( 'body_background_color' ) : null;
		return new self(
			$colours,
			$typography,
			array(
				'text'       => $colour( 'body_color' ) ?? ( $colours['text']['value'] ?? null ),
				'background' => $background ?? '#ffffff',
			)
		);
	}

	/**
	 * The globals as an item's design records its source (values by id),
	 * as `ThemePresets::values()` gives a block theme's.
	 *
	 * @return array{colours: array<string, ?string>, fonts: array<string, string>}
	 */
	public function values(): array {
		return array(
			'colours' => array_map( static fn( array $colour ): ?string => $colour['value'], $this->colours ),
			'fonts'   => $this->typography,
		);
	}

	/**
	 * The globals in the shape "Match my site" resolves roles over
	 * (`SiteRoles`, the contrast rule): the colour globals as the palette
	 * (ids as slugs), the typographies as the font families, the page's
	 * colours, and `primary` as the headings' family and `text` as the
	 * body's (the typographies Elementor's heading and text widgets
	 * default to). No size or spacing scale: Elementor has none.
	 */
	public function presets(): ThemePresets {
		return new ThemePresets(
			$this->colours,
			$this->typography,
			array(),
			array(),
			array(
				'text'       => $this->page['text'] ?? null,
				'background' => $this->page['background'] ?? null,
				'body'       => isset( $this->typography['text'] ) ? 'text' : null,
				'heading'    => isset( $this->typography['primary'] ) ? 'primary' : null,
			)
		);
	}
}
