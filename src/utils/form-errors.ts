/**
 * Turns a failed sign-in / sign-up into what the form shows (spec §8):
 * per-field messages under the fields, or one global message above the
 * buttons when the server sent a plain string.
 */

/** The error shape `src/api/client.ts` throws. */
export interface ErrorLike {
	code?: string;
	message?: string;
	data?: Record< string, unknown >;
}

export interface FormErrors {
	fields: Record< string, string >;
	global: string | null;
}

/** `additional_errors` codes and the field each belongs to. */
const ADDITIONAL_FIELDS: Record< string, string > = {
	first_name_error: 'first_name',
	last_name_error: 'last_name',
	email_error: 'email',
	password_error: 'password',
	confirm_password_error: 'confirm_password',
};

const asMessages = ( value: unknown ): Record< string, string > => {
	if ( ! value || typeof value !== 'object' || Array.isArray( value ) ) {
		return {};
	}
	const out: Record< string, string > = {};
	for ( const [ key, message ] of Object.entries( value ) ) {
		if ( typeof message === 'string' && message !== '' ) {
			out[ key ] = message;
		}
	}
	return out;
};

/**
 * Splits an error into field messages and a global message.
 *
 * @param error The thrown error.
 */
export function formErrors( error: ErrorLike | null | undefined ): FormErrors {
	if ( ! error ) {
		return { fields: {}, global: null };
	}
	const fields = asMessages( error.data?.errors );
	for ( const [ code, message ] of Object.entries(
		asMessages( error.data?.additional_errors )
	) ) {
		const field =
			ADDITIONAL_FIELDS[ code ] ?? code.replace( /_error$/, '' );
		fields[ field ] = message;
	}
	if ( error.code === 'password_mismatched' && ! fields.confirm_password ) {
		fields.confirm_password = error.message ?? '';
	}
	const hasFields = Object.keys( fields ).length > 0;
	return {
		fields,
		global: hasFields ? null : error.message || null,
	};
}
