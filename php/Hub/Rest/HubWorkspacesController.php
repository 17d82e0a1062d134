<?php
/**
 * The hub's workspace routes for an account (Bearer key).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Cloud\CloudAccess;
use Stencilbox\Hub\Cloud\CloudFiles;
use Stencilbox\Hub\Cloud\CloudPresenter;
use Stencilbox\Hub\Cloud\CloudService;
use Stencilbox\Hub\Cloud\Workspaces;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Cloud\CloudSchema;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox-hub/v1`:
 *
 * - `GET /cloud/workspaces` {shared, list_only, page, per_page} → a page of workspaces
 *   (`list_only`: every workspace the account owns and every one shared with it, for pickers)
 * - `POST /cloud/workspaces` {title, share_with} → {workspace}
 * - `GET /cloud/workspaces/{ref}` {platform, search, page, per_page} → {workspace, files}
 * - `POST /cloud/workspaces/{ref}` {title?, share_with, remove} → {workspace}
 * - `DELETE /cloud/workspaces/{ref}` {delete_files, confirm} → {status}
 * - `POST /cloud/workspaces/{ref}/files` {files} → {files}
 *
 * `{ref}` is a workspace's id or its slug.
 */
final class HubWorkspacesController extends HubController {
	/** The most workspaces a picker lists. */
	public const LIST_ONLY_MAX = 500;

	/**
	 * Constructor.
	 *
	 * @param ApiKeys        $keys       API keys.
	 * @param CloudService   $cloud      Workflows.
	 * @param Workspaces     $workspaces Workspaces.
	 * @param CloudFiles     $files      Files.
	 * @param CloudAccess    $access     Permission matrix.
	 * @param CloudPresenter $present    Presenter.
	 */
	public function __construct(
		ApiKeys $keys,
		private CloudService $cloud,
		private Workspaces $workspaces,
		private CloudFiles $files,
		private CloudAccess $access,
		private CloudPresenter $present,
	) {
		parent::__construct( $keys );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$account   = 'requires_account';
		$workspace = Schema::object( array( 'workspace' => CloudSchema::workspace() ) );
		$ref       = array(
			'ref' => array(
				'description' => __( 'WorkSpace id or slug.', 'stencilbox' ),
				'type'        => 'string',
				'pattern'     => '^[A-Za-z0-9][A-Za-z0-9_-]*$',
				'maxLength'   => CloudArgs::NAME_MAX,
				'required'    => true,
			),
		);
		$one       = '/cloud/workspaces/(?P<ref>[A-Za-z0-9_-]+)';
		return array(
			Route::get( '/cloud/workspaces', 'list_workspaces', $account, CloudArgs::workspace_list(), CloudSchema::workspaces_page() ),
			Route::post(
				'/cloud/workspaces',
				'create',
				$account,
				array(
					'title'      => CloudArgs::title(),
					'share_with' => CloudArgs::emails( __( 'Email addresses to share the WorkSpace with.', 'stencilbox' ) ),
				),
				$workspace
			),
			Route::get(
				$one,
				'details',
				$account,
				$ref + array(
					'platform' => CloudArgs::platform_filter(),
					'search'   => CloudArgs::search(),
				) + CloudArgs::pages(),
				Schema::object(
					array(
						'workspace' => CloudSchema::workspace(),
						'files'     => CloudSchema::files_page(),
					)
				)
			),
			Route::post(
				$one,
				'update',
				$account,
				$ref + array(
					'title'      => CloudArgs::title( false ),
					'share_with' => CloudArgs::emails( __( 'Email addresses to add.', 'stencilbox' ) ),
					'remove'     => CloudArgs::emails( __( 'Email addresses (members or invitations) to remove.', 'stencilbox' ) ),
				),
				$workspace
			),
			Route::delete(
				$one,
				'delete',
				$account,
				$ref + array(
					'delete_files' => CloudArgs::delete_files( __( 'Delete the owner’s files in it too (members’ files always go back to them).', 'stencilbox' ) ),
					// Deletes for good: the caller confirmed it.
					'confirm'      => self::confirm_arg(),
				),
				Schema::success()
			),
			Route::post( $one . '/files', 'add_files', $account, $ref + array( 'files' => CloudArgs::file_ids() ), Schema::object( array( 'files' => CloudSchema::files() ) ) ),
		);
	}

	/**
	 * Own or shared workspaces, a page of them or (list_only) all.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function list_workspaces( \WP_REST_Request $request ): array {
		$account = $this->account_id( $request );
		if ( $request['list_only'] ) {
			$rows = array_merge(
				$this->workspaces->page( $account, false, 1, self::LIST_ONLY_MAX )['rows'],
				$this->workspaces->page( $account, true, 1, self::LIST_ONLY_MAX )['rows']
			);
			return CloudPresenter::paged( $this->present->workspaces( $rows, $account ), count( $rows ), 1, max( 1, count( $rows ) ) );
		}
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$result   = $this->workspaces->page( $account, (bool) $request['shared'], $page, $per_page );
		return CloudPresenter::paged( $this->present->workspaces( $result['rows'], $account ), $result['total'], $page, $per_page );
	}

	/**
	 * Creates a workspace.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function create( \WP_REST_Request $request ): array {
		$account = $this->account_id( $request );
		$row     = $this->cloud->create_workspace( $account, (string) $request['title'], (array) $request['share_with'] );
		return array( 'workspace' => $this->present->workspaces( array( $row ), $account )[0] );
	}

	/**
	 * A workspace the account can see, with a page of its files.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function details( \WP_REST_Request $request ): array {
		$account   = $this->account_id( $request );
		$workspace = $this->access->visible( $this->find( (string) $request['ref'] ), $account );
		return array(
			'workspace' => $this->present->workspaces( array( $workspace ), $account )[0],
			'files'     => HubCloudController::files_page( $this->files, $this->present, array( 'workspaces' => array( (int) $workspace['id'] ) ), $request, $account ),
		);
	}

	/**
	 * Renames and shares (owner only).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function update( \WP_REST_Request $request ): array {
		$account = $this->account_id( $request );
		$row     = $this->cloud->update_workspace(
			$account,
			$this->id( (string) $request['ref'], $account ),
			null === $request['title'] ? null : (string) $request['title'],
			(array) $request['share_with'],
			(array) $request['remove']
		);
		return array( 'workspace' => $this->present->workspaces( array( $row ), $account )[0] );
	}

	/**
	 * Deletes a workspace (owner only).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function delete( \WP_REST_Request $request ): array {
		$account = $this->account_id( $request );
		$this->cloud->delete_workspace( $account, $this->id( (string) $request['ref'], $account ), (bool) $request['delete_files'] );
		return array( 'status' => 'success' );
	}

	/**
	 * Adds copies of files to a workspace.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function add_files( \WP_REST_Request $request ): array {
		$account = $this->account_id( $request );
		$ids     = $this->cloud->add( $account, $this->id( (string) $request['ref'], $account ), (array) $request['files'] );
		return array( 'files' => $this->present->files( array_filter( array_map( array( $this->files, 'find' ), $ids ) ), $account ) );
	}

	/**
	 * A workspace by id or slug.
	 *
	 * @param string $ref Id or slug.
	 * @return array<string, mixed>|null
	 */
	private function find( string $ref ): ?array {
		return ctype_digit( $ref ) ? $this->workspaces->find( (int) $ref ) : $this->workspaces->find_by_slug( $ref );
	}

	/**
	 * The id of a workspace the account can see (404 otherwise).
	 *
	 * @param string $ref     Id or slug.
	 * @param int    $account Account.
	 */
	private function id( string $ref, int $account ): int {
		return (int) $this->access->visible( $this->find( $ref ), $account )['id'];
	}
}
