<?php
/**
 * Where a block keeps its design (colours, font family, font size, spacing)
 * and what a preset's slug says about its role: read by the hub when it
 * records an item's roles and by the site when it maps them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Design;

defined( 'ABSPATH' ) || exit;

/**
 * One reading of block attributes for both sides, so the roles the hub
 * records are found again, place by place, by the site that rewrites them.
 */
final class DesignTokens {
	/**
	 * Where a block's colours live: `use`, the attribute naming a palette
	 * slug (`named`, null: none), the attribute path of a custom value
	 * (`path`; under `style` it may also hold a `var:preset|color|<slug>`
	 * reference) and, for a named one, the kind of its class
	 * (`has-<slug>-<class>`). `custom`: a custom value outside `style` (the
	 * cover's overlay), which only the named attribute can replace. `icon`:
	 * a social icons block's icon colour or icon background (`core/
	 * social-links`: the slug in `iconColor`, the colour WordPress draws
	 * inline on each icon in `iconColorValue`, whatever the slug; the
	 * editor's custom pick also in `customIconColor`, named by `icon`),
	 * recorded as `border` use (a colour that is not text) and judged as a
	 * control's fill is (3:1).
	 */
	public const COLOUR_PLACES = array(
		array(
			'use'   => 'text',
			'named' => 'textColor',
			'path'  => array( 'style', 'color', 'text' ),
			'class' => 'color',
		),
		array(
			'use'   => 'background',
			'named' => 'backgroundColor',
			'path'  => array( 'style', 'color', 'background' ),
			'class' => 'background-color',
		),
		array(
			'use'   => 'border',
			'named' => 'borderColor',
			'path'  => array( 'style', 'border', 'color' ),
			'class' => 'border-color',
		),
		array(
			'use'   => 'border',
			'named' => null,
			'path'  => array( 'style', 'border', 'top', 'color' ),
		),
		array(
			'use'   => 'border',
			'named' => null,
			'path'  => array( 'style', 'border', 'right', 'color' ),
		),
		array(
			'use'   => 'border',
			'named' => null,
			'path'  => array( 'style', 'border', 'bottom', 'color' ),
		),
		array(
			'use'   => 'border',
			'named' => null,
			'path'  => array( 'style', 'border', 'left', 'color' ),
		),
		array(
			'use'   => 'link',
			'named' => null,
			'path'  => array( 'style', 'elements', 'link', 'color', 'text' ),
		),
		array(
			'use'   => 'link',
			'named' => null,
			'path'  => array( 'style', 'elements', 'link', ':hover', 'color', 'text' ),
		),
		array(
			'use'    => 'background',
			'named'  => 'overlayColor',
			'path'   => array( 'customOverlayColor' ),
			'class'  => 'background-color',
			'custom' => true,
		),
		array(
			'use'   => 'border',
			'named' => 'iconColor',
			'path'  => array( 'iconColorValue' ),
			'icon'  => 'customIconColor',
		),
		array(
			'use'   => 'border',
			'named' => 'iconBackgroundColor',
			'path'  => array( 'iconBackgroundColorValue' ),
			'icon'  => 'customIconBackgroundColor',
		),
	);


	/** Blocks whose text is a heading (the `heading` font role). */
	public const HEADING_BLOCKS = array( 'core/heading', 'core/site-title', 'core/post-title', 'core/query-title', 'core/pullquote' );

	/** Blocks whose text is code (the `mono` font role). */
	public const MONO_BLOCKS = array( 'core/code', 'core/preformatted' );

	/** Font size slugs in the order of the scale every block theme follows. */
	public const SIZE_ORDER = array( 'xx-small', 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large', 'xxx-large' );

	/**
	 * The names classic themes give the same steps (`editor-font-sizes`:
	 * Twenty Twenty-One's, and core's own before theme.json), by the step
	 * of SIZE_ORDER each is. `huge` and `gigantic` have no step: core's old
	 * `huge` was 42px, Twenty Twenty-One's is 96px (a display size, twice
	 * its h2), so a pack's `xx-large` heading takes the theme's largest
	 * named step instead (Twenty Twenty-One's `extra-large`, 40px).
	 */
	public const SIZE_ALIASES = array(
		'extra-small' => 'x-small',
		'normal'      => 'medium',
		'regular'     => 'medium',
		'extra-large' => 'x-large',
	);

	/**
	 * The viewport width (px) at which font sizes are compared by value:
	 * a desktop window (the fidelity suite's), wider than most themes'
	 * `wideSize`, so most fluid sizes are at their largest there.
	 */
	public const SIZE_VIEWPORT = 1280;

	/**
	 * What a size slug is worth (px at SIZE_VIEWPORT) when a design did
	 * not record its source's value (the demo, a cloud push): about what
	 * Twenty Twenty-Four, Twenty Twenty-Five and the demo's own theme give
	 * it (14–14 / 17–20 / 22–36 / 32–42 / 47–52 px). Twenty Twenty-Three's
	 * `xx-large`, 160 px there, is a display size, not this step.
	 */
	public const SIZE_REFERENCE = array(
		'small'    => 14.0,
		'medium'   => 18.0,
		'large'    => 28.0,
		'x-large'  => 38.0,
		'xx-large' => 50.0,
	);

	/**
	 * How far a site's size for a slug may be from the pack's (site / pack)
	 * before the slug is matched by value instead of by name.
	 */
	public const SIZE_RATIO = array( 2 / 3, 1.5 );

	/**
	 * A font size as comparable px at SIZE_VIEWPORT (1rem = 16px): a
	 * length (`px`, `rem`, `em`, `vw`; a bare number is px, as classic
	 * themes' `editor-font-sizes` give it), or a `clamp()` — WordPress's
	 * fluid form `clamp(min, A + ((1vw - B) * C), max)` evaluated there,
	 * any other middle taken as its maximum. Anything else (`var()`,
	 * `calc()`, `min()`, keywords) is null: not judged. The value may come
	 * from a hub, so it is only ever matched, never written anywhere.
	 *
	 * @param string $value As a preset or a design records it.
	 */
	public static function size_px( string $value ): ?float {
		$value = strtolower( trim( $value ) );
		if ( strlen( $value ) > 200 ) {
			return null;
		}
		if ( preg_match( '/^clamp\(\s*([^,()]+),\s*(.+?),\s*([^,()]+)\)$/D', $value, $m ) ) {
			$min = self::size_px( $m[1] );
			$max = self::size_px( $m[3] );
			if ( null === $min || null === $max ) {
				return null;
			}
			$mid = null;
			if ( preg_match( '/^([^,()+]+?)\s*\+\s*\(\(\s*1vw\s*-\s*([^,()*]+?)\s*\)\s*\*\s*([0-9]*\.?[0-9]+)\s*\)$/D', $m[2], $fluid ) ) {
				$start  = self::size_px( $fluid[1] );
				$offset = self::size_px( $fluid[2] );
				$mid    = null !== $start && null !== $offset ? $start + ( self::SIZE_VIEWPORT / 100 - $offset ) * (float) $fluid[3] : null;
			} else {
				$mid = self::size_px( $m[2] );
			}
			return max( $min, min( $max, $mid ?? $max ) );
		}
		if ( ! preg_match( '/^([0-9]*\.?[0-9]+)(px|rem|em|vw)?$/D', $value, $m ) ) {
			return null;
		}
		$number = (float) $m[1];
		return match ( $m[2] ?? '' ) {
			'rem', 'em' => $number * 16,
			'vw'        => $number * self::SIZE_VIEWPORT / 100,
			default     => $number,
		};
	}

	/**
	 * The colours a block sets itself, one per place that has one.
	 *
	 * @param array<string, mixed> $attrs Block attributes.
	 * @return array<int, array{place: int, use: string, preset: ?string, value: ?string, named: bool}>
	 *         `preset` a palette slug, `value` a hex colour from Colour::normal(), `named`
	 *         whether the slug is in the place's named attribute (else a `var:preset` value).
	 */
	public static function colours( array $attrs ): array {
		$found = array();
		foreach ( self::COLOUR_PLACES as $place => $where ) {
			$named     = $where['named'];
			$slug      = null !== $named && is_string( $attrs[ $named ] ?? null ) && '' !== $attrs[ $named ] ? (string) $attrs[ $named ] : null;
			$from_name = null !== $slug;
			$raw       = self::at( $attrs, $where['path'] );
			if ( null === $slug && is_string( $raw ) && '' !== $raw ) {
				$slug = self::preset( $raw, 'color' );
			}
			$value = null === $slug && is_string( $raw ) ? Colour::normal( $raw ) : null;
			if ( null !== $slug || null !== $value ) {
				$found[] = array(
					'place'  => $place,
					'use'    => $where['use'],
					'preset' => $slug,
					'value'  => $value,
					'named'  => $from_name,
				);
			}
		}
		return $found;
	}

	/**
	 * A block's font family: a preset slug (`fontFamily`) or a written
	 * family (`style.typography.fontFamily`), and which role its block
	 * gives it.
	 *
	 * @param string               $name  Block name.
	 * @param array<string, mixed> $attrs Block attributes.
	 * @return array{use: string, preset: ?string, value: ?string}|null
	 */
	public static function font( string $name, array $attrs ): ?array {
		$slug  = is_string( $attrs['fontFamily'] ?? null ) && '' !== $attrs['fontFamily'] ? (string) $attrs['fontFamily'] : null;
		$value = $attrs['style']['typography']['fontFamily'] ?? null;
		$value = is_string( $value ) && '' !== trim( $value ) ? trim( $value ) : null;
		if ( null === $slug && null !== $value ) {
			$slug  = self::preset( $value, 'font-family' );
			$value = null === $slug ? $value : null;
		}
		if ( null === $slug && null === $value ) {
			return null;
		}
		return array(
			'use'    => self::font_use( $name ),
			'preset' => $slug,
			'value'  => $value,
		);
	}

	/**
	 * The font role a block's text has.
	 *
	 * @param string $name Block name.
	 */
	public static function font_use( string $name ): string {
		if ( in_array( $name, self::HEADING_BLOCKS, true ) ) {
			return 'heading';
		}
		return in_array( $name, self::MONO_BLOCKS, true ) ? 'mono' : 'body';
	}

	/**
	 * A preset slug as CSS names it (its custom property and its `has-…`
	 * classes): in kebab case, as WordPress writes them in PHP and in the
	 * editor (`theme-palette4` is `--wp--preset--color--theme-palette-4`,
	 * class `has-theme-palette-4-color`; an attribute keeps the slug). A
	 * block saved with the slug as written would be drawn without its colour
	 * and fail the editor's validation.
	 *
	 * @param string $slug Preset slug.
	 */
	public static function css_slug( string $slug ): string {
		return _wp_to_kebab_case( $slug );
	}

	/**
	 * The slug of a preset reference (`var:preset|<kind>|<slug>` as block
	 * attributes write it, `var(--wp--preset--<kind>--<slug>)` as CSS does),
	 * or null.
	 *
	 * @param string $value Value.
	 * @param string $kind  color | font-family | font-size | spacing.
	 */
	public static function preset( string $value, string $kind ): ?string {
		$value = trim( $value );
		if ( str_starts_with( $value, "var:preset|{$kind}|" ) ) {
			$slug = substr( $value, strlen( "var:preset|{$kind}|" ) );
			return '' !== $slug ? $slug : null;
		}
		if ( preg_match( '/^var\(--wp--preset--' . preg_quote( $kind, '/' ) . '--([a-z0-9-]+)\)$/D', $value, $match ) ) {
			return $match[1];
		}
		return null;
	}

	/**
	 * The colour role a palette slug names: `base` (or `background`),
	 * `contrast` (or `foreground`), `accent-N`, with `accent`, `primary`,
	 * `secondary` and `tertiary` as accents 1–3 (the names Twenty
	 * Twenty-Three and -Four use); null for any other slug.
	 *
	 * @param string $slug Palette slug.
	 */
	public static function colour_role( string $slug ): ?string {
		$named = array(
			'base'       => 'base',
			'background' => 'base',
			'contrast'   => 'contrast',
			'foreground' => 'contrast',
			'accent'     => 'accent-1',
			'primary'    => 'accent-1',
			'secondary'  => 'accent-2',
			'tertiary'   => 'accent-3',
		);
		if ( isset( $named[ $slug ] ) ) {
			return $named[ $slug ];
		}
		return preg_match( '/^accent-([1-9][0-9]?)$/D', $slug ) ? $slug : null;
	}

	/**
	 * The font role a family's slug or name says, or null.
	 *
	 * @param string $slug   Family slug.
	 * @param string $family Its CSS family list.
	 */
	public static function font_role( string $slug, string $family ): ?string {
		foreach ( array( 'heading', 'body' ) as $role ) {
			if ( str_contains( $slug, $role ) ) {
				return $role;
			}
		}
		return str_contains( $slug . ' ' . strtolower( $family ), 'mono' ) ? 'mono' : null;
	}

	/**
	 * The spacing preset slugs an attribute tree refers to, with how often.
	 *
	 * @param array<string, mixed> $attrs Attributes.
	 * @param array<string, int>   $found Counts so far.
	 * @return array<string, int>
	 */
	public static function spacing( array $attrs, array $found = array() ): array {
		foreach ( $attrs as $value ) {
			if ( is_array( $value ) ) {
				$found = self::spacing( $value, $found );
			} elseif ( is_string( $value ) ) {
				$slug = self::preset( $value, 'spacing' );
				if ( null !== $slug ) {
					$found[ $slug ] = ( $found[ $slug ] ?? 0 ) + 1;
				}
			}
		}
		return $found;
	}

	/**
	 * A value at a path of nested arrays, or null.
	 *
	 * @param array<string, mixed> $tree Tree.
	 * @param string[]             $path Keys.
	 * @return mixed
	 */
	public static function at( array $tree, array $path ): mixed {
		foreach ( $path as $key ) {
			if ( ! is_array( $tree ) || ! array_key_exists( $key, $tree ) ) {
				return null;
			}
			$tree = $tree[ $key ];
		}
		return $tree;
	}
}
