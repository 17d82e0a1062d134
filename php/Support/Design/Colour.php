<?php
/**
 * Colour values as design roles compare them: hex only, WCAG's maths.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Design;

defined( 'ABSPATH' ) || exit;

/**
 * A colour a role can hold is hex (`#rgb`, `#rrggbb`, `#rrggbbaa`), the form
 * the block editor's colour picker writes and theme palettes use. Anything
 * else (`color-mix()`, `currentColor`, a gradient) is no role: it is left
 * as it is, in the content and on the site's palette.
 */
final class Colour {
	/** WCAG 2's AA minimum for normal text. */
	public const AA = 4.5;

	/**
	 * WCAG 2.1's minimum contrast for what is not text (1.4.11): a
	 * control's fill against what is around it.
	 */
	public const NON_TEXT = 3.0;

	/**
	 * A colour in one spelling, `#rrggbb` lower case (`#rrggbbaa` when not
	 * opaque), or null when it is not hex.
	 *
	 * @param string $value A CSS colour.
	 */
	public static function normal( string $value ): ?string {
		$value = strtolower( trim( $value ) );
		if ( ! preg_match( '/^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/D', $value, $match ) ) {
			return null;
		}
		$hex = $match[1];
		if ( strlen( $hex ) <= 4 ) {
			$hex = implode( '', array_map( static fn( string $digit ): string => $digit . $digit, str_split( $hex ) ) );
		}
		if ( 8 === strlen( $hex ) && 'ff' === substr( $hex, 6 ) ) {
			$hex = substr( $hex, 0, 6 );
		}
		return '#' . $hex;
	}

	/**
	 * WCAG's relative luminance (0 black … 1 white) of a normal colour; an
	 * alpha channel is ignored (the colour as if opaque).
	 *
	 * @param string $hex A colour from normal().
	 */
	public static function luminance( string $hex ): float {
		$channels = array();
		foreach ( array( 1, 3, 5 ) as $at ) {
			$c          = hexdec( substr( $hex, $at, 2 ) ) / 255;
			$channels[] = $c <= 0.04045 ? $c / 12.92 : ( ( $c + 0.055 ) / 1.055 ) ** 2.4;
		}
		return 0.2126 * $channels[0] + 0.7152 * $channels[1] + 0.0722 * $channels[2];
	}

	/**
	 * WCAG's contrast ratio of two normal colours (1 … 21).
	 *
	 * @param string $a A colour from normal().
	 * @param string $b Another.
	 */
	public static function contrast( string $a, string $b ): float {
		$la = self::luminance( $a );
		$lb = self::luminance( $b );
		return ( max( $la, $lb ) + 0.05 ) / ( min( $la, $lb ) + 0.05 );
	}

	/**
	 * Björn Ottosson's OKLCh of a normal colour (alpha ignored): perceived
	 * lightness `l` (0 black … 1 white), chroma `c` (0 a grey; a vivid
	 * colour about 0.1–0.3) and hue `h` in degrees (0 … 360; meaningless
	 * for a grey). What "Match my site" weighs a colour's likeness by
	 * (`Site\Design\ColourFit`): lightness as a person sees it, and
	 * whether a colour is a strong one and of which hue.
	 *
	 * @param string $hex A colour from normal().
	 * @return array{l: float, c: float, h: float}
	 */
	public static function oklch( string $hex ): array {
		$rgb = array();
		foreach ( array( 1, 3, 5 ) as $at ) {
			$c     = hexdec( substr( $hex, $at, 2 ) ) / 255;
			$rgb[] = $c <= 0.04045 ? $c / 12.92 : ( ( $c + 0.055 ) / 1.055 ) ** 2.4;
		}
		[ $r, $g, $b ] = $rgb;
		$l             = ( 0.4122214708 * $r + 0.5363325363 * $g + 0.0514459929 * $b ) ** ( 1 / 3 );
		$m             = ( 0.2119034982 * $r + 0.6806995451 * $g + 0.1073969566 * $b ) ** ( 1 / 3 );
		$s             = ( 0.0883024619 * $r + 0.2817188376 * $g + 0.6299787005 * $b ) ** ( 1 / 3 );
		$lightness     = 0.2104542553 * $l + 0.7936177850 * $m - 0.0040720468 * $s;
		$a             = 1.9779984951 * $l - 2.4285922050 * $m + 0.4505937099 * $s;
		$bb            = 0.0259040371 * $l + 0.7827717662 * $m - 0.8086757660 * $s;
		$hue           = rad2deg( atan2( $bb, $a ) );
		return array(
			'l' => $lightness,
			'c' => sqrt( $a * $a + $bb * $bb ),
			'h' => $hue < 0 ? $hue + 360 : $hue,
		);
	}
}
