<?php
/**
 * Where a catalogue's files are read from: a folder (the shipped demo) or a
 * zip that is never unpacked (a bundle).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * CatalogueReader reads every file through this, so a bundle's files are
 * checked straight from the zip and nothing of it reaches the disk before
 * it has passed (and then only the images it uses).
 */
interface CatalogueFiles {
	/**
	 * Whether a relative path names a regular file in the catalogue.
	 *
	 * @param string $relative Path relative to the catalogue (already checked by SafeZip::is_safe_relative()).
	 */
	public function has( string $relative ): bool;

	/**
	 * The size a file declares (0 when it is missing).
	 *
	 * @param string $relative Path relative to the catalogue.
	 */
	public function size( string $relative ): int;

	/**
	 * A file's contents, never more than `$max_bytes` read; null when it is
	 * missing, larger, or not what its size said.
	 *
	 * @param string $relative  Path relative to the catalogue.
	 * @param int    $max_bytes Largest accepted.
	 */
	public function read( string $relative, int $max_bytes ): ?string;
}
