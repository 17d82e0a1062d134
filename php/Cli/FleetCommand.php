<?php
/**
 * `wp stencilbox fleet`: staged rollouts and the audit log of this hub.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Cli;

use Stencilbox\Hub\Fleet\Actor;
use Stencilbox\Hub\Fleet\Approvers;
use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Fleet\FleetSchema;
use Stencilbox\Hub\Rest\HubFleetAdminController;

defined( 'ABSPATH' ) || exit;

/**
 * The hub owner's fleet, as the Library hub screen's *Fleet* section (the
 * same services as `admin/fleet…`), for a WordPress administrator of the
 * hub given with --user. Every change is in the audit log under that user.
 *
 * ## EXAMPLES
 *
 *     # Stage rollouts; the agency's own site gets versions first.
 *     $ wp stencilbox fleet stage on --user=admin
 *     $ wp stencilbox fleet channel https://agency.example.org canary --user=admin
 *
 *     # Approve version 3 of item 12 for every site.
 *     $ wp stencilbox fleet approve 12 3 --user=admin
 *
 *     # Every site that applied it goes back to the version it had.
 *     $ wp stencilbox fleet rollback 12 3 --yes --user=admin
 *
 *     # Today's applies, as CSV.
 *     $ wp stencilbox fleet audit --action=apply --since=2026-11-30 --format=csv --user=admin
 */
final class FleetCommand extends Command {
	/**
	 * Constructor.
	 *
	 * @param Fleet     $fleet     Channels, approvals and pins.
	 * @param AuditLog  $audit     The audit log.
	 * @param Approvers $approvers Accounts with the approve right.
	 */
	public function __construct( private Fleet $fleet, private AuditLog $audit, private Approvers $approvers ) {}

	/**
	 * Lists the versions waiting for approval, the fleet rollbacks that stand and the sites with a channel or pins.
	 *
	 * ## OPTIONS
	 *
	 * [--format=<format>]
	 * : How to print them.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox fleet status --user=admin
	 *     Staged rollouts: on
	 *     +---------+----------------+--------+----------+
	 *     | item_id | name           | newest | approved |
	 *     | 12      | Harbor header  | 3      | 2        |
	 *
	 * @param array<int, string>   $args       None.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function status( array $args, array $assoc_args ): void {
		unset( $args );
		$this->require_hub_owner();
		\WP_CLI::line( Fleet::staged() ? __( 'Staged rollouts: on', 'stencilbox' ) : __( 'Staged rollouts: off', 'stencilbox' ) );
		$format = (string) ( $assoc_args['format'] ?? 'table' );
		$rows   = array();
		foreach ( $this->fleet->pending() as $pending ) {
			$rows[] = array(
				'item_id'  => $pending['item_id'],
				'name'     => $pending['name'],
				'newest'   => $pending['newest'],
				'approved' => $pending['approved'],
			);
		}
		if ( $rows ) {
			self::print_rows( $format, $rows );
		}
		$rollbacks = array();
		foreach ( $this->fleet->rollbacks() as $rollback ) {
			$rollbacks[] = array(
				'item_id'     => $rollback['item_id'],
				'name'        => $rollback['name'],
				'rolled_back' => $rollback['number'],
				'ordered_at'  => $rollback['ordered_at'],
			);
		}
		if ( $rollbacks ) {
			self::print_rows( $format, $rollbacks );
		}
		$sites = array();
		foreach ( $this->fleet->sites() as $site ) {
			$sites[] = array(
				'site'    => $site['site'],
				'channel' => $site['channel'],
				'items'   => $site['items'],
				'pins'    => implode( ' ', array_map( static fn( array $pin ): string => $pin['item_id'] . '@' . $pin['number'], $site['pins'] ) ),
			);
		}
		if ( $sites ) {
			self::print_rows( $format, $sites );
		}
	}

	/**
	 * Turns staged rollouts on or off.
	 *
	 * ## OPTIONS
	 *
	 * <state>
	 * : on: a new version goes to canary sites first, to the others once approved. off: every site gets the newest.
	 * ---
	 * options:
	 *   - on
	 *   - off
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox fleet stage on --user=admin
	 *     Success: Staged rollouts are on.
	 *
	 * @param array<int, string>   $args       The state.
	 * @param array<string, mixed> $assoc_args None.
	 */
	public function stage( array $args, array $assoc_args ): void {
		unset( $assoc_args );
		$this->require_hub_owner();
		$this->fleet->set_staged( 'on' === $args[0], Actor::current_user() );
		\WP_CLI::success( 'on' === $args[0] ? __( 'Staged rollouts are on.', 'stencilbox' ) : __( 'Staged rollouts are off.', 'stencilbox' ) );
	}

	/**
	 * Sets a site's channel.
	 *
	 * ## OPTIONS
	 *
	 * <site>
	 * : The site's address (its home URL).
	 *
	 * <channel>
	 * : canary (gets new versions at once) or stable.
	 * ---
	 * options:
	 *   - canary
	 *   - stable
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox fleet channel https://agency.example.org canary --user=admin
	 *     Success: https://agency.example.org/ is on the canary channel.
	 *
	 * @param array<int, string>   $args       Site, channel.
	 * @param array<string, mixed> $assoc_args None.
	 */
	public function channel( array $args, array $assoc_args ): void {
		unset( $assoc_args );
		$this->require_hub_owner();
		$this->attempt( fn(): mixed => $this->fleet->set_channel( $args[0], $args[1], Actor::current_user() ) );
		/* translators: 1: site address, 2: channel */
		\WP_CLI::success( sprintf( __( '%1$s is on the %2$s channel.', 'stencilbox' ), Fleet::address( $args[0] ), $args[1] ) );
	}

	/**
	 * Holds a site at a version of an item.
	 *
	 * ## OPTIONS
	 *
	 * <site>
	 * : The site's address.
	 *
	 * <item>
	 * : The item's id.
	 *
	 * <version>
	 * : The version number.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox fleet pin https://shop.example.org 12 2 --user=admin
	 *     Success: https://shop.example.org/ is pinned to version 2 of item 12.
	 *
	 * @param array<int, string>   $args       Site, item, version.
	 * @param array<string, mixed> $assoc_args None.
	 */
	public function pin( array $args, array $assoc_args ): void {
		unset( $assoc_args );
		$this->require_hub_owner();
		$this->attempt( fn(): mixed => $this->fleet->pin( $args[0], (int) $args[1], (int) $args[2], Actor::current_user() ) );
		/* translators: 1: site address, 2: item id, 3: version number */
		\WP_CLI::success( sprintf( __( '%1$s is pinned to version %3$d of item %2$d.', 'stencilbox' ), Fleet::address( $args[0] ), (int) $args[1], (int) $args[2] ) );
	}

	/**
	 * Removes a site's pin of an item.
	 *
	 * ## OPTIONS
	 *
	 * <site>
	 * : The site's address.
	 *
	 * <item>
	 * : The item's id.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox fleet unpin https://shop.example.org 12 --user=admin
	 *     Success: The pin is removed.
	 *
	 * @param array<int, string>   $args       Site, item.
	 * @param array<string, mixed> $assoc_args None.
	 */
	public function unpin( array $args, array $assoc_args ): void {
		unset( $assoc_args );
		$this->require_hub_owner();
		$removed = $this->attempt( fn(): bool => $this->fleet->unpin( $args[0], (int) $args[1], Actor::current_user() ) );
		\WP_CLI::success( $removed ? __( 'The pin is removed.', 'stencilbox' ) : __( 'There was no pin.', 'stencilbox' ) );
	}

	/**
	 * Approves a version of an item for every site.
	 *
	 * ## OPTIONS
	 *
	 * <item>
	 * : The item's id.
	 *
	 * <version>
	 * : The version number.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox fleet approve 12 3 --user=admin
	 *     Success: Version 3 of item 12 is approved for every site.
	 *
	 * @param array<int, string>   $args       Item, version.
	 * @param array<string, mixed> $assoc_args None.
	 */
	public function approve( array $args, array $assoc_args ): void {
		unset( $assoc_args );
		$this->require_hub_owner();
		$this->attempt( fn(): mixed => $this->fleet->approve( (int) $args[0], (int) $args[1], Actor::current_user() ) );
		/* translators: 1: version number, 2: item id */
		\WP_CLI::success( sprintf( __( 'Version %1$d of item %2$d is approved for every site.', 'stencilbox' ), (int) $args[1], (int) $args[0] ) );
	}

	/**
	 * Rolls a version of an item back fleet-wide: every site that applied
	 * it goes back to the version it had, through the revision its apply
	 * made, when it next checks for updates (and reports each place to the
	 * audit log); no site is offered that version again until it, or a
	 * newer one, is approved.
	 *
	 * ## OPTIONS
	 *
	 * <item>
	 * : The item's id.
	 *
	 * <version>
	 * : The version to roll back (2 or more).
	 *
	 * [--yes]
	 * : Roll back without asking.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox fleet rollback 12 3 --yes --user=admin
	 *     Success: Every site that applied version 3 of item 12 goes back to the version it had when it next checks.
	 *
	 * @param array<int, string>   $args       Item, version.
	 * @param array<string, mixed> $assoc_args yes.
	 */
	public function rollback( array $args, array $assoc_args ): void {
		$this->require_hub_owner();
		$item   = (int) $args[0];
		$number = (int) $args[1];
		\WP_CLI::confirm(
			/* translators: 1: version number, 2: item id */
			sprintf( __( 'Roll version %1$d of item %2$d back on every site that applied it?', 'stencilbox' ), $number, $item ),
			$assoc_args
		);
		$this->attempt( fn(): mixed => $this->fleet->roll_back( $item, $number, Actor::current_user() ) );
		/* translators: 1: version number, 2: item id */
		\WP_CLI::success( sprintf( __( 'Every site that applied version %1$d of item %2$d goes back to the version it had when it next checks.', 'stencilbox' ), $number, $item ) );
	}

	/**
	 * Gives a library account the right to approve versions for every site,
	 * or takes it (`--remove`).
	 *
	 * ## OPTIONS
	 *
	 * <account>
	 * : The account's id or email.
	 *
	 * [--remove]
	 * : Take the right away.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox fleet approver lead@example.org --user=admin
	 *     Success: lead@example.org may approve versions.
	 *
	 * @param array<int, string>   $args       Account.
	 * @param array<string, mixed> $assoc_args remove.
	 */
	public function approver( array $args, array $assoc_args ): void {
		$this->require_hub_owner();
		$remove  = ! empty( $assoc_args['remove'] );
		$account = $this->attempt( fn(): array => $this->approvers->grant( (string) $args[0], ! $remove, Actor::current_user() ) );
		\WP_CLI::success(
			$remove
				/* translators: %s: account email. */
				? sprintf( __( '%s may no longer approve versions.', 'stencilbox' ), $account['email'] )
				/* translators: %s: account email. */
				: sprintf( __( '%s may approve versions.', 'stencilbox' ), $account['email'] )
		);
	}

	/**
	 * Prints the audit log, newest first.
	 *
	 * ## OPTIONS
	 *
	 * [--action=<action>]
	 * : Only this action (publish, approve, pin, unpin, channel, apply, rollback, fleet_rollback, right, settings).
	 *
	 * [--item-id=<id>]
	 * : Only this item.
	 *
	 * [--site=<address>]
	 * : Only this site.
	 *
	 * [--actor=<name>]
	 * : Only this user login or account email.
	 *
	 * [--since=<day>]
	 * : From this day (YYYY-MM-DD, UTC).
	 *
	 * [--until=<day>]
	 * : To this day.
	 *
	 * [--page=<page>]
	 * : Which page of 50 (table and json; csv prints every row).
	 * ---
	 * default: 1
	 * ---
	 *
	 * [--format=<format>]
	 * : How to print the events.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox fleet audit --action=apply --format=csv --user=admin > applies.csv
	 *
	 * @param array<int, string>   $args       None.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function audit( array $args, array $assoc_args ): void {
		unset( $args );
		$this->require_hub_owner();
		$filters = (array) $this->attempt( static fn(): array => HubFleetAdminController::filters( self::checked( $assoc_args, FleetSchema::filter_args() ) ) );
		if ( 'csv' === ( $assoc_args['format'] ?? 'table' ) ) {
			$out = fopen( 'php://temp', 'w+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a buffer that spills to disk for a long log.
			$this->audit->export( $filters, $out );
			rewind( $out );
			while ( false !== ( $line = fgets( $out ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fgets, Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- reads the buffer back line by line.
				\WP_CLI::line( rtrim( $line, "\n" ) );
			}
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- the buffer above.
			return;
		}
		$page = $this->audit->page( $filters, max( 1, (int) ( $assoc_args['page'] ?? 1 ) ) );
		if ( ! $page['data'] ) {
			\WP_CLI::line( __( 'No events.', 'stencilbox' ) );
			return;
		}
		self::print_rows( (string) ( $assoc_args['format'] ?? 'table' ), $page['data'] );
	}
}
