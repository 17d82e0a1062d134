<?php
/**
 * What another hub's cloud files and WorkSpaces became here.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Transfer;

use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's own table, read and written only while a bundle is applied.

/**
 * An origin is `<signing hub's fingerprint>:<kind>:<id there>`; a row says
 * which id it has here (Migration0018TransferMap).
 */
final class TransferMap {
	/**
	 * The table.
	 */
	public static function table(): string {
		return Names::table( 'transfer_map' );
	}

	/**
	 * An origin's name.
	 *
	 * @param string $fingerprint Signing hub.
	 * @param string $kind        `file` or `workspace`.
	 * @param int    $id          Its id there.
	 */
	public static function origin( string $fingerprint, string $kind, int $id ): string {
		return $fingerprint . ':' . $kind . ':' . $id;
	}

	/**
	 * The id here (0: none yet).
	 *
	 * @param string $origin Origin.
	 */
	public function local( string $origin ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT local_id FROM %i WHERE origin = %s', self::table(), $origin ) );
	}

	/**
	 * The names a thing here had on other hubs (what it was applied from).
	 *
	 * @param string $kind `file` or `workspace`.
	 * @param int    $id   Its id here.
	 * @return string[]
	 */
	public function origins_of( string $kind, int $id ): array {
		global $wpdb;
		$names = (array) $wpdb->get_col( $wpdb->prepare( 'SELECT origin FROM %i WHERE local_id = %d ORDER BY origin', self::table(), $id ) );
		return array_values( array_filter( array_map( 'strval', $names ), static fn( string $origin ): bool => str_contains( $origin, ':' . $kind . ':' ) ) );
	}

	/**
	 * The id here of a thing a bundle names: by its id on the signing hub
	 * and every name it had before; a name of this hub is its id here.
	 *
	 * @param string[]              $origins Its names (the first: on the signing hub).
	 * @param string                $here    This hub's fingerprint.
	 * @param callable(int): bool   $exists  Whether an id here is still there.
	 * @return int 0 when it is new here.
	 */
	public function resolve( array $origins, string $here, callable $exists ): int {
		foreach ( $origins as $origin ) {
			$origin = (string) $origin;
			// A name of this hub is its id here, unless that thing went and a bundle brought it back under a new id.
			$ids = str_starts_with( $origin, $here . ':' ) ? array( (int) substr( (string) strrchr( $origin, ':' ), 1 ) ) : array();
			foreach ( array_merge( $ids, array( $this->local( $origin ) ) ) as $id ) {
				if ( $id > 0 && $exists( $id ) ) {
					return $id;
				}
			}
		}
		return 0;
	}

	/**
	 * Records (or moves) an origin's id here.
	 *
	 * @param string $origin Origin.
	 * @param int    $id     Id here.
	 */
	public function remember( string $origin, int $id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE origin = %s', self::table(), $origin ) );
		$wpdb->insert(
			self::table(),
			array(
				'origin'   => $origin,
				'local_id' => $id,
			),
			array( '%s', '%d' )
		);
	}
}
