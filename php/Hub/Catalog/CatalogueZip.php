<?php
/**
 * A catalogue read straight from a zip (a bundle), without unpacking it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

/**
 * The archive must have passed SafeZip::problems() (safe names, no links,
 * bounded sizes, no name twice). Reads are SafeZip::read()'s: never more
 * than the caller's limit, whatever the entry's header claims, and an
 * entry whose bytes do not match its declared size is unreadable.
 */
final class CatalogueZip implements CatalogueFiles {
	/**
	 * File entries: name => index (the first entry of a name).
	 *
	 * @var array<string, int>
	 */
	private array $index = array();

	/**
	 * Constructor.
	 *
	 * @param \ZipArchive $zip Open archive.
	 */
	public function __construct( private \ZipArchive $zip ) {
		for ( $i = 0; $i < $zip->numFiles; $i++ ) {
			$name = (string) $zip->getNameIndex( $i );
			if ( '' !== $name && ! str_ends_with( $name, '/' ) && ! isset( $this->index[ $name ] ) ) {
				$this->index[ $name ] = $i;
			}
		}
	}

	/**
	 * Every file entry's name.
	 *
	 * @return string[]
	 */
	public function names(): array {
		return array_keys( $this->index );
	}

	/**
	 * Whether the archive has this file.
	 *
	 * @param string $relative Entry name.
	 */
	public function has( string $relative ): bool {
		return isset( $this->index[ $relative ] );
	}

	/**
	 * The entry's declared size.
	 *
	 * @param string $relative Entry name.
	 */
	public function size( string $relative ): int {
		if ( ! isset( $this->index[ $relative ] ) ) {
			return 0;
		}
		$stat = $this->zip->statIndex( $this->index[ $relative ] );
		return is_array( $stat ) ? (int) $stat['size'] : 0;
	}

	/**
	 * The entry's bytes.
	 *
	 * @param string $relative  Entry name.
	 * @param int    $max_bytes Largest accepted.
	 */
	public function read( string $relative, int $max_bytes ): ?string {
		return isset( $this->index[ $relative ] ) ? SafeZip::read( $this->zip, $relative, $max_bytes ) : null;
	}
}
