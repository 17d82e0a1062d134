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
 * Whether a sync is running.
 *
 * @param state Store state.
 */
export const isSyncing = ( state: AccountState ) => state.isSyncing;
