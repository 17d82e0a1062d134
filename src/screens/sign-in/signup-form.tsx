/**
 * The free sign-up form (spec part 1 §2 and §5).
 */
import type { ComponentProps } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchLegalLinks } from '../../api/account';
import type { LegalLinks } from '../../api/types';
import { store as accountStore } from '../../stores/account';
import {
	canSubmitSignup,
	combinedNameMessage,
	validateConfirm,
	validateEmail,
	validateName,
	validatePassword,
	type SignupField,
	type SignupFields,
} from '../../utils/validation';
import { CheckboxField, FieldControl, FormFooter } from './form-parts';
import { useAccountForm } from './use-account-form';

const EMPTY: SignupFields = {
	first_name: '',
	last_name: '',
	email: '',
	password: '',
	confirm_password: '',
	privacy_consent: false,
	terms_consent: false,
};

/**
 * Sign-up form.
 *
 * @param props            Props.
 * @param props.onSignedUp Called after the account is created and signed in.
 */
export default function SignupForm( {
	onSignedUp,
}: {
	onSignedUp: () => void;
} ) {
	const { signup } = useDispatch( accountStore );
	// The hub's pages the consents agree to: linked once known (a hub
	// without them, or one that does not answer, leaves the words alone).
	const [ legal, setLegal ] = useState< LegalLinks | null >( null );
	useEffect( () => {
		let current = true;
		fetchLegalLinks()
			.then( ( links ) => current && setLegal( links ) )
			.catch( () => {} );
		return () => {
			current = false;
		};
	}, [] );
	const [ touched, setTouched ] = useState< Set< SignupField > >( new Set() );
	const touch = ( ...names: SignupField[] ) =>
		setTouched( ( current ) => new Set( [ ...current, ...names ] ) );
	const form = useAccountForm< SignupFields >( {
		initial: EMPTY,
		canSubmit: ( fields ) => canSubmitSignup( fields, touched ),
		recheck: ( shown, next, name ) => {
			if ( typeof next[ name ] === 'boolean' ) {
				return { ...shown, [ name ]: '' };
			}
			const live = { ...shown };
			const recheck = ( field: SignupField, message: string | null ) => {
				if ( live[ field ] ) {
					live[ field ] = message ?? '';
				}
			};
			recheck( 'email', validateEmail( next.email ) );
			recheck( 'password', validatePassword( next.password ) );
			recheck(
				'confirm_password',
				validateConfirm( next.password, next.confirm_password )
			);
			if ( live.first_name || live.last_name ) {
				const first = validateName( next.first_name, 'first' );
				const last = validateName( next.last_name, 'last' );
				if ( ! ( first && last ) ) {
					recheck( 'first_name', first );
					recheck( 'last_name', last );
				}
			}
			return live;
		},
		send: ( fields ) => signup( { ...fields, email: fields.email.trim() } ),
		onDone: onSignedUp,
	} );
	const { values: fields, setErrors } = form;
	// Names are checked together on blur: both invalid → one combined message.
	const checkNames = ( which: 'first_name' | 'last_name' ) => {
		touch( which );
		const first =
			touched.has( 'first_name' ) || which === 'first_name'
				? validateName( fields.first_name, 'first' )
				: null;
		const last =
			touched.has( 'last_name' ) || which === 'last_name'
				? validateName( fields.last_name, 'last' )
				: null;
		if ( first && last ) {
			const combined = combinedNameMessage( first );
			setErrors( ( e ) => ( {
				...e,
				first_name: combined,
				last_name: combined,
			} ) );
		} else {
			setErrors( ( e ) => ( {
				...e,
				first_name: first ?? '',
				last_name: last ?? '',
			} ) );
		}
	};

	// Password and confirmation are validated together on blur.
	const checkPasswords = ( which: 'password' | 'confirm_password' ) => {
		touch( which );
		setErrors( ( e ) => ( {
			...e,
			password: validatePassword( fields.password ) ?? '',
			confirm_password:
				touched.has( 'confirm_password' ) ||
				which === 'confirm_password'
					? ( validateConfirm(
							fields.password,
							fields.confirm_password
						) ?? '' )
					: '',
		} ) );
	};

	const text = (
		name: Exclude< SignupField, 'privacy_consent' | 'terms_consent' >,
		label: string,
		props: Omit<
			ComponentProps< typeof FieldControl >,
			'form' | 'name' | 'label'
		>
	) => (
		<FieldControl
			form={ form }
			name={ name }
			label={ label }
			{ ...props }
		/>
	);

	return (
		<form
			className="stencilbox-sign-in__form"
			onSubmit={ form.submit }
			noValidate
		>
			<div className="stencilbox-sign-in__row">
				{ text( 'first_name', __( 'First Name', 'stencilbox' ), {
					onBlur: () => checkNames( 'first_name' ),
					autoComplete: 'given-name',
				} ) }
				{ text( 'last_name', __( 'Last Name', 'stencilbox' ), {
					onBlur: () => checkNames( 'last_name' ),
					autoComplete: 'family-name',
				} ) }
			</div>
			{ text( 'email', __( 'Email', 'stencilbox' ), {
				type: 'email',
				autoComplete: 'email',
				onBlur: () => {
					touch( 'email' );
					form.showError( 'email', validateEmail( fields.email ) );
				},
			} ) }
			{ text( 'password', __( 'Password', 'stencilbox' ), {
				type: 'password',
				autoComplete: 'new-password',
				onBlur: () => checkPasswords( 'password' ),
			} ) }
			{ text(
				'confirm_password',
				__( 'Confirm Password', 'stencilbox' ),
				{
					type: 'password',
					autoComplete: 'new-password',
					onBlur: () => checkPasswords( 'confirm_password' ),
				}
			) }
			<CheckboxField
				form={ form }
				name="privacy_consent"
				label={ __(
					'I have read and agree to the Privacy Policy',
					'stencilbox'
				) }
				link={
					legal?.privacy_url
						? {
								href: legal.privacy_url,
								text: __(
									'Read the Privacy Policy',
									'stencilbox'
								),
							}
						: undefined
				}
				onChange={ () => touch( 'privacy_consent' ) }
			/>
			<CheckboxField
				form={ form }
				name="terms_consent"
				label={ __(
					'I agree to the Terms and Conditions',
					'stencilbox'
				) }
				link={
					legal?.terms_url
						? {
								href: legal.terms_url,
								text: __(
									'Read the Terms and Conditions',
									'stencilbox'
								),
							}
						: undefined
				}
				onChange={ () => touch( 'terms_consent' ) }
			/>
			<FormFooter
				form={ form }
				label={ __( 'Sign Up', 'stencilbox' ) }
				busyLabel={ __( 'Signing Up...', 'stencilbox' ) }
			/>
		</form>
	);
}
