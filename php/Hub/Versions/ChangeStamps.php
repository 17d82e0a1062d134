<?php
/**
 * Change stamps: what lets an update check that nothing changed for cost
 * one indexed read (`POST /versions/check` with its `token`).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Versions;

use Stencilbox\Hub\Catalog\CatalogReads;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's stamp table, which no WordPress API holds; read fresh on every check (a cached stamp would hide a change), written with the change it marks.

/**
 * One row per thing a check answers about, `item:<id>` and `file:<id>`,
 * and `sharing:0` for who may read which file (workspaces and their
 * members): a random stamp, written again whenever that thing's answer may
 * change — a new version, a restore, retention trimming versions, a new
 * name, a move, a deletion (the row stays, as a tombstone), a membership.
 * The writers (`Versions`, `CatalogWriter`, `ItemVersions::restore`,
 * `CloudFiles`, `Workspaces`) touch a stamp *after* the write it marks, so
 * a check that read the old stamp read the old data too, and the next
 * check sees the new stamp.
 *
 * A check's token is a hash of everything its answer depends on: the
 * account, the site address, what the site sent (ids, versions, places,
 * posts — so the site's own new inserts make a new token), the hub's
 * public name, and the stamps of those things. The same token again means
 * the same answer and the same usage report: the hub answers `unchanged`
 * and reads nothing else. Static, like `CatalogVersion`: the writers are
 * built in many places and the table is global state either way.
 */
final class ChangeStamps {
	/** What the token's hash starts with: a new answer format changes it, and every token with it. */
	public const FORMAT = 'stencilbox-check-2';

	/** The thing that stands for file access (workspaces, members). */
	public const SHARING = 'sharing:0';

	/** Things written per query. */
	private const CHUNK = 500;

	/**
	 * The table (Migration0012VersionStamps).
	 */
	public static function table(): string {
		return Names::table( 'version_stamps' );
	}

	/**
	 * Marks things as changed.
	 *
	 * @param string $kind Versions::ITEM or Versions::FILE.
	 * @param int[]  $ids  Their ids.
	 */
	public static function touch( string $kind, array $ids ): void {
		$things = array();
		foreach ( array_unique( array_filter( array_map( 'intval', $ids ) ) ) as $id ) {
			$things[] = $kind . ':' . $id;
		}
		self::write( $things );
	}

	/**
	 * Things created under ids nothing had: only a deleted thing's
	 * tombstone can name such an id, and dropping it changes the stamps of
	 * a check that named the id as surely as a new stamp (the bulk seed
	 * writes no row for its thousands of new items).
	 *
	 * @param string $kind Versions::ITEM or Versions::FILE.
	 * @param int[]  $ids  Their ids.
	 */
	public static function created( string $kind, array $ids ): void {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		foreach ( array_chunk( $ids, self::CHUNK ) as $chunk ) {
			$things = array_map( static fn( int $id ): string => $kind . ':' . $id, $chunk );
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE thing IN (' . implode( ',', array_fill( 0, count( $things ), '%s' ) ) . ')', array_merge( array( self::table() ), $things ) ) );
		}
		if ( $ids ) {
			do_action( Names::EVENT_VERSIONS_CHANGED );
		}
	}

	/**
	 * Marks other things as changed (a site's channel or pins:
	 * `Fleet::site_thing()`).
	 *
	 * @param string[] $things Things (at most 40 characters each).
	 */
	public static function touch_things( array $things ): void {
		self::write( array_values( array_unique( $things ) ) );
	}

	/**
	 * Marks who may read which file as changed (a workspace, a member).
	 */
	public static function touch_sharing(): void {
		self::write( array( self::SHARING ) );
	}

	/**
	 * The stamps of the things a check names: one read by primary key.
	 *
	 * @param int[] $items Item ids.
	 * @param int[]    $files File ids (with them, the sharing stamp is read too).
	 * @param string[] $more  Other things the answer depends on (the site's
	 *                        channel and pins, `Fleet::site_thing()`): read
	 *                        in the same query.
	 * @return array<string, string>|null Thing → stamp (things never changed are absent);
	 *                                    null when the table cannot be read (no token then).
	 */
	public static function of( array $items, array $files, array $more = array() ): ?array {
		global $wpdb;
		$things = array_merge( self::things( $items, $files ), $more );
		if ( ! $things ) {
			return array();
		}
		$suppress = $wpdb->suppress_errors( true );
		try {
			// The one read of an unchanged check: as the catalogue's hot reads, straight to SQLite there.
			$rows = CatalogReads::rows( 'SELECT thing, stamp FROM ' . self::table() . ' WHERE thing IN (' . implode( ',', array_fill( 0, count( $things ), '%s' ) ) . ')', $things );
		} catch ( HttpError $error ) {
			unset( $error ); // The table cannot be read: no token then.
			return null;
		} finally {
			$wpdb->suppress_errors( $suppress );
		}
		$out = array();
		foreach ( $rows as $row ) {
			$out[ (string) $row['thing'] ] = (string) $row['stamp'];
		}
		ksort( $out );
		return $out;
	}

	/**
	 * A check's token.
	 *
	 * @param int                              $account_id The account that checks.
	 * @param string                           $site       The site address it reports (or '').
	 * @param array<int, array<string, mixed>> $items      Items as sent: id, version, places, posts.
	 * @param array<int, array<string, mixed>> $files      Files as sent.
	 * @param array<string, string>            $stamps     `of()` of them.
	 * @param string                           $hub_name   The name item versions are shown under.
	 * @param array<int, mixed>                $scope      What else the answer depends on that no
	 *                                                     stamp holds (the site the channel is
	 *                                                     read for, whether rollouts are staged).
	 */
	public static function token( int $account_id, string $site, array $items, array $files, array $stamps, string $hub_name, array $scope = array() ): string {
		$data = array( self::FORMAT, $account_id, $site, self::sources( $items ), self::sources( $files ), $stamps, $hub_name, $scope );
		return substr( hash( 'sha256', (string) wp_json_encode( $data ) ), 0, 40 );
	}

	/**
	 * Sources as numbers, in id order (the order a site sends them in does not matter).
	 *
	 * @param array<int, array<string, mixed>> $sources Sources.
	 * @return array<int, array<int, int>>
	 */
	private static function sources( array $sources ): array {
		$out = array();
		foreach ( $sources as $source ) {
			$out[] = array( (int) ( $source['id'] ?? 0 ), (int) ( $source['version'] ?? 0 ), (int) ( $source['places'] ?? 0 ), (int) ( $source['posts'] ?? 0 ) );
		}
		sort( $out );
		return $out;
	}

	/**
	 * The things of a check.
	 *
	 * @param int[] $items Item ids.
	 * @param int[] $files File ids.
	 * @return string[]
	 */
	private static function things( array $items, array $files ): array {
		$things = array();
		foreach ( array( Versions::ITEM => $items, Versions::FILE => $files ) as $kind => $ids ) {
			foreach ( array_unique( array_filter( array_map( 'intval', $ids ) ) ) as $id ) {
				$things[] = $kind . ':' . $id;
			}
		}
		if ( $files ) {
			$things[] = self::SHARING;
		}
		return $things;
	}

	/**
	 * Writes a new random stamp for each thing.
	 *
	 * @param string[] $things Things.
	 */
	private static function write( array $things ): void {
		global $wpdb;
		foreach ( array_chunk( $things, self::CHUNK ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $thing ) {
				$values[] = $wpdb->prepare( '(%s, %s)', $thing, bin2hex( random_bytes( 8 ) ) );
			}
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- each value is prepared above.
			$wpdb->query( $wpdb->prepare( 'REPLACE INTO %i (thing, stamp) VALUES ', self::table() ) . implode( ',', $values ) );
		}
		if ( $things ) {
			// A site on this WordPress hears of it at once (Names' hub events).
			do_action( Names::EVENT_VERSIONS_CHANGED );
		}
	}
}
