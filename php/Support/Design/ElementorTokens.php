<?php
/**
 * Where an Elementor element keeps its design (colour controls, typography
 * families, kit globals by `__globals__`): read by the hub when it records
 * an Elementor item's roles and by the site when it maps them, as
 * `DesignTokens` is for blocks.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Design;

defined( 'ABSPATH' ) || exit;

/**
 * Read in Elementor's own terms (its release's source,
 * `core/files/css/base.php`, `includes/controls/groups/background.php`,
 * `core/kits/documents/tabs/global-colors.php`): a colour control is a
 * setting named `color` or `*_color`; `settings.__globals__.<control>`
 * (`globals/colors?id=<id>`) points it at a kit global and wins over the
 * control's own value when Elementor prints its CSS. A typography group
 * (`<prefix>typography_*`) is global as a whole
 * (`__globals__.<prefix>typography_typography = globals/typography?id=<id>`):
 * the global then gives every property, the element's own sizes included.
 *
 * Four places beyond an element's own settings hold colours too (read in
 * the same release; the fourth is `html()`, a Text Editor's inline styles): a background group's gradient (`<group>_background`
 * `gradient`: its `<group>_color` and `<group>_color_b` are the two stops,
 * `includes/controls/groups/background.php`; Elementor resolves
 * `__globals__.<group>_color_b` where the gradient's rule reads it,
 * `get_style_control_value()`); a repeater's items (a setting that is a
 * list of items with an `_id`, each with its own controls and its own
 * `__globals__`, drawn as `.elementor-repeater-item-<_id>`:
 * `add_repeater_control_style_rules()`; social icons' custom
 * `item_icon_primary_color` / `item_icon_secondary_color`, a Pro price
 * table's feature colours); and the document's page settings (its Body
 * Style background, `core/document-types/page-base.php`): read as a root
 * element around the content (`document()`), so its background is the
 * one the top elements stand on.
 */
final class ElementorTokens {
	/** Elementor's default second colour of a gradient (`color_b`), drawn where a content leaves it out. */
	public const GRADIENT_SECOND_STOP = '#f2295b';

	/** A kit colour global's reference, before its id. */
	public const COLOUR_GLOBAL = 'globals/colors?id=';

	/** A kit typography global's reference, before its id. */
	public const TYPOGRAPHY_GLOBAL = 'globals/typography?id=';

	/** Widgets whose main text is a heading (the `heading` font role). */
	public const HEADING_WIDGETS = array( 'heading', 'theme-site-title', 'theme-page-title', 'theme-post-title', 'animated-headline' );

	/** Widgets whose text is code (the `mono` font role). */
	public const MONO_WIDGETS = array( 'code-highlight' );

	/**
	 * Background groups whose type Elementor defaults, by widget: a saved
	 * element leaves a default out (`includes/widgets/traits/button-trait.php`:
	 * the button's fill and hover fill are `classic`).
	 */
	private const DEFAULT_BACKGROUNDS = array(
		'button' => array(
			'background'              => 'classic',
			'button_background_hover' => 'classic',
		),
	);

	/** Elementor's system colour ids and the role each names. */
	private const SYSTEM_COLOUR_ROLES = array(
		'text'      => 'contrast',
		'primary'   => 'accent-1',
		'secondary' => 'accent-2',
		'accent'    => 'accent-3',
	);

	/** Elementor's system typography ids and the font role each names. */
	private const SYSTEM_FONT_ROLES = array(
		'primary'   => 'heading',
		'secondary' => 'heading',
		'text'      => 'body',
	);

	/** Most elements one content is read for (a bound on hostile trees). */
	public const MAX_ELEMENTS = 5000;

	/** Deepest nesting read. */
	public const MAX_DEPTH = 40;

	/** The element type page settings are read as (`document()`; no element of Elementor's has it). */
	public const DOCUMENT = 'stencilbox-document';

	/**
	 * Widgets whose HTML may set colours inline, and the setting that holds
	 * it: the Text Editor's `editor` (TinyMCE's text colour, a table's
	 * backgrounds and rules).
	 */
	public const HTML_WIDGETS = array( 'text-editor' => 'editor' );

	/** Longest HTML read for inline colours (a bound on hostile content). */
	private const MAX_HTML = 200000;

	/**
	 * An export's page settings as a root element (its `elements` are the
	 * caller's to add), or null when they set no colour: a page without
	 * page colours is read exactly as before. Only the page's Body Style
	 * background (`background*` settings and their `__globals__`) is read:
	 * nothing else a document's settings hold is a page colour.
	 *
	 * @param mixed $page_settings The export's `page_settings`.
	 * @return array{elType: string, settings: array<string, mixed>}|null
	 */
	public static function document( mixed $page_settings ): ?array {
		if ( ! is_array( $page_settings ) || ! $page_settings ) {
			return null;
		}
		$style   = array_filter( $page_settings, array( self::class, 'is_page_style' ), ARRAY_FILTER_USE_KEY );
		$globals = is_array( $page_settings['__globals__'] ?? null ) ? array_filter( $page_settings['__globals__'], array( self::class, 'is_page_style' ), ARRAY_FILTER_USE_KEY ) : array();
		if ( $globals ) {
			$style['__globals__'] = $globals;
		}
		$document = array(
			'elType'   => self::DOCUMENT,
			'settings' => $style,
		);
		return self::colours( $document ) ? $document : null;
	}

	/**
	 * Page settings with their Body Style background replaced by the
	 * document element's (`document()`, rewritten): every other setting and
	 * global as it was, in its place.
	 *
	 * @param array<string, mixed> $page_settings The export's page settings.
	 * @param array<string, mixed> $style         The document element's settings.
	 * @return array<string, mixed>
	 */
	public static function with_page_style( array $page_settings, array $style ): array {
		$merged = array();
		foreach ( $page_settings as $key => $value ) {
			if ( '__globals__' !== $key ) {
				$merged[ $key ] = self::is_page_style( $key ) ? ( $style[ $key ] ?? $value ) : $value;
			}
		}
		$merged += array_diff_key( $style, array( '__globals__' => true ) );
		$globals = is_array( $page_settings['__globals__'] ?? null ) ? array_filter( $page_settings['__globals__'], static fn( mixed $key ): bool => ! self::is_page_style( $key ), ARRAY_FILTER_USE_KEY ) : array();
		$globals = $globals + (array) ( $style['__globals__'] ?? array() );
		if ( $globals || array_key_exists( '__globals__', $page_settings ) ) {
			$merged['__globals__'] = $globals;
		}
		return $merged;
	}

	/**
	 * Whether a page setting is part of its Body Style background.
	 *
	 * @param mixed $key Setting name.
	 */
	public static function is_page_style( mixed $key ): bool {
		return is_string( $key ) && str_starts_with( $key, 'background' );
	}

	/**
	 * An export's elements as its design is read: wrapped in its page
	 * settings' root element (`document()`) when they set a colour.
	 *
	 * @param string $content Export JSON.
	 * @return array<int, mixed>|null Null when it is not Elementor's JSON.
	 */
	public static function tree( string $content ): ?array {
		$decoded = json_decode( $content, true );
		if ( ! is_array( $decoded ) ) {
			return null;
		}
		if ( ! is_array( $decoded['content'] ?? null ) ) {
			return array_is_list( $decoded ) ? $decoded : null;
		}
		$elements = array_values( $decoded['content'] );
		$document = self::document( $decoded['page_settings'] ?? null );
		return null !== $document ? array( $document + array( 'elements' => $elements ) ) : $elements;
	}

	/**
	 * An element's repeater items, each as an element of the same kind
	 * (its settings the item's own): by the setting's name and the item's
	 * index. A repeater is a setting that is a list of objects with `_id`.
	 *
	 * @param mixed $element Element.
	 * @return array<string, array<int, array{elType: string, widgetType: string, settings: array<string, mixed>}>>
	 */
	public static function items( mixed $element ): array {
		$kind  = self::kind( $element );
		$found = array();
		foreach ( self::settings( $element ) as $control => $value ) {
			if ( ! is_string( $control ) || '__globals__' === $control || ! is_array( $value ) || ! $value || ! array_is_list( $value ) ) {
				continue;
			}
			foreach ( $value as $n => $item ) {
				if ( is_array( $item ) && isset( $item['_id'] ) ) {
					$found[ $control ][ $n ] = array(
						'elType'     => 'item',
						'widgetType' => $kind,
						'settings'   => $item,
					);
				}
			}
		}
		return $found;
	}

	/**
	 * An export's element list: `content` of an export, or a bare list.
	 *
	 * @param string $content Export JSON.
	 * @return array<int, mixed>|null Null when it is not Elementor's JSON.
	 */
	public static function elements( string $content ): ?array {
		$decoded = json_decode( $content, true );
		if ( ! is_array( $decoded ) ) {
			return null;
		}
		if ( is_array( $decoded['content'] ?? null ) ) {
			return array_values( $decoded['content'] );
		}
		return array_is_list( $decoded ) ? $decoded : null;
	}

	/**
	 * An element's settings (an empty list when it has none or they are not an object).
	 *
	 * @param mixed $element Element.
	 * @return array<string, mixed>
	 */
	public static function settings( mixed $element ): array {
		return is_array( $element ) && is_array( $element['settings'] ?? null ) ? $element['settings'] : array();
	}

	/**
	 * An element's children.
	 *
	 * @param mixed $element Element.
	 * @return array<int, mixed>
	 */
	public static function children( mixed $element ): array {
		return is_array( $element ) && is_array( $element['elements'] ?? null ) ? array_values( $element['elements'] ) : array();
	}

	/**
	 * What an element is: its widget's name, else its type.
	 *
	 * @param mixed $element Element.
	 */
	public static function kind( mixed $element ): string {
		if ( ! is_array( $element ) ) {
			return '';
		}
		$kind = is_string( $element['widgetType'] ?? null ) ? $element['widgetType'] : ( $element['elType'] ?? '' );
		return is_string( $kind ) ? $kind : '';
	}

	/**
	 * The colours an element's style controls set, one per control that
	 * draws one: a kit global (`preset`, its id) where `__globals__` names
	 * a well-formed one, else the control's hex value. A background colour
	 * counts only where Elementor draws it (its group's type `classic`; a
	 * button's background is classic unless told otherwise; a `gradient`'s
	 * two stops, `<group>_color` and `<group>_color_b`); non-hex values are
	 * no role.
	 *
	 * @param mixed $element Element.
	 * @return array<int, array{control: string, use: string, preset: ?string, value: ?string}>
	 *         `use`: text, link, background or border (borders, dividers,
	 *         icons and stars: colour that is not text).
	 */
	public static function colours( mixed $element ): array {
		$settings = self::settings( $element );
		$globals  = is_array( $settings['__globals__'] ?? null ) ? $settings['__globals__'] : array();
		$kind     = self::kind( $element );
		$found    = array();
		foreach ( array_unique( array_merge( array_keys( $settings ), array_keys( $globals ) ) ) as $control ) {
			if ( ! is_string( $control ) || ( 'color' !== $control && ! str_ends_with( $control, '_color' ) && ! str_ends_with( $control, '_color_b' ) ) ) {
				continue;
			}
			$use = self::use( $control, $kind, $settings );
			if ( null === $use ) {
				continue;
			}
			$id    = self::global_id( $globals[ $control ] ?? null, self::COLOUR_GLOBAL );
			$value = null === $id && is_string( $settings[ $control ] ?? null ) ? Colour::normal( $settings[ $control ] ) : null;
			if ( null !== $id || null !== $value ) {
				$found[] = array(
					'control' => $control,
					'use'     => $use,
					'preset'  => $id,
					'value'   => $value,
				);
			}
		}
		// A gradient's second stop never set is drawn all the same, in
		// Elementor's default (`includes/controls/groups/background.php`).
		foreach ( $settings as $key => $type ) {
			if ( 'gradient' !== $type || ! is_string( $key ) || ! str_ends_with( $key, '_background' ) ) {
				continue;
			}
			$control = substr( $key, 0, -strlen( '_background' ) ) . '_color_b';
			if ( ! array_key_exists( $control, $settings ) && ! isset( $globals[ $control ] ) && 'background' === self::use( $control, $kind, $settings ) ) {
				$found[] = array(
					'control' => $control,
					'use'     => 'background',
					'preset'  => null,
					'value'   => self::GRADIENT_SECOND_STOP,
				);
			}
		}
		return $found;
	}

	/**
	 * The tags of an element's HTML (a Text Editor's `editor`,
	 * `HTML_WIDGETS`) that set colours inline, in document order: each
	 * tag's text colour (`color`), background (`background-color`, or a
	 * `background` that is only a colour), border colours (the hex colours
	 * of any `border*` declaration), and the index of the nearest enclosing
	 * such tag (`up`; null: the widget itself). Only hex colours count.
	 * Read with WordPress's HTML API (`WP_HTML_Processor`, which knows
	 * which tag is inside which); HTML it cannot read whole gives none, so
	 * nothing of it is a role and nothing in it is rewritten.
	 *
	 * @param mixed $element Element.
	 * @return array<int, array{text: ?string, background: ?string, borders: string[], up: ?int}>
	 */
	public static function html( mixed $element ): array {
		$control = self::HTML_WIDGETS[ self::kind( $element ) ] ?? null;
		$html    = null !== $control ? ( self::settings( $element )[ $control ] ?? null ) : null;
		if ( ! is_string( $html ) || strlen( $html ) > self::MAX_HTML || ! str_contains( $html, 'style' ) ) {
			return array();
		}
		$tags = \WP_HTML_Processor::create_fragment( $html );
		if ( null === $tags ) {
			return array();
		}
		$found = array();
		// Enclosing tags that set colours: [ depth, index in $found ].
		$stack = array();
		while ( $tags->next_tag() && count( $found ) < self::MAX_ELEMENTS ) {
			$style   = $tags->get_attribute( 'style' );
			$colours = is_string( $style ) ? self::style_colours( $style ) : null;
			if ( null === $colours ) {
				continue;
			}
			$depth = $tags->get_current_depth();
			while ( $stack && $stack[ count( $stack ) - 1 ][0] >= $depth ) {
				array_pop( $stack );
			}
			$found[] = $colours + array( 'up' => $stack ? $stack[ count( $stack ) - 1 ][1] : null );
			$stack[] = array( $depth, count( $found ) - 1 );
		}
		return null === $tags->get_last_error() ? $found : array();
	}

	/**
	 * The colours an element's HTML sets (`html()`), one per declaration,
	 * as `colours()` gives a control's: `use` text, background or border.
	 *
	 * @param mixed $element Element.
	 * @return array<int, array{use: string, value: string}>
	 */
	public static function html_colours( mixed $element ): array {
		$found = array();
		foreach ( self::html( $element ) as $tag ) {
			foreach ( array( 'text', 'background' ) as $use ) {
				if ( null !== $tag[ $use ] ) {
					$found[] = array(
						'use'   => $use,
						'value' => $tag[ $use ],
					);
				}
			}
			foreach ( $tag['borders'] as $border ) {
				$found[] = array(
					'use'   => 'border',
					'value' => $border,
				);
			}
		}
		return $found;
	}

	/**
	 * An element's HTML with its inline colours recoloured: each hex colour
	 * of a colour declaration that `$to` gives another value for (a kit
	 * global's custom property) takes it; everything else as written. HTML
	 * that `html()` cannot read is returned as it is.
	 *
	 * @param mixed    $element Element (a widget of `HTML_WIDGETS`).
	 * @param callable $to      Hex colour => its new CSS value (`var(--e-global-color-<id>)`,
	 *                          nothing else is written), or null to keep it.
	 * @return string|null The HTML, or null when the element has none.
	 */
	public static function html_recoloured( mixed $element, callable $to ): ?string {
		$control = self::HTML_WIDGETS[ self::kind( $element ) ] ?? null;
		$html    = null !== $control ? ( self::settings( $element )[ $control ] ?? null ) : null;
		if ( ! is_string( $html ) || ! self::html( $element ) ) {
			return is_string( $html ) ? $html : null;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			$style = $tags->get_attribute( 'style' );
			if ( ! is_string( $style ) || null === self::style_colours( $style ) ) {
				continue;
			}
			$parts = explode( ';', $style );
			foreach ( $parts as $n => $part ) {
				$colon = strpos( $part, ':' );
				$use   = false !== $colon ? self::colour_use( strtolower( trim( substr( $part, 0, $colon ) ) ) ) : null;
				$value = substr( $part, (int) $colon + 1 );
				// As style_colours() reads them: a text or background colour alone, a border's hex.
				if ( null === $use || ( 'border' !== $use && null === Colour::normal( $value ) ) ) {
					continue;
				}
				$value       = (string) preg_replace_callback(
					'/#[0-9a-fA-F]{3,8}\b/',
					static function ( array $hex ) use ( $to ): string {
						$colour = Colour::normal( $hex[0] );
						$new    = null !== $colour ? $to( $colour ) : null;
						return is_string( $new ) && preg_match( '/^var\(--e-global-color-[A-Za-z0-9_-]{1,64}\)$/D', $new ) ? $new : $hex[0];
					},
					$value,
					'border' === $use ? -1 : 1
				);
				$parts[ $n ] = substr( $part, 0, (int) $colon + 1 ) . $value;
			}
			$new = implode( ';', $parts );
			if ( $new !== $style ) {
				$tags->set_attribute( 'style', $new );
			}
		}
		return $tags->get_updated_html();
	}

	/**
	 * What a CSS property colours: `text` (`color`), `background`
	 * (`background-color`, `background`), `border` (any `border*`), or null.
	 *
	 * @param string $property Property, lower case.
	 */
	private static function colour_use( string $property ): ?string {
		return match ( true ) {
			'color' === $property => 'text',
			'background-color' === $property || 'background' === $property => 'background',
			str_starts_with( $property, 'border' ) => 'border',
			default => null,
		};
	}

	/**
	 * The colours one inline style sets, or null when it sets none.
	 *
	 * @param string $style A `style` attribute.
	 * @return array{text: ?string, background: ?string, borders: string[]}|null
	 */
	private static function style_colours( string $style ): ?array {
		$found = array(
			'text'       => null,
			'background' => null,
			'borders'    => array(),
		);
		foreach ( explode( ';', $style ) as $declaration ) {
			$colon = strpos( $declaration, ':' );
			$use   = false !== $colon ? self::colour_use( strtolower( trim( substr( $declaration, 0, $colon ) ) ) ) : null;
			if ( null === $use ) {
				continue;
			}
			$value = trim( substr( $declaration, (int) $colon + 1 ) );
			if ( 'border' === $use ) {
				preg_match_all( '/#[0-9a-fA-F]{3,8}\b/', $value, $hexes );
				foreach ( $hexes[0] as $hex ) {
					if ( null !== Colour::normal( $hex ) ) {
						$found['borders'][] = (string) Colour::normal( $hex );
					}
				}
				continue;
			}
			// A colour alone (a `background` with an image or a gradient is no colour of ours).
			$colour = Colour::normal( $value );
			if ( null !== $colour ) {
				$found[ $use ] = $colour;
			}
		}
		return null !== $found['text'] || null !== $found['background'] || $found['borders'] ? $found : null;
	}

	/**
	 * What a colour control colours, or null when Elementor would not draw it.
	 *
	 * @param string               $control  Control name.
	 * @param string               $kind     Widget or element type.
	 * @param array<string, mixed> $settings The element's settings.
	 */
	private static function use( string $control, string $kind, array $settings ): ?string {
		if ( preg_match( '/^(.*background[a-z_]*?)_color(_b)?$/D', $control, $match ) ) {
			// A background group (`background`, `_background`, `background_overlay`,
			// `button_background_hover`): its colour shows when its type is classic,
			// its colour and second colour (`_color_b`) when it is a gradient.
			// A video background's colour shows too (the group's colour has
			// `background: classic, gradient, video` as its condition).
			$type = $settings[ $match[1] . '_background' ] ?? self::DEFAULT_BACKGROUNDS[ $kind ][ $match[1] ] ?? null;
			return 'gradient' === $type || ( in_array( $type, array( 'classic', 'video' ), true ) && ! isset( $match[2] ) ) ? 'background' : null;
		}
		if ( str_ends_with( $control, '_color_b' ) ) {
			// A second colour is a background gradient's only.
			return null;
		}
		if ( str_contains( $control, 'link' ) ) {
			return 'link';
		}
		if ( str_contains( $control, 'border' ) || str_contains( $control, 'divider' ) || str_contains( $control, 'icon' ) || str_contains( $control, 'star' )
			|| ( 'divider' === $kind && 'color' === $control ) || in_array( $control, array( 'primary_color', 'secondary_color' ), true ) ) {
			return 'border';
		}
		return 'text';
	}

	/**
	 * An element's font families, one per typography group that sets one:
	 * a kit typography global, or the group's own family.
	 *
	 * @param mixed $element Element.
	 * @return array<int, array{prefix: string, use: string, preset: ?string, value: ?string}>
	 */
	public static function fonts( mixed $element ): array {
		$settings = self::settings( $element );
		$globals  = is_array( $settings['__globals__'] ?? null ) ? $settings['__globals__'] : array();
		$kind     = self::kind( $element );
		$found    = array();
		foreach ( array_unique( array_merge( array_keys( $settings ), array_keys( $globals ) ) ) as $key ) {
			if ( ! is_string( $key ) || ! str_ends_with( $key, 'typography_typography' ) ) {
				continue;
			}
			$prefix = substr( $key, 0, -strlen( 'typography_typography' ) );
			$id     = self::global_id( $globals[ $key ] ?? null, self::TYPOGRAPHY_GLOBAL );
			$family = $settings[ $prefix . 'typography_font_family' ] ?? null;
			$family = null === $id && 'custom' === ( $settings[ $key ] ?? null ) && is_string( $family ) && '' !== trim( $family ) && strlen( $family ) <= 200 ? trim( $family ) : null;
			if ( null === $id && null === $family ) {
				continue;
			}
			$use = match ( true ) {
				in_array( $kind, self::MONO_WIDGETS, true ) => 'mono',
				( '' === $prefix && in_array( $kind, self::HEADING_WIDGETS, true ) ) || str_contains( $prefix, 'title' ) || str_contains( $prefix, 'heading' ) => 'heading',
				default => 'body',
			};
			$found[] = array(
				'prefix' => $prefix,
				'use'    => $use,
				'preset' => $id,
				'value'  => $family,
			);
		}
		return $found;
	}

	/**
	 * The id of a kit global reference of a kind (`globals/colors?id=<id>`),
	 * or null when it is not one (anything not a string, another kind, an
	 * id with other characters than Elementor's).
	 *
	 * @param mixed  $reference As `__globals__` holds it.
	 * @param string $kind      COLOUR_GLOBAL or TYPOGRAPHY_GLOBAL.
	 */
	public static function global_id( mixed $reference, string $kind ): ?string {
		if ( ! is_string( $reference ) || ! str_starts_with( $reference, $kind ) ) {
			return null;
		}
		$id = substr( $reference, strlen( $kind ) );
		return preg_match( '/^[A-Za-z0-9_-]{1,64}$/D', $id ) ? $id : null;
	}

	/**
	 * The colour role a kit global's id names: `text` is the design's
	 * `contrast`, `primary`, `secondary` and `accent` its accents 1–3
	 * (Elementor has no system colour for the page: `base` is never
	 * named); null for any other (custom globals' ids are random).
	 *
	 * @param string $id Global id.
	 */
	public static function colour_role( string $id ): ?string {
		return self::SYSTEM_COLOUR_ROLES[ $id ] ?? null;
	}

	/**
	 * The font role a kit typography's id or family names: `primary` and
	 * `secondary` are headings, `text` the body; else by its family's name
	 * (`DesignTokens::font_role()`: a mono family).
	 *
	 * @param string $id     Typography id.
	 * @param string $family Its family.
	 */
	public static function font_role( string $id, string $family ): ?string {
		return self::SYSTEM_FONT_ROLES[ $id ] ?? DesignTokens::font_role( '', $family );
	}
}
