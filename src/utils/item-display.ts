/**
 * What items show to whom (spec part 1 §2, §4, §6, §9).
 */
/**
 * Internal dependencies
 */
import { PLANS } from './generated/lists';
import { formatPrice } from './pricing';

/** The account's plan string (`free`, `pro_lifetime`, …), or null for a visitor. */
export type AccountPlan = string | null;

/** The part of an item these rules read. */
export interface PricedItem {
	price: number;
	rating: number;
	type: string;
}

/**
 * Subscribers are signed-in accounts on a paid plan.
 *
 * @param plan Account plan.
 */
export function isSubscriber( plan: AccountPlan ): boolean {
	return plan !== null && plan !== '' && ! plan.includes( 'free' );
}

/**
 * Free-plan accounts (plan contains `free`).
 *
 * @param plan Account plan.
 */
export function isFreePlan( plan: AccountPlan ): boolean {
	return plan !== null && plan.includes( 'free' );
}

/**
 * Lifetime accounts.
 *
 * @param plan Account plan.
 */
export function isLifetime( plan: AccountPlan ): boolean {
	return plan !== null && plan.includes( 'lifetime' );
}

/** What a card shows in its price corner. */
export type CardPriceDisplay =
	| { kind: 'rating'; rating: number; label: string }
	| { kind: 'price'; label: string }
	| { kind: 'purchased' }
	| { kind: 'free' };

/**
 * A subscriber sees the rating; anyone else a price, PURCHASED or FREE.
 *
 * @param item        Item.
 * @param plan        Account plan.
 * @param isPurchased Whether the account bought the item.
 */
export function cardPriceDisplay(
	item: PricedItem,
	plan: AccountPlan,
	isPurchased: boolean
): CardPriceDisplay {
	if ( isSubscriber( plan ) ) {
		return {
			kind: 'rating',
			rating: item.rating,
			label: formatRating( item.rating ),
		};
	}
	if ( isPurchased ) {
		return { kind: 'purchased' };
	}
	if ( item.price > 0 ) {
		return { kind: 'price', label: formatPrice( item.price ) };
	}
	return { kind: 'free' };
}

/**
 * A rating to one decimal.
 *
 * @param rating Rating (0 to 5).
 */
export function formatRating( rating: number ): string {
	return (
		Math.round( Math.min( 5, Math.max( 0, rating ) ) * 10 ) / 10
	).toFixed( 1 );
}

/** Stars in a rating. */
export const RATING_STARS = 5;

/**
 * How full each of the five stars is (0, 0.5 or 1).
 *
 * @param rating Rating.
 */
export function starFill( rating: number ): number[] {
	const value =
		Math.round( Math.min( RATING_STARS, Math.max( 0, rating ) ) * 2 ) / 2;
	return Array.from( { length: RATING_STARS }, ( _, i ) =>
		Math.min( 1, Math.max( 0, value - i ) )
	);
}

/**
 * A plan's rank, cheapest first (PHP's `Plans::ALL`, generated); 0 for a
 * name it does not know.
 *
 * @param plan Plan name (`free`, `starter`, `pro`).
 */
const planRank = ( plan: string ): number =>
	Math.max( 0, ( PLANS as readonly string[] ).indexOf( plan ) );

/**
 * Whether the account owns an item (spec part 1 §4): free-plan accounts are
 * treated as owning items (the hub may still refuse with
 * `required_pro_templately`); a paid plan covers items of its plan and
 * below; otherwise the item or its pack must have been purchased.
 *
 * @param item        Item (its plan).
 * @param plan        Account plan (`pro_lifetime`, …), null for visitors.
 * @param isPurchased Whether the item or its pack was bought.
 */
export function ownsItem(
	item: PricedItem & { plan?: string },
	plan: AccountPlan,
	isPurchased: boolean
): boolean {
	if ( plan === null || plan === '' ) {
		return false;
	}
	if ( isFreePlan( plan ) || isPurchased ) {
		return true;
	}
	return (
		planRank( plan.split( '_' )[ 0 ] ) >= planRank( item.plan ?? 'free' )
	);
}

/**
 * Whether the hub will refuse this account the item (its `Access::owns`):
 * a priced item neither bought (nor its pack) nor covered by a paid plan.
 * The spec lets free-plan accounts count as owners for what a card shows
 * (`ownsItem`), but the hub asks them to upgrade or buy: such an item
 * offers Upgrade to Pro and Purchase This Item, never an Insert the hub
 * would refuse. Visitors are sent to sign in first, so nothing is locked
 * for them here.
 *
 * @param item        Item (its price and plan).
 * @param plan        Account plan, null for visitors.
 * @param isPurchased Whether the item or its pack was bought.
 */
export function isLocked(
	item: PricedItem & { plan?: string },
	plan: AccountPlan,
	isPurchased: boolean
): boolean {
	if ( plan === null || plan === '' || item.price <= 0 || isPurchased ) {
		return false;
	}
	if ( isFreePlan( plan ) ) {
		return true;
	}
	return planRank( plan.split( '_' )[ 0 ] ) < planRank( item.plan ?? 'free' );
}

/**
 * The details header's action: packs have none; a priced item the account
 * does not own offers "Purchase This Item"; free or owned items offer Insert.
 *
 * @param item  Item.
 * @param owned Whether the account owns it (see `ownsItem`).
 */
export function headerAction(
	item: PricedItem,
	owned: boolean
): 'none' | 'purchase' | 'insert' {
	if ( item.type === 'pack' ) {
		return 'none';
	}
	return item.price > 0 && ! owned ? 'purchase' : 'insert';
}

/**
 * A pack's header action (spec part 2 §4, §6): Import for a pack that can
 * be imported as a site and that the account owns (visitors too: Import
 * sends them to sign-in); a priced pack it does not own offers "Purchase
 * This Item".
 *
 * @param item                 Pack.
 * @param item.fullsite_import Whether it imports as a full site.
 * @param owned                Whether the account owns it (see `ownsItem`).
 * @param signedIn             Whether a library account is signed in.
 */
export function packAction(
	item: PricedItem & { fullsite_import: boolean },
	owned: boolean,
	signedIn: boolean
): 'none' | 'purchase' | 'import' {
	if ( ! item.fullsite_import ) {
		return 'none';
	}
	if ( signedIn && ! owned && item.price > 0 ) {
		return 'purchase';
	}
	return 'import';
}

/**
 * The upgrade widget shows to visitors and free-plan accounts, on priced
 * items, unless the account has a lifetime plan.
 *
 * @param item Item.
 * @param plan Account plan.
 */
export function showUpgradeWidget(
	item: PricedItem,
	plan: AccountPlan
): boolean {
	return (
		( plan === null || isFreePlan( plan ) ) &&
		item.price > 0 &&
		! isLifetime( plan )
	);
}

/**
 * Free packs show visitors a "Get Free Access" promo.
 *
 * @param item Item.
 * @param plan Account plan.
 */
export function showFreeAccessPromo(
	item: PricedItem,
	plan: AccountPlan
): boolean {
	return plan === null && item.type === 'pack' && ! ( item.price > 0 );
}

/**
 * Where the details page puts the tags: right below the content, or at the
 * very bottom of the page for lifetime accounts.
 *
 * @param plan Account plan.
 */
export function tagsPlacement( plan: AccountPlan ): 'content' | 'bottom' {
	return isLifetime( plan ) ? 'bottom' : 'content';
}
