/**
 * WordPress dependencies
 */
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	canSubmitSignin,
	canSubmitSignup,
	combinedNameMessage,
	shareEmail,
	validateApiKey,
	validateConfirm,
	validateEmail,
	validateName,
	validatePassword,
	validateSignup,
	type SignupField,
	type SignupFields,
} from '../validation';

const VALID: SignupFields = {
	first_name: 'Ana',
	last_name: 'Lima',
	email: 'ana@example.org',
	password: 'Str0ngPass',
	confirm_password: 'Str0ngPass',
	privacy_consent: true,
	terms_consent: true,
};
const ALL = new Set< SignupField >( Object.keys( VALID ) as SignupField[] );

describe( 'field rules (same messages as the hub)', () => {
	it( 'email', () => {
		expect( validateEmail( 'ana@example.org' ) ).toBeNull();
		for ( const bad of [ '', 'ana', 'ana@example', 'a b@c.de', '@c.de' ] ) {
			expect( validateEmail( bad ) ).toBe(
				'Please enter a valid email address.'
			);
		}
	} );

	it( 'api key', () => {
		expect( validateApiKey( ' ' ) ).toBe(
			'Please provide a valid API Key.'
		);
		expect( validateApiKey( 'sbx_1' ) ).toBeNull();
	} );

	it( 'names', () => {
		expect( validateName( '', 'first' ) ).toBe(
			'First name cannot be empty.'
		);
		expect( validateName( ' ', 'last' ) ).toBe(
			'Last name cannot be empty.'
		);
		expect( validateName( 'A1', 'first' ) ).toBe(
			'The First Name may only contain letters, dashes and spaces.'
		);
		expect( validateName( 'O’Neil', 'last' ) ).toBe(
			'The Last Name may only contain letters, dashes and spaces.'
		);
		for ( const ok of [ 'Mary-Jane', 'Anne Marie', 'Zoë', 'Łukasz' ] ) {
			expect( validateName( ok, 'first' ) ).toBeNull();
		}
	} );

	it( 'combined name message on a translated site', () => {
		// Both names invalid: the invalid-names message, not "cannot be
		// empty" (the choice used to look for the English "First Name").
		setLocaleData(
			{
				'The First Name may only contain letters, dashes and spaces.': [
					'Der Vorname darf nur Buchstaben, Bindestriche und Leerzeichen enthalten.',
				],
				'The First Name and Last Name may only contain letters, dashes and spaces.':
					[
						'Vor- und Nachname dürfen nur Buchstaben, Bindestriche und Leerzeichen enthalten.',
					],
			},
			'stencilbox'
		);
		try {
			const errors = validateSignup( {
				...VALID,
				first_name: 'Ana1',
				last_name: 'Lima2',
			} );
			expect( errors.first_name ).toBe(
				'Vor- und Nachname dürfen nur Buchstaben, Bindestriche und Leerzeichen enthalten.'
			);
			expect( errors.last_name ).toBe( errors.first_name );
		} finally {
			resetLocaleData( undefined, 'stencilbox' );
		}
	} );

	it( 'combined name message', () => {
		expect(
			combinedNameMessage(
				'The First Name may only contain letters, dashes and spaces.'
			)
		).toBe(
			'The First Name and Last Name may only contain letters, dashes and spaces.'
		);
		expect( combinedNameMessage( 'First name cannot be empty.' ) ).toBe(
			'First name and Last name cannot be empty.'
		);
		const errors = validateSignup( {
			...VALID,
			first_name: '',
			last_name: '',
		} );
		expect( errors.first_name ).toBe(
			'First name and Last name cannot be empty.'
		);
		expect( errors.last_name ).toBe( errors.first_name );
		expect( validateSignup( { ...VALID, last_name: '' } ) ).toEqual( {
			last_name: 'Last name cannot be empty.',
		} );
	} );

	it( 'password strength and confirmation', () => {
		expect( validatePassword( '' ) ).toBe( 'Password cannot be empty.' );
		for ( const bad of [
			'Short1A',
			'lower123',
			'UPPER123',
			'NoDigits',
			'Quo"te12',
			'Back\\sl12',
		] ) {
			expect( validatePassword( bad ) ).toBe(
				'Password must contain at least 8 characters, uppercase, lowercase and numbers.'
			);
		}
		expect( validatePassword( 'Str0ngPass' ) ).toBeNull();
		expect( validateConfirm( 'a', 'b' ) ).toBe( 'Password not matched!' );
	} );

	it( 'both consents are required', () => {
		expect(
			Object.keys(
				validateSignup( { ...VALID, privacy_consent: false } )
			)
		).toEqual( [ 'privacy_consent' ] );
		expect(
			Object.keys( validateSignup( { ...VALID, terms_consent: false } ) )
		).toEqual( [ 'terms_consent' ] );
		expect( validateSignup( VALID ) ).toEqual( {} );
	} );
} );

describe( 'button rules', () => {
	it( 'sign-up needs at least 7 touched fields, none empty, none invalid', () => {
		expect( canSubmitSignup( VALID, ALL ) ).toBe( true );
		const six = new Set( [ ...ALL ].slice( 0, 6 ) );
		expect( canSubmitSignup( VALID, six ) ).toBe( false );
		expect( canSubmitSignup( { ...VALID, last_name: ' ' }, ALL ) ).toBe(
			false
		);
		expect(
			canSubmitSignup( { ...VALID, confirm_password: 'x' }, ALL )
		).toBe( false );
		expect(
			canSubmitSignup( { ...VALID, terms_consent: false }, ALL )
		).toBe( false );
	} );

	it( 'sign-in needs a valid email and a password, or a key in API mode', () => {
		const fields = { email: 'ana@example.org', password: 'x', api_key: '' };
		expect( canSubmitSignin( fields, false ) ).toBe( true );
		expect( canSubmitSignin( { ...fields, password: '' }, false ) ).toBe(
			false
		);
		expect( canSubmitSignin( { ...fields, email: 'ana@' }, false ) ).toBe(
			false
		);
		expect( canSubmitSignin( fields, true ) ).toBe( false );
		expect( canSubmitSignin( { ...fields, api_key: 'sbx_1' }, true ) ).toBe(
			true
		);
	} );
} );

describe( 'share email (part 2 §5)', () => {
	it( 'is valid, lower-cased and not a duplicate', () => {
		expect( shareEmail( '  Ana@Example.ORG ', [] ) ).toBe(
			'ana@example.org'
		);
		expect( shareEmail( 'not-an-email', [] ) ).toBeNull();
		expect(
			shareEmail( 'ANA@example.org', [ 'ana@example.org' ] )
		).toBeNull();
		expect( shareEmail( '', [] ) ).toBeNull();
	} );
} );
