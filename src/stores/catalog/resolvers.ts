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
	fetchTermLookup,
	type ItemType,
	type TermLookupName,
} from '../../api/catalog';
import type { Platform } from '../../utils/platform';
import { CONSOLE_TAGS, FAILURE_CODES, recordRequest } from '../shared';
import {
	bucketId,
	bucketQuery,
	isPageCached,
	itemKey,
	lookupKey,
	requestKey,
	toApiParams,
} from './cache';
import type {
	CatalogAction,
	CatalogState,
	CatalogThunk,
	KeyedLookupName,
	ListArgs,
	LookupName,
} from './types';

export const getItemsPage = Object.assign(
	( args: ListArgs ): CatalogThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			await recordRequest(
				() => fetchItems( toApiParams( args ) ),
				( result ) =>
					dispatch( { type: 'RECEIVE_ITEMS_PAGE', args, result } ),
				( error ) =>
					dispatch( {
						type: 'RECEIVE_ERROR',
						platform: args.platform,
						key: requestKey( args ),
						error,
					} ),
				CONSOLE_TAGS.items
			);
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
	(
		platform: Platform,
		type: ItemType,
		slug: string
	): CatalogThunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const key = itemKey( platform, type, slug );
		await recordRequest(
			() => fetchItem( slug, { platform, type } ),
			( item ) => dispatch( { type: 'RECEIVE_ITEM', key, item } ),
			( error ) =>
				dispatch( { type: 'RECEIVE_ERROR', platform, key, error } ),
			CONSOLE_TAGS.item
		);
	};

/**
 * A resolver for a lookup (the value kept under one name).
 *
 * @param selector Selector name.
 * @param name     Where the value goes.
 * @param fetch    Fetches it.
 * @param tag      Its console tag when it fails.
 * @param args     The selector's arguments (its error's key), if any.
 */
function lookup(
	selector: string,
	name: LookupName,
	fetch: () => Promise< unknown >,
	tag?: string,
	args?: unknown[]
) {
	return (): CatalogThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			await recordRequest(
				fetch,
				( value ) =>
					dispatch( { type: 'RECEIVE_LOOKUP', name, value } ),
				( error ) =>
					dispatch( {
						type: 'RECEIVE_LOOKUP_ERROR',
						key: lookupKey( selector, args ),
						error,
					} ),
				tag
			);
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
	fetch: ( key: K ) => Promise< unknown >,
	tag?: string
) {
	return ( key: K ): CatalogThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			await recordRequest(
				() => fetch( key ),
				( value ) =>
					dispatch( {
						type: 'RECEIVE_KEYED_LOOKUP',
						name,
						key,
						value,
					} ),
				( error ) =>
					dispatch( {
						type: 'RECEIVE_LOOKUP_ERROR',
						key: lookupKey( selector, [ key ] ),
						error,
					} ),
				tag
			);
		};
}

export const getTags = lookup( 'getTags', 'tags', fetchTags );
export const getCategories = lookup(
	'getCategories',
	'categories',
	fetchCategories
);
/**
 * The terms of a filter of linked terms, by its lookup (the selector's
 * resolver; `getTags` and `getCategories` are two of them by name).
 *
 * @param name Its lookup.
 */
export const getTermLookup = ( name: TermLookupName ) =>
	lookup( 'getTermLookup', name, () => fetchTermLookup( name ), undefined, [
		name,
	] )();
export const getPricing = lookup(
	'getPricing',
	'pricing',
	fetchPricing,
	FAILURE_CODES.pricing
);
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
	async ( platform ) => ( await fetchFeaturedItems( platform ) ).data,
	CONSOLE_TAGS.featured
);
