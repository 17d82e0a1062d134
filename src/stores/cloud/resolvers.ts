/**
 * Resolvers fetch once and cache (rules in `cache.ts`).
 */
/**
 * Internal dependencies
 */
import { fetchFiles, fetchUsage, fetchWorkspace } from '../../api/cloud';
import { CLOUD_TAGS, hasPage, recordRequest } from '../shared';
import {
	filesKey,
	filesRequestKey,
	workspaceFilesKey,
	workspaceFilesRequestKey,
} from './cache';
import { FILES_PER_PAGE, SOURCE_PAGE_SIZE, USAGE_KEY } from './constants';
import type {
	CloudState,
	CloudThunk,
	FilesArgs,
	WorkspaceFilesArgs,
} from './types';

export const getUsage = Object.assign(
	(): CloudThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			await recordRequest(
				fetchUsage,
				( { data } ) =>
					dispatch( { type: 'RECEIVE_USAGE', usage: data } ),
				( error ) =>
					dispatch( {
						type: 'RECEIVE_ERROR',
						key: USAGE_KEY,
						error,
					} ),
				CLOUD_TAGS.usage
			);
		},
	{ isFulfilled: ( state: CloudState ) => state.usage !== null }
);

export const getFilesPage = Object.assign(
	( args: FilesArgs ): CloudThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			const key = filesRequestKey( args );
			await recordRequest(
				() =>
					fetchFiles( {
						...args,
						// The add dialog shows a few at first; a search finds the rest.
						per_page:
							args.source === 'clouds' || args.search
								? FILES_PER_PAGE
								: SOURCE_PAGE_SIZE,
					} ),
				( { files } ) =>
					dispatch( {
						type: 'RECEIVE_FILES',
						key: filesKey( args ),
						page: args.page,
						result: files,
					} ),
				( error ) => dispatch( { type: 'RECEIVE_ERROR', key, error } ),
				CLOUD_TAGS.files
			);
		},
	{
		isFulfilled: ( state: CloudState, args: FilesArgs ) =>
			hasPage( state.lists[ filesKey( args ) ], args.page ),
	}
);

export const getWorkspaceFiles = Object.assign(
	( args: WorkspaceFilesArgs ): CloudThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			const key = workspaceFilesRequestKey( args );
			await recordRequest(
				() => fetchWorkspace( args.slug, args ),
				( { workspace, files } ) => {
					dispatch( { type: 'RECEIVE_WORKSPACE', workspace } );
					dispatch( {
						type: 'RECEIVE_FILES',
						key: workspaceFilesKey( args ),
						page: args.page,
						result: files,
					} );
				},
				( error ) => dispatch( { type: 'RECEIVE_ERROR', key, error } ),
				CLOUD_TAGS.files
			);
		},
	{
		isFulfilled: ( state: CloudState, args: WorkspaceFilesArgs ) =>
			hasPage( state.lists[ workspaceFilesKey( args ) ], args.page ),
	}
);
