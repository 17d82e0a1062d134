<?php
/**
 * Elementor's fonts from this site: the families a full-site import sets
 * in the Elementor kit, served from the fonts the packs' theme ships.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Support\Elementor;
use Stencilbox\Support\LocalFonts;
use Stencilbox\Support\ThemeFiles;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * Elementor loads a kit's fonts from Google (fonts.googleapis.com), a
 * request to another site from every visitor's browser. The families the
 * kit's global typographies name, when the packs' theme ships them
 * (`LocalFonts`, through `ThemeFiles`: the installed theme, else the copy
 * in the plugin), become a font type of ours in Elementor's list
 * (`elementor/fonts/additional_fonts`: Elementor fetches only its
 * `googlefonts` and `earlyaccess` types from Google); for that type
 * Elementor asks its add-ons to print the fonts
 * (`elementor/fonts/print_font_links/{type}`), and the @font-face rules go
 * out with the page's styles. The active packs' theme already prints its
 * own fonts (theme.json): then nothing is printed twice. Fonts a user picks
 * in Elementor outside the kit are left to Elementor.
 */
final class ElementorFonts {
	/** The font type of the families served from this site. */
	public const FONT_TYPE = 'stencilbox';

	/** The theme whose fonts are served. */
	public const THEME = 'stencilbox-canvas';

	/** The style handle the @font-face rules go out with. */
	public const STYLE = 'stencilbox-local-fonts';

	/**
	 * Families already printed this request (lower case).
	 *
	 * @var array<string, true>
	 */
	private array $printed = array();

	/**
	 * Families served for this request beside the kit's (a preview's, whose
	 * kit is not saved: `also_serve()`).
	 *
	 * @var string[]
	 */
	private array $also = array();

	/**
	 * Constructor.
	 *
	 * @param ThemeFiles $themes The themes the plugin ships.
	 */
	public function __construct( private ThemeFiles $themes ) {}

	/**
	 * Hooks Elementor's font list and font printing (nothing runs without Elementor).
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->filter( 'elementor/fonts/additional_fonts', 'fonts' );
		$hooks->filter( 'elementor/fonts/groups', 'groups' );
		$hooks->action( 'elementor/fonts/print_font_links/' . self::FONT_TYPE, 'print_font' );
		// The editor's preview shows the kit's fonts too.
		$hooks->action( 'elementor/preview/enqueue_styles', 'print_kit_fonts' );
	}

	/**
	 * Elementor's additional fonts: the kit's families that are shipped, as ours.
	 *
	 * @param mixed $fonts Family → type.
	 * @return mixed
	 */
	public function fonts( mixed $fonts ): mixed {
		if ( ! is_array( $fonts ) ) {
			return $fonts;
		}
		foreach ( $this->kit_families() as $family ) {
			$fonts[ $family ] = self::FONT_TYPE;
		}
		foreach ( $this->also as $family ) {
			if ( $this->local()->has( $family ) ) {
				$fonts[ $family ] = self::FONT_TYPE;
			}
		}
		return $fonts;
	}

	/**
	 * Serves these families from this site too, for this request: "Preview
	 * site" of an Elementor pack shows the kit the import will make, whose
	 * families Elementor must know as ours before it first lists its fonts
	 * (once a request, as soon as a document's controls are made).
	 *
	 * @param string[] $families Family names.
	 */
	public function also_serve( array $families ): void {
		$this->also = array_values( array_unique( array_merge( $this->also, array_filter( array_map( 'trim', $families ) ) ) ) );
	}

	/**
	 * Elementor's font groups: ours, named.
	 *
	 * @param mixed $groups Type → label.
	 * @return mixed
	 */
	public function groups( mixed $groups ): mixed {
		if ( is_array( $groups ) ) {
			$groups[ self::FONT_TYPE ] = __( 'Served from this site', 'stencilbox' );
		}
		return $groups;
	}

	/**
	 * Prints one family's @font-face rules (Elementor asks for each family a
	 * page uses).
	 *
	 * @param mixed $font Family name.
	 */
	public function print_font( mixed $font ): void {
		$this->print_families( array( (string) $font ) );
	}

	/**
	 * Prints every kit family (the editor's preview).
	 */
	public function print_kit_fonts(): void {
		$this->print_families( $this->kit_families() );
	}

	/**
	 * The @font-face rules of some families, with the page's styles.
	 *
	 * @param string[] $families Family names.
	 */
	private function print_families( array $families ): void {
		if ( get_stylesheet() === self::THEME ) {
			// The theme prints its own fonts (WordPress reads its theme.json).
			return;
		}
		$new = array_filter( $families, fn( string $family ): bool => '' !== trim( $family ) && ! isset( $this->printed[ strtolower( $family ) ] ) );
		$css = $this->local()->css( $new );
		foreach ( $new as $family ) {
			$this->printed[ strtolower( $family ) ] = true;
		}
		if ( '' === $css ) {
			return;
		}
		if ( ! wp_style_is( self::STYLE, 'registered' ) ) {
			wp_register_style( self::STYLE, false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- inline rules only.
		}
		wp_enqueue_style( self::STYLE );
		wp_add_inline_style( self::STYLE, $css );
	}

	/**
	 * The families the active kit's global typographies name that the
	 * packs' theme ships.
	 *
	 * @return string[]
	 */
	public function kit_families(): array {
		$kit      = (int) get_option( 'elementor_active_kit' );
		$settings = $kit > 0 ? Elementor::page_settings_of( $kit ) : array();
		if ( ! $settings ) {
			return array();
		}
		$local    = $this->local();
		$families = array();
		foreach ( array( 'system_typography', 'custom_typography' ) as $key ) {
			foreach ( (array) ( $settings[ $key ] ?? array() ) as $typography ) {
				$family = is_array( $typography ) ? trim( (string) ( $typography['typography_font_family'] ?? '' ) ) : '';
				if ( '' !== $family && $local->has( $family ) ) {
					$families[ strtolower( $family ) ] = $family;
				}
			}
		}
		return array_values( $families );
	}

	/**
	 * The packs' theme's shipped fonts.
	 */
	private function local(): LocalFonts {
		return $this->themes->fonts( self::THEME );
	}
}
