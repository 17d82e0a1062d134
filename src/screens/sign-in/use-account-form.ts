/**
 * What the sign-in and sign-up forms share: the fields' values, their
 * errors (a shown error is re-checked as the user types, so it clears at
 * once rather than on blur, which would shift the form under the next
 * click), the 'Opps...!' alert, the message for the whole form, and a
 * submit that sends once at a time, clears the old messages, and on a
 * failure shows the server's (the form is editable again in every error
 * case).
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { formErrors, type ErrorLike } from '../../utils/form-errors';

/** An account form's fields: text and checkboxes. */
export type FormValues< V > = Record< keyof V, string | boolean >;
export type FormMessages< V > = Partial< Record< keyof V, string > >;

export interface AccountForm< V extends FormValues< V > > {
	values: V;
	/** Sets a field (and re-checks the errors shown). */
	set: < K extends keyof V >( name: K ) => ( value: V[ K ] ) => void;
	/** Each field's message ('' or absent: none). */
	errors: FormMessages< V >;
	setErrors: (
		update: ( current: FormMessages< V > ) => FormMessages< V >
	) => void;
	/** Shows a field's message (null: none). */
	showError: ( name: keyof V, message: string | null ) => void;
	/** Field messages the server returned, summed up under 'Opps...!'. */
	alert: string[];
	/** A message that is not about one field. */
	globalError: string | null;
	/** Clears the messages a user's switch makes stale (fields, whole form). */
	clearErrors: () => void;
	canSubmit: boolean;
	isSubmitting: boolean;
	/** The form's submit handler. */
	submit: ( event: FormEvent ) => Promise< void >;
}

/**
 * The state and submit of an account form.
 *
 * @param options           Options.
 * @param options.initial   The fields' first values.
 * @param options.canSubmit Whether these values may be sent.
 * @param options.recheck   The errors after a change, from those shown (only
 *                          shown ones are re-checked while typing).
 * @param options.send      Sends the values (rejects with the server's error).
 * @param options.onDone    After the server said yes.
 */
export function useAccountForm< V extends FormValues< V > >( {
	initial,
	canSubmit: mayBeSent,
	recheck,
	send,
	onDone,
}: {
	initial: V;
	canSubmit: ( values: V ) => boolean;
	recheck: (
		shown: FormMessages< V >,
		next: V,
		changed: keyof V
	) => FormMessages< V >;
	send: ( values: V ) => Promise< unknown >;
	onDone: () => void;
} ): AccountForm< V > {
	const [ values, setValues ] = useState< V >( initial );
	const [ errors, setErrors ] = useState< FormMessages< V > >( {} );
	const [ globalError, setGlobalError ] = useState< string | null >( null );
	const [ alert, setAlert ] = useState< string[] >( [] );
	const [ isSubmitting, setIsSubmitting ] = useState( false );
	const canSubmit = mayBeSent( values );

	const set =
		< K extends keyof V >( name: K ) =>
		( value: V[ K ] ) => {
			const next = { ...values, [ name ]: value };
			setValues( next );
			setErrors( ( shown ) => recheck( shown, next, name ) );
		};

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! canSubmit || isSubmitting ) {
			return;
		}
		setIsSubmitting( true );
		setErrors( {} );
		setAlert( [] );
		setGlobalError( null );
		try {
			await send( values );
			onDone();
		} catch ( error ) {
			const result = formErrors( error as ErrorLike );
			setErrors( result.fields as FormMessages< V > );
			setAlert( Object.values( result.fields ) );
			setGlobalError( result.global );
			setIsSubmitting( false );
		}
	};

	return {
		values,
		set,
		errors,
		setErrors,
		showError: ( name, message ) =>
			setErrors( ( shown ) => ( { ...shown, [ name ]: message ?? '' } ) ),
		alert,
		globalError,
		clearErrors: () => {
			setErrors( {} );
			setGlobalError( null );
		},
		canSubmit,
		isSubmitting,
		submit,
	};
}
