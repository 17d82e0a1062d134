/**
 * The account rules of spec part 1 §5, with the spec's messages. Their one
 * source is the hub's `php/Hub/Accounts/Validation.php`: patterns, limits
 * and messages come from the generated `./generated/rules.ts`, and
 * `./generated/test/rules.test.ts` runs these functions on the hub's
 * verdicts.
 */
/**
 * Internal dependencies
 */
import { ACCOUNT_MESSAGES, ACCOUNT_RULES } from './generated/rules';

/** Minimum password length (§9). */
export const PASSWORD_MIN = ACCOUNT_RULES.passwordMin;
/** Sign-up needs at least this many touched fields (§9). */
export const SIGNUP_MIN_TOUCHED = 7;

/**
 * Email must match the standard pattern.
 *
 * @param email Email.
 */
export function validateEmail( email: string ): string | null {
	const value = email.trim();
	return Array.from( value ).length > ACCOUNT_RULES.emailMax ||
		! ACCOUNT_RULES.emailPattern.test( value )
		? ACCOUNT_MESSAGES.emailInvalid()
		: null;
}

/**
 * API key must be non-empty.
 *
 * @param key Key.
 */
export function validateApiKey( key: string ): string | null {
	return key.trim() === '' ? ACCOUNT_MESSAGES.apiKeyEmpty() : null;
}

/**
 * First or last name: non-empty; letters, dashes and spaces only.
 *
 * @param name  Value.
 * @param which Which name.
 */
export function validateName(
	name: string,
	which: 'first' | 'last'
): string | null {
	const value = name.trim();
	if ( value === '' ) {
		return which === 'first'
			? ACCOUNT_MESSAGES.firstNameEmpty()
			: ACCOUNT_MESSAGES.lastNameEmpty();
	}
	if ( ! ACCOUNT_RULES.namePattern.test( value ) ) {
		return which === 'first'
			? ACCOUNT_MESSAGES.firstNameInvalid()
			: ACCOUNT_MESSAGES.lastNameInvalid();
	}
	return null;
}

/**
 * The single message shown when both names are invalid (§5): the first
 * name's message widened to "First Name and Last Name", or the combined
 * empty message. Chosen by which rule the first name broke, as the hub's
 * `Validation::combined_names()`: the translated message holds no English
 * words to search for.
 *
 * @param firstError The first name's message.
 */
export function combinedNameMessage( firstError: string ): string {
	return firstError === ACCOUNT_MESSAGES.firstNameInvalid()
		? ACCOUNT_MESSAGES.namesInvalid()
		: ACCOUNT_MESSAGES.namesEmpty();
}

/**
 * Password strength.
 *
 * @param password Password.
 */
export function validatePassword( password: string ): string | null {
	if ( password === '' ) {
		return ACCOUNT_MESSAGES.passwordEmpty();
	}
	if (
		// Characters, as the hub counts them: an emoji is one, not two.
		Array.from( password ).length < PASSWORD_MIN ||
		ACCOUNT_RULES.passwordNeeds.some(
			( rule ) => ! rule.test( password )
		) ||
		ACCOUNT_RULES.passwordForbids.test( password )
	) {
		return ACCOUNT_MESSAGES.passwordWeak();
	}
	return null;
}

/**
 * Confirmation equals the password.
 *
 * @param password Password.
 * @param confirm  Confirmation.
 */
export function validateConfirm(
	password: string,
	confirm: string
): string | null {
	return password === confirm ? null : ACCOUNT_MESSAGES.passwordMismatch();
}

/** The sign-up form. */
export interface SignupFields {
	first_name: string;
	last_name: string;
	email: string;
	password: string;
	confirm_password: string;
	privacy_consent: boolean;
	terms_consent: boolean;
}

export type SignupField = keyof SignupFields;
export type FieldErrors< F extends string > = Partial< Record< F, string > >;

/**
 * Every sign-up error; both names share one combined message.
 *
 * @param fields Sign-up fields.
 */
export function validateSignup(
	fields: SignupFields
): FieldErrors< SignupField > {
	const errors: FieldErrors< SignupField > = {};
	const first = validateName( fields.first_name, 'first' );
	const last = validateName( fields.last_name, 'last' );
	if ( first && last ) {
		errors.first_name = combinedNameMessage( first );
		errors.last_name = errors.first_name;
	} else if ( first ) {
		errors.first_name = first;
	} else if ( last ) {
		errors.last_name = last;
	}
	const email = validateEmail( fields.email );
	if ( email ) {
		errors.email = email;
	}
	const password = validatePassword( fields.password );
	if ( password ) {
		errors.password = password;
	}
	const confirm = validateConfirm( fields.password, fields.confirm_password );
	if ( confirm ) {
		errors.confirm_password = confirm;
	}
	if ( ! fields.privacy_consent ) {
		errors.privacy_consent = ACCOUNT_MESSAGES.privacyNotAgreed();
	}
	if ( ! fields.terms_consent ) {
		errors.terms_consent = ACCOUNT_MESSAGES.termsNotAgreed();
	}
	return errors;
}

/**
 * The sign-up button is enabled only when at least 7 fields have been
 * touched, none is empty and none is invalid.
 *
 * @param fields  Sign-up fields.
 * @param touched Fields the user has touched.
 */
export function canSubmitSignup(
	fields: SignupFields,
	touched: ReadonlySet< SignupField >
): boolean {
	const empty = (
		[
			'first_name',
			'last_name',
			'email',
			'password',
			'confirm_password',
		] as const
	 ).some( ( key ) => fields[ key ].trim() === '' );
	return (
		touched.size >= SIGNUP_MIN_TOUCHED &&
		! empty &&
		Object.keys( validateSignup( fields ) ).length === 0
	);
}

/** The sign-in form. */
export interface SigninFields {
	email: string;
	password: string;
	api_key: string;
}

/**
 * The sign-in button is enabled when email and password are non-empty and
 * valid, or in API mode when the key is non-empty.
 *
 * @param fields Sign-in fields.
 * @param viaApi API-key mode.
 */
export function canSubmitSignin(
	fields: SigninFields,
	viaApi: boolean
): boolean {
	if ( viaApi ) {
		return validateApiKey( fields.api_key ) === null;
	}
	return fields.password !== '' && validateEmail( fields.email ) === null;
}

/**
 * An address typed into "share with" (spec part 2 §5): trimmed and
 * lower-cased, or null when it is not valid or already in the list. The
 * hub applies the same rules.
 *
 * @param email    What was typed.
 * @param existing Addresses already listed (lower-case).
 */
export function shareEmail(
	email: string,
	existing: readonly string[]
): string | null {
	const value = email.trim().toLowerCase();
	if ( validateEmail( value ) !== null || existing.includes( value ) ) {
		return null;
	}
	return value;
}
