/**
 * Internal dependencies
 */
import { accountAction } from '../account-action';

describe( 'accountAction', () => {
	it( 'runs the action for a signed-in user, with its arguments', () => {
		const action = jest.fn();
		const toSignIn = jest.fn();
		accountAction( true, action, toSignIn )( 4 );
		expect( action ).toHaveBeenCalledWith( 4 );
		expect( toSignIn ).not.toHaveBeenCalled();
	} );

	it( 'sends a visitor to sign in', () => {
		const action = jest.fn();
		const toSignIn = jest.fn();
		accountAction( false, action, toSignIn )();
		expect( action ).not.toHaveBeenCalled();
		expect( toSignIn ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does nothing while the account is not known yet (never sign-in for a signed-in user)', () => {
		const action = jest.fn();
		const toSignIn = jest.fn();
		accountAction( null, action, toSignIn )();
		expect( action ).not.toHaveBeenCalled();
		expect( toSignIn ).not.toHaveBeenCalled();
	} );
} );
