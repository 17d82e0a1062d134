/**
 * The list cache rules (spec part 1 §4): item lists are cached per plan,
 * platform and page, with separate buckets for plain, filtered and search
 * results. Each bucket remembers one query: a cached page is reused while
 * the query is the same; a new query starts the bucket afresh. An empty
 * page is marked 'empty' so it is not asked for again.
 */
/**
 * Internal dependencies
 */
import type {
	ItemFilterParams,
	ItemListParams,
	ItemType,
	PlanFilter,
} from '../../api/catalog';
import type { Platform } from '../../utils/platform';
import { normalizeFilters } from '../../utils/catalog-filters';
import { hasPage } from '../shared';
import { PER_PAGE } from './constants';
import type { Bucket, BucketKind, ListArgs } from './types';

/*
 * Filters without unset values and with sorted ids, so equal filters have
 * equal keys: one rule for every filter the server defines.
 */
export { normalizeFilters };

/**
 * List arguments in their canonical form.
 *
 * @param input          Arguments.
 * @param input.plan     Plan filter.
 * @param input.platform Platform.
 * @param input.type     Item type.
 * @param input.page     Page.
 * @param input.filters  Filters.
 * @param input.search   Search text.
 */
export function makeListArgs( input: {
	plan: PlanFilter;
	platform: Platform;
	type: ItemType;
	page?: number;
	filters?: ItemFilterParams;
	search?: string;
} ): ListArgs {
	return {
		plan: input.plan,
		platform: input.platform,
		type: input.type,
		page: Math.max( 1, Math.floor( input.page ?? 1 ) ),
		filters: normalizeFilters( input.filters ?? {} ),
		search: ( input.search ?? '' ).trim(),
	};
}

/**
 * The list a request belongs to: plan, platform and type.
 *
 * @param args List arguments.
 */
export function listKey( args: ListArgs ): string {
	return `${ args.plan }|${ args.platform }|${ args.type }`;
}

/**
 * Which bucket a request goes to.
 *
 * @param args List arguments.
 */
export function bucketKind( args: ListArgs ): BucketKind {
	if ( args.search ) {
		return 'search';
	}
	return Object.keys( args.filters ).length ? 'filtered' : 'plain';
}

/**
 * The query a bucket remembers (filters, plus the search for searches).
 *
 * @param args List arguments.
 */
export function bucketQuery( args: ListArgs ): string {
	const filters = JSON.stringify( normalizeFilters( args.filters ) );
	return args.search ? `${ args.search }\n${ filters }` : filters;
}

/**
 * Where a bucket lives in the state.
 *
 * @param args List arguments.
 */
export function bucketId( args: ListArgs ): string {
	return `${ listKey( args ) }|${ bucketKind( args ) }`;
}

/**
 * The key a request's error is stored under (for its platform).
 *
 * @param args List arguments.
 */
export function requestKey( args: ListArgs ): string {
	return `items|${ bucketId( args ) }|${ bucketQuery( args ) }|${ args.page }`;
}

/**
 * Whether a page can be answered from a bucket: same query, page present
 * (an 'empty' page counts).
 *
 * @param bucket The bucket, if any.
 * @param query  The request's query.
 * @param page   The page.
 */
export function isPageCached(
	bucket: Bucket | undefined,
	query: string,
	page: number
): boolean {
	return !! bucket && bucket.query === query && hasPage( bucket, page );
}

/**
 * Whether a received page replaces a bucket (its query changed).
 *
 * @param bucket The bucket, if any.
 * @param query  The received query.
 */
export function startsNewBucket(
	bucket: Bucket | undefined,
	query: string
): boolean {
	return ! bucket || bucket.query !== query;
}

/**
 * The `/items` parameters of a request.
 *
 * @param args List arguments.
 */
export function toApiParams( args: ListArgs ): ItemListParams {
	return {
		plan: args.plan,
		platform: args.platform,
		type: args.type,
		page: args.page,
		per_page: PER_PAGE,
		...args.filters,
		...( args.search ? { search: args.search, include_search: true } : {} ),
	};
}

/**
 * Where an item's details and errors are stored.
 *
 * @param platform Platform.
 * @param type     Item type.
 * @param slug     Slug.
 */
export function itemKey(
	platform: Platform,
	type: ItemType,
	slug: string
): string {
	return `${ platform }/${ type }/${ slug }`;
}

/**
 * Where a lookup's error is stored.
 *
 * @param selector Selector name.
 * @param args     Its arguments.
 */
export function lookupKey( selector: string, args: unknown[] = [] ): string {
	return [ selector, ...args ].join( '|' );
}
