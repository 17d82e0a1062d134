<?php
/**
 * The plain pages the hub shows a person who followed a mailed link
 * (verification, password reset, WorkSpace invitation).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * One look and one structure for those pages: WordPress's message page
 * (`wp_die()`, the same as wp-login.php's errors), its content in a `main`
 * landmark with the page's one level-1 heading, so assistive technology
 * finds where the page's content is (axe: landmark-one-main, region).
 */
final class PlainPage {
	/**
	 * Prints the page and stops.
	 *
	 * @param string                           $title   Title (the heading and the document's title).
	 * @param string                           $body    HTML body.
	 * @param array<string, array<string, bool>> $allowed The tags and attributes the body may hold (wp_kses).
	 * @param int                              $status  HTTP status.
	 */
	public static function show( string $title, string $body, array $allowed, int $status ): void {
		wp_die(
			'<main><h1>' . esc_html( $title ) . '</h1>' . wp_kses( $body, $allowed ) . '</main>',
			esc_html( $title ),
			array(
				'response'  => (int) $status,
				'back_link' => false,
			)
		);
	}
}
