<?php
/**
 * The checkout links a site shows (the hub owner's checkout page).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Part 1 §2: "checkout page (the lifetime type adds type=one_time; a
 * dev-mode variant exists)". The dev-mode variant is the same link with
 * `mode=test`, given on a site in development (WordPress's environment
 * type `local` or `development`; filter `stencilbox_checkout_dev_mode`),
 * so a purchase tried while building a site goes to the checkout's test
 * mode, never to a real payment.
 */
final class Checkout {
	/** The argument the dev-mode variant adds. */
	public const DEV_ARG = 'mode';

	/** Its value. */
	public const DEV_VALUE = 'test';

	/**
	 * Whether this site is in development.
	 */
	public static function dev_mode(): bool {
		/**
		 * Filters whether checkout links are the dev-mode (test) variant.
		 *
		 * @param bool $dev Default: the environment type is local or development.
		 */
		return (bool) apply_filters( 'stencilbox_checkout_dev_mode', in_array( wp_get_environment_type(), array( 'local', 'development' ), true ) );
	}

	/**
	 * A checkout link as this site shows it: http(s) only, and the dev-mode
	 * variant on a development site.
	 *
	 * @param string $url Link from the hub.
	 */
	public static function link( string $url ): string {
		$url = ContentFilter::web_url( $url );
		return '' !== $url && self::dev_mode() ? add_query_arg( self::DEV_ARG, self::DEV_VALUE, $url ) : $url;
	}
}
