/**
 * The `stencilbox/account` store: the library account of the current
 * WordPress user, and the workflows that change it.
 */
/**
 * WordPress dependencies
 */
import { createReduxStore, dispatch, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { onHubUnreachable, onServerSignOut } from '../../api/client';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type { AccountState } from './types';

export const store = createReduxStore<
	AccountState,
	typeof actions,
	typeof selectors
>( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( store );

// invalid_api_key / is_signed_failed anywhere: signed out, failed flag set.
onServerSignOut( () => dispatch( store ).signedOutByServer() );
// A hub that cannot be reached, anywhere: one state for the whole app.
onHubUnreachable( () => dispatch( store ).hubUnreachable() );

export type * from './types';
