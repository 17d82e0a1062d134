/**
 * The library account as the shell's guards see it.
 *
 * Accounts arrive with the hub (issue [2]); until a sign-in exists every
 * WordPress user is signed out of the library, which is the true state.
 */
export function useIsSignedIn(): boolean {
	return false;
}
