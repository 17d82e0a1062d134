<?php
/**
 * The hub owner grants and revokes purchases (cookie + nonce,
 * `manage_options`; never an account key).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Rest;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Engagement\Purchases;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox-hub/v1/admin/accounts/{id}/purchases` (GET, POST {item_id})
 * and `…/purchases/{item_id}` (DELETE). Each change fires
 * `stencilbox_hub_account_changed`, so a site on this hub forgets the
 * cached profile at once.
 */
final class HubPurchasesAdminController extends HubController {
	/**
	 * Constructor.
	 *
	 * @param ApiKeys           $keys      API keys.
	 * @param AccountRepository $accounts  Accounts.
	 * @param CatalogRepository $catalog   Catalogue.
	 * @param AssetRefs         $assets    Image references → URLs.
	 * @param Purchases         $purchases Purchases.
	 */
	public function __construct(
		ApiKeys $keys,
		private AccountRepository $accounts,
		private CatalogRepository $catalog,
		private AssetRefs $assets,
		private Purchases $purchases,
	) {
		parent::__construct( $keys );
	}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$id = array(
			'type'    => 'integer',
			'minimum' => 1,
		);
		return array(
			Route::get( '/admin/accounts/(?P<id>\d+)/purchases', 'list_purchases', 'can_manage', array( 'id' => $id ), ItemSchema::purchases() ),
			Route::post(
				'/admin/accounts/(?P<id>\d+)/purchases',
				'grant',
				'can_manage',
				array(
					'id'      => $id,
					'item_id' => $id + array(
						'description' => __( 'The item or pack bought.', 'stencilbox' ),
						'required'    => true,
					),
				),
				ItemSchema::purchases()
			),
			Route::delete(
				'/admin/accounts/(?P<id>\d+)/purchases/(?P<item_id>\d+)',
				'revoke',
				'can_manage',
				array(
					'id'      => $id,
					'item_id' => $id,
					// Takes a paid item away from someone: the owner confirms.
					'confirm' => self::confirm_arg(),
				),
				ItemSchema::purchases()
			),
		);
	}

	/**
	 * An account's purchases.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function list_purchases( \WP_REST_Request $request ): array {
		return array( 'data' => $this->rows( $this->account( $request ) ) );
	}

	/**
	 * Records a purchase (granting twice is one purchase).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404 for an unknown item.
	 */
	public function grant( \WP_REST_Request $request ): array {
		$account_id = $this->account( $request );
		$item_id    = (int) $request['item_id'];
		if ( null === $this->catalog->row( $item_id ) ) {
			HttpError::raise( 'item_not_found', Messages::item_missing(), 404 );
		}
		$this->purchases->grant( $account_id, $item_id, 'admin' );
		$this->changed( $account_id );
		return array( 'data' => $this->rows( $account_id ) );
	}

	/**
	 * Removes a purchase.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404 when the account did not have it.
	 */
	public function revoke( \WP_REST_Request $request ): array {
		$account_id = $this->account( $request );
		if ( ! $this->purchases->revoke( $account_id, (int) $request['item_id'] ) ) {
			HttpError::raise( 'not_found', __( 'This account has not purchased that item.', 'stencilbox' ), 404 );
		}
		$this->changed( $account_id );
		return array( 'data' => $this->rows( $account_id ) );
	}

	/**
	 * The account id of the route, or 404.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws HttpError 404 for an unknown account.
	 */
	private function account( \WP_REST_Request $request ): int {
		$account = $this->accounts->find( (int) $request['id'] );
		if ( ! $account ) {
			HttpError::raise( 'not_found', __( 'That account does not exist.', 'stencilbox' ), 404 );
		}
		return (int) $account['id'];
	}

	/**
	 * The account's purchases as records.
	 *
	 * @param int $account_id Account.
	 * @return array<int, array<string, mixed>>
	 */
	private function rows( int $account_id ): array {
		return HubEngagementController::present_purchases( $this->purchases->for_account( $account_id ), $this->assets );
	}

	/**
	 * Tells this site's side that the account's profile changed.
	 *
	 * @param int $account_id Account.
	 */
	private function changed( int $account_id ): void {
		/**
		 * Fires after the hub changed an account's plan, verification or
		 * purchases (its profile), for sites that cache profiles.
		 *
		 * @param int $account_id Account.
		 */
		do_action( Names::EVENT_ACCOUNT_CHANGED, $account_id );
	}
}
