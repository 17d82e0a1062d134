/**
 * Versions actions and thunks: check again, apply updates (pristine ones,
 * or edited ones once the user chose "Replace my changes"), merge an edited
 * one ("Merge my changes") and resolve its conflicts, restore a cloud
 * file's version.
 */
/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	applyUpdates as applyUpdatesCall,
	mergeUpdates,
	resolveUpdate,
	restoreVersion,
} from '../../api/versions';
import type { ConflictPick, UpdateConflicted } from '../../api/versions';
import { TOAST_MS } from '../../utils/constants';
import { toStoreError } from '../shared';
import { store as cloudStore } from '../cloud';
import { store as uiStore } from '../ui';
import { UPDATES_KEY } from './constants';
import type {
	ApplyOutcome,
	ApplyResponse,
	MergeOutcome,
	RestoreOutcome,
	VersionsThunk,
} from './types';

/** Most places one request applies (UpdatesController::APPLY_MAX). */
const APPLY_MAX = 100;

/**
 * Asks the hub afresh for the updates list (and so the count).
 */
export const refreshUpdates =
	(): VersionsThunk =>
	( { dispatch } ) => {
		dispatch( { type: 'RECEIVE_ERROR', key: UPDATES_KEY, error: null } );
		dispatch.invalidateResolution( 'getUpdates', [] );
		dispatch.invalidateResolution( 'getUpdatesCount', [] );
	};

/**
 * Applies updates; the list and the count are asked for again. A toast
 * says how many places were updated; an edited place without `replace`
 * is skipped (the server says why).
 *
 * @param ids     Updates.
 * @param replace The user chose "Replace my changes" after seeing both.
 */
export const applyUpdates =
	(
		ids: number[],
		replace = false
	): VersionsThunk< Promise< ApplyOutcome > > =>
	async ( { dispatch, registry } ) => {
		dispatch( { type: 'SET_APPLYING', ids, busy: true } );
		try {
			// The route takes APPLY_MAX places at a time.
			let result: ApplyResponse | null = null;
			for ( let at = 0; at < ids.length; at += APPLY_MAX ) {
				const part = await applyUpdatesCall(
					ids.slice( at, at + APPLY_MAX ),
					replace
				);
				if ( result ) {
					const updated: ApplyResponse[ 'updated' ] = [
						...result.updated,
						...part.updated,
					];
					result = {
						...part,
						message: sprintf(
							/* translators: %d: how many places were updated. */
							_n(
								'%d place was updated.',
								'%d places were updated.',
								updated.length,
								'stencilbox'
							),
							updated.length
						),
						updated,
						skipped: [ ...result.skipped, ...part.skipped ],
						failed: [ ...result.failed, ...part.failed ],
					};
				} else {
					result = part;
				}
			}
			if ( ! result ) {
				return {
					status: 'failed',
					error: {
						code: 'invalid_data',
						message: __( 'Nothing to update.', 'stencilbox' ),
						status: 0,
					},
				};
			}
			const failed = [ ...result.failed, ...result.skipped ];
			registry
				.dispatch( uiStore )
				.showToast(
					failed.length > 0 && result.updated.length === 0
						? failed[ 0 ].message
						: result.message,
					{
						status:
							failed.length > 0 && result.updated.length === 0
								? 'error'
								: 'success',
						duration: TOAST_MS.push,
					}
				);
			dispatch.refreshUpdates();
			return { status: 'done', result };
		} catch ( thrown ) {
			const error = toStoreError( thrown );
			registry.dispatch( uiStore ).showToast( error.message, {
				status: 'error',
				duration: TOAST_MS.push,
			} );
			return { status: 'failed', error };
		} finally {
			dispatch( { type: 'SET_APPLYING', ids, busy: false } );
		}
	};

/**
 * Merges an edited place with its newest version ("Merge my changes"): the
 * new design, the content changed here kept. Conflicts come back for the
 * user to pick (nothing was written); the list is asked for again once
 * something was.
 *
 * @param id The update.
 */
export const mergeUpdate =
	( id: number ): VersionsThunk< Promise< MergeOutcome > > =>
	async ( { dispatch, registry } ) => {
		dispatch( { type: 'SET_APPLYING', ids: [ id ], busy: true } );
		try {
			const answer = await mergeUpdates( [ id ] );
			if ( answer.conflicted.length > 0 ) {
				return {
					status: 'conflicted',
					conflicted: answer.conflicted[ 0 ],
				};
			}
			const refused = [ ...answer.failed, ...answer.skipped ];
			if ( answer.merged.length === 0 && answer.updated.length === 0 ) {
				const message =
					refused[ 0 ]?.message ??
					__( 'Nothing to update.', 'stencilbox' );
				registry.dispatch( uiStore ).showToast( message, {
					status: 'error',
					duration: TOAST_MS.push,
				} );
				return {
					status: 'failed',
					error: {
						code: refused[ 0 ]?.code ?? 'invalid_data',
						message,
						status: 0,
					},
				};
			}
			registry
				.dispatch( uiStore )
				.showToast(
					answer.merged.length > 0
						? __(
								'Your changes were merged with the new version.',
								'stencilbox'
							)
						: answer.message,
					{ duration: TOAST_MS.push }
				);
			dispatch.refreshUpdates();
			return { status: 'merged' };
		} catch ( thrown ) {
			const error = toStoreError( thrown );
			registry.dispatch( uiStore ).showToast( error.message, {
				status: 'error',
				duration: TOAST_MS.push,
			} );
			return { status: 'failed', error };
		} finally {
			dispatch( { type: 'SET_APPLYING', ids: [ id ], busy: false } );
		}
	};

/**
 * Writes a merge with the user's side for each of its conflicts.
 *
 * @param conflicted The conflicts, as the merge answered them.
 * @param picks      A side per conflict.
 */
export const resolveConflicts =
	(
		conflicted: UpdateConflicted,
		picks: ConflictPick[]
	): VersionsThunk< Promise< MergeOutcome > > =>
	async ( { dispatch, registry } ) => {
		const ids = [ conflicted.id ];
		dispatch( { type: 'SET_APPLYING', ids, busy: true } );
		try {
			const answer = await resolveUpdate( conflicted, picks );
			registry.dispatch( uiStore ).showToast( answer.message, {
				duration: TOAST_MS.push,
			} );
			dispatch.refreshUpdates();
			return { status: 'merged' };
		} catch ( thrown ) {
			return { status: 'failed', error: toStoreError( thrown ) };
		} finally {
			dispatch( { type: 'SET_APPLYING', ids, busy: false } );
		}
	};

/**
 * Makes an earlier version of a cloud file its newest; the file's versions
 * and the cloud's lists are asked for again.
 *
 * @param file   File id.
 * @param number Version.
 */
export const restoreFileVersion =
	(
		file: number,
		number: number
	): VersionsThunk< Promise< RestoreOutcome > > =>
	async ( { dispatch, registry } ) => {
		try {
			const answer = await restoreVersion( file, number );
			dispatch.invalidateResolution( 'getFileVersions', [ file ] );
			registry.dispatch( cloudStore ).invalidateFiles();
			registry.dispatch( uiStore ).showToast( answer.message, {
				duration: TOAST_MS.push,
			} );
			return { status: 'restored', message: answer.message };
		} catch ( thrown ) {
			return { status: 'failed', error: toStoreError( thrown ) };
		}
	};

/**
 * Forgets a file's versions (they are asked for again when shown).
 *
 * @param file File id.
 */
export const invalidateFileVersions =
	( file: number ): VersionsThunk =>
	( { dispatch } ) => {
		dispatch.invalidateResolution( 'getFileVersions', [ file ] );
	};
