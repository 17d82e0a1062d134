/**
 * Manage Account: change the email address or the password, delete the
 * account. Each asks for the current password; the email change is
 * verified again; deleting asks first (the site requires `confirm: true`)
 * and signs the site out of the account.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	TextControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useInstanceId } from '@wordpress/compose';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ConfirmModal from '../../components/confirm-modal';
import { useNavigate } from '../../router';
import { store as accountStore } from '../../stores/account';
import { store as uiStore } from '../../stores/ui';
import { formErrors, type ErrorLike } from '../../utils/form-errors';
import { ACCOUNT_MESSAGES } from '../../utils/generated/rules';
import {
	validateConfirm,
	validateEmail,
	validatePassword,
} from '../../utils/validation';
import { FieldControl, FormFooter } from '../sign-in/form-parts';
import {
	useAccountForm,
	type AccountForm,
	type FormValues,
} from '../sign-in/use-account-form';

/**
 * A form that starts empty again after each success, with the server's
 * message above it.
 *
 * @param props          Props.
 * @param props.children The form, given a callback for its success.
 */
function Renewing( {
	children,
}: {
	children: ( done: ( message: string ) => void ) => ReactNode;
} ) {
	const [ message, setMessage ] = useState< string | null >( null );
	const [ round, setRound ] = useState( 0 );
	return (
		<>
			{ message && (
				<Notice status="success" onRemove={ () => setMessage( null ) }>
					{ message }
				</Notice>
			) }
			<div key={ round }>
				{ children( ( text ) => {
					setMessage( text );
					setRound( ( n ) => n + 1 );
				} ) }
			</div>
		</>
	);
}

/**
 * A Manage Account form: its fields, then its messages and its submit
 * button (“Saving…” while it is sent).
 *
 * @param props          Props.
 * @param props.form     The form (`useAccountForm`).
 * @param props.label    The submit button's label.
 * @param props.children The fields.
 */
function ProfileForm< V extends FormValues< V > >( {
	form,
	label,
	children,
}: {
	form: AccountForm< V >;
	label: string;
	children: ReactNode;
} ) {
	return (
		<form
			className="stencilbox-profile__form"
			onSubmit={ form.submit }
			noValidate
		>
			{ children }
			<FormFooter
				form={ form }
				label={ label }
				busyLabel={ __( 'Saving…', 'stencilbox' ) }
			/>
		</form>
	);
}

/**
 * The current password, which every change of the account asks for.
 *
 * @param props      Props.
 * @param props.form The form (`useAccountForm`), which has the field.
 */
function CurrentPassword<
	V extends FormValues< V > & { current_password: string },
>( { form }: { form: AccountForm< V > } ) {
	return (
		<FieldControl
			form={ form }
			name="current_password"
			label={ __( 'Current password', 'stencilbox' ) }
			type="password"
			autoComplete="current-password"
		/>
	);
}

/**
 * New email address + current password.
 *
 * @param props        Props.
 * @param props.onDone After the change, with the server's message.
 */
export function ChangeEmailForm( {
	onDone,
}: {
	onDone: ( message: string ) => void;
} ) {
	const { changeEmail } = useDispatch( accountStore );
	const answer = useRef( '' );
	const form = useAccountForm( {
		initial: { email: '', current_password: '' },
		canSubmit: ( fields ) =>
			validateEmail( fields.email.trim() ) === null &&
			fields.current_password !== '',
		recheck: ( shown, fields, name ) => {
			if ( name === 'current_password' ) {
				return { ...shown, current_password: '' };
			}
			return shown.email
				? {
						...shown,
						email: validateEmail( fields.email.trim() ) ?? '',
					}
				: shown;
		},
		send: async ( fields ) => {
			answer.current = await changeEmail( {
				email: fields.email.trim(),
				current_password: fields.current_password,
			} );
		},
		onDone: () => onDone( answer.current ),
	} );
	return (
		<ProfileForm form={ form } label={ __( 'Change email', 'stencilbox' ) }>
			<FieldControl
				form={ form }
				name="email"
				label={ __( 'New email address', 'stencilbox' ) }
				type="email"
				autoComplete="email"
				onBlur={ () =>
					form.showError(
						'email',
						form.values.email === ''
							? null
							: validateEmail( form.values.email.trim() )
					)
				}
			/>
			<CurrentPassword form={ form } />
		</ProfileForm>
	);
}

/**
 * Current password + new password twice.
 *
 * @param props        Props.
 * @param props.onDone After the change, with the server's message.
 */
export function ChangePasswordForm( {
	onDone,
}: {
	onDone: ( message: string ) => void;
} ) {
	const { changePassword } = useDispatch( accountStore );
	const answer = useRef( '' );
	const form = useAccountForm( {
		initial: { current_password: '', password: '', confirm_password: '' },
		canSubmit: ( fields ) =>
			fields.current_password !== '' &&
			validatePassword( fields.password ) === null &&
			validateConfirm( fields.password, fields.confirm_password ) ===
				null,
		recheck: ( shown, fields ) => ( {
			current_password: '',
			password: shown.password
				? ( validatePassword( fields.password ) ?? '' )
				: '',
			confirm_password: shown.confirm_password
				? ( validateConfirm(
						fields.password,
						fields.confirm_password
					) ?? '' )
				: '',
		} ),
		send: async ( fields ) => {
			answer.current = await changePassword( fields );
		},
		onDone: () => onDone( answer.current ),
	} );
	// Password and confirmation are checked together on blur (spec part 1 §5).
	const checkBoth = () => {
		form.showError(
			'password',
			form.values.password === ''
				? null
				: validatePassword( form.values.password )
		);
		form.showError(
			'confirm_password',
			form.values.confirm_password === ''
				? null
				: validateConfirm(
						form.values.password,
						form.values.confirm_password
					)
		);
	};
	return (
		<ProfileForm
			form={ form }
			label={ __( 'Change password', 'stencilbox' ) }
		>
			<CurrentPassword form={ form } />
			<FieldControl
				form={ form }
				name="password"
				label={ __( 'New password', 'stencilbox' ) }
				type="password"
				autoComplete="new-password"
				onBlur={ checkBoth }
			/>
			<FieldControl
				form={ form }
				name="confirm_password"
				label={ __( 'Confirm new password', 'stencilbox' ) }
				type="password"
				autoComplete="new-password"
				onBlur={ checkBoth }
			/>
		</ProfileForm>
	);
}

/**
 * Delete account: what goes, then a confirmation that asks for the password.
 */
export function DeleteAccount() {
	const { deleteAccount } = useDispatch( accountStore );
	const { showToast } = useDispatch( uiStore );
	const navigate = useNavigate();
	const [ asking, setAsking ] = useState( false );
	const [ password, setPassword ] = useState( '' );
	const [ error, setError ] = useState< string | null >( null );
	const [ busy, setBusy ] = useState( false );
	const errorId = `stencilbox-delete-account-error-${ useInstanceId(
		DeleteAccount
	) }`;

	const close = () => {
		setAsking( false );
		setPassword( '' );
		setError( null );
	};
	const confirm = async () => {
		if ( password === '' ) {
			setError( ACCOUNT_MESSAGES.passwordEmpty() );
			return;
		}
		setBusy( true );
		setError( null );
		try {
			const result = await deleteAccount( password );
			setBusy( false );
			close();
			showToast( result.message );
			if ( ! result.user ) {
				navigate( { path: 'sign-in', query: {} }, { replace: true } );
			}
		} catch ( thrown ) {
			const errors = formErrors( thrown as ErrorLike );
			setError(
				Object.values( errors.fields )[ 0 ] ??
					errors.global ??
					( thrown as Error ).message
			);
			setBusy( false );
		}
	};

	return (
		<>
			<p>
				{ __(
					'Deleting your account removes your cloud for good: your files and their versions, the WorkSpaces you own (their members keep their own files), your memberships, favourites, ratings, downloads, purchases and API keys. Every site signed in with this account is signed out.',
					'stencilbox'
				) }
			</p>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				isDestructive
				onClick={ () => setAsking( true ) }
			>
				{ __( 'Delete account', 'stencilbox' ) }
			</Button>
			{ asking && (
				<ConfirmModal
					title={ __( 'Delete your account?', 'stencilbox' ) }
					confirmLabel={ __( 'Delete my account', 'stencilbox' ) }
					onConfirm={ confirm }
					onCancel={ close }
					isBusy={ busy }
					// The password it asks for, not the Close button.
					focusOnMount="firstContentElement"
				>
					<p>
						{ __(
							'Your account and everything in your cloud will be deleted. This cannot be undone.',
							'stencilbox'
						) }
					</p>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Enter your password to confirm',
							'stencilbox'
						) }
						type="password"
						autoComplete="current-password"
						value={ password }
						onChange={ ( value ) => {
							setPassword( value );
							setError( null );
						} }
						disabled={ busy }
						className={ error ? 'is-invalid' : undefined }
						// The field says what is wrong with it, not only the alert.
						aria-invalid={ error ? true : undefined }
						aria-describedby={ error ? errorId : undefined }
					/>
					{ error && (
						<p
							id={ errorId }
							className="stencilbox-profile__error"
							role="alert"
						>
							{ error }
						</p>
					) }
				</ConfirmModal>
			) }
		</>
	);
}

/**
 * The Manage Account panel.
 */
export default function AccountSettings() {
	return (
		<section
			className="stencilbox-profile__settings"
			id="stencilbox-account-settings"
		>
			<h2>{ __( 'Manage Account', 'stencilbox' ) }</h2>
			<div className="stencilbox-profile__settings-grid">
				<Card>
					<CardHeader>
						<h3>{ __( 'Email address', 'stencilbox' ) }</h3>
					</CardHeader>
					<CardBody>
						<p>
							{ __(
								'We will send a verification link to the new address. Until you open it, inserting templates waits.',
								'stencilbox'
							) }
						</p>
						<Renewing>
							{ ( done ) => <ChangeEmailForm onDone={ done } /> }
						</Renewing>
					</CardBody>
				</Card>
				<Card>
					<CardHeader>
						<h3>{ __( 'Password', 'stencilbox' ) }</h3>
					</CardHeader>
					<CardBody>
						<p>
							{ __(
								'Other sites signed in with your current password will be signed out. API keys you created stay valid.',
								'stencilbox'
							) }
						</p>
						<Renewing>
							{ ( done ) => (
								<ChangePasswordForm onDone={ done } />
							) }
						</Renewing>
					</CardBody>
				</Card>
			</div>
			<Card className="stencilbox-profile__danger">
				<CardHeader>
					<h3>{ __( 'Delete account', 'stencilbox' ) }</h3>
				</CardHeader>
				<CardBody>
					<DeleteAccount />
				</CardBody>
			</Card>
		</section>
	);
}
