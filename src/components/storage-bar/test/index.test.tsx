/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import StorageBar from '..';

const VERIFY =
	"You haven't verify your account yet. Please check your email inbox.";

describe( 'StorageBar', () => {
	it( 'shows the usage as the spec words it', () => {
		render( <StorageBar usage={ { files: 3, limit: 10 } } /> );
		expect(
			screen.getByRole( 'meter', { name: 'Cloud storage' } )
		).toBeTruthy();
	} );

	it( 'asks an unverified account to verify when the status call fails', () => {
		render(
			<StorageBar usage={ null } error="Forbidden." unverified={ true } />
		);
		expect( screen.getByText( VERIFY ) ).toBeTruthy();
	} );

	it( 'shows a verified account the failure itself, not the verify message (issue [23] #4)', async () => {
		render(
			<StorageBar
				usage={ null }
				error="The library could not be reached. <b>Trying again…</b>"
			/>
		);
		expect( screen.queryByText( VERIFY ) ).toBeNull();
		expect(
			await screen.findByText( /The library could not be reached\./ )
		).toBeTruthy();
	} );
} );
