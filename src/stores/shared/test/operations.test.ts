/**
 * Internal dependencies
 */
import { RequestError } from '../../../api/client';
import { isDone, runOperation, type Operation } from '../operations';

describe( 'runOperation', () => {
	it( 'records busy, then done, and gives the answer back', async () => {
		const states: Array< Operation< 'copy' > > = [];
		const answer = await runOperation(
			'copy',
			async () => 42,
			( state ) => states.push( state )
		);
		expect( answer ).toBe( 42 );
		expect( states ).toEqual( [
			{ kind: 'copy', status: 'busy' },
			{ kind: 'copy', status: 'done' },
		] );
		expect( isDone( states[ 1 ], 'copy' ) ).toBe( true );
		expect( isDone( states[ 1 ], 'move' ) ).toBe( false );
		expect( isDone( null, 'copy' ) ).toBe( false );
	} );

	it( 'records a failure with the stored error and never throws', async () => {
		const states: Array< Operation< 'delete' > > = [];
		const answer = await runOperation(
			'delete',
			() =>
				Promise.reject(
					new RequestError( {
						code: 'invalid_permission',
						message: 'No.',
						data: { status: 403 },
					} )
				),
			( state ) => states.push( state )
		);
		expect( answer ).toBeNull();
		expect( states[ 1 ] ).toEqual( {
			kind: 'delete',
			status: 'failed',
			error: { code: 'invalid_permission', message: 'No.', status: 403 },
		} );
	} );
} );
