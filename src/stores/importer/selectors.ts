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
