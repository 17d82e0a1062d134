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
import { TEMPLATE_TYPES } from '../utils/generated/lists';
import { request } from './client';
import { ENDPOINTS } from './endpoints';
import type * as Answers from './generated/answers';

/**
 * The template types: PHP's `TemplatePostType::TYPES`, generated into
 * src/utils/generated/lists.ts (`npm run rules`).
 */
export { TEMPLATE_TYPES };

export type SavedTemplateType = ( typeof TEMPLATE_TYPES )[ number ];

/*
 * The answer types are generated from the PHP route schemas
 * (src/api/generated/answers.ts, `npm run types:api`).
 */
export type {
	ConditionOption,
	CreateTemplateResponse,
	DeleteTemplateResponse,
	SaveConditionsResponse,
	SavedTemplatesPage,
	TemplateConditions,
} from './generated/answers';

/** A saved template as the list carries it. */
export type SavedTemplate = Answers.SavedTemplatesPage[ 'items' ][ number ];

/** A display condition as the server answers it. */
type ConditionAnswer =
	Answers.TemplateConditions[ 'template_conditions' ][ number ];

export type ConditionType = ConditionAnswer[ 'type' ];

/** A name with its sub-names and the fields its type adds. */
export type ConditionConfigEntry =
	Answers.TemplateConditions[ 'config' ][ number ];

/** A field a condition type adds (PHP `ConditionType::fields()`). */
export type ConditionField = ConditionConfigEntry[ 'fields' ][ number ];

/**
 * The spec's Condition. `name` is a condition type's name: the server's
 * config lists them (PHP `ConditionTypes`, which plugins extend). `id` is
 * empty for a row not saved yet; `sub_label` comes with answers only. The
 * common fields are PHP's `Conditions::FIELDS`; a type may add its own
 * (the config's `fields`), which the row carries beside them.
 */
export type Condition = Omit< ConditionAnswer, 'sub_label' > & {
	sub_label?: string;
} & { [ field: string ]: ConditionField[ 'default' ] | undefined };

/** A sub-name the modal offers under a name. */
export type ConditionSubName = ConditionConfigEntry[ 'sub_names' ][ number ];

/**
 * `GET /saved-templates`.
 *
 * @param platform Platform.
 * @param page     Page.
 */
export function fetchSavedTemplates(
	platform: Platform,
	page: number
): Promise< Answers.SavedTemplatesPage > {
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
): Promise< Answers.DeleteTemplateResponse > {
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
} ): Promise< Answers.CreateTemplateResponse > {
	return request( ENDPOINTS.createTemplate, { method: 'POST', data: args } );
}

/**
 * `GET /conditions`.
 *
 * @param templateId Template id.
 */
export function fetchConditions(
	templateId: number
): Promise< Answers.TemplateConditions > {
	return request( ENDPOINTS.conditions, {
		data: { template_id: templateId },
	} );
}

/**
 * `POST /save-conditions`: replaces the template's conditions. Each is
 * sent with every field it has (a condition type may add fields the client
 * does not know: the server checks them), a new one without its empty id.
 *
 * @param templateId Template id.
 * @param conditions Every condition.
 */
export function saveConditions(
	templateId: number,
	conditions: Condition[]
): Promise< Answers.SaveConditionsResponse > {
	return request( ENDPOINTS.saveConditions, {
		method: 'POST',
		data: {
			template_id: templateId,
			conditions: conditions.map( ( { id, ...fields } ) => ( {
				...( id ? { id } : {} ),
				...fields,
			} ) ),
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
): Promise< Answers.ConditionOption[] > {
	return request( ENDPOINTS.autocompleteCondition, {
		data: { query, search },
	} );
}
