/**
 * Internal dependencies
 */
import type { AccountState } from './types';

/**
 * The signed-in profile (resolves GET /is-signed on first use).
 *
 * @param state Store state.
 */
export const getUser = ( state: AccountState ) => state.user;

/**
 * `unknown`, `signed-in` or `signed-out`.
 *
 * @param state Store state.
 */
export const getStatus = ( state: AccountState ) => state.status;

/**
 * Site flags (global sign-in), known even while signed out.
 *
 * @param state Store state.
 */
export const getFlags = ( state: AccountState ) => state.flags;

/**
 * Whether the last sign-out was forced by the server.
 *
 * @param state Store state.
 */
export const isFailed = ( state: AccountState ) => state.failed;

/**
 * The last account call that failed, with its recorded code
 * (`login_failed`, `signup_failed`, `logout_failed`, `sync_failed`), or
 * null once one succeeded.
 *
 * @param state Store state.
 */
export const getFailure = ( state: AccountState ) => state.failure;

/**
 * Whether a sync is running.
 *
 * @param state Store state.
 */
export const isSyncing = ( state: AccountState ) => state.isSyncing;

/**
 * Whether the library hub could not be reached (the account is not lost:
 * it is asked again on Retry).
 *
 * @param state Store state.
 */
export const isHubUnreachable = ( state: AccountState ) => state.hubUnreachable;
