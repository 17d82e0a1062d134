/**
 * WorkSpace actions and thunks: create, save (rename, share, un-share) and
 * delete, each with its loading state, result flag and the spec's toast;
 * the files follow (a deleted WorkSpace's files go back to My Clouds, a
 * removed member's files leave the list).
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	createWorkspace,
	deleteWorkspace,
	saveWorkspace,
	type Workspace,
} from '../../api/cloud';
import { store as cloudStore } from '../cloud';
import { CLOUD_TAGS, runOperation, syncAccountThunk } from '../shared';
import { store as uiStore } from '../ui';
import type {
	WorkspaceListKind,
	WorkspaceOperationKind,
	WorkspacesAction,
	WorkspacesThunk,
} from './types';

/**
 * Remembers the page a list shows.
 *
 * @param kind Own or shared.
 * @param page Page.
 */
export function setCurrentPage(
	kind: WorkspaceListKind,
	page: number
): WorkspacesAction {
	return { type: 'SET_CURRENT_PAGE', key: kind, page };
}

/**
 * Forgets the last workflow's result (a modal closed).
 */
export function resetOperation(): WorkspacesAction {
	return { type: 'SET_OPERATION', operation: null };
}

/**
 * Follows the signed-in account: another account drops everything.
 *
 * @param account Account id, or null when signed out.
 */
export const syncAccount = ( account: number | null ): WorkspacesThunk =>
	syncAccountThunk( account );

/**
 * Drops the lists and the pickers' options (asked for again when shown).
 */
export const invalidateWorkspaces =
	(): WorkspacesThunk =>
	( { dispatch } ) => {
		dispatch( { type: 'DROP_LISTS' } );
		dispatch.invalidateResolutionForStoreSelector( 'getWorkspacesPage' );
		dispatch.invalidateResolutionForStoreSelector( 'getWorkspaceOptions' );
	};

/**
 * Asks for a list page again (after a failure).
 *
 * @param kind Own or shared.
 * @param page Page.
 */
export const retryWorkspaces =
	( kind: WorkspaceListKind, page: number ): WorkspacesThunk =>
	( { dispatch } ) => {
		dispatch.invalidateResolution( 'getWorkspacesPage', [ kind, page ] );
	};

/**
 * What sharing did with the addresses given: who was invited (no account
 * yet) and who can use the WorkSpace now, for the success toast.
 *
 * @param emails    Addresses added.
 * @param workspace The WorkSpace as the server answered.
 */
export function sharingNote( emails: string[], workspace: Workspace ): string {
	const invited = emails.filter( ( email ) =>
		( workspace.pending_invitations ?? [] ).includes( email )
	);
	const members = emails.filter( ( email ) =>
		( workspace.share_with ?? [] ).includes( email )
	);
	return [
		invited.length > 0 &&
			sprintf(
				/* translators: %s: email addresses, comma-separated */
				__( 'Invitation sent to %s.', 'stencilbox' ),
				invited.join( ', ' )
			),
		members.length > 0 &&
			sprintf(
				/* translators: %s: email addresses, comma-separated */
				__( 'Shared with %s.', 'stencilbox' ),
				members.join( ', ' )
			),
	]
		.filter( Boolean )
		.join( ' ' );
}

/**
 * Runs a WorkSpace workflow: loading state, result flag, toasts, and the
 * lists (and files) asked for again after a change.
 *
 * @param kind    Which workflow.
 * @param call    The request; its `message` is the success toast.
 * @param failure The spec's failure text (the server's message follows).
 * @param note    More to say after the success message.
 * @return The answer, or null on failure.
 */
function workspaceWorkflow< T extends { message: string } >(
	kind: WorkspaceOperationKind,
	call: () => Promise< T >,
	failure: string,
	note: ( answer: T ) => string = () => ''
): WorkspacesThunk< Promise< T | null > > {
	return async ( { dispatch, registry, select } ) => {
		const answer = await runOperation(
			kind,
			call,
			( operation ) => dispatch( { type: 'SET_OPERATION', operation } ),
			CLOUD_TAGS[ kind ]
		);
		const ui = registry.dispatch( uiStore );
		if ( answer === null ) {
			ui.showToast(
				[ failure, select.getOperation()?.error?.message ]
					.filter( Boolean )
					.join( ' ' ),
				{ status: 'error' }
			);
			return null;
		}
		dispatch.invalidateWorkspaces();
		registry.dispatch( cloudStore ).invalidateFiles();
		ui.showToast( [ answer.message, note( answer ) ].join( ' ' ).trim() );
		return answer;
	};
}

/**
 * Creates a WorkSpace ('You have created a WorkSpace called {title}').
 *
 * @param title  Title.
 * @param emails Addresses to share it with.
 * @return The new WorkSpace, or null on failure.
 */
export const create =
	(
		title: string,
		emails: string[]
	): WorkspacesThunk< Promise< Workspace | null > > =>
	async ( args ) =>
		(
			await workspaceWorkflow(
				'create',
				() => createWorkspace( title.trim(), emails ),
				__(
					'Something went wrong while creating workspace for you. Try Later or Contact support.',
					'stencilbox'
				),
				( answer ) => sharingNote( emails, answer.workspace )
			)( args )
		)?.workspace ?? null;

/**
 * Saves a WorkSpace's title and people ('Successfully Saved').
 *
 * @param workspace      The WorkSpace.
 * @param changes        New title, addresses to add and to remove.
 * @param changes.title  New title.
 * @param changes.add    Addresses to add.
 * @param changes.remove Addresses to remove.
 * @return Whether it was saved.
 */
export const save =
	(
		workspace: Workspace,
		changes: { title: string; add: string[]; remove: string[] }
	): WorkspacesThunk< Promise< boolean > > =>
	async ( args ) =>
		null !==
		( await workspaceWorkflow(
			'save',
			() =>
				saveWorkspace( workspace, {
					...changes,
					title: changes.title.trim(),
				} ),
			__(
				'Something went wrong regarding changes in your WorkSpace. Try Later or Contact support.',
				'stencilbox'
			),
			( answer ) => sharingNote( changes.add, answer.workspace )
		)( args ) );

/**
 * Deletes a WorkSpace ('Successfully Deleted'); without `deleteFiles` its
 * files go back to their owners' My Clouds.
 *
 * @param workspace   The WorkSpace.
 * @param deleteFiles Delete your files in it too.
 * @return Whether it was deleted.
 */
export const remove =
	(
		workspace: Workspace,
		deleteFiles: boolean
	): WorkspacesThunk< Promise< boolean > > =>
	async ( args ) =>
		null !==
		( await workspaceWorkflow(
			'delete',
			() => deleteWorkspace( workspace.id, deleteFiles ),
			__(
				'Something went wrong regarding deleting your WorkSpace. Try Later or Contact Support.',
				'stencilbox'
			)
		)( args ) );
