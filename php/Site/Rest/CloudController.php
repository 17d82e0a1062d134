<?php
/**
 * The spec's cloud routes (part 2 §7 "Cloud"), through the hub client.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Cloud\CloudDownloads;
use Stencilbox\Site\Cloud\CloudPusher;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox/v1`:
 *
 * - `GET /clouds/usage` → {status, data: {limit, files}}
 * - `GET /clouds` {platform|type, search, page, per_page, source} → {status, files: {data, current_page, total_page, total}}
 * - `POST /clouds/copy-move` {my_cloud_id, workspace_id, action} → {status, message, file}
 * - `POST /clouds/upload` {name, workspace_id, workspace, saveTemplate, file_content | post, platform}
 *   → {status, message, redirect, refresh, file}
 * - `GET /clouds/download/{id}` → {status, file_name, fileURL}
 * - `DELETE /clouds/delete/{id}` → {status, message} (the spec's GET: no state-changing GET here)
 *
 * Each acts for the library account of the current WordPress user
 * (`not_signed_in`, 401, without one); the hub decides what the account may
 * see and do.
 */
final class CloudController extends Controller {
	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'clouds';

	/**
	 * Constructor.
	 *
	 * @param AccountSession $session   Account and hub calls.
	 * @param CloudPusher    $pusher    Pushes templates.
	 * @param CloudDownloads $downloads Download links.
	 */
	public function __construct( private AccountSession $session, private CloudPusher $pusher, private CloudDownloads $downloads ) {}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$read     = array( $this, 'can_read' );
		$file     = CloudArgs::file();
		$status   = CloudArgs::status();
		$one_file = fn() => CloudArgs::schema( 'stencilbox-cloud-file', $status + array( 'file' => $file ) );
		$file_id  = array( 'id' => CloudArgs::id( __( 'Cloud file id.', 'stencilbox' ) ) );
		$routes   = array(
			'/usage'                    => array(
				'GET',
				'usage',
				array(),
				fn() => CloudArgs::schema( 'stencilbox-cloud-usage', $status + array( 'data' => CloudArgs::usage() ) ),
			),
			''                          => array(
				'GET',
				'list_files',
				array(
					'platform' => CloudArgs::platform_filter(),
					// The spec sends the platform as `type` too ("file type equals platform").
					'type'     => CloudArgs::platform_filter(),
					'search'   => CloudArgs::search(),
					'source'   => array(
						'description' => __( 'clouds (My Clouds), workspaces or shared_workspaces (the add-files dialog’s sources).', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => CloudArgs::SOURCES,
						'default'     => 'clouds',
					),
					'refresh'  => array(
						'description' => __( 'Ask the hub afresh (answers are never cached here).', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				) + CloudArgs::pages(),
				fn() => CloudArgs::schema( 'stencilbox-clouds', $status + array( 'files' => CloudArgs::page_of( $file ) ) ),
			),
			'/copy-move'                => array(
				'POST',
				'copy_move',
				array(
					'my_cloud_id'  => CloudArgs::id( __( 'The file to copy or move.', 'stencilbox' ) ),
					'workspace_id' => CloudArgs::workspace_id( true ),
					'action'       => array(
						'description' => __( 'copy or move.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => array( 'copy', 'move' ),
						'required'    => true,
					),
				),
				$one_file,
			),
			'/upload'                   => array(
				'POST',
				'upload',
				array(
					'name'         => CloudArgs::name( __( 'Name of the template in the cloud (a template file’s title when empty).', 'stencilbox' ), __( 'Please give your template a name.', 'stencilbox' ), false ),
					'workspace_id' => CloudArgs::workspace_id(),
					'workspace'    => array(
						'description' => __( 'The destination as the spec names it (clouds, or a WorkSpace slug); workspace_id decides.', 'stencilbox' ),
						'type'        => 'string',
						'maxLength'   => 200,
					),
					'saveTemplate' => array(
						'description' => __( 'Sent by the editor’s push.', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
					'platform'     => array(
						'description' => __( 'Platform of the template (else the file’s own).', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => array( '', 'gutenberg', 'elementor' ),
						'default'     => '',
					),
					'file_content' => array(
						'description' => __( 'The template: the editor’s payload (__file, id, type, title, content) or a Stencilbox template file.', 'stencilbox' ),
						'type'        => 'object',
					),
					'post'         => array(
						'description' => __( 'Push this site’s post (read here, for a user who may read it) instead of file_content.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
					),
				),
				fn() => CloudArgs::schema(
					'stencilbox-cloud-upload',
					$status + array(
						'redirect' => array( 'type' => 'string' ),
						'refresh'  => array( 'type' => 'boolean' ),
						'file'     => $file,
					)
				),
			),
			'/download/(?P<id>\d+)'     => array(
				'GET',
				'download',
				$file_id,
				fn() => CloudArgs::schema(
					'stencilbox-cloud-download',
					$status + array(
						'file_name' => array( 'type' => 'string' ),
						'fileURL'   => array(
							'type'   => 'string',
							'format' => 'uri',
						),
					)
				),
			),
			'/delete/(?P<id>\d+)'       => array( 'DELETE', 'delete', $file_id, fn() => CloudArgs::schema( 'stencilbox-cloud-delete', $status ) ),
		);
		foreach ( $routes as $route => [ $method, $callback, $args, $schema ] ) {
			register_rest_route(
				$this->namespace,
				'/' . $this->rest_base . $route,
				array(
					array(
						'methods'             => $method,
						'callback'            => $this->handle( array( $this, $callback ) ),
						'permission_callback' => $read,
						'args'                => $args,
					),
					'schema' => $schema,
				)
			);
		}
	}

	/**
	 * `GET /clouds/usage`.
	 *
	 * @return array<string, mixed>
	 */
	public function usage(): array {
		return array(
			'status' => 'success',
			'data'   => $this->session->ask( get_current_user_id(), 'GET', '/cloud/usage' ),
		);
	}

	/**
	 * `GET /clouds`: a page of My Clouds (or of another source).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function list_files( \WP_REST_Request $request ): array {
		$platform = (string) ( $request['platform'] ?: $request['type'] );
		return array(
			'status' => 'success',
			'files'  => $this->session->ask(
				get_current_user_id(),
				'GET',
				'/cloud/files',
				array(
					'source'   => (string) $request['source'],
					'platform' => $platform,
					'search'   => (string) $request['search'],
					'page'     => (int) $request['page'],
					'per_page' => (int) $request['per_page'],
				)
			),
		);
	}

	/**
	 * `POST /clouds/copy-move`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function copy_move( \WP_REST_Request $request ): array {
		$copy   = 'copy' === $request['action'];
		$result = $this->session->ask(
			get_current_user_id(),
			'POST',
			'/cloud/files/' . (int) $request['my_cloud_id'] . ( $copy ? '/copy' : '/move' ),
			array( 'workspace_id' => (int) $request['workspace_id'] )
		);
		return array(
			'status'  => 'success',
			'message' => $copy ? __( 'Successfully Copied', 'stencilbox' ) : __( 'Successfully Moved', 'stencilbox' ),
			'file'    => $result['file'],
		);
	}

	/**
	 * `POST /clouds/upload`: the editor's push, a template file, or a post.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function upload( \WP_REST_Request $request ): array {
		return $this->pusher->push( get_current_user_id(), $request->get_params() );
	}

	/**
	 * `GET /clouds/download/{id}`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function download( \WP_REST_Request $request ): array {
		return $this->downloads->link( get_current_user_id(), (int) $request['id'] );
	}

	/**
	 * `DELETE /clouds/delete/{id}`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function delete( \WP_REST_Request $request ): array {
		$this->session->ask( get_current_user_id(), 'DELETE', '/cloud/files/' . (int) $request['id'] );
		return array(
			'status'  => 'success',
			'message' => __( 'You have deleted a file from your cloud.', 'stencilbox' ),
		);
	}
}
