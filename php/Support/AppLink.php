<?php
/**
 * Links into the Stencilbox app of a site, for mails and pages the hub
 * writes on behalf of the site a user works on.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * A site tells the hub where its app is (`app_url`: its Stencilbox admin
 * page) when it asks for something that mails a person (sign-up, a new
 * verification link, sharing a WorkSpace). The hub links there; without
 * one (an older site, WP-CLI), it links to its own app.
 */
final class AppLink {
	/** The request field that carries it. */
	public const FIELD = 'app_url';

	/**
	 * The route arg.
	 *
	 * @return array<string, mixed>
	 */
	public static function arg(): array {
		return array(
			'description' => __( 'The Stencilbox page of the site that asks, for the links in the mails this sends.', 'stencilbox' ),
			'type'        => 'string',
			'maxLength'   => 500,
			'default'     => '',
		);
	}

	/**
	 * This site's app (the admin page).
	 */
	public static function mine(): string {
		return admin_url( 'admin.php?page=' . Names::ADMIN_PAGE );
	}

	/**
	 * The app a link goes to: the one given if it is a web address, else this site's.
	 *
	 * @param string $app_url What the asking site sent.
	 */
	public static function base( string $app_url ): string {
		$app_url = trim( $app_url );
		$scheme  = wp_parse_url( $app_url, PHP_URL_SCHEME );
		if ( '' === $app_url || ! in_array( $scheme, array( 'http', 'https' ), true ) || ! wp_parse_url( $app_url, PHP_URL_HOST ) ) {
			return self::mine();
		}
		return esc_url_raw( $app_url );
	}

	/**
	 * A link to a screen of the app (`path` and its query, as the app's router reads them).
	 *
	 * @param string                $app_url What the asking site sent.
	 * @param string                $path    In-app path (`sign-in`, `clouds/shared-workspace`), or '' for the app's start.
	 * @param array<string, string> $query   More query arguments.
	 */
	public static function to( string $app_url, string $path = '', array $query = array() ): string {
		$args = '' === $path ? $query : array( 'path' => $path ) + $query;
		return add_query_arg( array_map( 'rawurlencode', $args ), self::base( $app_url ) );
	}
}
