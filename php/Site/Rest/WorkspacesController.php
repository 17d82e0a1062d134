<?php
/**
 * The spec's workspace routes (part 2 §7 "Workspaces"), through the hub client.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Catalog\ItemFilter;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Cloud\CloudSchema;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox/v1`:
 *
 * - `GET /workspaces` {list_only, shared, page} → {status, data, current_page, total_page, total}
 * - `POST /workspaces/create` {title, share_with} → {status, workspace, message}
 * - `POST /workspaces/delete/{id}` {delete_files, confirm} → {status, message}
 * - `POST /workspaces/item/add` {workspace_id, files} → {status, message, files}
 * - `DELETE /workspaces/item/delete/{id}` {confirm} → {status, message} (the spec's GET: no state-changing GET here)
 * - `GET /workspaces/{slug}` {file_type, shared, search, page} → {status, workspace, files}
 * - `POST /workspaces/{slug}` {id, title, share_with, remove, platform} → {status, workspace, message}
 *
 * Reading is for anyone signed in; every change needs an account the user
 * may manage (a borrower of the sitewide account gets `signed_as_global`).
 */
final class WorkspacesController extends Controller {
	/** What the hub answers about files and WorkSpaces goes through CloudSchema's filters (names as plain text). */
	protected const FILTER_ANSWERS = true;

	/**
	 * Constructor.
	 *
	 * @param AccountSession $session Account and hub calls.
	 */
	public function __construct( private AccountSession $session ) {}

	/**
	 * The routes (the fixed paths before `{slug}`: a request is answered by
	 * the first route whose pattern matches, and `create` is no slug).
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$read      = 'can_read';
		$workspace = CloudSchema::message( array( 'workspace' => CloudSchema::workspace() ) );
		$slug      = array(
			'slug' => array(
				'description' => __( 'WorkSpace slug.', 'stencilbox' ),
				'type'        => 'string',
				'pattern'     => '^[a-z0-9][a-z0-9_-]*$',
				'maxLength'   => CloudArgs::NAME_MAX,
				'required'    => true,
			),
		);
		// Deletes for good: the delete dialogs send `confirm: true`.
		$confirm = array( 'confirm' => self::confirm_arg() );
		return array(
			Route::get( '/workspaces', 'list_workspaces', $read, CloudArgs::workspace_list(), Schema::success( CloudSchema::workspaces_page()['properties'] ) ),
			Route::post(
				'/workspaces/create',
				'create',
				$read,
				array(
					'title'      => CloudArgs::title(),
					'share_with' => CloudArgs::emails( __( 'Email addresses to share the WorkSpace with.', 'stencilbox' ) ),
				),
				$workspace
			),
			Route::post(
				'/workspaces/delete/(?P<id>\d+)',
				'delete',
				$read,
				array(
					'id'           => CloudArgs::id( __( 'WorkSpace id.', 'stencilbox' ) ),
					'delete_files' => CloudArgs::delete_files( __( 'Delete your files in it too (otherwise every file goes back to its owner’s My Clouds).', 'stencilbox' ) ),
				) + $confirm,
				CloudSchema::message()
			),
			Route::post(
				'/workspaces/item/add',
				'add_files',
				$read,
				array(
					'workspace_id' => CloudArgs::id( __( 'The WorkSpace to add to.', 'stencilbox' ) ),
					'files'        => CloudArgs::file_ids(),
				),
				CloudSchema::message( array( 'files' => CloudSchema::files() ) )
			),
			Route::delete(
				'/workspaces/item/delete/(?P<id>\d+)',
				'delete_file',
				$read,
				array( 'id' => CloudArgs::id( __( 'Cloud file id.', 'stencilbox' ) ) ) + $confirm,
				CloudSchema::message()
			),
			Route::get(
				'/workspaces/(?P<slug>[a-z0-9][a-z0-9_-]*)',
				'details',
				$read,
				$slug + array(
					'file_type' => CloudArgs::platform_filter(),
					'shared'    => array(
						'description' => __( 'Opened from Shared with Me (the hub knows either way).', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
					'search'    => CloudArgs::search(),
				) + CloudArgs::pages(),
				Schema::success(
					array(
						'workspace' => CloudSchema::workspace(),
						'files'     => CloudSchema::files_page(),
					)
				)
			),
			Route::post(
				'/workspaces/(?P<slug>[a-z0-9][a-z0-9_-]*)',
				'update',
				$read,
				$slug + array(
					'id'         => array(
						'description' => __( 'WorkSpace id (the slug decides).', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
					),
					'title'      => CloudArgs::title( false ),
					'share_with' => CloudArgs::emails( __( 'Email addresses to add.', 'stencilbox' ) ),
					'remove'     => CloudArgs::emails( __( 'Email addresses (members or invitations) to remove.', 'stencilbox' ) ),
					'platform'   => array(
						'description' => __( 'The platform being browsed (sent by the spec’s client; unused).', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => array_merge( array( '' ), ItemArgs::PLATFORMS ),
						'default'     => '',
					),
				),
				$workspace
			),
		);
	}

	/**
	 * `GET /workspaces`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function list_workspaces( \WP_REST_Request $request ): array {
		return array( 'status' => 'success' ) + $this->ask(
			'GET',
			'/cloud/workspaces',
			array(
				'list_only' => $request['list_only'] ? 1 : 0,
				'shared'    => $request['shared'] ? 1 : 0,
				'page'      => (int) $request['page'],
				'per_page'  => (int) $request['per_page'],
			)
		);
	}

	/**
	 * `POST /workspaces/create`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function create( \WP_REST_Request $request ): array {
		$result = $this->change(
			'POST',
			'/cloud/workspaces',
			array(
				'title'      => (string) $request['title'],
				'share_with' => (array) $request['share_with'],
			)
		);
		// Filtered here too: the message names it.
		$workspace = ItemFilter::object( $result['workspace'], CloudSchema::workspace() );
		return array(
			'status'    => 'success',
			'workspace' => $workspace,
			'message'   => sprintf(
				/* translators: %s: workspace title. */
				__( 'You have created a WorkSpace called %s', 'stencilbox' ),
				$workspace['title'] ?? ''
			),
		);
	}

	/**
	 * `POST /workspaces/delete/{id}`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function delete( \WP_REST_Request $request ): array {
		$this->change(
			'DELETE',
			'/cloud/workspaces/' . (int) $request['id'],
			array(
				'delete_files' => (bool) $request['delete_files'],
				'confirm'      => true,
			)
		);
		return array(
			'status'  => 'success',
			'message' => __( 'Successfully Deleted', 'stencilbox' ),
		);
	}

	/**
	 * `POST /workspaces/item/add`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function add_files( \WP_REST_Request $request ): array {
		$result = $this->change( 'POST', '/cloud/workspaces/' . (int) $request['workspace_id'] . '/files', array( 'files' => array_map( 'intval', (array) $request['files'] ) ) );
		$count  = count( (array) $result['files'] );
		return array(
			'status'  => 'success',
			// The spec's sentence for one file; more are counted.
			'message' => 1 === $count
				? __( 'Your file has been added to this workspace.', 'stencilbox' )
				/* translators: %d: number of files (2 or more). */
				: sprintf( _n( 'Your %d file has been added to this workspace.', 'Your %d files have been added to this workspace.', $count, 'stencilbox' ), $count ),
			'files'   => $result['files'],
		);
	}

	/**
	 * `DELETE /workspaces/item/delete/{id}`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function delete_file( \WP_REST_Request $request ): array {
		$this->change(
			'DELETE',
			'/cloud/files/' . (int) $request['id'],
			array(
				'in_workspace' => true,
				'confirm'      => true,
			)
		);
		return array(
			'status'  => 'success',
			'message' => __( 'You have deleted a file from your cloud.', 'stencilbox' ),
		);
	}

	/**
	 * `GET /workspaces/{slug}`: the workspace and a page of its files.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function details( \WP_REST_Request $request ): array {
		return array( 'status' => 'success' ) + $this->ask(
			'GET',
			'/cloud/workspaces/' . (string) $request['slug'],
			array(
				'platform' => (string) $request['file_type'],
				'search'   => (string) $request['search'],
				'page'     => (int) $request['page'],
				'per_page' => (int) $request['per_page'],
			)
		);
	}

	/**
	 * `POST /workspaces/{slug}`: rename, share, un-share.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function update( \WP_REST_Request $request ): array {
		$params = array(
			'share_with' => (array) $request['share_with'],
			'remove'     => (array) $request['remove'],
		);
		if ( null !== $request['title'] ) {
			$params['title'] = (string) $request['title'];
		}
		return array(
			'status'  => 'success',
			'message' => __( 'Successfully Saved', 'stencilbox' ),
		) + $this->change( 'POST', '/cloud/workspaces/' . (string) $request['slug'], $params );
	}

	/**
	 * Asks the hub for the current user's account.
	 *
	 * @param string               $method Method.
	 * @param string               $path   Hub path.
	 * @param array<string, mixed> $params Parameters.
	 * @return array<mixed>
	 */
	private function ask( string $method, string $path, array $params = array() ): array {
		return $this->session->ask( get_current_user_id(), $method, $path, $params );
	}

	/**
	 * Changes the current user's account on the hub (never a borrowed
	 * sitewide account: `signed_as_global`).
	 *
	 * @param string               $method Method.
	 * @param string               $path   Hub path.
	 * @param array<string, mixed> $params Parameters.
	 * @return array<mixed>
	 */
	private function change( string $method, string $path, array $params = array() ): array {
		return $this->session->change( get_current_user_id(), $method, $path, $params );
	}
}
