/**
 * Where "Upgrade to Pro" leads: the yearly Pro plan's checkout.
 */
/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as catalogStore } from '../../../stores/catalog';

/**
 * The checkout link of the yearly Pro plan (asks for the pricing once).
 *
 * @param needed Whether to ask (nothing is fetched while false).
 */
export function useUpgradeUrl( needed: boolean ): string | undefined {
	return useSelect(
		( select ) =>
			needed
				? select( catalogStore )
						.getPricing()
						?.find(
							( row ) => row.plan === 'pro' && row.type === 'year'
						)?.checkout_url
				: undefined,
		[ needed ]
	);
}
