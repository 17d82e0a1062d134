/**
 * The `stencilbox/cloud` store: the account's files wherever they are (My
 * Clouds, each WorkSpace, the add-files sources), the usage, and the file
 * workflows (spec part 2 §3, §4, §7 "Cloud").
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
import type { CloudState } from './types';

export const store = createReduxStore<
	CloudState,
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
export { filesKey, workspaceFilesKey } from './cache';
