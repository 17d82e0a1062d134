/**
 * Resolvers fetch once and cache (spec part 1 §4). The list resolver
 * follows the bucket rules of `cache.ts`: a page cached for the same query
 * is reused; a page of a bucket whose query changed is fetched again.
 */
/**
 * Internal dependencies
 */
import {
	fetchCategories,
	fetchDependencies,
	fetchFeaturedItems,
	fetchItem,
	fetchItems,
	fetchItemsCount,
	fetchPricing,
	fetchTags,
	fetchTemplateTypes,
	type ItemDetails,
	type ItemType,
	type PagedItems,
} from '../../api/catalog';
import type { Platform } from '../../utils/platform';
import { itemKey, lookupKey, toCatalogError } from './actions';
import {
	bucketId,
	bucketQuery,
	isPageCached,
	requestKey,
	toApiParams,
} from './cache';
import type {
	CatalogAction,
	CatalogError,
	CatalogState,
	KeyedLookupName,
	ListArgs,
	LookupName,
} from './types';

/** What a resolver thunk receives. */
interface ThunkArgs {
	dispatch: {
		receiveItemsPage: ( args: ListArgs, result: PagedItems ) => void;
		receiveItem: ( key: string, item: ItemDetails ) => void;
		receiveLookup: ( name: LookupName, value: unknown ) => void;
		receiveKeyedLookup: (
			name: KeyedLookupName,
			key: string,
			value: unknown
		) => void;
		receiveError: (
			platform: Platform,
			key: string,
			error: CatalogError
		) => void;
		clearError: ( platform: Platform, key: string ) => void;
		receiveLookupError: ( key: string, error: CatalogError | null ) => void;
	};
}

export const getItemsPage = Object.assign(
	( args: ListArgs ) =>
		async ( { dispatch }: ThunkArgs ) => {
			try {
				const result = await fetchItems( toApiParams( args ) );
				dispatch.receiveItemsPage( args, result );
				dispatch.clearError( args.platform, requestKey( args ) );
			} catch ( error ) {
				dispatch.receiveError(
					args.platform,
					requestKey( args ),
					toCatalogError( error )
				);
			}
		},
	{
		isFulfilled: ( state: CatalogState, args: ListArgs ) =>
			isPageCached(
				state.buckets[ bucketId( args ) ],
				bucketQuery( args ),
				args.page
			),
		// A page of another query replaced the bucket: this one must be fetched again.
		shouldInvalidate: ( action: CatalogAction, args: ListArgs ) =>
			action.type === 'RECEIVE_ITEMS_PAGE' &&
			bucketId( action.args ) === bucketId( args ) &&
			bucketQuery( action.args ) !== bucketQuery( args ),
	}
);

export const getItem =
	( platform: Platform, type: ItemType, slug: string ) =>
	async ( { dispatch }: ThunkArgs ) => {
		const key = itemKey( platform, type, slug );
		try {
			const item = await fetchItem( slug, {
				platform,
				type,
				preview: platform === 'gutenberg',
			} );
			dispatch.receiveItem( key, item );
			dispatch.clearError( platform, key );
		} catch ( error ) {
			dispatch.receiveError( platform, key, toCatalogError( error ) );
		}
	};

/**
 * A resolver for a lookup without arguments.
 *
 * @param selector Selector name.
 * @param name     Where the value goes.
 * @param fetch    Fetches it.
 */
function lookup(
	selector: string,
	name: LookupName,
	fetch: () => Promise< unknown >
) {
	return () =>
		async ( { dispatch }: ThunkArgs ) => {
			try {
				dispatch.receiveLookup( name, await fetch() );
				dispatch.receiveLookupError( lookupKey( selector ), null );
			} catch ( error ) {
				dispatch.receiveLookupError(
					lookupKey( selector ),
					toCatalogError( error )
				);
			}
		};
}

/**
 * A resolver for a lookup with one key.
 *
 * @param selector Selector name.
 * @param name     Where the value goes.
 * @param fetch    Fetches it for a key.
 */
function keyedLookup< K extends string >(
	selector: string,
	name: KeyedLookupName,
	fetch: ( key: K ) => Promise< unknown >
) {
	return ( key: K ) =>
		async ( { dispatch }: ThunkArgs ) => {
			try {
				dispatch.receiveKeyedLookup( name, key, await fetch( key ) );
				dispatch.receiveLookupError(
					lookupKey( selector, [ key ] ),
					null
				);
			} catch ( error ) {
				dispatch.receiveLookupError(
					lookupKey( selector, [ key ] ),
					toCatalogError( error )
				);
			}
		};
}

export const getTags = lookup( 'getTags', 'tags', fetchTags );
export const getCategories = lookup(
	'getCategories',
	'categories',
	fetchCategories
);
export const getPricing = lookup( 'getPricing', 'pricing', fetchPricing );
export const getDependencies = lookup(
	'getDependencies',
	'dependencies',
	fetchDependencies
);
export const getTemplateTypes = keyedLookup< 'block' | 'page' >(
	'getTemplateTypes',
	'templateTypes',
	fetchTemplateTypes
);
export const getItemsCount = keyedLookup< Platform >(
	'getItemsCount',
	'counts',
	fetchItemsCount
);
export const getFeaturedItems = keyedLookup< Platform >(
	'getFeaturedItems',
	'featured',
	async ( platform ) => ( await fetchFeaturedItems( platform ) ).data
);
