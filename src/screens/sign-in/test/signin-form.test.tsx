/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import SigninForm from '../signin-form';

describe( 'SigninForm', () => {
	it( 'enables Sign In only with a valid email and a password', async () => {
		const user = userEvent.setup();
		render(
			<SigninForm canSignInGlobally={ false } onSignedIn={ jest.fn() } />
		);
		const button = screen.getByRole( 'button', { name: 'Sign In' } );
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		await user.type( screen.getByLabelText( 'Email' ), 'ana@' );
		await user.type( screen.getByLabelText( 'Password' ), 'x' );
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect(
			screen.getByText( 'Please enter a valid email address.' )
		).toBeTruthy();
		await user.type( screen.getByLabelText( 'Email' ), 'example.org' );
		// The shown error clears while typing.
		expect(
			screen.queryByText( 'Please enter a valid email address.' )
		).toBeNull();
		expect( button.getAttribute( 'aria-disabled' ) ).toBeNull();
	} );

	it( 'toggles to the API key and hides the global option unless allowed', async () => {
		const user = userEvent.setup();
		const { rerender } = render(
			<SigninForm canSignInGlobally={ false } onSignedIn={ jest.fn() } />
		);
		expect(
			screen.queryByLabelText(
				'All the sitewide users will be logged in with this account'
			)
		).toBeNull();
		await user.click(
			screen.getByRole( 'button', { name: 'Connect via API' } )
		);
		expect( screen.getByLabelText( 'API Key' ) ).toBeTruthy();
		expect(
			screen.getByRole( 'button', {
				name: 'Connect via Login Credentials',
			} )
		).toBeTruthy();
		rerender( <SigninForm canSignInGlobally onSignedIn={ jest.fn() } /> );
		expect(
			screen.getByLabelText(
				'All the sitewide users will be logged in with this account'
			)
		).toBeTruthy();
	} );
} );
