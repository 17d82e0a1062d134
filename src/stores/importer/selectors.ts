/**
 * Internal dependencies
 */
import type { ImporterState } from './types';

/**
 * The running (or finished, not yet closed) job.
 *
 * @param state Store state.
 */
export const getJob = ( state: ImporterState ) => state.job;

/**
 * Dependencies still missing (free ones not yet installed, pro ones).
 *
 * @param state Store state.
 */
export const getMissingDependencies = ( state: ImporterState ) =>
	( state.job?.dependencies ?? [] ).filter(
		( entry ) => entry.status !== 'installed'
	);
