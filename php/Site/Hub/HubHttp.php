<?php
/**
 * Every HTTP request to a hub goes through WordPress's safe HTTP API: no
 * private or loopback address, no unusual port, no redirect (images: the
 * few their caller allows, each checked the same way) — unless the site
 * owner listed the hub's host as a private hub they trust.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Hub;

defined( 'ABSPATH' ) || exit;

/**
 * `wp_safe_remote_request()` with an explicit allowlist for private hubs.
 *
 * The allowlist is the constant `STENCILBOX_PRIVATE_HUB_HOSTS` (a comma
 * separated list of host names or addresses, e.g. `127.0.0.1,hub.lan`),
 * undefined by default (filter: `stencilbox_private_hub_hosts`). A listed host is allowed on any port, and only for
 * requests to the configured hub's own origin; everything else keeps core's
 * rules. The dev and test sites define it for 127.0.0.1, where one local
 * site is the hub of another.
 */
final class HubHttp {
	/**
	 * Sends a request to a URL on a hub.
	 *
	 * @param string               $hub_url The hub's address (home URL of the hub site).
	 * @param string               $url     The URL to request (on that hub).
	 * @param array<string, mixed> $args    `wp_remote_request()` arguments; `redirection`
	 *                                      is 0 unless given (an image: the spec's 3, each
	 *                                      hop checked by the same rules).
	 * @return array<string, mixed>|\WP_Error
	 */
	public static function request( string $hub_url, string $url, array $args ): array|\WP_Error {
		$args['redirection'] = max( 0, (int) ( $args['redirection'] ?? 0 ) );
		$origin              = self::origin( $hub_url );
		$trusted             = '' !== $origin && self::origin( $url ) === $origin && self::is_listed( (string) wp_parse_url( $hub_url, PHP_URL_HOST ) );
		if ( ! $trusted ) {
			return wp_safe_remote_request( $url, $args );
		}
		$host     = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
		$port     = (int) substr( $origin, (int) strrpos( $origin, ':' ) + 1 );
		// The hub's own origin only, redirects included: a URL of the listed
		// host on another port (core's 80, 443 and 8080, with the port
		// written or not) stays a private address, refused (found by
		// probing, 2026-12-04).
		$external = static fn( mixed $is_external, mixed $checked_host, mixed $checked_url = '' ): bool => $is_external || self::origin( (string) $checked_url ) === $origin;
		$ports    = static fn( mixed $allowed, mixed $checked_host ): array => strtolower( (string) $checked_host ) === $host ? array( $port ) : (array) $allowed;
		add_filter( 'http_request_host_is_external', $external, 10, 3 );
		add_filter( 'http_allowed_safe_ports', $ports, 10, 2 );
		try {
			return wp_safe_remote_request( $url, $args );
		} finally {
			remove_filter( 'http_request_host_is_external', $external, 10 );
			remove_filter( 'http_allowed_safe_ports', $ports, 10 );
		}
	}

	/**
	 * Whether a host is on the private-hub allowlist.
	 *
	 * @param string $host Host.
	 */
	public static function is_listed( string $host ): bool {
		if ( '' === $host ) {
			return false;
		}
		$listed = defined( 'STENCILBOX_PRIVATE_HUB_HOSTS' ) ? (string) constant( 'STENCILBOX_PRIVATE_HUB_HOSTS' ) : '';
		/**
		 * Filters the hosts of private hubs this site may call (comma separated).
		 *
		 * @param string $listed The `STENCILBOX_PRIVATE_HUB_HOSTS` constant, or ''.
		 */
		$listed = (string) apply_filters( 'stencilbox_private_hub_hosts', $listed );
		$hosts  = array_filter( array_map( static fn( string $entry ): string => strtolower( trim( $entry ) ), explode( ',', $listed ) ) );
		return in_array( strtolower( $host ), $hosts, true );
	}

	/**
	 * `scheme://host:port` of a URL ('' when it has no host).
	 *
	 * @param string $url URL.
	 */
	public static function origin( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
			return '';
		}
		$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
		$port   = (int) ( $parts['port'] ?? ( 'https' === $scheme ? 443 : 80 ) );
		return $scheme . '://' . strtolower( $parts['host'] ) . ':' . $port;
	}
}
