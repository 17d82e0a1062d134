/**
 * Internal dependencies
 */
import { hasPage, readPage, withItems, withPage } from '../pages';

const totals = ( total: number, pages = 3 ) => ( {
	total,
	total_page: pages,
} );

describe( 'store kit: page cache', () => {
	it( 'adds pages to a list, marking an empty one', () => {
		const first = withPage( null, 1, [ 4, 5 ], totals( 42 ) );
		expect( first ).toEqual( {
			totalPage: 3,
			total: 42,
			pages: { 1: [ 4, 5 ] },
		} );
		const both = withPage( first, 3, [], totals( 40 ) );
		expect( both.pages ).toEqual( { 1: [ 4, 5 ], 3: 'empty' } );
		// The latest answer's totals win.
		expect( both.total ).toBe( 40 );
		// The list it started from is left alone.
		expect( first.pages ).toEqual( { 1: [ 4, 5 ] } );
	} );

	it( 'knows which pages are cached (an empty page counts)', () => {
		const list = withPage(
			withPage( null, 1, [ 1 ], totals( 1 ) ),
			2,
			[],
			totals( 1 )
		);
		expect( hasPage( list, 1 ) ).toBe( true );
		expect( hasPage( list, 2 ) ).toBe( true );
		expect( hasPage( list, 3 ) ).toBe( false );
		expect( hasPage( null, 1 ) ).toBe( false );
		expect( hasPage( undefined, 1 ) ).toBe( false );
	} );

	it( 'keeps items once, by id, the newest answer winning', () => {
		const before = { 1: { id: 1, name: 'old' } };
		const after = withItems( before, [
			{ id: 1, name: 'new' },
			{ id: 2, name: 'two' },
		] );
		expect( after ).toEqual( {
			1: { id: 1, name: 'new' },
			2: { id: 2, name: 'two' },
		} );
		expect( before[ 1 ].name ).toBe( 'old' );
	} );

	it( 'reads a page as the screens show it', () => {
		const list = withPage(
			withPage( null, 1, [ 1, 2 ], totals( 2, 2 ) ),
			2,
			[],
			totals( 2, 2 )
		);
		const names: Record< number, string > = { 1: 'one', 2: 'two' };
		expect( readPage( list, 1, ( id ) => names[ id ] ) ).toEqual( {
			items: [ 'one', 'two' ],
			totalPage: 2,
			total: 2,
			isEmpty: false,
		} );
		expect( readPage( list, 2, ( id ) => names[ id ] ) ).toEqual( {
			items: [],
			totalPage: 2,
			total: 2,
			isEmpty: true,
		} );
		// Without a mapping the entries are the items.
		expect( readPage( list, 1 )?.items ).toEqual( [ 1, 2 ] );
		expect( readPage( list, 3 ) ).toBeUndefined();
		expect( readPage( null, 1 ) ).toBeUndefined();
	} );
} );
