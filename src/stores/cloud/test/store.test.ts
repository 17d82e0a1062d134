/**
 * WordPress dependencies
 */

/**
 * Internal dependencies
 */
import * as api from '../../../api/cloud';
import { RequestError } from '../../../api/client';
import { settle, storeRegistry } from '../../test/harness';
import { store } from '..';
import type { CloudFile, FilesArgs } from '../types';

jest.mock( '../../../api/cloud', () => ( {
	...jest.requireActual( '../../../api/cloud' ),
	fetchUsage: jest.fn(),
	fetchFiles: jest.fn(),
	fetchWorkspace: jest.fn(),
	copyMoveFile: jest.fn(),
	deleteFile: jest.fn(),
	downloadFile: jest.fn(),
	uploadTemplate: jest.fn(),
	addFilesToWorkspace: jest.fn(),
} ) );
const mocked = api as jest.Mocked< typeof api >;

const file = ( id: number, extra: Partial< CloudFile > = {} ) =>
	( {
		id,
		my_cloud_id: id,
		name: `File ${ id }`,
		slug: `file-${ id }`,
		type: 'page',
		platform: 'gutenberg',
		can_change: true,
		workspace: null,
		...extra,
	} ) as CloudFile;

const page = ( ids: number[], totalPage = 1 ) => ( {
	status: 'success' as const,
	files: {
		data: ids.map( ( id ) => file( id ) ),
		current_page: 1,
		total_page: totalPage,
		total: ids.length,
	},
} );

const args = ( extra: Partial< FilesArgs > = {} ): FilesArgs => ( {
	source: 'clouds',
	platform: '',
	search: '',
	page: 1,
	...extra,
} );

function setup() {
	const { registry, toasts } = storeRegistry( store );
	const select = () => registry.select( store );
	return { registry, select, dispatch: registry.dispatch( store ), toasts };
}

describe( 'cloud store', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		jest.useRealTimers();
	} );

	it( 'caches a list per source, platform and search, each page once', async () => {
		const { select } = setup();
		mocked.fetchFiles.mockImplementation( async ( params ) =>
			page( [ params.page * 10 + ( params.search ? 5 : 1 ) ], 2 )
		);
		select().getFilesPage( args() );
		await settle();
		expect( select().getFilesPage( args() )?.items[ 0 ].id ).toBe( 11 );
		select().getFilesPage( args() );
		select().getFilesPage( args( { page: 2 } ) );
		select().getFilesPage( args( { search: 'hero' } ) );
		await settle();
		expect( mocked.fetchFiles ).toHaveBeenCalledTimes( 3 );
		expect( mocked.fetchFiles ).toHaveBeenCalledWith( {
			source: 'clouds',
			platform: '',
			search: 'hero',
			page: 1,
			per_page: 20,
		} );
		expect(
			select().getFilesPage( args( { search: 'hero' } ) )?.items[ 0 ].id
		).toBe( 15 );
	} );

	it( 'shows the add dialog’s other sources a few at a time until a search', async () => {
		const { select } = setup();
		mocked.fetchFiles.mockResolvedValue( page( [ 1 ] ) );
		select().getFilesPage( args( { source: 'workspaces' } ) );
		select().getFilesPage(
			args( { source: 'shared_workspaces', search: 'hero' } )
		);
		await settle();
		expect(
			mocked.fetchFiles.mock.calls.map( ( [ p ] ) => p.per_page )
		).toEqual( [ 8, 20 ] );
	} );

	it( 'keeps a failed page’s error and asks again on retry', async () => {
		const { select, dispatch } = setup();
		mocked.fetchFiles.mockRejectedValueOnce(
			new RequestError( { code: 'retry_again', message: 'Busy.' } )
		);
		select().getFilesPage( args() );
		await settle();
		expect( select().getFilesError( args() )?.message ).toBe( 'Busy.' );
		mocked.fetchFiles.mockResolvedValue( page( [ 3 ] ) );
		dispatch.retryFiles( args() );
		select().getFilesPage( args() );
		await settle();
		expect( select().getFilesError( args() ) ).toBeUndefined();
		expect( select().getFilesPage( args() )?.items[ 0 ].id ).toBe( 3 );
		// Logged under part 2 §8's internal code.
		expect( console ).toHaveErrored();
		expect(
			// eslint-disable-next-line no-console -- reads the jest-console spy.
			( console.error as unknown as jest.Mock ).mock.calls.map(
				( call ) => call[ 0 ]
			)
		).toContain( 'Stencilbox C501' );
	} );

	it( 'keeps a WorkSpace with its files', async () => {
		const { select } = setup();
		mocked.fetchWorkspace.mockResolvedValue( {
			status: 'success',
			workspace: { slug: 'kit-abc123', title: 'Kit' } as api.Workspace,
			files: page( [ 4 ] ).files,
		} );
		const request = {
			slug: 'kit-abc123',
			platform: '' as const,
			search: '',
			page: 1,
		};
		select().getWorkspaceFiles( request );
		await settle();
		expect( select().getWorkspaceFiles( request )?.items[ 0 ].id ).toBe(
			4
		);
		expect( select().getWorkspace( 'kit-abc123' )?.title ).toBe( 'Kit' );
	} );

	it( 'copies: the result flag, the toast, and every list and the usage asked for again', async () => {
		const { select, dispatch, toasts } = setup();
		mocked.fetchFiles.mockResolvedValue( page( [ 1 ] ) );
		mocked.fetchUsage.mockResolvedValue( {
			status: 'success',
			data: { limit: 25, files: 1 },
		} );
		select().getFilesPage( args() );
		select().getUsage();
		await settle();
		expect( select().getUsage() ).toEqual( { limit: 25, files: 1 } );
		mocked.copyMoveFile.mockResolvedValue( {
			status: 'success',
			message: 'Successfully Copied',
			file: file( 2 ),
		} );
		mocked.fetchUsage.mockResolvedValue( {
			status: 'success',
			data: { limit: 25, files: 2 },
		} );
		expect( await dispatch.copyMove( file( 1 ), 9, 'copy' ) ).toBe( true );
		expect( mocked.copyMoveFile ).toHaveBeenCalledWith( 1, 9, 'copy' );
		expect( select().getResultFlags() ).toMatchObject( {
			isCopied: true,
			isMoved: false,
		} );
		expect( toasts() ).toContain( 'Successfully Copied' );
		expect( select().getFilesPage( args() ) ).toBeUndefined();
		select().getUsage();
		await settle();
		expect( select().getUsage() ).toEqual( { limit: 25, files: 2 } );
	} );

	it( 'says what went wrong, with the server’s message, and changes nothing', async () => {
		const { select, dispatch, toasts } = setup();
		mocked.fetchFiles.mockResolvedValue( page( [ 1 ] ) );
		select().getFilesPage( args() );
		await settle();
		mocked.deleteFile.mockRejectedValue(
			new RequestError( {
				code: 'invalid_permission',
				message: 'Only the owner can.',
				data: { status: 403 },
			} )
		);
		expect( await dispatch.removeFile( file( 1 ), true ) ).toBe( false );
		expect( mocked.deleteFile ).toHaveBeenCalledWith( 1, true );
		expect( select().getOperation() ).toMatchObject( {
			kind: 'delete',
			status: 'failed',
			error: { code: 'invalid_permission', status: 403 },
		} );
		expect( select().getResultFlags().isDeleted ).toBe( false );
		expect( toasts() ).toContain(
			'Something went wrong regarding deleting your file. Try Later or Contact for Support. Only the owner can.'
		);
		expect( select().getFilesPage( args() )?.items ).toHaveLength( 1 );
		// Logged under part 2 §8's internal code.
		expect( console ).toHaveErrored();
		expect(
			// eslint-disable-next-line no-console -- reads the jest-console spy.
			( console.error as unknown as jest.Mock ).mock.calls.map(
				( call ) => call[ 0 ]
			)
		).toContain( 'Stencilbox W105' );
	} );

	it( 'pushes with the spec’s toasts and gives the destination back', async () => {
		const { select, dispatch, toasts } = setup();
		mocked.uploadTemplate.mockResolvedValue( {
			status: 'success',
			message:
				'Your file has been pushed successfully to your cloud store.',
			redirect: 'clouds/workspace/kit-abc123',
			refresh: true,
			file: file( 5 ),
		} );
		const answer = await dispatch.push( {
			name: 'Launch',
			workspace_id: 3,
			workspace: 'kit-abc123',
		} );
		expect( answer?.redirect ).toBe( 'clouds/workspace/kit-abc123' );
		expect( select().getResultFlags().isPushed ).toBe( true );
		expect( toasts() ).toContain(
			'Successfully Pushed! Your template is successfully pushed to your desire cloud folder. You will be redirected there.'
		);
		await dispatch.push(
			{ name: 'File', workspace_id: 0, workspace: 'clouds' },
			'stay'
		);
		expect( toasts() ).toContain(
			'Successfully Pushed Your file has been pushed successfully to your cloud store.'
		);
		mocked.uploadTemplate.mockRejectedValue(
			new RequestError( { code: 'limit_reached', message: 'Full.' } )
		);
		expect(
			await dispatch.push( {
				name: 'x',
				workspace_id: 0,
				workspace: 'clouds',
			} )
		).toBeNull();
		expect( toasts() ).toContain( 'Something must went wrong! Full.' );
		// Logged under part 2 §8's internal code.
		expect( console ).toHaveErrored();
		expect(
			// eslint-disable-next-line no-console -- reads the jest-console spy.
			( console.error as unknown as jest.Mock ).mock.calls.map(
				( call ) => call[ 0 ]
			)
		).toContain( 'Stencilbox S100' );
	} );

	it( 'says how many files were added to a WorkSpace (issue [15] #12)', async () => {
		const { dispatch, toasts } = setup();
		mocked.addFilesToWorkspace.mockResolvedValue( {
			status: 'success',
			message: '',
			files: [],
		} as never );
		await dispatch.addToWorkspace( 4, [ 1 ] );
		expect( toasts() ).toContain(
			'Successfully Added! Your file has been added to this workspace.'
		);
		await dispatch.addToWorkspace( 4, [ 1, 2 ] );
		expect( toasts() ).toContain(
			'Successfully Added! Your 2 files have been added to this workspace.'
		);
	} );

	it( 'drops everything when another account signs in', async () => {
		const { select, dispatch } = setup();
		dispatch.syncAccount( 1 );
		mocked.fetchFiles.mockResolvedValue( page( [ 1 ] ) );
		select().getFilesPage( args() );
		await settle();
		dispatch.syncAccount( 2 );
		expect( select().getFilesPage( args() ) ).toBeUndefined();
		mocked.fetchFiles.mockResolvedValue( page( [ 7 ] ) );
		select().getFilesPage( args() );
		await settle();
		expect( select().getFilesPage( args() )?.items[ 0 ].id ).toBe( 7 );
	} );
} );
