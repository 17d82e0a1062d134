/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { createAppHistory, RouterProvider } from '../../../router';
import FilesPanel from '..';

const empty = { items: [], totalPage: 0, total: 0, isEmpty: true };

function renderEmpty( query: Record< string, string > ) {
	const history = createAppHistory( 'memory', {
		initial: { path: 'clouds', query },
	} );
	render(
		<RouterProvider history={ history }>
			<FilesPanel
				label="My Clouds"
				result={ empty }
				onRetry={ () => {} }
				view="list"
				page={ 1 }
				onPageChange={ () => {} }
				place="clouds"
				emptyTitle="Your cloud is empty."
				emptyText={ <p>Save a page to the cloud.</p> }
				emptyActions={ <button type="button">Add files</button> }
			/>
		</RouterProvider>
	);
}

describe( 'FilesPanel, empty', () => {
	it( 'says the list is empty, with its text and actions', () => {
		renderEmpty( {} );
		expect( screen.getByText( 'Your cloud is empty.' ) ).toBeTruthy();
		expect( screen.getByText( 'Save a page to the cloud.' ) ).toBeTruthy();
		expect(
			screen.getByRole( 'button', { name: 'Add files' } )
		).toBeTruthy();
	} );

	it( 'says a search found nothing, without the empty list’s text and actions', () => {
		renderEmpty( { q: 'nothing-like-this' } );
		expect(
			screen.getByText( 'No files match your search.' )
		).toBeTruthy();
		expect( screen.queryByText( 'Your cloud is empty.' ) ).toBeNull();
		expect( screen.queryByText( 'Save a page to the cloud.' ) ).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Add files' } )
		).toBeNull();
	} );
} );
