/**
 * The `stencilbox/ui` store: the platform being browsed, view modes, toasts.
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
import type { UiState } from './types';

export const store = createReduxStore<
	UiState,
	typeof actions,
	typeof selectors
>( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

register( store );

export type * from './types';
