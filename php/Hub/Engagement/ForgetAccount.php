<?php
/**
 * A deleted account's favourites, ratings, downloads, purchases and usage
 * reports go with it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Engagement;

use Stencilbox\Hub\Versions\Usage;
use Stencilbox\Support\Names;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * Listens for `Names::EVENT_ACCOUNT_DELETING` (AccountService fires it). Items' favourite and rating
 * numbers are recounted without the account; download numbers stay (the
 * downloads happened).
 */
final class ForgetAccount {
	/**
	 * Constructor.
	 *
	 * @param Favourites $favourites Favourites.
	 * @param Ratings    $ratings    Ratings.
	 * @param Downloads  $downloads  Downloads.
	 * @param Purchases  $purchases  Purchases.
	 * @param Usage      $usage      What sites reported using.
	 */
	public function __construct(
		private Favourites $favourites,
		private Ratings $ratings,
		private Downloads $downloads,
		private Purchases $purchases,
		private Usage $usage,
	) {}

	/**
	 * Hooks the removal.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( Names::EVENT_ACCOUNT_DELETING, 'forget' );
	}

	/**
	 * Removes an account's engagement rows.
	 *
	 * @param int $account_id Account.
	 */
	public function forget( int $account_id ): void {
		$this->favourites->forget_account( $account_id );
		$this->ratings->forget_account( $account_id );
		$this->downloads->forget_account( $account_id );
		$this->purchases->forget_account( $account_id );
		$this->usage->forget_account( $account_id );
	}
}
