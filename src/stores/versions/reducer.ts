/**
 * Internal dependencies
 */
import { reduceKit } from '../shared';
import type { VersionsAction, VersionsState } from './types';

const initialState: VersionsState = {
	updates: null,
	count: null,
	fileVersions: {},
	sources: {},
	applying: [],
	errors: {},
};

export default function reducer(
	state: VersionsState = initialState,
	action: VersionsAction
): VersionsState {
	switch ( action.type ) {
		case 'RECEIVE_UPDATES':
			return {
				...state,
				updates: action.updates,
				count: action.updates.count,
			};
		case 'RECEIVE_COUNT':
			return state.count === action.count
				? state
				: { ...state, count: action.count };
		case 'RECEIVE_FILE_VERSIONS':
			return {
				...state,
				fileVersions: {
					...state.fileVersions,
					[ action.file ]: action.versions,
				},
			};
		case 'RECEIVE_SOURCES':
			return {
				...state,
				sources: { ...state.sources, [ action.post ]: action.sources },
			};
		case 'SET_APPLYING':
			return {
				...state,
				applying: action.busy
					? [ ...new Set( [ ...state.applying, ...action.ids ] ) ]
					: state.applying.filter(
							( id ) => ! action.ids.includes( id )
						),
			};
	}
	return reduceKit( state, action );
}
