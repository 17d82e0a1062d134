/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { onServerSignOut, request, RequestError, toQuery } from '../client';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

describe( 'request', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		jest.useRealTimers();
	} );

	it( 'puts a GET payload in the query string, leaving empty values out', async () => {
		mockedFetch.mockResolvedValue( { ok: true } );
		await request( '/items', {
			data: {
				plan: 'pro',
				page: 2,
				search: '',
				tags: [ 'a', 'b' ],
				x: null,
			},
		} );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/stencilbox/v1/items?plan=pro&page=2&tags=a%2Cb',
			method: 'GET',
			signal: undefined,
		} );
	} );

	it( 'sends other methods as JSON data', async () => {
		mockedFetch.mockResolvedValue( { status: 'success' } );
		await expect(
			request( '/login', { method: 'POST', data: { email: 'a@b.co' } } )
		).resolves.toEqual( { status: 'success' } );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/stencilbox/v1/login',
			method: 'POST',
			data: { email: 'a@b.co' },
			signal: undefined,
		} );
	} );

	it( 'repeats a retry_again call once after a wait, then gives up', async () => {
		jest.useFakeTimers();
		const retry = {
			code: 'retry_again',
			message: 'Busy',
			data: { status: 503 },
		};
		mockedFetch
			.mockRejectedValueOnce( retry )
			.mockResolvedValueOnce( { ok: 1 } );
		const first = request( '/items' );
		await jest.advanceTimersByTimeAsync( 1000 );
		await expect( first ).resolves.toEqual( { ok: 1 } );
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );

		mockedFetch.mockReset();
		mockedFetch.mockRejectedValue( retry );
		const outcome = request( '/items' ).catch( ( error ) => error );
		await jest.advanceTimersByTimeAsync( 1000 );
		expect( await outcome ).toMatchObject( {
			code: 'retry_again',
			status: 503,
		} );
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it.each( [ 'invalid_api_key', 'is_signed_failed' ] )(
		'%s tells the sign-out listeners and rejects',
		async ( code ) => {
			const listener = jest.fn();
			const off = onServerSignOut( listener );
			mockedFetch.mockRejectedValue( {
				code,
				message: 'Gone',
				data: { status: 401 },
			} );
			await expect( request( '/is-signed' ) ).rejects.toBeInstanceOf(
				RequestError
			);
			expect( listener ).toHaveBeenCalledWith(
				expect.objectContaining( { code } )
			);
			off();
		}
	);

	it( 'does not sign out on other errors, and normalises odd throws', async () => {
		const listener = jest.fn();
		const off = onServerSignOut( listener );
		mockedFetch.mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		await expect( request( '/items' ) ).rejects.toMatchObject( {
			code: 'fetch_error',
			message: 'Failed to fetch',
		} );
		expect( listener ).not.toHaveBeenCalled();
		off();
	} );

	it( 'toQuery joins lists with commas', () => {
		expect( toQuery( { include: [ 1, 2 ], q: 'abc', n: 0 } ) ).toEqual( {
			include: '1,2',
			q: 'abc',
			n: '0',
		} );
	} );
} );
