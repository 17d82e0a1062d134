/**
 * Pure rules for the query-based router (spec part 1 §2, part 2 §2).
 *
 * The in-app path lives in the `path` query argument; everything else in the
 * query is the screen's own state (search, filters) except the host page's
 * arguments (`page=stencilbox` on the admin page), which are kept untouched.
 */

/**
 * Internal dependencies
 */
import { CATALOG_FILTER_KEYS } from '../utils/catalog-filters';
import { DEFAULT_PLATFORM, isPlatform, type Platform } from '../utils/platform';

/** The route every unknown path lands on. */
export const FALLBACK_PATH = 'elementor/packs';

/**
 * Query keys left out when building header navigation links: the search,
 * the sign-in's, and the list filters' (the server's, the dependency tab,
 * tag links' `tag_id`).
 */
const NAV_IGNORED_KEYS = [
	'q',
	'add-account',
	'redirect-to',
	'tag_id',
	'activeFilter',
	...CATALOG_FILTER_KEYS,
];

/** One-shot flags: read once on arrival, never written back into the URL. */
const TRANSIENT_KEYS = [ 'closing', 'isGutenbergEditor' ] as const;

/** A query as the app sees it: only non-empty string values. */
export type Query = Record< string, string >;

/** A query value before cleaning. */
export type QueryInput = Record<
	string,
	| string
	| number
	| boolean
	| null
	| undefined
	| ReadonlyArray< string | number >
>;

/** An in-app location. */
export interface AppLocation {
	path: string;
	query: Query;
}

/**
 * Normalises a raw `path` value: a leading `../` (one or more, as relative
 * links produce) is dropped, as are leading/trailing and doubled slashes.
 *
 * @param raw The raw path argument.
 */
export function normalizePath( raw: string | null | undefined ): string {
	let path = ( raw ?? '' ).trim();
	while ( path.startsWith( '../' ) || path.startsWith( './' ) ) {
		path = path.slice( path.startsWith( '../' ) ? 3 : 2 );
	}
	return path.split( '/' ).filter( Boolean ).join( '/' );
}

/**
 * A cloud-type path: empty, `clouds` or anything under `clouds/`.
 *
 * @param path A normalised path.
 */
export function isCloudPath( path: string ): boolean {
	return path === '' || path === 'clouds' || path.startsWith( 'clouds/' );
}

/**
 * The route opened when no path is given: inside an editor, its own
 * platform's packs (`gutenberg/packs` in the block editor); elsewhere the
 * packs of the platform given (the user's last choice, or the one the site
 * can use), else the spec's `elementor/packs`.
 *
 * @param editor   The platform of the editor the app runs in (null: none).
 * @param platform The platform to open on, outside an editor.
 */
export function defaultPath(
	editor: Platform | null,
	platform: Platform | null = null
): string {
	return `${ editor ?? platform ?? DEFAULT_PLATFORM }/packs`;
}

/**
 * The platform named by a path's first segment, if any.
 *
 * @param path A normalised path.
 */
function pathPlatform( path: string ): Platform | null {
	const first = path.split( '/' )[ 0 ];
	return isPlatform( first ) ? first : null;
}

/**
 * Drops empty values (a filter with no value leaves the URL) and joins lists
 * with commas.
 *
 * @param query Raw query values.
 */
export function cleanQuery( query: QueryInput ): Query {
	const clean: Query = {};
	for ( const [ key, value ] of Object.entries( query ) ) {
		if ( value === null || value === undefined || value === false ) {
			continue;
		}
		const text = Array.isArray( value )
			? value.map( String ).filter( Boolean ).join( ',' )
			: String( value ).trim();
		if ( text !== '' ) {
			clean[ key ] = text;
		}
	}
	return clean;
}

/**
 * The query the app keeps for a path: empty values, transient flags and a
 * `platform` argument made redundant by the path's own platform segment are
 * dropped.
 *
 * @param path  A normalised path.
 * @param query Raw query values.
 */
export function appQuery( path: string, query: QueryInput ): Query {
	const clean = cleanQuery( query );
	for ( const key of TRANSIENT_KEYS ) {
		delete clean[ key ];
	}
	delete clean.path;
	if ( pathPlatform( path ) ) {
		delete clean.platform;
	}
	return clean;
}

/**
 * Splits `search` into the in-app location and the host page's own arguments.
 *
 * @param search   A `location.search` string (with or without `?`).
 * @param hostKeys Arguments that belong to the host page (e.g. `page`).
 */
export function parseSearch(
	search: string,
	hostKeys: readonly string[]
): { location: AppLocation; host: Query; flags: Query } {
	const params = new URLSearchParams( search );
	const host: Query = {};
	const raw: Query = {};
	for ( const [ key, value ] of params ) {
		if ( hostKeys.includes( key ) ) {
			host[ key ] = value;
		} else {
			raw[ key ] = value;
		}
	}
	const flags: Query = {};
	for ( const key of TRANSIENT_KEYS ) {
		if ( raw[ key ] !== undefined ) {
			flags[ key ] = raw[ key ];
		}
	}
	const path = normalizePath( raw.path );
	return { location: { path, query: appQuery( path, raw ) }, host, flags };
}

/**
 * Builds `?host…&path=…&query…`; `path` is left out when empty.
 *
 * @param host     The host page's own arguments, kept first.
 * @param location The in-app location.
 */
export function buildSearch( host: Query, location: AppLocation ): string {
	const params = new URLSearchParams( host );
	const path = normalizePath( location.path );
	if ( path ) {
		params.set( 'path', path );
	}
	for ( const [ key, value ] of Object.entries(
		appQuery( path, location.query )
	) ) {
		params.set( key, value );
	}
	const text = params.toString();
	return text ? `?${ text }` : '';
}

/**
 * Parses a link target such as `../gutenberg/packs?q=hero`.
 *
 * @param target A path with an optional query.
 */
export function parseTarget( target: string ): AppLocation {
	const [ rawPath, search = '' ] = target.split( '?', 2 );
	const path = normalizePath( rawPath );
	return {
		path,
		query: appQuery(
			path,
			Object.fromEntries( new URLSearchParams( search ) )
		),
	};
}

/**
 * Serialises a location as `path?query`, the form used for `redirect-to`.
 *
 * @param location An in-app location.
 */
export function formatTarget( location: AppLocation ): string {
	const search = new URLSearchParams(
		appQuery( location.path, location.query )
	).toString();
	return search ? `${ location.path }?${ search }` : location.path;
}

/**
 * A header navigation target: the destination path plus the current query
 * without the keys navigation must not carry over (search, filters, …).
 *
 * @param path    Destination path.
 * @param current The current query.
 */
export function navTarget( path: string, current: Query ): AppLocation {
	const query: Query = {};
	for ( const [ key, value ] of Object.entries( current ) ) {
		if ( ! ( NAV_IGNORED_KEYS as readonly string[] ).includes( key ) ) {
			query[ key ] = value;
		}
	}
	const normalized = normalizePath( path );
	return { path: normalized, query: appQuery( normalized, query ) };
}
