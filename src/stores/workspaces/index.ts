/**
 * The `stencilbox/workspaces` store: the account's own WorkSpaces and
 * those shared with it (paged, 11 a page), every one of them for pickers,
 * and the WorkSpace workflows (spec part 2 §3, §4, §7 "Workspaces"). Their
 * files live in `stencilbox/cloud`.
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
import type { WorkspacesState } from './types';

export const store = createReduxStore<
	WorkspacesState,
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
