/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import SearchBox from '..';

function setup( value = '' ) {
	const onSearch = jest.fn();
	const onReset = jest.fn();
	const view = render(
		<SearchBox
			label="Search Packs"
			value={ value }
			onSearch={ onSearch }
			onReset={ onReset }
		/>
	);
	return {
		onSearch,
		onReset,
		view,
		box: screen.getByRole( 'searchbox', { name: 'Search Packs' } ),
	};
}

describe( 'SearchBox', () => {
	it( 'searches on Enter only from 3 characters', async () => {
		const user = userEvent.setup();
		const { onSearch, box } = setup();
		await user.type( box, 'ab{Enter}' );
		expect( onSearch ).not.toHaveBeenCalled();
		expect(
			screen.getByText( 'Type at least 3 characters to search.' )
		).toBeTruthy();
		await user.type( box, 'c{Enter}' );
		expect( onSearch ).toHaveBeenCalledWith( 'abc' );
		expect(
			screen.queryByText( 'Type at least 3 characters to search.' )
		).toBeNull();
	} );

	it( 'searches with the button too, trimming the text', async () => {
		const user = userEvent.setup();
		const { onSearch, box } = setup();
		await user.type( box, '  hero  ' );
		await user.click( screen.getByRole( 'button', { name: 'Search' } ) );
		expect( onSearch ).toHaveBeenCalledWith( 'hero' );
	} );

	it( 'does not search while typing', async () => {
		const user = userEvent.setup();
		const { onSearch, box } = setup();
		await user.type( box, 'lighthouse' );
		expect( onSearch ).not.toHaveBeenCalled();
	} );

	it( 'clearing the box resets an active search', async () => {
		const user = userEvent.setup();
		const { onReset, box } = setup( 'hero' );
		expect( ( box as HTMLInputElement ).value ).toBe( 'hero' );
		await user.clear( box );
		expect( onReset ).toHaveBeenCalledTimes( 1 );
	} );
} );
