/**
 * The pieces the sign-in and sign-up forms are built of: a text field that
 * shows its error under it, and the foot of the form — the 'Opps...!' alert,
 * a message that is not about one field (both may hold server HTML), and
 * the submit button with the form's other actions.
 */
import type { ComponentProps, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	CheckboxControl,
	ExternalLink,
	TextControl,
} from '@wordpress/components';

/**
 * Internal dependencies
 */
import BusyButton from '../../components/busy-button';
import FieldErrors from '../../components/field-errors';
import HtmlMessage from '../../components/html-message';
import type { AccountForm, FormValues } from './use-account-form';

/**
 * A text field of an account form: its value, its error (marked invalid
 * while it has one), and it waits while the form is sent.
 *
 * @param props      TextControl's other props.
 * @param props.form The form (`useAccountForm`).
 * @param props.name The field.
 */
export function FieldControl< V extends FormValues< V > >( {
	form,
	name,
	...props
}: Omit<
	ComponentProps< typeof TextControl >,
	| 'form'
	| 'value'
	| 'onChange'
	| 'help'
	| 'className'
	| 'disabled'
	| '__next40pxDefaultSize'
	| '__nextHasNoMarginBottom'
> & {
	form: AccountForm< V >;
	name: keyof V & string;
} ) {
	const error = form.errors[ name ];
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			{ ...props }
			value={ String( form.values[ name ] ) }
			onChange={ ( value ) =>
				form.set( name )( value as V[ typeof name ] )
			}
			help={ error }
			className={ error ? 'is-invalid' : undefined }
			aria-invalid={ error ? true : undefined }
			disabled={ form.isSubmitting }
		/>
	);
}

/**
 * A checkbox of an account form (a consent): checked, its error, and it
 * waits while the form is sent.
 *
 * @param props          Props.
 * @param props.form     The form (`useAccountForm`).
 * @param props.name     The field.
 * @param props.label    Label.
 * @param props.link     The page it agrees to, opened in a new tab (none: the label names it alone).
 * @param props.onChange Also told of a change (besides the form).
 */
export function CheckboxField< V extends FormValues< V > >( {
	form,
	name,
	label,
	link,
	onChange,
}: {
	form: AccountForm< V >;
	name: keyof V & string;
	label: string;
	link?: { href: string; text: string };
	onChange?: ( checked: boolean ) => void;
} ) {
	const error = form.errors[ name ];
	return (
		<CheckboxControl
			__nextHasNoMarginBottom
			label={ label }
			checked={ form.values[ name ] === true }
			onChange={ ( checked ) => {
				onChange?.( checked );
				form.set( name )( checked as V[ typeof name ] );
			} }
			help={
				link?.href ? (
					<>
						{ error ? `${ error } ` : null }
						<ExternalLink href={ link.href }>
							{ link.text }
						</ExternalLink>
					</>
				) : (
					error
				)
			}
			disabled={ form.isSubmitting }
		/>
	);
}

/**
 * The foot of an account form: its messages, then the submit button (its
 * label says when the form is being sent) and the form's other actions.
 *
 * @param props           Props.
 * @param props.form      The form's state (`useAccountForm`).
 * @param props.label     The submit button's label.
 * @param props.busyLabel Its label while the form is being sent.
 * @param props.children  More actions after it.
 */
export function FormFooter( {
	form,
	label,
	busyLabel,
	children,
}: {
	form: Pick<
		AccountForm< { [ field: string ]: string } >,
		'alert' | 'globalError' | 'isSubmitting' | 'canSubmit'
	>;
	label: string;
	busyLabel: string;
	children?: ReactNode;
} ) {
	return (
		<>
			<FieldErrors messages={ form.alert } />
			{ form.globalError && (
				<p className="stencilbox-sign-in__global-error" role="alert">
					<HtmlMessage html={ form.globalError } />
				</p>
			) }
			<div className="stencilbox-sign-in__actions">
				<BusyButton
					type="submit"
					isBusy={ form.isSubmitting }
					disabled={ ! form.canSubmit }
				>
					{ form.isSubmitting ? busyLabel : label }
				</BusyButton>
				{ children }
			</div>
		</>
	);
}
