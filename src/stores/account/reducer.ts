/**
 * Internal dependencies
 */
import type { AccountAction, AccountState } from './types';

const INITIAL_STATE: AccountState = {
	status: 'unknown',
	user: null,
	flags: null,
	failed: false,
	isSyncing: false,
	failure: null,
	hubUnreachable: false,
};

export default function reducer(
	state: AccountState = INITIAL_STATE,
	action: AccountAction
): AccountState {
	switch ( action.type ) {
		case 'RECEIVE_USER':
			return {
				...state,
				status: action.user ? 'signed-in' : 'signed-out',
				user: action.user,
				flags:
					action.flags !== undefined
						? action.flags
						: ( action.user ?? state.flags ),
				failed: action.user ? false : state.failed,
			};
		case 'UPDATE_USER':
			return state.user
				? { ...state, user: { ...state.user, ...action.changes } }
				: state;
		case 'SIGNED_OUT_BY_SERVER':
			return {
				...state,
				status: 'signed-out',
				user: null,
				failed: true,
				isSyncing: false,
			};
		case 'CLEAR_FAILED':
			return state.failed ? { ...state, failed: false } : state;
		case 'SET_SYNCING':
			return { ...state, isSyncing: action.isSyncing };
		case 'SET_HUB_UNREACHABLE':
			return state.hubUnreachable === action.unreachable
				? state
				: { ...state, hubUnreachable: action.unreachable };
		case 'RECORD_FAILURE':
			return state.failure === action.failure
				? state
				: { ...state, failure: action.failure };
	}
	return state;
}
