/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import LoadedTable from '..';

function renderWith( rows: string[] | null, failed: string | null = null ) {
	return render(
		<LoadedTable
			rows={ rows }
			failed={ failed }
			failedTitle="The keys could not be loaded"
			onRetry={ jest.fn() }
			empty="No keys yet."
		>
			{ ( row ) => (
				<tr key={ row }>
					<td>{ row }</td>
				</tr>
			) }
		</LoadedTable>
	);
}

describe( 'LoadedTable', () => {
	it( 'shows the request error instead of the table', async () => {
		renderWith( null, 'Server down' );
		expect( await screen.findByText( 'Server down' ) ).toBeTruthy();
		expect(
			screen.getByText( 'The keys could not be loaded' )
		).toBeTruthy();
		expect( screen.queryByRole( 'table' ) ).toBeNull();
	} );

	it( 'says there are none in one row', () => {
		renderWith( [] );
		expect( screen.getAllByRole( 'row' ) ).toHaveLength( 1 );
		expect( screen.getByRole( 'cell' ).textContent ).toBe( 'No keys yet.' );
	} );

	it( 'renders each row in order', () => {
		renderWith( [ 'a', 'b' ] );
		expect(
			screen.getAllByRole( 'cell' ).map( ( cell ) => cell.textContent )
		).toEqual( [ 'a', 'b' ] );
	} );
} );
