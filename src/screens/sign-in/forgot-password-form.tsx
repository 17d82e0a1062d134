/**
 * "Forgot password?": asks the hub to mail a link that opens a page where
 * the user chooses a new password. The answer is the same whether or not
 * the address has an account.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store as accountStore } from '../../stores/account';
import { validateEmail } from '../../utils/validation';
import { FieldControl, FormFooter } from './form-parts';
import { useAccountForm } from './use-account-form';

export interface ForgotPasswordFormProps {
	/** The address typed on the sign-in form, if any. */
	initialEmail?: string;
	/** Back to the sign-in form. */
	onBack: () => void;
}

/**
 * The reset request form.
 *
 * @param props              Props.
 * @param props.initialEmail The address to start with.
 * @param props.onBack       Back to sign-in.
 */
export default function ForgotPasswordForm( {
	initialEmail = '',
	onBack,
}: ForgotPasswordFormProps ) {
	const { requestPasswordReset } = useDispatch( accountStore );
	const [ sent, setSent ] = useState< string | null >( null );
	const title = useRef< HTMLHeadingElement >( null );
	// The form replaced the sign-in form under the keyboard: start at its title.
	useEffect( () => title.current?.focus(), [] );
	const form = useAccountForm( {
		initial: { email: initialEmail },
		canSubmit: ( fields ) => validateEmail( fields.email.trim() ) === null,
		recheck: ( shown, fields ) =>
			shown.email
				? { email: validateEmail( fields.email.trim() ) ?? '' }
				: shown,
		send: async ( fields ) =>
			setSent( await requestPasswordReset( fields.email.trim() ) ),
		onDone: () => {},
	} );

	return (
		<div className="stencilbox-sign-in__forgot">
			<h2
				className="stencilbox-sign-in__forgot-title"
				ref={ title }
				tabIndex={ -1 }
			>
				{ __( 'Reset your password', 'stencilbox' ) }
			</h2>
			{ sent ? (
				<>
					<Notice status="success" isDismissible={ false }>
						{ sent }
					</Notice>
					<p>
						{ __(
							'Open the link in the email to choose a new password, then sign in with it. No email? Check your spam folder, or ask again in a few minutes.',
							'stencilbox'
						) }
					</p>
					<div className="stencilbox-sign-in__actions">
						<Button
							__next40pxDefaultSize
							variant="primary"
							onClick={ onBack }
						>
							{ __( 'Back to Sign In', 'stencilbox' ) }
						</Button>
					</div>
				</>
			) : (
				<form
					className="stencilbox-sign-in__form"
					onSubmit={ form.submit }
					noValidate
				>
					<p>
						{ __(
							'Enter the email address of your Stencilbox account. We will send you a link to choose a new password.',
							'stencilbox'
						) }
					</p>
					<FieldControl
						form={ form }
						name="email"
						label={ __( 'Email', 'stencilbox' ) }
						type="email"
						onBlur={ () =>
							form.showError(
								'email',
								form.values.email === ''
									? null
									: validateEmail( form.values.email.trim() )
							)
						}
						autoComplete="email"
					/>
					<FormFooter
						form={ form }
						label={ __( 'Send reset link', 'stencilbox' ) }
						busyLabel={ __( 'Sending…', 'stencilbox' ) }
					>
						<Button
							variant="link"
							onClick={ onBack }
							disabled={ form.isSubmitting }
						>
							{ __( 'Back to Sign In', 'stencilbox' ) }
						</Button>
					</FormFooter>
				</form>
			) }
		</div>
	);
}
