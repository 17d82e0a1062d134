<?php
/**
 * Zip files from outside (uploaded bundles, downloaded plugin packages) are
 * checked entry by entry before anything is written, and unpacked without
 * trusting their own size claims.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * The checks every zip gets; what a zip may contain is the caller's rule.
 */
final class SafeZip {
	/** Uncompressed bytes per compressed byte above which a file is a bomb. */
	public const MAX_RATIO = 200;

	/**
	 * Opens a zip file of at most `$max_bytes`.
	 *
	 * @param string $path      File.
	 * @param int    $max_bytes Largest accepted file.
	 * @param string $too_large Message when it is larger (or empty).
	 * @throws HttpError `invalid_data` (400) for a missing, oversized or non-zip file.
	 */
	public static function open( string $path, int $max_bytes, string $too_large ): \ZipArchive {
		$size = is_file( $path ) ? (int) filesize( $path ) : 0;
		if ( $size <= 0 || $size > $max_bytes ) {
			HttpError::raise( 'invalid_data', $too_large, 400 );
		}
		$zip = new \ZipArchive();
		if ( true !== $zip->open( $path, \ZipArchive::RDONLY ) ) {
			HttpError::raise( 'invalid_data', __( 'This file is not a zip archive.', 'stencilbox' ), 400 );
		}
		return $zip;
	}

	/**
	 * A path inside an archive that stays inside it: relative, no `.`/`..`
	 * segments, no backslashes, control characters or drive/scheme prefixes.
	 *
	 * @param string $path Path.
	 */
	public static function is_safe_relative( string $path ): bool {
		if ( '' === $path || str_starts_with( $path, '/' ) || str_contains( $path, '\\' ) || preg_match( '/[\x00-\x1f]/', $path ) || preg_match( '#^[a-z]+:#i', $path ) ) {
			return false;
		}
		foreach ( explode( '/', $path ) as $part ) {
			if ( '' === $part || '.' === $part || '..' === $part ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Every reason to refuse the archive. Each file is checked for a safe
	 * path, for being a link, against `$allow( $name )` (null when allowed,
	 * else the reason) and against `$limit( $name )` bytes; the total and the
	 * number of entries are capped too.
	 *
	 * @param \ZipArchive $zip         Open archive.
	 * @param callable    $allow       `fn( string $name ): ?string`.
	 * @param callable    $limit       `fn( string $name ): int` largest size of a file.
	 * @param int         $max_entries Most entries.
	 * @param int         $max_total   Most bytes unpacked.
	 * @return string[] Problems (empty when the archive is acceptable).
	 */
	public static function problems( \ZipArchive $zip, callable $allow, callable $limit, int $max_entries, int $max_total ): array {
		if ( $zip->numFiles > $max_entries ) {
			/* translators: %d: most files allowed. */
			return array( sprintf( __( 'The archive holds more than %d files.', 'stencilbox' ), $max_entries ) );
		}
		$problems = array();
		$total    = 0;
		$seen     = array();
		for ( $i = 0; $i < $zip->numFiles; $i++ ) {
			$stat = $zip->statIndex( $i );
			$name = (string) ( $stat['name'] ?? '' );
			// Reads go by name: a second entry of the same name would be
			// unpacked (over the first) without being the one read.
			if ( isset( $seen[ $name ] ) ) {
				/* translators: %s: file name inside the zip. */
				$problems[] = sprintf( __( '%s is in the archive more than once.', 'stencilbox' ), $name );
				continue;
			}
			$seen[ $name ] = true;
			if ( str_ends_with( $name, '/' ) ) {
				if ( ! self::is_safe_relative( rtrim( $name, '/' ) ) ) {
					/* translators: %s: file name inside the zip. */
					$problems[] = sprintf( __( '%s: unsafe folder name.', 'stencilbox' ), $name );
				}
				continue;
			}
			if ( ! self::is_safe_relative( $name ) ) {
				/* translators: %s: file name inside the zip. */
				$problems[] = sprintf( __( '%s: the path leaves the archive.', 'stencilbox' ), $name );
				continue;
			}
			if ( $zip->getExternalAttributesIndex( $i, $opsys, $attributes ) && \ZipArchive::OPSYS_UNIX === $opsys && 0120000 === ( ( $attributes >> 16 ) & 0170000 ) ) {
				/* translators: %s: file name inside the zip. */
				$problems[] = sprintf( __( '%s: links are not allowed.', 'stencilbox' ), $name );
				continue;
			}
			$reason = $allow( $name );
			if ( null !== $reason ) {
				$problems[] = $reason;
				continue;
			}
			$bytes  = (int) $stat['size'];
			$total += $bytes;
			$max    = (int) $limit( $name );
			if ( $bytes > $max ) {
				/* translators: 1: file name, 2: limit in KB. */
				$problems[] = sprintf( __( '%1$s is larger than %2$d KB.', 'stencilbox' ), $name, (int) ( $max / KB_IN_BYTES ) );
			} elseif ( $bytes > MB_IN_BYTES && $bytes > self::MAX_RATIO * max( 1, (int) $stat['comp_size'] ) ) {
				/* translators: %s: file name inside the zip. */
				$problems[] = sprintf( __( '%s is compressed suspiciously well.', 'stencilbox' ), $name );
			}
		}
		if ( $total > $max_total ) {
			/* translators: %d: limit in MB. */
			$problems[] = sprintf( __( 'The archive unpacks to more than %d MB.', 'stencilbox' ), (int) ( $max_total / MB_IN_BYTES ) );
		}
		return $problems;
	}

	/**
	 * One file's bytes: null when it is missing, larger than `$max_bytes`,
	 * or other than the size its entry says. The checks above add up the
	 * sizes entries claim; a read with a length past the claim (or a
	 * stream) takes what the entry really unpacks to, so an entry that
	 * claims 1 KB could bring megabytes past every limit. This one reads
	 * to one byte past the claim at most: an entry that understates is
	 * caught, never inflated. (A read without a length, as WordPress's
	 * `unzip_file()` makes, takes the claim and cuts the rest.)
	 *
	 * @param \ZipArchive $zip       Open archive.
	 * @param string      $name      Entry name.
	 * @param int         $max_bytes Largest accepted.
	 */
	public static function read( \ZipArchive $zip, string $name, int $max_bytes ): ?string {
		$stat = $zip->statName( $name );
		$size = false === $stat ? -1 : (int) $stat['size'];
		if ( $size < 0 || $size > $max_bytes ) {
			return null;
		}
		// A length of 0 would read the whole entry.
		if ( 0 === $size ) {
			return '';
		}
		$bytes = $zip->getFromName( $name, $size + 1 );
		return is_string( $bytes ) && strlen( $bytes ) === $size ? $bytes : null;
	}

	/**
	 * The checks of a package that is one folder (a plugin or a theme): every
	 * entry inside that folder, safe, within limits. Answers the problems and
	 * the folder's name ('' when there is not exactly one).
	 *
	 * @param \ZipArchive $zip         Open archive.
	 * @param string      $kind        What the folder is, for messages ("plugin", "theme").
	 * @param int         $max_file    Largest file.
	 * @param int         $max_entries Most entries.
	 * @param int         $max_total   Most bytes unpacked.
	 * @return array{0: string[], 1: string}
	 */
	public static function one_folder( \ZipArchive $zip, string $kind, int $max_file, int $max_entries, int $max_total ): array {
		$folders  = array();
		$allow    = static function ( string $name ) use ( &$folders, $kind ): ?string {
			if ( ! str_contains( $name, '/' ) ) {
				return 'theme' === $kind
					/* translators: %s: file name inside the zip. */
					? sprintf( __( '%s: every file must be inside the theme’s folder.', 'stencilbox' ), $name )
					/* translators: %s: file name inside the zip. */
					: sprintf( __( '%s: every file must be inside the plugin’s folder.', 'stencilbox' ), $name );
			}
			$folders[ strtok( $name, '/' ) ] = true;
			return null;
		};
		$problems = self::problems( $zip, $allow, static fn(): int => $max_file, $max_entries, $max_total );
		// A folder entry (`name/`) is unpacked too, even empty: it counts.
		for ( $i = 0; $i < $zip->numFiles; $i++ ) {
			$name = (string) $zip->getNameIndex( $i );
			if ( str_ends_with( $name, '/' ) && '' !== trim( $name, '/' ) ) {
				$folders[ strtok( $name, '/' ) ] = true;
			}
		}
		$slugs = array_keys( $folders );
		if ( ! $problems && 1 !== count( $slugs ) ) {
			$problems[] = 'theme' === $kind
				? __( 'A theme package holds exactly one folder, the theme’s.', 'stencilbox' )
				: __( 'A plugin package holds exactly one folder, the plugin’s.', 'stencilbox' );
		}
		$slug = 1 === count( $slugs ) ? (string) $slugs[0] : '';
		if ( ! $problems && ! preg_match( '/^[a-z0-9][a-z0-9._-]*$/', $slug ) ) {
			$problems[] = 'theme' === $kind
				/* translators: %s: folder name. */
				? sprintf( __( '%s is not a valid theme folder name.', 'stencilbox' ), $slug )
				/* translators: %s: folder name. */
				: sprintf( __( '%s is not a valid plugin folder name.', 'stencilbox' ), $slug );
		}
		return array( $problems, $slug );
	}

	/**
	 * Removes a folder and everything in it (links are removed, not followed).
	 *
	 * @param string $dir Folder.
	 */
	public static function remove_dir( string $dir ): void {
		if ( ! is_dir( $dir ) || is_link( $dir ) ) {
			return;
		}
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $files as $file ) {
			$file->isDir() && ! $file->isLink() ? rmdir( $file->getPathname() ) : wp_delete_file( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- emptied first (children first), links removed, never followed.
		}
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- now empty.
	}
}
