/**
 * Whether the account bought an item. Purchases are recorded by issue [4]
 * (the profile store); until they exist no account owns a priced item, which
 * is the true state, and every caller already asks through this hook.
 */
/**
 * Internal dependencies
 */
import type { CatalogItem } from '../../../api/catalog';

/**
 * Whether the signed-in account purchased an item (or its pack).
 *
 * @param _item The item.
 */
export function useIsPurchased(
	// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read once purchases exist ([4]).
	_item: Pick< CatalogItem, 'id' | 'type' > | undefined
): boolean {
	return false;
}
