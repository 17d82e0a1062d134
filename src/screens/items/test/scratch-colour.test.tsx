/**
 * The filter sidebar asks for its lists once the list's first page is in
 * (issue [16]: on a host with few PHP workers the cards come first), and
 * keeps them through later page loads.
 */
/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/catalog';
import { store as catalogStore } from '../../../stores/catalog';
import {
	mockedCalls,
	settle,
	storeRegistry,
} from '../../../stores/test/harness';
import FilterSidebar from '../filter-sidebar';
import { DEFAULT_FILTERS, type FilterState } from '../filters';

jest.mock( '../../../api/catalog' );
const calls = mockedCalls( api );

const { registry } = storeRegistry( catalogStore );
function sidebar(
	listsWanted: boolean,
	onApply: ( filters: FilterState ) => void = () => {}
) {
	return (
		<RegistryProvider value={ registry }>
			<FilterSidebar
				type="pack"
				applied={ DEFAULT_FILTERS }
				onApply={ onApply }
				onReset={ () => {} }
				listsWanted={ listsWanted }
			/>
		</RegistryProvider>
	);
}

describe( 'FilterSidebar with a colour scheme filter (scratch)', () => {
	beforeEach( () => {
		calls.fetchCategories.mockResolvedValue( [] );
		calls.fetchDependencies.mockResolvedValue( [] );
		calls.fetchTags.mockResolvedValue( [] );
		calls.fetchTermLookup.mockResolvedValue( [
			{ id: 64, name: 'Dark', slug: 'dark' },
		] as never );
	} );

	it( 'draws the generic control and applies it', async () => {
		const onApply = jest.fn();
		render( sidebar( true, onApply ) );
		await act( settle );
		expect( calls.fetchTermLookup ).toHaveBeenCalledWith( 'colourSchemes' );
		const input = screen.getByRole( 'combobox', { name: 'Colour scheme' } );
		fireEvent.change( input, { target: { value: 'Dark' } } );
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( onApply.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			colourScheme: [ 64 ],
		} );
	} );
} );
