<?php
/**
 * What a command-line script of ours does before it loads a local site's
 * WordPress (the bench seeders and set-ups): the request WordPress would
 * see from the site's address, so it builds the site's own URLs.
 *
 * Usage, at the script's top level (wp-load.php must be required there,
 * not inside a function, so WordPress's globals are global):
 *   require __DIR__ . '/lib/site-load.php';
 *   require stencilbox_site_load( $site, 'http://127.0.0.1:8890' );
 *
 * @package Stencilbox
 */

/**
 * Sets the request from WP_BASE_URL (else the default): its host and
 * port, path `/`; answers the site's wp-load.php.
 *
 * @param string|null $site         The site's folder.
 * @param string      $default_base The site's address when WP_BASE_URL is unset.
 */
function stencilbox_site_load( ?string $site, string $default_base ): string {
	$base                   = getenv( 'WP_BASE_URL' ) ?: $default_base;
	$_SERVER['HTTP_HOST']   = parse_url( $base, PHP_URL_HOST ) . ':' . parse_url( $base, PHP_URL_PORT );
	$_SERVER['REQUEST_URI'] = '/';
	return rtrim( (string) $site, '/' ) . '/wp-load.php';
}
