/**
 * The library account as screens see it (the `stencilbox/account` store).
 */
/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as accountStore } from '../../../stores/account';

/**
 * The whole account state; reading it resolves GET /is-signed once.
 */
export function useAccount() {
	return useSelect( ( select ) => {
		const account = select( accountStore );
		return {
			user: account.getUser(),
			status: account.getStatus(),
			flags: account.getFlags(),
			failed: account.isFailed(),
			isSyncing: account.isSyncing(),
		};
	}, [] );
}

/**
 * Whether the current user is signed in to a library account; null while
 * the answer is not known yet.
 */
export function useIsSignedIn(): boolean | null {
	const { user, status } = useAccount();
	return status === 'unknown' ? null : user !== null;
}

/**
 * Whether the user may change the account's cloud (push, upload, copy,
 * move, delete, create and share WorkSpaces): not when they only borrow
 * the sitewide account, which the site refuses them (`signed_as_global`).
 */
export function useMayChangeCloud(): boolean {
	return ! useAccount().user?.signed_as_global;
}

/**
 * The signed-in account's plan string (`free`, `pro_lifetime`,
 * `starter_yearly`, …), or null when signed out.
 */
export function useAccountPlan(): string | null {
	return useAccount().user?.plan ?? null;
}
