<?php
/**
 * The cloud's workflows: push, copy, move, delete and add files; create,
 * change and delete workspaces. Every one checks the permission matrix and
 * the quota first, and leaves nothing behind when it is refused.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Hooks;
use Stencilbox\Support\Names;

defined( 'ABSPATH' ) || exit;

/**
 * Writes go in one order everywhere: the file row first, then its body
 * (stored once per hash) and image links, then the counts are settled. A
 * write refused afterwards (the quota, checked again once the row exists;
 * a copy whose original vanished meanwhile) removes what it wrote.
 */
final class CloudService {
	/** How a file came: pushed from an editor, or uploaded as a template file. */
	public const SOURCES = array( 'push', 'upload' );

	/**
	 * Constructor.
	 *
	 * @param CloudFiles        $files      Files.
	 * @param Workspaces        $workspaces Workspaces.
	 * @param BodyStore         $bodies     Bodies.
	 * @param CloudImages       $images     Images.
	 * @param Quota             $quota      Limits.
	 * @param CloudAccess       $access     Permission matrix.
	 * @param Sharing           $sharing    Members and invitations.
	 * @param AccountRepository $accounts   Accounts.
	 * @param AssetRefs         $assets     Where the hub's files are served from now.
	 * @param Versions|null     $versions   Versions (a deleted file's go with it).
	 * @param FileTemplates     $templates  What files pushed from saved templates keep of them.
	 */
	public function __construct(
		private CloudFiles $files,
		private Workspaces $workspaces,
		private BodyStore $bodies,
		private CloudImages $images,
		private Quota $quota,
		private CloudAccess $access,
		private Sharing $sharing,
		private AccountRepository $accounts,
		private AssetRefs $assets,
		private ?Versions $versions = null,
		private FileTemplates $templates = new FileTemplates(),
	) {}

	/**
	 * Stores a new file (a push from an editor, or an uploaded template file).
	 *
	 * @param int                  $account_id Owner.
	 * @param array<string, mixed> $input      name, platform, type, content, workspace_id, item_id, source;
	 *                                          `template` (optional): the saved template it was pushed from
	 *                                          (`CloudTemplate`), kept with the file.
	 * @return array<string, mixed> The file row.
	 * @throws HttpError 400 (empty, or a template that is not one), 413 (too large), 404 (destination), 403 (limit).
	 */
	public function push( int $account_id, array $input ): array {
		$platform = (string) $input['platform'];
		$template = self::template( $input );
		// Whatever site sent it, the hub stores only filtered content (the
		// site filters again on the way out).
		$content = ContentFilter::content( $platform, (string) $input['content'] );
		if ( strlen( $content ) > CloudArgs::MAX_BODY_BYTES ) {
			throw CloudArgs::too_large();
		}
		if ( '' === trim( $content ) ) {
			HttpError::raise( 'invalid_data', __( 'There is nothing to push: the template is empty.', 'stencilbox' ), 400 );
		}
		$workspace_id = (int) ( $input['workspace_id'] ?? 0 );
		$this->access->destination( $workspace_id, $account_id );
		$this->quota->ensure_room( $account_id, 1 );
		$id = $this->store(
			$account_id,
			array(
				'workspace_id' => $workspace_id,
				'name'         => self::file_name( (string) $input['name'] ),
				'platform'     => $platform,
				'type'         => (string) $input['type'],
				'item_id'      => (int) ( $input['item_id'] ?? 0 ),
				'source'       => (string) ( $input['source'] ?? 'push' ),
			),
			$content
		);
		if ( null !== $template ) {
			$this->templates->record( $id, $template );
		}
		return (array) $this->files->find( $id );
	}

	/**
	 * The saved template a push sends (`CloudTemplate::clean()`), null when
	 * it sends none.
	 *
	 * @param array<string, mixed> $input The push.
	 * @return array<string, mixed>|null
	 * @throws HttpError 400 `invalid_data` for anything that is not one.
	 */
	private static function template( array $input ): ?array {
		if ( ! isset( $input['template'] ) ) {
			return null;
		}
		$template = CloudTemplate::clean( $input['template'] );
		if ( null === $template ) {
			HttpError::raise( 'invalid_data', __( 'The saved template sent with this file cannot be read.', 'stencilbox' ), 400 );
		}
		return $template;
	}

	/**
	 * A file and its content, for an account that may read it.
	 *
	 * @param int $account_id Account.
	 * @param int $file_id    File.
	 * @return array{file: array<string, mixed>, content: string, design: array<string, mixed>|null, template: array<string, mixed>|null}
	 *         `design`: the body's design as roles (FileDesigns), null when none;
	 *         `template`: the saved template it was pushed from (FileTemplates), null when none.
	 * @throws HttpError 404.
	 */
	public function read( int $account_id, int $file_id ): array {
		$file    = $this->access->readable( $file_id, $account_id );
		$content = $this->bodies->get( (string) $file['body_hash'] );
		if ( null === $content ) {
			throw CloudAccess::file_not_found();
		}
		return array(
			'file'     => $file,
			// Stored byte for byte (its hash is its version's); its images
			// under the hub's address of today (after a move: AssetRefs).
			'content'  => $this->assets->rebase( $content ),
			'design'   => ( new FileDesigns() )->of( (string) $file['body_hash'] ),
			'template' => $this->templates->of( $file_id ),
		);
	}

	/**
	 * Copies a file the account may read to a place it may use; the copy is
	 * the account's (and counts for its quota). The body is not copied.
	 *
	 * @param int $account_id   Account.
	 * @param int $file_id      File.
	 * @param int $workspace_id 0 (My Clouds) or a workspace.
	 * @return array<string, mixed> The copy.
	 * @throws HttpError 404, 403 (limit).
	 */
	public function copy( int $account_id, int $file_id, int $workspace_id ): array {
		$file = $this->access->readable( $file_id, $account_id );
		$this->access->destination( $workspace_id, $account_id );
		$this->quota->ensure_room( $account_id, 1 );
		$ids = $this->duplicate( array( $file ), $account_id, $workspace_id );
		return (array) $this->files->find( $ids[0] );
	}

	/**
	 * Moves a file. Its owner, or the owner of the workspace it is in, may;
	 * the file stays its owner's, so it may only go where its owner can see
	 * it (0 is the owner's My Clouds).
	 *
	 * @param int $account_id   Account.
	 * @param int $file_id      File.
	 * @param int $workspace_id 0 or a workspace.
	 * @return array<string, mixed> The file.
	 * @throws HttpError 404, 403.
	 */
	public function move( int $account_id, int $file_id, int $workspace_id ): array {
		$file        = $this->access->changeable( $file_id, $account_id );
		$destination = $this->access->destination( $workspace_id, $account_id );
		if ( $destination && $file['account_id'] !== $account_id && CloudAccess::NONE === $this->access->role( $destination, (int) $file['account_id'] ) ) {
			CloudAccess::refuse( __( 'The owner of this file is not in that WorkSpace, so it cannot go there.', 'stencilbox' ) );
		}
		if ( $file['workspace_id'] !== $workspace_id ) {
			$this->files->move( $file_id, $workspace_id );
		}
		return (array) $this->files->find( $file_id );
	}

	/**
	 * Renames a file (its owner, or the owner of its workspace). Only the
	 * name changes: the content, its versions and where the file is used
	 * stay. Names may repeat, as a push may repeat one.
	 *
	 * @param int    $account_id Account.
	 * @param int    $file_id    File.
	 * @param string $name       New name, stored as a push stores it (`file_name()`; the route checks 1 to NAME_MAX characters).
	 * @return array<string, mixed> The file.
	 * @throws HttpError 404, 403, 400 (empty).
	 */
	public function rename( int $account_id, int $file_id, string $name ): array {
		$file = $this->access->changeable( $file_id, $account_id, __( 'Only the owner of this file or of its WorkSpace can rename it.', 'stencilbox' ) );
		$name = self::file_name( $name );
		if ( $name !== $file['name'] ) {
			$this->files->rename( $file_id, $name );
		}
		return (array) $this->files->find( $file_id );
	}

	/**
	 * Deletes a file (its owner, or the owner of its workspace).
	 *
	 * @param int  $account_id   Account.
	 * @param int  $file_id      File.
	 * @param bool $in_workspace Only a file that is in a workspace (the workspace item route).
	 * @throws HttpError 404, 403.
	 */
	public function delete( int $account_id, int $file_id, bool $in_workspace = false ): void {
		$file = $this->access->changeable( $file_id, $account_id );
		if ( $in_workspace && 0 === $file['workspace_id'] ) {
			throw CloudAccess::file_not_found();
		}
		$this->remove( $file );
	}

	/**
	 * Adds copies of files the account may read to a workspace it can see:
	 * all of them, or (a file unknown, the quota) none.
	 *
	 * @param int   $account_id   Account.
	 * @param int   $workspace_id Workspace.
	 * @param int[] $file_ids     Files.
	 * @return int[] The copies' ids.
	 * @throws HttpError 404, 403 (limit).
	 */
	public function add( int $account_id, int $workspace_id, array $file_ids ): array {
		if ( $workspace_id <= 0 ) {
			throw CloudAccess::workspace_not_found();
		}
		$this->access->destination( $workspace_id, $account_id );
		$files = array();
		foreach ( array_values( array_unique( array_map( 'intval', $file_ids ) ) ) as $file_id ) {
			$files[] = $this->access->readable( $file_id, $account_id );
		}
		$this->quota->ensure_room( $account_id, count( $files ) );
		return $this->duplicate( $files, $account_id, $workspace_id );
	}

	/**
	 * Creates a workspace (verified accounts only) and shares it.
	 *
	 * @param int      $account_id Owner.
	 * @param string   $title      Title.
	 * @param string[] $emails     Addresses to share it with.
	 * @return array<string, mixed> The workspace row.
	 * @throws HttpError 403 `unverified_account`, 400 for bad addresses, 429 `too_many_attempts` (`Sharing::check_budget()`).
	 */
	public function create_workspace( int $account_id, string $title, array $emails ): array {
		$owner = $this->accounts->find( $account_id );
		if ( ! $owner || empty( $owner['is_verified'] ) ) {
			HttpError::raise( 'unverified_account', __( 'Your account is not verified. Please check your email inbox and verify your Stencilbox account.', 'stencilbox' ), 403 );
		}
		$emails = self::valid_emails( $emails );
		$this->sharing->check_budget( $owner, null, $emails );
		$id     = $this->workspaces->create( $account_id, self::title( $title ) );
		if ( ! $id ) {
			HttpError::raise( 'retry_again', __( 'Something went wrong while creating workspace for you. Try Later or Contact support.', 'stencilbox' ), 503 );
		}
		$workspace = (array) $this->workspaces->find( $id );
		$this->sharing->share( $workspace, $owner, $emails );
		return $workspace;
	}

	/**
	 * Renames, shares and un-shares a workspace (its owner only).
	 *
	 * @param int         $account_id   Account.
	 * @param int         $workspace_id Workspace.
	 * @param string|null $title        New title, or null to keep it.
	 * @param string[]    $share_with   Addresses to add.
	 * @param string[]    $remove       Addresses to remove.
	 * @return array<string, mixed> The workspace row.
	 * @throws HttpError 404, 403, 400, 429 (`Sharing::check_budget()`).
	 */
	public function update_workspace( int $account_id, int $workspace_id, ?string $title, array $share_with, array $remove ): array {
		$workspace = $this->access->owned( $workspace_id, $account_id );
		$add       = self::valid_emails( $share_with );
		$gone      = Sharing::clean_emails( $remove )['valid'];
		$owner     = (array) $this->accounts->find( $account_id );
		$this->sharing->check_budget( $owner, $workspace, array_values( array_diff( $add, $gone ) ) );
		if ( null !== $title ) {
			$this->workspaces->rename( $workspace_id, self::title( $title ) );
		}
		$this->sharing->remove( $workspace, $gone );
		$this->sharing->share( $workspace, $owner, array_values( array_diff( $add, $gone ) ) );
		return (array) $this->workspaces->find( $workspace_id );
	}

	/**
	 * Deletes a workspace (its owner only). Without `delete_files` every file
	 * goes back to its owner's My Clouds; with it the owner's own files are
	 * deleted and the members' still go back to them.
	 *
	 * @param int  $account_id   Account.
	 * @param int  $workspace_id Workspace.
	 * @param bool $delete_files Delete the owner's files in it.
	 * @throws HttpError 404, 403.
	 */
	public function delete_workspace( int $account_id, int $workspace_id, bool $delete_files ): void {
		$this->access->owned( $workspace_id, $account_id );
		if ( $delete_files ) {
			foreach ( $this->files->in_workspace( $workspace_id, $account_id ) as $file ) {
				$this->remove( $file );
			}
		}
		$this->files->return_to_owners( $workspace_id );
		$this->workspaces->delete( $workspace_id );
	}

	/**
	 * An account's cloud goes with the account.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( Names::EVENT_ACCOUNT_DELETING, 'remove_account' );
	}

	/**
	 * Removes everything an account has in the cloud: the WorkSpaces it
	 * owns (the members' files in them go back to their My Clouds, as when
	 * a WorkSpace is deleted), every file it owns wherever it is (with
	 * versions, image links and unused bodies), and its memberships.
	 * Other accounts' files stay.
	 *
	 * @param int $account_id Account.
	 */
	public function remove_account( int $account_id ): void {
		if ( $account_id <= 0 ) {
			return;
		}
		foreach ( $this->workspaces->ids( $account_id, false ) as $workspace_id ) {
			foreach ( $this->files->in_workspace( $workspace_id, $account_id ) as $file ) {
				$this->remove( $file );
			}
			$this->files->return_to_owners( $workspace_id );
			$this->workspaces->delete( $workspace_id );
		}
		foreach ( $this->files->owned_by( $account_id ) as $file ) {
			$this->remove( $file );
		}
		$this->workspaces->leave_all( $account_id );
	}

	/**
	 * Writes a new file: row, body, image links; then the quota again.
	 *
	 * @param int                  $account_id Owner.
	 * @param array<string, mixed> $fields     workspace_id, name, platform, type, item_id, source.
	 * @param string               $content    Filtered content.
	 * @return int File id.
	 * @throws HttpError 403 (limit), 503 (the row could not be written).
	 */
	private function store( int $account_id, array $fields, string $content ): int {
		$hash = hash( 'sha256', $content );
		$id   = $this->files->insert(
			$fields + array(
				'account_id' => $account_id,
				'body_hash'  => $hash,
				'size'       => strlen( $content ),
			)
		);
		if ( ! $id ) {
			HttpError::raise( 'retry_again', __( 'Something went wrong.', 'stencilbox' ), 503 );
		}
		$this->bodies->put( $content );
		// Its design as roles, once per body (issue [25]).
		( new FileDesigns() )->record( (string) $fields['platform'], $content );
		$this->images->link( $id, $content );
		$this->bodies->settle( $hash );
		if ( $this->quota->exceeded( $account_id ) ) {
			$this->remove( (array) $this->files->find( $id ) );
			throw Quota::reached();
		}
		return $id;
	}

	/**
	 * Copies of files (same body, same images) for an account in one place;
	 * all of them or none.
	 *
	 * @param array<int, array<string, mixed>> $files        File rows.
	 * @param int                              $account_id   The copies' owner.
	 * @param int                              $workspace_id Their place.
	 * @return int[] Their ids.
	 * @throws HttpError 404 (an original vanished), 403 (limit), 503.
	 */
	private function duplicate( array $files, int $account_id, int $workspace_id ): array {
		$made = array();
		$undo = function () use ( &$made ): void {
			foreach ( $made as $id ) {
				$row = $this->files->find( $id );
				if ( $row ) {
					$this->remove( $row );
				}
			}
		};
		foreach ( $files as $file ) {
			$id = $this->files->insert(
				array(
					'account_id'   => $account_id,
					'workspace_id' => $workspace_id,
					'name'         => (string) $file['name'],
					'platform'     => (string) $file['platform'],
					'type'         => (string) $file['type'],
					'body_hash'    => (string) $file['body_hash'],
					'size'         => (int) $file['size'],
					'item_id'      => (int) $file['item_id'],
					'source'       => (string) $file['source'],
				)
			);
			if ( ! $id ) {
				$undo();
				HttpError::raise( 'retry_again', __( 'Something went wrong.', 'stencilbox' ), 503 );
			}
			$made[] = $id;
			// The original may have been deleted (and its body with it) while
			// this copy was written: then there is nothing to copy.
			if ( ! $this->bodies->has( (string) $file['body_hash'] ) ) {
				$undo();
				throw CloudAccess::file_not_found();
			}
			$this->images->copy_links( (int) $file['id'], $id );
			$this->templates->copy( (int) $file['id'], $id );
			$this->bodies->settle( (string) $file['body_hash'] );
		}
		if ( $this->quota->exceeded( $account_id ) ) {
			$undo();
			throw Quota::reached();
		}
		return $made;
	}

	/**
	 * Removes a file: row and words, its image links, its versions, its
	 * bodies when unused.
	 *
	 * @param array<string, mixed> $file File row.
	 */
	private function remove( array $file ): void {
		$this->files->delete( (int) $file['id'] );
		$this->images->unlink( (int) $file['id'] );
		$this->templates->forget( (int) $file['id'] );
		$this->bodies->settle( (string) $file['body_hash'] );
		$this->versions?->forget( Versions::FILE, array( (int) $file['id'] ) );
	}

	/**
	 * A file's name or a WorkSpace's title as stored: plain text (every
	 * screen shows it as text; a name is no place for markup, and another
	 * member's screens show it too). Migration0022PlainCloudNames applies it
	 * to names stored before.
	 *
	 * @param string $name Name or title.
	 */
	public static function plain( string $name ): string {
		return trim( wp_strip_all_tags( $name ) );
	}

	/**
	 * A file's name as stored (`plain()`).
	 *
	 * @param string $name Name.
	 * @throws HttpError 400 when empty.
	 */
	private static function file_name( string $name ): string {
		$name = self::plain( $name );
		if ( '' === $name ) {
			HttpError::raise( 'invalid_data', __( 'Please give your template a name.', 'stencilbox' ), 400 );
		}
		return $name;
	}

	/**
	 * A WorkSpace's title as stored (`plain()`).
	 *
	 * @param string $title Title.
	 * @throws HttpError 400 when empty.
	 */
	private static function title( string $title ): string {
		$title = self::plain( $title );
		if ( '' === $title ) {
			HttpError::raise( 'invalid_data', __( 'Please give your WorkSpace a name.', 'stencilbox' ), 400 );
		}
		return $title;
	}

	/**
	 * Addresses to share with, or the spec's 400 naming the bad ones.
	 *
	 * @param array<int, mixed> $emails Addresses.
	 * @return string[]
	 * @throws HttpError 400 `invalid_data`.
	 */
	private static function valid_emails( array $emails ): array {
		$clean = Sharing::clean_emails( $emails );
		if ( $clean['invalid'] ) {
			HttpError::raise(
				'invalid_data',
				sprintf(
					/* translators: %s: the addresses, comma-separated. */
					__( 'These email addresses are not valid: %s', 'stencilbox' ),
					implode( ', ', array_map( 'esc_html', $clean['invalid'] ) )
				),
				400,
				array( 'invalid' => $clean['invalid'] )
			);
		}
		return $clean['valid'];
	}
}
