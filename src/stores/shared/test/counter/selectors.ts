/**
 * Internal dependencies
 */
import type { CounterState } from './types';

/**
 * The count.
 *
 * @param state Store state.
 */
export const getCount = ( state: CounterState ) => state.count;
