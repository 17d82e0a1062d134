<?php
/**
 * Workspace rows and their members.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

use Stencilbox\Hub\Versions\ChangeStamps;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's cloud tables, which no WordPress API holds; read once per request and changed by the requests that read them, so not cached.

/**
 * A workspace has one owner (an account) and members by email: `member`
 * rows carry the account id; `pending` rows are invitations to an address
 * no verified account has yet. Emails are stored lower-cased, so the unique
 * (workspace, email) index makes an address appear once per workspace.
 */
final class Workspaces {
	public const MEMBER  = 'member';
	public const PENDING = 'pending';

	/**
	 * Creates a workspace with a slug of its own.
	 *
	 * @param int    $account_id Owner.
	 * @param string $title      Title.
	 * @return int Workspace id.
	 */
	public function create( int $account_id, string $title ): int {
		global $wpdb;
		$now  = current_time( 'mysql', true );
		$base = substr( sanitize_title( $title ), 0, 150 );
		$base = '' !== $base ? $base : 'workspace';
		// A random tail: slugs are unique across the hub and say nothing of how many exist.
		for ( $try = 0; $try < 5; $try++ ) {
			$ok = $wpdb->insert(
				Names::table( 'cloud_workspaces' ),
				array(
					'account_id' => $account_id,
					'title'      => $title,
					'slug'       => $base . '-' . strtolower( wp_generate_password( 6, false ) ),
					'created_at' => $now,
					'updated_at' => $now,
				),
				array( '%d', '%s', '%s', '%s', '%s' )
			);
			if ( $ok ) {
				return (int) $wpdb->insert_id;
			}
		}
		return 0;
	}

	/**
	 * Creates a workspace moved from another hub (a library bundle): its
	 * slug, and so its address, kept when no WorkSpace here has it (else a
	 * slug of its own, as `create()` makes), its dates kept.
	 *
	 * @param int    $account_id Owner.
	 * @param string $title      Title.
	 * @param string $slug       Its slug there.
	 * @param string $created_at When it was made (UTC).
	 * @param string $updated_at When it last changed (UTC).
	 * @return int Workspace id (0 when it could not be written).
	 */
	public function adopt( int $account_id, string $title, string $slug, string $created_at, string $updated_at ): int {
		global $wpdb;
		$slug = substr( sanitize_title( $slug ), 0, 200 );
		if ( '' === $slug || null !== $this->find_by_slug( $slug ) ) {
			return $this->create( $account_id, $title );
		}
		$ok = $wpdb->insert(
			Names::table( 'cloud_workspaces' ),
			array(
				'account_id' => $account_id,
				'title'      => $title,
				'slug'       => $slug,
				'created_at' => $created_at,
				'updated_at' => $updated_at,
			),
			array( '%d', '%s', '%s', '%s', '%s' )
		);
		return $ok ? (int) $wpdb->insert_id : $this->create( $account_id, $title );
	}

	/**
	 * A workspace by id.
	 *
	 * @param int $id Workspace id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = Names::table( 'cloud_workspaces' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', $table, $id ), ARRAY_A );
		return $row ? self::cast( $row ) : null;
	}

	/**
	 * A workspace by slug.
	 *
	 * @param string $slug Slug.
	 * @return array<string, mixed>|null
	 */
	public function find_by_slug( string $slug ): ?array {
		global $wpdb;
		$table = Names::table( 'cloud_workspaces' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE slug = %s', $table, $slug ), ARRAY_A );
		return $row ? self::cast( $row ) : null;
	}

	/**
	 * Renames a workspace (its slug, and so its address, stays).
	 *
	 * @param int    $id    Workspace id.
	 * @param string $title Title.
	 */
	public function rename( int $id, string $title ): void {
		global $wpdb;
		$wpdb->update(
			Names::table( 'cloud_workspaces' ),
			array(
				'title'      => $title,
				'updated_at' => current_time( 'mysql', true ),
			),
			array( 'id' => $id ),
			array( '%s', '%s' ),
			array( '%d' )
		);
	}

	/**
	 * Deletes a workspace and its member rows (files are the caller's).
	 *
	 * @param int $id Workspace id.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$wpdb->delete( Names::table( 'cloud_members' ), array( 'workspace_id' => $id ), array( '%d' ) );
		$wpdb->delete( Names::table( 'cloud_workspaces' ), array( 'id' => $id ), array( '%d' ) );
		ChangeStamps::touch_sharing();
	}

	/**
	 * A page of the workspaces an account owns, or those shared with it,
	 * newest first.
	 *
	 * @param int  $account_id Account.
	 * @param bool $shared     Shared with the account (else owned by it).
	 * @param int  $page       Page (1-based).
	 * @param int  $per_page   Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function page( int $account_id, bool $shared, int $page, int $per_page ): array {
		global $wpdb;
		$workspaces = Names::table( 'cloud_workspaces' );
		$members    = Names::table( 'cloud_members' );
		$offset     = ( $page - 1 ) * $per_page;
		$rows       = array();
		if ( $shared ) {
			$total = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i m INNER JOIN %i w ON w.id = m.workspace_id WHERE m.account_id = %d AND m.status = %s', $members, $workspaces, $account_id, self::MEMBER ) );
			if ( $total > $offset ) {
				$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT w.* FROM %i m INNER JOIN %i w ON w.id = m.workspace_id WHERE m.account_id = %d AND m.status = %s ORDER BY w.id DESC LIMIT %d OFFSET %d', $members, $workspaces, $account_id, self::MEMBER, $per_page, $offset ), ARRAY_A );
			}
		} else {
			$total = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i w WHERE w.account_id = %d', $workspaces, $account_id ) );
			if ( $total > $offset ) {
				$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT w.* FROM %i w WHERE w.account_id = %d ORDER BY w.id DESC LIMIT %d OFFSET %d', $workspaces, $account_id, $per_page, $offset ), ARRAY_A );
			}
		}
		return array(
			'rows'  => array_map( array( self::class, 'cast' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * Ids of the workspaces an account owns, or is a member of.
	 *
	 * @param int  $account_id Account.
	 * @param bool $shared     Member of (else owner of).
	 * @return int[]
	 */
	public function ids( int $account_id, bool $shared ): array {
		global $wpdb;
		$ids = $shared
			? $wpdb->get_col( $wpdb->prepare( 'SELECT workspace_id FROM %i WHERE account_id = %d AND status = %s', Names::table( 'cloud_members' ), $account_id, self::MEMBER ) )
			: $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM %i WHERE account_id = %d', Names::table( 'cloud_workspaces' ), $account_id ) );
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * The member and invitation rows of workspaces, oldest first.
	 *
	 * @param int[] $workspace_ids Workspaces.
	 * @return array<int, array<int, array<string, mixed>>> Workspace id → rows.
	 */
	public function members( array $workspace_ids ): array {
		global $wpdb;
		$workspace_ids = array_values( array_unique( array_map( 'intval', $workspace_ids ) ) );
		$out           = array_fill_keys( $workspace_ids, array() );
		if ( ! $workspace_ids ) {
			return $out;
		}
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE workspace_id IN (' . implode( ',', array_fill( 0, count( $workspace_ids ), '%d' ) ) . ') ORDER BY id ASC', array_merge( array( Names::table( 'cloud_members' ) ), $workspace_ids ) ), ARRAY_A );
		foreach ( $rows as $row ) {
			$row['account_id']                               = (int) $row['account_id'];
			$out[ (int) $row['workspace_id'] ][] = $row;
		}
		return $out;
	}

	/**
	 * An account's membership status in a workspace: member, pending or null.
	 *
	 * @param int $workspace_id Workspace.
	 * @param int $account_id   Account.
	 */
	public function status( int $workspace_id, int $account_id ): ?string {
		global $wpdb;
		$status = $wpdb->get_var( $wpdb->prepare( 'SELECT status FROM %i WHERE workspace_id = %d AND account_id = %d', Names::table( 'cloud_members' ), $workspace_id, $account_id ) );
		return null === $status ? null : (string) $status;
	}

	/**
	 * Adds a member or an invitation (an address already there is left as it is).
	 *
	 * @param int    $workspace_id Workspace.
	 * @param string $email        Lower-cased email.
	 * @param int    $account_id   The address's verified account, or 0 (an invitation).
	 * @return bool Whether a row was added.
	 */
	public function add_member( int $workspace_id, string $email, int $account_id ): bool {
		global $wpdb;
		$table = Names::table( 'cloud_members' );
		$now   = current_time( 'mysql', true );
		// A member has joined now; an invitation has not joined yet.
		$added = $account_id
			? $wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (workspace_id, email, account_id, status, invited_at, joined_at) VALUES (%d, %s, %d, %s, %s, %s)', $table, $workspace_id, $email, $account_id, self::MEMBER, $now, $now ) )
			: $wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (workspace_id, email, account_id, status, invited_at, joined_at) VALUES (%d, %s, 0, %s, %s, NULL)', $table, $workspace_id, $email, self::PENDING, $now ) );
		ChangeStamps::touch_sharing();
		return (bool) $added;
	}

	/**
	 * Removes a member or invitation.
	 *
	 * @param int    $workspace_id Workspace.
	 * @param string $email        Lower-cased email.
	 */
	public function remove_member( int $workspace_id, string $email ): void {
		global $wpdb;
		$wpdb->delete(
			Names::table( 'cloud_members' ),
			array(
				'workspace_id' => $workspace_id,
				'email'        => $email,
			),
			array( '%d', '%s' )
		);
		ChangeStamps::touch_sharing();
	}

	/**
	 * Removes an account from every WorkSpace it is a member of.
	 *
	 * @param int $account_id Account (never 0: invitations have no account).
	 */
	public function leave_all( int $account_id ): void {
		global $wpdb;
		if ( $account_id > 0 ) {
			$wpdb->delete( Names::table( 'cloud_members' ), array( 'account_id' => $account_id ), array( '%d' ) );
			ChangeStamps::touch_sharing();
		}
	}

	/**
	 * Turns the invitations to an address into memberships of an account.
	 *
	 * @param string $email      Lower-cased email.
	 * @param int    $account_id The account now verified with that address.
	 * @return int How many invitations became memberships.
	 */
	public function accept_invitations( string $email, int $account_id ): int {
		global $wpdb;
		$accepted = (int) $wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET account_id = %d, status = %s, joined_at = %s WHERE email = %s AND status = %s',
				Names::table( 'cloud_members' ),
				$account_id,
				self::MEMBER,
				current_time( 'mysql', true ),
				$email,
				self::PENDING
			)
		);
		if ( $accepted > 0 ) {
			ChangeStamps::touch_sharing();
		}
		return $accepted;
	}

	/**
	 * Types a row.
	 *
	 * @param array<string, mixed> $row Raw row.
	 * @return array<string, mixed>
	 */
	private static function cast( array $row ): array {
		$row['id']         = (int) $row['id'];
		$row['account_id'] = (int) $row['account_id'];
		return $row;
	}
}
