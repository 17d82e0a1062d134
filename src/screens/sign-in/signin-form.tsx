/**
 * The sign-in form: credentials or API key, optional global sign-in.
 */
/**
 * WordPress dependencies
 */
import { Button, CheckboxControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store as accountStore } from '../../stores/account';
import {
	canSubmitSignin,
	validateApiKey,
	validateEmail,
} from '../../utils/validation';
import { FieldControl, FormFooter } from './form-parts';
import { useAccountForm } from './use-account-form';

export interface SigninFormProps {
	/** Whether the global sign-in checkbox is offered. */
	canSignInGlobally: boolean;
	onSignedIn: () => void;
	/** Opens "Forgot password?" with the address typed so far. */
	onForgotPassword?: ( email: string ) => void;
	/** The address to start with (back from "Forgot password?"). */
	initialEmail?: string;
	/** Back from "Forgot password?": the keyboard goes on from its link. */
	focusForgot?: boolean;
	/** The link has the focus (once is enough: not after a tab switch). */
	onForgotFocused?: () => void;
}

/**
 * Sign-in form.
 *
 * @param props Props.
 */
export default function SigninForm( {
	canSignInGlobally,
	onSignedIn,
	onForgotPassword,
	initialEmail = '',
	focusForgot = false,
	onForgotFocused,
}: SigninFormProps ) {
	const { login } = useDispatch( accountStore );
	const forgot = useRef< HTMLButtonElement >( null );
	// Only on mount: the form came back in the place of "Forgot password?".
	useEffect( () => {
		if ( focusForgot && forgot.current ) {
			forgot.current.focus();
			onForgotFocused?.();
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
	const [ viaApi, setViaApi ] = useState( false );
	const [ globalSignin, setGlobalSignin ] = useState( false );
	const form = useAccountForm( {
		initial: { email: initialEmail, password: '', api_key: '' },
		canSubmit: ( fields ) => canSubmitSignin( fields, viaApi ),
		recheck: ( shown, fields, name ) => {
			if ( ! shown[ name ] ) {
				return shown;
			}
			let message: string | null = null;
			if ( name === 'email' ) {
				message = validateEmail( fields.email );
			} else if ( name === 'api_key' ) {
				message = validateApiKey( fields.api_key );
			}
			return { ...shown, [ name ]: message ?? '' };
		},
		send: ( fields ) =>
			login(
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
			),
		onDone: onSignedIn,
	} );
	const { values: fields, showError, isSubmitting } = form;

	return (
		<form
			className="stencilbox-sign-in__form"
			onSubmit={ form.submit }
			noValidate
		>
			{ viaApi ? (
				<FieldControl
					form={ form }
					name="api_key"
					label={ __( 'API Key', 'stencilbox' ) }
					onBlur={ () =>
						showError( 'api_key', validateApiKey( fields.api_key ) )
					}
					autoComplete="off"
				/>
			) : (
				<>
					<FieldControl
						form={ form }
						name="email"
						label={ __( 'Email', 'stencilbox' ) }
						type="email"
						onBlur={ () =>
							showError(
								'email',
								fields.email === ''
									? null
									: validateEmail( fields.email )
							)
						}
						autoComplete="email"
					/>
					<FieldControl
						form={ form }
						name="password"
						label={ __( 'Password', 'stencilbox' ) }
						type="password"
						// The password error clears on blur (§5).
						onBlur={ () => showError( 'password', null ) }
						autoComplete="current-password"
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
			<FormFooter
				form={ form }
				label={ __( 'Sign In', 'stencilbox' ) }
				busyLabel={ __( 'Signing In...', 'stencilbox' ) }
			>
				{ ! viaApi && onForgotPassword && (
					<Button
						ref={ forgot }
						variant="link"
						onClick={ () =>
							onForgotPassword( fields.email.trim() )
						}
						disabled={ isSubmitting }
					>
						{ __( 'Forgot password?', 'stencilbox' ) }
					</Button>
				) }
				<Button
					variant="link"
					onClick={ () => {
						setViaApi( ! viaApi );
						form.clearErrors();
					} }
					disabled={ isSubmitting }
				>
					{ viaApi
						? __( 'Connect via Login Credentials', 'stencilbox' )
						: __( 'Connect via API', 'stencilbox' ) }
				</Button>
			</FormFooter>
		</form>
	);
}
