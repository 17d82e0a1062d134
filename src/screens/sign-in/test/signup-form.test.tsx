/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import SignupForm from '../signup-form';

// The hub's pages, as GET /signup/legal gives them ('' for none).
jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const apiFetchMock = apiFetch as unknown as jest.Mock;
const hubPages = ( privacy: string, terms: string ) =>
	apiFetchMock.mockImplementation( async ( options: { path: string } ) => {
		if ( options.path.startsWith( '/stencilbox/v1/signup/legal' ) ) {
			return { privacy_url: privacy, terms_url: terms };
		}
		throw { code: 'rest_no_route', message: options.path };
	} );
beforeEach( () => hubPages( '', '' ) );

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

describe( 'SignupForm: what the consents agree to', () => {
	it( 'links the hub’s privacy policy and terms under their checkboxes, in a new tab', async () => {
		hubPages(
			'https://hub.example/privacy/',
			'https://hub.example/terms/'
		);
		render( <SignupForm onSignedUp={ jest.fn() } /> );
		const privacy = await screen.findByRole( 'link', {
			name: /Read the Privacy Policy/,
		} );
		expect( privacy.getAttribute( 'href' ) ).toBe(
			'https://hub.example/privacy/'
		);
		expect( privacy.getAttribute( 'target' ) ).toBe( '_blank' );
		expect(
			screen
				.getByRole( 'link', { name: /Read the Terms and Conditions/ } )
				.getAttribute( 'href' )
		).toBe( 'https://hub.example/terms/' );
		// The checkboxes keep the spec's words.
		expect(
			screen.getByLabelText(
				'I have read and agree to the Privacy Policy'
			)
		).toBeTruthy();
	} );

	it( 'names a page the hub does not have without a link', async () => {
		hubPages( 'https://hub.example/privacy/', '' );
		render( <SignupForm onSignedUp={ jest.fn() } /> );
		await screen.findByRole( 'link', { name: /Read the Privacy Policy/ } );
		expect(
			screen.queryByRole( 'link', { name: /Terms and Conditions/ } )
		).toBeNull();
		expect(
			screen.getByLabelText( 'I agree to the Terms and Conditions' )
		).toBeTruthy();
	} );
} );
