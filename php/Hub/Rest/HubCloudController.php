<?php
/**
 * The hub's cloud file routes for an account (Bearer key).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Catalog\CatalogueImage;
use Stencilbox\Hub\Cloud\CloudFiles;
use Stencilbox\Hub\Cloud\CloudImages;
use Stencilbox\Hub\Cloud\CloudPresenter;
use Stencilbox\Hub\Cloud\CloudService;
use Stencilbox\Hub\Cloud\Quota;
use Stencilbox\Hub\Cloud\Workspaces;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Cloud\CloudSchema;
use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Design\DesignSchema;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox-hub/v1`:
 *
 * - `GET /cloud/usage` → {limit, files}
 * - `GET /cloud/files` {source, platform, search, page, per_page} → a page of files
 * - `POST /cloud/files` {name, platform, type, content, workspace_id, item_id, source, template} → {file}
 *   (`template`: the saved template it was pushed from, `CloudTemplate`)
 * - `GET /cloud/files/{id}` → {file, content, design, template}
 * - `DELETE /cloud/files/{id}` {in_workspace, confirm} → {status}
 * - `POST /cloud/files/{id}/copy|move` {workspace_id} → {file}
 * - `POST /cloud/files/{id}/rename` {name} → {file}
 * - `POST /cloud/images` {ext, data (base64)} → {hash, url}
 *
 * Every route acts for the account of the Bearer key; no route takes an
 * account id. What the account may see and change is CloudAccess's matrix.
 */
final class HubCloudController extends HubController {
	/**
	 * Constructor.
	 *
	 * @param ApiKeys        $keys       API keys.
	 * @param CloudService   $cloud      Workflows.
	 * @param CloudFiles     $files      Files.
	 * @param Workspaces     $workspaces Workspaces.
	 * @param CloudImages    $images     Images.
	 * @param Quota          $quota      Limits.
	 * @param CloudPresenter $present    Presenter.
	 */
	public function __construct(
		ApiKeys $keys,
		private CloudService $cloud,
		private CloudFiles $files,
		private Workspaces $workspaces,
		private CloudImages $images,
		private Quota $quota,
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
		$account  = 'requires_account';
		$file_id  = array( 'id' => CloudArgs::id( __( 'Cloud file id.', 'stencilbox' ) ) );
		$one_file = Schema::object( array( 'file' => CloudSchema::file() ) );
		$routes   = array(
			Route::get( '/cloud/usage', fn( \WP_REST_Request $request ): array => $this->quota->usage( $this->account_id( $request ) ), $account, array(), CloudSchema::usage() ),
			Route::get(
				'/cloud/files',
				'list_files',
				$account,
				array(
					'source'   => CloudArgs::source( __( 'clouds (My Clouds), workspaces (files in the account’s WorkSpaces) or shared_workspaces (files in WorkSpaces shared with it).', 'stencilbox' ) ),
					'platform' => CloudArgs::platform_filter(),
					'search'   => CloudArgs::search(),
				) + CloudArgs::pages(),
				CloudSchema::files_page()
			),
			Route::post(
				'/cloud/files',
				'push',
				$account,
				array(
					'name'         => CloudArgs::file_name(),
					'platform'     => CloudArgs::platform(),
					'type'         => array(
						'description' => __( 'A whole page, or a block (a part of one).', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => CloudArgs::TYPES,
						'default'     => 'page',
					),
					'content'      => array(
						'description' => __( 'Block markup, or an Elementor export (JSON).', 'stencilbox' ),
						'type'        => 'string',
						'required'    => true,
					),
					'workspace_id' => CloudArgs::workspace_id(),
					'item_id'      => array(
						'description' => __( 'What the template came from on the pushing site (a post id), or 0.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 0,
						'default'     => 0,
					),
					'source'       => array(
						'description' => __( 'push (from an editor) or upload (a template file).', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => CloudService::SOURCES,
						'default'     => 'push',
					),
					'template'     => CloudTemplate::schema(),
				),
				$one_file
			),
			Route::get(
				'/cloud/files/(?P<id>\d+)',
				'read_file',
				$account,
				$file_id,
				Schema::object(
					array(
						'file'     => CloudSchema::file(),
						'content'  => Schema::string(),
						// Its design as roles (issue [25]; an older hub leaves it out).
						'design'   => Schema::optional( Schema::nullable( DesignSchema::design() ) ),
						// The saved template it was pushed from (issue [26] item 5; an older hub leaves it out).
						'template' => Schema::optional( Schema::nullable( CloudTemplate::schema() ) ),
					)
				)
			),
			Route::delete(
				'/cloud/files/(?P<id>\d+)',
				'delete_file',
				$account,
				$file_id + array(
					'in_workspace' => array(
						'description' => __( 'Only a file that is in a WorkSpace (the WorkSpace item delete).', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
					// Deletes for good: the caller confirmed it.
					'confirm'      => self::confirm_arg(),
				),
				Schema::success()
			),
		);
		foreach ( array( 'copy', 'move' ) as $action ) {
			$routes[] = Route::post( '/cloud/files/(?P<id>\d+)/' . $action, $action . '_file', $account, $file_id + array( 'workspace_id' => CloudArgs::workspace_id( true ) ), $one_file );
		}
		$routes[] = Route::post( '/cloud/files/(?P<id>\d+)/rename', 'rename_file', $account, $file_id + array( 'name' => CloudArgs::file_name() ), $one_file );
		$routes[] = Route::post(
			'/cloud/images',
			'upload_image',
			$account,
			array(
				'ext'  => array(
					'description' => __( 'The image type’s extension.', 'stencilbox' ),
					'type'        => 'string',
					'enum'        => CatalogueImage::EXTENSIONS,
					'required'    => true,
				),
				'data' => array(
					'description' => __( 'The image, base64.', 'stencilbox' ),
					'type'        => 'string',
					'required'    => true,
					'maxLength'   => (int) ceil( CloudImages::MAX_BYTES / 3 ) * 4,
				),
			),
			Schema::object(
				array(
					'hash' => Schema::string(),
					'url'  => Schema::uri(),
				)
			)
		);
		return $routes;
	}

	/**
	 * A page of files from one source.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function list_files( \WP_REST_Request $request ): array {
		$account = $this->account_id( $request );
		$scope   = match ( (string) $request['source'] ) {
			'workspaces'        => array( 'workspaces' => $this->workspaces->ids( $account, false ) ),
			'shared_workspaces' => array( 'workspaces' => $this->workspaces->ids( $account, true ) ),
			default             => array( 'mine' => $account ),
		};
		return self::files_page( $this->files, $this->present, $scope, $request, $account );
	}

	/**
	 * A page of files of a scope, as the account sees them (the WorkSpace
	 * details list too).
	 *
	 * @param CloudFiles           $files   Files.
	 * @param CloudPresenter       $present Presenter.
	 * @param array<string, mixed> $scope   CloudFiles scope.
	 * @param \WP_REST_Request     $request Request (platform, search, page, per_page).
	 * @param int                  $account Account looking.
	 * @return array<string, mixed>
	 */
	public static function files_page( CloudFiles $files, CloudPresenter $present, array $scope, \WP_REST_Request $request, int $account ): array {
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$result   = $files->page( $scope, (string) $request['platform'], (string) $request['search'], $page, $per_page );
		return CloudPresenter::paged( $present->files( $result['rows'], $account ), $result['total'], $page, $per_page );
	}

	/**
	 * Stores a pushed or uploaded template.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function push( \WP_REST_Request $request ): array {
		$account = $this->account_id( $request );
		$file    = $this->cloud->push( $account, $request->get_params() );
		return array( 'file' => $this->present->files( array( $file ), $account )[0] );
	}

	/**
	 * A file with its content (insert, download).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function read_file( \WP_REST_Request $request ): array {
		$account = $this->account_id( $request );
		$read    = $this->cloud->read( $account, (int) $request['id'] );
		return array(
			'file'     => $this->present->files( array( $read['file'] ), $account )[0],
			'content'  => $read['content'],
			'design'   => $read['design'],
			'template' => $read['template'],
		);
	}

	/**
	 * Deletes a file.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function delete_file( \WP_REST_Request $request ): array {
		$this->cloud->delete( $this->account_id( $request ), (int) $request['id'], (bool) $request['in_workspace'] );
		return array( 'status' => 'success' );
	}

	/**
	 * Copies a file.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function copy_file( \WP_REST_Request $request ): array {
		$account = $this->account_id( $request );
		$copy    = $this->cloud->copy( $account, (int) $request['id'], (int) $request['workspace_id'] );
		return array( 'file' => $this->present->files( array( $copy ), $account )[0] );
	}

	/**
	 * Moves a file.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function move_file( \WP_REST_Request $request ): array {
		$account = $this->account_id( $request );
		$file    = $this->cloud->move( $account, (int) $request['id'], (int) $request['workspace_id'] );
		return array( 'file' => $this->present->files( array( $file ), $account )[0] );
	}

	/**
	 * Renames a file.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function rename_file( \WP_REST_Request $request ): array {
		$account = $this->account_id( $request );
		$file    = $this->cloud->rename( $account, (int) $request['id'], (string) $request['name'] );
		return array( 'file' => $this->present->files( array( $file ), $account )[0] );
	}

	/**
	 * Stores an image a pushed template shows.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 400 when it is not an acceptable image.
	 */
	public function upload_image( \WP_REST_Request $request ): array {
		$this->account_id( $request );
		$bytes  = base64_decode( (string) $request['data'], true );
		$stored = false === $bytes ? null : $this->images->store( (string) $request['ext'], $bytes );
		if ( null === $stored ) {
			HttpError::raise( 'invalid_data', __( 'This image cannot be kept in the cloud: it is not the image its type says, or it is larger than 5 MB.', 'stencilbox' ), 400 );
		}
		return $stored;
	}
}
