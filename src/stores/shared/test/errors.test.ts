/**
 * Internal dependencies
 */
import { RequestError } from '../../../api/client';
import { recordRequest, toStoreError, withError } from '../errors';

describe( 'store kit: errors', () => {
	it( 'keeps the code, message and status of a failed request', () => {
		const thrown = new RequestError( {
			code: 'retry_again',
			message: 'Busy',
			data: { status: 503, extra: true },
		} );
		// Exactly these fields: the stored error is plain and serialisable.
		expect( toStoreError( thrown ) ).toEqual( {
			code: 'retry_again',
			message: 'Busy',
			status: 503,
		} );
	} );

	it( 'keeps the message of anything else under unknown_error', () => {
		expect( toStoreError( new Error( 'offline' ) ) ).toEqual( {
			code: 'unknown_error',
			message: 'offline',
			status: 0,
		} );
		expect( toStoreError( 'odd' ) ).toMatchObject( { message: 'odd' } );
	} );

	it( 'sets and clears one key, and changes nothing when nothing changes', () => {
		const busy = { code: 'retry_again', message: 'Busy', status: 503 };
		const none = {};
		const one = withError( none, 'a', busy );
		expect( one ).toEqual( { a: busy } );
		expect( none ).toEqual( {} );
		expect( withError( one, 'b', null ) ).toBe( one );
		expect( withError( one, 'a', null ) ).toEqual( {} );
	} );

	it( 'records a request’s outcome under its key, never throwing', async () => {
		const received: unknown[] = [];
		const errors: unknown[] = [];
		const receive = ( value: unknown ) => received.push( value );
		const setError = ( error: unknown ) => errors.push( error );

		await expect(
			recordRequest( async () => 'ok', receive, setError )
		).resolves.toBe( true );
		expect( received ).toEqual( [ 'ok' ] );
		expect( errors ).toEqual( [ null ] );

		await expect(
			recordRequest(
				() =>
					Promise.reject(
						new RequestError( { code: 'nope', message: 'No' } )
					),
				receive,
				setError
			)
		).resolves.toBe( false );
		expect( received ).toEqual( [ 'ok' ] );
		expect( errors ).toEqual( [
			null,
			{ code: 'nope', message: 'No', status: 0 },
		] );
	} );
} );
