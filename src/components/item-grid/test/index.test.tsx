/**
 * The grid draws a page's first rows first and the rest in a transition,
 * and the images of those first rows load at once (issue [16], open time).
 */
/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import ItemGrid, { FIRST_CELLS } from '..';
import SafeImage from '../../safe-image';

interface Row {
	id: number;
}

const rows = ( from: number, count: number ): Row[] =>
	Array.from( { length: count }, ( _, i ) => ( { id: from + i } ) );

function grid( items: Row[], renderItem: ( item: Row ) => JSX.Element ) {
	return (
		<ItemGrid< Row >
			label="Packs"
			items={ items }
			isLoading={ false }
			getKey={ ( item ) => item.id }
			renderItem={ renderItem }
			emptyTitle="No items found"
			page={ 1 }
			totalPage={ 1 }
			onPageChange={ () => {} }
		/>
	);
}

const drawn = ( renderItem: jest.Mock ) =>
	renderItem.mock.calls.map( ( [ item ] ) => item.id );
const cells = () =>
	document.querySelectorAll( '.stencilbox-item-grid__cell' ).length;

describe( 'ItemGrid', () => {
	it( 'draws the first rows of a page first, then all of it', () => {
		const renderItem = jest.fn( ( item: Row ) => <span>{ item.id }</span> );
		render( grid( rows( 1, 20 ), renderItem ) );
		const first = rows( 1, FIRST_CELLS ).map( ( row ) => row.id );
		expect( drawn( renderItem ).slice( 0, FIRST_CELLS ) ).toEqual( first );
		// The second pass draws every item, from the first.
		expect( drawn( renderItem ).slice( FIRST_CELLS ) ).toEqual(
			rows( 1, 20 ).map( ( row ) => row.id )
		);
		expect( cells() ).toBe( 20 );
	} );

	it( 'starts with the first rows again for another page, and not for the same list built anew', () => {
		const renderItem = jest.fn( ( item: Row ) => <span>{ item.id }</span> );
		const page1 = rows( 1, 20 );
		const { rerender } = render( grid( page1, renderItem ) );
		renderItem.mockClear();

		// The same items in a new array (a caller filtering on each render).
		rerender( grid( [ ...page1 ], renderItem ) );
		expect( drawn( renderItem ) ).toEqual( page1.map( ( row ) => row.id ) );
		renderItem.mockClear();

		rerender( grid( rows( 21, 20 ), renderItem ) );
		const calls = drawn( renderItem );
		// Before the full pass, only the first rows of the new page.
		expect( new Set( calls.slice( 0, -20 ) ) ).toEqual(
			new Set( rows( 21, FIRST_CELLS ).map( ( row ) => row.id ) )
		);
		expect( calls.slice( -20 ) ).toEqual(
			rows( 21, 20 ).map( ( row ) => row.id )
		);
		expect( cells() ).toBe( 20 );
	} );

	it( 'loads the images of the first rows at once and the others lazily; an explicit choice wins', () => {
		render(
			grid( rows( 1, 10 ), ( item ) => (
				<SafeImage
					src={ `https://example.org/${ item.id }.webp` }
					alt=""
					eager={ item.id === 10 ? true : undefined }
				/>
			) )
		);
		const loading = [ ...document.querySelectorAll( 'img' ) ].map(
			( image ) => image.getAttribute( 'loading' )
		);
		expect( loading ).toEqual( [
			...Array( FIRST_CELLS ).fill( 'eager' ),
			...Array( 10 - FIRST_CELLS - 1 ).fill( 'lazy' ),
			'eager',
		] );
	} );

	it( 'loads images outside a grid lazily unless told otherwise', () => {
		render(
			<>
				<SafeImage src="https://example.org/a.webp" alt="" />
				<SafeImage src="https://example.org/b.webp" alt="" eager />
			</>
		);
		expect(
			[ ...document.querySelectorAll( 'img' ) ].map( ( image ) =>
				image.getAttribute( 'loading' )
			)
		).toEqual( [ 'lazy', 'eager' ] );
	} );
} );
