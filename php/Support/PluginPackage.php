<?php
/**
 * A plugin zip (a free dependency's package): checked before it is stored on
 * the hub and again before a site installs it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * A valid package holds exactly one folder (the plugin's slug) and nothing
 * outside it, no links and no path leaving the archive, within size limits,
 * and a PHP file at the top of that folder with a "Plugin Name:" header.
 */
final class PluginPackage {
	public const MAX_ZIP_BYTES   = 20 * MB_IN_BYTES;
	public const MAX_TOTAL_BYTES = 60 * MB_IN_BYTES;
	public const MAX_FILE_BYTES  = 20 * MB_IN_BYTES;
	public const MAX_ENTRIES     = 5000;

	/**
	 * Checks a package.
	 *
	 * @param string      $zip_path      Zip file.
	 * @param string|null $expected_slug The folder it must hold (the dependency's slug).
	 * @return array{slug: string, main: string, name: string, version: string}
	 * @throws HttpError `invalid_package` (400) with every problem in `data.problems`.
	 */
	public static function inspect( string $zip_path, ?string $expected_slug = null ): array {
		/* translators: %d: largest package in MB. */
		$zip = SafeZip::open( $zip_path, self::MAX_ZIP_BYTES, sprintf( __( 'A plugin package must be a zip file of at most %d MB.', 'stencilbox' ), (int) ( self::MAX_ZIP_BYTES / MB_IN_BYTES ) ) );
		[ $problems, $slug ] = SafeZip::one_folder( $zip, 'plugin', self::MAX_FILE_BYTES, self::MAX_ENTRIES, self::MAX_TOTAL_BYTES );
		if ( ! $problems && null !== $expected_slug && $slug !== $expected_slug ) {
			/* translators: 1: folder in the zip, 2: expected folder. */
			$problems[] = sprintf( __( 'The package holds the plugin %1$s, not %2$s.', 'stencilbox' ), $slug, $expected_slug );
		}
		$main = null;
		if ( ! $problems ) {
			$main = self::main_file( $zip, $slug );
			if ( null === $main ) {
				$problems[] = __( 'This zip is not a WordPress plugin: no PHP file at the top of its folder has a “Plugin Name:” header.', 'stencilbox' );
			}
		}
		$zip->close();
		if ( $problems ) {
			HttpError::raise( 'invalid_package', implode( ' ', $problems ), 400, array( 'problems' => $problems ) );
		}
		return array( 'slug' => $slug ) + (array) $main;
	}

	/**
	 * The plugin's main file: a PHP file at the top of its folder whose
	 * header names the plugin.
	 *
	 * @param \ZipArchive $zip  Archive.
	 * @param string      $slug Folder.
	 * @return array{main: string, name: string, version: string}|null
	 */
	private static function main_file( \ZipArchive $zip, string $slug ): ?array {
		$candidates = array();
		for ( $i = 0; $i < $zip->numFiles; $i++ ) {
			$name = (string) $zip->getNameIndex( $i );
			if ( preg_match( '#^' . preg_quote( $slug, '#' ) . '/[^/]+\.php$#', $name ) ) {
				$candidates[] = $name;
			}
		}
		// The conventional `slug/slug.php` first.
		usort( $candidates, static fn( string $a, string $b ): int => ( "{$slug}/{$slug}.php" === $b ) <=> ( "{$slug}/{$slug}.php" === $a ) );
		foreach ( $candidates as $name ) {
			$head = substr( (string) $zip->getFromName( $name, 8192 ), 0, 8192 );
			if ( preg_match( '/^[ \t\/*#@]*Plugin Name:(.*)$/mi', $head, $plugin ) ) {
				preg_match( '/^[ \t\/*#@]*Version:(.*)$/mi', $head, $version );
				return array(
					'main'    => $name,
					'name'    => trim( $plugin[1] ),
					'version' => trim( $version[1] ?? '' ),
				);
			}
		}
		return null;
	}
}
