/**
 * Manage Account (issue [23] B): change the email or password, delete the
 * account after a confirmation with the password.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { createAppHistory, RouterProvider } from '../../../router';
import AccountSettings from '../account-settings';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const apiFetchMock = apiFetch as unknown as jest.Mock;

function setup() {
	const history = createAppHistory( 'memory', {
		initial: { path: 'clouds/profile', query: {} },
	} );
	render(
		<RouterProvider history={ history }>
			<AccountSettings />
		</RouterProvider>
	);
	return { history, user: userEvent.setup() };
}

const card = ( title: string ) =>
	screen
		.getByRole( 'heading', { name: title } )
		.closest( '.components-card' ) as HTMLElement;

describe( 'AccountSettings', () => {
	beforeEach( () => apiFetchMock.mockReset() );

	it( 'changes the password with the current one, checking the new one first', async () => {
		const { user } = setup();
		const form = within( card( 'Password' ) );
		const submit = form.getByRole( 'button', { name: 'Change password' } );
		await user.type(
			form.getByLabelText( 'Current password' ),
			'Old1Pass'
		);
		await user.type( form.getByLabelText( 'New password' ), 'N3wPassword' );
		await user.type(
			form.getByLabelText( 'Confirm new password' ),
			'N3wPasswordX'
		);
		await user.tab();
		expect( form.getByText( 'Password not matched!' ) ).toBeTruthy();
		expect(
			form
				.getByLabelText( 'Confirm new password' )
				.getAttribute( 'aria-invalid' )
		).toBe( 'true' );
		expect( submit.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		await user.type(
			form.getByLabelText( 'Confirm new password' ),
			'{Backspace}'
		);
		expect( submit.getAttribute( 'aria-disabled' ) ).toBeNull();

		apiFetchMock.mockRejectedValueOnce( {
			code: 'incorrect_password',
			message: 'The password is incorrect.',
			data: {
				status: 403,
				errors: { current_password: 'The password is incorrect.' },
			},
		} );
		await user.click( submit );
		expect( apiFetchMock.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			path: '/stencilbox/v1/profile/password',
			method: 'POST',
			data: {
				current_password: 'Old1Pass',
				password: 'N3wPassword',
				confirm_password: 'N3wPassword',
			},
		} );
		expect(
			( await form.findAllByText( 'The password is incorrect.' ) ).length
		).toBeGreaterThan( 0 );

		apiFetchMock.mockResolvedValueOnce( {
			status: 'success',
			message: 'Your password has been changed.',
		} );
		await user.click( submit );
		expect(
			await form.findByText( 'Your password has been changed.' )
		).toBeTruthy();
		// The form starts empty again.
		expect(
			( form.getByLabelText( 'Current password' ) as HTMLInputElement )
				.value
		).toBe( '' );
	} );

	it( 'changes the email address with the current password', async () => {
		const { user } = setup();
		const form = within( card( 'Email address' ) );
		apiFetchMock.mockResolvedValueOnce( {
			status: 'success',
			message: 'Your email address is now new@example.org.',
			user: { id: 7, email: 'new@example.org', is_verified: false },
		} );
		await user.type(
			form.getByLabelText( 'New email address' ),
			'new@example.org'
		);
		await user.type(
			form.getByLabelText( 'Current password' ),
			'Old1Pass'
		);
		await user.click(
			form.getByRole( 'button', { name: 'Change email' } )
		);
		expect( apiFetchMock.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			path: '/stencilbox/v1/profile/email',
			method: 'POST',
			data: { email: 'new@example.org', current_password: 'Old1Pass' },
		} );
		expect(
			await form.findByText(
				'Your email address is now new@example.org.'
			)
		).toBeTruthy();
	} );

	it( 'deletes the account only after a confirmation with the password, then goes to sign-in', async () => {
		const { user, history } = setup();
		await user.click(
			screen.getByRole( 'button', { name: 'Delete account' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Delete your account?',
		} );
		const field = within( dialog ).getByLabelText(
			'Enter your password to confirm'
		);
		await user.click(
			within( dialog ).getByRole( 'button', {
				name: 'Delete my account',
			} )
		);
		expect(
			within( dialog ).getByText( 'Password cannot be empty.' )
		).toBeTruthy();
		// The field itself says so (assistive technology reads it there).
		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect(
			document.getElementById(
				field.getAttribute( 'aria-describedby' ) ?? ''
			)?.textContent
		).toBe( 'Password cannot be empty.' );
		expect( apiFetchMock ).not.toHaveBeenCalled();

		apiFetchMock.mockResolvedValueOnce( {
			status: 'success',
			message: 'Your Stencilbox account and its cloud have been deleted.',
			user: null,
		} );
		await user.type(
			within( dialog ).getByLabelText( 'Enter your password to confirm' ),
			'Old1Pass'
		);
		await user.click(
			within( dialog ).getByRole( 'button', {
				name: 'Delete my account',
			} )
		);
		expect( apiFetchMock.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			path: '/stencilbox/v1/profile',
			method: 'DELETE',
			data: { password: 'Old1Pass', confirm: true },
		} );
		await waitFor( () =>
			expect( history.getLocation().path ).toBe( 'sign-in' )
		);
	} );
} );
