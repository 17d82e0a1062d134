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
 * catalogue ships (`plugins/<slug>/`), zipped on demand.
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
	 */
	private function stored( string $slug ): string {
		return $this->dir() . '/' . $slug . '.zip';
	}

	/**
	 * The demo catalogue's folder for a dependency, if it ships one.
	 *
	 * @param string $slug Dependency slug.
	 */
	private function shipped( string $slug ): ?string {
		$dir = $this->seeder->dir() . '/plugins/' . $slug;
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
	 * @param string $slug Dependency slug.
	 * @return array{path: string, temporary: bool}|null
	 */
	public function zip( string $slug ): ?array {
		if ( is_file( $this->stored( $slug ) ) ) {
			return array(
				'path'      => $this->stored( $slug ),
				'temporary' => false,
			);
		}
		$folder = $this->shipped( $slug );
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
