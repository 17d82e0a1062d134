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

describe( 'FilterSidebar', () => {
	beforeEach( () => {
		calls.fetchCategories.mockResolvedValue( [
			{ id: 3, name: 'Agency', slug: 'agency' },
		] );
		calls.fetchDependencies.mockResolvedValue( [] );
		calls.fetchTags.mockResolvedValue( [ { value: 9, label: 'Dark' } ] );
	} );

	it( 'asks for its lists once the first page is in, and keeps them after', async () => {
		const { rerender } = render( sidebar( false ) );
		await act( settle );
		expect( calls.fetchCategories ).not.toHaveBeenCalled();
		expect( calls.fetchDependencies ).not.toHaveBeenCalled();
		expect( calls.fetchTags ).not.toHaveBeenCalled();
		expect( screen.queryByRole( 'radio', { name: 'Agency' } ) ).toBeNull();

		rerender( sidebar( true ) );
		await act( settle );
		expect( calls.fetchCategories ).toHaveBeenCalledTimes( 1 );
		expect( calls.fetchDependencies ).toHaveBeenCalledTimes( 1 );
		expect( calls.fetchTags ).toHaveBeenCalledTimes( 1 );
		expect( screen.getByRole( 'radio', { name: 'Agency' } ) ).toBeTruthy();
		// Not a landmark of its own: the items screen's sidebar, around it,
		// is the one "Filters" region.
		expect( screen.queryByRole( 'form' ) ).toBeNull();

		// Another page is loading: the lists stay.
		rerender( sidebar( false ) );
		await act( settle );
		expect( screen.getByRole( 'radio', { name: 'Agency' } ) ).toBeTruthy();
		expect( calls.fetchCategories ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'applies a change at once, without the Filter button (issue [23] E)', async () => {
		const onApply = jest.fn();
		render( sidebar( true, onApply ) );
		await act( settle );
		fireEvent.click( screen.getByRole( 'radio', { name: 'Agency' } ) );
		expect( onApply ).toHaveBeenCalledTimes( 1 );
		expect( onApply.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			category: 'agency',
		} );
	} );
} );
