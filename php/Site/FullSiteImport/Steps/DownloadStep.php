<?php
/**
 * Full-site import step `download`: downloading the pack.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport\Steps;

use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\FullSiteImport\Journal;
use Stencilbox\Site\FullSiteImport\PackageFolder;
use Stencilbox\Support\PackPackage;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Downloading the pack (`Importer::STEPS` lists it in the spec's order).
 */
final class DownloadStep extends Step {
	/** Bytes of the pack package one request fetches (filter `stencilbox_fsi_package_part_bytes`). */
	public const PART_BYTES = 4 * MB_IN_BYTES;

	/**
	 * The step's key in the session, the log and the client.
	 */
	public static function name(): string {
		return 'download';
	}

	/**
	 * The step's title in the progress list.
	 */
	public static function title(): string {
		return __( 'Downloading the pack', 'stencilbox' );
	}

	/**
	 * How many units the step has now.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 */
	public function units( array $state ): int {
		// Each part of the package, then its check (two until the first part tells the size).
		return (int) ( $state['download']['parts'] ?? 1 ) + 1;
	}

	/**
	 * Download: the pack's package from the hub in parts of PART_BYTES —
	 * one unit each, written into the import's package folder
	 * (`PackageFolder`: in uploads, which every web node shares, and out of
	 * visitors' reach; journaled from the first write on; a part fetched
	 * again after a killed request is written again at its place) — then,
	 * as the last unit, the whole file checked (size and SHA-256, then the
	 * zip rules) and kept there until finalize. A request never holds more
	 * than one part: a big pack's package whole, as base64 inside JSON,
	 * would not fit an ordinary host's memory. A hub that answers the whole
	 * package at once is one part.
	 *
	 * @param int                  $unit    Unit index.
	 * @param array<string, mixed> $state   Cursor data (changed in place).
	 * @param array<string, mixed> $session Session row.
	 * @throws HttpError `invalid_package` for a damaged or refused package.
	 */
	public function run( int $unit, array &$state, array $session ): void {
		$connection = $this->tools->account->require_connection( (int) $session['user_id'] );
		$route      = '/items/' . (int) $session['pack_id'] . '/full-site/package';
		$damaged    = __( 'The pack package arrived damaged. Please try again.', 'stencilbox' );
		$uuid       = (string) $session['uuid'];
		$path       = PackageFolder::path( $uuid ) . '/pack.zip';
		$partial    = $path . '.part';
		/**
		 * Filters how many bytes of the pack package one request fetches.
		 *
		 * @param int $bytes Default 4 MB.
		 */
		$part     = max( 1024, min( (int) apply_filters( 'stencilbox_fsi_package_part_bytes', self::PART_BYTES ), 8 * MB_IN_BYTES ) );
		$download = (array) ( $state['download'] ?? array() );
		if ( 0 === $unit || $unit < (int) ( $download['parts'] ?? 0 ) ) {
			$params = array(
				'offset' => $unit * $part,
				'length' => $part,
			);
			if ( $unit > 0 ) {
				$params['build'] = (string) $download['build'];
			} else {
				// Asked again after a killed request: the same build.
				$params['key'] = (string) $session['uuid'];
			}
			$answer = $this->tools->account->call( $connection, 'POST', $route, $params );
			$bytes  = base64_decode( (string) ( $answer['data'] ?? '' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
			if ( 0 === $unit ) {
				$build             = (string) ( $answer['build'] ?? '' );
				$size              = (int) ( $answer['size'] ?? 0 );
				$download          = array(
					'build'  => $build,
					'size'   => $size,
					'sha256' => (string) ( $answer['sha256'] ?? '' ),
					'parts'  => '' === $build ? 1 : max( 1, (int) ceil( $size / $part ) ),
					'part'   => '' === $build ? max( 1, $size ) : $part,
				);
				// What the hub announces is checked before anything is written:
				// the package's own limit is PackPackage's, read after the
				// download, and a hub could announce any size.
				if ( $size < 1 || $size > PackPackage::MAX_ZIP_BYTES || 1 !== preg_match( '/^[0-9a-f]{64}$/', $download['sha256'] ) ) {
					HttpError::raise( 'invalid_package', __( 'The pack package is missing, empty or too large.', 'stencilbox' ), 502 );
				}
				$state['download'] = $download;
			}
			$offset = $unit * (int) $download['part'];
			if ( false === $bytes || strlen( $bytes ) !== min( (int) $download['part'], (int) $download['size'] - $offset ) ) {
				HttpError::raise( 'invalid_package', $damaged, 502 );
			}
			if ( 0 === $unit ) {
				$this->tools->journal->add( (int) $session['id'], Journal::FOLDER, PackageFolder::relative( $uuid ) );
				PackageFolder::prepare( $uuid );
			}
			$handle = fopen( $partial, 0 === $unit ? 'wb' : 'cb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
			if ( false === $handle ) {
				HttpError::raise( 'import_failed', __( 'The pack package could not be stored in the uploads folder.', 'stencilbox' ), 500 );
			}
			fseek( $handle, $offset );
			fwrite( $handle, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
			fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
			return;
		}
		// The last unit: the whole file (already in place if this unit ran before).
		if ( is_file( $partial ) ) {
			if ( filesize( $partial ) !== (int) $download['size'] || hash_file( 'sha256', $partial ) !== (string) $download['sha256'] ) {
				wp_delete_file( $partial );
				HttpError::raise( 'invalid_package', $damaged, 502 );
			}
			rename( $partial, $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
		}
		if ( ! is_file( $path ) || hash_file( 'sha256', $path ) !== (string) $download['sha256'] ) {
			HttpError::raise( 'invalid_package', $damaged, 502 );
		}
		if ( '' !== (string) $download['build'] ) {
			try {
				$this->tools->account->call(
					$connection,
					'POST',
					$route,
					array(
						'build'   => (string) $download['build'],
						'release' => true,
					)
				);
			} catch ( HttpError $error ) {
				unset( $error ); // The hub removes builds left behind itself.
			}
		}
		try {
			$package = PackPackage::open( $path );
		} catch ( HttpError $error ) {
			PackageFolder::remove( $uuid );
			throw $error;
		}
		$state['package'] = array(
			'path'   => $path,
			'images' => array_map( static fn( string $name ): string => substr( $name, strlen( 'images/' ) ), $package->images() ),
			// Each item's design checked now: the session keeps what "Match my site" reads.
			'items'  => array_map(
				static fn( array $item ): array => array( 'design' => DesignMatcher::clean( $item['design'] ?? null ) ) + $item,
				$package->items()
			),
			'posts'  => $package->posts(),
		);
	}
}
