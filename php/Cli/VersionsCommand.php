<?php
/**
 * `wp stencilbox versions`: the versions of a library item or cloud file.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Cli;

use Stencilbox\Site\Updates\VersionHistory;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Lists versions as the version history in the library does (the same
 * service as `GET /versions`), for the WordPress user given with WP-CLI's
 * global --user and that user's library account.
 *
 * ## EXAMPLES
 *
 *     # The versions of library item 12.
 *     $ wp stencilbox versions list 12 --user=admin
 *
 *     # The versions of cloud file 7, as JSON.
 *     $ wp stencilbox versions list 7 --kind=file --format=json --user=admin
 */
final class VersionsCommand extends Command {
	/**
	 * Constructor.
	 *
	 * @param VersionHistory $history Versions of items and cloud files.
	 */
	public function __construct( private VersionHistory $history ) {}

	/**
	 * Lists the versions of an item or a cloud file, newest first.
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : The item's or file's id (`wp stencilbox updates list` prints the sources of this site's content).
	 *
	 * [--kind=<kind>]
	 * : What the id names.
	 * ---
	 * default: item
	 * options:
	 *   - item
	 *   - file
	 * ---
	 *
	 * [--format=<format>]
	 * : How to print the versions.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 *   - yaml
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox versions list 12 --user=admin
	 *     +--------+---------+----------------------+--------+-------------+---------------+
	 *     | number | current | created_at           | author | note        | restored_from |
	 *     | 2      | yes     | 2026-11-20T10:12:00Z | My hub | Bigger logo | 0             |
	 *     | 1      | no      | 2026-11-02T08:40:00Z | My hub |             | 0             |
	 *
	 * @subcommand list
	 *
	 * @param array<int, string>   $args       The id.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function list_( array $args, array $assoc_args ): void {
		$this->require_capability( Names::CAP_READ );
		$versions = (array) $this->attempt( fn(): array => $this->history->list( get_current_user_id(), (string) $assoc_args['kind'], (int) $args[0] ) );
		$rows     = array_map( array( self::class, 'row' ), $versions );
		if ( ! $rows && 'table' === $assoc_args['format'] ) {
			\WP_CLI::log( __( 'No versions yet.', 'stencilbox' ) );
			return;
		}
		self::print_rows( (string) $assoc_args['format'], $rows );
	}

	/**
	 * A version as a row.
	 *
	 * @param array<string, mixed> $version Version.
	 * @return array<string, mixed>
	 */
	private static function row( array $version ): array {
		return array(
			'number'        => (int) $version['number'],
			'current'       => (bool) $version['is_current'],
			'created_at'    => (string) $version['created_at'],
			'author'        => (string) $version['author'],
			'note'          => (string) $version['note'],
			'restored_from' => (int) $version['restored_from'],
		);
	}
}
