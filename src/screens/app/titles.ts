/**
 * Screen titles, as the spec names them.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ItemSegment, Route } from '../../router';

/**
 * Label of an item type segment.
 *
 * @param type Item type segment.
 */
export function itemTypeLabel( type: ItemSegment ): string {
	switch ( type ) {
		case 'packs':
			return __( 'Packs', 'stencilbox' );
		case 'pages':
			return __( 'Pages', 'stencilbox' );
		case 'blocks':
			return __( 'Blocks', 'stencilbox' );
	}
}

/**
 * Title of a screen.
 *
 * @param route Route.
 */
export function routeTitle( route: Route ): string {
	switch ( route.name ) {
		case 'sign-in':
			return __( 'Sign In', 'stencilbox' );
		case 'items':
			return itemTypeLabel( route.type );
		case 'item':
			return route.slug;
		case 'templates':
			return __( 'Templates', 'stencilbox' );
		case 'clouds':
			return __( 'My Clouds', 'stencilbox' );
		case 'profile':
			return __( 'Profile', 'stencilbox' );
		case 'favourites':
			return __( 'My Favourites', 'stencilbox' );
		case 'downloads':
			return __( 'My Downloads', 'stencilbox' );
		case 'workspaces':
		case 'workspace':
			return __( 'My WorkSpace', 'stencilbox' );
		case 'shared-workspaces':
		case 'shared-workspace':
			return __( 'Shared with Me', 'stencilbox' );
		case 'save-template':
			return __( 'Save your template', 'stencilbox' );
		case 'site-imports':
			return __( 'Full-site imports', 'stencilbox' );
		case 'updates':
			return __( 'Updates', 'stencilbox' );
		case 'purchased-items':
			return __( 'Purchased Items', 'stencilbox' );
	}
}
