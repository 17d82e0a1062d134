/**
 * Internal dependencies
 */
import type { ImporterAction, ImporterState, ImportJob } from './types';

const INITIAL_STATE: ImporterState = { job: null };

const update = (
	state: ImporterState,
	ticket: number,
	change: ( job: ImportJob ) => ImportJob
): ImporterState =>
	state.job && state.job.ticket === ticket
		? { job: change( state.job ) }
		: state;

export default function reducer(
	state: ImporterState = INITIAL_STATE,
	action: ImporterAction
): ImporterState {
	switch ( action.type ) {
		case 'START':
			return {
				job: {
					ticket: action.ticket,
					item: action.item,
					mode: action.mode,
					step: 'checking',
					dependencies: [],
					error: null,
					result: null,
				},
			};
		case 'SET_STEP':
			return update( state, action.ticket, ( job ) => ( {
				...job,
				step: action.step,
				error: null,
			} ) );
		case 'SET_DEPENDENCIES':
			return update( state, action.ticket, ( job ) => ( {
				...job,
				dependencies: action.dependencies,
			} ) );
		case 'SET_DEPENDENCY':
			return update( state, action.ticket, ( job ) => ( {
				...job,
				dependencies: job.dependencies.map( ( entry ) =>
					entry.dependency.slug === action.slug
						? {
								...entry,
								status: action.status,
								error: action.error,
							}
						: entry
				),
			} ) );
		case 'ASK_LAYOUT':
			return update( state, action.ticket, ( job ) => ( {
				...job,
				step: 'layout',
				error: null,
				result: action.result,
				layout: action.layout,
			} ) );
		case 'FAIL':
			return update( state, action.ticket, ( job ) => ( {
				...job,
				step: 'error',
				error: action.error,
			} ) );
		case 'SUCCEED':
			return update( state, action.ticket, ( job ) => ( {
				...job,
				step: 'success',
				result: action.result,
				...( action.pageTitle !== undefined && {
					pageTitle: action.pageTitle,
				} ),
			} ) );
		case 'CLOSE':
			return INITIAL_STATE;
	}
	return state;
}
