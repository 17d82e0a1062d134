/**
 * The catalogue's list filters (`/items`' templateType, category, include…),
 * read from the one list PHP defines (`ItemArgs::filters()`, generated into
 * `generated/lists.ts` by `npm run rules`). Everything here goes by a
 * filter's kind, so a filter added in PHP reaches the API types, the URL,
 * the cache keys and the sidebar's state without a second list.
 */
/**
 * Internal dependencies
 */
import { CATALOG_FILTERS } from './generated/lists';

/** A filter's `/items` parameter. */
export type CatalogFilter = keyof typeof CATALOG_FILTERS;

/** Every filter's value: one slug (or `all`) or ids. */
export type CatalogFilterValues = {
	-readonly [
		K in CatalogFilter
	]: ( typeof CATALOG_FILTERS )[ K ] extends 'ids' ? number[] : string;
};

/** The filters' parameters, in the server's order. */
export const CATALOG_FILTER_KEYS = Object.keys(
	CATALOG_FILTERS
) as CatalogFilter[];

/** Slug filters show everything with `all`. */
const ALL = 'all';

const SLUG = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * Every filter at its default: `all`, no ids.
 */
export function noFilters(): CatalogFilterValues {
	const values: Partial< Record< CatalogFilter, string | number[] > > = {};
	for ( const key of CATALOG_FILTER_KEYS ) {
		values[ key ] = CATALOG_FILTERS[ key ] === 'ids' ? [] : ALL;
	}
	return values as CatalogFilterValues;
}

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
 * The filters a URL query asks for: a slug filter's value when it is a
 * slug (else `all`), an ids filter's ids.
 *
 * @param query The query's values.
 */
export function filtersFromStrings(
	query: Partial< Record< string, string > >
): CatalogFilterValues {
	const values = noFilters() as Record< CatalogFilter, string | number[] >;
	for ( const key of CATALOG_FILTER_KEYS ) {
		const value = query[ key ];
		if ( CATALOG_FILTERS[ key ] === 'ids' ) {
			values[ key ] = parseIdList( value );
		} else if ( value && SLUG.test( value ) ) {
			values[ key ] = value;
		}
	}
	return values as CatalogFilterValues;
}

/**
 * Whether a filter's value asks for nothing (`all`, empty, no ids).
 *
 * @param value A filter's value.
 */
export function isUnset( value: string | number[] | undefined ): boolean {
	return Array.isArray( value ) ? ! value.length : ! value || value === ALL;
}

/**
 * Filters without their unset values and with sorted, unique, positive
 * ids, so equal filters have equal keys.
 *
 * @param filters Raw filters.
 */
export function normalizeFilters(
	filters: Partial< CatalogFilterValues >
): Partial< CatalogFilterValues > {
	const out: Partial< Record< CatalogFilter, string | number[] > > = {};
	for ( const key of CATALOG_FILTER_KEYS ) {
		const value = filters[ key ];
		const clean = Array.isArray( value )
			? [ ...new Set( value ) ]
					.filter( ( id ) => Number.isInteger( id ) && id > 0 )
					.sort( ( a, b ) => a - b )
			: value;
		if ( ! isUnset( clean ) ) {
			out[ key ] = clean;
		}
	}
	return out as Partial< CatalogFilterValues >;
}

/**
 * Whether two sets of filters filter the same way (ids in any order).
 *
 * @param a Filters.
 * @param b Filters.
 */
export function sameFilterValues(
	a: Partial< CatalogFilterValues >,
	b: Partial< CatalogFilterValues >
): boolean {
	return (
		JSON.stringify( normalizeFilters( a ) ) ===
		JSON.stringify( normalizeFilters( b ) )
	);
}
