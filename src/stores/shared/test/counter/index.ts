/**
 * WordPress dependencies
 */
import { createReduxStore } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as actions from './actions';
import * as selectors from './selectors';
import type { CounterAction, CounterState } from './types';

export const counter = createReduxStore<
	CounterState,
	typeof actions,
	typeof selectors
>( 'stencilbox-test/counter', {
	reducer: ( state: CounterState = { count: 0 }, action: CounterAction ) => {
		switch ( action.type ) {
			case 'ADD':
				return { count: state.count + action.by };
			case 'RESET':
				return { count: 0 };
		}
		return state;
	},
	actions,
	selectors,
} );

export type * from './types';
