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
use Stencilbox\Site\Cloud\TemplateLanding;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Cloud\CloudSchema;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;
use Stencilbox\Support\Versions\VersionSchema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox/v1`:
 *
 * - `GET /clouds/usage` → {status, data: {limit, files}}
 * - `GET /clouds` {platform|type, search, page, per_page, source} → {status, files: {data, current_page, total_page, total}}
 * - `POST /clouds/copy-move` {my_cloud_id, workspace_id, action} → {status, message, file}
 * - `POST /clouds/rename/{id}` {name} → {status, message, file} (not in the spec: a file keeps its
 *   content, versions and uses under a new name)
 * - `POST /clouds/upload` {name, workspace_id, workspace, saveTemplate, file_content | post, platform}
 *   → {status, message, redirect, refresh, file}
 * - `GET /clouds/download/{id}` → {status, file_name, fileURL}
 * - `DELETE /clouds/delete/{id}` {confirm} → {status, message} (the spec's GET: no state-changing GET here)
 * - `POST /clouds/add-template/{id}` → {status, message, id, created, updated, dropped, type, platform, edit_url}
 *   (not in the spec: a file pushed from a saved template becomes one of this site's, found again the
 *   second time; issue [26] item 5, `TemplateLanding`)
 *
 * Each acts for the library account of the current WordPress user
 * (`not_signed_in`, 401, without one); the hub decides what the account may
 * see and do. A user borrowing the sitewide account reads (list, usage,
 * download); every change is refused to them (`signed_as_global`, 403).
 */
final class CloudController extends Controller {
	/** What the hub answers about files and WorkSpaces goes through CloudSchema's filters (names as plain text). */
	protected const FILTER_ANSWERS = true;

	/**
	 * Constructor.
	 *
	 * @param AccountSession       $session   Account and hub calls.
	 * @param CloudPusher          $pusher    Pushes templates.
	 * @param CloudDownloads       $downloads Download links.
	 * @param TemplateLanding|null $landing   "Add to saved templates" (null: not offered).
	 */
	public function __construct( private AccountSession $session, private CloudPusher $pusher, private CloudDownloads $downloads, private ?TemplateLanding $landing = null ) {}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$read    = 'can_read';
		$file_id = array( 'id' => CloudArgs::id( __( 'Cloud file id.', 'stencilbox' ) ) );
		return array(
			Route::get( '/clouds/usage', 'usage', $read, array(), Schema::success( array( 'data' => CloudSchema::usage() ) ) ),
			Route::get(
				'/clouds',
				'list_files',
				$read,
				array(
					'platform' => CloudArgs::platform_filter(),
					// The spec sends the platform as `type` too ("file type equals platform").
					'type'     => CloudArgs::platform_filter(),
					'search'   => CloudArgs::search(),
					'source'   => CloudArgs::source( __( 'clouds (My Clouds), workspaces or shared_workspaces (the add-files dialog’s sources).', 'stencilbox' ) ),
					'refresh'  => array(
						'description' => __( 'Ask the hub afresh (answers are never cached here).', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				) + CloudArgs::pages(),
				Schema::success( array( 'files' => CloudSchema::files_page() ) )
			),
			Route::post(
				'/clouds/copy-move',
				'copy_move',
				$read,
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
				CloudSchema::message( array( 'file' => CloudSchema::file() ) )
			),
			Route::post(
				'/clouds/rename/(?P<id>\d+)',
				'rename',
				$read,
				$file_id + array( 'name' => CloudArgs::file_name() ),
				CloudSchema::message( array( 'file' => CloudSchema::file() ) )
			),
			Route::post(
				'/clouds/upload',
				'upload',
				$read,
				array(
					'name'         => CloudArgs::name( __( 'Name of the template in the cloud (a template file’s title when empty).', 'stencilbox' ), __( 'Please give your template a name.', 'stencilbox' ), false ),
					'workspace_id' => CloudArgs::workspace_id(),
					'workspace'    => array(
						'description' => __( 'The destination as the spec names it (clouds, or a WorkSpace slug); workspace_id decides.', 'stencilbox' ),
						'type'        => 'string',
						'maxLength'   => CloudArgs::NAME_MAX,
					),
					'saveTemplate' => array(
						'description' => __( 'Sent by the editor’s push.', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
					'platform'     => array(
						'description' => __( 'Platform of the template (else the file’s own).', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => array_merge( array( '' ), ItemArgs::PLATFORMS ),
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
					'file_id'      => array(
						'description' => __( 'Save as a new version of this cloud file (its owner, or its WorkSpace’s owner) instead of a new file.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
					),
					'version_note' => VersionSchema::note_arg(),
				),
				CloudSchema::message(
					array(
						'redirect' => Schema::string(),
						'refresh'  => Schema::boolean(),
						'file'     => CloudSchema::file(),
					)
				)
			),
			Route::get(
				'/clouds/download/(?P<id>\d+)',
				'download',
				$read,
				$file_id + array(
					'format' => array(
						'description' => __( 'stencilbox (a Stencilbox template file) or elementor (Elementor’s own export, for an Elementor file: what Elementor’s Templates → Import reads).', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => array( 'stencilbox', 'elementor' ),
						'default'     => 'stencilbox',
					),
				),
				Schema::success(
					array(
						'file_name' => Schema::string(),
						'fileURL'   => Schema::uri(),
					)
				)
			),
			// Deletes for good: the delete-file dialog sends `confirm: true`.
			Route::delete( '/clouds/delete/(?P<id>\d+)', 'delete', $read, $file_id + array( 'confirm' => self::confirm_arg() ), CloudSchema::message() ),
			// Nothing is lost by it (a template found again is updated with a revision): no confirm.
			Route::post(
				'/clouds/add-template/(?P<id>\d+)',
				'add_template',
				$read,
				$file_id,
				CloudSchema::message( TemplateLanding::answer() )
			),
		);
	}

	/**
	 * `POST /clouds/add-template/{id}`: the file becomes (or updates) a saved template here.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404 on a site that does not offer it; TemplateLanding's.
	 */
	public function add_template( \WP_REST_Request $request ): array {
		if ( null === $this->landing ) {
			HttpError::raise( 'rest_no_route', __( 'No route was found matching the URL and request method.', 'stencilbox' ), 404 );
		}
		return $this->landing->add( get_current_user_id(), (int) $request['id'] );
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
		$result = $this->session->change(
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
	 * `POST /clouds/rename/{id}`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function rename( \WP_REST_Request $request ): array {
		$result = $this->session->change(
			get_current_user_id(),
			'POST',
			'/cloud/files/' . (int) $request['id'] . '/rename',
			array( 'name' => (string) $request['name'] )
		);
		return array(
			'status'  => 'success',
			'message' => __( 'Successfully Renamed', 'stencilbox' ),
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
		return $this->downloads->link( get_current_user_id(), (int) $request['id'], (string) $request['format'] );
	}

	/**
	 * `DELETE /clouds/delete/{id}`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function delete( \WP_REST_Request $request ): array {
		$this->session->change( get_current_user_id(), 'DELETE', '/cloud/files/' . (int) $request['id'], array( 'confirm' => true ) );
		return array(
			'status'  => 'success',
			'message' => __( 'You have deleted a file from your cloud.', 'stencilbox' ),
		);
	}
}
