/**
 * The `stencilbox/templates` store: saved templates (paged per platform),
 * their display conditions and condition options, and the workflows:
 * delete (kits after a warning), create, save conditions (spec part 2 §3,
 * §4, §7).
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
import type { TemplatesState } from './types';

export const store = createReduxStore<
	TemplatesState,
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
