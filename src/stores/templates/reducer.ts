/**
 * Internal dependencies
 */
import { withError, withItems, withPage } from '../shared';
import type { TemplatesAction, TemplatesState } from './types';

const initialState: TemplatesState = {
	lists: {},
	templates: {},
	currentPage: {},
	site: null,
	conditions: {},
	options: {},
	errors: {},
};

export default function reducer(
	state: TemplatesState = initialState,
	action: TemplatesAction
): TemplatesState {
	switch ( action.type ) {
		case 'RECEIVE_TEMPLATES_PAGE':
			return {
				...state,
				templates: withItems( state.templates, action.result.items ),
				lists: {
					...state.lists,
					[ action.platform ]: withPage(
						state.lists[ action.platform ],
						action.page,
						action.result.items.map( ( item ) => item.id ),
						action.result
					),
				},
				site: {
					elementor: {
						active: action.result.has_elementor,
						pro: action.result.has_elementor_pro,
					},
				},
			};
		case 'DROP_LISTS':
			return { ...state, lists: {} };
		case 'SET_CURRENT_PAGE':
			return state.currentPage[ action.platform ] === action.page
				? state
				: {
						...state,
						currentPage: {
							...state.currentPage,
							[ action.platform ]: action.page,
						},
					};
		case 'RECEIVE_CONDITIONS':
			return {
				...state,
				conditions: {
					...state.conditions,
					[ action.templateId ]: action.conditions,
				},
			};
		case 'RECEIVE_OPTIONS':
			return {
				...state,
				options: { ...state.options, [ action.key ]: action.options },
			};
		case 'RECEIVE_ERROR': {
			const errors = withError( state.errors, action.key, action.error );
			return errors === state.errors ? state : { ...state, errors };
		}
	}
	return state;
}
