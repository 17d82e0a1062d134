/**
 * Internal dependencies
 */
import { reduceKit, withError } from '../shared';
import type { AdminAction, AdminState } from './types';

const DEFAULT_STATE: AdminState = { answers: {}, errors: {}, queries: {} };

export default function reducer(
	state: AdminState = DEFAULT_STATE,
	action: AdminAction
): AdminState {
	switch ( action.type ) {
		case 'REQUEST_RESOURCE':
			return {
				...state,
				queries: { ...state.queries, [ action.key ]: action.query },
			};
		case 'RECEIVE_RESOURCE':
			return {
				...state,
				answers: { ...state.answers, [ action.key ]: action.answer },
			};
		case 'FORGET_RESOURCE': {
			const errors = withError( state.errors, action.key, null );
			if ( ! action.answer || ! ( action.key in state.answers ) ) {
				return errors === state.errors ? state : { ...state, errors };
			}
			const { [ action.key ]: _forgotten, ...answers } = state.answers;
			return { ...state, answers, errors };
		}
	}
	return reduceKit( state, action );
}
