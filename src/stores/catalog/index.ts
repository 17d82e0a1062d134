/**
 * The `stencilbox/catalog` store: item lists (cached per plan, platform and
 * page, in plain / filtered / search buckets), item details, lookups, the
 * plan switcher and failed requests per platform and key (spec part 1 §4).
 */
/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { STORE_NAME } from './constants';
import reducer from './reducer';
import * as actions from './actions';
import * as selectors from './selectors';
import * as resolvers from './resolvers';
import type { CatalogState } from './types';

export const store = createReduxStore<
	CatalogState,
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
export { makeListArgs } from './cache';
