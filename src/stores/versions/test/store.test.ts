/**
 * WordPress dependencies
 */

/**
 * Internal dependencies
 */
import { RequestError } from '../../../api/client';
import * as api from '../../../api/versions';
import type { UpdateEntry, UpdatesResponse } from '../../../api/versions';
import { store as cloudStore } from '../../cloud';
import { mockedCalls, settle, storeRegistry } from '../../test/harness';
import { updateEntry } from '../../test/harness/updates';
import { store } from '..';

// Every call of the area's API is a mock (the test gives each its answer).
jest.mock( '../../../api/versions' );
const {
	fetchUpdates,
	fetchUpdatesCount,
	applyUpdates,
	fetchVersions,
	restoreVersion,
	fetchProvenance,
	mergeUpdates,
	resolveUpdate,
} = mockedCalls( api );

const version = ( number: number ) => ( {
	number,
	created_at: '2026-01-02T03:04:05Z',
	author: 'Ana',
	note: number > 1 ? 'Bigger logo' : '',
	restored_from: 0,
	size: 10,
	hash: 'h'.repeat( 64 ),
	is_current: true,
} );

const entry = ( id: number, pristine = true ): UpdateEntry =>
	updateEntry( {
		id,
		post: {
			id: 40 + id,
			edit_link: '/wp-admin/post.php?post=41&action=edit',
		},
		version: 1,
		newest: version( 2 ),
		pristine,
	} );

const list = ( entries: UpdateEntry[] ): UpdatesResponse => ( {
	status: 'success',
	updates: entries,
	count: entries.length,
	pristine: entries.filter( ( item ) => item.pristine ).length,
	checked_at: '2026-01-02T03:04:05Z',
	rolling_back: [],
} );

function setup() {
	const { registry, toastNotices } = storeRegistry( cloudStore, store );
	const select = () => registry.select( store );
	return { registry, select, toasts: toastNotices };
}

describe( 'versions store', () => {
	beforeEach( () => {
		jest.resetAllMocks();
	} );

	it( 'asks the hub afresh for the list, which also gives the count', async () => {
		const { select } = setup();
		fetchUpdates.mockResolvedValue(
			list( [ entry( 1 ), entry( 2, false ) ] )
		);
		expect( select().getUpdates() ).toBeNull();
		await settle();
		expect( fetchUpdates ).toHaveBeenCalledWith( true );
		expect( select().getUpdates()?.updates ).toHaveLength( 2 );
		expect( select().getUpdatesCount() ).toBe( 2 );
		await settle();
		expect( fetchUpdatesCount ).not.toHaveBeenCalled();
	} );

	it( 'reads the header count on its own, and records a failure', async () => {
		const { select } = setup();
		fetchUpdatesCount.mockResolvedValueOnce( { count: 3 } );
		expect( select().getUpdatesCount() ).toBeNull();
		await settle();
		expect( select().getUpdatesCount() ).toBe( 3 );

		const second = setup();
		fetchUpdates.mockRejectedValueOnce(
			new RequestError( {
				code: 'retry_again',
				message: 'The hub is busy.',
				data: { status: 503 },
			} )
		);
		second.select().getUpdates();
		await settle();
		expect( second.select().getUpdatesError() ).toEqual( {
			code: 'retry_again',
			message: 'The hub is busy.',
			status: 503,
		} );
	} );

	it( 'applies updates, says how many went, and checks again', async () => {
		const { registry, select, toasts } = setup();
		fetchUpdates.mockResolvedValueOnce( list( [ entry( 1 ) ] ) );
		select().getUpdates();
		await settle();
		applyUpdates.mockImplementation( async () => {
			expect( select().isApplying( 1 ) ).toBe( true );
			return {
				status: 'success',
				message: '1 place was updated.',
				updated: [ { id: 1, version: 2 } ],
				skipped: [],
				failed: [],
			};
		} );
		fetchUpdates.mockResolvedValueOnce( list( [] ) );
		const outcome = await registry.dispatch( store ).applyUpdates( [ 1 ] );
		expect( applyUpdates ).toHaveBeenCalledWith( [ 1 ], false );
		expect( outcome.status ).toBe( 'done' );
		expect( select().isApplying( 1 ) ).toBe( false );
		expect( toasts() ).toEqual( [
			{ content: '1 place was updated.', status: 'success' },
		] );
		select().getUpdates();
		await settle();
		expect( fetchUpdates ).toHaveBeenCalledTimes( 2 );
		expect( select().getUpdatesCount() ).toBe( 0 );
	} );

	it( 'says why an edited place was left alone, and replaces it when asked', async () => {
		const { registry, toasts } = setup();
		fetchUpdates.mockResolvedValue( list( [ entry( 1, false ) ] ) );
		applyUpdates.mockResolvedValueOnce( {
			status: 'success',
			message: '0 places were updated.',
			updated: [],
			skipped: [
				{
					id: 1,
					code: 'edited',
					message: 'This content was changed on this site.',
				},
			],
			failed: [],
		} );
		await registry.dispatch( store ).applyUpdates( [ 1 ] );
		expect( toasts() ).toEqual( [
			{
				content: 'This content was changed on this site.',
				status: 'error',
			},
		] );
		applyUpdates.mockResolvedValueOnce( {
			status: 'success',
			message: '1 place was updated.',
			updated: [ { id: 1, version: 2 } ],
			skipped: [],
			failed: [],
		} );
		await registry.dispatch( store ).applyUpdates( [ 1 ], true );
		expect( applyUpdates ).toHaveBeenLastCalledWith( [ 1 ], true );
	} );

	it( 'merges an edited place: its conflicts come back unwritten, the picks are sent, then the list is asked again', async () => {
		const { registry, select, toasts } = setup();
		fetchUpdates.mockResolvedValue( list( [ entry( 1, false ) ] ) );
		select().getUpdates();
		await settle();
		const conflicted = {
			id: 1,
			version: 2,
			hash: 'a'.repeat( 64 ),
			message: 'Choose which to keep.',
			conflicts: [
				{
					key: '0:text:0',
					path: '0',
					block: 'core/heading',
					label: 'Heading',
					what: 'text' as const,
					name: '0',
					base: 'Harbor',
					ours: 'Chez Marie',
					theirs: 'Harbor bar',
				},
			],
		};
		mergeUpdates.mockResolvedValueOnce( {
			status: 'success',
			message: '0 places were updated.',
			updated: [],
			merged: [],
			conflicted: [ conflicted ],
			skipped: [],
			failed: [],
		} );
		const outcome = await registry.dispatch( store ).mergeUpdate( 1 );
		expect( mergeUpdates ).toHaveBeenCalledWith( [ 1 ] );
		expect( outcome ).toEqual( { status: 'conflicted', conflicted } );
		expect( toasts() ).toEqual( [] );
		expect( select().isApplying( 1 ) ).toBe( false );

		resolveUpdate.mockResolvedValueOnce( {
			status: 'success',
			message: 'The changes were merged.',
			id: 1,
			version: 2,
		} );
		const picks = [ { key: '0:text:0', pick: 'ours' as const } ];
		expect(
			await registry
				.dispatch( store )
				.resolveConflicts( conflicted, picks )
		).toEqual( { status: 'merged' } );
		expect( resolveUpdate ).toHaveBeenCalledWith( conflicted, picks );
		expect( toasts() ).toEqual( [
			{ content: 'The changes were merged.', status: 'success' },
		] );
		select().getUpdates();
		await settle();
		expect( fetchUpdates ).toHaveBeenCalledTimes( 2 );

		mergeUpdates.mockResolvedValueOnce( {
			status: 'success',
			message: '1 place was updated.',
			updated: [],
			merged: [ { id: 1, version: 2 } ],
			conflicted: [],
			skipped: [],
			failed: [],
		} );
		expect( await registry.dispatch( store ).mergeUpdate( 1 ) ).toEqual( {
			status: 'merged',
		} );
		expect( toasts()[ 1 ] ).toEqual( {
			content: 'Your changes were merged with the new version.',
			status: 'success',
		} );
	} );

	it( 'applies many places a hundred at a time and counts them all', async () => {
		const { registry, toasts } = setup();
		fetchUpdates.mockResolvedValue( list( [] ) );
		applyUpdates.mockImplementation( async ( ids: number[] ) => ( {
			status: 'success',
			message: `${ ids.length } places were updated.`,
			updated: ids.map( ( id ) => ( { id, version: 2 } ) ),
			skipped: [],
			failed: [],
		} ) );
		const ids = Array.from( { length: 150 }, ( _, n ) => n + 1 );
		const outcome = await registry.dispatch( store ).applyUpdates( ids );
		expect(
			applyUpdates.mock.calls.map( ( call ) => call[ 0 ].length )
		).toEqual( [ 100, 50 ] );
		expect(
			outcome.status === 'done' && outcome.result.updated
		).toHaveLength( 150 );
		expect( toasts()[ 0 ].content ).toBe( '150 places were updated.' );
	} );

	it( 'lists a file’s versions and restores one: asked again, with a toast', async () => {
		const { registry, select, toasts } = setup();
		fetchVersions.mockResolvedValue( {
			status: 'success',
			versions: [
				{ ...version( 2 ), preview: '/?v=2' },
				{ ...version( 1 ), is_current: false, preview: '/?v=1' },
			],
		} );
		select().getFileVersions( 9 );
		await settle();
		expect(
			select()
				.getFileVersions( 9 )
				?.map( ( v ) => v.number )
		).toEqual( [ 2, 1 ] );
		restoreVersion.mockResolvedValueOnce( {
			status: 'success',
			message: 'Version 1 is back, as version 3.',
			file: {},
			version: version( 3 ),
		} );
		const outcome = await registry
			.dispatch( store )
			.restoreFileVersion( 9, 1 );
		expect( outcome ).toEqual( {
			status: 'restored',
			message: 'Version 1 is back, as version 3.',
		} );
		expect( restoreVersion ).toHaveBeenCalledWith( 9, 1 );
		expect( toasts()[ 0 ].content ).toBe(
			'Version 1 is back, as version 3.'
		);
		select().getFileVersions( 9 );
		await settle();
		expect( fetchVersions ).toHaveBeenCalledTimes( 2 );

		restoreVersion.mockRejectedValueOnce(
			new RequestError( {
				code: 'invalid_permission',
				message: 'Only the file’s owner may.',
				data: { status: 403 },
			} )
		);
		expect(
			await registry.dispatch( store ).restoreFileVersion( 9, 1 )
		).toEqual( {
			status: 'failed',
			error: {
				code: 'invalid_permission',
				message: 'Only the file’s owner may.',
				status: 403,
			},
		} );
	} );

	it( 'knows where a post came from, and nothing when that fails', async () => {
		const { select } = setup();
		fetchProvenance.mockResolvedValueOnce( {
			status: 'success',
			sources: [
				{
					kind: 'file',
					id: 5,
					name: 'Header',
					version: 2,
					scope: 'document',
					path: 'push',
				},
			],
		} );
		select().getPostSources( 12 );
		await settle();
		expect( select().getPostSources( 12 )?.[ 0 ].id ).toBe( 5 );
		fetchProvenance.mockRejectedValueOnce( new Error( 'offline' ) );
		select().getPostSources( 13 );
		await settle();
		expect( select().getPostSources( 13 ) ).toEqual( [] );
	} );
} );
