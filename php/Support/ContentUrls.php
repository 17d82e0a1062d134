<?php
/**
 * URLs replaced in content of either platform.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * One replacement for block markup and Elementor JSON alike.
 */
final class ContentUrls {
	/**
	 * Replaces URLs in both plain and JSON-escaped (`\/`) forms.
	 *
	 * @param string                $content Content.
	 * @param array<string, string> $map     Source URL → local URL.
	 */
	public static function replace( string $content, array $map ): string {
		$pairs = array();
		foreach ( $map as $from => $to ) {
			$pairs[ $from ]                            = $to;
			$pairs[ str_replace( '/', '\\/', $from ) ] = str_replace( '/', '\\/', $to );
		}
		return strtr( $content, $pairs );
	}
}
