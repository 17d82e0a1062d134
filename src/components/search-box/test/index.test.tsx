/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import SearchBox from '..';
import { SEARCH_MIN } from '../../../utils/constants';

const TOO_SHORT = `Type at least ${ SEARCH_MIN } characters to search.`;

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
	it( 'searches on Enter only from SEARCH_MIN characters', async () => {
		const user = userEvent.setup();
		const { onSearch, box } = setup();
		const word = 'abcdefghij';
		await user.type( box, `${ word.slice( 0, SEARCH_MIN - 1 ) }{Enter}` );
		expect( onSearch ).not.toHaveBeenCalled();
		expect( screen.getByText( TOO_SHORT ) ).toBeTruthy();
		await user.type( box, `${ word[ SEARCH_MIN - 1 ] }{Enter}` );
		expect( onSearch ).toHaveBeenCalledWith( word.slice( 0, SEARCH_MIN ) );
		expect( screen.queryByText( TOO_SHORT ) ).toBeNull();
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

	it( 'an empty search is a reset, never a "too short" error (issue [15] #7)', async () => {
		const user = userEvent.setup();
		const { onReset, onSearch, box } = setup( 'hero' );
		await user.clear( box );
		await user.type( box, '{Enter}' );
		await user.click( screen.getByRole( 'button', { name: 'Search' } ) );
		expect( onSearch ).not.toHaveBeenCalled();
		expect( onReset ).toHaveBeenCalled();
		expect( screen.queryByText( TOO_SHORT ) ).toBeNull();
		// Only spaces: the same.
		await user.type( box, '   {Enter}' );
		expect( screen.queryByText( TOO_SHORT ) ).toBeNull();
	} );

	it( 'pressing Search on an empty box with no search says nothing', async () => {
		const user = userEvent.setup();
		const { onReset, onSearch } = setup();
		await user.click( screen.getByRole( 'button', { name: 'Search' } ) );
		expect( onSearch ).not.toHaveBeenCalled();
		expect( onReset ).not.toHaveBeenCalled();
		expect( screen.queryByText( TOO_SHORT ) ).toBeNull();
	} );
} );
