/**
 * The import's transport against a stand-in server (the api calls): a
 * stream that a proxy holds back is dropped after `FSI.firstEventMs` and the
 * wizard polls by itself; a stream that flows is kept.
 */
/**
 * Internal dependencies
 */
import {
	fetchLog,
	runChunk,
	streamImport,
	type LogEvent,
} from '../../../api/site-import';
import { FSI } from '../../../utils/site-import';
import reducer from '../reducer';
import { connect } from '../transport';
import type {
	SiteImportAction,
	SiteImportState,
	SiteImportThunkArgs,
	WizardState,
} from '../types';

jest.mock( '../../../api/site-import', () => ( {
	...jest.requireActual( '../../../api/site-import' ),
	streamImport: jest.fn(),
	runChunk: jest.fn(),
	fetchLog: jest.fn(),
} ) );
const streamMock = streamImport as jest.Mock;
const runMock = runChunk as jest.Mock;
const logMock = fetchLog as jest.Mock;

const progress = ( type: string, status: 'processing' | 'complete' ) =>
	( {
		action: 'updateLog',
		data: {
			type,
			title: type,
			message: '',
			progress: status === 'complete' ? 100 : 0,
			status,
			position: 0,
		},
	} ) as LogEvent;
const complete = {
	action: 'complete',
	data: {
		dependency_data: {
			plugins: { total: 0, succeed: 0, failed: [] },
			theme: { success: true },
		},
		attachments: 0,
		post_types: {},
		template_types: {},
		site_url: 'http://example.org/',
		session: 's-1',
	},
} as LogEvent;

/**
 * Thunk arguments over the real reducer, with a wizard that has a session.
 */
function harness() {
	let state: SiteImportState = reducer( undefined, {
		type: 'OPEN',
		ticket: 1,
		pack: { id: 3, name: 'Harbor', platform: 'gutenberg' },
		form: {} as WizardState[ 'form' ],
		transport: 'stream',
	} as SiteImportAction );
	state = reducer( state, {
		type: 'SESSION',
		ticket: 1,
		sessionId: 's-1',
	} as SiteImportAction );
	const actions: SiteImportAction[] = [];
	const args = {
		select: { getWizard: () => state.wizard },
		dispatch: ( action: SiteImportAction ) => {
			actions.push( action );
			state = reducer( state, action );
		},
	} as unknown as SiteImportThunkArgs;
	return { args, actions, wizard: () => state.wizard as WizardState };
}

/** A stream held back by a proxy: headers (and padding), no event until it is aborted. */
function heldBack(
	_session: string,
	_onEvent: ( event: LogEvent ) => void,
	signal: AbortSignal
) {
	return new Promise< void >( ( _resolve, reject ) => {
		signal.addEventListener( 'abort', () =>
			reject( new Error( 'aborted' ) )
		);
	} );
}

beforeEach( () => {
	jest.useFakeTimers();
	streamMock.mockReset();
	runMock.mockReset();
	logMock.mockReset();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'the import transport behind a proxy that buffers streams', () => {
	it( 'drops a stream that brings nothing in its first seconds and polls to the end, without counting a retry', async () => {
		streamMock.mockImplementation( heldBack );
		const answers = [ 'continue', 'complete' ];
		runMock.mockImplementation( async () => ( {
			action: answers.shift() ?? 'complete',
			log_index: 0,
		} ) );
		const logs = [
			{
				status: 'running',
				log: [ progress( 'permission', 'complete' ) ],
				lastLogIndex: 1,
			},
			{
				status: 'complete',
				log: [ progress( 'finalize', 'complete' ), complete ],
				lastLogIndex: 3,
			},
		];
		logMock.mockImplementation( async () => logs.shift() ?? logs[ 0 ] );
		const { args, actions, wizard } = harness();

		const done = connect( args );
		await jest.advanceTimersByTimeAsync( FSI.firstEventMs - 100 );
		// Still waiting on the stream: nothing polled yet.
		expect( runMock ).not.toHaveBeenCalled();
		expect( wizard().transport ).toBe( 'stream' );
		await jest.advanceTimersByTimeAsync( 200 );
		expect( wizard().transport ).toBe( 'lightspeed' );
		await jest.advanceTimersByTimeAsync( 10_000 );
		await done;

		expect( streamMock ).toHaveBeenCalledTimes( 1 );
		expect( runMock ).toHaveBeenCalled();
		expect( runMock.mock.calls[ 0 ][ 0 ] ).toBe( 's-1' );
		expect( wizard().status ).toBe( 'complete' );
		expect( wizard().retries ).toBe( 0 );
		expect( wizard().error ).toBeNull();
		expect(
			actions.filter( ( action ) => action.type === 'RETRIED' )
		).toEqual( [] );
	} );

	it( 'keeps a stream whose first event comes in time, however long its work takes then', async () => {
		streamMock.mockImplementation(
			(
				_session: string,
				onEvent: ( event: LogEvent ) => void,
				signal: AbortSignal
			) =>
				new Promise< void >( ( resolve, reject ) => {
					signal.addEventListener( 'abort', () =>
						reject( new Error( 'aborted' ) )
					);
					// The first event after 1 s, the next only after 8 s.
					setTimeout(
						() => onEvent( progress( 'permission', 'complete' ) ),
						1000
					);
					setTimeout( () => {
						onEvent( progress( 'download', 'complete' ) );
						onEvent( complete );
						resolve();
					}, 8000 );
				} )
		);
		const { args, wizard } = harness();

		const done = connect( args );
		await jest.advanceTimersByTimeAsync( 9000 );
		await done;

		expect( streamMock ).toHaveBeenCalledTimes( 1 );
		expect( runMock ).not.toHaveBeenCalled();
		expect( logMock ).not.toHaveBeenCalled();
		expect( wizard().transport ).toBe( 'stream' );
		expect( wizard().status ).toBe( 'complete' );
	} );
} );
