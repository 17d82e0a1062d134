/**
 * Resolvers fetch once and cache; every change drops the lists.
 */
/**
 * Internal dependencies
 */
import { fetchWorkspaces } from '../../api/cloud';
import { CLOUD_TAGS, hasPage, recordRequest } from '../shared';
import { OPTIONS_KEY } from './constants';
import type {
	WorkspaceListKind,
	WorkspacesState,
	WorkspacesThunk,
} from './types';

export const getWorkspacesPage = Object.assign(
	(
		kind: WorkspaceListKind,
		page: number
	): WorkspacesThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			const key = `${ kind }|${ page }`;
			await recordRequest(
				() => fetchWorkspaces( { shared: kind === 'shared', page } ),
				( result ) =>
					dispatch( { type: 'RECEIVE_PAGE', kind, page, result } ),
				( error ) => dispatch( { type: 'RECEIVE_ERROR', key, error } ),
				CLOUD_TAGS.workspaces
			);
		},
	{
		isFulfilled: (
			state: WorkspacesState,
			kind: WorkspaceListKind,
			page: number
		) => hasPage( state.lists[ kind ], page ),
	}
);

export const getWorkspaceOptions = Object.assign(
	(): WorkspacesThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			await recordRequest(
				() => fetchWorkspaces( { listOnly: true } ),
				( { data } ) =>
					dispatch( { type: 'RECEIVE_OPTIONS', workspaces: data } ),
				( error ) =>
					dispatch( {
						type: 'RECEIVE_ERROR',
						key: OPTIONS_KEY,
						error,
					} ),
				CLOUD_TAGS.options
			);
		},
	{ isFulfilled: ( state: WorkspacesState ) => state.options !== null }
);
