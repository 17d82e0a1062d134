<?php
/**
 * Plugin packages the hub serves for free dependencies.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Packages;

use Stencilbox\Support\PluginPackage;
use Stencilbox\Support\PrivateFolder;
use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

/**
 * A dependency's or theme's package is a zip the hub owner uploaded; the
 * hub ships none of its own (its demo catalogue's plugin and theme are in
 * the WordPress.org directories, where sites install them from). Sites
 * take a hub's packages only when their owner allows it (the site's
 * setting, `Site\Dependencies\CodeInstaller`), for a hub they trust.
 *
 * Uploaded zips are kept where only the API serves them (to an account,
 * never a pro dependency's): a `PrivateFolder` in uploads
 * (uploads/stencilbox/packages/, denied, every web node sees it), each zip
 * named by an HMAC of its kind and slug with the hub's salt, so neither
 * the slug nor the folder leads to it. Packages of pro dependencies are
 * never kept: refused on upload, and removed when a dependency turns pro.
 */
final class PackageStore {
	public const FOLDER = 'stencilbox/packages';

	/**
	 * Where the uploaded package of a dependency or theme is kept (it may
	 * not be there).
	 *
	 * @param string $slug Dependency or theme slug.
	 * @param string $kind plugins or themes.
	 */
	public static function stored( string $slug, string $kind = 'plugins' ): string {
		return PrivateFolder::path( self::FOLDER ) . '/' . PrivateFolder::name( 'stencilbox-package', ( 'themes' === $kind ? 'themes' : 'plugins' ) . '/' . $slug ) . '.zip';
	}

	/**
	 * Removes a dependency's uploaded package (a dependency that turned pro).
	 *
	 * @param string $slug Dependency slug.
	 */
	public static function forget( string $slug ): void {
		wp_delete_file( self::stored( $slug ) );
	}

	/**
	 * The uploaded zip of a dependency's (or theme's) package, or null.
	 *
	 * @param string $slug Dependency (or theme) slug.
	 * @param string $kind plugins or themes.
	 */
	public function zip( string $slug, string $kind = 'plugins' ): ?string {
		$path = self::stored( $slug, $kind );
		return is_file( $path ) ? $path : null;
	}

	/**
	 * The name and version of a theme the hub has a package for, read from
	 * its style.css; null without a package.
	 *
	 * @param string $slug Theme slug.
	 * @return array{name: string, version: string}|null
	 */
	public function theme_header( string $slug ): ?array {
		$zip = $this->zip( $slug, 'themes' );
		if ( null === $zip ) {
			return null;
		}
		$archive = new \ZipArchive();
		$style   = true === $archive->open( $zip ) ? (string) $archive->getFromName( $slug . '/style.css', 8192 ) : '';
		$archive->close();
		$field = static fn( string $name ): string => preg_match( '/^[ \t\/*#@]*' . $name . ':(.*)$/mi', $style, $m ) ? trim( (string) $m[1] ) : '';
		return array(
			'name'    => sanitize_text_field( '' !== $field( 'Theme Name' ) ? $field( 'Theme Name' ) : $slug ),
			'version' => sanitize_text_field( $field( 'Version' ) ),
		);
	}

	/**
	 * Stores an uploaded package for a (free) dependency after checking it.
	 *
	 * @param string $slug     Dependency slug.
	 * @param string $uploaded Uploaded zip.
	 * @return array{slug: string, main: string, name: string, version: string}
	 */
	public function store( string $slug, string $uploaded ): array {
		$package = PluginPackage::inspect( $uploaded, $slug );
		PrivateFolder::prepare( self::FOLDER );
		copy( $uploaded, self::stored( $slug ) );
		return $package;
	}

	/**
	 * Packages kept by earlier versions under their slugs
	 * (`packages/<slug>.zip`, `packages/themes/<slug>.zip`: addresses
	 * anyone could guess) move to their private names; a pro dependency's
	 * is removed. The folder becomes private.
	 *
	 * @param string[] $pro Slugs of pro dependencies.
	 */
	public static function make_private( array $pro ): void {
		$root = PrivateFolder::path( self::FOLDER );
		if ( ! is_dir( $root ) ) {
			return;
		}
		PrivateFolder::prepare( self::FOLDER );
		foreach ( array( 'plugins' => $root, 'themes' => $root . '/themes' ) as $kind => $dir ) {
			foreach ( (array) glob( $dir . '/*.zip' ) as $file ) {
				$slug = basename( (string) $file, '.zip' );
				if ( preg_match( '/^[0-9a-f]{40}$/', $slug ) ) {
					continue; // Private already.
				}
				if ( is_link( (string) $file ) || ! SafeZip::is_safe_relative( $slug ) || ( 'plugins' === $kind && in_array( $slug, $pro, true ) ) ) {
					wp_delete_file( (string) $file );
					continue;
				}
				if ( (string) $file !== self::stored( $slug, $kind ) ) {
					rename( (string) $file, self::stored( $slug, $kind ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename -- within our own folder.
				}
			}
		}
		wp_delete_file( $root . '/themes/index.php' );
		if ( is_dir( $root . '/themes' ) ) {
			rmdir( $root . '/themes' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- emptied above; left when something else is in it.
		}
	}
}
