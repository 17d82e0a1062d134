<?php
/**
 * The hub owner's fleet routes: staged rollouts, channels, pins,
 * approvals, approvers, and the audit log with its CSV export.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Fleet\Actor;
use Stencilbox\Hub\Fleet\Approvers;
use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Hub\Fleet\FleetSchema;
use Stencilbox\Hub\Fleet\VersionCompare;
use Stencilbox\Support\Hooks;
use Stencilbox\Support\HubAddress;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;
use Stencilbox\Support\Versions\ApprovalSchema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox-hub/v1`, WordPress administrators of the hub site (cookie +
 * nonce), never an account key:
 *
 * - `GET admin/fleet` → {staged, sites, pending, rollbacks, approvers, export_url}
 * - `POST admin/fleet/settings` {staged} → the same
 * - `POST admin/fleet/sites` {site, channel} → the same
 * - `POST admin/fleet/pins` {site, item_id, number} → the same (`number` 0 removes the pin)
 * - `POST admin/fleet/approvals` {item_id, number} → the same
 * - `POST admin/fleet/approvers` {account_id, approve} → the same
 * - `POST admin/fleet/rollbacks` {item_id, number, confirm} → the same: every
 *   site that applied that version goes back to the one it had (`Fleet::roll_back()`)
 * - `GET admin/fleet/audit` {action, item_id, site, actor, since, until, page} → a page of the log
 * - `GET admin/fleet/compare` {item_id, number} → {item_id, current, number, similarity, canaries}:
 *   a new version beside the one stable sites are offered now, and each
 *   canary site's apply results for it (`VersionCompare`)
 *
 * The CSV export of the log is an admin-post action (`AUDIT_CSV_ACTION`,
 * nonce and capability checked), like the catalogue export; its filters
 * are the list's, with `audit_action` for `action` (admin-post's own).
 */
final class HubFleetAdminController extends HubController {
	/** The export's admin-post action. */
	public const AUDIT_CSV_ACTION = 'stencilbox_hub_audit_csv';

	/**
	 * Constructor.
	 *
	 * @param Fleet          $fleet     Channels, approvals and pins.
	 * @param Approvers      $approvers Accounts with the approve right.
	 * @param AuditLog       $audit     The audit log.
	 * @param VersionCompare $compare   A new version beside the offered one.
	 */
	public function __construct( private Fleet $fleet, private Approvers $approvers, private AuditLog $audit, private VersionCompare $compare ) {
		parent::__construct();
	}

	/**
	 * Hooks the export download (the routes: Plugin::routes()).
	 *
	 * @param Hooks $hooks Hooks.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( 'admin_post_' . self::AUDIT_CSV_ACTION, 'download_audit' );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$manage = 'can_manage';
		$fleet  = FleetSchema::fleet();
		return array(
			Route::get( '/admin/fleet', 'state', $manage, array(), $fleet ),
			Route::post(
				'/admin/fleet/settings',
				'save_settings',
				$manage,
				array(
					'staged' => array(
						'description' => __( 'Whether a new item version goes to canary sites first and to the others once approved.', 'stencilbox' ),
						'type'        => 'boolean',
						'required'    => true,
					),
				),
				$fleet
			),
			Route::post(
				'/admin/fleet/sites',
				'save_site',
				$manage,
				array(
					'site'    => FleetSchema::site_arg(),
					'channel' => array(
						'description' => __( 'The site’s channel.', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => Fleet::CHANNELS,
						'required'    => true,
					),
				),
				$fleet
			),
			Route::post(
				'/admin/fleet/pins',
				'save_pin',
				$manage,
				array( 'site' => FleetSchema::site_arg() ) + array_replace_recursive(
					ApprovalSchema::version_args(),
					array(
						'number' => array(
							'description' => __( 'Version number (0 removes the pin).', 'stencilbox' ),
							'minimum'     => 0,
						),
					)
				),
				$fleet
			),
			Route::post( '/admin/fleet/approvals', 'approve', $manage, ApprovalSchema::version_args(), $fleet ),
			Route::post(
				'/admin/fleet/approvers',
				'save_approver',
				$manage,
				array(
					'account_id' => array(
						'description' => __( 'Account id.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'required'    => true,
					),
					'approve'    => array(
						'description' => __( 'Give (true) or take (false) the right to approve.', 'stencilbox' ),
						'type'        => 'boolean',
						'required'    => true,
					),
				),
				$fleet
			),
			Route::post( '/admin/fleet/rollbacks', 'roll_back', $manage, FleetSchema::rollback_args( self::confirm_arg() ), $fleet ),
			Route::get(
				'/admin/fleet/audit',
				'audit_page',
				$manage,
				FleetSchema::filter_args() + array(
					'page' => array(
						'description' => __( 'Page from 1.', 'stencilbox' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'default'     => 1,
					),
				),
				FleetSchema::audit()
			),
			Route::get( '/admin/fleet/compare', 'compare', $manage, ApprovalSchema::version_args(), ApprovalSchema::compare() ),
		);
	}

	/**
	 * The fleet as the owner sees it.
	 *
	 * @return array<string, mixed>
	 */
	public function state(): array {
		return array(
			'staged'    => Fleet::staged(),
			'sites'     => $this->fleet->sites(),
			'pending'   => $this->fleet->pending(),
			'rollbacks' => $this->fleet->rollbacks(),
			'approvers' => $this->approvers->list(),
			// The screen adds its filters to it.
			'export_url' => self::export_url(),
		);
	}

	/**
	 * Turns staged rollouts on or off.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function save_settings( \WP_REST_Request $request ): array {
		$this->fleet->set_staged( (bool) $request['staged'], Actor::current_user() );
		return $this->state();
	}

	/**
	 * A site's channel.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function save_site( \WP_REST_Request $request ): array {
		$this->fleet->set_channel( (string) $request['site'], (string) $request['channel'], Actor::current_user() );
		return $this->state();
	}

	/**
	 * Pins a site to a version of an item, or removes the pin.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function save_pin( \WP_REST_Request $request ): array {
		$number = (int) $request['number'];
		if ( 0 === $number ) {
			$this->fleet->unpin( (string) $request['site'], (int) $request['item_id'], Actor::current_user() );
		} else {
			$this->fleet->pin( (string) $request['site'], (int) $request['item_id'], $number, Actor::current_user() );
		}
		return $this->state();
	}

	/**
	 * Approves a version for every site.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function approve( \WP_REST_Request $request ): array {
		$this->fleet->approve( (int) $request['item_id'], (int) $request['number'], Actor::current_user() );
		return $this->state();
	}

	/**
	 * Rolls a version back fleet-wide.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function roll_back( \WP_REST_Request $request ): array {
		$this->fleet->roll_back( (int) $request['item_id'], (int) $request['number'], Actor::current_user() );
		return $this->state();
	}

	/**
	 * Gives an account the right to approve, or takes it.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404 for an unknown account.
	 */
	public function save_approver( \WP_REST_Request $request ): array {
		$this->approvers->grant( (int) $request['account_id'], (bool) $request['approve'], Actor::current_user() );
		return $this->state();
	}

	/**
	 * A page of the audit log.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function audit_page( \WP_REST_Request $request ): array {
		return $this->audit->page( self::filters( $request->get_params() ), (int) $request['page'] );
	}

	/**
	 * A new version beside the one stable sites are offered now.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404 for an unknown item or version.
	 */
	public function compare( \WP_REST_Request $request ): array {
		return $this->compare->compare( (int) $request['item_id'], (int) $request['number'] );
	}

	/**
	 * The export's address (without filters; the screen adds its own).
	 */
	public static function export_url(): string {
		// A URL, not HTML: wp_nonce_url() would escape its `&` as `&amp;`.
		return add_query_arg(
			array(
				'action'   => self::AUDIT_CSV_ACTION,
				'_wpnonce' => wp_create_nonce( self::AUDIT_CSV_ACTION ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * Streams the log as CSV (admin-post, nonce and capability checked; on a
	 * site that uses another hub, refused as the owner's routes are).
	 */
	public function download_audit(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export the audit log.', 'stencilbox' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::AUDIT_CSV_ACTION );
		HubAddress::stop_unless_own_hub();
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="stencilbox-audit-' . gmdate( 'Y-m-d' ) . '.csv"' );
		$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- streams the answer.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked above (check_admin_referer).
		$query = (array) wp_unslash( $_GET );
		// `action` is admin-post's own: the export's action filter is `audit_action`.
		$query['action'] = (string) ( $query['audit_action'] ?? '' );
		$this->audit->export( self::filters( $query ), $out );
		exit;
	}

	/**
	 * The audit filters of a request (the list's args, or the export's query).
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>
	 */
	public static function filters( array $params ): array {
		$date = static fn( mixed $value ): string => preg_match( '/^\d{4}-\d{2}-\d{2}$/', (string) $value ) ? (string) $value : '';
		return array(
			'action'  => sanitize_key( (string) ( $params['action'] ?? '' ) ),
			'item_id' => absint( $params['item_id'] ?? 0 ),
			'site'    => self::sites( (string) ( $params['site'] ?? '' ) ),
			'actor'   => sanitize_text_field( (string) ( $params['actor'] ?? '' ) ),
			'since'   => $date( $params['since'] ?? '' ),
			'until'   => $date( $params['until'] ?? '' ),
		);
	}

	/**
	 * The addresses a typed site filter names: the address itself, or, typed
	 * without its scheme as people type a site (`shop.example.org`,
	 * `127.0.0.1:9020`), that host over https and http. A text that names no
	 * address is kept as it is, so it matches no event rather than being
	 * dropped (which listed every event).
	 *
	 * @param string $site What was typed.
	 * @return string[] None for no filter.
	 */
	private static function sites( string $site ): array {
		$site = trim( $site );
		if ( '' === $site ) {
			return array();
		}
		$typed = preg_match( '#^[a-z][a-z0-9+.-]*://#i', $site ) ? array( $site ) : array( 'https://' . $site, 'http://' . $site );
		$found = array_values( array_filter( array_map( array( Fleet::class, 'address' ), $typed ) ) );
		return $found ? $found : array( sanitize_text_field( $site ) );
	}
}
