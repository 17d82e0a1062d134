/**
 * WordPress dependencies
 */
import { createSelector } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { SavedTemplate } from '../../api/templates';
import type { Platform } from '../../utils/platform';
import { readPage, type ListPage } from '../shared';
import { conditionsRequestKey, listRequestKey, optionsKey } from './cache';
import type { TemplatesState } from './types';

/**
 * A page of a platform's saved templates, or undefined while not cached.
 *
 * @param state    Store state.
 * @param platform Platform.
 * @param page     Page.
 */
export const getTemplatesPage = createSelector(
	(
		state: TemplatesState,
		platform: Platform,
		page: number
	): ListPage< SavedTemplate > | undefined =>
		readPage(
			state.lists[ platform ],
			page,
			( id ) => state.templates[ id ]
		),
	( state: TemplatesState, platform: Platform ) => [
		state.lists[ platform ],
		state.templates,
	]
);

/**
 * The error of a failed list page, if any.
 *
 * @param state    Store state.
 * @param platform Platform.
 * @param page     Page.
 */
export const getTemplatesError = (
	state: TemplatesState,
	platform: Platform,
	page: number
) => state.errors[ listRequestKey( platform, page ) ];

/**
 * The page a platform's list shows (1 by default).
 *
 * @param state    Store state.
 * @param platform Platform.
 */
export const getCurrentPage = (
	state: TemplatesState,
	platform: Platform
): number => state.currentPage[ platform ] ?? 1;

/**
 * What the last list answer said of the editors on this site, in the boot
 * data's form (null before the first list answer).
 *
 * @param state Store state.
 */
export const getSite = ( state: TemplatesState ) => state.site;

/**
 * A template's conditions and the modal's config, or undefined while not loaded.
 *
 * @param state      Store state.
 * @param templateId Template id.
 */
export const getConditions = ( state: TemplatesState, templateId: number ) =>
	state.conditions[ templateId ];

/**
 * The error of failed conditions, if any.
 *
 * @param state      Store state.
 * @param templateId Template id.
 */
export const getConditionsError = (
	state: TemplatesState,
	templateId: number
) => state.errors[ conditionsRequestKey( templateId ) ];

/**
 * The options of a condition source for a search, or undefined while not
 * loaded (a failed search has none: an empty list).
 *
 * @param state  Store state.
 * @param query  Source.
 * @param search Search text.
 */
export const getConditionOptions = (
	state: TemplatesState,
	query: string,
	search: string
) => state.options[ optionsKey( query, search ) ];
