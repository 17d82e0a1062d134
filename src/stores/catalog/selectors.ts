/**
 * WordPress dependencies
 */
import { createSelector } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type {
	ItemType,
	TermLookupName,
	TermLookupValue,
} from '../../api/catalog';
import type { Platform } from '../../utils/platform';
import { readPage } from '../shared';
import { bucketId, bucketQuery, itemKey, lookupKey, requestKey } from './cache';
import type { CatalogState, ItemsPage, ListArgs } from './types';

/**
 * The plan switcher's value.
 *
 * @param state Store state.
 */
export const getPlan = ( state: CatalogState ) => state.plan;

/**
 * A page of items, or undefined while it is not in the cache.
 *
 * @param state Store state.
 * @param args  List arguments (from `makeListArgs`).
 */
export const getItemsPage = createSelector(
	( state: CatalogState, args: ListArgs ): ItemsPage | undefined => {
		const bucket = state.buckets[ bucketId( args ) ];
		// A bucket of another query does not answer this one.
		if ( ! bucket || bucket.query !== bucketQuery( args ) ) {
			return undefined;
		}
		return readPage( bucket, args.page, ( id ) => state.items[ id ] );
	},
	( state: CatalogState, args: ListArgs ) => [
		state.buckets[ bucketId( args ) ],
		state.items,
	]
);

/**
 * The error of a failed list request, if any.
 *
 * @param state Store state.
 * @param args  List arguments.
 */
export const getItemsError = ( state: CatalogState, args: ListArgs ) =>
	state.errors[ args.platform ]?.[ requestKey( args ) ];

/**
 * The page a list shows (1 when its query changed since).
 *
 * @param state Store state.
 * @param args  List arguments (the page is ignored).
 */
export const getCurrentPage = (
	state: CatalogState,
	args: ListArgs
): number => {
	const entry = state.pagination[ bucketId( args ) ];
	return entry && entry.query === bucketQuery( args ) ? entry.page : 1;
};

/**
 * An item's details, or undefined while not loaded.
 *
 * @param state    Store state.
 * @param platform Platform.
 * @param type     Item type.
 * @param slug     Slug.
 */
export const getItem = (
	state: CatalogState,
	platform: Platform,
	type: ItemType,
	slug: string
) => state.details[ itemKey( platform, type, slug ) ];

/**
 * The error of a failed item request, if any.
 *
 * @param state    Store state.
 * @param platform Platform.
 * @param type     Item type.
 * @param slug     Slug.
 */
export const getItemError = (
	state: CatalogState,
	platform: Platform,
	type: ItemType,
	slug: string
) => state.errors[ platform ]?.[ itemKey( platform, type, slug ) ];

/**
 * Tags (value, label).
 *
 * @param state Store state.
 */
export const getTags = ( state: CatalogState ) => state.lookups.tags;

/**
 * Categories.
 *
 * @param state Store state.
 */
export const getCategories = ( state: CatalogState ) =>
	state.lookups.categories;

/**
 * The terms of a filter of linked terms (`CATALOG_TERM_FILTERS`), by its
 * lookup: what its sidebar control offers.
 *
 * @param state  Store state.
 * @param lookup Its lookup (`colourSchemes`…).
 */
export const getTermLookup = < L extends TermLookupName >(
	state: CatalogState,
	lookup: L
) => state.lookups[ lookup ] as TermLookupValue< L > | undefined;

/**
 * Pricing rows.
 *
 * @param state Store state.
 */
export const getPricing = ( state: CatalogState ) => state.lookups.pricing;

/**
 * Dependencies, with what the site has installed.
 *
 * @param state Store state.
 */
export const getDependencies = ( state: CatalogState ) =>
	state.lookups.dependencies;

/**
 * Template types of an item type.
 *
 * @param state    Store state.
 * @param itemType Block or page.
 */
export const getTemplateTypes = (
	state: CatalogState,
	itemType: 'block' | 'page'
) => state.lookups.templateTypes[ itemType ];

/**
 * Item counts of a platform.
 *
 * @param state    Store state.
 * @param platform Platform.
 */
export const getItemsCount = ( state: CatalogState, platform: Platform ) =>
	state.lookups.counts[ platform ];

/**
 * Featured items of a platform.
 *
 * @param state    Store state.
 * @param platform Platform.
 */
export const getFeaturedItems = ( state: CatalogState, platform: Platform ) =>
	state.lookups.featured[ platform ];

/**
 * The error of a failed lookup, if any.
 *
 * @param state    Store state.
 * @param selector The lookup's selector name.
 * @param args     Its arguments.
 */
export const getLookupError = (
	state: CatalogState,
	selector: string,
	args: unknown[] = []
) => state.lookupErrors[ lookupKey( selector, args ) ];
