/**
 * Internal dependencies
 */
import type { ItemDetails, ItemType, PlanFilter } from '../../api/catalog';
import type { Platform } from '../../utils/platform';
import { itemKey, requestKey } from './cache';
import type {
	CatalogAction,
	CatalogThunk,
	ItemCounters,
	ListArgs,
} from './types';

/**
 * Sets the plan switcher.
 *
 * @param plan Plan filter.
 */
export function setPlan( plan: PlanFilter ): CatalogAction {
	return { type: 'SET_PLAN', plan };
}

/**
 * Remembers the page a list shows (for its current query).
 *
 * @param args List arguments with the page.
 */
export function setCurrentPage( args: ListArgs ): CatalogAction {
	return { type: 'SET_CURRENT_PAGE', args };
}

/**
 * Stores an item's details (as `getItem` does; for what holds them already).
 *
 * @param key  `platform/type/slug`.
 * @param item Details.
 */
export function receiveItem( key: string, item: ItemDetails ): CatalogAction {
	return { type: 'RECEIVE_ITEM', key, item };
}

/**
 * Sets an item's live numbers (favourite count, rating) wherever the store
 * holds the item: its card, its details, the featured lists.
 *
 * @param id       Item id.
 * @param counters The new numbers.
 */
export function setItemCounters(
	id: number,
	counters: ItemCounters
): CatalogAction {
	return { type: 'SET_ITEM_COUNTERS', id, counters };
}

/**
 * Forgets a failed request (spec §4: failures are kept per platform and key).
 *
 * @param platform Platform.
 * @param key      Request key.
 */
export function clearError( platform: Platform, key: string ): CatalogAction {
	return { type: 'RECEIVE_ERROR', platform, key, error: null };
}

/**
 * Asks for a failed list page again.
 *
 * @param args List arguments.
 */
export const retryItemsPage =
	( args: ListArgs ): CatalogThunk =>
	( { dispatch } ) => {
		dispatch.clearError( args.platform, requestKey( args ) );
		dispatch.invalidateResolution( 'getItemsPage', [ args ] );
	};

/**
 * Asks for a failed item again.
 *
 * @param platform Platform.
 * @param type     Item type.
 * @param slug     Slug.
 */
export const retryItem =
	( platform: Platform, type: ItemType, slug: string ): CatalogThunk =>
	( { dispatch } ) => {
		dispatch.clearError( platform, itemKey( platform, type, slug ) );
		dispatch.invalidateResolution( 'getItem', [ platform, type, slug ] );
	};
