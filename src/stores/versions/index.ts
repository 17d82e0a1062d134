/**
 * The `stencilbox/versions` store: the Updates screen's list and the
 * header's count, a cloud file's versions, and the workflows: apply
 * updates, restore a file's version.
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
import type { VersionsState } from './types';

export const store = createReduxStore<
	VersionsState,
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
