/**
 * Saved templates and display conditions (spec part 2 §3, §7). The PHP
 * route schemas (`Stencilbox\Site\Rest\TemplatesController`,
 * `Stencilbox\Site\Rest\ConditionsController`) are the truth; a PHPUnit
 * test compares real answers with these interfaces.
 */
/**
 * Internal dependencies
 */
import type { Platform } from '../utils/platform';
import { request } from './client';
import { ENDPOINTS } from './endpoints';

/**
 * The template types; PHP's twin is `TemplatePostType::TYPES` (a PHPUnit
 * test compares them). Keep each value a plain string literal.
 */
export const TEMPLATE_TYPES = [
	'page',
	'section',
	'header',
	'footer',
	'single',
	'archive',
	'404',
	'search',
] as const;

export type SavedTemplateType = ( typeof TEMPLATE_TYPES )[ number ];

/** A saved template as the list carries it. */
export interface SavedTemplate {
	id: number;
	title: string;
	/** Created, UTC RFC 3339. */
	date: string;
	modified: string;
	/** publish, draft, pending, future or private. */
	status: string;
	type: SavedTemplateType;
	platform: Platform;
	author: string;
	/** How many display conditions it has. */
	conditions: number;
	is_pushed: boolean;
	is_kit: boolean;
	/** Where it is edited (block editor, or Elementor). */
	edit_url: string;
	can_edit: boolean;
	can_delete: boolean;
}

/** `GET /saved-templates`. */
export interface SavedTemplatesPage {
	items: SavedTemplate[];
	current_page: number;
	total_page: number;
	total: number;
	has_elementor: boolean;
	has_elementor_pro: boolean;
}

/** `POST /saved-templates/delete`. */
export interface DeleteTemplateResponse {
	status: 'success';
	message: string;
	is_kit: boolean;
	id: number;
}

/** `POST /create-template`. */
export interface CreateTemplateResponse {
	status: 'success';
	id: number;
	/** The new template in its editor; the app goes there. */
	url: string;
}

export type ConditionType = 'include' | 'exclude';

/** The spec's Condition. */
export interface Condition {
	/** Empty for a row not saved yet (the server gives it one). */
	id: string;
	type: ConditionType;
	/**
	 * A condition type's name: the server's config lists them (PHP
	 * `ConditionTypes`, which plugins extend); the client knows none.
	 */
	name: string;
	/** Empty for `general`. */
	sub_name: string;
	/** 0: none. */
	sub_id: number;
	/** The chosen object's label (answers only). */
	sub_label?: string;
}

/** A sub-name the modal offers under a name. */
export interface ConditionSubName {
	value: string;
	label: string;
	/** Whether it takes a sub-id. */
	sub_id: 'none' | 'optional' | 'required';
	/** Where its sub-ids come from (`post:page`, `term:category`, `author`). */
	source: string | null;
}

/** A name with its sub-names. */
export interface ConditionConfigEntry {
	/** A condition type's name (see `Condition.name`). */
	name: string;
	label: string;
	sub_names: ConditionSubName[];
}

/** `GET /conditions`. */
export interface TemplateConditions {
	config: ConditionConfigEntry[];
	template_conditions: Condition[];
	/** Whether the user may save conditions (a theme-level change). */
	can_save: boolean;
}

/** `POST /save-conditions`. */
export interface SaveConditionsResponse {
	status: 'success';
	message: string;
	config: ConditionConfigEntry[];
	template_conditions: Condition[];
	can_save: boolean;
}

/** One option of `GET /autocomplete-condition`. */
export interface ConditionOption {
	value: number;
	label: string;
}

/**
 * `GET /saved-templates`.
 *
 * @param platform Platform.
 * @param page     Page.
 */
export function fetchSavedTemplates(
	platform: Platform,
	page: number
): Promise< SavedTemplatesPage > {
	return request( ENDPOINTS.savedTemplates, { data: { platform, page } } );
}

/**
 * `POST /saved-templates/delete`, sent from the confirm dialog.
 *
 * @param id    Template id.
 * @param force Delete a kit template too (after the warning).
 */
export function deleteSavedTemplate(
	id: number,
	force = false
): Promise< DeleteTemplateResponse > {
	return request( ENDPOINTS.savedTemplatesDelete, {
		method: 'POST',
		data: { id, force, confirm: true },
	} );
}

/**
 * `POST /create-template`.
 *
 * @param args          Payload.
 * @param args.platform Platform.
 * @param args.type     Template type.
 * @param args.title    Name (optional).
 */
export function createTemplate( args: {
	platform: Platform;
	type: SavedTemplateType;
	title: string;
} ): Promise< CreateTemplateResponse > {
	return request( ENDPOINTS.createTemplate, { method: 'POST', data: args } );
}

/**
 * `GET /conditions`.
 *
 * @param templateId Template id.
 */
export function fetchConditions(
	templateId: number
): Promise< TemplateConditions > {
	return request( ENDPOINTS.conditions, {
		data: { template_id: templateId },
	} );
}

/**
 * `POST /save-conditions`: replaces the template's conditions.
 *
 * @param templateId Template id.
 * @param conditions Every condition.
 */
export function saveConditions(
	templateId: number,
	conditions: Condition[]
): Promise< SaveConditionsResponse > {
	return request( ENDPOINTS.saveConditions, {
		method: 'POST',
		data: {
			template_id: templateId,
			conditions: conditions.map(
				( { id, type, name, sub_name: subName, sub_id: subId } ) => ( {
					...( id ? { id } : {} ),
					type,
					name,
					sub_name: subName,
					sub_id: subId,
				} )
			),
		},
	} );
}

/**
 * `GET /autocomplete-condition`.
 *
 * @param query  A sub-name's source.
 * @param search Search text (empty: the first options).
 */
export function autocompleteCondition(
	query: string,
	search: string
): Promise< ConditionOption[] > {
	return request( ENDPOINTS.autocompleteCondition, {
		data: { query, search },
	} );
}
