<?php
/**
 * Who may use an item: the spec's ownership and insert rules (part 1 §4, §6).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Engagement;

use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * - An unverified account may not insert anything.
 * - Price 0 or less is free: every verified account may use it.
 * - A paid subscription (starter, pro) covers items of its plan and below.
 * - Otherwise the item, or the pack it belongs to, must have been purchased;
 *   if not, `required_pro_templately` (the client offers Upgrade to Pro and
 *   Purchase This Item).
 */
final class Access {
	/**
	 * Constructor.
	 *
	 * @param Purchases         $purchases Purchases.
	 * @param CatalogRepository $catalog   Catalogue (purchase links).
	 */
	public function __construct( private Purchases $purchases, private CatalogRepository $catalog ) {}

	/**
	 * Whether the account owns the item (may insert it once verified).
	 *
	 * @param array<string, mixed> $account Account row.
	 * @param array<string, mixed> $item    Catalogue row (id, plan, price, pack_id).
	 */
	public function owns( array $account, array $item ): bool {
		if ( (float) $item['price'] <= 0 ) {
			return true;
		}
		$ranks     = CatalogRepository::PLAN_RANKS;
		$plan      = (string) ( $account['plan'] ?? 'free' );
		$item_plan = (string) ( $item['plan'] ?? 'free' );
		if ( 'free' !== $plan && ( $ranks[ $plan ] ?? 0 ) >= ( $ranks[ $item_plan ] ?? 0 ) ) {
			return true;
		}
		return $this->purchases->owns( (int) $account['id'], (int) $item['id'], (int) ( $item['pack_id'] ?? 0 ) );
	}

	/**
	 * The block-editor items (rows) the account may insert now, newest first:
	 * none while it is unverified.
	 *
	 * @param array<string, mixed> $account Account row.
	 * @param int                  $limit   Most items answered.
	 * @return array<int, array<string, mixed>>
	 */
	public function usable_block_items( array $account, int $limit ): array {
		if ( empty( $account['is_verified'] ) ) {
			return array();
		}
		$plan = (string) ( $account['plan'] ?? 'free' );
		$rank = 'free' === $plan ? -1 : (int) ( CatalogRepository::PLAN_RANKS[ $plan ] ?? -1 );
		// The query is the rule's fast form; the rule itself has the last word.
		return array_values(
			array_filter(
				$this->catalog->usable_block_items( (int) $account['id'], $rank, $limit ),
				fn( array $row ): bool => $this->owns( $account, $row )
			)
		);
	}

	/**
	 * Throws unless the account may insert or import the item now.
	 *
	 * @param array<string, mixed> $account Account row.
	 * @param array<string, mixed> $item    Catalogue row.
	 * @throws HttpError `unverified_account` or `required_pro_templately` (403).
	 */
	public function check_use( array $account, array $item ): void {
		if ( empty( $account['is_verified'] ) ) {
			HttpError::raise( 'unverified_account', __( 'Sorry your account is not verified. Please verify your account to start inserting items.', 'stencilbox' ), 403 );
		}
		if ( $this->owns( $account, $item ) ) {
			return;
		}
		HttpError::raise(
			'required_pro_templately',
			'pro' === ( $item['plan'] ?? '' )
				? __( 'This item is part of the Pro plan. Upgrade to Pro or purchase this item to use it.', 'stencilbox' )
				: __( 'This item is part of a paid plan. Upgrade your plan or purchase this item to use it.', 'stencilbox' ),
			403,
			array(
				'plan'     => (string) ( $item['plan'] ?? '' ),
				'price'    => (float) $item['price'],
				'purchase_url' => $this->catalog->presenter()->purchase_url( (int) $item['id'] ),
			)
		);
	}
}
