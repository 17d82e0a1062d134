<?php
/**
 * Versions and updates on the site: the Updates screen and its count, the
 * versions of a cloud file, what a post came from.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Site\Updates\Updates;
use Stencilbox\Site\Updates\VersionHistory;
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
 * - `GET /updates` {refresh} → {status, updates, count, pristine, checked_at}
 * - `GET /updates/count` → {count} (0 when signed out of the library)
 * - `POST /updates/apply` {ids, merge, replace_changes, confirm} → {status, message, updated, merged, conflicted, skipped, failed}
 *   (replacing changed content needs `confirm: true`, as a destructive action;
 *   `merge`: edited content merged with the new version, conflicts answered, nothing written for them)
 * - `POST /updates/resolve` {id, version, hash, picks, confirm} → {status, message, id, version}:
 *   a merge with the user's pick per conflict, written as one revision
 * - `GET /versions` {kind, id} → {versions} (a cloud file's or an item's, each with its preview)
 * - `POST /versions/restore` {id, number, note} → {status, message, file, version}
 *   (a change to the cloud: refused to a borrower of the sitewide account, `signed_as_global`)
 * - `GET /provenance` {post} → {sources}: where a post's content came from
 *
 * Updates act for the library account of the current WordPress user, on
 * posts the user may edit.
 */
final class UpdatesController extends Controller {
	/** Most places one apply updates. */
	public const APPLY_MAX = 100;

	/** Most conflict picks one resolve takes. */
	public const PICKS_MAX = 500;

	/**
	 * Constructor.
	 *
	 * @param Updates        $updates    Updates.
	 * @param VersionHistory $history    Versions of items and cloud files.
	 * @param Provenance     $provenance Records.
	 */
	public function __construct( private Updates $updates, private VersionHistory $history, private Provenance $provenance ) {}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$read = 'can_read';
		return array(
			Route::get(
				'/updates',
				'list',
				$read,
				array(
					'refresh' => array(
						'description' => __( 'Ask the hub afresh.', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				),
				VersionSchema::updates()
			),
			Route::get( '/updates/count', 'count', $read, array(), Schema::object( array( 'count' => Schema::integer() ) ) ),
			Route::post(
				'/updates/apply',
				'apply',
				$read,
				array(
					'ids'             => array(
						'description' => __( 'The updates (places) to apply.', 'stencilbox' ),
						'type'        => 'array',
						'items'       => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
						'minItems'    => 1,
						'maxItems'    => self::APPLY_MAX,
						'required'    => true,
					),
					'merge'           => array(
						'description' => __( 'Merge content changed on this site with the new version (“Merge my changes”): its design from the new version, the changed content kept.', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
					'replace_changes' => array(
						'description' => __( 'Also replace content changed on this site (the user chose “Replace my changes” after seeing both).', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
					'confirm'         => array(
						'description' => __( 'Must be true with replace_changes: the user confirmed losing their changes.', 'stencilbox' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				),
				VersionSchema::applied()
			),
			Route::post(
				'/updates/resolve',
				'resolve',
				$read,
				array(
					'id'      => array(
						'description' => __( 'The update (place) whose merge had conflicts.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'required'    => true,
					),
					'version' => array(
						'description' => __( 'The new version the conflicts were shown for.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'required'    => true,
					),
					'hash'    => array(
						'description' => __( 'The place’s hash when the conflicts were shown (the apply answered it).', 'stencilbox' ),
						'type'        => 'string',
						'pattern'     => '^[0-9a-f]{64}$',
						'required'    => true,
					),
					'picks'   => array(
						'description' => __( 'The side kept for each conflict.', 'stencilbox' ),
						'type'        => 'array',
						'items'       => array(
							'type'                 => 'object',
							'properties'           => array(
								'key'  => array(
									'type'      => 'string',
									'maxLength' => 300,
									'required'  => true,
								),
								'pick' => array(
									'type'     => 'string',
									'enum'     => array( 'ours', 'theirs' ),
									'required' => true,
								),
							),
							'additionalProperties' => false,
						),
						'minItems'    => 1,
						'maxItems'    => self::PICKS_MAX,
						'required'    => true,
					),
					'confirm' => self::confirm_arg(),
				),
				Schema::success(
					array(
						'message' => Schema::string(),
						'id'      => Schema::integer(),
						'version' => Schema::integer(),
					)
				)
			),
			Route::get(
				'/versions',
				'versions',
				$read,
				array(
					'kind' => array(
						'description' => __( 'file (a cloud file) or item (a catalogue item).', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => VersionSchema::KINDS,
						'default'     => 'file',
					),
					'id'   => CloudArgs::id( __( 'Cloud file or item id.', 'stencilbox' ) ),
				),
				Schema::success( array( 'versions' => Schema::list( VersionSchema::site_version() ) ) )
			),
			Route::post(
				'/versions/restore',
				'restore',
				$read,
				array(
					'id'     => CloudArgs::id( __( 'Cloud file id.', 'stencilbox' ) ),
					'number' => VersionSchema::number_arg(),
					'note'   => VersionSchema::note_arg(),
				),
				CloudSchema::message(
					array(
						'file'    => CloudSchema::file(),
						'version' => VersionSchema::version(),
					)
				)
			),
			Route::get(
				'/provenance',
				'provenance',
				$read,
				array(
					'post' => array(
						'description' => __( 'A post of this site.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'required'    => true,
					),
				),
				Schema::success(
					array(
						'sources' => Schema::list(
							Schema::object(
								array(
									'kind'    => Schema::enum( VersionSchema::KINDS ),
									'id'      => Schema::integer(),
									'name'    => Schema::string(),
									'version' => Schema::integer(),
									'scope'   => Schema::enum( array( 'document', 'range' ) ),
									'path'    => Schema::string(),
								)
							)
						),
					)
				)
			),
		);
	}

	/**
	 * The updates.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function list( \WP_REST_Request $request ): array {
		return array( 'status' => 'success' ) + $this->updates->list( get_current_user_id(), (bool) $request['refresh'] );
	}

	/**
	 * How many updates (the header's badge): 0 when signed out.
	 *
	 * @return array<string, int>
	 */
	public function count(): array {
		try {
			return array( 'count' => $this->updates->count( get_current_user_id() ) );
		} catch ( HttpError $error ) {
			if ( 'not_signed_in' === $error->error_code() ) {
				return array( 'count' => 0 );
			}
			throw $error;
		}
	}

	/**
	 * Applies updates.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function apply( \WP_REST_Request $request ): array {
		if ( $request['replace_changes'] && $request['merge'] ) {
			HttpError::raise( 'invalid_data', __( 'Choose either merging or replacing the changes.', 'stencilbox' ), 400 );
		}
		if ( $request['replace_changes'] && ! $request['confirm'] ) {
			// Replacing a user's changes is destructive: asked first, as a delete is.
			HttpError::raise( 'invalid_data', __( 'Please confirm this action (confirm must be true).', 'stencilbox' ), 400 );
		}
		$result  = $this->updates->apply( get_current_user_id(), array_map( 'intval', (array) $request['ids'] ), (bool) $request['replace_changes'], (bool) $request['merge'] );
		$updated = count( $result['updated'] ) + count( $result['merged'] );
		return array(
			'status'  => 'success',
			'message' => sprintf(
				/* translators: %d: how many places were updated. */
				_n( '%d place was updated.', '%d places were updated.', $updated, 'stencilbox' ),
				$updated
			),
		) + $result;
	}

	/**
	 * Writes a merge with the user's pick for each conflict.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function resolve( \WP_REST_Request $request ): array {
		$picks = array();
		foreach ( (array) $request['picks'] as $pick ) {
			$picks[ (string) $pick['key'] ] = (string) $pick['pick'];
		}
		$id      = (int) $request['id'];
		$version = $this->updates->resolve( get_current_user_id(), $id, (int) $request['version'], (string) $request['hash'], $picks );
		return array(
			'status'  => 'success',
			'message' => __( 'The changes were merged.', 'stencilbox' ),
			'id'      => $id,
			'version' => $version,
		);
	}

	/**
	 * A cloud file's or an item's versions, each with its preview address.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function versions( \WP_REST_Request $request ): array {
		return array(
			'status'   => 'success',
			'versions' => $this->history->list( get_current_user_id(), (string) $request['kind'], (int) $request['id'] ),
		);
	}

	/**
	 * Restores a version of a cloud file: it becomes the newest.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function restore( \WP_REST_Request $request ): array {
		$number   = (int) $request['number'];
		$restored = $this->history->restore( get_current_user_id(), (int) $request['id'], $number, (string) $request['note'] );
		return array(
			'status'  => 'success',
			'message' => sprintf(
				/* translators: 1: the restored version's number, 2: the new version's number. */
				__( 'Version %1$d is back, as version %2$d.', 'stencilbox' ),
				$number,
				(int) $restored['version']['number']
			),
		) + $restored;
	}

	/**
	 * Where a post's content came from (for a user who may edit it).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 403 for a post the user may not edit.
	 */
	public function provenance( \WP_REST_Request $request ): array {
		$post_id = (int) $request['post'];
		if ( ! current_user_can( 'edit_post', $post_id ) ) {
			HttpError::raise( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this post.', 'stencilbox' ), 403 );
		}
		$sources = array();
		foreach ( $this->provenance->of_post( $post_id ) as $row ) {
			$sources[] = array(
				'kind'    => (string) $row['kind'],
				'id'      => (int) $row['source_id'],
				'name'    => (string) $row['source_name'],
				'version' => (int) $row['version'],
				'scope'   => (string) $row['scope'],
				'path'    => (string) $row['path'],
			);
		}
		return array(
			'status'  => 'success',
			'sources' => $sources,
		);
	}
}
