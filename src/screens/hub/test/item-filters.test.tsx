/**
 * The hub's item filters: one change at a time, and the read they drive.
 */
/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { SEARCH_MIN } from '../../../utils/constants';
import ItemFilters, { FIRST_FILTER, itemsQuery } from '../item-filters';

describe( 'itemsQuery', () => {
	it( 'asks for the filter and the page', () => {
		expect(
			itemsQuery( { platform: 'elementor', type: 'pack', search: '' }, 3 )
		).toEqual( {
			platform: 'elementor',
			type: 'pack',
			page: 3,
			search: undefined,
		} );
	} );

	it( 'leaves out a search too short to ask, and starts on page 1', () => {
		const short = 'a'.repeat( SEARCH_MIN - 1 );
		const long = 'a'.repeat( SEARCH_MIN );
		expect( itemsQuery( { ...FIRST_FILTER, search: short } ) ).toEqual( {
			platform: 'gutenberg',
			type: 'all',
			page: 1,
			search: undefined,
		} );
		expect( itemsQuery( { ...FIRST_FILTER, search: long } ).search ).toBe(
			long
		);
	} );
} );

describe( 'ItemFilters', () => {
	function renderFilters() {
		const onChange = jest.fn();
		render(
			<ItemFilters
				value={ { ...FIRST_FILTER, search: 'hero' } }
				onChange={ onChange }
				platformLabel="Editor"
				className="row"
			/>
		);
		return onChange;
	}

	it( 'offers the editors, Gutenberg first, and the item types', () => {
		renderFilters();
		const options = ( name: string ) =>
			Array.from(
				(
					screen.getByRole( 'combobox', {
						name,
					} ) as HTMLSelectElement
				 ).options,
				( option ) => option.textContent
			);
		expect( options( 'Editor' ) ).toEqual( [ 'Gutenberg', 'Elementor' ] );
		expect( options( 'Type' ) ).toEqual( [
			'All',
			'Packs',
			'Pages',
			'Blocks',
		] );
	} );

	it( 'changes one field and keeps the others', () => {
		const onChange = renderFilters();
		fireEvent.change( screen.getByRole( 'combobox', { name: 'Editor' } ), {
			target: { value: 'elementor' },
		} );
		expect( onChange ).toHaveBeenLastCalledWith( {
			platform: 'elementor',
			type: 'all',
			search: 'hero',
		} );
		fireEvent.change( screen.getByRole( 'combobox', { name: 'Type' } ), {
			target: { value: 'block' },
		} );
		expect( onChange ).toHaveBeenLastCalledWith( {
			platform: 'gutenberg',
			type: 'block',
			search: 'hero',
		} );
		fireEvent.change(
			screen.getByRole( 'searchbox', { name: 'Search items' } ),
			{ target: { value: 'heroes' } }
		);
		expect( onChange ).toHaveBeenLastCalledWith( {
			platform: 'gutenberg',
			type: 'all',
			search: 'heroes',
		} );
	} );
} );
