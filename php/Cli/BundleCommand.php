<?php
/**
 * `wp stencilbox bundle`: library bundles — a hub's whole library in one
 * file signed with the hub's key (issue [26] item 6).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Cli;

use Stencilbox\Hub\Transfer\LibraryBundle;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Exports, checks and applies library bundles: items with every version,
 * cloud files with theirs, WorkSpaces, their accounts and media.
 *
 * ## EXAMPLES
 *
 *     # Move a hub to another hub, nothing lost.
 *     $ wp stencilbox bundle export library.zip --user=admin
 *     $ wp --path=/srv/new stencilbox bundle apply library.zip --trust=<the old hub's fingerprint> --user=admin
 */
final class BundleCommand extends Command {
	/**
	 * Constructor.
	 *
	 * @param LibraryBundle $bundle Export, verify and apply (the Library hub screen's too).
	 */
	public function __construct( private LibraryBundle $bundle ) {}

	/**
	 * Writes the hub's whole library to one signed file.
	 *
	 * ## OPTIONS
	 *
	 * [<file>]
	 * : Where to write it (default: stencilbox-library-bundle-<date>.zip here).
	 *
	 * [--force]
	 * : Overwrite the file if it exists.
	 *
	 * [--porcelain]
	 * : Print only the file's path.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox bundle export library.zip --user=admin
	 *     Success: Exported the library to library.zip (1.2 MB), signed by this hub's key 3f9c…e0a1.
	 *
	 * @param array<int, string>   $args       The file.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function export( array $args, array $assoc_args ): void {
		$this->require_hub_owner();
		$file = (string) ( $args[0] ?? 'stencilbox-library-bundle-' . gmdate( 'Y-m-d' ) . '.zip' );
		if ( $this->export_to( $file, $assoc_args, fn(): string => $this->bundle->export() ) ) {
			return;
		}
		/* translators: 1: file path, 2: size such as "182 KB", 3: the key's fingerprint (64 hex digits) */
		\WP_CLI::success( sprintf( __( 'Exported the library to %1$s (%2$s), signed by this hub’s key %3$s.', 'stencilbox' ), $file, size_format( (int) filesize( $file ) ), $this->bundle->fingerprint() ) );
	}

	/**
	 * Checks a bundle's signature and contents without writing anything,
	 * and says which key signed it.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : The bundle.
	 *
	 * [--trust=<fingerprint>]
	 * : The fingerprint (or base64 public key) of the hub you expect to have signed it.
	 *
	 * [--format=<format>]
	 * : How to print the result.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - yaml
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox bundle verify library.zip --user=admin
	 *     Success: The signature is good: every byte is as the hub with key 3f9c…e0a1 signed it (another hub: apply it with --trust=3f9c…e0a1).
	 *
	 * @param array<int, string>   $args       The file.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function verify( array $args, array $assoc_args ): void {
		$this->require_hub_owner();
		$file   = $this->readable( (string) $args[0] );
		$result = (array) $this->attempt( fn(): array => $this->bundle->verify( $file, (string) ( $assoc_args['trust'] ?? '' ) ) );
		$format = (string) ( $assoc_args['format'] ?? 'table' );
		if ( 'table' !== $format ) {
			\WP_CLI\Utils\format_items( $format, array( $result ), array_keys( $result ) );
			return;
		}
		$rows = array();
		foreach ( (array) $result['counts'] as $what => $count ) {
			$rows[] = array(
				'what'  => $what,
				'count' => $count,
			);
		}
		if ( $rows ) {
			self::print_rows( 'table', $rows );
		}
		$whose = $result['this_hub']
			? __( 'this hub', 'stencilbox' )
			: ( $result['trusted']
				? __( 'another hub, the one you trust', 'stencilbox' )
				/* translators: %s: the key's fingerprint */
				: sprintf( __( 'another hub: apply it with --trust=%s if you trust that hub', 'stencilbox' ), $result['fingerprint'] ) );
		/* translators: 1: the key's fingerprint, 2: whose key it is, 3: the hub's address, 4: when (UTC) */
		\WP_CLI::success( sprintf( __( 'The signature is good: every byte is as the key %1$s (%2$s) signed it at %3$s on %4$s.', 'stencilbox' ), $result['fingerprint'], $whose, $result['hub'], $result['created_at'] ) );
	}

	/**
	 * Applies a bundle: checked first (a refused bundle writes nothing),
	 * then added to this hub's library; applying it again changes nothing.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : The bundle.
	 *
	 * [--trust=<fingerprint>]
	 * : The fingerprint (or base64 public key) of the hub that signed it, needed when that is not this hub (`wp stencilbox bundle key` there prints it).
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox bundle apply library.zip --trust=3f9c…e0a1 --user=admin
	 *     Success: Applied the bundle: 22 items written, 0 unchanged, 4 versions, 2 accounts, 1 WorkSpaces, 3 files, 5 images written.
	 *
	 * @param array<int, string>   $args       The file.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function apply( array $args, array $assoc_args ): void {
		$this->require_hub_owner();
		$file   = $this->readable( (string) $args[0] );
		$report = (array) $this->attempt( fn(): array => $this->bundle->apply( $file, (string) ( $assoc_args['trust'] ?? '' ) ) );
		\WP_CLI::success(
			sprintf(
				/* translators: 1: items written, 2: items left as they were, 3: versions written, 4: accounts made, 5: WorkSpaces made, 6: cloud files made, 7: images written, 8: images left because other bytes were there */
				__( 'Applied the bundle: %1$d items written, %2$d unchanged, %3$d versions, %4$d accounts, %5$d WorkSpaces, %6$d files, %7$d images written (%8$d kept as they were here).', 'stencilbox' ),
				$report['items_written'],
				$report['items_unchanged'],
				$report['versions_written'],
				$report['accounts_created'],
				$report['workspaces_created'],
				$report['files_created'],
				$report['media_written'],
				$report['media_kept']
			)
		);
	}

	/**
	 * Prints this hub's signing key's fingerprint (what another hub passes to --trust).
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox bundle key --user=admin
	 *     3f9c…e0a1
	 *
	 * @param array<int, string>   $args       None.
	 * @param array<string, mixed> $assoc_args None.
	 */
	public function key( array $args, array $assoc_args ): void {
		unset( $args, $assoc_args );
		$this->require_hub_owner();
		\WP_CLI::line( (string) $this->attempt( fn(): string => $this->bundle->fingerprint() ) );
	}

	/**
	 * A file that exists, or the command ends.
	 *
	 * @param string $file Path.
	 */
	protected function readable( string $file ): string {
		if ( ! is_file( $file ) || ! is_readable( $file ) ) {
			/* translators: %s: file path */
			$this->fail( new HttpError( 'invalid_data', sprintf( __( 'There is no readable file at %s.', 'stencilbox' ), $file ), 400 ) );
		}
		return $file;
	}
}
