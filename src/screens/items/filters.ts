/**
 * The list filters and the URL (spec part 1 §2): filters are seeded from the
 * query (`templateType`, `category`, `activeFilter`, `include`, `exclude`,
 * `tags`, and `tag_id` from tag links on the details page) and written back
 * to it; a filter with no value leaves the URL.
 */
/**
 * Internal dependencies
 */
import type { ItemFilterParams, ItemType } from '../../api/catalog';
import type { Query, QueryInput } from '../../router';

/** Which dependency tab the sidebar shows. */
export type DependencyTab = 'free' | 'pro';

export interface FilterState {
	/** Template type slug, or `all`. */
	templateType: string;
	/** Category slug, or `all`. */
	category: string;
	activeFilter: DependencyTab;
	include: number[];
	exclude: number[];
	tags: number[];
}

export const DEFAULT_FILTERS: FilterState = {
	templateType: 'all',
	category: 'all',
	activeFilter: 'free',
	include: [],
	exclude: [],
	tags: [],
};

/** Query keys the filters own. */
const FILTER_KEYS = [
	'templateType',
	'category',
	'activeFilter',
	'include',
	'exclude',
	'tags',
	'tag_id',
] as const;

const SLUG = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * Comma-separated positive ids; anything else is dropped.
 *
 * @param value Query value.
 */
export function parseIdList( value: string | undefined ): number[] {
	const ids: number[] = [];
	for ( const part of ( value ?? '' ).split( ',' ) ) {
		const text = part.trim();
		const id = /^\d+$/.test( text ) ? Number( text ) : 0;
		if ( id > 0 && ! ids.includes( id ) ) {
			ids.push( id );
		}
	}
	return ids;
}

/**
 * The filters a query asks for.
 *
 * @param query The current query.
 */
export function filtersFromQuery( query: Query ): FilterState {
	const slug = ( value: string | undefined ) =>
		value && SLUG.test( value ) ? value : 'all';
	const include = parseIdList( query.include );
	const tags = parseIdList( query.tags );
	for ( const id of parseIdList( query.tag_id ) ) {
		if ( ! tags.includes( id ) ) {
			tags.push( id );
		}
	}
	return {
		templateType: slug( query.templateType ),
		category: slug( query.category ),
		activeFilter: query.activeFilter === 'pro' ? 'pro' : 'free',
		include,
		// An id cannot be both included and excluded: include wins.
		exclude: parseIdList( query.exclude ).filter(
			( id ) => ! include.includes( id )
		),
		tags,
	};
}

/**
 * The query values for filters: defaults become undefined (removed from the
 * URL), and `tag_id` is folded into `tags`.
 *
 * @param filters Filters.
 */
export function filtersToQuery( filters: FilterState ): QueryInput {
	return {
		templateType:
			filters.templateType === 'all' ? undefined : filters.templateType,
		category: filters.category === 'all' ? undefined : filters.category,
		activeFilter:
			filters.activeFilter === 'free' ? undefined : filters.activeFilter,
		include: filters.include.length ? filters.include : undefined,
		exclude: filters.exclude.length ? filters.exclude : undefined,
		tags: filters.tags.length ? filters.tags : undefined,
		tag_id: undefined,
	};
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
 * The `/items` filter parameters for a list: packs filter by category,
 * pages and blocks by template type.
 *
 * @param filters Filters.
 * @param type    The list's item type.
 */
export function filtersToApi(
	filters: FilterState,
	type: ItemType
): ItemFilterParams {
	return {
		...( type === 'pack'
			? { category: filters.category }
			: { templateType: filters.templateType } ),
		include: filters.include,
		exclude: filters.exclude,
		tags: filters.tags,
	};
}

/**
 * Whether any filter is set (the dependency tab is not a filter).
 *
 * @param filters Filters.
 */
export function isFilterActive( filters: FilterState ): boolean {
	return (
		filters.templateType !== 'all' ||
		filters.category !== 'all' ||
		filters.include.length > 0 ||
		filters.exclude.length > 0 ||
		filters.tags.length > 0
	);
}

const sameIds = ( a: number[], b: number[] ) =>
	a.length === b.length &&
	[ ...a ].sort().every( ( id, i ) => id === [ ...b ].sort()[ i ] );

/**
 * Whether two filter states filter the same way.
 *
 * @param a Filters.
 * @param b Filters.
 */
export function sameFilters( a: FilterState, b: FilterState ): boolean {
	return (
		a.templateType === b.templateType &&
		a.category === b.category &&
		sameIds( a.include, b.include ) &&
		sameIds( a.exclude, b.exclude ) &&
		sameIds( a.tags, b.tags )
	);
}
