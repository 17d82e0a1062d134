<?php
/**
 * `wp stencilbox hub`: the hub this site uses.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Cli;

use Stencilbox\Site\Hub\HubStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Tells which hub the site uses and whether it answers.
 *
 * ## EXAMPLES
 *
 *     # In a health check: exit code 1 when the hub does not answer.
 *     $ wp stencilbox hub status --format=json
 */
final class HubCommand extends Command {
	/**
	 * Constructor.
	 *
	 * @param HubStatus $status The hub's status, asked through the site's hub client.
	 */
	public function __construct( private HubStatus $status ) {}

	/**
	 * Shows the hub this site uses: this site itself (local) or another
	 * site's, whether it answers and how fast, its catalogue version, and
	 * whether it accepts the account key of the WordPress user given with
	 * --user. Ends with exit code 1 when the hub does not answer or refuses
	 * the key.
	 *
	 * ## OPTIONS
	 *
	 * [--format=<format>]
	 * : How to print the status.
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
	 *     $ wp stencilbox hub status --user=admin
	 *     +-----------+------------------------+-----------+-----------+ …
	 *     | hub       | hub_url                | reachable | answer_ms | …
	 *     | local     | https://example.org/   | yes       | 3         | …
	 *
	 * @param array<int, string>   $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function status( array $args, array $assoc_args ): void {
		unset( $args );
		$status = $this->status->check( get_current_user_id() );
		$row    = array_intersect_key( $status, array_flip( array( 'hub', 'hub_url', 'reachable', 'answer_ms', 'hub_name', 'accepts_remote', 'has_site_key', 'catalogue_version', 'account', 'account_key' ) ) );
		self::print_rows( (string) $assoc_args['format'], array( $row ) );
		if ( null !== $status['error'] ) {
			$this->fail( $status['error'] );
		}
	}
}
