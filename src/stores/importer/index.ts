/**
 * The `stencilbox/importer` store: the insert / import flow shared by every
 * surface (admin page, Gutenberg popup, Elementor popup).
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
import * as selectors from './selectors';
import type { ImporterState } from './types';

export const store = createReduxStore<
	ImporterState,
	typeof actions,
	typeof selectors
>( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

register( store );

export type * from './types';
