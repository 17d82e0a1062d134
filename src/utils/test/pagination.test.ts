/**
 * Internal dependencies
 */
import { paginationWindow } from '../pagination';

describe( 'paginationWindow', () => {
	it( 'lists nothing for no pages and one page for one', () => {
		expect( paginationWindow( 1, 0 ) ).toEqual( [] );
		expect( paginationWindow( 1, 1 ) ).toEqual( [ 1 ] );
	} );

	it( 'lists every page up to 10 pages', () => {
		expect( paginationWindow( 1, 10 ) ).toEqual( [
			1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
		] );
		expect( paginationWindow( 7, 7 ) ).toEqual( [ 1, 2, 3, 4, 5, 6, 7 ] );
	} );

	it( 'shows a window of 7 at the start, then the last page', () => {
		for ( const current of [ 1, 2, 3, 4 ] ) {
			expect( paginationWindow( current, 11 ) ).toEqual( [
				1,
				2,
				3,
				4,
				5,
				6,
				7,
				'ellipsis',
				11,
			] );
		}
	} );

	it( 'shows a window of 7 at the end, after the first page', () => {
		for ( const current of [ 17, 18, 19, 20 ] ) {
			expect( paginationWindow( current, 20 ) ).toEqual( [
				1,
				'ellipsis',
				14,
				15,
				16,
				17,
				18,
				19,
				20,
			] );
		}
	} );

	it( 'shows 3 pages either side of the current one in the middle, with ellipses for gaps', () => {
		expect( paginationWindow( 10, 20 ) ).toEqual( [
			1,
			'ellipsis',
			7,
			8,
			9,
			10,
			11,
			12,
			13,
			'ellipsis',
			20,
		] );
		// The window touches page 2: no gap, so no ellipsis on that side.
		expect( paginationWindow( 5, 20 ) ).toEqual( [
			1,
			2,
			3,
			4,
			5,
			6,
			7,
			8,
			'ellipsis',
			20,
		] );
		expect( paginationWindow( 16, 20 ) ).toEqual( [
			1,
			'ellipsis',
			13,
			14,
			15,
			16,
			17,
			18,
			19,
			20,
		] );
	} );

	it( 'clamps a current page outside the range', () => {
		expect( paginationWindow( 99, 12 ) ).toEqual(
			paginationWindow( 12, 12 )
		);
		expect( paginationWindow( -3, 12 ) ).toEqual(
			paginationWindow( 1, 12 )
		);
	} );

	it( 'never lists a page twice and always keeps first, current and last', () => {
		for ( let total = 11; total <= 40; total++ ) {
			for ( let current = 1; current <= total; current++ ) {
				const pages = paginationWindow( current, total ).filter(
					( entry ): entry is number => entry !== 'ellipsis'
				);
				expect( new Set( pages ).size ).toBe( pages.length );
				expect( pages ).toEqual(
					[ ...pages ].sort( ( a, b ) => a - b )
				);
				expect( pages ).toEqual(
					expect.arrayContaining( [ 1, current, total ] )
				);
			}
		}
	} );
} );
