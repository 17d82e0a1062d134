<?php
/**
 * The hub's audit log: who published, approved, pinned, applied and
 * rolled back what, where and when (issue [26] item 3).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Fleet;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's audit table, which no WordPress API holds; appended to by the actions it records, read by the owner's screen and export, never cached.

/**
 * One row per event, never changed afterwards. What a row holds is
 * numbers and names the hub already has: the item, the version, the site
 * address a site reports with (as usage does), the outcome and a reason
 * code with its message — never a title, content or post id of a site.
 */
final class AuditLog {
	public const PUBLISH  = 'publish';
	public const APPROVE  = 'approve';
	public const PIN      = 'pin';
	public const UNPIN    = 'unpin';
	public const CHANNEL  = 'channel';
	public const APPLY    = 'apply';
	public const ROLLBACK = 'rollback';
	public const RIGHT    = 'right';
	public const SETTINGS = 'settings';

	/**
	 * A fleet rollback: the owner's (or an approver's) order to every site,
	 * and each site's result per place.
	 */
	public const FLEET_ROLLBACK = 'fleet_rollback';

	/** Every action, in the order the screen's filter lists them. */
	public const ACTIONS = array( self::PUBLISH, self::APPROVE, self::PIN, self::UNPIN, self::CHANNEL, self::APPLY, self::ROLLBACK, self::FLEET_ROLLBACK, self::RIGHT, self::SETTINGS );

	/**
	 * What a site says an apply (`updated` … `failed`) or a fleet rollback
	 * (`rolled_back`, `skipped`, `failed`) did to one place.
	 */
	public const OUTCOMES = array( 'updated', 'merged', 'conflicted', 'skipped', 'failed', 'rolled_back' );

	/** Rows per page of the screen. */
	public const PER_PAGE = 50;

	/** Rows read per query of an export. */
	private const BATCH = 500;

	/** The columns of a row as listed and exported, in order. */
	public const COLUMNS = array( 'id', 'created_at', 'action', 'actor_kind', 'actor_id', 'actor_name', 'item_id', 'item_name', 'version', 'site', 'outcome', 'reason' );

	/**
	 * The table (Migration0016Fleet).
	 */
	public static function table(): string {
		return Names::table( 'audit_log' );
	}

	/**
	 * Records events.
	 *
	 * @param string                           $action One of ACTIONS.
	 * @param Actor                            $actor  Who.
	 * @param array<int, array<string, mixed>> $rows   What: item_id, version, site, outcome, reason (each optional).
	 */
	public function record( string $action, Actor $actor, array $rows ): void {
		global $wpdb;
		$now    = current_time( 'mysql', true );
		$values = array();
		foreach ( $rows as $row ) {
			$values[] = $wpdb->prepare(
				'(%s, %s, %s, %d, %s, %d, %d, %s, %s, %s)',
				$now,
				$action,
				$actor->kind,
				$actor->id,
				mb_substr( $actor->name, 0, 190 ),
				max( 0, (int) ( $row['item_id'] ?? 0 ) ),
				max( 0, (int) ( $row['version'] ?? 0 ) ),
				mb_substr( (string) ( $row['site'] ?? '' ), 0, 190 ),
				mb_substr( (string) ( $row['outcome'] ?? '' ), 0, 20 ),
				mb_substr( (string) ( $row['reason'] ?? '' ), 0, 190 )
			);
		}
		foreach ( array_chunk( $values, self::BATCH ) as $chunk ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row is prepared above.
			$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (created_at, action, actor_kind, actor_id, actor_name, item_id, version, site, outcome, reason) VALUES ', self::table() ) . implode( ',', $chunk ) );
		}
	}

	/**
	 * Records one event.
	 *
	 * @param string               $action One of ACTIONS.
	 * @param Actor                $actor  Who.
	 * @param array<string, mixed> $row    What.
	 */
	public function one( string $action, Actor $actor, array $row = array() ): void {
		$this->record( $action, $actor, array( $row ) );
	}

	/**
	 * A deleted account's events stay, without its email.
	 *
	 * @param int $account_id Account.
	 */
	public function forget_account( int $account_id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET actor_name = %s WHERE actor_kind = %s AND actor_id = %d', self::table(), '', Actor::ACCOUNT, $account_id ) );
	}

	/**
	 * A page of events, newest first.
	 *
	 * @param array<string, mixed> $filters action, item_id, site (an address, or a list of them), actor, since, until (dates, UTC, inclusive).
	 * @param int                  $page    Page from 1.
	 * @return array{data: array<int, array<string, mixed>>, current_page: int, total_page: int, total: int}
	 */
	public function page( array $filters, int $page = 1 ): array {
		global $wpdb;
		$where = $this->where( $filters );
		$page  = max( 1, $page );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $where is built from prepared parts.
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM %i WHERE {$where}", self::table() ) );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM %i WHERE {$where} ORDER BY id DESC LIMIT %d OFFSET %d", self::table(), self::PER_PAGE, ( $page - 1 ) * self::PER_PAGE ), ARRAY_A );
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$names = self::item_names( $rows );
		return array(
			'data'         => array_map( static fn( array $row ): array => self::present( $row, $names ), $rows ),
			'current_page' => $page,
			'total_page'   => (int) max( 1, ceil( $total / self::PER_PAGE ) ),
			'total'        => $total,
		);
	}

	/**
	 * Every event the filters keep, newest first, as CSV lines written to
	 * a stream (read in batches: a long log is never held in memory).
	 *
	 * @param array<string, mixed> $filters As page().
	 * @param resource             $out     Where to write.
	 * @return int Rows written.
	 */
	public function export( array $filters, mixed $out ): int {
		global $wpdb;
		$where   = $this->where( $filters );
		$written = 0;
		$before  = PHP_INT_MAX;
		fputcsv( $out, self::COLUMNS, ',', '"', '' );
		do {
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $where is built from prepared parts.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM %i WHERE {$where} AND id < %d ORDER BY id DESC LIMIT %d", self::table(), $before, self::BATCH ), ARRAY_A );
			// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$names = self::item_names( $rows );
			foreach ( $rows as $row ) {
				$row    = self::present( $row, $names );
				$before = $row['id'];
				fputcsv( $out, array_map( array( self::class, 'cell' ), array_values( $row ) ), ',', '"', '' );
				++$written;
			}
		} while ( count( $rows ) === self::BATCH );
		return $written;
	}

	/**
	 * One cell of the export; a text a spreadsheet would run as a formula
	 * (`=`, `+`, `-`, `@` first) is written with a quote before it.
	 *
	 * @param mixed $value Value.
	 */
	private static function cell( mixed $value ): string {
		$text = (string) $value;
		return '' !== $text && in_array( $text[0], array( '=', '+', '-', '@', "\t", "\r" ), true ) ? "'" . $text : $text;
	}

	/**
	 * The condition of the filters.
	 *
	 * @param array<string, mixed> $filters Filters.
	 */
	private function where( array $filters ): string {
		global $wpdb;
		$parts = array( '1=1' );
		if ( in_array( (string) ( $filters['action'] ?? '' ), self::ACTIONS, true ) ) {
			$parts[] = $wpdb->prepare( 'action = %s', (string) $filters['action'] );
		}
		if ( (int) ( $filters['item_id'] ?? 0 ) > 0 ) {
			$parts[] = $wpdb->prepare( 'item_id = %d', (int) $filters['item_id'] );
		}
		// One address, or the few a host typed without its scheme names.
		$sites = array_values( array_filter( array_map( 'strval', (array) ( $filters['site'] ?? array() ) ), 'strlen' ) );
		if ( $sites ) {
			$parts[] = $wpdb->prepare( 'site IN (' . implode( ',', array_fill( 0, count( $sites ), '%s' ) ) . ')', $sites );
		}
		if ( '' !== (string) ( $filters['actor'] ?? '' ) ) {
			$parts[] = $wpdb->prepare( 'actor_name = %s', (string) $filters['actor'] );
		}
		if ( '' !== (string) ( $filters['since'] ?? '' ) ) {
			$parts[] = $wpdb->prepare( 'created_at >= %s', gmdate( 'Y-m-d 00:00:00', (int) strtotime( (string) $filters['since'] . ' UTC' ) ) );
		}
		if ( '' !== (string) ( $filters['until'] ?? '' ) ) {
			$parts[] = $wpdb->prepare( 'created_at <= %s', gmdate( 'Y-m-d 23:59:59', (int) strtotime( (string) $filters['until'] . ' UTC' ) ) );
		}
		return implode( ' AND ', $parts );
	}

	/**
	 * The names of the items some rows name, as the catalogue has them now
	 * (one query; an item deleted since has none, its id stays).
	 *
	 * @param array<int, array<string, mixed>> $rows Rows.
	 * @return array<int, string> Name by item id.
	 */
	private static function item_names( array $rows ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( static fn( array $row ): int => (int) $row['item_id'], $rows ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $in is placeholders only, one per id.
		$found = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, name FROM %i WHERE id IN ({$in})", Names::table( 'catalog_items' ), ...$ids ), ARRAY_A );
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber
		return array_column( array_map( static fn( array $row ): array => array( (int) $row['id'], (string) $row['name'] ), $found ), 1, 0 );
	}

	/**
	 * A row as listed.
	 *
	 * @param array<string, mixed> $row   Row.
	 * @param array<int, string>   $names Item names by id (item_names()).
	 * @return array<string, mixed>
	 */
	private static function present( array $row, array $names ): array {
		return array(
			'id'         => (int) $row['id'],
			'created_at' => mysql2date( 'Y-m-d\TH:i:s\Z', (string) $row['created_at'], false ),
			'action'     => (string) $row['action'],
			'actor_kind' => (string) $row['actor_kind'],
			'actor_id'   => (int) $row['actor_id'],
			'actor_name' => (string) $row['actor_name'],
			'item_id'    => (int) $row['item_id'],
			'item_name'  => $names[ (int) $row['item_id'] ] ?? '',
			'version'    => (int) $row['version'],
			'site'       => (string) $row['site'],
			'outcome'    => (string) $row['outcome'],
			'reason'     => (string) $row['reason'],
		);
	}
}
