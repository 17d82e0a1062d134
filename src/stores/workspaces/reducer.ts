/**
 * Internal dependencies
 */
import { reduceKit, withItems, withPage } from '../shared';
import type { WorkspacesAction, WorkspacesState } from './types';

const initialState: WorkspacesState = {
	lists: {},
	workspaces: {},
	options: null,
	currentPage: { own: 1, shared: 1 },
	errors: {},
	operation: null,
};

export default function reducer(
	state: WorkspacesState = initialState,
	action: WorkspacesAction
): WorkspacesState {
	switch ( action.type ) {
		case 'SYNC_ACCOUNT':
			return state.account === action.account
				? state
				: { ...initialState, account: action.account };
		case 'RECEIVE_PAGE':
			return {
				...state,
				workspaces: withItems( state.workspaces, action.result.data ),
				lists: {
					...state.lists,
					[ action.kind ]: withPage(
						state.lists[ action.kind ],
						action.page,
						action.result.data.map( ( workspace ) => workspace.id ),
						action.result
					),
				},
			};
		case 'RECEIVE_OPTIONS':
			return {
				...state,
				workspaces: withItems( state.workspaces, action.workspaces ),
				options: action.workspaces.map( ( workspace ) => workspace.id ),
			};
		case 'DROP_LISTS':
			return { ...state, lists: {}, options: null };
	}
	return reduceKit( state, action );
}
