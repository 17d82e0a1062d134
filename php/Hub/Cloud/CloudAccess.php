<?php
/**
 * Who may do what with cloud files and workspaces: the permission matrix in
 * one place.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * | who (for a workspace)  | see, list, search, read a file, add own files | move / delete a file           | rename, share, delete |
 * | ---------------------- | --------------------------------------------- | ------------------------------ | --------------------- |
 * | owner                  | yes                                           | any file in it                 | yes                   |
 * | member                 | yes                                           | only files they own            | 403                   |
 * | pending, removed, none | 404                                           | 404                            | 404                   |
 *
 * A file in My Clouds is its owner's alone (404 to anyone else). Someone
 * who cannot see a thing learns nothing about it (404: "not found" whether
 * it exists or not); someone who can see it but not change it gets 403
 * `invalid_permission`.
 */
final class CloudAccess {
	public const OWNER  = 'owner';
	public const MEMBER = 'member';
	public const NONE   = 'none';

	/**
	 * Constructor.
	 *
	 * @param CloudFiles $files      Files.
	 * @param Workspaces $workspaces Workspaces.
	 */
	public function __construct( private CloudFiles $files, private Workspaces $workspaces ) {}

	/**
	 * An account's role in a workspace (a pending invitation is no role).
	 *
	 * @param array<string, mixed> $workspace  Workspace row.
	 * @param int                  $account_id Account.
	 */
	public function role( array $workspace, int $account_id ): string {
		if ( (int) $workspace['account_id'] === $account_id ) {
			return self::OWNER;
		}
		return Workspaces::MEMBER === $this->workspaces->status( (int) $workspace['id'], $account_id ) ? self::MEMBER : self::NONE;
	}

	/**
	 * A workspace the account may see (owner or member).
	 *
	 * @param array<string, mixed>|null $workspace  Workspace row, or null when unknown.
	 * @param int                       $account_id Account.
	 * @return array<string, mixed> The row with its `role`.
	 * @throws HttpError 404.
	 */
	public function visible( ?array $workspace, int $account_id ): array {
		$role = $workspace ? $this->role( $workspace, $account_id ) : self::NONE;
		if ( self::NONE === $role ) {
			throw self::workspace_not_found();
		}
		return $workspace + array( 'role' => $role );
	}

	/**
	 * A workspace the account owns.
	 *
	 * @param int $workspace_id Workspace.
	 * @param int $account_id   Account.
	 * @return array<string, mixed>
	 * @throws HttpError 404 (cannot see it), 403 (a member).
	 */
	public function owned( int $workspace_id, int $account_id ): array {
		$workspace = $this->visible( $this->workspaces->find( $workspace_id ), $account_id );
		if ( self::OWNER !== $workspace['role'] ) {
			self::refuse( __( 'Only the owner of this WorkSpace can change, share or delete it.', 'stencilbox' ) );
		}
		return $workspace;
	}

	/**
	 * Where the account may put files: 0 (its My Clouds) or a workspace it
	 * can see.
	 *
	 * @param int $workspace_id 0 or a workspace.
	 * @param int $account_id   Account.
	 * @return array<string, mixed>|null The workspace, or null for My Clouds.
	 * @throws HttpError 404.
	 */
	public function destination( int $workspace_id, int $account_id ): ?array {
		return 0 === $workspace_id ? null : $this->visible( $this->workspaces->find( $workspace_id ), $account_id );
	}

	/**
	 * A file the account may read (its own, or one in a workspace it can see).
	 *
	 * @param int $file_id    File.
	 * @param int $account_id Account.
	 * @return array<string, mixed> The file row, with `workspace` (row with role, or null).
	 * @throws HttpError 404.
	 */
	public function readable( int $file_id, int $account_id ): array {
		$file = $this->files->find( $file_id );
		$seen = array();
		$file = $file ? $this->as_reader( $file, $account_id, $seen ) : null;
		if ( null === $file ) {
			throw self::file_not_found();
		}
		return $file;
	}

	/**
	 * The files of a list the account may read, as `readable()` answers
	 * each, in two reads or so (the files, then each workspace once); the
	 * others are left out.
	 *
	 * @param int[] $file_ids   Files.
	 * @param int   $account_id Account.
	 * @return array<int, array<string, mixed>> File rows with `workspace`, by id.
	 */
	public function readable_many( array $file_ids, int $account_id ): array {
		$out  = array();
		$seen = array();
		foreach ( $this->files->find_many( $file_ids ) as $id => $file ) {
			$file = $this->as_reader( $file, $account_id, $seen );
			if ( null !== $file ) {
				$out[ $id ] = $file;
			}
		}
		return $out;
	}

	/**
	 * The matrix's answer for reading one file: the row with its
	 * `workspace` (row with role, or null), or null when the account may
	 * not see it.
	 *
	 * @param array<string, mixed>                    $file       File row.
	 * @param int                                     $account_id Account.
	 * @param array<int, array<string, mixed>|null> $seen       Workspaces with the account's role, read once each.
	 * @return array<string, mixed>|null
	 */
	private function as_reader( array $file, int $account_id, array &$seen ): ?array {
		if ( 0 === $file['workspace_id'] ) {
			return $file['account_id'] === $account_id ? $file + array( 'workspace' => null ) : null;
		}
		if ( ! array_key_exists( $file['workspace_id'], $seen ) ) {
			$workspace                     = $this->workspaces->find( $file['workspace_id'] );
			$seen[ $file['workspace_id'] ] = $workspace ? $workspace + array( 'role' => $this->role( $workspace, $account_id ) ) : null;
		}
		$workspace = $seen[ $file['workspace_id'] ];
		if ( self::NONE === ( $workspace['role'] ?? self::NONE ) && $file['account_id'] !== $account_id ) {
			return null;
		}
		return $file + array( 'workspace' => $workspace );
	}

	/**
	 * A file the account may move, rename or delete: its own, or any in a
	 * workspace it owns.
	 *
	 * @param int         $file_id    File.
	 * @param int         $account_id Account.
	 * @param string|null $refusal    What a refusal says (default: move or delete).
	 * @return array<string, mixed> As `readable()`.
	 * @throws HttpError 404, or 403 for a member and someone else's file.
	 */
	public function changeable( int $file_id, int $account_id, ?string $refusal = null ): array {
		$file = $this->readable( $file_id, $account_id );
		if ( ! self::may_change( $file, $account_id ) ) {
			self::refuse( $refusal ?? __( 'Only the owner of this file or of its WorkSpace can move or delete it.', 'stencilbox' ) );
		}
		return $file;
	}

	/**
	 * Whether the account may move or delete a readable file.
	 *
	 * @param array<string, mixed> $file       As `readable()` returns it.
	 * @param int                  $account_id Account.
	 */
	public static function may_change( array $file, int $account_id ): bool {
		return (int) $file['account_id'] === $account_id || self::OWNER === ( $file['workspace']['role'] ?? null );
	}

	/**
	 * Refuses with the spec's `invalid_permission`.
	 *
	 * @param string $message Why.
	 * @throws HttpError Always.
	 */
	public static function refuse( string $message ): never {
		HttpError::raise( 'invalid_permission', $message, 403 );
	}

	/**
	 * A file that is not there for the caller.
	 */
	public static function file_not_found(): HttpError {
		return new HttpError( 'file_not_found', __( 'This file does not exist in your cloud.', 'stencilbox' ), 404 );
	}

	/**
	 * A workspace that is not there for the caller.
	 */
	public static function workspace_not_found(): HttpError {
		return new HttpError( 'workspace_not_found', __( 'This WorkSpace does not exist or is not shared with you.', 'stencilbox' ), 404 );
	}
}
