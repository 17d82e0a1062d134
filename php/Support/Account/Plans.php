<?php
/**
 * The plans: the one list every rule about plans reads.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Account;

defined( 'ABSPATH' ) || exit;

/**
 * The spec's plans (part 1 §3): an account's plan, the plan an item needs,
 * the plan switch of the lists, the limits set per plan. Every other list
 * of plans is built from these (tests/php/Support/OneSourceTest.php fails
 * on a list written out again); the client gets `PLAN_FILTERS` through
 * `npm run rules` (src/utils/generated/lists.ts).
 */
final class Plans {
	/** Every plan, cheapest first: an account's plan, and the plan an item needs. */
	public const ALL = array( 'free', 'starter', 'pro' );

	/** The plans sold (a pricing row's plan). */
	public const PAID = array( 'starter', 'pro' );

	/** The plan switch of the lists: everything, or what a paid plan includes. */
	public const FILTERS = array( 'all', ...self::PAID );

	/** Each plan's rank, cheapest first (`ALL`'s order; SQL compares ranks). */
	public const RANKS = array(
		'free'    => 0,
		'starter' => 1,
		'pro'     => 2,
	);
}
