/**
 * What an account action (Insert, Import, a rating) does on the item
 * screen: the action when the user is signed in, the sign-in page for a
 * visitor, and nothing while the account is still being asked for — a
 * click then would send a signed-in user to sign-in and back. The screen
 * shows those buttons busy until the account is known.
 *
 * @param isSignedIn Whether the user is signed in (null: not known yet).
 * @param action     The action.
 * @param toSignIn   Goes to sign-in (and back here after).
 */
export function accountAction< A extends unknown[] >(
	isSignedIn: boolean | null,
	action: ( ...args: A ) => void,
	toSignIn: () => void
): ( ...args: A ) => void {
	return ( ...args: A ) => {
		if ( isSignedIn === null ) {
			return;
		}
		if ( isSignedIn ) {
			action( ...args );
		} else {
			toSignIn();
		}
	};
}
