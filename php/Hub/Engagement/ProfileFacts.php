<?php
/**
 * What a profile says about an account's items: `starred`, `purchasedItems`
 * and `reviews` (spec part 1 §3); and `rights`, what the hub owner let the
 * account do on the hub (`approve`: issue [26]), so the site offers its screen.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Engagement;

use Stencilbox\Hub\Fleet\Approvers;

defined( 'ABSPATH' ) || exit;

/**
 * Four indexed queries per profile; the site caches profiles (60 s) and
 * forgets them when the account changes one of these.
 */
final class ProfileFacts {
	/**
	 * Constructor.
	 *
	 * @param Favourites $favourites Favourites.
	 * @param Ratings    $ratings    Ratings.
	 * @param Purchases  $purchases  Purchases.
	 * @param Approvers  $approvers  Accounts' rights.
	 */
	public function __construct( private Favourites $favourites, private Ratings $ratings, private Purchases $purchases, private Approvers $approvers = new Approvers() ) {}

	/**
	 * The facts of an account.
	 *
	 * @param int $account_id Account.
	 * @return array{starred: array{items: int[], packs: int[]}, purchasedItems: array{page: int[], block: int[], pack: int[]}, reviews: array{pack: array<string, int|float>}, rights: string[]}
	 */
	public function for_account( int $account_id ): array {
		return array(
			'starred'        => $this->favourites->starred( $account_id ),
			'purchasedItems' => $this->purchased_items( $account_id ),
			'reviews'        => array( 'pack' => $this->ratings->pack_reviews( $account_id ) ),
			'rights'         => $this->approvers->may_approve( $account_id ) ? array( Approvers::APPROVE ) : array(),
		);
	}

	/**
	 * Ids of the account's purchases by type (every platform).
	 *
	 * @param int $account_id Account.
	 * @return array{page: int[], block: int[], pack: int[]}
	 */
	public function purchased_items( int $account_id ): array {
		$by = array(
			'page'  => array(),
			'block' => array(),
			'pack'  => array(),
		);
		foreach ( $this->purchases->for_account( $account_id ) as $row ) {
			if ( isset( $by[ $row['type'] ] ) ) {
				$by[ $row['type'] ][] = (int) $row['item_id'];
			}
		}
		return $by;
	}
}
