/**
 * The sign-in form: credentials or API key, optional global sign-in.
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
	canSubmitSignin,
	validateApiKey,
	validateEmail,
} from '../../utils/validation';
import FormAlerts from './form-alerts';

export interface SigninFormProps {
	/** Whether the global sign-in checkbox is offered. */
	canSignInGlobally: boolean;
	onSignedIn: () => void;
}

/**
 * Sign-in form.
 *
 * @param props Props.
 */
export default function SigninForm( {
	canSignInGlobally,
	onSignedIn,
}: SigninFormProps ) {
	const { login } = useDispatch( accountStore );
	const [ viaApi, setViaApi ] = useState( false );
	const [ fields, setFields ] = useState( {
		email: '',
		password: '',
		api_key: '',
	} );
	const [ globalSignin, setGlobalSignin ] = useState( false );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ globalError, setGlobalError ] = useState< string | null >( null );
	// Field messages the server returned, summed up under 'Opps...!'.
	const [ alert, setAlert ] = useState< string[] >( [] );
	const [ isSubmitting, setIsSubmitting ] = useState( false );

	const set = ( name: keyof typeof fields ) => ( value: string ) => {
		setFields( ( current ) => ( { ...current, [ name ]: value } ) );
		// A field showing an error is re-checked while typing, so the
		// message clears at once rather than on blur (which would shift the
		// form under the click on Sign In).
		setErrors( ( e ) => {
			if ( ! e[ name ] ) {
				return e;
			}
			let message: string | null = null;
			if ( name === 'email' ) {
				message = validateEmail( value );
			} else if ( name === 'api_key' ) {
				message = validateApiKey( value );
			}
			return { ...e, [ name ]: message ?? '' };
		} );
	};

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! canSubmitSignin( fields, viaApi ) || isSubmitting ) {
			return;
		}
		setIsSubmitting( true );
		setErrors( {} );
		setAlert( [] );
		setGlobalError( null );
		try {
			await login(
				viaApi
					? {
							api_key: fields.api_key.trim(),
							viaAPI: true,
							global_signin: globalSignin,
						}
					: {
							email: fields.email.trim(),
							password: fields.password,
							global_signin: globalSignin,
						}
			);
			onSignedIn();
		} catch ( error ) {
			const { fields: fieldErrors, global } = formErrors(
				error as ErrorLike
			);
			setErrors( fieldErrors );
			setAlert( Object.values( fieldErrors ) );
			setGlobalError( global );
			// The form is editable again in every error case.
			setIsSubmitting( false );
		}
	};

	return (
		<form
			className="stencilbox-sign-in__form"
			onSubmit={ submit }
			noValidate
		>
			{ viaApi ? (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'API Key', 'stencilbox' ) }
					value={ fields.api_key }
					onChange={ set( 'api_key' ) }
					onBlur={ () =>
						setErrors( ( e ) => ( {
							...e,
							api_key: validateApiKey( fields.api_key ) ?? '',
						} ) )
					}
					help={ errors.api_key }
					className={ errors.api_key ? 'is-invalid' : undefined }
					autoComplete="off"
					disabled={ isSubmitting }
				/>
			) : (
				<>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Email', 'stencilbox' ) }
						type="email"
						value={ fields.email }
						onChange={ set( 'email' ) }
						onBlur={ () =>
							setErrors( ( e ) => ( {
								...e,
								email:
									fields.email === ''
										? ''
										: ( validateEmail( fields.email ) ??
											'' ),
							} ) )
						}
						help={ errors.email }
						className={ errors.email ? 'is-invalid' : undefined }
						autoComplete="email"
						disabled={ isSubmitting }
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Password', 'stencilbox' ) }
						type="password"
						value={ fields.password }
						onChange={ set( 'password' ) }
						// The password error clears on blur (§5).
						onBlur={ () =>
							setErrors( ( e ) => ( { ...e, password: '' } ) )
						}
						help={ errors.password }
						className={ errors.password ? 'is-invalid' : undefined }
						autoComplete="current-password"
						disabled={ isSubmitting }
					/>
				</>
			) }
			{ canSignInGlobally && (
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ __(
						'All the sitewide users will be logged in with this account',
						'stencilbox'
					) }
					checked={ globalSignin }
					onChange={ setGlobalSignin }
					disabled={ isSubmitting }
				/>
			) }
			<FormAlerts alert={ alert } globalError={ globalError } />
			<div className="stencilbox-sign-in__actions">
				<Button
					__next40pxDefaultSize
					variant="primary"
					type="submit"
					isBusy={ isSubmitting }
					disabled={
						! canSubmitSignin( fields, viaApi ) || isSubmitting
					}
					accessibleWhenDisabled
				>
					{ isSubmitting
						? __( 'Signing In...', 'stencilbox' )
						: __( 'Sign In', 'stencilbox' ) }
				</Button>
				<Button
					variant="link"
					onClick={ () => {
						setViaApi( ! viaApi );
						setErrors( {} );
						setGlobalError( null );
					} }
					disabled={ isSubmitting }
				>
					{ viaApi
						? __( 'Connect via Login Credentials', 'stencilbox' )
						: __( 'Connect via API', 'stencilbox' ) }
				</Button>
			</div>
		</form>
	);
}
