<?php
/**
 * The spec's workspace routes (part 2 §7 "Workspaces"), through the hub client.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox/v1`:
 *
 * - `GET /workspaces` {list_only, shared, page} → {status, data, current_page, total_page, total}
 * - `POST /workspaces/create` {title, share_with} → {status, workspace, message}
 * - `POST /workspaces/delete/{id}` {delete_files} → {status, message}
 * - `POST /workspaces/item/add` {workspace_id, files} → {status, message, files}
 * - `DELETE /workspaces/item/delete/{id}` → {status, message} (the spec's GET: no state-changing GET here)
 * - `GET /workspaces/{slug}` {file_type, shared, search, page} → {status, workspace, files}
 * - `POST /workspaces/{slug}` {id, title, share_with, remove, platform} → {status, workspace, message}
 *
 * The fixed paths are registered before `{slug}`, so `create` is never
 * taken for a workspace's slug.
 */
final class WorkspacesController extends Controller {
	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'workspaces';

	/**
	 * Constructor.
	 *
	 * @param AccountSession $session Account and hub calls.
	 */
	public function __construct( private AccountSession $session ) {}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$workspace = CloudArgs::workspace();
		$status    = CloudArgs::status();
		$one       = fn() => CloudArgs::schema( 'stencilbox-workspace', $status + array( 'workspace' => $workspace ) );
		$slug      = array(
			'slug' => array(
				'description' => __( 'WorkSpace slug.', 'stencilbox' ),
				'type'        => 'string',
				'pattern'     => '^[a-z0-9][a-z0-9_-]*$',
				'maxLength'   => 200,
				'required'    => true,
			),
		);
		$routes    = array(
			''                         => array(
				'GET',
				'list_workspaces',
				CloudArgs::workspace_list(),
				fn() => CloudArgs::schema( 'stencilbox-workspaces', $status + CloudArgs::page_of( $workspace )['properties'] ),
			),
			'/create'                  => array(
				'POST',
				'create',
				array(
					'title'      => CloudArgs::title(),
					'share_with' => CloudArgs::emails( __( 'Email addresses to share the WorkSpace with.', 'stencilbox' ) ),
				),
				$one,
			),
			'/delete/(?P<id>\d+)'      => array(
				'POST',
				'delete',
				array(
					'id'           => CloudArgs::id( __( 'WorkSpace id.', 'stencilbox' ) ),
					'delete_files' => array(
						'description' => __( 'Delete your files in it too (otherwise every file goes back to its owner’s My Clouds).', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				),
				fn() => CloudArgs::schema( 'stencilbox-workspace-delete', $status ),
			),
			'/item/add'                => array(
				'POST',
				'add_files',
				array(
					'workspace_id' => array(
						'description' => __( 'The WorkSpace to add to.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'required'    => true,
					),
					'files'        => CloudArgs::file_ids(),
				),
				fn() => CloudArgs::schema(
					'stencilbox-workspace-add',
					$status + array(
						'files' => array(
							'type'  => 'array',
							'items' => CloudArgs::file(),
						),
					)
				),
			),
			'/item/delete/(?P<id>\d+)' => array(
				'DELETE',
				'delete_file',
				array( 'id' => CloudArgs::id( __( 'Cloud file id.', 'stencilbox' ) ) ),
				fn() => CloudArgs::schema( 'stencilbox-workspace-item-delete', $status ),
			),
			'/(?P<slug>[a-z0-9][a-z0-9_-]*)' => array(
				array(
					'GET',
					'details',
					$slug + array(
						'file_type' => CloudArgs::platform_filter(),
						'shared'    => array(
							'description' => __( 'Opened from Shared with Me (the hub knows either way).', 'stencilbox' ),
							'type'        => 'boolean',
							'default'     => false,
						),
						'search'    => CloudArgs::search(),
					) + CloudArgs::pages(),
				),
				array(
					'POST',
					'update',
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
							'enum'        => array( '', 'gutenberg', 'elementor' ),
							'default'     => '',
						),
					),
				),
				fn() => CloudArgs::schema( 'stencilbox-workspace-details', $status + array( 'workspace' => $workspace, 'files' => CloudArgs::page_of( CloudArgs::file() ) ) ),
			),
		);
		foreach ( $routes as $route => $spec ) {
			$endpoints = is_array( $spec[0] ) ? array_slice( $spec, 0, -1 ) : array( array_slice( $spec, 0, 3 ) );
			$handlers  = array();
			foreach ( $endpoints as [ $method, $callback, $args ] ) {
				$handlers[] = array(
					'methods'             => $method,
					'callback'            => $this->handle( array( $this, $callback ) ),
					'permission_callback' => array( $this, 'can_read' ),
					'args'                => $args,
				);
			}
			register_rest_route( $this->namespace, '/' . $this->rest_base . $route, $handlers + array( 'schema' => end( $spec ) ) );
		}
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
		$result = $this->ask(
			'POST',
			'/cloud/workspaces',
			array(
				'title'      => (string) $request['title'],
				'share_with' => (array) $request['share_with'],
			)
		);
		return array(
			'status'    => 'success',
			'workspace' => $result['workspace'],
			'message'   => sprintf(
				/* translators: %s: workspace title. */
				__( 'You have created a WorkSpace called %s', 'stencilbox' ),
				$result['workspace']['title']
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
		$this->ask( 'DELETE', '/cloud/workspaces/' . (int) $request['id'], array( 'delete_files' => (bool) $request['delete_files'] ) );
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
		$result = $this->ask( 'POST', '/cloud/workspaces/' . (int) $request['workspace_id'] . '/files', array( 'files' => array_map( 'intval', (array) $request['files'] ) ) );
		return array(
			'status'  => 'success',
			'message' => __( 'Your file has been added to this workspace.', 'stencilbox' ),
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
		$this->ask( 'DELETE', '/cloud/files/' . (int) $request['id'], array( 'in_workspace' => true ) );
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
		) + $this->ask( 'POST', '/cloud/workspaces/' . (string) $request['slug'], $params );
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
}
