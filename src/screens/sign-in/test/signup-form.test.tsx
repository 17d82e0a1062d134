/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import SignupForm from '../signup-form';

describe( 'SignupForm', () => {
	it( 'shows blur errors without crashing', async () => {
		const user = userEvent.setup();
		render( <SignupForm onSignedUp={ jest.fn() } /> );
		await user.type( screen.getByLabelText( 'First Name' ), 'Ana' );
		await user.type( screen.getByLabelText( 'Last Name' ), 'Lima2' );
		await user.type( screen.getByLabelText( 'Email' ), 'ana' );
		await user.type( screen.getByLabelText( 'Password' ), 'weak' );
		await user.type( screen.getByLabelText( 'Confirm Password' ), 'weak2' );
		await user.click( screen.getByLabelText( 'First Name' ) );
		// Blur errors show under the fields; the alert is for server errors.
		expect( screen.queryByText( 'Opps...!' ) ).toBeNull();
		expect(
			screen.getAllByText(
				'The Last Name may only contain letters, dashes and spaces.'
			).length
		).toBeGreaterThan( 0 );
		expect(
			screen
				.getByRole( 'button', { name: 'Sign Up' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	} );
} );

describe( 'SignupForm consents', () => {
	it( 'toggles the consents and enables Sign Up with 7 valid fields', async () => {
		const user = userEvent.setup();
		render( <SignupForm onSignedUp={ jest.fn() } /> );
		await user.type( screen.getByLabelText( 'First Name' ), 'Ana' );
		await user.type( screen.getByLabelText( 'Last Name' ), 'Lima' );
		await user.type( screen.getByLabelText( 'Email' ), 'ana@example.org' );
		await user.type( screen.getByLabelText( 'Password' ), 'Str0ngPass' );
		await user.type(
			screen.getByLabelText( 'Confirm Password' ),
			'Str0ngPass'
		);
		const privacy = screen.getByLabelText(
			'I have read and agree to the Privacy Policy'
		) as HTMLInputElement;
		await user.click( privacy );
		expect( privacy.checked ).toBe( true );
		const button = screen.getByRole( 'button', { name: 'Sign Up' } );
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		await user.click(
			screen.getByLabelText( 'I agree to the Terms and Conditions' )
		);
		expect( button.getAttribute( 'aria-disabled' ) ).toBeNull();
	} );
} );

describe( 'SignupForm live re-check', () => {
	it( 'clears a shown error while typing, without waiting for blur', async () => {
		const user = userEvent.setup();
		render( <SignupForm onSignedUp={ jest.fn() } /> );
		await user.type( screen.getByLabelText( 'Password' ), 'Str0ngPass' );
		await user.type(
			screen.getByLabelText( 'Confirm Password' ),
			'Str0ng'
		);
		await user.click( screen.getByLabelText( 'Email' ) );
		expect( screen.getByText( 'Password not matched!' ) ).toBeTruthy();
		await user.type( screen.getByLabelText( 'Confirm Password' ), 'Pass' );
		expect( screen.queryByText( 'Password not matched!' ) ).toBeNull();
	} );
} );
