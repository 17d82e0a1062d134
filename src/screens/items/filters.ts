/**
 * The list filters and the URL (spec part 1 §2): filters are seeded from the
 * query (the server's filters, `ItemArgs::filters()` through
 * `utils/catalog-filters.ts`, the dependency tab `activeFilter`, and `tag_id`
 * from tag links on the details page) and written back to it; a filter with
 * no value leaves the URL.
 */
/**
 * Internal dependencies
 */
import type { ItemFilterParams, ItemType } from '../../api/catalog';
import type { Query, QueryInput } from '../../router';
import {
	CATALOG_FILTER_KEYS,
	filtersFromStrings,
	isUnset,
	noFilters,
	parseIdList,
	sameFilterValues,
	type CatalogFilter,
	type CatalogFilterValues,
} from '../../utils/catalog-filters';

export { parseIdList };

/** Which dependency tab the sidebar shows. */
export type DependencyTab = 'free' | 'pro';

/**
 * The server's filters (`ItemArgs::filters()`: template type and category
 * slugs or `all`, dependency and tag ids) and the sidebar's tab.
 */
export type FilterState = CatalogFilterValues & {
	activeFilter: DependencyTab;
};

export const DEFAULT_FILTERS: FilterState = {
	...noFilters(),
	activeFilter: 'free',
};

/** Query keys the filters own: the server's, the tab, and tag links' `tag_id`. */
const FILTER_KEYS = [ ...CATALOG_FILTER_KEYS, 'activeFilter', 'tag_id' ];

/**
 * The term filter a list of this item type leaves out: packs filter by
 * category, pages and blocks by template type.
 *
 * @param type The list's item type.
 */
const unusedTerm = ( type: ItemType ): CatalogFilter =>
	type === 'pack' ? 'templateType' : 'category';

/**
 * The filters a query asks for.
 *
 * @param query The current query.
 */
export function filtersFromQuery( query: Query ): FilterState {
	const filters = filtersFromStrings( query );
	for ( const id of parseIdList( query.tag_id ) ) {
		if ( ! filters.tags.includes( id ) ) {
			filters.tags.push( id );
		}
	}
	// An id cannot be both included and excluded: include wins.
	filters.exclude = filters.exclude.filter(
		( id ) => ! filters.include.includes( id )
	);
	return {
		...filters,
		activeFilter: query.activeFilter === 'pro' ? 'pro' : 'free',
	};
}

/**
 * The query values for filters: defaults become undefined (removed from the
 * URL), and `tag_id` is folded into `tags`.
 *
 * @param filters Filters.
 */
export function filtersToQuery( filters: FilterState ): QueryInput {
	const query: QueryInput = {
		activeFilter:
			filters.activeFilter === 'free' ? undefined : filters.activeFilter,
		tag_id: undefined,
	};
	for ( const key of CATALOG_FILTER_KEYS ) {
		query[ key ] = isUnset( filters[ key ] ) ? undefined : filters[ key ];
	}
	return query;
}

/**
 * The query values that clear every filter.
 */
export function clearedQuery(): QueryInput {
	return Object.fromEntries(
		FILTER_KEYS.map( ( key ) => [ key, undefined ] )
	);
}

/**
 * The `/items` filter parameters for a list: every filter but the term
 * filter its item type does not use.
 *
 * @param filters Filters.
 * @param type    The list's item type.
 */
export function filtersToApi(
	filters: FilterState,
	type: ItemType
): ItemFilterParams {
	return Object.fromEntries(
		CATALOG_FILTER_KEYS.filter( ( key ) => key !== unusedTerm( type ) ).map(
			( key ) => [ key, filters[ key ] ]
		)
	) as ItemFilterParams;
}

/**
 * Whether any filter is set (the dependency tab is not a filter).
 *
 * @param filters Filters.
 */
export function isFilterActive( filters: FilterState ): boolean {
	return CATALOG_FILTER_KEYS.some( ( key ) => ! isUnset( filters[ key ] ) );
}

/**
 * Whether two filter states filter the same way (the tab aside).
 *
 * @param a Filters.
 * @param b Filters.
 */
export function sameFilters( a: FilterState, b: FilterState ): boolean {
	return sameFilterValues( a, b );
}
