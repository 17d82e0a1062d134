/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { createAppHistory, RouterProvider } from '../../../router';
import { SEARCH_MIN } from '../../../utils/constants';
import FilesToolbar, { useFilesSearch } from '../files-toolbar';

/** A term long enough to search for. */
const TERM = 'hero'.padEnd( SEARCH_MIN, 'o' );

function Shown() {
	return <output>{ `search: ${ useFilesSearch() }` }</output>;
}

function renderToolbar( query: Record< string, string > = {} ) {
	const history = createAppHistory( 'memory', {
		initial: { path: 'clouds', query },
	} );
	const onViewChange = jest.fn();
	render(
		<RouterProvider history={ history }>
			<FilesToolbar
				searchLabel="Search My Clouds"
				view="list"
				onViewChange={ onViewChange }
			>
				<button type="button">Upload</button>
			</FilesToolbar>
			<Shown />
		</RouterProvider>
	);
	return { history, onViewChange };
}

describe( 'FilesToolbar', () => {
	it( 'puts a search into the URL as q, and the screen reads it back', async () => {
		const { history } = renderToolbar();
		expect( screen.getByRole( 'status' ).textContent ).toBe( 'search: ' );
		await userEvent.type(
			screen.getByRole( 'searchbox', { name: 'Search My Clouds' } ),
			`${ TERM }{Enter}`
		);
		expect( history.getLocation() ).toEqual( {
			path: 'clouds',
			query: { q: TERM },
		} );
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			`search: ${ TERM }`
		);
	} );

	it( 'shows the search of the URL, and emptying the box takes q out', async () => {
		const { history } = renderToolbar( { q: TERM } );
		const box = screen.getByRole( 'searchbox', {
			name: 'Search My Clouds',
		} ) as HTMLInputElement;
		expect( box.value ).toBe( TERM );
		await userEvent.clear( box );
		expect( history.getLocation().query.q ).toBeUndefined();
		expect( screen.getByRole( 'status' ).textContent ).toBe( 'search: ' );
	} );

	it( 'shows the screen’s actions and switches the view', async () => {
		const { onViewChange } = renderToolbar();
		expect( screen.getByRole( 'button', { name: 'Upload' } ) ).toBeTruthy();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Grid view' } )
		);
		expect( onViewChange ).toHaveBeenCalledWith( 'grid' );
	} );
} );
