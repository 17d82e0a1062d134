/**
 * Templates actions and thunks: delete (kits need a forced second try),
 * create, save conditions, retries and the list's page.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	createTemplate as createTemplateCall,
	deleteSavedTemplate,
	saveConditions as saveConditionsCall,
	type Condition,
	type SavedTemplateType,
} from '../../api/templates';
import { TOAST_MS } from '../../utils/constants';
import type { Platform } from '../../utils/platform';
import { CLOUD_TAGS, logFailure, toStoreError } from '../shared';
import { store as uiStore } from '../ui';
import { conditionsRequestKey, listRequestKey } from './cache';
import type {
	CreateOutcome,
	DeleteOutcome,
	SaveOutcome,
	TemplatesAction,
	TemplatesThunk,
} from './types';

/**
 * Remembers the page a platform's list shows.
 *
 * @param platform Platform.
 * @param page     Page.
 */
export function setCurrentPage(
	platform: Platform,
	page: number
): TemplatesAction {
	return { type: 'SET_CURRENT_PAGE', platform, page };
}

/**
 * Drops every cached list page: they are asked for again when shown.
 */
export const invalidateLists =
	(): TemplatesThunk =>
	( { dispatch } ) => {
		dispatch( { type: 'DROP_LISTS' } );
		dispatch.invalidateResolutionForStoreSelector( 'getTemplatesPage' );
	};

/**
 * Asks for a failed list page again.
 *
 * @param platform Platform.
 * @param page     Page.
 */
export const retryTemplates =
	( platform: Platform, page: number ): TemplatesThunk =>
	( { dispatch } ) => {
		dispatch( {
			type: 'RECEIVE_ERROR',
			key: listRequestKey( platform, page ),
			error: null,
		} );
		dispatch.invalidateResolution( 'getTemplatesPage', [ platform, page ] );
	};

/**
 * Asks for a template's conditions again (each opening of the modal reads
 * them fresh: another tab or user may have changed them).
 *
 * @param templateId Template id.
 */
export const refreshConditions =
	( templateId: number ): TemplatesThunk =>
	( { dispatch } ) => {
		dispatch( {
			type: 'RECEIVE_ERROR',
			key: conditionsRequestKey( templateId ),
			error: null,
		} );
		dispatch.invalidateResolution( 'getConditions', [ templateId ] );
	};

/**
 * Deletes a saved template. A kit answers `cant_delete_kit` until `force`
 * (the caller warns first); a user who may not delete gets the server's
 * `invalid_permission` message. A delete shows 'Successfully Deleted' for
 * 1.5 s (spec §9) and the list is asked for again.
 *
 * @param id    Template id.
 * @param force Delete a kit too.
 */
export const deleteTemplate =
	( id: number, force = false ): TemplatesThunk< Promise< DeleteOutcome > > =>
	async ( { dispatch, registry } ) => {
		try {
			const response = await deleteSavedTemplate( id, force );
			dispatch.invalidateLists();
			registry
				.dispatch( uiStore )
				.showToast( __( 'Successfully Deleted', 'stencilbox' ), {
					duration: TOAST_MS.templateDelete,
				} );
			return { status: 'deleted', isKit: response.is_kit };
		} catch ( thrown ) {
			const error = toStoreError( thrown );
			if ( error.code === 'cant_delete_kit' && ! force ) {
				return { status: 'kit', message: error.message };
			}
			logFailure( CLOUD_TAGS.templates, thrown );
			return { status: 'failed', error };
		}
	};

/**
 * Creates a template and answers where to edit it (the caller goes there).
 * A failure is logged (spec §8) and answered for the modal to show.
 *
 * @param args          Payload.
 * @param args.platform Platform.
 * @param args.type     Template type.
 * @param args.title    Name (optional).
 */
export const createTemplate =
	( args: {
		platform: Platform;
		type: SavedTemplateType;
		title: string;
	} ): TemplatesThunk< Promise< CreateOutcome > > =>
	async ( { dispatch } ) => {
		try {
			const response = await createTemplateCall( args );
			dispatch.invalidateLists();
			return { status: 'created', url: response.url };
		} catch ( thrown ) {
			const error = toStoreError( thrown );
			// eslint-disable-next-line no-console
			console.error( 'Stencilbox: create template failed', error );
			return { status: 'failed', error };
		}
	};

/**
 * Saves a template's conditions (all of them; the server checks every row
 * and saves nothing when one is wrong).
 *
 * @param templateId Template id.
 * @param conditions Conditions.
 */
export const saveConditions =
	(
		templateId: number,
		conditions: Condition[]
	): TemplatesThunk< Promise< SaveOutcome > > =>
	async ( { dispatch, registry } ) => {
		try {
			const response = await saveConditionsCall( templateId, conditions );
			dispatch( {
				type: 'RECEIVE_CONDITIONS',
				templateId,
				conditions: {
					config: response.config,
					template_conditions: response.template_conditions,
					can_save: response.can_save,
				},
			} );
			dispatch.invalidateLists();
			registry.dispatch( uiStore ).showToast( response.message, {
				duration: TOAST_MS.insert,
			} );
			return { status: 'saved' };
		} catch ( thrown ) {
			logFailure( CLOUD_TAGS.templates, thrown );
			return { status: 'failed', error: toStoreError( thrown ) };
		}
	};
