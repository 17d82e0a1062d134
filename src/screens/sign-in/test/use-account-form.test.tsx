/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';

/**
 * Internal dependencies
 */
import { useAccountForm } from '../use-account-form';

const event = () =>
	( { preventDefault: jest.fn() } ) as unknown as FormEvent & {
		preventDefault: jest.Mock;
	};

function setup( {
	canSubmit = true,
	send = jest.fn( async () => undefined ),
}: {
	canSubmit?: boolean;
	send?: jest.Mock;
} = {} ) {
	const onDone = jest.fn();
	const hook = renderHook( () =>
		useAccountForm( {
			initial: { email: '', password: '', remember: false as boolean },
			canSubmit: () => canSubmit,
			// The shown email message is re-checked: here, "@" makes it valid.
			recheck: ( shown, next ) =>
				shown.email
					? {
							...shown,
							email: next.email.includes( '@' ) ? '' : 'Bad',
						}
					: shown,
			send,
			onDone,
		} )
	);
	return { hook, send, onDone };
}

describe( 'useAccountForm', () => {
	it( 'sends once and calls onDone after a yes', async () => {
		const { hook, send, onDone } = setup();
		const submitted = event();
		act( () => hook.result.current.set( 'email' )( 'ana@example.org' ) );
		await act( () => hook.result.current.submit( submitted ) );
		expect( submitted.preventDefault ).toHaveBeenCalled();
		expect( send ).toHaveBeenCalledTimes( 1 );
		expect( send ).toHaveBeenCalledWith( {
			email: 'ana@example.org',
			password: '',
			remember: false,
		} );
		expect( onDone ).toHaveBeenCalledTimes( 1 );
		// It stays busy: the form is left for the signed-in screen.
		expect( hook.result.current.isSubmitting ).toBe( true );
	} );

	it( 'does not send what may not be sent', async () => {
		const { hook, send, onDone } = setup( { canSubmit: false } );
		await act( () => hook.result.current.submit( event() ) );
		expect( send ).not.toHaveBeenCalled();
		expect( onDone ).not.toHaveBeenCalled();
		expect( hook.result.current.isSubmitting ).toBe( false );
	} );

	it( 'does not send again while the first is on its way', async () => {
		let answer: () => void = () => undefined;
		const send = jest.fn(
			() => new Promise< void >( ( resolve ) => ( answer = resolve ) )
		);
		const { hook } = setup( { send } );
		let first: Promise< void > = Promise.resolve();
		act( () => {
			first = hook.result.current.submit( event() );
		} );
		expect( hook.result.current.isSubmitting ).toBe( true );
		await act( () => hook.result.current.submit( event() ) );
		expect( send ).toHaveBeenCalledTimes( 1 );
		await act( async () => {
			answer();
			await first;
		} );
	} );

	it( 'shows the server’s field messages, alert and form message, and is editable again', async () => {
		const send = jest.fn( async () => {
			throw {
				code: 'invalid_login',
				message: 'Wrong password',
				data: {
					errors: { password: 'Wrong password' },
				},
			};
		} );
		const { hook, onDone } = setup( { send } );
		await act( () => hook.result.current.submit( event() ) );
		expect( onDone ).not.toHaveBeenCalled();
		expect( hook.result.current.errors ).toEqual( {
			password: 'Wrong password',
		} );
		expect( hook.result.current.alert ).toEqual( [ 'Wrong password' ] );
		expect( hook.result.current.isSubmitting ).toBe( false );

		const plain = jest.fn( async () => {
			throw {
				code: 'blocked',
				message: 'Your account is <b>blocked</b>.',
			};
		} );
		const second = setup( { send: plain } );
		await act( () => second.hook.result.current.submit( event() ) );
		expect( second.hook.result.current.globalError ).toBe(
			'Your account is <b>blocked</b>.'
		);
		expect( second.hook.result.current.alert ).toEqual( [] );
	} );

	it( 'sets a field and re-checks only the messages shown', () => {
		const { hook } = setup();
		act( () => hook.result.current.set( 'email' )( 'ana' ) );
		expect( hook.result.current.values.email ).toBe( 'ana' );
		expect( hook.result.current.errors.email ).toBeUndefined();
		act( () => hook.result.current.showError( 'email', 'Bad' ) );
		expect( hook.result.current.errors.email ).toBe( 'Bad' );
		act( () => hook.result.current.set( 'email' )( 'ana@' ) );
		expect( hook.result.current.errors.email ).toBe( '' );
		act( () => hook.result.current.set( 'remember' )( true ) );
		expect( hook.result.current.values.remember ).toBe( true );
		act( () => hook.result.current.showError( 'password', null ) );
		expect( hook.result.current.errors.password ).toBe( '' );
	} );

	it( 'clears old messages on a new submit, and on clearErrors', async () => {
		const send = jest
			.fn()
			.mockRejectedValueOnce( {
				code: 'invalid',
				message: 'No',
				data: { errors: { email: 'Taken' } },
			} )
			.mockRejectedValueOnce( { code: 'down', message: 'Try later' } );
		const { hook } = setup( { send } );
		await act( () => hook.result.current.submit( event() ) );
		expect( hook.result.current.errors ).toEqual( { email: 'Taken' } );
		await act( () => hook.result.current.submit( event() ) );
		expect( hook.result.current.errors ).toEqual( {} );
		expect( hook.result.current.alert ).toEqual( [] );
		expect( hook.result.current.globalError ).toBe( 'Try later' );
		act( () => hook.result.current.clearErrors() );
		expect( hook.result.current.globalError ).toBeNull();
	} );
} );
