/**
 * The insert / import flow (spec part 1 §4, part 2 §4): check the item's
 * plugins; install the missing free ones in sequence (or skip them); then
 * insert into the editor, or import; then success or failure.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	checkAccess,
	checkDependencies,
	importItem,
	importPage,
	insertItem,
	installDependency,
	type InsertResult,
} from '../../api/importer';
import { currentUserCan, getSettings } from '../../api/settings';
import { platformSite, platformTraits } from '../../utils/platform';
import { store as accountStore } from '../account';
import { store as uiStore } from '../ui';
import { MESSAGES, toImportError } from './errors';
import type {
	DependencyState,
	ImporterAction,
	ImporterThunk,
	ImporterThunkArgs,
	ImportError,
	ImportItem,
	ImportMode,
	InsertTarget,
} from './types';

let lastTicket = 0;
// Where each job inserts: functions, so not in the (serialisable) state.
const targets = new Map< number, InsertTarget | undefined >();

/**
 * Runs the import itself.
 *
 * @param ticket Job.
 * @param item   Item.
 * @param mode   Mode.
 * @param args   Thunk arguments.
 * @param title  Page title (page mode).
 */
async function runImport(
	ticket: number,
	item: ImportItem,
	mode: ImportMode,
	{ dispatch, registry }: ImporterThunkArgs,
	title = ''
) {
	dispatch( { type: 'SET_STEP', ticket, step: 'importing' } );
	// "Match my site" or the pack's look: the server applies it and
	// remembers it for the site.
	const look = registry.select( uiStore ).getLook();
	try {
		if ( mode === 'insert' ) {
			const target = targets.get( ticket );
			const cloud = item.source === 'cloud';
			const result: InsertResult = await insertItem(
				item.id,
				target?.postId ?? 0,
				cloud ? 'cloud' : ( target?.origin ?? 'library' ),
				item.platform,
				cloud ? 'cloud' : 'catalog',
				look
			);
			// The job may have been closed or replaced while the call ran:
			// then nothing goes into the editor.
			if ( ! targets.has( ticket ) ) {
				return;
			}
			// An item made for another page layout: the user chooses
			// (nothing is inserted until then; the page keeps its own).
			const layout = target?.layoutChoice?.( result ) ?? null;
			if ( layout ) {
				dispatch( { type: 'ASK_LAYOUT', ticket, result, layout } );
				return;
			}
			await targets.get( ticket )?.insert( result );
			dispatch( { type: 'SUCCEED', ticket, result } );
		} else if ( mode === 'page' ) {
			dispatch( {
				type: 'SUCCEED',
				ticket,
				result: await importPage( item.id, title, item.platform, look ),
				pageTitle: title,
			} );
		} else {
			dispatch( {
				type: 'SUCCEED',
				ticket,
				result: await importItem( item.id, item.platform, look ),
			} );
		}
	} catch ( error ) {
		dispatch( { type: 'FAIL', ticket, error: toImportError( error ) } );
	}
}

/**
 * After the plugins: a page import first asks for its title.
 *
 * @param ticket Job.
 * @param item   Item.
 * @param mode   Mode.
 * @param args   Thunk arguments.
 */
function proceed(
	ticket: number,
	item: ImportItem,
	mode: ImportMode,
	args: ImporterThunkArgs
) {
	if ( mode === 'page' ) {
		args.dispatch( { type: 'SET_STEP', ticket, step: 'title' } );
		return Promise.resolve();
	}
	return runImport( ticket, item, mode, args );
}

/**
 * Starts bringing an item in.
 *
 * @param item   Item.
 * @param mode   insert (editor), page (new page) or import (site library).
 * @param target Where `insert` puts the content.
 */
export const start =
	(
		item: ImportItem,
		mode: ImportMode,
		target?: InsertTarget
	): ImporterThunk< Promise< void > > =>
	async ( args ) => {
		const { dispatch, registry } = args;
		const ticket = ++lastTicket;
		targets.clear();
		targets.set( ticket, target );
		dispatch( { type: 'START', ticket, item, mode } );
		const fail = ( error: ImportError ) =>
			dispatch( { type: 'FAIL', ticket, error } );

		const user = registry.select( accountStore ).getUser();
		// The profile is cached: the address may have been verified since
		// (in another tab), so an unverified profile is asked afresh before
		// refusing. Should the hub not answer, its access check below decides.
		if (
			user &&
			! user.is_verified &&
			! ( await registry
				.dispatch( accountStore )
				.checkVerified()
				.catch( () => true ) )
		) {
			return fail( {
				code: 'unverified_account',
				title: __( 'Opps...!', 'stencilbox' ),
				message: MESSAGES.unverified(),
			} );
		}
		// A new page needs the right to create pages: say so before anything.
		if ( mode === 'page' && ! currentUserCan( 'edit_pages' ) ) {
			return fail( {
				code: 'rest_forbidden',
				title: MESSAGES.failedTitle(),
				message: MESSAGES.cannotCreatePages(),
			} );
		}
		// An editor takes only its own platform's content: Elementor's JSON
		// in the block editor would become a Classic block of text, blocks
		// in Elementor a failed insert.
		// Its words come with the dialog's chunk, which shows them.
		if ( mode === 'insert' && target && target.kind !== item.platform ) {
			const { otherEditorMessage } = await import(
				/* webpackChunkName: "import-dialog" */ '../../utils/platform-words'
			);
			return fail( {
				code: 'invalid_platform',
				title: MESSAGES.failedTitle(),
				message: otherEditorMessage( item.platform, target.kind ),
			} );
		}
		// Items of a platform whose editor is a plugin (Elementor), on every
		// surface: its editor must be active here, and a header or footer
		// kept as a template (import, page) needs its paid version (Elementor
		// Pro) — inserting it into a single page does not.
		// Its words come with the dialog's chunk, which shows them.
		const traits = platformTraits( item.platform );
		const site = platformSite( item.platform, getSettings() );
		const pro =
			site.pro ||
			mode === 'insert' ||
			! traits.proTypes.includes( item.templateType ?? '' );
		if ( traits.plugin && ! ( site.active && pro ) ) {
			const words = (
				await import(
					/* webpackChunkName: "import-dialog" */ '../../utils/platform-words'
				)
			).platformWords( item.platform ).missing;
			// Missing: the dialog offers the block-editor version, or installing it.
			return fail(
				site.active
					? {
							code: 'invalid_requirements',
							title: words?.proTitle() ?? '',
							message: words?.proMessage() ?? '',
						}
					: {
							code: 'invalid_requirements',
							title: words?.title() ?? '',
							message: words?.message() ?? '',
							data: { missing: item.platform },
						}
			);
		}
		// Ask the hub first: a locked item stops here, before any question.
		// A cloud file is the account's own (or shared with it): no access to ask.
		if ( item.source !== 'cloud' ) {
			try {
				await checkAccess( item.id );
			} catch ( error ) {
				return fail( toImportError( error ) );
			}
		}
		if ( item.dependencies.length === 0 ) {
			return proceed( ticket, item, mode, args );
		}
		let states: DependencyState[];
		try {
			states = ( await checkDependencies( item.dependencies ) ).map(
				( dependency ) => {
					let status: DependencyState[ 'status' ] = 'missing';
					if ( dependency.is_active ) {
						status = 'installed';
					} else if ( dependency.is_pro && ! dependency.installed ) {
						status = 'manual';
					}
					return { dependency, status };
				}
			);
		} catch ( error ) {
			return fail( toImportError( error ) );
		}
		dispatch( { type: 'SET_DEPENDENCIES', ticket, dependencies: states } );
		if ( states.every( ( entry ) => entry.status === 'installed' ) ) {
			return proceed( ticket, item, mode, args );
		}
		dispatch( { type: 'SET_STEP', ticket, step: 'dependencies' } );
	};

/**
 * Installs the missing free plugins one after the other, then goes on; a
 * failure stops there with "Retry & Proceed to Import".
 */
export const installDependencies =
	(): ImporterThunk< Promise< void > > => async ( args ) => {
		const job = args.select.getJob();
		if ( ! job ) {
			return;
		}
		const { ticket, item, mode } = job;
		args.dispatch( { type: 'SET_STEP', ticket, step: 'installing' } );
		for ( const entry of job.dependencies ) {
			if ( entry.status !== 'missing' && entry.status !== 'failed' ) {
				continue;
			}
			const slug = entry.dependency.slug;
			args.dispatch( {
				type: 'SET_DEPENDENCY',
				ticket,
				slug,
				status: 'installing',
			} );
			try {
				await installDependency( entry.dependency );
				args.dispatch( {
					type: 'SET_DEPENDENCY',
					ticket,
					slug,
					status: 'installed',
				} );
			} catch ( error ) {
				args.dispatch( {
					type: 'SET_DEPENDENCY',
					ticket,
					slug,
					status: 'failed',
					error: toImportError( error ).message,
				} );
				args.dispatch( {
					type: 'SET_STEP',
					ticket,
					step: 'dependencies',
				} );
				return;
			}
		}
		await proceed( ticket, item, mode, args );
	};

/**
 * Goes on without installing the missing plugins (the user's choice).
 */
export const skipDependencies =
	(): ImporterThunk< Promise< void > > => async ( args ) => {
		const job = args.select.getJob();
		if ( job ) {
			await proceed( job.ticket, job.item, job.mode, args );
		}
	};

/**
 * Imports as a page with the title the user gave.
 *
 * @param title Page title.
 */
export const submitTitle =
	( title: string ): ImporterThunk< Promise< void > > =>
	async ( args ) => {
		const job = args.select.getJob();
		if ( job && title.trim() !== '' ) {
			await runImport(
				job.ticket,
				job.item,
				job.mode,
				args,
				title.trim()
			);
		}
	};

/**
 * Inserts what the layout question was asked for, keeping the page's
 * layout or giving it the item's.
 *
 * @param useItems Give the page the layout the item was made for.
 */
export const chooseLayout =
	( useItems: boolean ): ImporterThunk< Promise< void > > =>
	async ( { dispatch, select } ) => {
		const job = select.getJob();
		if ( job?.step !== 'layout' || ! job.layout || ! job.result ) {
			return;
		}
		const { ticket, layout } = job;
		const result = job.result as InsertResult;
		dispatch( { type: 'SET_STEP', ticket, step: 'importing' } );
		try {
			await targets
				.get( ticket )
				?.insert(
					result,
					useItems ? { template: layout.proposed.value } : {}
				);
			dispatch( { type: 'SUCCEED', ticket, result } );
		} catch ( error ) {
			dispatch( { type: 'FAIL', ticket, error: toImportError( error ) } );
		}
	};

/**
 * Closes the flow (a late answer of the closed job changes nothing).
 */
export function close(): ImporterAction {
	targets.clear();
	return { type: 'CLOSE' };
}
