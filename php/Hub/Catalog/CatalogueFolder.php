<?php
/**
 * A catalogue in a folder on disk.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * Paths are resolved and must stay inside the folder (a link that points
 * out of it counts as missing).
 */
final class CatalogueFolder implements CatalogueFiles {
	/**
	 * Constructor.
	 *
	 * @param string $dir The folder's real path.
	 */
	public function __construct( private string $dir ) {}

	/**
	 * The folder's real path.
	 */
	public function dir(): string {
		return $this->dir;
	}

	/**
	 * The real path of a file inside the folder, or null.
	 *
	 * @param string $relative Path relative to the folder.
	 */
	private function path( string $relative ): ?string {
		$real = realpath( $this->dir . '/' . $relative );
		return false !== $real && str_starts_with( $real, $this->dir . '/' ) && is_file( $real ) ? $real : null;
	}

	/**
	 * Whether the file exists inside the folder.
	 *
	 * @param string $relative Path relative to the folder.
	 */
	public function has( string $relative ): bool {
		return null !== $this->path( $relative );
	}

	/**
	 * The file's size.
	 *
	 * @param string $relative Path relative to the folder.
	 */
	public function size( string $relative ): int {
		$path = $this->path( $relative );
		return null === $path ? 0 : (int) filesize( $path );
	}

	/**
	 * The file's contents.
	 *
	 * @param string $relative  Path relative to the folder.
	 * @param int    $max_bytes Largest accepted.
	 */
	public function read( string $relative, int $max_bytes ): ?string {
		$path = $this->path( $relative );
		if ( null === $path || filesize( $path ) > $max_bytes ) {
			return null;
		}
		$bytes = file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of a catalogue folder on this server (path() checked it is inside).
		return false === $bytes ? null : $bytes;
	}
}
