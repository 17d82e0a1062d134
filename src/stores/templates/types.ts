/**
 * Internal dependencies
 */
import type {
	ConditionOption,
	SavedTemplate,
	SavedTemplatesPage,
	TemplateConditions,
} from '../../api/templates';
import type { Platform } from '../../utils/platform';
import type { PagedList, StoreError, StoreOf, Thunk } from '../shared';
import type * as actions from './actions';
import type * as selectors from './selectors';

export type {
	Condition,
	ConditionConfigEntry,
	ConditionField,
	ConditionOption,
	ConditionSubName,
	SavedTemplate,
	TemplateConditions,
	SavedTemplateType,
} from '../../api/templates';

export interface TemplatesState {
	/** Saved-template pages (template ids) per platform. */
	lists: Partial< Record< Platform, PagedList< number > > >;
	/** Templates of the received pages, by id. */
	templates: Record< number, SavedTemplate >;
	/** The page each platform's list shows. */
	currentPage: Partial< Record< Platform, number > >;
	/**
	 * What the last list answer said of the editors on this site, in the
	 * boot data's form (its `has_elementor*`: `{ elementor: { active, pro } }`;
	 * `platformSite()` reads it over the boot data).
	 */
	site: object | null;
	/** Conditions (with the modal's config) per template. */
	conditions: Record< number, TemplateConditions >;
	/** Condition options per `source|search` (cache.ts). */
	options: Record< string, ConditionOption[] >;
	/** Failed requests by request key. */
	errors: Record< string, StoreError >;
}

export type TemplatesAction =
	| {
			type: 'RECEIVE_TEMPLATES_PAGE';
			platform: Platform;
			page: number;
			result: SavedTemplatesPage;
	  }
	| { type: 'DROP_LISTS' }
	| { type: 'SET_CURRENT_PAGE'; platform: Platform; page: number }
	| {
			type: 'RECEIVE_CONDITIONS';
			templateId: number;
			conditions: TemplateConditions;
	  }
	| { type: 'RECEIVE_OPTIONS'; key: string; options: ConditionOption[] }
	| { type: 'RECEIVE_ERROR'; key: string; error: StoreError | null };

/** What a delete ended with. */
export type DeleteOutcome =
	| { status: 'deleted'; isKit: boolean }
	/** `cant_delete_kit`: the user is warned, then may force it. */
	| { status: 'kit'; message: string }
	| { status: 'failed'; error: StoreError };

/** What a create ended with. */
export type CreateOutcome =
	| { status: 'created'; url: string }
	| { status: 'failed'; error: StoreError };

/** What saving conditions ended with. */
export type SaveOutcome =
	{ status: 'saved' } | { status: 'failed'; error: StoreError };

/** The type of the store descriptor (`store` in `index.ts`). */
export type TemplatesStore = StoreOf<
	TemplatesState,
	typeof actions,
	typeof selectors
>;

/** A thunk or resolver of this store (`R`: what it returns). */
export type TemplatesThunk< R = void > = Thunk<
	TemplatesStore,
	TemplatesAction,
	R
>;
