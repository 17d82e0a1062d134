<?php
/**
 * Plugin Name: Stencilbox dev environment: the local plugin and theme directory
 * Description: Points WordPress's requests for api.wordpress.org (the plugin and theme directories, update checks) at the local stand-in (bin/dev/directory.php), so installs go through WordPress's own installers on a closed network.
 *
 * @package Stencilbox
 */

defined( 'ABSPATH' ) || exit;

/**
 * The stand-in's address ('' when none): the environment's
 * `STENCILBOX_DIRECTORY_URL` (a server started with one, the PHPUnit tests),
 * else the constant bin/wp-setup.sh writes into wp-config.php.
 */
function stencilbox_dev_directory_url(): string {
	$url = getenv( 'STENCILBOX_DIRECTORY_URL' );
	if ( false === $url || '' === $url ) {
		$url = defined( 'STENCILBOX_DIRECTORY_URL' ) ? (string) STENCILBOX_DIRECTORY_URL : '';
	}
	return rtrim( (string) $url, '/' );
}

/*
 * Every request for api.wordpress.org (in WP_ACCESSIBLE_HOSTS for that)
 * goes to the stand-in instead, as the HTTP library is about to send it (the
 * `requests.before_request` hook WordPress relays, whose arguments are
 * references): `plugins_api()` and `themes_api()` get the directory's
 * answers, the update checks core runs after each install get "nothing
 * newer" (as on a site online, instead of a failed connection), anything else
 * a 404. Every other request goes where it was sent.
 */
add_action(
	'requests-requests.before_request',
	static function ( mixed &$url ): void {
		$directory = stencilbox_dev_directory_url();
		if ( '' !== $directory && is_string( $url ) && preg_match( '#^https?://api\.wordpress\.org(/.*)$#', $url, $m ) ) {
			$url = $directory . $m[1];
		}
	}
);

/*
 * The download links the stand-in answers are on 127.0.0.1 and its own
 * port, which WordPress's safe HTTP (download_url()) refuses unless told
 * that this one address may be fetched.
 */
add_filter(
	'http_request_host_is_external',
	static function ( bool $external, string $host, string $url ): bool {
		$directory = stencilbox_dev_directory_url();
		return $external || ( '' !== $directory && str_starts_with( $url, $directory . '/download/' ) );
	},
	10,
	3
);
add_filter(
	'http_allowed_safe_ports',
	static function ( array $ports, string $host, string $url ): array {
		$directory = stencilbox_dev_directory_url();
		if ( '' !== $directory && str_starts_with( $url, $directory . '/download/' ) ) {
			$ports[] = (int) wp_parse_url( $directory, PHP_URL_PORT );
		}
		return $ports;
	},
	10,
	3
);
