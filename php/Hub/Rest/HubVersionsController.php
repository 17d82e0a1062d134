<?php
/**
 * The hub's version routes for an account (Bearer key): versions of items
 * and cloud files, and the update check sites make.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Cloud\CloudPresenter;
use Stencilbox\Hub\Cloud\FileTemplates;
use Stencilbox\Hub\Engagement\Access;
use Stencilbox\Hub\Versions\FileVersions;
use Stencilbox\Hub\Versions\ItemVersions;
use Stencilbox\Hub\Versions\VersionCheck;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Cloud\CloudSchema;
use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;
use Stencilbox\Support\Versions\VersionSchema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox-hub/v1`:
 *
 * - `GET /items/{id}/versions` → {versions}
 * - `GET /items/{id}/versions/{number}` → {version, platform, content} (who may use the item)
 * - `GET /cloud/files/{id}/versions` → {versions} (who may read the file)
 * - `GET /cloud/files/{id}/versions/{number}` → {version, platform, content}
 * - `POST /cloud/files/{id}/versions` {content, note, template} → {file, version, created} (who may change it;
 *   `template`: the saved template it was pushed from again, `CloudTemplate`, replaces what the file kept)
 * - `POST /cloud/files/{id}/versions/{number}/restore` {note} → {file, version, created}
 * - `POST /versions/check` {site, from, items, files, token} → {items, files,
 *   unchanged, token}: the newest version of each; the site's numbers of
 *   places and posts per item are kept for the hub owner (`Usage`) as this
 *   account's report of that site (it replaces only the account's own
 *   report), never any content. With the last answer's `token`, when
 *   nothing the answer depends on changed (`ChangeStamps`), the answer is
 *   `{unchanged: true, token, items: [], files: []}` after one read. Each
 *   item's version is the one the site's channel and pins offer it
 *   (`Hub\Fleet\Fleet`), for `site`, or `from` when it reports nothing.
 *
 * An item version's author is the hub's public name (`public_name()`), for
 * every version, stored ones too: which WordPress user made it is the hub
 * owner's to see (the admin routes), and it is often a login. A file
 * version's author is the account that made it, as its sharers know it.
 */
final class HubVersionsController extends HubController {
	/**
	 * Constructor.
	 *
	 * @param ApiKeys           $keys     API keys.
	 * @param AccountRepository $accounts Accounts.
	 * @param CatalogRepository $catalog  Catalogue.
	 * @param Access            $access   Who may use an item.
	 * @param ItemVersions      $items    Item versions.
	 * @param FileVersions      $files    File versions.
	 * @param CloudPresenter    $present  Files as an account sees them.
	 * @param VersionCheck      $check    The update check sites make.
	 */
	public function __construct(
		ApiKeys $keys,
		private AccountRepository $accounts,
		private CatalogRepository $catalog,
		private Access $access,
		private ItemVersions $items,
		private FileVersions $files,
		private CloudPresenter $present,
		private VersionCheck $check,
	) {
		parent::__construct( $keys );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$account = 'requires_account';
		$id      = array( 'id' => CloudArgs::id( __( 'Item or cloud file id.', 'stencilbox' ) ) );
		$number  = $id + array( 'number' => VersionSchema::number_arg() );
		$saved   = Schema::object(
			array(
				'file'    => CloudSchema::file(),
				'version' => VersionSchema::version(),
				'created' => Schema::boolean(),
			)
		);
		return array(
			Route::get( '/items/(?P<id>\d+)/versions', 'item_versions', $account, $id, VersionSchema::versions() ),
			Route::get( '/items/(?P<id>\d+)/versions/(?P<number>\d+)', 'item_version', $account, $number, VersionSchema::with_content() ),
			Route::get( '/cloud/files/(?P<id>\d+)/versions', 'file_versions', $account, $id, VersionSchema::versions() ),
			Route::get( '/cloud/files/(?P<id>\d+)/versions/(?P<number>\d+)', 'file_version', $account, $number, VersionSchema::with_content() ),
			Route::post(
				'/cloud/files/(?P<id>\d+)/versions',
				'save_file_version',
				$account,
				$id + array(
					'content'  => array(
						'description' => __( 'Block markup, or an Elementor export (JSON).', 'stencilbox' ),
						'type'        => 'string',
						'required'    => true,
					),
					'note'     => VersionSchema::note_arg(),
					'template' => CloudTemplate::schema(),
				),
				$saved
			),
			Route::post( '/cloud/files/(?P<id>\d+)/versions/(?P<number>\d+)/restore', 'restore_file_version', $account, $number + array( 'note' => VersionSchema::note_arg() ), $saved ),
			Route::post(
				'/versions/check',
				'check',
				$account,
				array(
					'site'  => array(
						'description' => __( 'The address of the site that checks.', 'stencilbox' ),
						'type'        => 'string',
						'maxLength'   => 190,
						'default'     => '',
					),
					'items' => VersionSchema::sources_arg( __( 'Catalogue items the site uses: id, the version it has, in how many places and posts.', 'stencilbox' ) ),
					'files' => VersionSchema::sources_arg( __( 'Cloud files the site uses: id, the version it has, places and posts.', 'stencilbox' ) ),
					'from'  => array(
						'description' => __( 'The address of the site that checks when it reports nothing (site empty): the versions its channel and pins offer it.', 'stencilbox' ),
						'type'        => 'string',
						'maxLength'   => 190,
						'default'     => '',
					),
					'token' => array(
						'description' => __( 'The token of the last answer to the same check: when nothing it depends on changed since, the answer is only {unchanged: true}.', 'stencilbox' ),
						'type'        => 'string',
						'maxLength'   => 64,
						'default'     => '',
					),
				),
				VersionSchema::check()
			),
		);
	}

	/**
	 * An item's versions.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function item_versions( \WP_REST_Request $request ): array {
		$this->account_id( $request );
		return array( 'versions' => Versions::present_all( $this->items->list( (int) $request['id'] ), self::public_name() ) );
	}

	/**
	 * One version of an item, with its content, for an account that may use it.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404, 403 as `/items/{id}/use`.
	 */
	public function item_version( \WP_REST_Request $request ): array {
		[ $account, $row ] = $this->account_and_item( $request, $this->accounts, $this->catalog );
		$this->access->check_use( $account, $row );
		$read   = $this->items->read( (int) $row['id'], (int) $request['number'] );
		$newest = $this->items->numbers( array( (int) $row['id'] ) )[ (int) $row['id'] ] ?? 1;
		return array(
			'version'  => Versions::present( $read['version'], $newest, self::public_name() ),
			'platform' => (string) $row['platform'],
			'content'  => $read['content'],
			'design'   => $read['design'],
		);
	}

	/**
	 * A file's versions.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function file_versions( \WP_REST_Request $request ): array {
		$list = $this->files->list( $this->account_id( $request ), (int) $request['id'] );
		return array( 'versions' => Versions::present_all( $list['versions'] ) );
	}

	/**
	 * One version of a file with its content.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function file_version( \WP_REST_Request $request ): array {
		$id     = (int) $request['id'];
		$read   = $this->files->read( $this->account_id( $request ), $id, (int) $request['number'] );
		$newest = $this->files->numbers( array( $id ) )[ $id ] ?? 1;
		return array(
			'version'  => Versions::present( $read['version'], $newest ),
			'platform' => (string) $read['file']['platform'],
			'content'  => $read['content'],
			'design'   => $read['design'],
		);
	}

	/**
	 * Saves a new version of a file.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function save_file_version( \WP_REST_Request $request ): array {
		$account  = $this->account_id( $request );
		$template = null === $request['template'] ? null : CloudTemplate::clean( $request['template'] );
		if ( null !== $request['template'] && null === $template ) {
			HttpError::raise( 'invalid_data', __( 'The saved template sent with this file cannot be read.', 'stencilbox' ), 400 );
		}
		$saved = $this->files->save( $account, (int) $request['id'], (string) $request['content'], (string) $request['note'] );
		if ( null !== $template ) {
			// The file stays what it is, with the template's conditions of now.
			( new FileTemplates() )->record( (int) $request['id'], $template );
		}
		return $this->saved( $saved, $account );
	}

	/**
	 * Restores a version of a file (it becomes the newest).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function restore_file_version( \WP_REST_Request $request ): array {
		$account = $this->account_id( $request );
		return $this->saved( $this->files->restore( $account, (int) $request['id'], (int) $request['number'], (string) $request['note'] ), $account );
	}

	/**
	 * The newest versions of what a site uses (VersionCheck).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function check( \WP_REST_Request $request ): array {
		return $this->check->answer(
			$this->account_id( $request ),
			esc_url_raw( (string) $request['site'] ),
			array_values( array_filter( (array) $request['items'], 'is_array' ) ),
			array_values( array_filter( (array) $request['files'], 'is_array' ) ),
			(string) $request['token'],
			self::public_name(),
			esc_url_raw( (string) $request['from'] )
		);
	}

	/**
	 * A saved or restored version's answer.
	 *
	 * @param array{file: array<string, mixed>, version: array<string, mixed>, created: bool} $saved   What was written.
	 * @param int                                                                            $account Account looking.
	 * @return array<string, mixed>
	 */
	private function saved( array $saved, int $account ): array {
		return array(
			'file'    => $this->present->files( array( $saved['file'] ), $account )[0],
			'version' => Versions::present( $saved['version'], (int) $saved['version']['number'] ),
			'created' => $saved['created'],
		);
	}
}
