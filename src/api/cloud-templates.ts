/**
 * "Add to saved templates" (issue [26] item 5): a cloud file pushed from a
 * saved template, or a library item a hub published from one, becomes one
 * of this site's again, with its display conditions
 * (`Stencilbox\Site\Rest\CloudController`, `ImportController`,
 * `TemplateLanding`).
 *
 * Its path lives here, not in `endpoints.ts`: only the lazy chunk of the
 * dialog that asks for it loads this file, and the library's first chunk,
 * which carries `ENDPOINTS`, is at its budget (`npm run size`).
 * `tests/php/Support/EndpointsTest.php` checks this table as well.
 */
/**
 * Internal dependencies
 */
import { request } from './client';
import type * as Answers from './generated/answers';

export type { AddTemplateResponse } from './generated/answers';

/**
 * The boot data's `capabilities` name for whether the user may choose where
 * saved templates are displayed (`Names::CAP_DISPLAY_CONDITIONS`; NamesTest
 * compares them): without it, the file's display conditions are left out.
 * Here, for the same reason as the path below: not in `NAMES` (every
 * block-editor load) nor the library's first chunk.
 */
export const CAP_DISPLAY_CONDITIONS = 'stencilbox_display_conditions';

/** Site routes of this file (with the file or item id appended). */
export const CLOUD_TEMPLATE_ENDPOINTS = {
	/** POST with the id appended: {status, message, id, created, updated, dropped, type, platform, edit_url}. */
	cloudsAddTemplate: '/clouds/add-template/',
	/** POST with the item id and `/add-template` appended: the same answer. */
	itemsAddTemplate: '/items/',
} as const;

/** What becomes a saved template: a cloud file or a library item. */
export type TemplateOrigin = 'file' | 'item';

/**
 * `POST /clouds/add-template/{id}` (a file) or `POST
 * /items/{id}/add-template` (an item): adds it to this site's saved
 * templates, or finds (and, when it changed, updates) the one it became
 * before.
 *
 * @param id   The cloud file or library item.
 * @param from Which of the two it is.
 */
export function addToSavedTemplates(
	id: number,
	from: TemplateOrigin = 'file'
): Promise< Answers.AddTemplateResponse > {
	return request(
		from === 'item'
			? `${ CLOUD_TEMPLATE_ENDPOINTS.itemsAddTemplate }${ id }/add-template`
			: `${ CLOUD_TEMPLATE_ENDPOINTS.cloudsAddTemplate }${ id }`,
		{ method: 'POST' }
	);
}
