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
