<?php
/**
 * A theme zip (the theme of a full-site import): checked on the hub before
 * it is stored and again on the site before it is installed, like plugin
 * packages.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * A valid package holds exactly one folder (the theme's slug), nothing
 * outside it, no links, no path leaving the archive, within size limits,
 * and a `style.css` at the top of that folder whose header names the theme
 * — plus what WordPress needs to run it: `templates/index.html` (a block
 * theme) or `index.php` (a classic theme), or a `Template:` parent (a child
 * theme).
 */
final class ThemePackage {
	public const MAX_ZIP_BYTES   = 20 * MB_IN_BYTES;
	public const MAX_TOTAL_BYTES = 60 * MB_IN_BYTES;
	public const MAX_FILE_BYTES  = 10 * MB_IN_BYTES;
	public const MAX_ENTRIES     = 3000;

	/**
	 * Checks a package.
	 *
	 * @param string      $zip_path      Zip file.
	 * @param string|null $expected_slug The folder it must hold.
	 * @return array{slug: string, name: string, version: string, template: string, is_block: bool}
	 * @throws HttpError `invalid_package` (400) with every problem in `data.problems`.
	 */
	public static function inspect( string $zip_path, ?string $expected_slug = null ): array {
		/* translators: %d: largest package in MB. */
		$zip                 = SafeZip::open( $zip_path, self::MAX_ZIP_BYTES, sprintf( __( 'A theme package must be a zip file of at most %d MB.', 'stencilbox' ), (int) ( self::MAX_ZIP_BYTES / MB_IN_BYTES ) ) );
		[ $problems, $slug ] = SafeZip::one_folder( $zip, 'theme', self::MAX_FILE_BYTES, self::MAX_ENTRIES, self::MAX_TOTAL_BYTES );
		if ( ! $problems && null !== $expected_slug && $slug !== $expected_slug ) {
			/* translators: 1: folder in the zip, 2: expected folder. */
			$problems[] = sprintf( __( 'The package holds the theme %1$s, not %2$s.', 'stencilbox' ), $slug, $expected_slug );
		}
		$theme = null;
		if ( ! $problems ) {
			$theme = self::header( $zip, $slug );
			if ( null === $theme ) {
				$problems[] = __( 'This zip is not a WordPress theme: its folder has no style.css with a “Theme Name:” header, or nothing to display (templates/index.html or index.php).', 'stencilbox' );
			}
		}
		$zip->close();
		if ( $problems ) {
			HttpError::raise( 'invalid_package', implode( ' ', $problems ), 400, array( 'problems' => $problems ) );
		}
		return array( 'slug' => $slug ) + (array) $theme;
	}

	/**
	 * The theme's header, when the folder is a theme WordPress can run.
	 *
	 * @param \ZipArchive $zip  Archive.
	 * @param string      $slug Folder.
	 * @return array{name: string, version: string, template: string, is_block: bool}|null
	 */
	private static function header( \ZipArchive $zip, string $slug ): ?array {
		$style = $zip->getFromName( $slug . '/style.css', 8192 );
		if ( ! is_string( $style ) || ! preg_match( '/^[ \t\/*#@]*Theme Name:(.*)$/mi', $style, $name ) || '' === trim( $name[1] ) ) {
			return null;
		}
		preg_match( '/^[ \t\/*#@]*Version:(.*)$/mi', $style, $version );
		preg_match( '/^[ \t\/*#@]*Template:(.*)$/mi', $style, $parent );
		$template = trim( $parent[1] ?? '' );
		$is_block = false !== $zip->locateName( $slug . '/templates/index.html' );
		if ( ! $is_block && '' === $template && false === $zip->locateName( $slug . '/index.php' ) ) {
			return null;
		}
		return array(
			'name'     => trim( $name[1] ),
			'version'  => trim( $version[1] ?? '' ),
			'template' => $template,
			'is_block' => $is_block,
		);
	}
}
