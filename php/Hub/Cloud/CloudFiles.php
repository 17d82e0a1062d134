<?php
/**
 * Cloud file rows and their search words.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

use Stencilbox\Hub\Catalog\Words;
use Stencilbox\Hub\Versions\ChangeStamps;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Support\BulkInsert;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's cloud tables, which no WordPress API holds; read once per request and changed by the requests that read them, so not cached.

/**
 * A file belongs to one account (its owner) and sits in one place: the
 * owner's My Clouds (workspace 0) or a workspace. Its name's words are kept
 * in `cloud_words` with the file's place, so a search is an index range of
 * one word inside the list's own scope (see Migration0006Cloud).
 *
 * A list scope is one of:
 * - `array( 'mine' => account id )`: the account's My Clouds;
 * - `array( 'workspaces' => int[] )`: files in these workspaces.
 */
final class CloudFiles {
	/**
	 * A file row.
	 *
	 * @param int $id File id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = Names::table( 'cloud_files' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', $table, $id ), ARRAY_A );
		return $row ? self::cast( $row ) : null;
	}

	/**
	 * File rows by id (one read; ids that are not there are left out).
	 *
	 * @param int[] $ids File ids.
	 * @return array<int, array<string, mixed>> Rows by id.
	 */
	public function find_many( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		$table = Names::table( 'cloud_files' );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', array_merge( array( $table ), $ids ) ), ARRAY_A );
		$out   = array();
		foreach ( $rows as $row ) {
			$out[ (int) $row['id'] ] = self::cast( $row );
		}
		return $out;
	}

	/**
	 * Inserts a file and its words.
	 *
	 * @param array<string, mixed> $row account_id, workspace_id, name, platform, type, body_hash, size, item_id, source
	 *                                  (and created_at, updated_at: now when absent).
	 * @return int File id (0 when the insert failed).
	 */
	public function insert( array $row ): int {
		global $wpdb;
		$now = current_time( 'mysql', true );
		$ok  = $wpdb->insert(
			Names::table( 'cloud_files' ),
			array(
				'account_id'   => (int) $row['account_id'],
				'workspace_id' => (int) $row['workspace_id'],
				'name'         => (string) $row['name'],
				'slug'         => sanitize_title( (string) $row['name'] ),
				'platform'     => (string) $row['platform'],
				'type'         => (string) $row['type'],
				'body_hash'    => (string) $row['body_hash'],
				'size'         => (int) $row['size'],
				'item_id'      => (int) ( $row['item_id'] ?? 0 ),
				'source'       => (string) ( $row['source'] ?? 'push' ),
				// A file moved from another hub (a library bundle) keeps its dates.
				'created_at'   => (string) ( $row['created_at'] ?? $now ),
				'updated_at'   => (string) ( $row['updated_at'] ?? $now ),
			),
			array( '%d', '%d', '%s', '%s', '%s', '%s', '%s', '%d', '%d', '%s', '%s', '%s' )
		);
		if ( ! $ok ) {
			return 0;
		}
		$id = (int) $wpdb->insert_id;
		$this->write_words( $id, (string) $row['name'], (int) $row['account_id'], (int) $row['workspace_id'] );
		ChangeStamps::touch( Versions::FILE, array( $id ) );
		return $id;
	}

	/**
	 * Moves a file to another place (0: its owner's My Clouds).
	 *
	 * @param int $id           File id.
	 * @param int $workspace_id Place.
	 */
	public function move( int $id, int $workspace_id ): void {
		global $wpdb;
		$wpdb->update(
			Names::table( 'cloud_files' ),
			array(
				'workspace_id' => $workspace_id,
				'updated_at'   => current_time( 'mysql', true ),
			),
			array( 'id' => $id ),
			array( '%d', '%s' ),
			array( '%d' )
		);
		$wpdb->update( Names::table( 'cloud_words' ), array( 'workspace_id' => $workspace_id ), array( 'file_id' => $id ), array( '%d' ), array( '%d' ) );
		ChangeStamps::touch( Versions::FILE, array( $id ) );
	}

	/**
	 * Renames a file: its name, slug and search words (its body and
	 * versions stay as they are).
	 *
	 * @param int    $id   File id.
	 * @param string $name New name.
	 */
	public function rename( int $id, string $name ): void {
		global $wpdb;
		$file = $this->find( $id );
		if ( ! $file ) {
			return;
		}
		$wpdb->update(
			Names::table( 'cloud_files' ),
			array(
				'name'       => $name,
				'slug'       => sanitize_title( $name ),
				'updated_at' => current_time( 'mysql', true ),
			),
			array( 'id' => $id ),
			array( '%s', '%s', '%s' ),
			array( '%d' )
		);
		$wpdb->delete( Names::table( 'cloud_words' ), array( 'file_id' => $id ), array( '%d' ) );
		$this->write_words( $id, $name, (int) $file['account_id'], (int) $file['workspace_id'] );
		ChangeStamps::touch( Versions::FILE, array( $id ) );
	}

	/**
	 * Points a file at a new body (a new version of it, `Hub\Versions`).
	 *
	 * @param int    $id   File id.
	 * @param string $hash The body's SHA-256.
	 * @param int    $size Its size.
	 */
	public function set_body( int $id, string $hash, int $size ): void {
		global $wpdb;
		$wpdb->update(
			Names::table( 'cloud_files' ),
			array(
				'body_hash'  => $hash,
				'size'       => $size,
				'updated_at' => current_time( 'mysql', true ),
			),
			array( 'id' => $id ),
			array( '%s', '%d', '%s' ),
			array( '%d' )
		);
		ChangeStamps::touch( Versions::FILE, array( $id ) );
	}

	/**
	 * Sends the files of a workspace (or only one account's of them) back to
	 * their owners' My Clouds.
	 *
	 * @param int      $workspace_id Workspace.
	 * @param int|null $account_id   Only this owner's files.
	 * @return int How many files moved.
	 */
	public function return_to_owners( int $workspace_id, ?int $account_id = null ): int {
		global $wpdb;
		$files = Names::table( 'cloud_files' );
		$words = Names::table( 'cloud_words' );
		$now = current_time( 'mysql', true );
		if ( null === $account_id ) {
			$moved = (int) $wpdb->query( $wpdb->prepare( 'UPDATE %i SET workspace_id = 0, updated_at = %s WHERE workspace_id = %d', $files, $now, $workspace_id ) );
			$wpdb->query( $wpdb->prepare( 'UPDATE %i SET workspace_id = 0 WHERE workspace_id = %d', $words, $workspace_id ) );
			ChangeStamps::touch_sharing();
			return $moved;
		}
		$moved = (int) $wpdb->query( $wpdb->prepare( 'UPDATE %i SET workspace_id = 0, updated_at = %s WHERE workspace_id = %d AND account_id = %d', $files, $now, $workspace_id, $account_id ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET workspace_id = 0 WHERE workspace_id = %d AND account_id = %d', $words, $workspace_id, $account_id ) );
		ChangeStamps::touch_sharing();
		return $moved;
	}

	/**
	 * Deletes a file row and its words (the caller settles its body and images).
	 *
	 * @param int $id File id.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$wpdb->delete( Names::table( 'cloud_files' ), array( 'id' => $id ), array( '%d' ) );
		$wpdb->delete( Names::table( 'cloud_words' ), array( 'file_id' => $id ), array( '%d' ) );
		ChangeStamps::touch( Versions::FILE, array( $id ) );
	}

	/**
	 * The files in a workspace, or one owner's of them.
	 *
	 * @param int      $workspace_id Workspace.
	 * @param int|null $account_id   Only this owner's files.
	 * @return array<int, array<string, mixed>>
	 */
	public function in_workspace( int $workspace_id, ?int $account_id = null ): array {
		global $wpdb;
		$files = Names::table( 'cloud_files' );
		$rows  = null === $account_id
			? $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE workspace_id = %d', $files, $workspace_id ), ARRAY_A )
			: $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE workspace_id = %d AND account_id = %d', $files, $workspace_id, $account_id ), ARRAY_A );
		return array_map( array( self::class, 'cast' ), (array) $rows );
	}

	/**
	 * Every file an account owns, wherever it is.
	 *
	 * @param int $account_id Account.
	 * @return array<int, array<string, mixed>>
	 */
	public function owned_by( int $account_id ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE account_id = %d', Names::table( 'cloud_files' ), $account_id ), ARRAY_A );
		return array_map( array( self::class, 'cast' ), (array) $rows );
	}

	/**
	 * How many files an account owns, wherever they are (the quota counts these).
	 *
	 * @param int $account_id Account.
	 */
	public function count_for_account( int $account_id ): int {
		global $wpdb;
		$files = Names::table( 'cloud_files' );
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE account_id = %d', $files, $account_id ) );
	}

	/**
	 * How many files the hub holds.
	 */
	public function count_all(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', Names::table( 'cloud_files' ) ) );
	}

	/**
	 * Files per workspace.
	 *
	 * @param int[] $workspace_ids Workspaces.
	 * @return array<int, int> Workspace id → files.
	 */
	public function counts( array $workspace_ids ): array {
		global $wpdb;
		$workspace_ids = array_values( array_unique( array_map( 'intval', $workspace_ids ) ) );
		if ( ! $workspace_ids ) {
			return array();
		}
		$files = Names::table( 'cloud_files' );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT workspace_id, COUNT(*) AS n FROM %i WHERE workspace_id IN (' . implode( ',', array_fill( 0, count( $workspace_ids ), '%d' ) ) . ') GROUP BY workspace_id', array_merge( array( $files ), $workspace_ids ) ), ARRAY_A );
		$out   = array_fill_keys( $workspace_ids, 0 );
		foreach ( $rows as $row ) {
			$out[ (int) $row['workspace_id'] ] = (int) $row['n'];
		}
		return $out;
	}

	/**
	 * A page of a list, newest first.
	 *
	 * @param array<string, mixed> $scope    `mine` => account id, or `workspaces` => ids.
	 * @param string               $platform '' for every platform.
	 * @param string               $search   '' for none.
	 * @param int                  $page     Page (1-based).
	 * @param int                  $per_page Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function page( array $scope, string $platform, string $search, int $page, int $per_page ): array {
		global $wpdb;
		$files = Names::table( 'cloud_files' );
		$words = Names::table( 'cloud_words' );
		$terms = '' === $search ? array() : Words::of_search( $search );
		if ( '' !== $search && ! $terms ) {
			// Nothing in the search can match a word (one letter, punctuation).
			return array(
				'rows'  => array(),
				'total' => 0,
			);
		}
		$alias = $terms ? 'w0' : 'f';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- the query is built here from table names, our aliases, integers and prepared fragments.
		if ( isset( $scope['mine'] ) ) {
			$where = array( $wpdb->prepare( "{$alias}.account_id = %d AND {$alias}.workspace_id = 0", (int) $scope['mine'] ) );
		} else {
			$ids = array_values( array_unique( array_map( 'intval', (array) ( $scope['workspaces'] ?? array() ) ) ) );
			if ( ! $ids ) {
				return array(
					'rows'  => array(),
					'total' => 0,
				);
			}
			$where = array( 1 === count( $ids ) ? "{$alias}.workspace_id = " . $ids[0] : "{$alias}.workspace_id IN (" . implode( ',', $ids ) . ')' );
		}
		if ( '' !== $platform ) {
			$where[] = $wpdb->prepare( 'f.platform = %s', $platform );
		}
		$from  = "{$files} f";
		$joins = array();
		foreach ( $terms as $n => $term ) {
			$range = $wpdb->prepare( "w{$n}.word >= %s AND w{$n}.word < %s", $term, Words::upper_bound( $term ) );
			if ( 0 === $n ) {
				// The longest word drives: a range of the list's own word index.
				$from    = "{$words} w0 INNER JOIN {$files} f ON f.id = w0.file_id";
				$where[] = $range;
			} else {
				// Every other word: a lookup of that file's words by primary key.
				$joins[] = "INNER JOIN {$words} w{$n} ON w{$n}.file_id = f.id AND {$range}";
			}
		}
		$sql_where = implode( ' AND ', $where );
		$offset    = ( $page - 1 ) * $per_page;
		if ( $terms ) {
			// A search: the matching ids from the word index (a range of the
			// list's own word index, the other words by primary key; a name
			// may hold two words starting alike, so each file once), then the
			// page by primary key. One query for the ids rather than a sorted
			// join: MariaDB would walk the word table's primary key in file
			// order to avoid the sort (CloudQueryPlanTest, SQLite and MariaDB).
			$ids   = array_map( 'intval', (array) $wpdb->get_col( "SELECT DISTINCT f.id FROM {$from} " . implode( ' ', $joins ) . " WHERE {$sql_where}" ) );
			$total = count( $ids );
			rsort( $ids );
			$ids  = array_slice( $ids, $offset, $per_page );
			$rows = $ids
				? (array) $wpdb->get_results( $wpdb->prepare( 'SELECT f.* FROM %i f WHERE f.id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ') ORDER BY f.id DESC', array_merge( array( $files ), $ids ) ), ARRAY_A )
				: array();
		} else {
			$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$from} WHERE {$sql_where}" );
			$rows  = $total > $offset
				? (array) $wpdb->get_results( $wpdb->prepare( "SELECT f.* FROM {$from} WHERE {$sql_where} ORDER BY f.id DESC LIMIT %d OFFSET %d", $per_page, $offset ), ARRAY_A )
				: array();
		}
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared
		return array(
			'rows'  => array_map( array( self::class, 'cast' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * Writes a file's name words.
	 *
	 * @param int    $file_id      File.
	 * @param string $name         Name.
	 * @param int    $account_id   Owner.
	 * @param int    $workspace_id Place.
	 */
	private function write_words( int $file_id, string $name, int $account_id, int $workspace_id ): void {
		$rows = array();
		foreach ( Words::of( $name ) as $word ) {
			$rows[] = array( $file_id, $word, $account_id, $workspace_id );
		}
		BulkInsert::rows( Names::table( 'cloud_words' ), array( 'file_id', 'word', 'account_id', 'workspace_id' ), array( '%d', '%s', '%d', '%d' ), $rows, true );
	}

	/**
	 * Types a row.
	 *
	 * @param array<string, mixed> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function cast( array $row ): array {
		foreach ( array( 'id', 'account_id', 'workspace_id', 'size', 'item_id' ) as $int ) {
			$row[ $int ] = (int) $row[ $int ];
		}
		return $row;
	}
}
