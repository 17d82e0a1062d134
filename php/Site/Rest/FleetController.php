<?php
/**
 * Approving versions from the site (issue [26] items 1–2): a library
 * account the hub owner gave the `approve` right lists the versions
 * waiting on the hub it is signed in to, compares one with what stable
 * sites are offered now, and approves it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Updates\UpdatePreview;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;
use Stencilbox\Support\Similarity;
use Stencilbox\Support\Versions\ApprovalSchema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox/v1`, each through the hub's `fleet/…` routes with the
 * account's key (the hub decides: `invalid_permission`, 403, for an
 * account without the right; `not_signed_in`, 401, without an account):
 *
 * - `GET /fleet/approvals` → {staged, pending}: the versions waiting.
 * - `GET /fleet/compare` {item_id, number} → {item_id, current, number,
 *   similarity, canaries, pins, previews}: the hub's comparison, and this
 *   site's addresses of the two renderings (`UpdatePreview`, drawn here
 *   with this site's theme from the hub's content).
 * - `POST /fleet/approvals` {item_id, number} → {staged, pending}: approves
 *   the version for every site (a borrower of the sitewide account may not:
 *   `signed_as_global`, 403; the REST nonce, as every cookie write).
 *
 * Whatever the hub answers is cleaned on the way in (a remote hub is
 * outside): addresses as URLs, names as text, codes as keys.
 */
final class FleetController extends Controller {
	/**
	 * Constructor.
	 *
	 * @param AccountSession $session Account connection and hub calls.
	 */
	public function __construct( private AccountSession $session ) {}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$read    = 'can_read';
		$version = ApprovalSchema::version_args();
		return array(
			Route::get( '/fleet/approvals', 'pending', $read, array(), self::pending_schema() ),
			Route::get( '/fleet/compare', 'compare', $read, $version, self::compare_schema() ),
			Route::post( '/fleet/approvals', 'approve', $read, $version, self::pending_schema() ),
		);
	}

	/**
	 * `GET /fleet/approvals`.
	 *
	 * @return array<string, mixed>
	 */
	public function pending(): array {
		return self::clean_pending( $this->session->ask( get_current_user_id(), 'GET', '/fleet/pending' ) );
	}

	/**
	 * `GET /fleet/compare`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function compare( \WP_REST_Request $request ): array {
		$item = (int) $request['item_id'];
		$read = $this->session->ask(
			get_current_user_id(),
			'GET',
			'/fleet/compare',
			array(
				'item_id' => $item,
				'number'  => (int) $request['number'],
			)
		);
		$current = absint( $read['current'] ?? 0 );
		$number  = absint( $read['number'] ?? 0 );
		return array(
			'item_id'    => $item,
			'current'    => $current,
			'number'     => $number,
			'similarity' => max( 0.0, min( 1.0, (float) ( $read['similarity'] ?? 0 ) ) ),
			'canaries'   => array_map(
				static fn( mixed $canary ): array => array(
					'site'       => esc_url_raw( (string) ( $canary['site'] ?? '' ) ),
					'similarity' => Similarity::checked( $canary['similarity'] ?? null ),
					'results'    => array_map(
						static fn( mixed $result ): array => array(
							'outcome'    => sanitize_key( (string) ( $result['outcome'] ?? '' ) ),
							'reason'     => sanitize_text_field( (string) ( $result['reason'] ?? '' ) ),
							'created_at' => sanitize_text_field( (string) ( $result['created_at'] ?? '' ) ),
						),
						self::rows( $canary['results'] ?? array() )
					),
				),
				self::rows( $read['canaries'] ?? array() )
			),
			'pins'       => array_map(
				static fn( mixed $pin ): array => array(
					'site'      => esc_url_raw( (string) ( $pin['site'] ?? '' ) ),
					'number'    => absint( $pin['number'] ?? 0 ),
					'offered'   => absint( $pin['offered'] ?? 0 ),
					'pinned_at' => sanitize_text_field( (string) ( $pin['pinned_at'] ?? '' ) ),
				),
				// An older hub lists no pins.
				self::rows( $read['pins'] ?? array() )
			),
			'previews'   => array(
				'current' => UpdatePreview::approval_url( $item, $current ),
				'number'  => UpdatePreview::approval_url( $item, $number ),
			),
		);
	}

	/**
	 * `POST /fleet/approvals`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function approve( \WP_REST_Request $request ): array {
		return self::clean_pending(
			$this->session->change(
				get_current_user_id(),
				'POST',
				'/fleet/approvals',
				array(
					'item_id' => (int) $request['item_id'],
					'number'  => (int) $request['number'],
				)
			)
		);
	}

	/**
	 * The waiting versions as the hub answered them, cleaned.
	 *
	 * @param array<mixed> $read The hub's answer.
	 * @return array{staged: bool, pending: array<int, array{item_id: int, name: string, platform: ?string, newest: int, approved: int}>}
	 */
	private static function clean_pending( array $read ): array {
		return array(
			'staged'  => (bool) ( $read['staged'] ?? false ),
			'pending' => array_map(
				static fn( mixed $row ): array => array(
					'item_id'  => absint( $row['item_id'] ?? 0 ),
					'name'     => sanitize_text_field( (string) ( $row['name'] ?? '' ) ),
					'platform' => in_array( $row['platform'] ?? '', ItemArgs::PLATFORMS, true ) ? (string) $row['platform'] : null,
					'newest'   => absint( $row['newest'] ?? 0 ),
					'approved' => absint( $row['approved'] ?? 0 ),
				),
				self::rows( $read['pending'] ?? array() )
			),
		);
	}

	/**
	 * The arrays of a list (anything else dropped).
	 *
	 * @param mixed $list A list from the hub.
	 * @return array<int, array<mixed>>
	 */
	private static function rows( mixed $list ): array {
		return is_array( $list ) ? array_values( array_filter( $list, 'is_array' ) ) : array();
	}

	/**
	 * The answer of the list and of an approval (the hub's).
	 *
	 * @return array<string, mixed>
	 */
	private static function pending_schema(): array {
		return Schema::object(
			array(
				'staged'  => Schema::boolean(),
				'pending' => ApprovalSchema::pending(),
			)
		);
	}

	/**
	 * The comparison's answer: the hub's, with this site's preview addresses.
	 *
	 * @return array<string, mixed>
	 */
	private static function compare_schema(): array {
		$schema                           = ApprovalSchema::compare();
		$schema['properties']['previews'] = Schema::object(
			array(
				'current' => Schema::string(),
				'number'  => Schema::string(),
			)
		);
		return $schema;
	}
}
