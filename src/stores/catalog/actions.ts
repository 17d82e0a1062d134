/**
 * Internal dependencies
 */
import type {
	ItemDetails,
	ItemType,
	PagedItems,
	PlanFilter,
} from '../../api/catalog';
import type { Platform } from '../../utils/platform';
import type { StoreError } from '../shared';
import { itemKey, requestKey } from './cache';
import type {
	CatalogAction,
	CatalogThunk,
	ItemCounters,
	KeyedLookupName,
	ListArgs,
	LookupName,
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
 * Stores a received page of items in its bucket.
 *
 * @param args   What was asked for.
 * @param result The answer.
 */
export function receiveItemsPage(
	args: ListArgs,
	result: PagedItems
): CatalogAction {
	return { type: 'RECEIVE_ITEMS_PAGE', args, result };
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
 * Stores an item's details.
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
 * Stores a lookup.
 *
 * @param name  Lookup.
 * @param value Its value.
 */
export function receiveLookup(
	name: LookupName,
	value: unknown
): CatalogAction {
	return { type: 'RECEIVE_LOOKUP', name, value };
}

/**
 * Stores a keyed lookup (per item type or platform).
 *
 * @param name  Lookup.
 * @param key   Key.
 * @param value Its value.
 */
export function receiveKeyedLookup(
	name: KeyedLookupName,
	key: string,
	value: unknown
): CatalogAction {
	return { type: 'RECEIVE_KEYED_LOOKUP', name, key, value };
}

/**
 * Stores (or clears, with null) a failed request for its platform and key
 * (spec §4).
 *
 * @param platform Platform.
 * @param key      Request key.
 * @param error    Error or null.
 */
export function receiveError(
	platform: Platform,
	key: string,
	error: StoreError | null
): CatalogAction {
	return { type: 'RECEIVE_ERROR', platform, key, error };
}

/**
 * Forgets a failed request.
 *
 * @param platform Platform.
 * @param key      Request key.
 */
export function clearError( platform: Platform, key: string ): CatalogAction {
	return receiveError( platform, key, null );
}

/**
 * Stores (or clears, with null) a failed lookup.
 *
 * @param key   Lookup key.
 * @param error Error or null.
 */
export function receiveLookupError(
	key: string,
	error: StoreError | null
): CatalogAction {
	return { type: 'RECEIVE_LOOKUP_ERROR', key, error };
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
