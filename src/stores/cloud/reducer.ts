/**
 * Internal dependencies
 */
import { reduceKit, withItems, withPage } from '../shared';
import type { CloudAction, CloudState } from './types';

const initialState: CloudState = {
	usage: null,
	lists: {},
	files: {},
	workspaces: {},
	currentPage: {},
	errors: {},
	operation: null,
};

export default function reducer(
	state: CloudState = initialState,
	action: CloudAction
): CloudState {
	switch ( action.type ) {
		case 'SYNC_ACCOUNT':
			// Another account: nothing of the previous one may show.
			return state.account === action.account
				? state
				: { ...initialState, account: action.account };
		case 'RECEIVE_USAGE':
			return { ...state, usage: action.usage };
		case 'RECEIVE_FILES':
			return {
				...state,
				files: withItems( state.files, action.result.data ),
				lists: {
					...state.lists,
					[ action.key ]: withPage(
						state.lists[ action.key ],
						action.page,
						action.result.data.map( ( file ) => file.id ),
						action.result
					),
				},
			};
		case 'RECEIVE_WORKSPACE':
			return {
				...state,
				workspaces: {
					...state.workspaces,
					[ action.workspace.slug ]: action.workspace,
				},
			};
		case 'DROP_LISTS':
			return { ...state, lists: {}, usage: null };
	}
	return reduceKit( state, action );
}
