/**
 * Internal dependencies
 */
import {
	batchState,
	nextBatchState,
	nextTriState,
	stateOf,
	withState,
} from '../tri-state';

describe( 'dependency filter states', () => {
	it( 'one dependency cycles none → include → exclude → none', () => {
		expect( nextTriState( 'none' ) ).toBe( 'include' );
		expect( nextTriState( 'include' ) ).toBe( 'exclude' );
		expect( nextTriState( 'exclude' ) ).toBe( 'none' );
	} );

	it( 'a group shows its common state, or mixed', () => {
		expect( batchState( [] ) ).toBe( 'none' );
		expect( batchState( [ 'none', 'none' ] ) ).toBe( 'none' );
		expect( batchState( [ 'include', 'include' ] ) ).toBe( 'include' );
		expect( batchState( [ 'exclude' ] ) ).toBe( 'exclude' );
		expect( batchState( [ 'include', 'none' ] ) ).toBe( 'mixed' );
	} );

	it( 'the batch toggle cycles none or mixed → include → exclude → none', () => {
		expect( nextBatchState( 'none' ) ).toBe( 'include' );
		expect( nextBatchState( 'mixed' ) ).toBe( 'include' );
		expect( nextBatchState( 'include' ) ).toBe( 'exclude' );
		expect( nextBatchState( 'exclude' ) ).toBe( 'none' );
	} );

	it( 'maps states to include/exclude lists and back', () => {
		let lists = { include: [ 1 ], exclude: [ 2 ] };
		expect( stateOf( 1, lists.include, lists.exclude ) ).toBe( 'include' );
		expect( stateOf( 2, lists.include, lists.exclude ) ).toBe( 'exclude' );
		expect( stateOf( 3, lists.include, lists.exclude ) ).toBe( 'none' );
		lists = withState( lists, 1, 'exclude' );
		expect( lists ).toEqual( { include: [], exclude: [ 2, 1 ] } );
		lists = withState( lists, 2, 'none' );
		expect( lists ).toEqual( { include: [], exclude: [ 1 ] } );
		lists = withState( lists, 3, 'include' );
		expect( lists ).toEqual( { include: [ 3 ], exclude: [ 1 ] } );
	} );
} );
