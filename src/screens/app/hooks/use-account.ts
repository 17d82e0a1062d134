/**
 * The library account as screens see it.
 *
 * Accounts arrive with issue [2] (the `stencilbox/account` store); these
 * hooks are the stable surface other screens use, so their callers do not
 * change when the store lands. Until then every WordPress user is signed out
 * of the library, which is the true state.
 */

/**
 * Whether the current user is signed in to a library account.
 */
export function useIsSignedIn(): boolean {
	return false;
}

/**
 * The signed-in account's plan string (`free`, `pro_lifetime`,
 * `starter_yearly`, …), or null when signed out.
 */
export function useAccountPlan(): string | null {
	return null;
}
