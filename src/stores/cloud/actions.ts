/**
 * Cloud actions and thunks: the file workflows (copy, move, delete,
 * download, push, add to a WorkSpace), each ending with its result flag and
 * the spec's toast, and the invalidation that follows every change.
 */
/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	addFilesToWorkspace,
	copyMoveFile,
	deleteFile,
	downloadFile,
	renameFile,
	uploadTemplate,
	type CloudFile,
	type DownloadFormat,
	type DownloadResponse,
	type UploadPayload,
	type UploadResponse,
} from '../../api/cloud';
import { TOAST_MS } from '../../utils/constants';
import { CLOUD_TAGS, runOperation, syncAccountThunk } from '../shared';
import { store as uiStore } from '../ui';
import type {
	CloudAction,
	CloudOperationKind,
	CloudThunk,
	FilesArgs,
	WorkspaceFilesArgs,
} from './types';

/**
 * Remembers the page a list shows.
 *
 * @param key  List key (`filesKey()` / `workspaceFilesKey()`).
 * @param page Page.
 */
export function setCurrentPage( key: string, page: number ): CloudAction {
	return { type: 'SET_CURRENT_PAGE', key, page };
}

/**
 * Forgets the last workflow's result (a modal closed).
 */
export function resetOperation(): CloudAction {
	return { type: 'SET_OPERATION', operation: null };
}

/**
 * Follows the signed-in account: another account drops everything.
 *
 * @param account Account id, or null when signed out.
 */
export const syncAccount = ( account: number | null ): CloudThunk =>
	syncAccountThunk( account );

/**
 * Drops every file list and the usage: they are asked for again when
 * shown (after any change to files or WorkSpaces).
 */
export const invalidateFiles =
	(): CloudThunk =>
	( { dispatch } ) => {
		dispatch( { type: 'DROP_LISTS' } );
		for ( const selector of [
			'getFilesPage',
			'getWorkspaceFiles',
			'getUsage',
		] as const ) {
			dispatch.invalidateResolutionForStoreSelector( selector );
		}
	};

/**
 * Asks for a page of files again (after a failure).
 *
 * @param args Request.
 */
export const retryFiles =
	( args: FilesArgs ): CloudThunk =>
	( { dispatch } ) => {
		dispatch.invalidateResolution( 'getFilesPage', [ args ] );
	};

/**
 * Asks for a page of a WorkSpace's files again (after a failure).
 *
 * @param args Request.
 */
export const retryWorkspaceFiles =
	( args: WorkspaceFilesArgs ): CloudThunk =>
	( { dispatch } ) => {
		dispatch.invalidateResolution( 'getWorkspaceFiles', [ args ] );
	};

/**
 * Runs a file workflow: result flag, toast, and (when it changed files)
 * the lists asked for again.
 *
 * @param kind           Which workflow.
 * @param call           The request.
 * @param toasts         What to say.
 * @param toasts.success Said on success (null: nothing).
 * @param toasts.failure Said on failure before the server's message (null: the message alone).
 * @param changes        Whether success changed files.
 * @return The answer, or null on failure.
 */
/** The internal code each file workflow's failure is logged under. */
const FILE_TAGS: Record< CloudOperationKind, string > = {
	copy: CLOUD_TAGS.copyMove,
	move: CLOUD_TAGS.copyMove,
	rename: CLOUD_TAGS.copyMove,
	delete: CLOUD_TAGS.deleteFile,
	download: CLOUD_TAGS.download,
	push: CLOUD_TAGS.push,
	add: CLOUD_TAGS.add,
};

function fileWorkflow< T >(
	kind: CloudOperationKind,
	call: () => Promise< T >,
	toasts: { success: string | null; failure: string | null },
	changes = true
): CloudThunk< Promise< T | null > > {
	return async ( { dispatch, registry, select } ) => {
		const answer = await runOperation(
			kind,
			call,
			( operation ) => dispatch( { type: 'SET_OPERATION', operation } ),
			FILE_TAGS[ kind ]
		);
		const ui = registry.dispatch( uiStore );
		if ( answer === null ) {
			const error = select.getOperation()?.error;
			ui.showToast(
				[ toasts.failure, error?.message ]
					.filter( Boolean )
					.join( ' ' ),
				{ status: 'error', duration: TOAST_MS.push }
			);
			return null;
		}
		if ( changes ) {
			dispatch.invalidateFiles();
		}
		if ( toasts.success ) {
			ui.showToast( toasts.success );
		}
		return answer;
	};
}

/**
 * Copies or moves a file (0 is My Clouds).
 *
 * @param file        File.
 * @param workspaceId Destination.
 * @param action      copy or move.
 */
export const copyMove =
	(
		file: CloudFile,
		workspaceId: number,
		action: 'copy' | 'move'
	): CloudThunk< Promise< boolean > > =>
	async ( args ) =>
		null !==
		( await fileWorkflow(
			action,
			() => copyMoveFile( file.id, workspaceId, action ),
			{
				success:
					action === 'copy'
						? __( 'Successfully Copied', 'stencilbox' )
						: __( 'Successfully Moved', 'stencilbox' ),
				failure: __( 'Something went wrong!', 'stencilbox' ),
			}
		)( args ) );

/**
 * Renames a file (its content and versions stay).
 *
 * @param file File.
 * @param name New name.
 */
export const rename =
	( file: CloudFile, name: string ): CloudThunk< Promise< boolean > > =>
	async ( args ) =>
		null !==
		( await fileWorkflow(
			'rename',
			() => renameFile( file.id, name.trim() ),
			{
				success: __( 'Successfully Renamed', 'stencilbox' ),
				failure: __( 'Something went wrong!', 'stencilbox' ),
			}
		)( args ) );

/**
 * Deletes a file.
 *
 * @param file        File.
 * @param inWorkspace From a WorkSpace's list (the WorkSpace item route).
 */
export const removeFile =
	(
		file: CloudFile,
		inWorkspace = false
	): CloudThunk< Promise< boolean > > =>
	async ( args ) =>
		null !==
		( await fileWorkflow(
			'delete',
			() => deleteFile( file.id, inWorkspace ),
			{
				success: [
					__( 'Successfully Deleted!', 'stencilbox' ),
					__(
						'You have deleted a file from your cloud.',
						'stencilbox'
					),
				].join( ' ' ),
				failure: __(
					'Something went wrong regarding deleting your file. Try Later or Contact for Support.',
					'stencilbox'
				),
			}
		)( args ) );

/**
 * Asks for a file's short-lived download address (the caller opens it).
 *
 * @param file   File.
 * @param format Our template file, or (an Elementor file) Elementor's export.
 * @return The answer, or null on failure.
 */
export const download =
	(
		file: CloudFile,
		format: DownloadFormat = 'stencilbox'
	): CloudThunk< Promise< DownloadResponse | null > > =>
	( args ) =>
		fileWorkflow(
			'download',
			() => downloadFile( file.id, format ),
			{
				success: __( 'Successfully Downloaded!', 'stencilbox' ),
				failure: __( 'Download Failed!!!', 'stencilbox' ),
			},
			false
		)( args );

/**
 * Adds copies of files to a WorkSpace ("push to workspace", the add-files
 * dialog).
 *
 * @param workspaceId WorkSpace.
 * @param fileIds     Files.
 */
export const addToWorkspace =
	(
		workspaceId: number,
		fileIds: number[]
	): CloudThunk< Promise< boolean > > =>
	async ( args ) =>
		null !==
		( await fileWorkflow(
			'add',
			() => addFilesToWorkspace( workspaceId, fileIds ),
			{
				success: [
					__( 'Successfully Added!', 'stencilbox' ),
					// The spec's sentence for one file; more are counted.
					fileIds.length === 1
						? __(
								'Your file has been added to this workspace.',
								'stencilbox'
							)
						: sprintf(
								/* translators: %d: number of files (2 or more) */
								_n(
									'Your %d file has been added to this workspace.',
									'Your %d files have been added to this workspace.',
									fileIds.length,
									'stencilbox'
								),
								fileIds.length
							),
				].join( ' ' ),
				failure: __( 'Something went wrong!', 'stencilbox' ),
			}
		)( args ) );

/**
 * Pushes a template. From Save & Push (`redirect`): 'Successfully Pushed!'
 * with the spec's message for 1.5 s, after which the screen goes to the
 * answer's route. An uploaded file (`stay`): 'Successfully Pushed' with the
 * server's message. A failure: 'Something must went wrong!' with the
 * server's message.
 *
 * @param payload What and where.
 * @param then    `redirect` (Save & Push) or `stay` (Upload).
 * @return The answer, or null on failure.
 */
export const push =
	(
		payload: UploadPayload,
		then: 'redirect' | 'stay' = 'redirect'
	): CloudThunk< Promise< UploadResponse | null > > =>
	async ( args ) => {
		const answer = await fileWorkflow(
			'push',
			() => uploadTemplate( payload ),
			{
				success: null,
				failure: __( 'Something must went wrong!', 'stencilbox' ),
			}
		)( args );
		if ( answer ) {
			args.registry
				.dispatch( uiStore )
				.showToast(
					then === 'redirect'
						? [
								__( 'Successfully Pushed!', 'stencilbox' ),
								__(
									'Your template is successfully pushed to your desire cloud folder. You will be redirected there.',
									'stencilbox'
								),
							].join( ' ' )
						: [
								__( 'Successfully Pushed', 'stencilbox' ),
								answer.message,
							].join( ' ' ),
					{ duration: TOAST_MS.push }
				);
		}
		return answer;
	};
