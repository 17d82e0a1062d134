/**
 * The header navigation of the spec, per platform.
 */
/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NAMES } from '../../../api/endpoints';
import { currentUserCan } from '../../../api/settings';
import type { NavItem } from '../../../components/app-header';
import {
	isCloudRoute,
	navTarget,
	type Query,
	type Route,
} from '../../../router';
import {
	platformNav,
	type NavKey,
	type Platform,
} from '../../../utils/platform';
import { itemTypeLabel } from '../titles';

/** Capability each nav item is tagged with, if any. */
const NAV_CAPABILITY: Partial< Record< NavKey, string > > = {
	pages: NAMES.capRead,
	imports: NAMES.capFsi,
};

function isCurrent( key: NavKey, route: Route | null ): boolean {
	if ( ! route ) {
		return false;
	}
	if ( key === 'clouds' ) {
		return isCloudRoute( route );
	}
	if ( key === 'templates' ) {
		return route.name === 'templates';
	}
	if ( key === 'imports' ) {
		return route.name === 'site-imports';
	}
	if ( key === 'updates' ) {
		return route.name === 'updates';
	}
	return (
		( route.name === 'items' || route.name === 'item' ) &&
		route.type === key
	);
}

/** Items only the admin page offers (they change posts the editors may have open). */
const ADMIN_ONLY: NavKey[] = [ 'imports', 'updates' ];

/**
 * Builds the navigation items.
 *
 * @param platform Platform being browsed.
 * @param route    Current route.
 * @param query    Current query (kept minus the ignored keys).
 * @param isAdmin  On the admin page (the imports list and Updates are not
 *                 offered in the editors' modals).
 * @param updates  Updates, for a signed-in account (undefined: not offered),
 *                 with how many there are (the badge) once known.
 */
function buildNavItems(
	platform: Platform,
	route: Route | null,
	query: Query,
	isAdmin: boolean,
	updates: { count: number | null } | undefined
): NavItem[] {
	// Its order per platform (spec part 1, header), and last the list of
	// full-site imports (part 2 §4's revert has to be found; only for users
	// who may import): the platform's adapter.
	return platformNav( platform )
		.filter( ( key ) => ! ADMIN_ONLY.includes( key ) || isAdmin )
		.filter( ( key ) => key !== 'updates' || updates !== undefined )
		.filter( ( key ) => {
			const capability = NAV_CAPABILITY[ key ];
			return ! capability || currentUserCan( capability );
		} )
		.map( ( key ) => {
			let label: string;
			let path: string;
			if ( key === 'clouds' ) {
				label = __( 'My Cloud', 'stencilbox' );
				path = 'clouds';
			} else if ( key === 'imports' ) {
				label = __( 'Imports', 'stencilbox' );
				path = 'site-imports';
			} else if ( key === 'updates' ) {
				label = __( 'Updates', 'stencilbox' );
				path = 'updates';
			} else if ( key === 'templates' ) {
				label = __( 'Templates', 'stencilbox' );
				path = `${ platform }/templates`;
			} else {
				label = itemTypeLabel( key );
				path = `${ platform }/${ key }`;
			}
			return {
				key,
				label,
				to: navTarget( path, query ),
				isCurrent: isCurrent( key, route ),
				...( key === 'updates' && updates?.count
					? {
							badge: {
								count: updates.count,
								label: sprintf(
									/* translators: %d: number of updates. */
									_n(
										'%d update available',
										'%d updates available',
										updates.count,
										'stencilbox'
									),
									updates.count
								),
							},
						}
					: {} ),
			};
		} );
}

/**
 * Navigation items for the header.
 *
 * @param platform Platform being browsed.
 * @param route    Current route.
 * @param query    Current query.
 * @param isAdmin  On the admin page.
 * @param updates  Updates, for a signed-in account, and how many (the badge).
 */
export function useNavItems(
	platform: Platform,
	route: Route | null,
	query: Query,
	isAdmin = true,
	updates?: { count: number | null }
): NavItem[] {
	return useMemo(
		() => buildNavItems( platform, route, query, isAdmin, updates ),
		[ platform, route, query, isAdmin, updates ]
	);
}
