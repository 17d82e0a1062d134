<?php
/**
 * The fleet routes for an account (Bearer key): what a site applied, and
 * approving versions for accounts given the `approve` right.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Fleet\Actor;
use Stencilbox\Hub\Fleet\Approvers;
use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Fleet\FleetSchema;
use Stencilbox\Hub\Fleet\VersionCompare;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Similarity;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;
use Stencilbox\Support\Versions\ApprovalSchema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox-hub/v1`:
 *
 * - `POST /fleet/applied` {site, for, results: [{item_id, version, outcome, reason, similarity?}]}
 *   → {recorded}: a site's report of an apply (`for` apply: updated, merged,
 *   conflicted, skipped, failed) or of a fleet rollback (`for` rollback:
 *   rolled_back, skipped, failed), one result per place, with a reason code —
 *   item ids and versions only, as usage reports, never content or posts. An
 *   apply's result may carry `similarity`, the number the site measured on its
 *   own rendering of the place before and after (0..1; kept for a canary,
 *   `VersionCompare::record_similarity()`; out of range: ignored).
 * - `GET /fleet/pending` → {staged, pending}: versions waiting for approval
 *   (accounts with the `approve` right).
 * - `GET /fleet/compare` {item_id, number} → {item_id, current, number,
 *   similarity, canaries, pins}: a waiting version beside the one stable
 *   sites are offered now (the same accounts; the owner's `admin/fleet/compare`).
 * - `GET /fleet/compare/side` {item_id, number} → {platform, content}: one of
 *   those two versions' content, for the approver's site to render (the
 *   same accounts; any other version is `version_not_found`).
 * - `POST /fleet/approvals` {item_id, number} → {staged, pending} (the same accounts).
 * - `POST /fleet/rollbacks` {item_id, number, confirm} → {staged, pending}: a
 *   fleet rollback (the same accounts).
 */
final class HubFleetController extends HubController {
	/** Most results in one report (an apply of many places sends several). */
	public const MAX_RESULTS = 500;

	/**
	 * Constructor.
	 *
	 * @param ApiKeys           $keys      API keys.
	 * @param AccountRepository $accounts  Accounts.
	 * @param Fleet             $fleet     Channels, approvals and pins.
	 * @param Approvers         $approvers Who may approve.
	 * @param AuditLog          $audit     The audit log.
	 * @param VersionCompare    $compare   A waiting version beside the offered one.
	 */
	public function __construct( ApiKeys $keys, private AccountRepository $accounts, private Fleet $fleet, private Approvers $approvers, private AuditLog $audit, private VersionCompare $compare ) {
		parent::__construct( $keys );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$account = 'requires_account';
		$pending = Schema::object(
			array(
				'staged'  => Schema::boolean(),
				'pending' => ApprovalSchema::pending(),
			)
		);
		return array(
			Route::post(
				'/fleet/applied',
				'applied',
				$account,
				array(
					'site'    => FleetSchema::site_arg(),
					'for'     => array(
						'description' => __( 'What the results are of: an apply, or a fleet rollback.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => array( 'apply', 'rollback' ),
						'default'     => 'apply',
					),
					'results' => array(
						'description' => __( 'What an apply did, per place: the item, the version, the outcome and why.', 'stencilbox' ),
						'type'        => 'array',
						'maxItems'    => self::MAX_RESULTS,
						'required'    => true,
						'items'       => array(
							'type'                 => 'object',
							'additionalProperties' => false,
							'properties'           => array(
								'item_id' => array(
									'type'     => 'integer',
									'minimum'  => 1,
									'required' => true,
								),
								'version' => array(
									'type'    => 'integer',
									'minimum' => 0,
									'default' => 0,
								),
								'outcome' => array(
									'type'     => 'string',
									'enum'     => AuditLog::OUTCOMES,
									'required' => true,
								),
								'reason'  => array(
									'type'      => 'string',
									'maxLength' => 190,
									'default'   => '',
								),
								// A number only: out of 0..1 it is ignored (`Similarity::checked()`), not refused.
								'similarity' => array(
									'type' => 'number',
								),
							),
						),
					),
				),
				Schema::object( array( 'recorded' => Schema::integer() ) )
			),
			Route::get( '/fleet/pending', 'pending', $account, array(), $pending ),
			Route::get( '/fleet/compare', 'compare', $account, ApprovalSchema::version_args(), ApprovalSchema::compare() ),
			Route::get( '/fleet/compare/side', 'side', $account, ApprovalSchema::version_args(), ApprovalSchema::side() ),
			Route::post( '/fleet/approvals', 'approve', $account, ApprovalSchema::version_args(), $pending ),
			Route::post( '/fleet/rollbacks', 'roll_back', $account, FleetSchema::rollback_args( self::confirm_arg() ), $pending ),
		);
	}

	/**
	 * Records what a site's apply did.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array{recorded: int}
	 */
	public function applied( \WP_REST_Request $request ): array {
		$site   = Fleet::address( (string) $request['site'] );
		$apply  = 'rollback' !== $request['for'];
		$rows   = array();
		$scores = array();
		foreach ( (array) $request['results'] as $result ) {
			$score = $apply ? Similarity::checked( $result['similarity'] ?? null ) : null;
			if ( null !== $score ) {
				$item_id                      = (int) $result['item_id'];
				$version                      = (int) ( $result['version'] ?? 0 );
				$scores[ $item_id ][ $version ] = min( $score, $scores[ $item_id ][ $version ] ?? 1.0 );
			}
			$rows[] = array(
				'item_id' => (int) $result['item_id'],
				'version' => (int) ( $result['version'] ?? 0 ),
				'site'    => $site,
				'outcome' => (string) $result['outcome'],
				'reason'  => sanitize_key( (string) ( $result['reason'] ?? '' ) ),
			);
		}
		$this->audit->record( $apply ? AuditLog::APPLY : AuditLog::FLEET_ROLLBACK, $this->actor( $request ), $rows );
		$this->compare->record_similarity( $site, $scores );
		return array( 'recorded' => count( $rows ) );
	}

	/**
	 * Versions waiting for approval.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function pending( \WP_REST_Request $request ): array {
		$this->approver( $request );
		return array(
			'staged'  => Fleet::staged(),
			'pending' => $this->fleet->pending(),
		);
	}

	/**
	 * A waiting version beside the one stable sites are offered now.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function compare( \WP_REST_Request $request ): array {
		$this->approver( $request );
		return $this->compare->compare( (int) $request['item_id'], (int) $request['number'] );
	}

	/**
	 * The content of one of the two versions a comparison shows.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function side( \WP_REST_Request $request ): array {
		$this->approver( $request );
		return $this->compare->side( (int) $request['item_id'], (int) $request['number'] );
	}

	/**
	 * Approves a version for every site.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function approve( \WP_REST_Request $request ): array {
		$this->fleet->approve( (int) $request['item_id'], (int) $request['number'], $this->approver( $request ) );
		return $this->pending( $request );
	}

	/**
	 * Rolls a version back fleet-wide.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function roll_back( \WP_REST_Request $request ): array {
		$this->fleet->roll_back( (int) $request['item_id'], (int) $request['number'], $this->approver( $request ) );
		return $this->pending( $request );
	}

	/**
	 * The account of a request, as the audit log names it.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	private function actor( \WP_REST_Request $request ): Actor {
		$id      = $this->account_id( $request );
		$account = $this->accounts->find( $id );
		return Actor::account( $id, (string) ( $account['email'] ?? '' ) );
	}

	/**
	 * The account of a request, which must have the approve right.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws HttpError 403 `invalid_permission` without the right.
	 */
	private function approver( \WP_REST_Request $request ): Actor {
		$actor = $this->actor( $request );
		if ( ! $this->approvers->may_approve( $actor->id ) ) {
			HttpError::raise( 'invalid_permission', __( 'Your account may not approve versions on this hub. Ask the hub’s owner.', 'stencilbox' ), 403 );
		}
		return $actor;
	}
}
