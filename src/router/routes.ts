/**
 * The typed route table and its guards.
 */
/**
 * Internal dependencies
 */
import { isPlatform, type Platform } from '../utils/platform';
import {
	defaultPath,
	FALLBACK_PATH,
	formatTarget,
	normalizePath,
	type AppLocation,
} from './paths';

/** Item-type path segments of the list and detail routes. */
const ITEM_SEGMENTS = [ 'packs', 'pages', 'blocks' ] as const;
export type ItemSegment = ( typeof ITEM_SEGMENTS )[ number ];

/** Every screen the app can show, with its parameters. */
export type Route =
	| { name: 'sign-in' }
	| { name: 'items'; platform: Platform; type: ItemSegment }
	| { name: 'item'; platform: Platform; type: ItemSegment; slug: string }
	| { name: 'templates'; platform: Platform }
	| { name: 'clouds' }
	| { name: 'profile' }
	| { name: 'workspaces' }
	| { name: 'workspace'; slug: string }
	| { name: 'shared-workspaces' }
	| { name: 'shared-workspace'; slug: string }
	| { name: 'save-template' }
	| { name: 'favourites' }
	| { name: 'downloads' }
	| { name: 'purchased-items' }
	| { name: 'site-imports' }
	| { name: 'updates' };

export type RouteName = Route[ 'name' ];

/** Screens in the cloud layout (sidebar menu); all need a library account. */
const CLOUD_LAYOUT: ReadonlySet< RouteName > = new Set< RouteName >( [
	'clouds',
	'profile',
	'workspaces',
	'workspace',
	'shared-workspaces',
	'shared-workspace',
	'save-template',
	'favourites',
	'downloads',
	'purchased-items',
] );

const CLOUD_CHILDREN: Record< string, RouteName > = {
	profile: 'profile',
	workspace: 'workspaces',
	'shared-workspace': 'shared-workspaces',
	'save-template': 'save-template',
};

const isItemSegment = ( value: string ): value is ItemSegment =>
	( ITEM_SEGMENTS as readonly string[] ).includes( value );

const isSlug = ( value: string ): boolean =>
	/^[a-z0-9][a-z0-9_-]*$/i.test( value );

/**
 * Matches a normalised path against the route table.
 *
 * @param path A path; it is normalised first.
 * @return The route, or null for an unknown path.
 */
export function matchRoute( path: string ): Route | null {
	const parts = normalizePath( path ).split( '/' ).filter( Boolean );
	const [ first, second, third, ...rest ] = parts;
	if ( parts.length === 0 ) {
		return null;
	}
	if ( isPlatform( first ) ) {
		if ( parts.length === 2 && second === 'templates' ) {
			return { name: 'templates', platform: first };
		}
		if ( second && isItemSegment( second ) ) {
			if ( parts.length === 2 ) {
				return { name: 'items', platform: first, type: second };
			}
			if ( parts.length === 3 && isSlug( third ) ) {
				return {
					name: 'item',
					platform: first,
					type: second,
					slug: third,
				};
			}
		}
		return null;
	}
	if ( parts.length === 1 ) {
		switch ( first ) {
			case 'sign-in':
			case 'clouds':
			case 'favourites':
			case 'downloads':
			case 'purchased-items':
			case 'site-imports':
			case 'updates':
				return { name: first };
		}
		return null;
	}
	if ( first === 'clouds' && rest.length === 0 ) {
		const child = CLOUD_CHILDREN[ second ];
		if ( ! child ) {
			return null;
		}
		if ( third === undefined ) {
			return { name: child } as Route;
		}
		if ( child === 'workspaces' && isSlug( third ) ) {
			return { name: 'workspace', slug: third };
		}
		if ( child === 'shared-workspaces' && isSlug( third ) ) {
			return { name: 'shared-workspace', slug: third };
		}
	}
	return null;
}

/**
 * The canonical path of a route (the inverse of `matchRoute`).
 *
 * @param route A route.
 */
export function routePath( route: Route ): string {
	switch ( route.name ) {
		case 'items':
			return `${ route.platform }/${ route.type }`;
		case 'item':
			return `${ route.platform }/${ route.type }/${ route.slug }`;
		case 'templates':
			return `${ route.platform }/templates`;
		case 'profile':
			return 'clouds/profile';
		case 'workspaces':
			return 'clouds/workspace';
		case 'workspace':
			return `clouds/workspace/${ route.slug }`;
		case 'shared-workspaces':
			return 'clouds/shared-workspace';
		case 'shared-workspace':
			return `clouds/shared-workspace/${ route.slug }`;
		case 'save-template':
			return 'clouds/save-template';
		default:
			return route.name;
	}
}

/**
 * Whether a route renders in the cloud layout (and so needs an account).
 *
 * @param route A route.
 */
export function isCloudRoute( route: Route ): boolean {
	return CLOUD_LAYOUT.has( route.name );
}

/**
 * Whether a route needs a library account: the cloud's, and Updates (the
 * hub is asked with the account which versions are newer).
 *
 * @param route A route.
 */
export function needsAccount( route: Route ): boolean {
	return isCloudRoute( route ) || route.name === 'updates';
}

/**
 * The platform a route is about, if it names one.
 *
 * @param route A route.
 */
export function routePlatform( route: Route ): Platform | null {
	return 'platform' in route ? route.platform : null;
}

/** What the router decided for a location. */
export type Resolution =
	| { kind: 'render'; route: Route }
	| { kind: 'redirect'; to: AppLocation }
	| { kind: 'pending'; route: Route };

/** Context the guards need. */
export interface GuardContext {
	/** The platform of the editor the app runs in (null: the admin page). */
	editor: Platform | null;
	/** The platform an empty path opens outside an editor. */
	defaultPlatform?: Platform | null;
	/** Null while the account is still being read. */
	isSignedIn: boolean | null;
}

/**
 * Applies the spec's routing rules: an empty path opens the default route
 * (`defaultPath`), an unknown path goes to `elementor/packs`, and a signed-out user on a cloud
 * screen goes to `sign-in` with `redirect-to` set to where they were going.
 *
 * @param location The requested location.
 * @param context  Surface and account facts.
 */
export function resolveLocation(
	location: AppLocation,
	context: GuardContext
): Resolution {
	const path = normalizePath( location.path );
	if ( path === '' ) {
		return {
			kind: 'redirect',
			to: {
				path: defaultPath( context.editor, context.defaultPlatform ),
				query: {},
			},
		};
	}
	const route = matchRoute( path );
	if ( ! route ) {
		return { kind: 'redirect', to: { path: FALLBACK_PATH, query: {} } };
	}
	if ( needsAccount( route ) && context.isSignedIn === null ) {
		return { kind: 'pending', route };
	}
	if ( needsAccount( route ) && ! context.isSignedIn ) {
		return {
			kind: 'redirect',
			to: {
				path: 'sign-in',
				query: {
					'redirect-to': formatTarget( {
						path,
						query: location.query,
					} ),
				},
			},
		};
	}
	return { kind: 'render', route };
}

/**
 * The same screen on another platform, for the editor switcher. Item details
 * fall back to their list unless the caller knows a variation exists.
 *
 * @param route     Current route.
 * @param platform  Target platform.
 * @param variation Slug of the item's variation on the target platform.
 * @return The route on the other platform, or null when the route has none.
 */
export function routeOnPlatform(
	route: Route,
	platform: Platform,
	variation?: string
): Route | null {
	switch ( route.name ) {
		case 'items':
			return { ...route, platform };
		case 'item':
			return variation
				? { ...route, platform, slug: variation }
				: { name: 'items', platform, type: route.type };
		case 'templates':
			return { ...route, platform };
		default:
			return null;
	}
}
