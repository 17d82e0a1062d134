/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import LoadedTable, { type LoadedTableProps } from '..';

function renderWith(
	rows: string[] | null,
	failed: string | null = null,
	props: Partial< LoadedTableProps< string > > = {}
) {
	return render(
		<LoadedTable
			rows={ rows }
			failed={ failed }
			failedTitle="The keys could not be loaded"
			onRetry={ jest.fn() }
			empty="No keys yet."
			{ ...props }
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

describe( 'LoadedTable with columns', () => {
	const renderColumns = ( rows: string[], actions: boolean ) =>
		renderWith( rows, null, {
			columns: [ 'Name', 'Key' ],
			actions,
			className: 'stencilbox-key-manager__table',
		} );

	it( 'heads the columns, the actions column for screen readers', () => {
		renderColumns( [ 'a' ], true );
		expect(
			screen
				.getAllByRole( 'columnheader' )
				.map( ( header ) => header.textContent )
		).toEqual( [ 'Name', 'Key', 'Actions' ] );
		expect(
			screen
				.getByText( 'Actions' )
				.classList.contains( 'screen-reader-text' )
		).toBe( true );
		expect( screen.getByRole( 'table' ).className ).toBe(
			'widefat striped stencilbox-key-manager__table'
		);
	} );

	it( 'spans every column with the "none" row', () => {
		renderColumns( [], true );
		expect(
			(
				screen.getByRole( 'cell', {
					name: 'No keys yet.',
				} ) as HTMLTableCellElement
			 ).colSpan
		).toBe( 3 );
	} );

	it( 'has no actions column unless asked', () => {
		renderColumns( [], false );
		expect( screen.getAllByRole( 'columnheader' ) ).toHaveLength( 2 );
		expect(
			(
				screen.getByRole( 'cell', {
					name: 'No keys yet.',
				} ) as HTMLTableCellElement
			 ).colSpan
		).toBe( 2 );
	} );
} );
