/**
 * The polling transport ('lightspeed') ends a round of polling on
 * complete, downloadComplete or error (spec part 2 §4; issue [15] #15):
 * after downloadComplete the next round polls on to the end.
 */
/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/site-import';
import { store } from '..';
import { store as uiStore } from '../../ui';

jest.mock( '../../../api/site-import', () => ( {
	...jest.requireActual( '../../../api/site-import' ),
	fetchImportInfo: jest.fn(),
	startImport: jest.fn(),
	runChunk: jest.fn(),
	fetchLog: jest.fn(),
} ) );
const mocked = api as jest.Mocked< typeof api >;

const step = ( type: string, status: 'processing' | 'complete' ) =>
	( {
		action: 'updateLog',
		data: {
			type,
			title: type,
			message: '',
			progress: status === 'complete' ? 100 : 10,
			status,
			position: 1,
		},
	} ) as const;

describe( 'site-import transport: polling', () => {
	it( 'ends a round on downloadComplete and polls on to complete', async () => {
		const registry = createRegistry();
		registry.register( store );
		// The look the import sends is the library's (as in the app).
		registry.register( uiStore );
		mocked.fetchImportInfo.mockResolvedValue( {
			status: 'success',
			data: {
				manifest: {
					has_settings: false,
					has_attachments: false,
					fullsite_import: true,
				},
				settings: {},
				pack: {
					id: 4,
					name: 'Harbor',
					slug: 'harbor',
					platform: 'gutenberg',
				},
				theme: null,
				dependencies: [],
				running: null,
			},
		} as never );
		mocked.startImport.mockResolvedValue( {
			status: 'success',
			data: { session_id: 's1', is_lightspeed: true },
		} as never );
		// Work answers soon; its rounds follow the polling.
		mocked.runChunk.mockImplementation(
			() =>
				new Promise( ( resolve ) =>
					setTimeout(
						() => resolve( { action: 'continue', log_index: 0 } ),
						5
					)
				)
		);
		jest.useFakeTimers();
		const rounds: number[] = [];
		mocked.fetchLog
			.mockImplementationOnce( async ( _session, index ) => {
				rounds.push( index );
				return {
					status: 'running',
					log: [
						step( 'download', 'complete' ),
						{
							action: 'downloadComplete',
							data: {
								type: 'download',
								message: 'The pack is downloaded.',
							},
						},
					],
					lastLogIndex: 2,
				};
			} )
			.mockImplementationOnce( async ( _session, index ) => {
				rounds.push( index );
				return {
					status: 'complete',
					log: [
						step( 'theme', 'complete' ),
						{
							action: 'complete',
							data: {
								dependency_data: {
									plugins: {
										total: 0,
										succeed: 0,
										failed: [],
									},
									theme: { success: true },
								},
								attachments: 0,
								post_types: {},
								template_types: {},
							},
						},
					],
					lastLogIndex: 4,
				} as never;
			} );
		const dispatch = registry.dispatch( store );
		await dispatch.openWizard(
			{ id: 4, name: 'Harbor', platform: 'gutenberg' },
			true
		);
		const importing = dispatch.startImport();
		// No wait between the rounds (a poll of the same round would wait
		// a second, the spec's first polling delay).
		await jest.advanceTimersByTimeAsync( 100 );
		const wizard = registry.select( store ).getWizard();
		expect( wizard?.status ).toBe( 'complete' );
		// Two rounds: the second asked from where downloadComplete left off.
		expect( rounds ).toEqual( [ 0, 2 ] );
		expect( wizard?.progress.map( ( line ) => line.type ) ).toEqual( [
			'download',
			'theme',
		] );
		await jest.runOnlyPendingTimersAsync();
		await importing;
		jest.useRealTimers();
	} );
} );
