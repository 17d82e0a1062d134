/**
 * The wizard's workflow (spec part 2 §4) and the revert dialog.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fetchImportInfo,
	fetchLog,
	revertImport,
	startImport as postStart,
	type ImportForm,
	type PackImportInfo,
	type SiteImport,
	type TypographyEntry,
} from '../../api/site-import';
import { FSI, titleFallback } from '../../utils/site-import';
import { toStoreError } from '../shared';
import { store as uiStore } from '../ui';
import { dropDraft, loadDraft, saveDraft } from './drafts';
import { connect, disconnect } from './transport';
import type { SiteImportAction, SiteImportThunk, WizardPack } from './types';

let tickets = 0;

/**
 * The form a pack starts with: title and tagline from the pack (its
 * settings, else its name), its colours and typography, its theme and
 * the plugins the server says it starts with (`default_plugins`).
 *
 * @param pack Pack.
 * @param info Its import facts, once known.
 */
export function initialForm(
	pack: WizardPack,
	info?: PackImportInfo[ 'data' ]
): ImportForm {
	const fallback = titleFallback( pack.name );
	const settings = info?.settings ?? {};
	const typography: ImportForm[ 'typography' ] = {};
	for ( const entry of settings.typography ?? [] ) {
		const { id, title: _title, ...rest } = entry;
		typography[ id ] = rest;
	}
	return {
		id: pack.id,
		platform: pack.platform,
		title: settings.site_title || fallback.title,
		slogan: settings.tagline || fallback.slogan,
		color: Object.fromEntries(
			( settings.colors ?? [] ).map( ( c ) => [ c.id, c.color ] )
		),
		logo: null,
		logo_size: FSI.logo.default,
		typography,
		theme: info?.theme
			? {
					name: info.theme.name,
					status: info.theme.status,
					template: info.theme.template,
					stylesheet: info.theme.stylesheet,
				}
			: null,
		plugins: [ ...( info?.default_plugins ?? [] ) ],
		import_demo_content: true,
		keep_front_page: false,
	};
}

/**
 * Opens the wizard on a pack; an unfinished import of the user is resumed
 * (its progress is read back and the connection reopened).
 *
 * @param pack       Pack.
 * @param lightspeed Whether the site reports progress by polling.
 */
export const openWizard =
	(
		pack: WizardPack,
		lightspeed = false
	): SiteImportThunk< Promise< void > > =>
	async ( args ) => {
		const { dispatch } = args;
		const ticket = ++tickets;
		// What the user changed last time on this pack, if it was not imported.
		const draft = loadDraft( pack.id );
		dispatch( {
			type: 'OPEN',
			ticket,
			pack,
			form: { ...initialForm( pack ), ...draft },
			transport: lightspeed ? 'lightspeed' : 'stream',
		} );
		let info: PackImportInfo;
		try {
			info = await fetchImportInfo( pack.id );
		} catch ( thrown ) {
			dispatch( {
				type: 'INFO_FAILED',
				ticket,
				error: toStoreError( thrown ),
			} );
			return;
		}
		dispatch( {
			type: 'RECEIVE_INFO',
			ticket,
			info: info.data,
			form: { ...initialForm( pack, info.data ), ...draft },
			// Unticked when only a network administrator could add it here.
			themeChecked:
				info.data.theme !== null &&
				info.data.theme.status !== 'active' &&
				! info.data.needs_network_admin.some(
					( needed ) => needed.type === 'theme'
				),
		} );
		if ( info.data.running ) {
			await dispatch.resumeImport( info.data.running );
		}
	};

/**
 * Resumes an unfinished import: its log so far, then the connection.
 *
 * @param running The unfinished import.
 */
export const resumeImport =
	( running: SiteImport ): SiteImportThunk< Promise< void > > =>
	async ( args ) => {
		const { dispatch, select } = args;
		const wizard = select.getWizard();
		if ( ! wizard ) {
			return;
		}
		const { ticket } = wizard;
		dispatch( {
			type: 'SESSION',
			ticket,
			sessionId: running.session_id,
			plan: running.plan,
		} );
		try {
			const log = await fetchLog( running.session_id, 0 );
			dispatch( {
				type: 'EVENTS',
				ticket,
				events: log.log,
				logIndex: log.lastLogIndex,
			} );
		} catch {
			// The connection below reads the log again.
		}
		await connect( args );
	};

/**
 * Changes form fields.
 *
 * @param form Fields.
 */
export function setForm( form: Partial< ImportForm > ): SiteImportAction {
	return { type: 'SET_FORM', form };
}

/**
 * Changes one colour.
 *
 * @param id    Colour id.
 * @param color Value.
 */
export const setColour =
	( id: string, color: string ): SiteImportThunk =>
	( { dispatch, select } ) => {
		const form = select.getWizard()?.form;
		if ( form ) {
			dispatch( setForm( { color: { ...form.color, [ id ]: color } } ) );
		}
	};

/**
 * Changes one typography entry.
 *
 * @param id    Entry id.
 * @param entry Fields.
 */
export const setTypography =
	(
		id: string,
		entry: Partial< Omit< TypographyEntry, 'id' | 'title' > >
	): SiteImportThunk =>
	( { dispatch, select } ) => {
		const form = select.getWizard()?.form;
		if ( form ) {
			dispatch(
				setForm( {
					typography: {
						...form.typography,
						[ id ]: {
							...( form.typography[ id ] ?? {} ),
							...entry,
						},
					},
				} )
			);
		}
	};

/**
 * Ticks or unticks the theme box.
 *
 * @param checked Ticked.
 */
export function setThemeChecked( checked: boolean ): SiteImportAction {
	return { type: 'SET_THEME_CHECKED', checked };
}

/**
 * Ticks or unticks a plugin (plugins the pack needs, and installed ones,
 * stay ticked: the screen does not offer them).
 *
 * @param slug    Plugin slug.
 * @param checked Ticked.
 */
export const setPlugin =
	( slug: string, checked: boolean ): SiteImportThunk =>
	( { dispatch, select } ) => {
		const form = select.getWizard()?.form;
		if ( ! form ) {
			return;
		}
		const plugins = form.plugins.filter( ( p ) => p !== slug );
		dispatch(
			setForm( { plugins: checked ? [ ...plugins, slug ] : plugins } )
		);
	};

/**
 * Next (spec part 2 §4): sub-step 0 → 1 when the pack has settings, else
 * on to the dependencies.
 */
export const next =
	(): SiteImportThunk =>
	( { dispatch, select } ) => {
		const wizard = select.getWizard();
		if ( ! wizard || wizard.step !== 1 || ! wizard.info ) {
			return;
		}
		if ( wizard.subStep === 0 && wizard.info.manifest.has_settings ) {
			dispatch( { type: 'SET_STEP', step: 1, subStep: 1 } );
			return;
		}
		dispatch( { type: 'SET_STEP', step: 2 } );
	};

/**
 * Back: from the dependencies to customizing; from colours to the title.
 * Disabled at sub-step 0 and while an import runs.
 */
export const back =
	(): SiteImportThunk =>
	( { dispatch, select } ) => {
		const wizard = select.getWizard();
		if ( ! wizard || wizard.sessionId ) {
			return;
		}
		if ( wizard.step === 2 ) {
			dispatch( {
				type: 'SET_STEP',
				step: 1,
				subStep: wizard.info?.manifest.has_settings ? 1 : 0,
			} );
		} else if ( wizard.step === 1 && wizard.subStep === 1 ) {
			dispatch( { type: 'SET_STEP', step: 1, subStep: 0 } );
		}
	};

/**
 * Starts the import: the form (the theme only while its box is ticked,
 * the look the site chose), then the connection.
 */
export const startImport =
	(): SiteImportThunk< Promise< void > > => async ( args ) => {
		const { dispatch, select, registry } = args;
		const wizard = select.getWizard();
		if ( ! wizard || wizard.status === 'starting' || wizard.sessionId ) {
			return;
		}
		const { ticket } = wizard;
		dispatch( {
			type: 'SET_STATUS',
			ticket,
			status: 'starting',
			error: null,
		} );
		const theme =
			wizard.themeChecked && wizard.form.theme?.status !== 'active'
				? wizard.form.theme
				: null;
		try {
			// The look chosen here or last elsewhere ("Match my site"): the
			// server applies it only where the site keeps its own theme.
			const look = registry.select( uiStore ).getLook();
			const answer = await postStart( { ...wizard.form, theme, look } );
			// Imported with these edits: nothing to keep for next time.
			dropDraft( wizard.pack.id );
			dispatch( {
				type: 'SESSION',
				ticket,
				sessionId: answer.data.session_id,
				plan: answer.data.plan,
				progress: [],
			} );
		} catch ( thrown ) {
			const error = toStoreError( thrown );
			dispatch( {
				type: 'SET_STATUS',
				ticket,
				status: 'idle',
				error: {
					title: __( 'Oops!', 'stencilbox' ),
					message: error.message,
					retry: false,
				},
			} );
			return;
		}
		await connect( args );
	};

/**
 * Retry after a lost connection or a timeout: the counter starts over.
 */
export const retry =
	(): SiteImportThunk< Promise< void > > => async ( args ) => {
		const wizard = args.select.getWizard();
		if ( ! wizard?.sessionId ) {
			return;
		}
		args.dispatch( { type: 'RETRIED', ticket: wizard.ticket, retries: 0 } );
		args.dispatch( {
			type: 'SET_STATUS',
			ticket: wizard.ticket,
			status: 'running',
			error: null,
		} );
		await connect( args );
	};

/**
 * Closes the wizard (not while an import runs: the screen blocks it).
 */
export const closeWizard =
	(): SiteImportThunk =>
	( { dispatch, select } ) => {
		const wizard = select.getWizard();
		if ( wizard ) {
			disconnect( wizard.ticket );
			// Closed before importing: the edits wait for the next opening.
			if ( wizard.sessionId === null ) {
				saveDraft( wizard.form );
			}
		}
		dispatch( { type: 'CLOSE' } );
		dispatch.invalidateResolution( 'getImports', [] );
	};

/**
 * Asks to revert an import (the confirm dialog).
 *
 * @param sessionId Session id.
 */
export function askRevert( sessionId: string ): SiteImportAction {
	return { type: 'SET_REVERT', revert: { sessionId, status: 'confirm' } };
}

/** Closes the revert dialog. */
export function closeRevert(): SiteImportAction {
	return { type: 'SET_REVERT', revert: null };
}

/**
 * Reverts the import the dialog names and every later one.
 */
export const confirmRevert =
	(): SiteImportThunk< Promise< void > > =>
	async ( { dispatch, select } ) => {
		const revert = select.getRevert();
		if ( ! revert || revert.status !== 'confirm' ) {
			return;
		}
		const { sessionId } = revert;
		dispatch( {
			type: 'SET_REVERT',
			revert: { sessionId, status: 'processing' },
		} );
		try {
			const answer = await revertImport( sessionId );
			const kept = answer.data.kept.map( ( folder ) => folder.message );
			dispatch( {
				type: 'SET_REVERT',
				revert: {
					sessionId,
					status: 'success',
					siteUrl: answer.data.site_url,
					siteName: answer.data.site_name,
					...( kept.length ? { kept } : {} ),
				},
			} );
		} catch ( thrown ) {
			dispatch( {
				type: 'SET_REVERT',
				revert: {
					sessionId,
					status: 'error',
					message: toStoreError( thrown ).message,
				},
			} );
		}
		dispatch.invalidateResolution( 'getImports', [] );
	};
