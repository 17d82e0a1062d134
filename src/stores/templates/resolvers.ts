/**
 * Resolvers fetch once and cache (rules in `cache.ts`).
 */
/**
 * Internal dependencies
 */
import {
	autocompleteCondition,
	fetchConditions,
	fetchSavedTemplates,
} from '../../api/templates';
import type { Platform } from '../../utils/platform';
import { CLOUD_TAGS, hasPage, recordRequest } from '../shared';
import { conditionsRequestKey, listRequestKey, optionsKey } from './cache';
import type { TemplatesState, TemplatesThunk } from './types';

export const getTemplatesPage = Object.assign(
	( platform: Platform, page: number ): TemplatesThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			const key = listRequestKey( platform, page );
			await recordRequest(
				() => fetchSavedTemplates( platform, page ),
				( result ) =>
					dispatch( {
						type: 'RECEIVE_TEMPLATES_PAGE',
						platform,
						page,
						result,
					} ),
				( error ) => dispatch( { type: 'RECEIVE_ERROR', key, error } ),
				CLOUD_TAGS.templates
			);
		},
	{
		isFulfilled: (
			state: TemplatesState,
			platform: Platform,
			page: number
		) => hasPage( state.lists[ platform ], page ),
	}
);

export const getConditions =
	( templateId: number ): TemplatesThunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const key = conditionsRequestKey( templateId );
		await recordRequest(
			() => fetchConditions( templateId ),
			( conditions ) =>
				dispatch( {
					type: 'RECEIVE_CONDITIONS',
					templateId,
					conditions,
				} ),
			( error ) => dispatch( { type: 'RECEIVE_ERROR', key, error } ),
			CLOUD_TAGS.templates
		);
	};

export const getConditionOptions = Object.assign(
	( query: string, search: string ): TemplatesThunk< Promise< void > > =>
		async ( { dispatch } ) => {
			const key = optionsKey( query, search );
			await recordRequest(
				() => autocompleteCondition( query, search.trim() ),
				( options ) =>
					dispatch( { type: 'RECEIVE_OPTIONS', key, options } ),
				// No options to offer: the sub-id field stays hidden (spec §5).
				( error ) =>
					error &&
					dispatch( { type: 'RECEIVE_OPTIONS', key, options: [] } )
			);
		},
	{
		// "news" and "news " are one search.
		isFulfilled: ( state: TemplatesState, query: string, search: string ) =>
			optionsKey( query, search ) in state.options,
	}
);
