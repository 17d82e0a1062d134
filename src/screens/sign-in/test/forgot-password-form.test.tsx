/**
 * "Forgot password?" (issue [23] B): from the sign-in form to the reset
 * request, whose answer is shown, and back to the sign-in form with the
 * address and the focus where they were.
 */
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
import { createAppHistory, RouterProvider } from '../../../router';
import SignInScreen from '..';
import ForgotPasswordForm from '../forgot-password-form';
import SigninForm from '../signin-form';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const apiFetchMock = apiFetch as unknown as jest.Mock;

const SENT =
	'If an account exists for this email address, we have sent it a link to choose a new password. The link is valid for 1 hour.';

describe( 'ForgotPasswordForm', () => {
	beforeEach( () => apiFetchMock.mockReset() );

	it( 'is offered on the sign-in form with the address typed so far', async () => {
		const user = userEvent.setup();
		const onForgotPassword = jest.fn();
		render(
			<SigninForm
				canSignInGlobally={ false }
				onSignedIn={ jest.fn() }
				onForgotPassword={ onForgotPassword }
			/>
		);
		await user.type( screen.getByLabelText( 'Email' ), 'ana@example.org' );
		await user.click(
			screen.getByRole( 'button', { name: 'Forgot password?' } )
		);
		expect( onForgotPassword ).toHaveBeenCalledWith( 'ana@example.org' );
		// Not in API-key mode: there is no password to forget.
		await user.click(
			screen.getByRole( 'button', { name: 'Connect via API' } )
		);
		expect(
			screen.queryByRole( 'button', { name: 'Forgot password?' } )
		).toBeNull();
	} );

	it( 'sends the address and shows the answer, then leads back', async () => {
		const user = userEvent.setup();
		const onBack = jest.fn();
		apiFetchMock.mockResolvedValue( { status: 'success', message: SENT } );
		render( <ForgotPasswordForm initialEmail="ana@" onBack={ onBack } /> );
		const title = screen.getByRole( 'heading', {
			name: 'Reset your password',
		} );
		expect( title.ownerDocument.activeElement ).toBe( title );
		const send = screen.getByRole( 'button', { name: 'Send reset link' } );
		expect( send.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		await user.type( screen.getByLabelText( 'Email' ), 'example.org' );
		expect( send.getAttribute( 'aria-disabled' ) ).toBeNull();
		await user.click( send );
		expect( apiFetchMock ).toHaveBeenCalledTimes( 1 );
		expect( apiFetchMock.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			path: '/stencilbox/v1/forgot-password',
			method: 'POST',
			data: { email: 'ana@example.org' },
		} );
		// The notice is also spoken: the text is in the live region too.
		expect( ( await screen.findAllByText( SENT ) ).length ).toBeGreaterThan(
			0
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Back to Sign In' } )
		);
		expect( onBack ).toHaveBeenCalled();
	} );

	it( 'shows the throttle refusal and stays editable', async () => {
		const user = userEvent.setup();
		apiFetchMock.mockRejectedValue( {
			code: 'too_many_attempts',
			message:
				'Too many password reset requests. Please try again in 15 minutes.',
			data: { status: 429 },
		} );
		render(
			<ForgotPasswordForm
				initialEmail="ana@example.org"
				onBack={ jest.fn() }
			/>
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Send reset link' } )
		);
		expect(
			await screen.findByText(
				'Too many password reset requests. Please try again in 15 minutes.'
			)
		).toBeTruthy();
		expect(
			( screen.getByLabelText( 'Email' ) as HTMLInputElement ).disabled
		).toBe( false );
	} );
} );

describe( 'SignInScreen and "Forgot password?"', () => {
	beforeEach( () => apiFetchMock.mockReset() );

	it( 'comes back with the address typed and the focus on the link that left', async () => {
		const user = userEvent.setup();
		// No account on this site yet; the reset request is answered.
		apiFetchMock.mockImplementation( ( { path }: { path: string } ) =>
			path.includes( 'forgot-password' )
				? Promise.resolve( { status: 'success', message: SENT } )
				: Promise.reject( {
						code: 'not_signed_in',
						message: 'Not signed in.',
						data: { status: 401 },
					} )
		);
		const history = createAppHistory( 'memory', {
			initial: { path: 'sign-in', query: {} },
		} );
		render(
			<RouterProvider history={ history }>
				<SignInScreen />
			</RouterProvider>
		);
		await user.type( screen.getByLabelText( 'Email' ), 'ana@example.org' );
		await user.click(
			screen.getByRole( 'button', { name: 'Forgot password?' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Back to Sign In' } )
		);
		const forgot = screen.getByRole( 'button', {
			name: 'Forgot password?',
		} );
		expect( forgot.ownerDocument.activeElement ).toBe( forgot );
		expect(
			( screen.getByLabelText( 'Email' ) as HTMLInputElement ).value
		).toBe( 'ana@example.org' );
		// Once: a later return to the Sign In tab leaves the focus on the tab.
		await user.click( screen.getByRole( 'tab', { name: 'Free Sign Up' } ) );
		const tab = screen.getByRole( 'tab', { name: 'Sign In' } );
		await user.click( tab );
		expect( tab.ownerDocument.activeElement ).toBe( tab );
	} );
} );
