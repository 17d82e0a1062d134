<?php
/**
 * How well a site colour stands in for a pack colour that has no slug of
 * its name on the site.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Design;

use Stencilbox\Support\Design\Colour;

defined( 'ABSPATH' ) || exit;

/**
 * The one measure "Match my site" places a colour by where no name says
 * which (`SiteRoles::colours()`'s last step, `DesignMatcher`'s re-choice of
 * a role whose pair does not read, a colour a newer version adds): the
 * lower `cost()`, the nearer. In OKLCh (`Colour::oklch()`), two parts:
 *
 * - **Lightness, relative to the page.** Where the pack's page colours
 *   (`base`, `contrast`) and the site's are known and far enough apart, a
 *   colour keeps its place between them: a pale tint just off the pack's
 *   white page is wanted just off the site's page colour — pale on a light
 *   site, dark on a dark one —, a mid tone half-way on both. Otherwise its
 *   own lightness is wanted — and always for a colour over a picture (a
 *   cover's overlay, `$over`): the picture does not turn with the palette,
 *   so a dark overlay stays dark under its light text on a dark site.
 * - **Hue.** How much hue counts grows with the pack colour's chroma
 *   (`STRONG`): a strong colour (a teal button, a dark red band) prefers a
 *   strong site colour, the nearer in hue the better, over a grey of its
 *   lightness.
 * - **Not far more colourful** (`VIVID_COST`): a site colour more than
 *   1.5 times as colourful (chroma) as the pack's costs, from three times
 *   up more than any lightness gap. So a grey (a caption, a pale lilac tint,
 *   a grey-blue lead) takes a grey or a faint tint, never a vivid colour
 *   while the site has a grey — else the page's text colour, shared —,
 *   and a muted colour (real-estate-home's dark green band) does not take
 *   a vivid one of another hue (Twenty Twenty-Five's purple), while a
 *   strong colour still takes a strong one (a teal button the yellow).
 *
 * Measured on the demo items (docs/decisions/design-roles.md, "Which slug
 * plays each role", Likeness).
 */
final class ColourFit {
	/** Chroma under which a colour is a grey (OKLCh; a pale tint is about 0.02). */
	public const GREY = 0.03;

	/** Chroma from which a pack colour's hue counts in full (a teal button: 0.11). */
	public const STRONG = 0.11;

	/** What a grey costs a strong colour: more than any hue (a strong colour prefers a strong one). */
	public const GREY_COST = 0.45;

	/** What the opposite hue costs a strong colour (a near hue costs in proportion). */
	public const HUE_COST = 0.3;

	/**
	 * What a colour another role already has costs (`SiteRoles`): two pack
	 * colours keep two site colours unless one is all but the other's (a
	 * button's navy words, the pack's navy text: the site's text colour).
	 */
	public const SHARED = 0.2;

	/**
	 * What a site colour far more colourful than the pack's costs: nothing
	 * up to `VIVID_FROM` times the pack colour's chroma (a grey's counted
	 * as `GREY`), this from twice that up (more than any lightness gap),
	 * in proportion between (by the ratio's logarithm).
	 */
	public const VIVID_COST = 1.0;

	/** The chroma ratio up to which a more colourful site colour costs nothing (a teal button, 0.11, Twenty Twenty-Five's yellow, 0.17). */
	public const VIVID_FROM = 1.5;

	/** Under this lightness gap (OKLCh) a palette's page colours say nothing of its scale. */
	private const MIN_GAP = 0.3;

	/**
	 * The pack's page colours and the site's, each as OKLCh lightness
	 * (`[ background, text ]`), or null where the scale is not used.
	 *
	 * @var array{0: array{0: float, 1: float}, 1: array{0: float, 1: float}}|null
	 */
	private ?array $scale = null;

	/**
	 * Constructor.
	 *
	 * @param string|null $pack_base     The pack's page colour (`base`), hex.
	 * @param string|null $pack_contrast The pack's text colour (`contrast`), hex.
	 * @param string|null $site_base     The site's colour for `base`, hex.
	 * @param string|null $site_contrast The site's colour for `contrast`, hex.
	 */
	public function __construct( ?string $pack_base = null, ?string $pack_contrast = null, ?string $site_base = null, ?string $site_contrast = null ) {
		$ends = array_map( static fn( ?string $hex ): ?string => null === $hex ? null : Colour::normal( $hex ), array( $pack_base, $pack_contrast, $site_base, $site_contrast ) );
		if ( in_array( null, $ends, true ) ) {
			return;
		}
		$l = array_map( static fn( string $hex ): float => Colour::oklch( $hex )['l'], $ends );
		if ( abs( $l[1] - $l[0] ) >= self::MIN_GAP && abs( $l[3] - $l[2] ) >= self::MIN_GAP ) {
			$this->scale = array( array( $l[0], $l[1] ), array( $l[2], $l[3] ) );
		}
	}

	/**
	 * The lightness a pack colour is wanted at on the site.
	 *
	 * @param string $pack A pack colour, from Colour::normal().
	 * @param bool   $over It is drawn over a picture (a cover's overlay): its own lightness.
	 */
	public function wanted( string $pack, bool $over = false ): float {
		$l = Colour::oklch( Colour::normal( $pack ) ?? '#000000' )['l'];
		if ( null === $this->scale || $over ) {
			return $l;
		}
		[ [ $from_back, $from_text ], [ $to_back, $to_text ] ] = $this->scale;
		$at = max( -0.5, min( 1.5, ( $l - $from_back ) / ( $from_text - $from_back ) ) );
		return max( 0.0, min( 1.0, $to_back + $at * ( $to_text - $to_back ) ) );
	}

	/**
	 * How far a site colour is from standing in for a pack colour (0: the same).
	 *
	 * @param string $pack A pack colour, from Colour::normal().
	 * @param string $site A site colour, likewise.
	 * @param bool   $over The pack colour is drawn over a picture (see wanted()).
	 */
	public function cost( string $pack, string $site, bool $over = false ): float {
		$from   = Colour::oklch( Colour::normal( $pack ) ?? '#000000' );
		$to     = Colour::oklch( Colour::normal( $site ) ?? '#000000' );
		$cost   = abs( $to['l'] - $this->wanted( $pack, $over ) );
		$strong = max( 0.0, min( 1.0, ( $from['c'] - self::GREY ) / ( self::STRONG - self::GREY ) ) );
		// How much of a colour the site's is: 0 a grey, 1 from a clear tint up.
		$tinted = max( 0.0, min( 1.0, ( $to['c'] - self::GREY ) / ( 2 * self::GREY ) ) );
		$turn   = abs( $from['h'] - $to['h'] );
		$turn   = min( $turn, 360 - $turn ) / 180;
		// A grey's hue counts as far as it has one (Twenty Twenty-One's pastels: a pale
		// blue is likelier for a teal than a pale rose of the same lightness).
		$hued   = max( $tinted, min( 1.0, $to['c'] / self::GREY ) );
		$cost  += $strong * ( ( 1 - $tinted ) * self::GREY_COST + $hued * $turn * self::HUE_COST );
		// Far more colourful than the pack's: a grey caption is no amber, a muted green band no purple.
		$cost  += self::VIVID_COST * max( 0.0, min( 1.0, log( $to['c'] / max( $from['c'], self::GREY ) / self::VIVID_FROM, 2 ) ) );
		return $cost;
	}

	/**
	 * Site colours, nearest first (a tie keeps the given order).
	 *
	 * @param string                $pack    A pack colour, from Colour::normal().
	 * @param array<string, string> $palette Hex by slug.
	 * @param bool                  $over    The pack colour is drawn over a picture (see wanted()).
	 * @return array<string, string>
	 */
	public function order( string $pack, array $palette, bool $over = false ): array {
		$costs = array();
		foreach ( $palette as $slug => $hex ) {
			$costs[ (string) $slug ] = $this->cost( $pack, $hex, $over );
		}
		$keys = array_keys( $costs );
		uksort( $palette, static fn( mixed $a, mixed $b ): int => array( $costs[ (string) $a ], array_search( (string) $a, $keys, true ) ) <=> array( $costs[ (string) $b ], array_search( (string) $b, $keys, true ) ) );
		return $palette;
	}
}
