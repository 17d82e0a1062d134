<?php
/**
 * Writes the chosen colours and typography where the site's design lives.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\Import\SiteImportSchema;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Palette;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * On a block theme: the user's global styles (the same record the Site
 * Editor's Styles panel edits) — the palette colours named like the pack's
 * colours, body and heading typography, and the tablet and mobile sizes as
 * media queries in the global styles' CSS. On Elementor: the active kit's
 * global colours and typography (its four system ids, the rest as custom
 * globals). The journal records the record before it changes, so revert
 * puts it back exactly.
 */
final class GlobalStyles {
	public const TABLET = 1024;
	public const MOBILE = 767;

	/** Typography entry ids that style headings (spec part 2 §9's heading groups). */
	private const HEADINGS = array( 'heading', 'headings', 'all', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6' );

	/**
	 * Constructor.
	 *
	 * @param Fonts $fonts Font values.
	 */
	public function __construct( private Fonts $fonts ) {}

	/**
	 * Applies colours and typography; answers where they went ('' when the
	 * site has neither a block theme nor Elementor): where the platform's
	 * adapter finds a site's design (`design_from()`), the Elementor kit or
	 * the theme's global styles.
	 *
	 * @param string                              $platform   The pack's platform.
	 * @param array<int, array<string, mixed>>    $colours    Pack colour entries with the chosen values.
	 * @param array<int, array<string, mixed>>    $typography Typography entries with the chosen values.
	 * @param array<int, array<string, mixed>>    $families   The pack theme's font families (theme.json entries, sources as URLs) to bring along: when another theme shows the pack (`with_families()`).
	 */
	public function apply( string $platform, array $colours, array $typography, array $families = array() ): string {
		if ( 'kit' === Platforms::get( $platform )->design_from() && class_exists( '\Elementor\Plugin' ) && (int) get_option( 'elementor_active_kit' ) > 0 ) {
			$this->elementor_kit( (int) get_option( 'elementor_active_kit' ), $colours, $typography );
			return 'elementor';
		}
		if ( ! wp_is_block_theme() ) {
			return '';
		}
		$theme  = wp_get_theme();
		$record = \WP_Theme_JSON_Resolver::get_user_data_from_wp_global_styles( $theme, true );
		if ( empty( $record['ID'] ) ) {
			return '';
		}
		$config = json_decode( (string) ( $record['post_content'] ?? '' ), true );
		$config = $this->config( is_array( $config ) ? $config : array(), $colours, $typography );
		$config = self::with_families( $config, $families, $typography );
		$json   = (string) wp_json_encode( $config );
		// The same styles again (the same pack imported twice): nothing is written.
		if ( (string) ( $record['post_content'] ?? '' ) === $json ) {
			return 'global-styles';
		}
		wp_update_post(
			array(
				'ID'           => (int) $record['ID'],
				'post_content' => wp_slash( $json ),
			)
		);
		\WP_Theme_JSON_Resolver::clean_cached_data();
		return 'global-styles';
	}

	/**
	 * The pack's colour and typography entries with the wizard's choices
	 * (a form without choices gives the pack's own).
	 *
	 * @param array<string, mixed> $settings The pack's settings (`colors`, `typography`).
	 * @param array<string, mixed> $form     The wizard's form (`color`, `typography`).
	 * @return array{0: array<int, array<string, mixed>>, 1: array<int, array<string, mixed>>}
	 */
	public static function chosen( array $settings, array $form ): array {
		$colours = array();
		foreach ( (array) ( $settings['colors'] ?? array() ) as $entry ) {
			$id        = (string) ( $entry['id'] ?? $entry['_id'] ?? '' );
			$chosen    = (string) ( $form['color'][ $id ] ?? '' );
			$colours[] = array(
				'id'    => $id,
				'title' => (string) ( $entry['title'] ?? $entry['name'] ?? $id ),
				'color' => Palette::is_colour( $chosen ) ? $chosen : (string) ( $entry['color'] ?? '' ),
			);
		}
		$typography = array();
		foreach ( (array) ( $settings['typography'] ?? array() ) as $entry ) {
			$id           = (string) ( $entry['id'] ?? '' );
			$typography[] = array_merge( (array) $entry, (array) ( $form['typography'][ $id ] ?? array() ), array( 'id' => $id ) );
		}
		return array( $colours, $typography );
	}

	/**
	 * User global styles with the colours and typography on top (what
	 * `apply()` writes, and what a preview shows without writing it).
	 *
	 * @param array<string, mixed>             $config     User global styles (theme.json shape).
	 * @param array<int, array<string, mixed>> $colours    Entries.
	 * @param array<int, array<string, mixed>> $typography Entries.
	 * @return array<string, mixed>
	 */
	public function config( array $config, array $colours, array $typography ): array {
		$config = array_merge(
			array(
				'version'                     => \WP_Theme_JSON::LATEST_SCHEMA,
				'isGlobalStylesUserThemeJSON' => true,
			),
			$config
		);
		return $this->with_typography( $this->with_colours( $config, $colours ), $typography );
	}

	/**
	 * The pack theme's font families that its typography names, as custom
	 * font families of the user's global styles (where WordPress's Font
	 * Library keeps installed fonts, and from where it prints their
	 * `@font-face` rules): a site that keeps its own theme shows the pack's
	 * fonts, from this site, as the pack's theme would.
	 *
	 * @param array<string, mixed>             $config     User global styles.
	 * @param array<int, array<string, mixed>> $families   The pack theme's families.
	 * @param array<int, array<string, mixed>> $typography Entries.
	 * @return array<string, mixed>
	 */
	public static function with_families( array $config, array $families, array $typography ): array {
		$named = array_map( static fn( array $entry ): string => strtolower( (string) ( $entry['font_family'] ?? '' ) ), $typography );
		$keep  = array();
		foreach ( $families as $family ) {
			if ( is_array( $family ) && ! empty( $family['fontFace'] ) && in_array( strtolower( (string) ( $family['name'] ?? '' ) ), $named, true ) ) {
				$keep[ (string) ( $family['slug'] ?? '' ) ] = $family;
			}
		}
		unset( $keep[''] );
		if ( ! $keep ) {
			return $config;
		}
		foreach ( (array) ( $config['settings']['typography']['fontFamilies']['custom'] ?? array() ) as $family ) {
			$slug = is_array( $family ) ? (string) ( $family['slug'] ?? '' ) : '';
			if ( '' !== $slug && ! isset( $keep[ $slug ] ) ) {
				$keep[ $slug ] = $family;
			}
		}
		$config['settings']['typography']['fontFamilies']['custom'] = array_values( $keep );
		return $config;
	}

	/**
	 * The palette: theme colours whose slug is a pack colour's id take the
	 * chosen value; other pack colours join as custom colours, under a slug
	 * that collides with no class of WordPress's own (`Palette::slug()`).
	 *
	 * @param array<string, mixed>             $config  User global styles.
	 * @param array<int, array<string, mixed>> $colours Entries.
	 * @return array<string, mixed>
	 */
	private function with_colours( array $config, array $colours ): array {
		if ( ! $colours ) {
			return $config;
		}
		$theme_palette = (array) ( wp_get_global_settings( array( 'color', 'palette' ), array( 'origin' => 'theme' ) )['theme'] ?? array() );
		$by_id         = array();
		foreach ( $colours as $entry ) {
			$by_id[ Palette::slug( (string) $entry['id'] ) ] = $entry;
		}
		$palette = array();
		foreach ( $theme_palette as $preset ) {
			$slug = (string) ( $preset['slug'] ?? '' );
			if ( isset( $by_id[ $slug ] ) ) {
				$preset['color'] = (string) $by_id[ $slug ]['color'];
				unset( $by_id[ $slug ] );
			}
			$palette[] = $preset;
		}
		$config['settings']['color']['palette']['theme'] = $palette;
		$custom = array();
		foreach ( $by_id as $slug => $entry ) {
			$custom[] = array(
				'slug'  => $slug,
				'name'  => (string) ( $entry['title'] ?? $slug ),
				'color' => (string) $entry['color'],
			);
		}
		if ( $custom ) {
			$config['settings']['color']['palette']['custom'] = $custom;
		}
		return $config;
	}

	/**
	 * Body and heading typography; tablet and mobile values as CSS.
	 *
	 * @param array<string, mixed>             $config     User global styles.
	 * @param array<int, array<string, mixed>> $typography Entries.
	 * @return array<string, mixed>
	 */
	private function with_typography( array $config, array $typography ): array {
		$css = array(
			'tablet' => array(),
			'mobile' => array(),
		);
		foreach ( $typography as $entry ) {
			$id       = strtolower( (string) ( $entry['id'] ?? '' ) );
			$styles   = $this->desktop( $entry );
			$selector = in_array( $id, self::HEADINGS, true ) ? ( preg_match( '/^h[1-6]$/', $id ) ? $id : 'h1, h2, h3, h4, h5, h6' ) : 'body';
			if ( 'body' === $selector ) {
				$config['styles']['typography'] = array_merge( (array) ( $config['styles']['typography'] ?? array() ), $styles );
			} else {
				// All headings: also each level the theme styles on its own
				// (Twenty Twenty-Two sets h1–h6), which would win over them.
				$elements = preg_match( '/^h[1-6]$/', $id ) ? array( $id ) : array_merge( array( 'heading' ), self::styled_levels() );
				foreach ( $elements as $element ) {
					$config['styles']['elements'][ $element ]['typography'] = array_merge( (array) ( $config['styles']['elements'][ $element ]['typography'] ?? array() ), $styles );
				}
			}
			foreach ( array( 'tablet', 'mobile' ) as $device ) {
				$rules = self::device_rules( $entry, $device );
				if ( $rules ) {
					$css[ $device ][] = $selector . '{' . implode( ';', $rules ) . '}';
				}
			}
		}
		$extra = '';
		if ( $css['tablet'] ) {
			$extra .= '@media (max-width: ' . self::TABLET . 'px){' . implode( '', $css['tablet'] ) . '}';
		}
		if ( $css['mobile'] ) {
			$extra .= '@media (max-width: ' . self::MOBILE . 'px){' . implode( '', $css['mobile'] ) . '}';
		}
		// Not twice (the same pack imported again, issue [26] item 5): the same
		// rules already there are left as they are.
		if ( '' !== $extra && ! str_contains( (string) ( $config['styles']['css'] ?? '' ), $extra ) ) {
			$config['styles']['css'] = trim( (string) ( $config['styles']['css'] ?? '' ) . "\n" . $extra );
		}
		return $config;
	}

	/**
	 * The heading levels (h1–h6) whose typography the active theme sets
	 * itself, apart from all headings'.
	 *
	 * @return string[]
	 */
	private static function styled_levels(): array {
		$elements = (array) ( \WP_Theme_JSON_Resolver::get_theme_data()->get_raw_data()['styles']['elements'] ?? array() );
		return array_values( array_filter( array( 'h1', 'h2', 'h3', 'h4', 'h5', 'h6' ), static fn( string $level ): bool => ! empty( $elements[ $level ]['typography'] ) ) );
	}

	/**
	 * An entry's desktop values as theme.json typography.
	 *
	 * @param array<string, mixed> $entry Entry.
	 * @return array<string, string>
	 */
	private function desktop( array $entry ): array {
		$styles = array();
		$family = (string) ( $entry['font_family'] ?? '' );
		if ( '' !== $family && 'default' !== strtolower( $family ) ) {
			$styles['fontFamily'] = $this->fonts->css_value( $family );
		}
		foreach ( array(
			'font_weight'     => 'fontWeight',
			'text_transform'  => 'textTransform',
			'text_decoration' => 'textDecoration',
		) as $key => $property ) {
			$value = (string) ( $entry[ $key ] ?? '' );
			if ( '' !== $value && 'default' !== $value ) {
				$styles[ $property ] = $value;
			}
		}
		foreach ( array(
			'font_size'      => 'fontSize',
			'line_height'    => 'lineHeight',
			'letter_spacing' => 'letterSpacing',
		) as $key => $property ) {
			$value = self::measure( $entry[ $key ]['desktop'] ?? null, 'line_height' === $key );
			if ( null !== $value ) {
				$styles[ $property ] = $value;
			}
		}
		return $styles;
	}

	/**
	 * CSS declarations of a device's sizes.
	 *
	 * @param array<string, mixed> $entry  Entry.
	 * @param string               $device tablet or mobile.
	 * @return string[]
	 */
	private static function device_rules( array $entry, string $device ): array {
		$rules = array();
		foreach ( array(
			'font_size'      => 'font-size',
			'line_height'    => 'line-height',
			'letter_spacing' => 'letter-spacing',
		) as $key => $property ) {
			$value = self::measure( $entry[ $key ][ $device ] ?? null, 'line_height' === $key );
			if ( null !== $value ) {
				$rules[] = $property . ':' . $value;
			}
		}
		return $rules;
	}

	/**
	 * `{value, unit}` as CSS, or null (the units of spec part 2 §9 only). A
	 * line height in em is written without its unit: CSS inherits an em
	 * line height as the length it computed for the parent, so text larger
	 * than the body's would overlap; a plain number scales with each text.
	 *
	 * @param mixed $measure     Measure.
	 * @param bool  $line_height Whether it is a line height.
	 */
	public static function measure( mixed $measure, bool $line_height = false ): ?string {
		if ( ! is_array( $measure ) || ! is_numeric( $measure['value'] ?? null ) ) {
			return null;
		}
		$unit = (string) ( $measure['unit'] ?? 'px' );
		$unit = $line_height && 'em' === $unit ? '' : $unit;
		if ( ! in_array( $unit, SiteImportSchema::UNITS, true ) ) {
			return null;
		}
		return rtrim( rtrim( number_format( (float) $measure['value'], 3, '.', '' ), '0' ), '.' ) . $unit;
	}

	/**
	 * Elementor's system globals: four fixed ids (`core/kits/documents/tabs/
	 * global-colors.php`, `global-typography.php`) that cannot be deleted
	 * and that widgets default to (the heading widget reads the `primary`
	 * typography and colour, the text editor `text`, the button `accent`).
	 * Each takes the pack entry of its own id, else the first entry named
	 * in its fallbacks.
	 */
	private const SYSTEM_COLOURS = array(
		'primary'   => array( 'primary', 'brand' ),
		'secondary' => array( 'secondary', 'dark', 'heading', 'headings' ),
		'text'      => array( 'text', 'body', 'foreground' ),
		'accent'    => array( 'accent', 'highlight', 'button' ),
	);

	private const SYSTEM_TYPOGRAPHY = array(
		'primary'   => array( 'primary', 'heading', 'headings', 'h1', 'h2', 'all' ),
		'secondary' => array( 'secondary', 'heading', 'headings', 'h2', 'h3', 'all' ),
		'text'      => array( 'text', 'body', 'all' ),
		'accent'    => array( 'accent', 'button', 'body', 'all' ),
	);

	/**
	 * Elementor: the active kit's globals (Elementor reads them from the
	 * kit's page settings), as `elementor_kit_settings()` makes them.
	 *
	 * @param int                              $kit        Kit post id.
	 * @param array<int, array<string, mixed>> $colours    Entries.
	 * @param array<int, array<string, mixed>> $typography Entries.
	 */
	private function elementor_kit( int $kit, array $colours, array $typography ): void {
		update_post_meta( $kit, Elementor::META_PAGE_SETTINGS, $this->elementor_kit_settings( Elementor::page_settings_of( $kit ), $colours, $typography ) );
		if ( method_exists( '\Elementor\Plugin', 'instance' ) ) {
			\Elementor\Plugin::instance()->files_manager->clear_cache();
		}
	}

	/**
	 * A kit's page settings with the pack's globals (what `apply()` writes,
	 * and what "Preview site" shows without writing it). The pack's entries
	 * go onto the four system ids (`mapped()`); the colours and typography
	 * left over become custom globals, under their pack ids. Custom globals
	 * the kit already had are kept, except those the pack's replace.
	 *
	 * @param array<string, mixed>             $settings   The kit's page settings now.
	 * @param array<int, array<string, mixed>> $colours    Entries.
	 * @param array<int, array<string, mixed>> $typography Entries.
	 * @return array<string, mixed>
	 */
	public function elementor_kit_settings( array $settings, array $colours, array $typography ): array {
		$current  = static function ( string $key ) use ( $settings ): array {
			if ( is_array( $settings[ $key ] ?? null ) ) {
				return $settings[ $key ];
			}
			$manager = \Elementor\Plugin::instance()->kits_manager ?? null;
			$value   = $manager && method_exists( $manager, 'get_current_settings' ) ? $manager->get_current_settings( $key ) : array();
			return is_array( $value ) ? $value : array();
		};
		$colour = static fn( array $entry, string $id ): array => array(
			'_id'   => $id,
			'title' => (string) ( $entry['title'] ?? $entry['id'] ),
			'color' => (string) $entry['color'],
		);
		[ $system, $custom ] = self::mapped( $colours, self::SYSTEM_COLOURS, $current( 'system_colors' ), $colour, false );
		$settings['system_colors'] = $system;
		$settings['custom_colors'] = self::merge_custom( $current( 'custom_colors' ), $custom );
		// Elementor's own system typographies carry no sizes: every widget
		// left on them (icon box titles, testimonial names, buttons) would
		// take the pack's largest heading size. Sizes go only where the pack
		// names that id itself, and to the body text.
		$font                      = fn( array $entry, string $id ): array => $this->elementor_font( $entry, $id, strtolower( (string) ( $entry['id'] ?? '' ) ) === $id || 'text' === $id );
		[ $system, $custom ]       = self::mapped( $typography, self::SYSTEM_TYPOGRAPHY, $current( 'system_typography' ), $font, true );
		$settings['system_typography'] = $system;
		$settings['custom_typography'] = self::merge_custom( $current( 'custom_typography' ), $custom );
		return $settings;
	}

	/**
	 * Pack entries on Elementor's system ids: each system id takes the
	 * entry of its own id, else of the first fallback id the pack has, else
	 * keeps the kit's own. The entries no system id took are the custom ones.
	 *
	 * @param array<int, array<string, mixed>> $entries   Pack entries (`id`, …).
	 * @param array<string, string[]>          $ids       System id → ids to take, in order.
	 * @param array<int, array<string, mixed>> $kit       The kit's system entries now.
	 * @param callable                         $convert   (entry, _id) → Elementor's entry.
	 * @param bool                             $share     Whether one entry may serve several system ids (a typography may; a colour stays one global).
	 * @return array{0: array<int, array<string, mixed>>, 1: array<int, array<string, mixed>>}
	 */
	private static function mapped( array $entries, array $ids, array $kit, callable $convert, bool $share ): array {
		$by_id = array();
		foreach ( $entries as $entry ) {
			$id = strtolower( (string) ( $entry['id'] ?? '' ) );
			if ( '' !== $id && ! isset( $by_id[ $id ] ) ) {
				$by_id[ $id ] = $entry;
			}
		}
		$kept = array();
		foreach ( $kit as $entry ) {
			if ( is_array( $entry ) && isset( $entry['_id'] ) ) {
				$kept[ (string) $entry['_id'] ] = $entry;
			}
		}
		$used   = array();
		$system = array();
		foreach ( $ids as $system_id => $candidates ) {
			$taken = null;
			foreach ( $candidates as $candidate ) {
				if ( isset( $by_id[ $candidate ] ) && ( $share || ! isset( $used[ $candidate ] ) ) ) {
					$taken = $candidate;
					break;
				}
			}
			if ( null === $taken ) {
				$system[] = $kept[ $system_id ] ?? array( '_id' => $system_id );
				continue;
			}
			$used[ $taken ] = true;
			$system[]       = $convert( $by_id[ $taken ], $system_id );
		}
		$custom = array();
		foreach ( $by_id as $id => $entry ) {
			if ( ! isset( $used[ $id ] ) ) {
				$custom[] = $convert( $entry, sanitize_key( $id ) );
			}
		}
		return array( $system, $custom );
	}

	/**
	 * The kit's custom globals with the pack's: one of the same `_id` is
	 * replaced, the others follow.
	 *
	 * @param array<int, mixed>                $kit  The kit's custom entries.
	 * @param array<int, array<string, mixed>> $pack The pack's.
	 * @return array<int, array<string, mixed>>
	 */
	private static function merge_custom( array $kit, array $pack ): array {
		$ids  = array_column( $pack, '_id' );
		$kept = array_values( array_filter( $kit, static fn( mixed $entry ): bool => is_array( $entry ) && ! in_array( $entry['_id'] ?? null, $ids, true ) ) );
		return array_merge( $kept, $pack );
	}

	/**
	 * A pack typography entry as an Elementor global typography.
	 *
	 * @param array<string, mixed> $entry Entry.
	 * @param string               $id    Its `_id`.
	 * @param bool                 $sizes Whether its font sizes go too.
	 * @return array<string, mixed>
	 */
	private function elementor_font( array $entry, string $id, bool $sizes = true ): array {
		$font = array(
			'_id'                    => $id,
			'title'                  => (string) ( $entry['title'] ?? $entry['id'] ),
			'typography_typography'  => 'custom',
			'typography_font_family' => (string) ( $entry['font_family'] ?? '' ),
			'typography_font_weight' => (string) ( $entry['font_weight'] ?? '' ),
		);
		foreach ( array( 'text_transform', 'text_decoration' ) as $key ) {
			$value = (string) ( $entry[ $key ] ?? '' );
			if ( '' !== $value && 'default' !== $value ) {
				$font[ 'typography_' . $key ] = $value;
			}
		}
		foreach ( array( 'desktop' => '', 'tablet' => '_tablet', 'mobile' => '_mobile' ) as $device => $suffix ) {
			foreach ( $sizes ? array( 'font_size', 'line_height', 'letter_spacing' ) : array( 'line_height', 'letter_spacing' ) as $key ) {
				$measure = $entry[ $key ][ $device ] ?? null;
				if ( is_array( $measure ) && is_numeric( $measure['value'] ?? null ) ) {
					$font[ 'typography_' . $key . $suffix ] = array(
						'unit'  => (string) ( $measure['unit'] ?? 'px' ),
						'size'  => (float) $measure['value'],
						'sizes' => array(),
					);
				}
			}
		}
		return $font;
	}
}
