/**
 * Account actions and thunks. Thunks throw the RequestError of a failed call
 * so forms can show field errors; the store keeps only account state.
 */
/**
 * Internal dependencies
 */
import * as api from '../../api/account';
import type { Payload } from '../../api/client';
import type {
	AccountFlags,
	DeleteAccountResponse,
	LogoutResponse,
	Profile,
	SessionResponse,
} from '../../api/types';
import { TOAST_MS } from '../../utils/constants';
import { MESSAGES } from '../../utils/generated/rules';
import {
	FAILURE_CODES,
	logFailure,
	toStoreError,
	type FailureCode,
} from '../shared';
import { store as uiStore } from '../ui';
import type { AccountAction, AccountThunk } from './types';

/**
 * Stores the signed-in profile (or null when signed out).
 *
 * @param user  Profile.
 * @param flags Site flags (when known separately).
 */
export function receiveUser(
	user: Profile | null,
	flags?: AccountFlags | null
): AccountAction {
	return { type: 'RECEIVE_USER', user, flags };
}

/**
 * Changes parts of the signed-in profile the app already knows changed
 * (e.g. `starred` after a favourite); nothing while signed out.
 *
 * @param changes Profile fields.
 */
export function updateUser( changes: Partial< Profile > ): AccountAction {
	return { type: 'UPDATE_USER', changes };
}

/**
 * The server rejected the account's key: signed out, with the failed flag.
 */
export function signedOutByServer(): AccountAction {
	return { type: 'SIGNED_OUT_BY_SERVER' };
}

/**
 * Clears the failed flag once the sign-in page has shown it.
 */
export function clearFailed(): AccountAction {
	return { type: 'CLEAR_FAILED' };
}

/**
 * Runs an account call and records how it ended: a failure under its code
 * (console and `getFailure()`, then thrown on for the form), a success
 * clears the record.
 *
 * @param code     The recorded code of this call.
 * @param call     The call.
 * @param dispatch The store's dispatch.
 */
async function recorded< T >(
	code: FailureCode,
	call: () => Promise< T >,
	dispatch: ( action: AccountAction ) => void
): Promise< T > {
	try {
		const answer = await call();
		dispatch( { type: 'RECORD_FAILURE', failure: null } );
		return answer;
	} catch ( thrown ) {
		logFailure( code, thrown );
		dispatch( {
			type: 'RECORD_FAILURE',
			failure: { code, error: toStoreError( thrown ) },
		} );
		throw thrown;
	}
}

/**
 * Signs in (POST /login).
 *
 * @param payload email + password, or api_key with viaAPI; global_signin.
 */
export const login =
	( payload: Payload ): AccountThunk< Promise< SessionResponse > > =>
	async ( { dispatch } ) => {
		const response = await recorded(
			FAILURE_CODES.login,
			() => api.signIn( payload ),
			dispatch
		);
		dispatch( receiveUser( response.user ) );
		return response;
	};

/**
 * Creates an account and signs in (POST /signup).
 *
 * @param payload Sign-up fields.
 */
export const signup =
	( payload: Payload ): AccountThunk< Promise< SessionResponse > > =>
	async ( { dispatch } ) => {
		const response = await recorded(
			FAILURE_CODES.signup,
			() => api.signUp( payload ),
			dispatch
		);
		dispatch( receiveUser( response.user ) );
		return response;
	};

/**
 * Signs out (POST /logout). A user may stay signed in through the sitewide
 * account; the response says so.
 *
 * @param global Sign the sitewide account out.
 */
export const logout =
	( global = false ): AccountThunk< Promise< LogoutResponse > > =>
	async ( { dispatch } ) => {
		const response = await recorded(
			FAILURE_CODES.logout,
			() => api.signOut( global ),
			dispatch
		);
		dispatch( receiveUser( response.user ) );
		return response;
	};

/**
 * Fetches a fresh profile from the hub and says so with a toast.
 */
export const sync =
	(): AccountThunk< Promise< void > > =>
	async ( { dispatch, registry } ) => {
		dispatch( { type: 'SET_SYNCING', isSyncing: true } );
		try {
			const response = await recorded(
				FAILURE_CODES.sync,
				api.syncProfile,
				dispatch
			);
			dispatch( receiveUser( response.user ) );
			registry
				.dispatch( uiStore )
				.showToast( response.message || MESSAGES.accountSynced(), {
					duration: TOAST_MS.sync,
				} );
		} catch ( error ) {
			registry
				.dispatch( uiStore )
				.showToast( ( error as Error ).message, { status: 'error' } );
		} finally {
			dispatch( { type: 'SET_SYNCING', isSyncing: false } );
		}
	};

/**
 * Asks whether the account is verified now (GET /profile/verified); on
 * success the profile is refreshed.
 */
export const checkVerified =
	(): AccountThunk< Promise< boolean > > =>
	async ( { dispatch } ) => {
		const verified = await api.fetchVerified();
		if ( verified ) {
			const response = await api.fetchSigned();
			dispatch( receiveUser( response.user, response.flags ) );
		}
		return verified;
	};

/**
 * Sends the verification mail again.
 */
export const resendVerification =
	(): AccountThunk< Promise< string > > => async () => {
		const response = await api.resendVerification();
		return response.message;
	};

/**
 * Asks for a password reset mail (POST /forgot-password). The answer is
 * the same whether or not the address has an account.
 *
 * @param email The account's email address.
 */
export const requestPasswordReset =
	( email: string ): AccountThunk< Promise< string > > =>
	async () => {
		const response = await api.requestPasswordReset( email );
		return response.message;
	};

/**
 * Changes the account's password (POST /profile/password).
 *
 * @param payload current_password, password, confirm_password.
 */
export const changePassword =
	( payload: Payload ): AccountThunk< Promise< string > > =>
	async () => {
		const response = await api.changePassword( payload );
		return response.message;
	};

/**
 * Changes the account's email address (POST /profile/email); the profile
 * then shows the new, not yet verified, address.
 *
 * @param payload email, current_password.
 */
export const changeEmail =
	( payload: Payload ): AccountThunk< Promise< string > > =>
	async ( { dispatch } ) => {
		const response = await api.changeEmail( payload );
		dispatch( receiveUser( response.user ) );
		return response.message;
	};

/**
 * Deletes the account and its cloud (DELETE /profile). Only called from
 * the confirmation the user answered: the site requires `confirm: true`.
 * The site is signed out of it (a sitewide account may remain).
 *
 * @param password The account's password.
 */
export const deleteAccount =
	( password: string ): AccountThunk< Promise< DeleteAccountResponse > > =>
	async ( { dispatch } ) => {
		const response = await api.deleteAccount( password );
		dispatch( receiveUser( response.user ) );
		return response;
	};

/**
 * Hides the free-plan notice for this account.
 */
export const dismissNotice =
	(): AccountThunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const response = await api.hideNotice();
		dispatch( receiveUser( response.user ) );
	};

/**
 * The library hub could not be reached (any request said so).
 */
export function hubUnreachable(): AccountAction {
	return { type: 'SET_HUB_UNREACHABLE', unreachable: true };
}

/**
 * Tries the hub again: the account is asked afresh (what the screens need
 * is asked again when they show).
 */
export const retryHub =
	(): AccountThunk =>
	( { dispatch } ) => {
		dispatch( { type: 'SET_HUB_UNREACHABLE', unreachable: false } );
		dispatch.invalidateResolution( 'getUser', [] );
	};
