/**
 * The free sign-up form (spec part 1 §2 and §5).
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, CheckboxControl, TextControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store as accountStore } from '../../stores/account';
import { formErrors, type ErrorLike } from '../../utils/form-errors';
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
import FormAlerts from './form-alerts';

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
	const [ fields, setFields ] = useState< SignupFields >( EMPTY );
	const [ touched, setTouched ] = useState< Set< SignupField > >( new Set() );
	const [ errors, setErrors ] = useState<
		Partial< Record< SignupField, string > >
	>( {} );
	const [ globalError, setGlobalError ] = useState< string | null >( null );
	// Field messages the server returned, summed up under 'Opps...!'.
	const [ alert, setAlert ] = useState< string[] >( [] );
	const [ isSubmitting, setIsSubmitting ] = useState( false );

	const touch = ( ...names: SignupField[] ) =>
		setTouched( ( current ) => new Set( [ ...current, ...names ] ) );
	const set =
		< K extends SignupField >( name: K ) =>
		( value: SignupFields[ K ] ) => {
			const next = { ...fields, [ name ]: value };
			setFields( next );
			if ( typeof value === 'boolean' ) {
				touch( name );
				setErrors( ( e ) => ( { ...e, [ name ]: '' } ) );
				return;
			}
			// A field that shows an error is re-checked as the user types, so
			// the message clears at once (not on blur, which would shift the
			// form under the next click).
			setErrors( ( e ) => {
				const live = { ...e };
				const recheck = (
					field: SignupField,
					message: string | null
				) => {
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
			} );
		};

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

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! canSubmitSignup( fields, touched ) || isSubmitting ) {
			return;
		}
		setIsSubmitting( true );
		setErrors( {} );
		setAlert( [] );
		setGlobalError( null );
		try {
			await signup( { ...fields, email: fields.email.trim() } );
			onSignedUp();
		} catch ( error ) {
			const result = formErrors( error as ErrorLike );
			setErrors( result.fields );
			setAlert( Object.values( result.fields ) );
			setGlobalError( result.global );
			setIsSubmitting( false );
		}
	};

	const text = (
		name:
			| 'first_name'
			| 'last_name'
			| 'email'
			| 'password'
			| 'confirm_password',
		label: string,
		props: Record< string, unknown >
	) => (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			value={ fields[ name ] }
			onChange={ set( name ) }
			help={ errors[ name ] }
			className={ errors[ name ] ? 'is-invalid' : undefined }
			disabled={ isSubmitting }
			{ ...props }
		/>
	);

	return (
		<form
			className="stencilbox-sign-in__form"
			onSubmit={ submit }
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
					setErrors( ( e ) => ( {
						...e,
						email: validateEmail( fields.email ) ?? '',
					} ) );
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
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __(
					'I have read and agree to the Privacy Policy',
					'stencilbox'
				) }
				checked={ fields.privacy_consent }
				onChange={ set( 'privacy_consent' ) }
				help={ errors.privacy_consent }
				disabled={ isSubmitting }
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __(
					'I agree to the Terms and Conditions',
					'stencilbox'
				) }
				checked={ fields.terms_consent }
				onChange={ set( 'terms_consent' ) }
				help={ errors.terms_consent }
				disabled={ isSubmitting }
			/>
			<FormAlerts alert={ alert } globalError={ globalError } />
			<div className="stencilbox-sign-in__actions">
				<Button
					__next40pxDefaultSize
					variant="primary"
					type="submit"
					isBusy={ isSubmitting }
					disabled={
						! canSubmitSignup( fields, touched ) || isSubmitting
					}
					accessibleWhenDisabled
				>
					{ isSubmitting
						? __( 'Signing Up...', 'stencilbox' )
						: __( 'Sign Up', 'stencilbox' ) }
				</Button>
			</div>
		</form>
	);
}
