<?php
/**
 * `wp stencilbox catalogue`: the hub's catalogue bundles, as the "Library
 * hub" screen exports and imports them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Cli;

use Stencilbox\Hub\Catalog\Bundle;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Exports this site's library to a bundle (zip) and imports bundles.
 *
 * ## EXAMPLES
 *
 *     # Move a library from one hub site to another.
 *     $ wp stencilbox catalogue export library.zip --user=admin
 *     $ wp --path=/srv/other stencilbox catalogue import library.zip --user=admin
 */
final class CatalogueCommand extends Command {
	/**
	 * Constructor.
	 *
	 * @param Bundle $bundle Export and import (the hub owner's export download and `admin/catalog/import`).
	 */
	public function __construct( private Bundle $bundle ) {}

	/**
	 * Exports the whole library (items, packs, terms, images) to a bundle.
	 *
	 * ## OPTIONS
	 *
	 * [<file>]
	 * : Where to write the zip (default: stencilbox-library-<date>.zip here).
	 *
	 * [--force]
	 * : Overwrite the file if it exists.
	 *
	 * [--porcelain]
	 * : Print only the file's path.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox catalogue export library.zip --user=admin
	 *     Success: Exported the library to library.zip (182 KB).
	 *
	 * @param array<int, string>   $args       The file.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function export( array $args, array $assoc_args ): void {
		$this->require_hub_owner();
		$file = (string) ( $args[0] ?? 'stencilbox-library-' . gmdate( 'Y-m-d' ) . '.zip' );
		if ( $this->export_to( $file, $assoc_args, fn(): string => $this->bundle->export() ) ) {
			return;
		}
		/* translators: 1: file path, 2: size such as "182 KB" */
		\WP_CLI::success( sprintf( __( 'Exported the library to %1$s (%2$s).', 'stencilbox' ), $file, size_format( (int) filesize( $file ) ) ) );
	}

	/**
	 * Imports a bundle into the library. Items it carries replace the items
	 * of an earlier import of the same bundle; a bundle that fails any check
	 * writes nothing.
	 *
	 * ## OPTIONS
	 *
	 * <bundle>
	 * : The bundle (.zip).
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox catalogue import library.zip --user=admin
	 *     Success: Imported 2 packs and 14 items (0 removed; 0 unused image files left out).
	 *
	 * @param array<int, string>   $args       The bundle.
	 * @param array<string, mixed> $assoc_args Options (none).
	 */
	public function import( array $args, array $assoc_args ): void {
		unset( $assoc_args );
		$this->require_hub_owner();
		$file = (string) $args[0];
		if ( ! is_file( $file ) || ! is_readable( $file ) ) {
			/* translators: %s: file path */
			$this->fail( new HttpError( 'invalid_data', sprintf( __( 'There is no readable file at %s.', 'stencilbox' ), $file ), 400 ) );
		}
		$report = $this->attempt( fn(): array => $this->bundle->import( $file ) );
		\WP_CLI::success(
			sprintf(
				/* translators: 1: number of packs, 2: number of items, 3: items removed, 4: image files not kept */
				__( 'Imported %1$d packs and %2$d items (%3$d removed; %4$d unused image files left out).', 'stencilbox' ),
				$report['packs'],
				$report['items'],
				$report['removed'],
				$report['skipped']
			)
		);
	}
}
