<?php
/**
 * `wp stencilbox updates`: content on this site whose source has a newer
 * version, listed and updated from a script.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Cli;

use Stencilbox\Site\Updates\Updates;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Lists and applies updates, as the Updates screen does (the same service
 * as `GET /updates` and `POST /updates/apply`), for the WordPress user given
 * with WP-CLI's global --user and that user's library account.
 *
 * ## EXAMPLES
 *
 *     # What has a newer version on the hub.
 *     $ wp stencilbox updates list --user=admin
 *
 *     # Update every place not edited here; leave edited ones alone.
 *     $ wp stencilbox updates apply --pristine-only --user=admin
 *
 *     # Update everything: edited places merged, conflicts reported.
 *     $ wp stencilbox updates apply --user=admin
 */
final class UpdatesCommand extends Command {
	/**
	 * Constructor.
	 *
	 * @param Updates $updates Updates.
	 */
	public function __construct( private Updates $updates ) {}

	/**
	 * Lists the places on this site whose source has a newer version: what
	 * it is, where it is used, the version here and the newest, whether it
	 * was edited here, and the newest version's note. Asks the hub afresh.
	 *
	 * ## OPTIONS
	 *
	 * [--format=<format>]
	 * : How to print the list.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 *   - yaml
	 *   - count
	 *   - ids
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox updates list --user=admin
	 *     +----+----------------+------+---------+------+---------+--------+----------+---------------------+
	 *     | id | name           | kind | post_id | post | version | newest | pristine | note                |
	 *     | 12 | Harbor header  | item | 41      | Home | 1       | 2      | yes      | Bigger logo         |
	 *
	 * @subcommand list
	 *
	 * @param array<int, string>   $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function list_( array $args, array $assoc_args ): void {
		unset( $args );
		$this->require_capability( Names::CAP_READ );
		$list = (array) $this->attempt( fn(): array => $this->updates->list( get_current_user_id(), true ) );
		$rows = array_map( array( self::class, 'row' ), (array) $list['updates'] );
		if ( ! $rows && 'table' === $assoc_args['format'] ) {
			\WP_CLI::success( __( 'Everything is up to date.', 'stencilbox' ) );
			return;
		}
		self::print_rows( (string) $assoc_args['format'], $rows );
	}

	/**
	 * Updates places to their source's newest version. Every update keeps a
	 * revision of the post, so it can be undone. A place edited on this
	 * site is merged by default: the new version's design with the content
	 * changed here kept; a place whose merge has conflicts (the same thing
	 * changed on both sides) is left as it is and reported — its conflicts
	 * are picked on the Updates screen. With --replace an edited place is
	 * replaced instead, after a question (or with --yes); with
	 * --pristine-only it is left alone.
	 *
	 * ## OPTIONS
	 *
	 * [<id>...]
	 * : The updates to apply (`wp stencilbox updates list` prints their ids). Default: every one.
	 *
	 * [--pristine-only]
	 * : Only places not edited on this site.
	 *
	 * [--merge]
	 * : Merge edited places with the new version (the default).
	 *
	 * [--replace]
	 * : Replace edited places with the new version (their changes go; a revision keeps them).
	 *
	 * [--yes]
	 * : With --replace: replace without asking.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox updates apply --user=admin
	 *     Updated: Harbor header in Home (version 2)
	 *     Merged: Harbor header in About (version 2)
	 *     Conflicted: Harbor footer in Contact: 1 conflict (text at 0). Pick a side on the Updates screen.
	 *     Success: 2 places were updated.
	 *
	 * @param array<int, string>   $args       Updates.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function apply( array $args, array $assoc_args ): void {
		$this->require_capability( Names::CAP_READ );
		$pristine_only = ! empty( $assoc_args['pristine-only'] );
		$replace       = ! empty( $assoc_args['replace'] );
		if ( (int) $pristine_only + (int) $replace + (int) ! empty( $assoc_args['merge'] ) > 1 ) {
			\WP_CLI::error( __( 'Choose one of --pristine-only, --merge and --replace.', 'stencilbox' ) );
		}
		$user    = get_current_user_id();
		$list    = (array) $this->attempt( fn(): array => $this->updates->list( $user, true ) );
		$entries = array();
		foreach ( (array) $list['updates'] as $entry ) {
			$entries[ (int) $entry['id'] ] = $entry;
		}
		$wanted = $args ? array_map( 'intval', $args ) : array_keys( $entries );
		foreach ( $wanted as $id ) {
			if ( ! isset( $entries[ $id ] ) ) {
				/* translators: %d: an update's id. */
				\WP_CLI::warning( sprintf( __( 'There is no update %d (it may be up to date already).', 'stencilbox' ), $id ) );
			}
		}
		$wanted = array_values( array_filter( $wanted, static fn( int $id ): bool => isset( $entries[ $id ] ) ) );
		if ( ! $wanted ) {
			\WP_CLI::success( __( 'Everything is up to date.', 'stencilbox' ) );
			return;
		}
		$edited = count( array_filter( $wanted, static fn( int $id ): bool => ! $entries[ $id ]['pristine'] ) );
		if ( $edited > 0 && $replace ) {
			\WP_CLI::confirm(
				/* translators: %d: number of places. */
				sprintf( _n( '%d place was changed on this site. Replace those changes with the newest version?', '%d places were changed on this site. Replace those changes with the newest version?', $edited, 'stencilbox' ), $edited ),
				$assoc_args
			);
		}
		$merge  = ! $pristine_only && ! $replace;
		$result = array_fill_keys( Updates::APPLY_LISTS, array() );
		foreach ( array_chunk( $wanted, 50 ) as $chunk ) {
			$done = (array) $this->attempt( fn(): array => $this->updates->apply( $user, $chunk, $replace, $merge ) );
			foreach ( $result as $key => $list_of ) {
				$result[ $key ] = array_merge( $list_of, (array) ( $done[ $key ] ?? array() ) );
			}
		}
		$where = static fn( array $outcome ): array => array( $entries[ $outcome['id'] ]['name'], $entries[ $outcome['id'] ]['post']['title'] );
		foreach ( $result['updated'] as $done ) {
			/* translators: 1: source name, 2: post title, 3: version. */
			\WP_CLI::log( sprintf( __( 'Updated: %1$s in %2$s (version %3$d)', 'stencilbox' ), ...array( ...$where( $done ), $done['version'] ) ) );
		}
		foreach ( $result['merged'] as $done ) {
			/* translators: 1: source name, 2: post title, 3: version. */
			\WP_CLI::log( sprintf( __( 'Merged: %1$s in %2$s (version %3$d)', 'stencilbox' ), ...array( ...$where( $done ), $done['version'] ) ) );
		}
		foreach ( $result['conflicted'] as $conflicted ) {
			$about = implode(
				', ',
				array_map(
					/* translators: 1: what a conflict is about (text, link, image, attribute…), 2: where (block positions, e.g. 0/1). */
					static fn( array $c ): string => sprintf( __( '%1$s at %2$s', 'stencilbox' ), $c['what'], $c['path'] ),
					(array) $conflicted['conflicts']
				)
			);
			\WP_CLI::log(
				sprintf(
					/* translators: 1: source name, 2: post title, 3: number of conflicts, 4: what and where (e.g. "text at 0/1"). */
					_n( 'Conflicted: %1$s in %2$s: %3$d conflict (%4$s). Pick a side on the Updates screen.', 'Conflicted: %1$s in %2$s: %3$d conflicts (%4$s). Pick a side on the Updates screen.', count( (array) $conflicted['conflicts'] ), 'stencilbox' ),
					...array( ...$where( $conflicted ), count( (array) $conflicted['conflicts'] ), $about )
				)
			);
		}
		foreach ( $result['skipped'] as $skipped ) {
			/* translators: 1: source name, 2: post title, 3: why. */
			\WP_CLI::log( sprintf( __( 'Skipped: %1$s in %2$s: %3$s', 'stencilbox' ), ...array( ...$where( $skipped ), $skipped['message'] ) ) );
		}
		foreach ( $result['failed'] as $failed ) {
			/* translators: 1: an update's id, 2: why. */
			\WP_CLI::warning( sprintf( __( 'Update %1$d failed: %2$s', 'stencilbox' ), $failed['id'], $failed['message'] ) );
		}
		$updated = count( $result['updated'] ) + count( $result['merged'] );
		/* translators: %d: number of places. */
		$summary = sprintf( _n( '%d place was updated.', '%d places were updated.', $updated, 'stencilbox' ), $updated );
		if ( $result['failed'] ) {
			\WP_CLI::error( $summary );
		}
		\WP_CLI::success( $summary );
	}

	/**
	 * Carries out the hub's fleet rollbacks now (a check schedules them for
	 * WP-Cron otherwise): every place the user may edit that applied a
	 * version the hub rolled back goes back to what it had, through the
	 * revision that update made; a place changed since is kept. Each place
	 * is reported to the hub's audit log.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp stencilbox updates rollback --user=admin
	 *     Rolled back: Harbor header in Home (post 12) to version 1
	 *     Success: 1 place was rolled back.
	 *
	 * @param array<int, string>   $args       None.
	 * @param array<string, mixed> $assoc_args None.
	 */
	public function rollback( array $args, array $assoc_args ): void {
		unset( $args, $assoc_args );
		$this->require_capability( Names::CAP_READ );
		$done = (array) $this->attempt( fn(): array => $this->updates->roll_back( get_current_user_id() ) );
		// Each place as the other update commands name it: the item in the page, with the page's id.
		$where = static fn( array $place ): array => array( $place['name'], $place['post_title'], $place['post_id'] );
		foreach ( (array) $done['rolled_back'] as $place ) {
			/* translators: 1: source name, 2: post title, 3: post id, 4: version. */
			\WP_CLI::log( sprintf( __( 'Rolled back: %1$s in %2$s (post %3$d) to version %4$d', 'stencilbox' ), ...array( ...$where( $place ), $place['version'] ) ) );
		}
		foreach ( (array) $done['skipped'] as $place ) {
			/* translators: 1: source name, 2: post title, 3: post id, 4: why. */
			\WP_CLI::log( sprintf( __( 'Skipped: %1$s in %2$s (post %3$d): %4$s', 'stencilbox' ), ...array( ...$where( $place ), $place['message'] ) ) );
		}
		foreach ( (array) $done['failed'] as $place ) {
			/* translators: 1: source name, 2: post title, 3: post id, 4: why. */
			\WP_CLI::warning( sprintf( __( 'Rolling back %1$s in %2$s (post %3$d) failed: %4$s', 'stencilbox' ), ...array( ...$where( $place ), $place['message'] ) ) );
		}
		$count = count( (array) $done['rolled_back'] );
		/* translators: %d: number of places. */
		\WP_CLI::success( sprintf( _n( '%d place was rolled back.', '%d places were rolled back.', $count, 'stencilbox' ), $count ) );
	}

	/**
	 * An update as a row.
	 *
	 * @param array<string, mixed> $entry Update.
	 * @return array<string, mixed>
	 */
	private static function row( array $entry ): array {
		return array(
			'id'       => (int) $entry['id'],
			'name'     => (string) $entry['name'],
			'kind'     => (string) $entry['kind'],
			'post_id'  => (int) $entry['post']['id'],
			'post'     => (string) $entry['post']['title'],
			'version'  => (int) $entry['version'],
			'newest'   => (int) $entry['newest']['number'],
			'pristine' => (bool) $entry['pristine'],
			'note'     => (string) $entry['newest']['note'],
		);
	}
}
