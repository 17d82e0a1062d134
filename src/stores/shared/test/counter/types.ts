/**
 * A minimal store laid out like the real ones (actions and selectors are
 * modules), for the kit's tests.
 */
/**
 * Internal dependencies
 */
import type { StoreOf, Thunk } from '../..';
import type * as actions from './actions';
import type * as selectors from './selectors';

export interface CounterState {
	count: number;
}

export type CounterAction = { type: 'ADD'; by: number } | { type: 'RESET' };

export type CounterStore = StoreOf<
	CounterState,
	typeof actions,
	typeof selectors
>;

export type CounterThunk< R = void > = Thunk< CounterStore, CounterAction, R >;
