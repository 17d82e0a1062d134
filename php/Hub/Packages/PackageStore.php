<?php
/**
 * Plugin packages the hub serves for free dependencies.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Packages;

use Stencilbox\Hub\Catalog\DemoSeeder;
use Stencilbox\Support\PluginPackage;
use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

/**
 * A dependency's package is a zip the hub owner uploaded (kept in
 * uploads/stencilbox/packages/), or else the plugin folder the demo
 * catalogue ships (`plugins/<slug>/`), zipped on demand. Themes for the
 * full-site import are served the same way: an uploaded zip in
 * uploads/stencilbox/packages/themes/, or a folder the demo ships
 * (`themes/<slug>/`).
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
	 * Where uploaded packages live.
	 */
	private function dir(): string {
		return trailingslashit( wp_get_upload_dir()['basedir'] ) . self::FOLDER;
	}

	/**
	 * The uploaded package of a dependency.
	 *
	 * @param string $slug Dependency slug.
	 * @param string $kind plugins or themes.
	 */
	private function stored( string $slug, string $kind = 'plugins' ): string {
		return $this->dir() . ( 'themes' === $kind ? '/themes/' : '/' ) . $slug . '.zip';
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
		return is_file( $this->stored( $slug ) ) || null !== $this->shipped( $slug );
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
		if ( is_file( $this->stored( $slug, $kind ) ) ) {
			return array(
				'path'      => $this->stored( $slug, $kind ),
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
		return is_file( $this->stored( $slug, 'themes' ) ) ? array( 'name' => $slug, 'version' => '' ) : null;
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
	 * Stores an uploaded package for a dependency after checking it.
	 *
	 * @param string $slug     Dependency slug.
	 * @param string $uploaded Uploaded zip.
	 * @return array{slug: string, main: string, name: string, version: string}
	 */
	public function store( string $slug, string $uploaded ): array {
		$package = PluginPackage::inspect( $uploaded, $slug );
		wp_mkdir_p( $this->dir() );
		if ( ! is_file( $this->dir() . '/index.php' ) ) {
			file_put_contents( $this->dir() . '/index.php', "<?php\n// Silence is golden.\n" );
		}
		copy( $uploaded, $this->stored( $slug ) );
		return $package;
	}
}
