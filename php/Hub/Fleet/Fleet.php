<?php
/**
 * Staged rollouts: channels, approvals and pins (issue [26] item 1).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Fleet;

use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Versions\ChangeStamps;
use Stencilbox\Hub\Versions\FileVersions;
use Stencilbox\Hub\Versions\ItemVersions;
use Stencilbox\Hub\Versions\Usage;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's fleet tables, which no WordPress API holds; read fresh (a full update check, the owner's screen), never cached.

/**
 * Which version of an item a site is offered. A site is known by the
 * address it checks with (as its usage reports are). With staged rollouts
 * on (`STAGED_OPTION`, off by default), a new item version goes to the
 * sites the owner marks `canary` at once and to every other site only once
 * it is approved (by the hub owner, or an account with the `approve`
 * right, `Approvers`): those sites are offered the newest *approved*
 * version (version 1 when none is). A pin holds a site at one version of
 * an item, channel or not, until it is removed. Turning staged rollouts on
 * approves every item's newest version of that moment, so no site loses an
 * update it was already offered.
 *
 * A fleet rollback (`roll_back()`, item 4) asks every site that applied
 * version N of an item to go back to the version it had, through the
 * revision its apply made: each full check of the item answers the rolled
 * back numbers (`rolled_back`), and no site is offered N again — the
 * offered version steps down past it — until N or a newer version is
 * approved again, which ends the rollback.
 *
 * Every write moves the stamp an update check reads (`ChangeStamps`: the
 * item's for an approval or a rollback, `site:<hash>` for a site's channel
 * and pins), so an unchanged check stays one indexed read and a changed one
 * is a full check. Every write is in the audit log.
 */
final class Fleet {
	/** Whether staged rollouts are on ('1') or off ('0'); autoloaded. */
	public const STAGED_OPTION = 'stencilbox_hub_staged';

	/**
	 * How many rollbacks stand (rows of `fleet_rollbacks`); autoloaded, so a
	 * full check reads that table only while one does.
	 */
	public const ROLLBACKS_OPTION = 'stencilbox_hub_rollbacks';

	public const CANARY = 'canary';
	public const STABLE = 'stable';

	/** Every channel; a site without a row is `stable`. */
	public const CHANNELS = array( self::CANARY, self::STABLE );

	/** Most sites and pending versions listed on the owner's screen. */
	public const MAX_LISTED = 500;

	/**
	 * Constructor.
	 *
	 * @param ItemVersions      $items    Item versions.
	 * @param CatalogRepository $catalog  Catalogue (names, whether an item exists).
	 * @param AuditLog          $audit    The audit log.
	 */
	public function __construct( private ItemVersions $items, private CatalogRepository $catalog, private AuditLog $audit ) {}

	/**
	 * Table of channels.
	 */
	public static function sites_table(): string {
		return Names::table( 'fleet_sites' );
	}

	/**
	 * Table of pins.
	 */
	public static function pins_table(): string {
		return Names::table( 'fleet_pins' );
	}

	/**
	 * Table of approvals.
	 */
	public static function approvals_table(): string {
		return Names::table( 'item_approvals' );
	}

	/**
	 * Table of fleet rollbacks (Migration0017FleetRollbacks).
	 */
	public static function rollbacks_table(): string {
		return Names::table( 'fleet_rollbacks' );
	}

	/**
	 * Whether staged rollouts are on (an autoloaded option: no query).
	 */
	public static function staged(): bool {
		return '1' === (string) get_option( self::STAGED_OPTION, '0' );
	}

	/**
	 * A site address as channels and pins key it: the address a site
	 * checks with (`home_url( '/' )`), so one typed without its last slash
	 * is the same site.
	 *
	 * @param string $site Address.
	 */
	public static function address( string $site ): string {
		$site = esc_url_raw( trim( $site ) );
		return '' === $site ? '' : mb_substr( trailingslashit( $site ), 0, 190 );
	}

	/**
	 * The stamp a site's channel and pins move (`ChangeStamps`).
	 *
	 * @param string $site Address (`address()`).
	 */
	public static function site_thing( string $site ): string {
		return 'site:' . substr( hash( 'sha256', $site ), 0, 32 );
	}

	/**
	 * Turns staged rollouts on or off.
	 *
	 * @param bool  $on    On.
	 * @param Actor $actor Who.
	 */
	public function set_staged( bool $on, Actor $actor ): void {
		if ( $on === self::staged() ) {
			return;
		}
		if ( $on ) {
			$this->approve_all_newest();
		}
		update_option( self::STAGED_OPTION, $on ? '1' : '0', true );
		// Every token carries the flag (ChangeStamps::token): each site's next check is a full one.
		do_action( Names::EVENT_VERSIONS_CHANGED );
		$this->audit->one( AuditLog::SETTINGS, $actor, array( 'reason' => $on ? 'staged_on' : 'staged_off' ) );
	}

	/**
	 * A site's channel.
	 *
	 * @param string $site  Address.
	 * @param string $channel One of CHANNELS.
	 * @param Actor  $actor Who.
	 * @throws HttpError 400 for an empty address.
	 */
	public function set_channel( string $site, string $channel, Actor $actor ): void {
		global $wpdb;
		$site = $this->required( $site );
		if ( self::CANARY === $channel ) {
			$wpdb->query( $wpdb->prepare( 'REPLACE INTO %i (site, channel, changed_at) VALUES (%s, %s, %s)', self::sites_table(), $site, self::CANARY, current_time( 'mysql', true ) ) );
		} else {
			$wpdb->delete( self::sites_table(), array( 'site' => $site ) );
		}
		self::touch_site( $site );
		$this->audit->one(
			AuditLog::CHANNEL,
			$actor,
			array(
				'site'    => $site,
				'outcome' => self::CANARY === $channel ? self::CANARY : self::STABLE,
			)
		);
	}

	/**
	 * Holds a site at one version of an item.
	 *
	 * @param string $site    Address.
	 * @param int    $item_id Item.
	 * @param int    $number  Version.
	 * @param Actor  $actor   Who.
	 * @throws HttpError 400, 404 (no such item or version).
	 */
	public function pin( string $site, int $item_id, int $number, Actor $actor ): void {
		global $wpdb;
		$site = $this->required( $site );
		$this->version( $item_id, $number );
		$wpdb->query( $wpdb->prepare( 'REPLACE INTO %i (site, item_id, number, pinned_at) VALUES (%s, %d, %d, %s)', self::pins_table(), $site, $item_id, $number, current_time( 'mysql', true ) ) );
		self::touch_site( $site );
		$this->audit->one(
			AuditLog::PIN,
			$actor,
			array(
				'site'    => $site,
				'item_id' => $item_id,
				'version' => $number,
			)
		);
	}

	/**
	 * Lets a site follow its channel for an item again.
	 *
	 * @param string $site    Address.
	 * @param int    $item_id Item.
	 * @param Actor  $actor   Who.
	 * @return bool Whether there was a pin.
	 */
	public function unpin( string $site, int $item_id, Actor $actor ): bool {
		global $wpdb;
		$site    = $this->required( $site );
		$removed = (bool) $wpdb->delete(
			self::pins_table(),
			array(
				'site'    => $site,
				'item_id' => $item_id,
			)
		);
		if ( $removed ) {
			self::touch_site( $site );
			$this->audit->one(
				AuditLog::UNPIN,
				$actor,
				array(
					'site'    => $site,
					'item_id' => $item_id,
				)
			);
		}
		return $removed;
	}

	/**
	 * Approves a version of an item for every site.
	 *
	 * @param int   $item_id Item.
	 * @param int   $number  Version.
	 * @param Actor $actor   Who.
	 * @throws HttpError 404 (no such item or version).
	 */
	public function approve( int $item_id, int $number, Actor $actor ): void {
		global $wpdb;
		$this->version( $item_id, $number );
		$wpdb->query( $wpdb->prepare( 'REPLACE INTO %i (item_id, number, approved_at) VALUES (%d, %d, %s)', self::approvals_table(), $item_id, $number, current_time( 'mysql', true ) ) );
		if ( self::rollbacks_stand() && $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE item_id = %d AND number <= %d', self::rollbacks_table(), $item_id, $number ) ) ) {
			// Approved again (or a newer one): the rollback of that version ends.
			self::count_rollbacks();
		}
		ChangeStamps::touch( Versions::ITEM, array( $item_id ) );
		$this->audit->one(
			AuditLog::APPROVE,
			$actor,
			array(
				'item_id' => $item_id,
				'version' => $number,
			)
		);
	}

	/**
	 * Asks every site that applied a version of an item to go back to the
	 * version it had before, through the revision its apply made (the
	 * sites do it when they next check and report each place to the audit
	 * log); no site is offered that version again until it, or a newer
	 * one, is approved again.
	 *
	 * @param int   $item_id Item.
	 * @param int   $number  The version to roll back (2 or more).
	 * @param Actor $actor   Who.
	 * @throws HttpError 400 for version 1, 404 (no such item, version or version before it).
	 */
	public function roll_back( int $item_id, int $number, Actor $actor ): void {
		global $wpdb;
		$this->version( $item_id, $number );
		if ( $number < 2 ) {
			HttpError::raise( 'invalid_data', __( 'Version 1 has no version before it to go back to.', 'stencilbox' ), 400 );
		}
		// The version sites go back to must still be there (retention may have trimmed it).
		$this->version( $item_id, $number - 1 );
		$wpdb->query( $wpdb->prepare( 'REPLACE INTO %i (item_id, number, ordered_at) VALUES (%d, %d, %s)', self::rollbacks_table(), $item_id, $number, current_time( 'mysql', true ) ) );
		self::count_rollbacks();
		// Every site using the item makes a full check next: its answer names the rollback.
		ChangeStamps::touch( Versions::ITEM, array( $item_id ) );
		$this->audit->one(
			AuditLog::FLEET_ROLLBACK,
			$actor,
			array(
				'item_id' => $item_id,
				'version' => $number,
				'reason'  => 'to_' . ( $number - 1 ),
			)
		);
	}

	/**
	 * The rollbacks that stand, newest first.
	 *
	 * @return array<int, array{item_id: int, name: string, number: int, ordered_at: string}>
	 */
	public function rollbacks(): array {
		global $wpdb;
		if ( ! self::rollbacks_stand() ) {
			return array();
		}
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT r.item_id, r.number, r.ordered_at, i.name FROM %i AS r LEFT JOIN %i AS i ON i.id = r.item_id ORDER BY r.ordered_at DESC, r.item_id DESC LIMIT %d', self::rollbacks_table(), Names::table( 'catalog_items' ), self::MAX_LISTED ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'item_id'    => (int) $row['item_id'],
				'name'       => (string) $row['name'],
				'number'     => (int) $row['number'],
				'ordered_at' => gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( $row['ordered_at'] . ' UTC' ) ),
			),
			$rows
		);
	}

	/**
	 * What an update check needs to know about a site: whether it is a
	 * canary, its pins, the approved versions of the items it names, and
	 * the versions of them rolled back fleet-wide.
	 *
	 * @param string $site     Address (`address()`; '' for a check that does not
	 *                         say, or a site whose channel and pins never
	 *                         changed: it has no stamp, VersionCheck).
	 * @param int[]  $item_ids Items.
	 * @return array{canary: bool, staged: bool, pins: array<int, int>, approved: array<int, int>, rolled: array<int, int[]>}
	 */
	public function view( string $site, array $item_ids ): array {
		global $wpdb;
		$item_ids = array_values( array_unique( array_filter( array_map( 'intval', $item_ids ) ) ) );
		$view     = array(
			'canary'   => false,
			'staged'   => self::staged(),
			'pins'     => array(),
			'approved' => array(),
			'rolled'   => array(),
		);
		if ( ! $item_ids ) {
			return $view;
		}
		$in = implode( ',', array_fill( 0, count( $item_ids ), '%d' ) );
		if ( '' !== $site ) {
			$view['canary'] = self::CANARY === $wpdb->get_var( $wpdb->prepare( 'SELECT channel FROM %i WHERE site = %s', self::sites_table(), $site ) );
			foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT item_id, number FROM %i WHERE site = %s AND item_id IN ($in)", array_merge( array( self::pins_table(), $site ), $item_ids ) ), ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $in is placeholders, one per item id.
				$view['pins'][ (int) $row['item_id'] ] = (int) $row['number'];
			}
		}
		if ( $view['staged'] && ! $view['canary'] ) {
			foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT item_id, MAX(number) AS n FROM %i WHERE item_id IN ($in) GROUP BY item_id", array_merge( array( self::approvals_table() ), $item_ids ) ), ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $in is placeholders, one per item id.
				$view['approved'][ (int) $row['item_id'] ] = (int) $row['n'];
			}
		}
		if ( self::rollbacks_stand() ) {
			// Only while a rollback stands (an autoloaded count): otherwise a full check reads nothing more.
			foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT item_id, number FROM %i WHERE item_id IN ($in) ORDER BY item_id, number", array_merge( array( self::rollbacks_table() ), $item_ids ) ), ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $in is placeholders, one per item id.
				$view['rolled'][ (int) $row['item_id'] ][] = (int) $row['number'];
			}
		}
		return $view;
	}

	/**
	 * The version of an item a site is offered (the one rule): a pin
	 * first, then the channel; a version rolled back fleet-wide is never
	 * offered (the one before it is).
	 *
	 * @param array{canary: bool, staged: bool, pins: array<int, int>, approved: array<int, int>, rolled?: array<int, int[]>} $view    `view()`.
	 * @param int                                                                                                           $item_id Item.
	 * @param int                                                                                                           $newest  Its newest version.
	 */
	public static function offered( array $view, int $item_id, int $newest ): int {
		if ( isset( $view['pins'][ $item_id ] ) ) {
			$offered = min( $newest, $view['pins'][ $item_id ] );
		} elseif ( $view['staged'] && ! $view['canary'] ) {
			$offered = min( $newest, $view['approved'][ $item_id ] ?? 1 );
		} else {
			$offered = $newest;
		}
		$rolled = $view['rolled'][ $item_id ] ?? array();
		while ( $offered > 1 && in_array( $offered, $rolled, true ) ) {
			--$offered;
		}
		return $offered;
	}

	/**
	 * Versions waiting for approval: items whose newest version is newer
	 * than their newest approved one (none while staged rollouts are off).
	 *
	 * @return array<int, array{item_id: int, name: string, platform: string, newest: int, approved: int}>
	 */
	public function pending(): array {
		global $wpdb;
		if ( ! self::staged() ) {
			return array();
		}
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT v.target_id AS item_id, MAX(v.number) AS newest, COALESCE((SELECT MAX(a.number) FROM %i AS a WHERE a.item_id = v.target_id), 1) AS approved, i.name, i.platform
				FROM %i AS v INNER JOIN %i AS i ON i.id = v.target_id
				WHERE v.kind = %s GROUP BY v.target_id, i.name, i.platform HAVING MAX(v.number) > COALESCE((SELECT MAX(a.number) FROM %i AS a WHERE a.item_id = v.target_id), 1)
				ORDER BY v.target_id DESC LIMIT %d',
				self::approvals_table(),
				Names::table( 'versions' ),
				Names::table( 'catalog_items' ),
				Versions::ITEM,
				self::approvals_table(),
				self::MAX_LISTED
			),
			ARRAY_A
		);
		return array_map(
			static fn( array $row ): array => array(
				'item_id'  => (int) $row['item_id'],
				'name'     => (string) $row['name'],
				'platform' => (string) $row['platform'],
				'newest'   => (int) $row['newest'],
				'approved' => (int) $row['approved'],
			),
			$rows
		);
	}

	/**
	 * The sites the hub knows: those that reported using items, and those
	 * the owner gave a channel or a pin, with their channel and pins.
	 *
	 * @return array<int, array{site: string, channel: string, items: int, pins: array<int, array{item_id: int, number: int}>}>
	 */
	public function sites(): array {
		global $wpdb;
		$out = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT site, COUNT(DISTINCT target_id) AS n FROM %i WHERE kind = %s GROUP BY site ORDER BY site LIMIT %d', Usage::table(), Versions::ITEM, self::MAX_LISTED ), ARRAY_A ) as $row ) {
			$out[ (string) $row['site'] ] = self::site_row( (string) $row['site'], (int) $row['n'] );
		}
		foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SELECT site FROM %i', self::sites_table() ) ) as $site ) {
			$out[ (string) $site ]          ??= self::site_row( (string) $site, 0 );
			$out[ (string) $site ]['channel'] = self::CANARY;
		}
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT site, item_id, number FROM %i ORDER BY site, item_id', self::pins_table() ), ARRAY_A ) as $row ) {
			$out[ (string) $row['site'] ]         ??= self::site_row( (string) $row['site'], 0 );
			$out[ (string) $row['site'] ]['pins'][] = array(
				'item_id' => (int) $row['item_id'],
				'number'  => (int) $row['number'],
			);
		}
		ksort( $out );
		return array_values( $out );
	}

	/**
	 * Deleted items' approvals and pins go with them.
	 *
	 * @param int[] $item_ids Items.
	 */
	public static function forget( array $item_ids ): void {
		global $wpdb;
		foreach ( array_chunk( array_values( array_filter( array_map( 'intval', $item_ids ) ) ), 500 ) as $chunk ) {
			$in = implode( ',', array_fill( 0, count( $chunk ), '%d' ) );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $in is placeholders.
			$wpdb->query( $wpdb->prepare( "DELETE FROM %i WHERE item_id IN ($in)", array_merge( array( self::approvals_table() ), $chunk ) ) );
			$wpdb->query( $wpdb->prepare( "DELETE FROM %i WHERE item_id IN ($in)", array_merge( array( self::pins_table() ), $chunk ) ) );
			$wpdb->query( $wpdb->prepare( "DELETE FROM %i WHERE item_id IN ($in)", array_merge( array( VersionCompare::similarity_table() ), $chunk ) ) );
			if ( self::rollbacks_stand() ) {
				$wpdb->query( $wpdb->prepare( "DELETE FROM %i WHERE item_id IN ($in)", array_merge( array( self::rollbacks_table() ), $chunk ) ) );
				self::count_rollbacks();
			}
			// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
	}

	/**
	 * Whether any fleet rollback stands (an autoloaded option: no query).
	 */
	private static function rollbacks_stand(): bool {
		return (int) get_option( self::ROLLBACKS_OPTION, 0 ) > 0;
	}

	/**
	 * Writes down how many rollbacks stand (after each change of the table).
	 */
	private static function count_rollbacks(): void {
		global $wpdb;
		update_option( self::ROLLBACKS_OPTION, (string) (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', self::rollbacks_table() ) ), true );
	}

	/**
	 * A site as listed before its channel and pins are read.
	 *
	 * @param string $site  Address.
	 * @param int    $items Items it reported using.
	 * @return array{site: string, channel: string, items: int, pins: array<int, array{item_id: int, number: int}>}
	 */
	private static function site_row( string $site, int $items ): array {
		return array(
			'site'    => $site,
			'channel' => self::STABLE,
			'items'   => $items,
			'pins'    => array(),
		);
	}

	/**
	 * Approves the newest version of every item that has versions (staged
	 * rollouts turned on: what sites are offered now stays offered).
	 */
	private function approve_all_newest(): void {
		global $wpdb;
		$now  = current_time( 'mysql', true );
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT target_id, MAX(number) AS n FROM %i WHERE kind = %s GROUP BY target_id', Names::table( 'versions' ), Versions::ITEM ), ARRAY_A );
		foreach ( array_chunk( $rows, 500 ) as $chunk ) {
			$values = array_map( static fn( array $row ): string => $wpdb->prepare( '(%d, %d, %s)', (int) $row['target_id'], (int) $row['n'], $now ), $chunk );
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row is prepared above.
			$wpdb->query( $wpdb->prepare( 'REPLACE INTO %i (item_id, number, approved_at) VALUES ', self::approvals_table() ) . implode( ',', $values ) );
		}
	}

	/**
	 * Checks that an item has that version.
	 *
	 * @param int $item_id Item.
	 * @param int $number  Version.
	 * @throws HttpError 404.
	 */
	private function version( int $item_id, int $number ): void {
		if ( ! $this->catalog->row( $item_id ) ) {
			HttpError::raise( 'item_not_found', Messages::item_missing(), 404 );
		}
		$newest = $this->items->numbers( array( $item_id ) )[ $item_id ] ?? 1;
		if ( $number < 1 || $number > $newest || ( 1 !== $newest && null === $this->items->stored_version( $item_id, $number ) ) ) {
			throw FileVersions::not_found();
		}
	}

	/**
	 * A site address that must be given.
	 *
	 * @param string $site Address.
	 * @throws HttpError 400.
	 */
	private function required( string $site ): string {
		$site = self::address( $site );
		if ( '' === $site ) {
			HttpError::raise( 'invalid_data', __( 'Enter the site’s address.', 'stencilbox' ), 400 );
		}
		return $site;
	}

	/**
	 * Moves a site's stamp (its channel or pins changed).
	 *
	 * @param string $site Address.
	 */
	private static function touch_site( string $site ): void {
		ChangeStamps::touch_things( array( self::site_thing( $site ) ) );
	}
}
