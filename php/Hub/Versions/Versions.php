<?php
/**
 * The versions of catalogue items and cloud files: immutable rows over the
 * content-addressed body store.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Versions;

use Stencilbox\Hub\Catalog\CatalogReads;
use Stencilbox\Hub\Cloud\BodyStore;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's version and usage tables, which no WordPress API holds; read when a version list or a usage report is asked for, not cached.

/**
 * A thing (an item: `ITEM`, a cloud file: `FILE`) has versions numbered
 * from 1. A version is never changed: restoring one adds a new version with
 * its body. Bodies are stored once per SHA-256 in the cloud's body store,
 * so an unchanged push stores nothing and a restore copies nothing.
 *
 * A thing that never changed has no rows: its one version is its current
 * content (its "origin": hash, size, date, author). The first change writes
 * that version 1 and the new version 2, so seeding a catalogue of thousands
 * of items writes no version at all.
 *
 * Writes follow the body store's order: the row first, then the body
 * (`put` ignores a body already there), then `settle`.
 */
final class Versions {
	public const ITEM = 'item';
	public const FILE = 'file';
	public const KINDS = array( self::ITEM, self::FILE );

	/** Longest note. */
	public const NOTE_MAX = 500;

	/**
	 * Constructor.
	 *
	 * @param BodyStore $bodies Bodies.
	 */
	public function __construct( private BodyStore $bodies ) {}

	/**
	 * A thing's versions, newest first (its origin alone when it never changed).
	 *
	 * @param string                    $kind   ITEM or FILE.
	 * @param int                       $target Item or file id.
	 * @param array<string, mixed>|null $origin The thing now: hash, size, created_at, author_id, author_name.
	 * @return array<int, array<string, mixed>>
	 */
	public function all( string $kind, int $target, ?array $origin ): array {
		global $wpdb;
		$table = Names::table( 'versions' );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE kind = %s AND target_id = %d ORDER BY number DESC', $table, $kind, $target ), ARRAY_A );
		if ( ! $rows ) {
			return null === $origin ? array() : array( self::first( $kind, $target, $origin ) );
		}
		return array_map( array( self::class, 'cast' ), $rows );
	}

	/**
	 * One version (the origin stands for version 1 of a thing without rows).
	 *
	 * @param string                    $kind   Kind.
	 * @param int                       $target Id.
	 * @param int                       $number Version number.
	 * @param array<string, mixed>|null $origin The thing now.
	 * @return array<string, mixed>|null
	 */
	public function find( string $kind, int $target, int $number, ?array $origin ): ?array {
		global $wpdb;
		$table = Names::table( 'versions' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE kind = %s AND target_id = %d AND number = %d', $table, $kind, $target, $number ), ARRAY_A );
		if ( $row ) {
			return self::cast( $row );
		}
		if ( 1 === $number && null !== $origin && ! $this->has_rows( $kind, $target ) ) {
			return self::first( $kind, $target, $origin );
		}
		return null;
	}

	/**
	 * The newest version number of many things (1 for things that never changed).
	 *
	 * @param string $kind    Kind.
	 * @param int[]  $targets Ids.
	 * @return array<int, int> Id → newest number.
	 */
	public function newest_numbers( string $kind, array $targets ): array {
		global $wpdb;
		$targets = array_values( array_unique( array_filter( array_map( 'intval', $targets ) ) ) );
		if ( ! $targets ) {
			return array();
		}
		$out   = array_fill_keys( $targets, 1 );
		$table = Names::table( 'versions' );
		foreach ( array_chunk( $targets, 500 ) as $chunk ) {
			$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT target_id, MAX(number) AS n FROM %i WHERE kind = %s AND target_id IN (' . implode( ',', array_fill( 0, count( $chunk ), '%d' ) ) . ') GROUP BY target_id', array_merge( array( $table, $kind ), $chunk ) ), ARRAY_A );
			foreach ( $rows as $row ) {
				$out[ (int) $row['target_id'] ] = (int) $row['n'];
			}
		}
		return $out;
	}

	/**
	 * The newest version of many things, as rows (the origin's version 1 for
	 * things without rows is left to the caller: they are not in the answer).
	 *
	 * @param string $kind    Kind.
	 * @param int[]  $targets Ids.
	 * @return array<int, array<string, mixed>> Id → newest row.
	 */
	public function newest_rows( string $kind, array $targets ): array {
		$targets = array_values( array_unique( array_filter( array_map( 'intval', $targets ) ) ) );
		$table   = Names::table( 'versions' );
		$out     = array();
		// One query per 500 things (an update check names up to CHECK_MAX), not one per thing.
		foreach ( array_chunk( $targets, 500 ) as $chunk ) {
			// An update check's read: as the catalogue's hot reads (straight to SQLite there).
			$rows = CatalogReads::rows(
				'SELECT v.* FROM ' . $table . ' AS v INNER JOIN (SELECT target_id, MAX(number) AS n FROM ' . $table . ' WHERE kind = %s AND target_id IN (' . implode( ',', array_fill( 0, count( $chunk ), '%d' ) ) . ') GROUP BY target_id) AS m ON m.target_id = v.target_id AND m.n = v.number WHERE v.kind = %s',
				array_merge( array( $kind ), $chunk, array( $kind ) )
			);
			foreach ( $rows as $row ) {
				$out[ (int) $row['target_id'] ] = self::cast( $row );
			}
		}
		return $out;
	}

	/**
	 * Version 1 of a thing known to have no rows (its origin), without a
	 * query: `all()` reads the rows first.
	 *
	 * @param string               $kind   Kind.
	 * @param int                  $target Id.
	 * @param array<string, mixed> $origin The thing now: hash, size, created_at.
	 * @return array<string, mixed>
	 */
	public static function original( string $kind, int $target, array $origin ): array {
		return self::first( $kind, $target, $origin );
	}

	/**
	 * Records a new version of a thing, unless its body is the newest one's
	 * (an unchanged push or publish changes nothing).
	 *
	 * @param string               $kind          Kind.
	 * @param int                  $target        Id.
	 * @param string               $body          The new content (stored as it is).
	 * @param array<string, mixed> $by            author_id, author_name.
	 * @param string               $note          Optional note.
	 * @param array<string, mixed> $origin        The thing before this change (hash, size,
	 *                                            created_at, author_id, author_name, and
	 *                                            `body` when its body is not stored yet).
	 * @param int                  $restored_from The version this one restores (0: none).
	 * @return array{version: array<string, mixed>, created: bool}
	 */
	public function record( string $kind, int $target, string $body, array $by, string $note, array $origin, int $restored_from = 0 ): array {
		$hash   = hash( 'sha256', $body );
		$newest = $this->newest_row( $kind, $target );
		if ( null === $newest ) {
			if ( $hash === (string) $origin['hash'] ) {
				return array(
					'version' => self::first( $kind, $target, $origin ),
					'created' => false,
				);
			}
			// The thing's first change: its version 1 is what it was.
			$this->insert( $kind, $target, 1, (string) $origin['hash'], (int) $origin['size'], (int) ( $origin['author_id'] ?? 0 ), (string) ( $origin['author_name'] ?? '' ), '', 0, (string) $origin['created_at'] );
			if ( isset( $origin['body'] ) ) {
				$this->bodies->put( (string) $origin['body'] );
			}
			$this->bodies->settle( (string) $origin['hash'] );
			$newest = $this->newest_row( $kind, $target );
		} elseif ( $hash === $newest['hash'] ) {
			return array(
				'version' => $newest,
				'created' => false,
			);
		}
		$number = (int) ( $newest['number'] ?? 0 ) + 1;
		// Two writers racing for the same number: the loser takes the next one.
		for ( $try = 0; $try < 5 && ! $this->insert( $kind, $target, $number, $hash, strlen( $body ), (int) ( $by['author_id'] ?? 0 ), (string) ( $by['author_name'] ?? '' ), $note, $restored_from ); $try++ ) {
			++$number;
		}
		$this->bodies->put( $body );
		$this->bodies->settle( $hash );
		return array(
			'version' => (array) $this->find( $kind, $target, $number, null ),
			'created' => true,
		);
	}

	/**
	 * Writes the versions a library bundle carries for a thing (another
	 * hub's history, `Hub\Transfer\LibraryBundle`): each number the thing
	 * has no row for yet, as it was (date, author, note, restore); a number
	 * it has is left as it is, so applying the same history again writes
	 * nothing.
	 *
	 * @param string                           $kind   Kind.
	 * @param int                              $target Id here.
	 * @param array<int, array<string, mixed>> $rows   number, hash, size, author_name, note, restored_from, created_at.
	 * @param callable(string): ?string        $body   A body by its hash (null: not in the bundle).
	 * @return int Versions written.
	 */
	public function adopt( string $kind, int $target, array $rows, callable $body ): int {
		global $wpdb;
		$table   = Names::table( 'versions' );
		$have    = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT number FROM %i WHERE kind = %s AND target_id = %d', $table, $kind, $target ) ) );
		$written = 0;
		foreach ( $rows as $row ) {
			$number = (int) ( $row['number'] ?? 0 );
			$hash   = (string) ( $row['hash'] ?? '' );
			if ( $number < 1 || in_array( $number, $have, true ) || ! preg_match( '/^[a-f0-9]{64}$/', $hash ) ) {
				continue;
			}
			if ( ! $this->bodies->has( $hash ) ) {
				$content = $body( $hash );
				if ( null === $content || hash( 'sha256', $content ) !== $hash ) {
					continue;
				}
				$this->bodies->put( $content );
			}
			if ( $this->insert( $kind, $target, $number, $hash, (int) ( $row['size'] ?? 0 ), 0, (string) ( $row['author_name'] ?? '' ), (string) ( $row['note'] ?? '' ), (int) ( $row['restored_from'] ?? 0 ), (string) ( $row['created_at'] ?? '' ) ) ) {
				++$written;
			}
			$this->bodies->settle( $hash );
		}
		return $written;
	}

	/**
	 * Every stored version row of a kind, in pages by id (an export).
	 *
	 * @param string $kind     Kind.
	 * @param int[]  $targets  Ids.
	 * @return array<int, array<int, array<string, mixed>>> Id → its rows, oldest first.
	 */
	public function rows_of( string $kind, array $targets ): array {
		global $wpdb;
		$targets = array_values( array_unique( array_filter( array_map( 'intval', $targets ) ) ) );
		$out     = array();
		$table   = Names::table( 'versions' );
		foreach ( array_chunk( $targets, 500 ) as $chunk ) {
			$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE kind = %s AND target_id IN (' . implode( ',', array_fill( 0, count( $chunk ), '%d' ) ) . ') ORDER BY target_id, number', array_merge( array( $table, $kind ), $chunk ) ), ARRAY_A );
			foreach ( $rows as $row ) {
				$out[ (int) $row['target_id'] ][] = self::cast( $row );
			}
		}
		return $out;
	}

	/**
	 * Keeps a thing's newest `$keep` versions (−1: all) and deletes the
	 * oldest others; the newest is never deleted.
	 *
	 * @param string $kind   Kind.
	 * @param int    $target Id.
	 * @param int    $keep   How many to keep (−1 keeps all; below 1 keeps 1).
	 * @return int Versions deleted.
	 */
	public function trim( string $kind, int $target, int $keep ): int {
		if ( $keep < 0 ) {
			return 0;
		}
		global $wpdb;
		$keep  = max( 1, $keep );
		$table = Names::table( 'versions' );
		$old   = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, body_hash FROM %i WHERE kind = %s AND target_id = %d ORDER BY number DESC LIMIT 1000 OFFSET %d', $table, $kind, $target, $keep ), ARRAY_A );
		foreach ( $old as $row ) {
			$wpdb->delete( $table, array( 'id' => (int) $row['id'] ), array( '%d' ) );
			$this->bodies->settle( (string) $row['body_hash'] );
		}
		if ( $old ) {
			ChangeStamps::touch( $kind, array( $target ) );
		}
		return count( $old );
	}

	/**
	 * Deletes every version of a thing (the thing is gone); their bodies go
	 * when nothing else uses them.
	 *
	 * @param string $kind    Kind.
	 * @param int[]  $targets Ids.
	 */
	public function forget( string $kind, array $targets ): void {
		global $wpdb;
		$table = Names::table( 'versions' );
		foreach ( array_values( array_filter( array_map( 'intval', $targets ) ) ) as $target ) {
			$hashes = (array) $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT body_hash FROM %i WHERE kind = %s AND target_id = %d', $table, $kind, $target ) );
			if ( ! $hashes ) {
				continue;
			}
			$wpdb->delete(
				$table,
				array(
					'kind'      => $kind,
					'target_id' => $target,
				),
				array( '%s', '%d' )
			);
			foreach ( $hashes as $hash ) {
				$this->bodies->settle( (string) $hash );
			}
		}
		ChangeStamps::touch( $kind, $targets );
	}

	/**
	 * A version's body.
	 *
	 * @param array<string, mixed> $version A version.
	 */
	public function body( array $version ): ?string {
		return $this->bodies->get( (string) $version['hash'] );
	}

	/**
	 * How many version rows the hub holds (the owner's panel).
	 */
	public function count_all(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', Names::table( 'versions' ) ) );
	}

	/**
	 * A version as the API shows it.
	 *
	 * @param array<string, mixed> $version A version.
	 * @param int                  $newest  The thing's newest number.
	 * @param string|null          $author  The author to show instead of the one recorded
	 *                                      (accounts see the hub's name on item versions).
	 * @return array<string, mixed>
	 */
	public static function present( array $version, int $newest, ?string $author = null ): array {
		$time = strtotime( (string) $version['created_at'] . ' UTC' );
		return array(
			'number'        => (int) $version['number'],
			'created_at'    => false === $time ? '' : gmdate( 'Y-m-d\TH:i:s\Z', $time ),
			'author'        => $author ?? (string) $version['author_name'],
			'note'          => (string) $version['note'],
			'restored_from' => (int) $version['restored_from'],
			'size'          => (int) $version['size'],
			'hash'          => (string) $version['hash'],
			'is_current'    => (int) $version['number'] === $newest,
		);
	}

	/**
	 * Versions as the API shows them (newest first; the first is current).
	 *
	 * @param array<int, array<string, mixed>> $versions Versions, newest first.
	 * @param string|null                      $author   As `present()`.
	 * @return array<int, array<string, mixed>>
	 */
	public static function present_all( array $versions, ?string $author = null ): array {
		$newest = (int) ( $versions[0]['number'] ?? 0 );
		return array_map( static fn( array $version ): array => self::present( $version, $newest, $author ), $versions );
	}

	/**
	 * Whether a thing has version rows.
	 *
	 * @param string $kind   Kind.
	 * @param int    $target Id.
	 */
	private function has_rows( string $kind, int $target ): bool {
		global $wpdb;
		$table = Names::table( 'versions' );
		return (bool) $wpdb->get_var( $wpdb->prepare( 'SELECT 1 FROM %i WHERE kind = %s AND target_id = %d LIMIT 1', $table, $kind, $target ) );
	}

	/**
	 * A thing's newest row, or null.
	 *
	 * @param string $kind   Kind.
	 * @param int    $target Id.
	 * @return array<string, mixed>|null
	 */
	private function newest_row( string $kind, int $target ): ?array {
		global $wpdb;
		$table = Names::table( 'versions' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE kind = %s AND target_id = %d ORDER BY number DESC LIMIT 1', $table, $kind, $target ), ARRAY_A );
		return $row ? self::cast( $row ) : null;
	}

	/**
	 * Inserts a row; false when the number is taken.
	 *
	 * @param string $kind          Kind.
	 * @param int    $target        Id.
	 * @param int    $number        Number.
	 * @param string $hash          Body hash.
	 * @param int    $size          Body size.
	 * @param int    $author_id     Who (an account for files, a WordPress user for items).
	 * @param string $author_name   Their name then.
	 * @param string $note          Note.
	 * @param int    $restored_from Restored version (0: none).
	 * @param string $created_at    When (UTC; now when empty).
	 */
	private function insert( string $kind, int $target, int $number, string $hash, int $size, int $author_id, string $author_name, string $note, int $restored_from, string $created_at = '' ): bool {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		$ok       = $wpdb->insert(
			Names::table( 'versions' ),
			array(
				'kind'          => $kind,
				'target_id'     => $target,
				'number'        => $number,
				'body_hash'     => $hash,
				'size'          => $size,
				'author_id'     => $author_id,
				'author_name'   => mb_substr( $author_name, 0, 200 ),
				'note'          => mb_substr( $note, 0, self::NOTE_MAX ),
				'restored_from' => $restored_from,
				'created_at'    => '' !== $created_at ? $created_at : current_time( 'mysql', true ),
			),
			array( '%s', '%d', '%d', '%s', '%d', '%d', '%s', '%s', '%d', '%s' )
		);
		$wpdb->suppress_errors( $suppress );
		if ( false === $ok || $ok < 1 ) {
			return false;
		}
		ChangeStamps::touch( $kind, array( $target ) );
		return true;
	}

	/**
	 * Version 1 of a thing without rows: its origin.
	 *
	 * @param string               $kind   Kind.
	 * @param int                  $target Id.
	 * @param array<string, mixed> $origin The thing now.
	 * @return array<string, mixed>
	 */
	private static function first( string $kind, int $target, array $origin ): array {
		return array(
			'kind'          => $kind,
			'target_id'     => $target,
			'number'        => 1,
			'hash'          => (string) $origin['hash'],
			'size'          => (int) $origin['size'],
			'author_id'     => (int) ( $origin['author_id'] ?? 0 ),
			'author_name'   => (string) ( $origin['author_name'] ?? '' ),
			'note'          => '',
			'restored_from' => 0,
			'created_at'    => (string) $origin['created_at'],
		);
	}

	/**
	 * Types a row.
	 *
	 * @param array<string, mixed> $row Raw row.
	 * @return array<string, mixed>
	 */
	private static function cast( array $row ): array {
		return array(
			'kind'          => (string) $row['kind'],
			'target_id'     => (int) $row['target_id'],
			'number'        => (int) $row['number'],
			'hash'          => (string) $row['body_hash'],
			'size'          => (int) $row['size'],
			'author_id'     => (int) $row['author_id'],
			'author_name'   => (string) $row['author_name'],
			'note'          => (string) $row['note'],
			'restored_from' => (int) $row['restored_from'],
			'created_at'    => (string) $row['created_at'],
		);
	}
}
