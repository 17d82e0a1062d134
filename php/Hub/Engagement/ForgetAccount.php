<?php
/**
 * A deleted account's favourites, ratings, downloads, purchases, usage
 * reports and rights go with it; the audit log keeps its events without
 * its email.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Engagement;

use Stencilbox\Hub\Fleet\Approvers;
use Stencilbox\Hub\Fleet\AuditLog;
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
	 * @param Approvers  $approvers  Accounts' rights.
	 * @param AuditLog   $audit      The audit log.
	 */
	public function __construct(
		private Favourites $favourites,
		private Ratings $ratings,
		private Downloads $downloads,
		private Purchases $purchases,
		private Usage $usage,
		private Approvers $approvers = new Approvers(),
		private AuditLog $audit = new AuditLog(),
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
		$this->approvers->forget( $account_id );
		$this->audit->forget_account( $account_id );
	}
}
