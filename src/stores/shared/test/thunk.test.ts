/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { counter, type CounterThunk } from './counter';

describe( 'store kit: thunk type', () => {
	it( 'hands a thunk the store’s bound actions, its selectors and plain dispatch', async () => {
		const registry = createRegistry();
		registry.register( counter );
		const counted: number = await registry
			.dispatch( counter )
			.addTwice( 2 );
		expect( counted ).toBe( 4 );
		expect( registry.select( counter ).getCount() ).toBe( 4 );
		await registry.dispatch( counter ).resetLater();
		expect( registry.select( counter ).getCount() ).toBe( 0 );
	} );

	it( 'refuses what the store does not have (checked by the type check)', () => {
		// Never called: each line must be a type error, or `tsc` fails on
		// the unused directive.
		const refused = ( args: Parameters< CounterThunk >[ 0 ] ) => {
			// @ts-expect-error -- an action type this store does not know.
			args.dispatch( { type: 'NOPE' } );
			// @ts-expect-error -- an action creator this store does not have.
			args.dispatch.remove( 1 );
			// @ts-expect-error -- a wrong argument type.
			args.dispatch.add( 'one' );
			// @ts-expect-error -- a selector this store does not have.
			args.select.getTotal();
			// @ts-expect-error -- resolution metadata names real selectors only.
			args.dispatch.invalidateResolution( 'getTotal', [] );
		};
		expect( refused ).toBeInstanceOf( Function );
	} );
} );
