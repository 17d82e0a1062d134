/**
 * Internal dependencies
 */
import type { CounterAction, CounterThunk } from './types';

/**
 * Adds to the count.
 *
 * @param by How much.
 */
export const add = ( by: number ): CounterAction => ( { type: 'ADD', by } );

/**
 * Adds twice, through the bound action and a plain action object, and
 * says what the count is then.
 *
 * @param by How much each time.
 */
export const addTwice =
	( by: number ): CounterThunk< number > =>
	( { dispatch, select } ) => {
		dispatch.add( by );
		dispatch( { type: 'ADD', by } );
		return select.getCount();
	};

/**
 * Starts again from 0 after a tick.
 */
export const resetLater =
	(): CounterThunk< Promise< void > > =>
	async ( { dispatch } ) => {
		await Promise.resolve();
		dispatch( { type: 'RESET' } );
	};
