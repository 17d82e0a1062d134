/**
 * The `stencilbox/profile` store: My Favourites (cached per plan, platform,
 * item type and page), My Downloads, Purchased Items, and the favourite and
 * rating workflows (spec part 1 §3, §4, §7).
 */
/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as actions from './actions';
import { STORE_NAME } from './constants';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type { ProfileState } from './types';

export const store = createReduxStore<
	ProfileState,
	typeof actions,
	typeof selectors
>( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( store );

export type * from './types';
export { DOWNLOADS_KEY, favouritesKey } from './cache';
