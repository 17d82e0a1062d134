/**
 * Whether the account bought an item (spec part 1 §4 ownership): the item
 * itself, or the pack it belongs to, is in the profile's `purchasedItems`.
 * The profile is refreshed when a purchase changes (a grant on this hub, a
 * platform change, the sync button).
 */
/**
 * Internal dependencies
 */
import type { CatalogItem } from '../../../api/catalog';
import { isPurchased } from '../../../utils/engagement';
import { useAccount } from '../../app/hooks/use-account';

/**
 * Whether the signed-in account purchased an item (or its pack).
 *
 * @param item The item.
 */
export function useIsPurchased(
	item:
		| ( Pick< CatalogItem, 'id' | 'type' > & {
				pack?: { id: number } | null;
		  } )
		| undefined
): boolean {
	const { user } = useAccount();
	return !! item && !! user && isPurchased( user.purchasedItems, item );
}
