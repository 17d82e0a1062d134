/**
 * The wizard, the font list, the imports list and the revert dialog.
 */
/**
 * Internal dependencies
 */
import type { ProgressStep } from '../../api/site-import';
import { withError } from '../shared';
import type { SiteImportAction, SiteImportState, WizardState } from './types';

export const initialState: SiteImportState = {
	wizard: null,
	fonts: null,
	imports: null,
	errors: {},
	revert: null,
};

/**
 * A progress list with one step's line set (steps keep their first place).
 *
 * @param progress Lines.
 * @param line     The step's new line.
 */
function withProgress(
	progress: ProgressStep[],
	line: ProgressStep
): ProgressStep[] {
	const at = progress.findIndex( ( step ) => step.type === line.type );
	if ( at < 0 ) {
		return [ ...progress, line ];
	}
	const next = [ ...progress ];
	next[ at ] = line;
	return next;
}

/**
 * Applies log events to the wizard (spec part 2 §4's stream actions).
 *
 * @param wizard Wizard.
 * @param action The EVENTS action.
 */
function applyEvents(
	wizard: WizardState,
	action: Extract< SiteImportAction, { type: 'EVENTS' } >
): WizardState {
	let next: WizardState = {
		...wizard,
		logIndex: action.logIndex ?? wizard.logIndex + action.events.length,
	};
	for ( const event of action.events ) {
		switch ( event.action ) {
			case 'updateLog':
				next = {
					...next,
					progress: withProgress( next.progress, event.data ),
				};
				break;
			case 'complete':
				next = {
					...next,
					status: 'complete',
					step: 3,
					results: event.data,
					error: null,
				};
				break;
			case 'error':
				next = {
					...next,
					status: event.data.retry ? next.status : 'error',
					error: event.data.retry
						? next.error
						: {
								title: event.data.title,
								message: event.data.message,
								retry: false,
							},
				};
				break;
			default:
				break;
		}
	}
	return next;
}

/**
 * The reducer.
 *
 * @param state  State.
 * @param action Action.
 */
export default function reducer(
	state: SiteImportState = initialState,
	action: SiteImportAction
): SiteImportState {
	const wizard = state.wizard;
	const current = ( ticket: number ) =>
		wizard !== null && wizard.ticket === ticket;
	switch ( action.type ) {
		case 'OPEN':
			return {
				...state,
				wizard: {
					ticket: action.ticket,
					pack: action.pack,
					info: null,
					infoError: null,
					step: 1,
					subStep: 0,
					form: action.form,
					themeChecked: true,
					sessionId: null,
					plan: [],
					progress: [],
					logIndex: 0,
					status: 'idle',
					error: null,
					results: null,
					transport: action.transport,
					retries: 0,
				},
			};
		case 'RECEIVE_INFO':
			return current( action.ticket ) && wizard
				? {
						...state,
						wizard: {
							...wizard,
							info: action.info,
							infoError: null,
							form: action.form,
							themeChecked: action.themeChecked,
						},
					}
				: state;
		case 'INFO_FAILED':
			return current( action.ticket ) && wizard
				? { ...state, wizard: { ...wizard, infoError: action.error } }
				: state;
		case 'SET_FORM':
			return wizard
				? {
						...state,
						wizard: {
							...wizard,
							form: { ...wizard.form, ...action.form },
						},
					}
				: state;
		case 'SET_THEME_CHECKED':
			return wizard
				? {
						...state,
						wizard: { ...wizard, themeChecked: action.checked },
					}
				: state;
		case 'SET_STEP':
			return wizard
				? {
						...state,
						wizard: {
							...wizard,
							step: action.step,
							subStep: action.subStep ?? wizard.subStep,
						},
					}
				: state;
		case 'SESSION':
			return current( action.ticket ) && wizard
				? {
						...state,
						wizard: {
							...wizard,
							step: 2,
							sessionId: action.sessionId,
							plan: action.plan ?? wizard.plan,
							status: 'running',
							logIndex: action.logIndex ?? 0,
							progress: action.progress ?? [],
							error: null,
						},
					}
				: state;
		case 'SET_STATUS':
			return current( action.ticket ) && wizard
				? {
						...state,
						wizard: {
							...wizard,
							status: action.status,
							error:
								action.error === undefined
									? wizard.error
									: action.error,
						},
					}
				: state;
		case 'EVENTS':
			return current( action.ticket ) && wizard
				? { ...state, wizard: applyEvents( wizard, action ) }
				: state;
		case 'RETRIED':
			return current( action.ticket ) && wizard
				? { ...state, wizard: { ...wizard, retries: action.retries } }
				: state;
		case 'SET_TRANSPORT':
			return current( action.ticket ) && wizard
				? {
						...state,
						wizard: { ...wizard, transport: action.transport },
					}
				: state;
		case 'CLOSE':
			return { ...state, wizard: null };
		case 'RECEIVE_FONTS':
			return { ...state, fonts: action.fonts };
		case 'RECEIVE_IMPORTS':
			return { ...state, imports: action.imports };
		case 'RECEIVE_ERROR':
			return {
				...state,
				errors: withError( state.errors, action.key, action.error ),
			};
		case 'SET_REVERT':
			return { ...state, revert: action.revert };
		default:
			return state;
	}
}
