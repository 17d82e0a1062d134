<?php
/**
 * The hub owner's version routes: an item's versions, preview and restore,
 * where it is used, and how many versions the hub keeps.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Hub\Versions\ItemVersions;
use Stencilbox\Hub\Versions\Retention;
use Stencilbox\Hub\Versions\Usage;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;
use Stencilbox\Support\Versions\VersionSchema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox-hub/v1`, WordPress administrators of the hub site (cookie +
 * nonce), never an account key:
 *
 * - `GET admin/catalog/items/{id}/versions` → {versions}
 * - `GET admin/catalog/items/{id}/versions/{number}` → {version, platform, content}
 * - `POST admin/catalog/items/{id}/versions/{number}/restore` {note} → {version, created}
 * - `GET admin/catalog/items/{id}/usage` → the sites that use it (numbers only)
 * - `GET|POST admin/versions` {retention} → {retention, versions}
 */
final class HubVersionsAdminController extends HubController {
	/**
	 * Constructor.
	 *
	 * @param ItemVersions      $items     Item versions.
	 * @param Versions          $versions  Every version (the count).
	 * @param Retention         $retention How many versions are kept.
	 * @param Usage             $usage     Where items are used.
	 * @param CatalogRepository $catalog   Catalogue.
	 * @param CatalogWriter     $writer    Writes item content (a restore).
	 */
	public function __construct(
		private ItemVersions $items,
		private Versions $versions,
		private Retention $retention,
		private Usage $usage,
		private CatalogRepository $catalog,
		private CatalogWriter $writer,
	) {
		parent::__construct();
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$manage   = 'can_manage';
		$base     = '/admin/catalog/items/(?P<id>\d+)';
		$id       = array( 'id' => CloudArgs::id( __( 'Item id.', 'stencilbox' ) ) );
		$number   = $id + array( 'number' => VersionSchema::number_arg() );
		$settings = Schema::object(
			array(
				'retention' => VersionSchema::retention(),
				'versions'  => Schema::integer(),
			)
		);
		$limit    = array(
			'type'    => 'integer',
			'minimum' => -1,
			'maximum' => 100000,
		);
		return array(
			Route::get( $base . '/versions', 'list', $manage, $id, VersionSchema::versions() ),
			Route::get( $base . '/versions/(?P<number>\d+)', 'read', $manage, $number, VersionSchema::with_content() ),
			Route::post(
				$base . '/versions/(?P<number>\d+)/restore',
				'restore',
				$manage,
				$number + array( 'note' => VersionSchema::note_arg() ),
				Schema::object(
					array(
						'version' => VersionSchema::version(),
						'created' => Schema::boolean(),
					)
				)
			),
			Route::get( $base . '/usage', 'usage', $manage, $id, VersionSchema::usage() ),
			Route::get( '/admin/versions', 'settings', $manage, array(), $settings ),
			Route::post(
				'/admin/versions',
				'save',
				$manage,
				array(
					'retention' => array(
						'description' => __( 'How many versions to keep: per plan for cloud files, and for the catalogue’s items (−1 keeps all).', 'stencilbox' ),
						'type'        => 'object',
						'required'    => true,
						'properties'  => array_fill_keys( VersionSchema::RETENTION_KEYS, $limit ),
					),
				),
				$settings
			),
		);
	}

	/**
	 * An item's versions.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function list( \WP_REST_Request $request ): array {
		return array( 'versions' => Versions::present_all( $this->items->list( (int) $request['id'] ) ) );
	}

	/**
	 * One version with its content (the owner's preview).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function read( \WP_REST_Request $request ): array {
		$id     = (int) $request['id'];
		$read   = $this->items->read( $id, (int) $request['number'] );
		$newest = $this->items->numbers( array( $id ) )[ $id ] ?? 1;
		return array(
			'version'  => Versions::present( $read['version'], $newest ),
			'platform' => (string) ( $this->catalog->row( $id )['platform'] ?? 'gutenberg' ),
			'content'  => $read['content'],
			'design'   => $read['design'],
		);
	}

	/**
	 * Restores a version: it becomes the newest (nothing is deleted).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function restore( \WP_REST_Request $request ): array {
		$result = $this->writer->restore_version( (int) $request['id'], (int) $request['number'], (string) $request['note'] );
		return array(
			'version' => Versions::present( $result['version'], (int) $result['version']['number'] ),
			'created' => $result['created'],
		);
	}

	/**
	 * Where an item is used.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404 for an unknown item.
	 */
	public function usage( \WP_REST_Request $request ): array {
		$id = (int) $request['id'];
		if ( ! $this->catalog->row( $id ) ) {
			HttpError::raise( 'item_not_found', Messages::item_missing(), 404 );
		}
		return $this->usage->of_item( $id );
	}

	/**
	 * Saves how many versions are kept.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function save( \WP_REST_Request $request ): array {
		$this->retention->save( array_map( 'intval', (array) $request['retention'] ) );
		return $this->settings();
	}

	/**
	 * How many versions are kept, and how many the hub holds.
	 *
	 * @return array<string, mixed>
	 */
	public function settings(): array {
		return array(
			'retention' => $this->retention->limits(),
			'versions'  => $this->versions->count_all(),
		);
	}
}
