/**
 * Stores that hold one library account's data follow the signed-in
 * account: another account (sign-out, sign-in, linking) drops what the
 * previous one had, so nothing of it can show.
 */

/**
 * Records the account a store's data belongs to; on a change from a known
 * account, also forgets the data (and the resolvers' answers).
 *
 * @param previous The account the data belongs to (undefined before the first).
 * @param account  The account now (null when signed out).
 * @param record   Records `account` (the store's reducer resets its data).
 * @param forget   Invalidates the store's resolutions.
 */
export function followAccount(
	previous: number | null | undefined,
	account: number | null,
	record: () => void,
	forget: () => void
): void {
	if ( previous === account ) {
		return;
	}
	record();
	if ( previous !== undefined ) {
		forget();
	}
}

/** The reducer action that records the account a store's data belongs to. */
export interface SyncAccountAction {
	type: 'SYNC_ACCOUNT';
	account: number | null;
}

/** What `syncAccount` needs of a store that follows the account. */
export interface AccountFollower {
	dispatch: ( ( action: SyncAccountAction ) => void ) & {
		invalidateResolutionForStore: () => unknown;
	};
	select: { getSyncedAccount: () => number | null | undefined };
}

/**
 * The `syncAccount` thunk of a store that follows the account: records the
 * account (`SYNC_ACCOUNT`) and, on a change from a known account, forgets
 * every resolver's answer.
 *
 * @param account Account id, or null when signed out.
 */
export const syncAccountThunk =
	( account: number | null ) =>
	( { dispatch, select }: AccountFollower ): void =>
		followAccount(
			select.getSyncedAccount(),
			account,
			() => dispatch( { type: 'SYNC_ACCOUNT', account } ),
			() => dispatch.invalidateResolutionForStore()
		);
