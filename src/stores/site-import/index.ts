/**
 * The `stencilbox/site-import` store: the full-site import wizard (spec
 * part 2 §2–§4), its transport, the imports list and the revert dialog.
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
import type { SiteImportState } from './types';

export const store = createReduxStore<
	SiteImportState,
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
