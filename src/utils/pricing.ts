/**
 * Pricing maths (spec part 1 §9): the monthly price of a yearly plan is the
 * discounted price divided by 12; the saving is
 * floor((price - discounted) / price * 100) percent.
 */

/** The upgrade widget's tab that opens first. */
export const DEFAULT_PRICING_TAB = 'one_time' as const;

/**
 * Monthly price of a yearly plan.
 *
 * @param discountedPrice The yearly price paid.
 */
export function monthlyPrice( discountedPrice: number ): number {
	return discountedPrice / 12;
}

/**
 * Whole percent saved (0 when there is no saving or no price).
 *
 * @param price           Full price.
 * @param discountedPrice Price paid.
 */
export function savePercent( price: number, discountedPrice: number ): number {
	if ( ! ( price > 0 ) || discountedPrice >= price ) {
		return 0;
	}
	return Math.floor( ( ( price - discountedPrice ) / price ) * 100 );
}

/**
 * A price as shown: whole dollars without decimals, else two decimals.
 *
 * @param amount Amount in USD.
 */
export function formatPrice( amount: number ): string {
	const rounded = Math.round( amount * 100 ) / 100;
	return Number.isInteger( rounded )
		? `$${ rounded }`
		: `$${ rounded.toFixed( 2 ) }`;
}
