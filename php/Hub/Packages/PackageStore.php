<?php
/**
 * Plugin packages the hub serves for free dependencies.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Packages;

use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Support\PluginPackage;
use Stencilbox\Support\PrivateFolder;
use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

/**
 * A dependency's package is a zip the hub owner uploaded, or else the
 * plugin folder the demo catalogue ships (`plugins/<slug>/`), zipped on
 * demand. Themes for the full-site import are served the same way: an
 * uploaded zip, or a folder the demo ships (`themes/<slug>/`).
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
	 * Constructor.
	 *
	 * @param DemoSeeder $seeder Knows the demo catalogue's folder.
	 */
	public function __construct( private DemoSeeder $seeder ) {}

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
	 * The demo catalogue's folder for a dependency or theme, if it ships one.
	 *
	 * @param string $slug Dependency or theme slug.
	 * @param string $kind plugins or themes.
	 */
	private function shipped( string $slug, string $kind = 'plugins' ): ?string {
		$dir = $this->seeder->dir() . '/' . ( 'themes' === $kind ? 'themes' : 'plugins' ) . '/' . $slug;
		return SafeZip::is_safe_relative( $slug ) && is_dir( $dir ) && ! is_link( $dir ) ? $dir : null;
	}

	/**
	 * Whether the hub can serve a package for the dependency.
	 *
	 * @param string $slug Dependency slug.
	 */
	public function has( string $slug ): bool {
		return is_file( self::stored( $slug ) ) || null !== $this->shipped( $slug );
	}

	/**
	 * A zip file of the dependency's package (a temporary copy for shipped
	 * folders: the caller deletes it with `release()`), or null.
	 *
	 * @param string $slug Dependency (or theme) slug.
	 * @param string $kind plugins or themes.
	 * @return array{path: string, temporary: bool}|null
	 */
	public function zip( string $slug, string $kind = 'plugins' ): ?array {
		if ( is_file( self::stored( $slug, $kind ) ) ) {
			return array(
				'path'      => self::stored( $slug, $kind ),
				'temporary' => false,
			);
		}
		$folder = $this->shipped( $slug, $kind );
		if ( null === $folder ) {
			return null;
		}
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$path = wp_tempnam( $slug . '.zip' );
		$zip  = new \ZipArchive();
		$zip->open( $path, \ZipArchive::CREATE | \ZipArchive::OVERWRITE );
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $folder, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			if ( $file->isFile() && ! $file->isLink() ) {
				$zip->addFile( $file->getPathname(), $slug . '/' . substr( $file->getPathname(), strlen( $folder ) + 1 ) );
			}
		}
		$zip->close();
		return array(
			'path'      => $path,
			'temporary' => true,
		);
	}

	/**
	 * The header of a theme the hub can serve (name, version), read from
	 * its style.css; null when it has no package for it.
	 *
	 * @param string $slug Theme slug.
	 * @return array{name: string, version: string}|null
	 */
	public function theme_header( string $slug ): ?array {
		$folder = $this->shipped( $slug, 'themes' );
		if ( null !== $folder && is_file( $folder . '/style.css' ) ) {
			$data = get_file_data( $folder . '/style.css', array( 'name' => 'Theme Name', 'version' => 'Version' ) );
			return array(
				'name'    => (string) $data['name'],
				'version' => (string) $data['version'],
			);
		}
		return is_file( self::stored( $slug, 'themes' ) ) ? array( 'name' => $slug, 'version' => '' ) : null;
	}

	/**
	 * Deletes a temporary zip from `zip()`.
	 *
	 * @param array{path: string, temporary: bool} $zip Zip.
	 */
	public function release( array $zip ): void {
		if ( $zip['temporary'] ) {
			wp_delete_file( $zip['path'] );
		}
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
