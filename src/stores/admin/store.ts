/**
 * The store descriptor (registered on import); `index.ts` exports it.
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
import type { AdminState } from './types';

export const store = createReduxStore<
	AdminState,
	typeof actions,
	typeof selectors
>( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( store );
