/**
 * The templates store's keys (spec part 2 §4, §7):
 *
 * - the saved-templates list is cached per platform and page; a delete, a
 *   create or saved conditions drop every cached page (the list changed);
 * - a template's conditions are cached per template;
 * - condition options are cached per source and search text.
 */
/**
 * Internal dependencies
 */
import type { Platform } from '../../utils/platform';

/**
 * Request key of a list page (for errors).
 *
 * @param platform Platform.
 * @param page     Page.
 */
export function listRequestKey( platform: Platform, page: number ): string {
	return `list|${ platform }|${ page }`;
}

/**
 * Request key of a template's conditions.
 *
 * @param templateId Template id.
 */
export function conditionsRequestKey( templateId: number ): string {
	return `conditions|${ templateId }`;
}

/**
 * Key of the options of a source for a search text.
 *
 * @param query  Source.
 * @param search Search text.
 */
export function optionsKey( query: string, search: string ): string {
	return `${ query }|${ search.trim() }`;
}
