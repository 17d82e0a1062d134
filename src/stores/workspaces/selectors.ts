/**
 * WordPress dependencies
 */
import { createSelector } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { isDone, readPage, type ListPage } from '../shared';
import { OPTIONS_KEY } from './constants';
import type { Workspace, WorkspaceListKind, WorkspacesState } from './types';

/**
 * The account the lists belong to (undefined before the first).
 *
 * @param state Store state.
 */
export const getSyncedAccount = ( state: WorkspacesState ) => state.account;

/**
 * A page of own or shared WorkSpaces, or undefined while not cached.
 *
 * @param state Store state.
 * @param kind  Own or shared.
 * @param page  Page.
 */
export const getWorkspacesPage = createSelector(
	(
		state: WorkspacesState,
		kind: WorkspaceListKind,
		page: number
	): ListPage< Workspace > | undefined =>
		readPage( state.lists[ kind ], page, ( id ) => state.workspaces[ id ] ),
	( state: WorkspacesState, kind: WorkspaceListKind ) => [
		state.lists[ kind ],
		state.workspaces,
	]
);

/**
 * The error of a failed list page, if any.
 *
 * @param state Store state.
 * @param kind  Own or shared.
 * @param page  Page.
 */
export const getWorkspacesError = (
	state: WorkspacesState,
	kind: WorkspaceListKind,
	page: number
) => state.errors[ `${ kind }|${ page }` ];

/**
 * Every WorkSpace the account owns, then every one shared with it (the
 * pickers' options), or null while not loaded.
 *
 * @param state Store state.
 */
export const getWorkspaceOptions = createSelector(
	( state: WorkspacesState ): Workspace[] | null =>
		state.options?.map( ( id ) => state.workspaces[ id ] ) ?? null,
	( state: WorkspacesState ) => [ state.options, state.workspaces ]
);

/**
 * The error of the pickers' list, if any.
 *
 * @param state Store state.
 */
export const getOptionsError = ( state: WorkspacesState ) =>
	state.errors[ OPTIONS_KEY ];

/**
 * The page a list shows.
 *
 * @param state Store state.
 * @param kind  Own or shared.
 */
export const getCurrentPage = (
	state: WorkspacesState,
	kind: WorkspaceListKind
) => state.currentPage[ kind ];

/**
 * The last workflow.
 *
 * @param state Store state.
 */
export const getOperation = ( state: WorkspacesState ) => state.operation;

/**
 * The spec's result flags of the last workflow.
 *
 * @param state Store state.
 */
export const getResultFlags = createSelector(
	( state: WorkspacesState ) => ( {
		isCreated: isDone( state.operation, 'create' ),
		isSaved: isDone( state.operation, 'save' ),
		isDeleted: isDone( state.operation, 'delete' ),
	} ),
	( state: WorkspacesState ) => [ state.operation ]
);

/**
 * Whether a workflow is running (Save and Delete show a loading state).
 *
 * @param state Store state.
 */
export const isBusy = ( state: WorkspacesState ) =>
	state.operation?.status === 'busy';
