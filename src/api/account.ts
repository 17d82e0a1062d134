/**
 * The library account's calls (the account store's; sign-in, sign-up,
 * sign-out, the profile and its changes) and its API keys (Profile → API
 * keys): `stencilbox/v1/is-signed`, `…/login`, `…/profile/…`.
 */
/**
 * Internal dependencies
 */
import { request, type Payload } from './client';
import { ENDPOINTS } from './endpoints';
import type * as Answers from './generated/answers';
import type { ApiKeyRow, ApiKeysResponse } from './types';

/**
 * A POST of a form's fields.
 *
 * @param path    Route.
 * @param payload The fields.
 */
function postFields< T >( path: string, payload: Payload ): Promise< T > {
	return request< T >( path, { method: 'POST', data: payload } );
}

/** The account this site is signed in with, and the site's flags (GET /is-signed). */
export function fetchSigned(): Promise< Answers.IsSignedResponse > {
	return request( ENDPOINTS.isSigned );
}

/**
 * Signs in (POST /login).
 *
 * @param payload email + password, or api_key with viaAPI; global_signin.
 */
export function signIn( payload: Payload ): Promise< Answers.SessionResponse > {
	return postFields( ENDPOINTS.login, payload );
}

/**
 * Creates an account and signs in (POST /signup).
 *
 * @param payload Sign-up fields.
 */
export function signUp( payload: Payload ): Promise< Answers.SignupResponse > {
	return postFields( ENDPOINTS.signup, payload );
}

/** The hub's privacy policy and terms, as sign-up links them (GET /signup/legal; '' where the hub has none). */
export function fetchLegalLinks(): Promise< Answers.LegalLinks > {
	return request( ENDPOINTS.signupLegal );
}

/**
 * Signs out (POST /logout).
 *
 * @param global Sign the sitewide account out.
 */
export function signOut( global: boolean ): Promise< Answers.LogoutResponse > {
	return request( ENDPOINTS.logout, {
		method: 'POST',
		data: { global },
	} );
}

/** A fresh profile from the hub (GET /profile/sync). */
export function syncProfile(): Promise< Answers.SessionResponse > {
	return request( ENDPOINTS.profileSync );
}

/** Whether the account is verified now (GET /profile/verified). */
export function fetchVerified(): Promise< boolean > {
	return request( ENDPOINTS.profileVerified );
}

/** Sends the verification mail again. */
export function resendVerification(): Promise< Answers.MessageResponse > {
	return request( ENDPOINTS.profileResendVerification, {
		method: 'POST',
	} );
}

/**
 * Asks for a password reset mail (POST /forgot-password).
 *
 * @param email The account's email address.
 */
export function requestPasswordReset(
	email: string
): Promise< Answers.MessageResponse > {
	return request( ENDPOINTS.forgotPassword, {
		method: 'POST',
		data: { email },
	} );
}

/**
 * Changes the account's password (POST /profile/password).
 *
 * @param payload current_password, password, confirm_password.
 */
export function changePassword(
	payload: Payload
): Promise< Answers.MessageResponse > {
	return postFields( ENDPOINTS.profilePassword, payload );
}

/**
 * Changes the account's email address (POST /profile/email).
 *
 * @param payload email, current_password.
 */
export function changeEmail(
	payload: Payload
): Promise< Answers.SessionResponse > {
	return postFields( ENDPOINTS.profileEmail, payload );
}

/**
 * Deletes the account and its cloud (DELETE /profile): the site requires
 * `confirm: true`, sent for the confirmation the user answered.
 *
 * @param password The account's password.
 */
export function deleteAccount(
	password: string
): Promise< Answers.DeleteAccountResponse > {
	return request( ENDPOINTS.profile, {
		method: 'DELETE',
		data: { password, confirm: true },
	} );
}

/** Hides the free-plan notice for this account. */
export function hideNotice(): Promise< Answers.NoticeResponse > {
	return request( ENDPOINTS.profileNotice, {
		method: 'POST',
		data: { show_notice: false },
	} );
}

/** The account's keys. */
export function fetchApiKeys(): Promise< ApiKeysResponse > {
	return request( ENDPOINTS.profileApiKeys );
}

/**
 * Creates a personal key (answered once).
 *
 * @param label What the key is for.
 */
export function createApiKey( label: string ): Promise< ApiKeysResponse > {
	return request( ENDPOINTS.profileApiKeys, {
		method: 'POST',
		data: { label },
	} );
}

/**
 * Revokes one of the account's keys. A revoked key cannot be restored: the
 * site requires `confirm: true`, which callers pass from the confirm dialog
 * the user answered.
 *
 * @param key     The key.
 * @param confirm The user confirmed it.
 */
export function revokeApiKey(
	key: ApiKeyRow,
	confirm: true
): Promise< ApiKeysResponse > {
	return request( `${ ENDPOINTS.profileApiKeys }/${ key.id }`, {
		method: 'DELETE',
		data: { confirm },
	} );
}
