<?php
/**
 * The hub owner's cloud settings: the file limit of each plan, and what the
 * cloud stores.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Cloud\BodyStore;
use Stencilbox\Hub\Cloud\CloudFiles;
use Stencilbox\Hub\Cloud\CloudImages;
use Stencilbox\Hub\Cloud\Quota;
use Stencilbox\Support\Cloud\CloudArgs;

defined( 'ABSPATH' ) || exit;

/**
 * `GET|POST stencilbox-hub/v1/admin/cloud` — WordPress administrators of
 * the hub site (cookie + nonce), never an account key.
 */
final class HubCloudAdminController extends HubController {
	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'admin/cloud';

	/**
	 * Constructor.
	 *
	 * @param ApiKeys     $keys   API keys.
	 * @param Quota       $quota  Limits.
	 * @param CloudFiles  $files  Files.
	 * @param BodyStore   $bodies Bodies.
	 * @param CloudImages $images Images.
	 */
	public function __construct( ApiKeys $keys, private Quota $quota, private CloudFiles $files, private BodyStore $bodies, private CloudImages $images ) {
		parent::__construct( $keys );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$limit = array(
			'description' => __( 'Files an account on this plan may keep; −1 is unlimited.', 'stencilbox' ),
			'type'        => 'integer',
			'minimum'     => Quota::UNLIMITED,
			'maximum'     => 1000000,
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => 'GET',
					'callback'            => $this->handle( fn() => $this->summary() ),
					'permission_callback' => array( $this, 'can_manage' ),
					'args'                => array(),
				),
				array(
					'methods'             => 'POST',
					'callback'            => $this->handle( array( $this, 'save' ) ),
					'permission_callback' => array( $this, 'can_manage' ),
					'args'                => array(
						'limits' => array(
							'description'          => __( 'Limits by plan (free, starter, pro).', 'stencilbox' ),
							'type'                 => 'object',
							'properties'           => array_fill_keys( array_keys( Quota::DEFAULTS ), $limit ),
							'additionalProperties' => false,
							'required'             => true,
						),
					),
				),
				'schema' => fn() => CloudArgs::schema(
					'stencilbox-cloud-admin',
					array(
						'limits' => array(
							'type'       => 'object',
							'properties' => array_fill_keys( array_keys( Quota::DEFAULTS ), $limit ),
						),
						'files'  => array( 'type' => 'integer' ),
						'bodies' => array( 'type' => 'integer' ),
						'bytes'  => array( 'type' => 'integer' ),
						'images' => array( 'type' => 'integer' ),
					)
				),
			)
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
	private function summary(): array {
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
