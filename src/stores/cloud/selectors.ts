/**
 * WordPress dependencies
 */
import { createSelector } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { isDone, readPage, type ListPage } from '../shared';
import {
	filesKey,
	filesRequestKey,
	workspaceFilesKey,
	workspaceFilesRequestKey,
} from './cache';
import { USAGE_KEY } from './constants';
import type {
	CloudFile,
	CloudState,
	FilesArgs,
	WorkspaceFilesArgs,
} from './types';

/**
 * The account the lists belong to (undefined before the first).
 *
 * @param state Store state.
 */
export const getSyncedAccount = ( state: CloudState ) => state.account;

/**
 * The cloud's usage `{limit, files}`, or null while not loaded.
 *
 * @param state Store state.
 */
export const getUsage = ( state: CloudState ) => state.usage;

/**
 * The error of the usage call, if any.
 *
 * @param state Store state.
 */
export const getUsageError = ( state: CloudState ) => state.errors[ USAGE_KEY ];

/**
 * A page of files (My Clouds or another source), or undefined while not cached.
 *
 * @param state Store state.
 * @param args  Request.
 */
export const getFilesPage = createSelector(
	( state: CloudState, args: FilesArgs ): ListPage< CloudFile > | undefined =>
		readPage(
			state.lists[ filesKey( args ) ],
			args.page,
			( id ) => state.files[ id ]
		),
	( state: CloudState, args: FilesArgs ) => [
		state.lists[ filesKey( args ) ],
		state.files,
	]
);

/**
 * The error of a failed files page, if any.
 *
 * @param state Store state.
 * @param args  Request.
 */
export const getFilesError = ( state: CloudState, args: FilesArgs ) =>
	state.errors[ filesRequestKey( args ) ];

/**
 * A page of a WorkSpace's files, or undefined while not cached.
 *
 * @param state Store state.
 * @param args  Request.
 */
export const getWorkspaceFiles = createSelector(
	(
		state: CloudState,
		args: WorkspaceFilesArgs
	): ListPage< CloudFile > | undefined =>
		readPage(
			state.lists[ workspaceFilesKey( args ) ],
			args.page,
			( id ) => state.files[ id ]
		),
	( state: CloudState, args: WorkspaceFilesArgs ) => [
		state.lists[ workspaceFilesKey( args ) ],
		state.files,
	]
);

/**
 * The error of a failed WorkSpace files page, if any.
 *
 * @param state Store state.
 * @param args  Request.
 */
export const getWorkspaceFilesError = (
	state: CloudState,
	args: WorkspaceFilesArgs
) => state.errors[ workspaceFilesRequestKey( args ) ];

/**
 * A WorkSpace as last received with its files.
 *
 * @param state Store state.
 * @param slug  Slug.
 */
export const getWorkspace = ( state: CloudState, slug: string ) =>
	state.workspaces[ slug ];

/**
 * The page a list shows (1 by default).
 *
 * @param state Store state.
 * @param key   List key.
 */
export const getCurrentPage = ( state: CloudState, key: string ): number =>
	state.currentPage[ key ] ?? 1;

/**
 * The last workflow (kind, busy / done / failed, error).
 *
 * @param state Store state.
 */
export const getOperation = ( state: CloudState ) => state.operation;

/**
 * The spec's result flags of the last workflow.
 *
 * @param state Store state.
 */
export const getResultFlags = createSelector(
	( state: CloudState ) => ( {
		isCopied: isDone( state.operation, 'copy' ),
		isMoved: isDone( state.operation, 'move' ),
		isDeleted: isDone( state.operation, 'delete' ),
		isPushed: isDone( state.operation, 'push' ),
		isDownloaded: isDone( state.operation, 'download' ),
		isAdded: isDone( state.operation, 'add' ),
	} ),
	( state: CloudState ) => [ state.operation ]
);

/**
 * Whether a workflow is running.
 *
 * @param state Store state.
 */
export const isBusy = ( state: CloudState ) =>
	state.operation?.status === 'busy';
