/**
 * The site-import store through a real registry, with the api calls
 * (`src/api/site-import.ts`) mocked: the wizard's actions and reducer, its
 * selectors, and the thunks' main paths (open, start, progress events over
 * the stream and over polling, errors, resume, revert, the resolvers).
 */
/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/site-import';
import type {
	LogEvent,
	PackImportInfo,
	SiteImport,
} from '../../../api/site-import';
import { RequestError } from '../../../api/client';
import { store } from '..';
import { store as uiStore } from '../../ui';
import { DRAFTS_STORAGE_KEY } from '../drafts';
import reducer, { initialState } from '../reducer';
import {
	line,
	openedState,
	pack,
	packInfoData,
	plan,
	update,
} from './fixtures';
import type { SiteImportAction, WizardState } from '../types';

jest.mock( '../../../api/site-import', () => ( {
	...jest.requireActual( '../../../api/site-import' ),
	fetchImportInfo: jest.fn(),
	fetchFonts: jest.fn(),
	startImport: jest.fn(),
	runChunk: jest.fn(),
	fetchLog: jest.fn(),
	fetchImports: jest.fn(),
	revertImport: jest.fn(),
	streamImport: jest.fn(),
} ) );
const mocked = api as jest.Mocked< typeof api >;

function info(
	over: Partial< PackImportInfo[ 'data' ] > = {}
): PackImportInfo {
	return {
		status: 'success',
		data: packInfoData( {
			settings: {
				site_title: 'Harbor',
				tagline: 'Creative Agency',
				colors: [
					{ id: 'primary', title: 'Primary', color: '#112233' },
				],
			},
			dependencies: [
				{
					id: 1,
					slug: 'needed',
					name: 'Needed',
					plugin_file: 'needed/needed.php',
					is_pro: false,
					icon: '',
					link: '',
					mustHave: true,
				},
				{
					id: 2,
					slug: 'pro-only',
					name: 'Pro only',
					plugin_file: 'pro-only/pro-only.php',
					is_pro: true,
					icon: '',
					link: '',
					mustHave: true,
				},
				{
					id: 0,
					slug: 'suggested',
					name: 'Suggested',
					plugin_file: 'suggested/suggested.php',
					is_pro: false,
					icon: '',
					link: '',
					mustHave: false,
				},
			],
			// The server's rule picks the free plugins needed or installed.
			default_plugins: [ 'needed' ],
			...over,
		} ),
	} as unknown as PackImportInfo;
}

const results = {
	dependency_data: {
		plugins: { total: 0, succeed: 0, active: 0, failed: [] },
		theme: { success: true },
	},
	attachments: 0,
	post_types: { page: 3 },
	template_types: {},
	site_url: 'http://example.org/',
	session: 's-1',
};
const complete = { action: 'complete', data: results } as LogEvent;

function running( over: Partial< SiteImport > = {} ): SiteImport {
	return {
		session_id: 's-9',
		pack_id: 7,
		pack_name: pack.name,
		pack_slug: 'harbor-agency',
		platform: 'gutenberg',
		status: 'running',
		created_at: '2026-01-01T00:00:00Z',
		reverted_at: null,
		user: 'admin',
		revertible: false,
		steps: plan.map( ( step ) => step.type ),
		plan,
		log_index: 1,
		results: {},
		...over,
	};
}

/** A stream that sends these events, then ends. */
function streams( ...events: LogEvent[] ) {
	mocked.streamImport.mockImplementationOnce( async ( _session, onEvent ) => {
		events.forEach( ( event ) => onEvent( event ) );
	} );
}

/** Lets resolvers (started on a timeout) and their promises run. */
const settle = async () => {
	for ( let i = 0; i < 6; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
};

function setup() {
	const registry = createRegistry();
	registry.register( store );
	// The look the import sends is the one the library keeps (as in the app).
	registry.register( uiStore );
	return {
		ui: registry.dispatch( uiStore ),
		select: () => registry.select( store ),
		dispatch: registry.dispatch( store ),
		wizard: () => registry.select( store ).getWizard() as WizardState,
	};
}

beforeEach( () => {
	jest.resetAllMocks();
	window.localStorage.clear();
} );

describe( 'site-import reducer and selectors', () => {
	const opened = () => openedState();

	it( 'opens on step 1 with no plan and ignores the late answers of an earlier opening', () => {
		const state = opened();
		expect( state.wizard ).toMatchObject( {
			step: 1,
			subStep: 0,
			plan: [],
			progress: [],
			status: 'idle',
			sessionId: null,
		} );
		const late = reducer( state, {
			type: 'SESSION',
			ticket: 0,
			sessionId: 'old',
			plan,
		} );
		expect( late ).toBe( state );
		expect( reducer( state, { type: 'CLOSE' } ).wizard ).toBeNull();
	} );

	it( 'takes the plan with the session and applies progress, removal, error and completion events', () => {
		let state = reducer( opened(), {
			type: 'SESSION',
			ticket: 1,
			sessionId: 's-1',
			plan,
		} );
		expect( state.wizard ).toMatchObject( {
			step: 2,
			status: 'running',
			plan,
		} );
		const events = ( ...list: LogEvent[] ): SiteImportAction => ( {
			type: 'EVENTS',
			ticket: 1,
			events: list,
		} );
		state = reducer(
			state,
			events(
				update( line( 'permission', 'processing' ) ),
				update( line( 'download', 'processing', 50 ) ),
				update( line( 'permission', 'complete' ) )
			)
		);
		// A step keeps its first place; its line is the newest.
		expect( state.wizard?.progress.map( ( s ) => s.type ) ).toEqual( [
			'permission',
			'download',
		] );
		expect( state.wizard?.progress[ 0 ].status ).toBe( 'complete' );
		expect( state.wizard?.logIndex ).toBe( 3 );
		// A retryable error leaves the import running.
		const retry = reducer(
			state,
			events( {
				action: 'error',
				data: {
					type: 'download',
					code: 'retry_again',
					title: 'Something went wrong',
					message: 'Busy.',
					retry: true,
				},
			} )
		);
		expect( retry.wizard ).toMatchObject( {
			status: 'running',
			error: null,
		} );
		const failed = reducer(
			state,
			events( {
				action: 'error',
				data: {
					type: 'download',
					code: 'invalid_package',
					title: 'Something went wrong',
					message: 'The pack package arrived damaged.',
					retry: false,
				},
			} )
		);
		expect( failed.wizard ).toMatchObject( {
			status: 'error',
			error: {
				title: 'Something went wrong',
				message: 'The pack package arrived damaged.',
				retry: false,
			},
		} );
		const done = reducer( state, events( complete ) );
		expect( done.wizard ).toMatchObject( {
			status: 'complete',
			step: 3,
			results,
		} );
	} );

	it( 'answers whether an import runs, request errors and the revert dialog', () => {
		const { isImportRunning, getError, getRevert, getFonts, getImports } =
			jest.requireActual( '../selectors' );
		expect( isImportRunning( initialState ) ).toBe( false );
		const state = opened();
		expect( isImportRunning( state ) ).toBe( false );
		for ( const status of [ 'starting', 'running' ] as const ) {
			expect(
				isImportRunning(
					reducer( state, { type: 'SET_STATUS', ticket: 1, status } )
				)
			).toBe( true );
		}
		expect(
			isImportRunning(
				reducer( state, {
					type: 'SET_STATUS',
					ticket: 1,
					status: 'complete',
				} )
			)
		).toBe( false );
		const error = { code: 'x', message: 'No.', status: 500 };
		const withError = reducer( state, {
			type: 'RECEIVE_ERROR',
			key: 'fonts',
			error,
		} );
		expect( getError( withError, 'fonts' ) ).toEqual( error );
		expect( getError( withError, 'imports' ) ).toBeNull();
		expect(
			getError(
				reducer( withError, {
					type: 'RECEIVE_ERROR',
					key: 'fonts',
					error: null,
				} ),
				'fonts'
			)
		).toBeNull();
		expect( getRevert( state ) ).toBeNull();
		expect( getFonts( state ) ).toBeNull();
		expect( getImports( state ) ).toBeNull();
	} );
} );

describe( 'site-import thunks', () => {
	it( 'opens the wizard: the form from the pack’s settings, its theme ticked, its free needed plugins', async () => {
		const { dispatch, wizard } = setup();
		mocked.fetchImportInfo.mockResolvedValue( info() );
		await dispatch.openWizard( pack );
		expect( mocked.fetchImportInfo ).toHaveBeenCalledWith( 7 );
		expect( wizard().info?.pack.slug ).toBe( 'harbor-agency' );
		expect( wizard().themeChecked ).toBe( true );
		expect( wizard().form ).toMatchObject( {
			id: 7,
			title: 'Harbor',
			slogan: 'Creative Agency',
			color: { primary: '#112233' },
			plugins: [ 'needed' ],
			theme: { stylesheet: 'stencilbox-canvas' },
		} );
		expect( wizard().transport ).toBe( 'stream' );
	} );

	it( 'opens the wizard with the theme unticked when only a network administrator could add it', async () => {
		const { dispatch, wizard } = setup();
		mocked.fetchImportInfo.mockResolvedValue(
			info( {
				default_plugins: [],
				needs_network_admin: [
					{
						type: 'theme',
						slug: 'stencilbox-canvas',
						name: 'Stencilbox Canvas',
					},
					{ type: 'plugin', slug: 'needed', name: 'Needed' },
				],
			} )
		);
		await dispatch.openWizard( pack );
		expect( wizard().themeChecked ).toBe( false );
		expect( wizard().form.plugins ).toEqual( [] );
	} );

	it( 'keeps the request error when the pack’s facts cannot be read', async () => {
		const { dispatch, wizard } = setup();
		mocked.fetchImportInfo.mockRejectedValue(
			new RequestError( {
				code: 'not_found',
				message: 'No such pack.',
				data: { status: 404 },
			} )
		);
		await dispatch.openWizard( pack );
		expect( wizard().info ).toBeNull();
		expect( wizard().infoError ).toEqual( {
			code: 'not_found',
			message: 'No such pack.',
			status: 404,
		} );
	} );

	it( 'walks the sub-steps with next and back', async () => {
		const { dispatch, wizard } = setup();
		mocked.fetchImportInfo.mockResolvedValue( info() );
		await dispatch.openWizard( pack );
		dispatch.next();
		expect( [ wizard().step, wizard().subStep ] ).toEqual( [ 1, 1 ] );
		dispatch.next();
		expect( wizard().step ).toBe( 2 );
		dispatch.back();
		expect( [ wizard().step, wizard().subStep ] ).toEqual( [ 1, 1 ] );
		dispatch.back();
		expect( [ wizard().step, wizard().subStep ] ).toEqual( [ 1, 0 ] );
		dispatch.setColour( 'primary', '#abcdef' );
		dispatch.setTypography( 'body', { font_family: 'Inter' } );
		dispatch.setPlugin( 'suggested', true );
		dispatch.setPlugin( 'needed', false );
		expect( wizard().form ).toMatchObject( {
			color: { primary: '#abcdef' },
			typography: { body: { font_family: 'Inter' } },
			plugins: [ 'suggested' ],
		} );
	} );

	it( 'starts the import with the theme only while ticked and the look the site chose, takes the server’s plan and runs the stream to the results', async () => {
		const { dispatch, wizard, select, ui } = setup();
		// "Match my site", chosen in the library or the summary.
		ui.setLook( 'site' );
		mocked.fetchImportInfo.mockResolvedValue( info() );
		await dispatch.openWizard( pack );
		dispatch.setForm( { title: 'Tidewater' } );
		dispatch.closeWizard();
		expect(
			JSON.parse(
				window.localStorage.getItem( DRAFTS_STORAGE_KEY ) ?? '{}'
			)[ '7' ]
		).toMatchObject( { title: 'Tidewater' } );
		mocked.fetchImportInfo.mockResolvedValue( info() );
		await dispatch.openWizard( pack );
		expect( wizard().form.title ).toBe( 'Tidewater' );
		dispatch.setThemeChecked( false );
		mocked.startImport.mockResolvedValue( {
			success: true,
			data: {
				session_id: 's-1',
				is_lightspeed: false,
				steps: plan.map( ( s ) => s.type ),
				plan,
			},
		} );
		let seen: WizardState | null = null;
		mocked.streamImport.mockImplementationOnce(
			async ( session, onEvent ) => {
				expect( session ).toBe( 's-1' );
				seen = select().getWizard();
				onEvent( update( line( 'permission', 'complete' ) ) );
				onEvent( update( line( 'download', 'complete' ) ) );
				onEvent( update( line( 'finalize', 'complete' ) ) );
				onEvent( complete );
			}
		);
		await dispatch.startImport();
		expect( mocked.startImport ).toHaveBeenCalledWith(
			expect.objectContaining( {
				title: 'Tidewater',
				theme: null,
				look: 'site',
			} )
		);
		expect( seen ).toMatchObject( {
			step: 2,
			sessionId: 's-1',
			status: 'running',
			plan,
		} );
		expect( select().isImportRunning() ).toBe( false );
		expect( wizard() ).toMatchObject( {
			status: 'complete',
			step: 3,
			results,
		} );
		expect( wizard().progress.map( ( s ) => s.title ) ).toEqual(
			plan.map( ( s ) => s.title )
		);
		// Imported: the draft is gone.
		expect(
			JSON.parse(
				window.localStorage.getItem( DRAFTS_STORAGE_KEY ) ?? '{}'
			)[ '7' ]
		).toBeUndefined();
	} );

	it( 'shows the server’s refusal to start and lets the user try again', async () => {
		const { dispatch, wizard } = setup();
		mocked.fetchImportInfo.mockResolvedValue( info() );
		await dispatch.openWizard( pack );
		mocked.startImport.mockRejectedValue(
			new RequestError( {
				code: 'import_running',
				message: 'An import is still running.',
				data: { status: 409 },
			} )
		);
		await dispatch.startImport();
		expect( wizard() ).toMatchObject( {
			status: 'idle',
			sessionId: null,
			error: {
				title: 'Oops!',
				message: 'An import is still running.',
				retry: false,
			},
		} );
		expect( mocked.streamImport ).not.toHaveBeenCalled();
	} );

	it( 'ends with the server’s error when a step fails for good', async () => {
		const { dispatch, wizard } = setup();
		mocked.fetchImportInfo.mockResolvedValue( info() );
		await dispatch.openWizard( pack );
		mocked.startImport.mockResolvedValue( {
			success: true,
			data: {
				session_id: 's-1',
				is_lightspeed: false,
				steps: [ 'permission' ],
				plan: [ plan[ 0 ] ],
			},
		} );
		streams( update( line( 'permission', 'error' ) ), {
			action: 'error',
			data: {
				type: 'permission',
				code: 'invalid_requirements',
				title: 'Something went wrong',
				message: 'This site cannot run this import yet.',
				retry: false,
			},
		} );
		await dispatch.startImport();
		expect( wizard() ).toMatchObject( {
			status: 'error',
			error: {
				title: 'Something went wrong',
				message: 'This site cannot run this import yet.',
				retry: false,
			},
		} );
		expect( mocked.streamImport ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'polls on a site that asks for it: work requests beside the log', async () => {
		const { dispatch, wizard } = setup();
		mocked.fetchImportInfo.mockResolvedValue( info() );
		await dispatch.openWizard( pack, true );
		expect( wizard().transport ).toBe( 'lightspeed' );
		mocked.startImport.mockResolvedValue( {
			success: true,
			data: {
				session_id: 's-1',
				is_lightspeed: true,
				steps: plan.map( ( s ) => s.type ),
				plan,
			},
		} );
		mocked.runChunk.mockResolvedValue( {
			action: 'complete',
			log_index: 4,
		} );
		mocked.fetchLog.mockResolvedValue( {
			status: 'complete',
			log: [
				update( line( 'permission', 'complete' ) ),
				update( line( 'download', 'complete' ) ),
				update( line( 'finalize', 'complete' ) ),
				complete,
			],
			lastLogIndex: 4,
		} );
		await dispatch.startImport();
		expect( mocked.streamImport ).not.toHaveBeenCalled();
		expect( mocked.runChunk ).toHaveBeenCalledWith(
			's-1',
			expect.anything()
		);
		expect( mocked.fetchLog ).toHaveBeenCalledWith(
			's-1',
			0,
			expect.anything()
		);
		expect( wizard() ).toMatchObject( {
			status: 'complete',
			step: 3,
			logIndex: 4,
		} );
	} );

	it( 'resumes the user’s unfinished import: its plan, its log so far, then the connection', async () => {
		const { dispatch, wizard } = setup();
		mocked.fetchImportInfo.mockResolvedValue(
			info( { running: running() } )
		);
		mocked.fetchLog.mockResolvedValue( {
			status: 'running',
			log: [ update( line( 'permission', 'complete' ) ) ],
			lastLogIndex: 1,
		} );
		streams(
			update( line( 'download', 'complete' ) ),
			update( line( 'finalize', 'complete' ) ),
			complete
		);
		await dispatch.openWizard( pack );
		expect( mocked.fetchLog ).toHaveBeenCalledWith( 's-9', 0 );
		expect( mocked.startImport ).not.toHaveBeenCalled();
		expect( wizard() ).toMatchObject( {
			sessionId: 's-9',
			plan,
			status: 'complete',
		} );
		expect( wizard().progress.map( ( s ) => s.type ) ).toEqual( [
			'permission',
			'download',
			'finalize',
		] );
	} );

	it( 'reverts after the confirm dialog, and says why a revert failed', async () => {
		const { dispatch, select } = setup();
		mocked.fetchImports.mockResolvedValue( { data: [] } );
		dispatch.askRevert( 's-9' );
		expect( select().getRevert() ).toEqual( {
			sessionId: 's-9',
			status: 'confirm',
		} );
		mocked.revertImport.mockResolvedValue( {
			success: true,
			data: {
				site_url: 'http://example.org/',
				site_name: 'My Site',
				redirect: '',
				reverted: [ 's-9' ],
				kept: [],
			},
		} );
		await dispatch.confirmRevert();
		expect( mocked.revertImport ).toHaveBeenCalledWith( 's-9' );
		expect( select().getRevert() ).toEqual( {
			sessionId: 's-9',
			status: 'success',
			siteUrl: 'http://example.org/',
			siteName: 'My Site',
		} );
		// Only from the confirm state.
		await dispatch.confirmRevert();
		expect( mocked.revertImport ).toHaveBeenCalledTimes( 1 );

		dispatch.askRevert( 's-8' );
		mocked.revertImport.mockRejectedValue(
			new RequestError( {
				code: 'import_running',
				message: 'Another import or a revert is running.',
				data: { status: 409 },
			} )
		);
		await dispatch.confirmRevert();
		expect( select().getRevert() ).toEqual( {
			sessionId: 's-8',
			status: 'error',
			message: 'Another import or a revert is running.',
		} );
		dispatch.closeRevert();
		expect( select().getRevert() ).toBeNull();
	} );

	it( 'keeps what a revert left installed, and why', async () => {
		const { dispatch, select } = setup();
		mocked.fetchImports.mockResolvedValue( { data: [] } );
		dispatch.askRevert( 's-7' );
		const why =
			'Mini Helper is in use on another site of the network, so it was only deactivated on this site; it stays installed.';
		mocked.revertImport.mockResolvedValue( {
			success: true,
			data: {
				site_url: 'http://example.org/sub/',
				site_name: 'My Site',
				redirect: '',
				reverted: [ 's-7' ],
				kept: [
					{
						type: 'plugin',
						slug: 'mini-helper',
						reason: 'in_use',
						message: why,
					},
				],
			},
		} );
		await dispatch.confirmRevert();
		expect( select().getRevert() ).toEqual( {
			sessionId: 's-7',
			status: 'success',
			siteUrl: 'http://example.org/sub/',
			siteName: 'My Site',
			kept: [ why ],
		} );
	} );

	it( 'resolves the fonts and the imports once, and keeps a failure by key', async () => {
		const { select } = setup();
		mocked.fetchFonts.mockResolvedValue( {
			status: 'success',
			data: [
				{
					family: 'Inter',
					value: 'Inter, sans-serif',
					variants: [ '400' ],
					source: 'theme',
				},
			],
		} );
		mocked.fetchImports.mockRejectedValue(
			new RequestError( {
				code: 'retry_again',
				message: 'Busy.',
				data: { status: 503 },
			} )
		);
		select().getFonts();
		select().getImports();
		await settle();
		select().getFonts();
		await settle();
		expect( mocked.fetchFonts ).toHaveBeenCalledTimes( 1 );
		expect( select().getFonts()?.[ 0 ].family ).toBe( 'Inter' );
		expect( select().getImports() ).toBeNull();
		expect( select().getError( 'imports' )?.code ).toBe( 'retry_again' );
	} );
} );
