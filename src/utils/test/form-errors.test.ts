/**
 * Internal dependencies
 */
import { formErrors } from '../form-errors';

describe( 'formErrors', () => {
	it( 'merges additional_errors into the signup_errors map by field', () => {
		expect(
			formErrors( {
				code: 'signup_errors',
				message: 'First name cannot be empty.',
				data: {
					errors: { first_name: 'First name cannot be empty.' },
					additional_errors: { email_error: 'Already registered.' },
				},
			} )
		).toEqual( {
			fields: {
				first_name: 'First name cannot be empty.',
				email: 'Already registered.',
			},
			global: null,
		} );
	} );

	it( 'puts password_mismatched under the confirmation', () => {
		expect(
			formErrors( {
				code: 'password_mismatched',
				message: 'Password not matched!',
				data: {},
			} ).fields
		).toEqual( { confirm_password: 'Password not matched!' } );
	} );

	it( 'shows a plain string error globally', () => {
		expect(
			formErrors( {
				code: 'login_error',
				message: 'The email address or password is incorrect.',
			} )
		).toEqual( {
			fields: {},
			global: 'The email address or password is incorrect.',
		} );
	} );

	it( 'ignores malformed maps and empty errors', () => {
		expect( formErrors( null ) ).toEqual( { fields: {}, global: null } );
		expect(
			formErrors( { code: 'x', message: 'M', data: { errors: [ 'a' ] } } )
		).toEqual( { fields: {}, global: 'M' } );
	} );
} );
