<?php
/**
 * The hub owner's cloud settings: the file limit of each plan, and what the
 * cloud stores.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Cloud\BodyStore;
use Stencilbox\Hub\Cloud\CloudFiles;
use Stencilbox\Hub\Cloud\CloudImages;
use Stencilbox\Hub\Cloud\Quota;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Cloud\CloudSchema;
use Stencilbox\Support\Rest\Route;

defined( 'ABSPATH' ) || exit;

/**
 * `GET|POST stencilbox-hub/v1/admin/cloud` — WordPress administrators of
 * the hub site (cookie + nonce), never an account key.
 */
final class HubCloudAdminController extends HubController {
	/**
	 * Constructor.
	 *
	 * @param Quota       $quota  Limits.
	 * @param CloudFiles  $files  Files.
	 * @param BodyStore   $bodies Bodies.
	 * @param CloudImages $images Images.
	 */
	public function __construct( private Quota $quota, private CloudFiles $files, private BodyStore $bodies, private CloudImages $images ) {
		parent::__construct();
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		return array(
			Route::get( '/admin/cloud', 'summary', 'can_manage', array(), CloudSchema::summary() ),
			Route::post( '/admin/cloud', 'save', 'can_manage', array( 'limits' => CloudArgs::limits() ), CloudSchema::summary() ),
		);
	}

	/**
	 * Saves limits.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function save( \WP_REST_Request $request ): array {
		$this->quota->save( array_map( 'intval', (array) $request['limits'] ) );
		return $this->summary();
	}

	/**
	 * The limits and what the cloud holds (files, distinct bodies, images).
	 *
	 * @return array<string, mixed>
	 */
	public function summary(): array {
		$bodies = $this->bodies->stats();
		return array(
			'limits' => $this->quota->limits(),
			'files'  => $this->files->count_all(),
			'bodies' => $bodies['bodies'],
			'bytes'  => $bodies['bytes'],
			'images' => $this->images->stats()['images'],
		);
	}
}
