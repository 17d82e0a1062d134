<?php
/**
 * Versions of cloud files: save a new version, list, read and restore.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Versions;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Cloud\BodyStore;
use Stencilbox\Hub\Cloud\CloudAccess;
use Stencilbox\Hub\Cloud\CloudFiles;
use Stencilbox\Hub\Cloud\CloudImages;
use Stencilbox\Hub\Cloud\FileDesigns;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Who may do what follows the cloud's matrix (`CloudAccess`): whoever may
 * read a file (its owner, the people of its WorkSpace) sees its versions
 * and previews any of them; only who may change it (its owner, the owner of
 * its WorkSpace) saves a new version or restores one. A version never
 * counts for the quota, which counts files; the owner's plan says how many
 * versions a file keeps (`Retention`).
 */
final class FileVersions {
	/**
	 * Constructor.
	 *
	 * @param Versions          $versions  Versions.
	 * @param CloudFiles        $files     Files.
	 * @param CloudAccess       $access    Permission matrix.
	 * @param BodyStore         $bodies    Bodies.
	 * @param CloudImages       $images    Images the content shows.
	 * @param Retention         $retention How many versions are kept.
	 * @param AccountRepository $accounts  Accounts (names).
	 * @param AssetRefs         $assets    Where the hub's files are served from now.
	 */
	public function __construct(
		private Versions $versions,
		private CloudFiles $files,
		private CloudAccess $access,
		private BodyStore $bodies,
		private CloudImages $images,
		private Retention $retention,
		private AccountRepository $accounts,
		private AssetRefs $assets,
	) {}

	/**
	 * A file's versions, newest first, for an account that may read it.
	 *
	 * @param int $account_id Account.
	 * @param int $file_id    File.
	 * @return array{file: array<string, mixed>, versions: array<int, array<string, mixed>>}
	 * @throws HttpError 404.
	 */
	public function list( int $account_id, int $file_id ): array {
		$file = $this->access->readable( $file_id, $account_id );
		return array(
			'file'     => $file,
			'versions' => $this->versions->all( Versions::FILE, $file_id, $this->origin( $file ) ),
		);
	}

	/**
	 * The newest version of each file of a list the account may read (an
	 * update check's files), in a few reads for the whole list; files it may
	 * not read are left out.
	 *
	 * @param int   $account_id Account.
	 * @param int[] $file_ids   Files.
	 * @return array<int, array{file: array<string, mixed>, version: array<string, mixed>}> By file id.
	 */
	public function newest_of( int $account_id, array $file_ids ): array {
		$files  = $this->access->readable_many( $file_ids, $account_id );
		$newest = $this->versions->newest_rows( Versions::FILE, array_keys( $files ) );
		$names  = array(); // A file never changed is signed by its owner: each owner read once for the list.
		$out    = array();
		foreach ( $files as $id => $file ) {
			if ( ! isset( $newest[ $id ] ) ) {
				$names[ (int) $file['account_id'] ] ??= $this->name_of( (int) $file['account_id'] );
			}
			$out[ $id ] = array(
				'file'    => $file,
				'version' => $newest[ $id ] ?? Versions::original( Versions::FILE, $id, $this->origin( $file, $names[ (int) $file['account_id'] ] ) ),
			);
		}
		return $out;
	}

	/**
	 * One version with its content, for an account that may read the file.
	 *
	 * @param int $account_id Account.
	 * @param int $file_id    File.
	 * @param int $number     Version.
	 * @return array{file: array<string, mixed>, version: array<string, mixed>, content: string, design: array<string, mixed>|null}
	 *         `design`: that body's design as roles (FileDesigns), null when none.
	 * @throws HttpError 404.
	 */
	public function read( int $account_id, int $file_id, int $number ): array {
		$file    = $this->access->readable( $file_id, $account_id );
		$version = $this->versions->find( Versions::FILE, $file_id, $number, $this->origin( $file ) );
		$content = null === $version ? null : $this->versions->body( $version );
		if ( null === $version || null === $content ) {
			throw self::not_found();
		}
		return array(
			'file'    => $file,
			'version' => $version,
			// Its images under the hub's address of today (as CloudService::read()).
			'content' => $this->assets->rebase( $content ),
			'design'  => ( new FileDesigns() )->of( (string) $version['hash'] ),
		);
	}

	/**
	 * Saves new content as the file's newest version ("Save as new version").
	 * The same content as the newest version adds nothing.
	 *
	 * @param int    $account_id Account.
	 * @param int    $file_id    File.
	 * @param string $content    Content (filtered here, as a push is).
	 * @param string $note       Optional note.
	 * @return array{file: array<string, mixed>, version: array<string, mixed>, created: bool}
	 * @throws HttpError 404, 403 (`invalid_permission`), 400 (empty), 413 (too large).
	 */
	public function save( int $account_id, int $file_id, string $content, string $note ): array {
		$file    = $this->access->changeable( $file_id, $account_id );
		$content = ContentFilter::content( (string) $file['platform'], $content );
		if ( strlen( $content ) > CloudArgs::MAX_BODY_BYTES ) {
			throw CloudArgs::too_large();
		}
		if ( '' === trim( $content ) ) {
			HttpError::raise( 'invalid_data', __( 'There is nothing to push: the template is empty.', 'stencilbox' ), 400 );
		}
		return $this->write( $file, $account_id, $content, $note, 0 );
	}

	/**
	 * Makes an earlier version the newest: a new version with its content
	 * (nothing is deleted).
	 *
	 * @param int    $account_id Account.
	 * @param int    $file_id    File.
	 * @param int    $number     Version to restore.
	 * @param string $note       Optional note (a default one says which version).
	 * @return array{file: array<string, mixed>, version: array<string, mixed>, created: bool}
	 * @throws HttpError 404, 403 (`invalid_permission`).
	 */
	public function restore( int $account_id, int $file_id, int $number, string $note = '' ): array {
		$file    = $this->access->changeable( $file_id, $account_id );
		$version = $this->versions->find( Versions::FILE, $file_id, $number, $this->origin( $file ) );
		$content = null === $version ? null : $this->versions->body( $version );
		if ( null === $version || null === $content ) {
			throw self::not_found();
		}
		/* translators: %d: a version number. */
		$note = '' !== trim( $note ) ? $note : sprintf( __( 'Restored from version %d', 'stencilbox' ), $number );
		return $this->write( $file, $account_id, $content, $note, $number );
	}

	/**
	 * The newest version number of files (1 for files that never changed).
	 *
	 * @param int[] $file_ids Files.
	 * @return array<int, int>
	 */
	public function numbers( array $file_ids ): array {
		return $this->versions->newest_numbers( Versions::FILE, $file_ids );
	}

	/**
	 * Writes a version and points the file at it.
	 *
	 * @param array<string, mixed> $file          File row (changeable by the account).
	 * @param int                  $account_id    Who.
	 * @param string               $content       Filtered content.
	 * @param string               $note          Note.
	 * @param int                  $restored_from Restored version (0: none).
	 * @return array{file: array<string, mixed>, version: array<string, mixed>, created: bool}
	 */
	private function write( array $file, int $account_id, string $content, string $note, int $restored_from ): array {
		$id     = (int) $file['id'];
		$result = $this->versions->record(
			Versions::FILE,
			$id,
			$content,
			array(
				'author_id'   => $account_id,
				'author_name' => $this->name_of( $account_id ),
			),
			sanitize_textarea_field( $note ),
			$this->origin( $file ),
			$restored_from
		);
		if ( $result['created'] ) {
			$this->files->set_body( $id, (string) $result['version']['hash'], (int) $result['version']['size'] );
			( new FileDesigns() )->record( (string) $file['platform'], $content );
			// The images of every kept version stay linked to the file.
			$this->images->link( $id, $content );
			$this->bodies->settle( (string) $file['body_hash'] );
			$this->versions->trim( Versions::FILE, $id, $this->retention->for_file( (int) $file['account_id'] ) );
		}
		return array(
			'file'    => (array) $this->files->find( $id ),
			'version' => $result['version'],
			'created' => $result['created'],
		);
	}

	/**
	 * A file as its own version 1 (before it ever changed).
	 *
	 * @param array<string, mixed> $file        File row.
	 * @param string|null          $author_name Its owner's name when already read.
	 * @return array<string, mixed>
	 */
	private function origin( array $file, ?string $author_name = null ): array {
		return array(
			'hash'        => (string) $file['body_hash'],
			'size'        => (int) $file['size'],
			'created_at'  => (string) $file['created_at'],
			'author_id'   => (int) $file['account_id'],
			'author_name' => $author_name ?? $this->name_of( (int) $file['account_id'] ),
		);
	}

	/**
	 * An account's name as a version records it.
	 *
	 * @param int $account_id Account.
	 */
	private function name_of( int $account_id ): string {
		$account = $this->accounts->find( $account_id );
		if ( ! $account ) {
			return '';
		}
		$name = trim( (string) $account['first_name'] . ' ' . (string) $account['last_name'] );
		return '' !== $name ? $name : (string) $account['email'];
	}

	/**
	 * A version that is not there.
	 */
	public static function not_found(): HttpError {
		return new HttpError( 'version_not_found', __( 'This version does not exist.', 'stencilbox' ), 404 );
	}
}
