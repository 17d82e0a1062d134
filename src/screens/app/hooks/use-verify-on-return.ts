/**
 * An unverified account is checked again as the library opens and whenever
 * the user comes back to the tab (the verification link opens in another
 * one, or its page's "Back to Stencilbox" loads the library anew while the
 * site still holds the profile it cached before): the library then knows at
 * once, without "I've verified & Close".
 */
/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/** At most one check in this time, however often the window is focused. */
export const RECHECK_GAP_MS = 3000;

/**
 * Calls `check` once when it becomes `active`, then when the window
 * regains focus or the tab is shown again, while `active`.
 *
 * @param active Whether to watch (the account is signed in and unverified).
 * @param check  Asks whether the account is verified now.
 */
export function useVerifyOnReturn(
	active: boolean,
	check: () => Promise< unknown >
) {
	const latest = useRef( check );
	latest.current = check;
	useEffect( () => {
		if ( ! active ) {
			return;
		}
		let busy = false;
		let again = false;
		let last = 0;
		// A check asked while one runs follows it (the one running may have
		// started before the user verified).
		const run = () => {
			busy = true;
			latest
				.current()
				// A failed check changes nothing: the banner stays.
				.catch( () => undefined )
				.finally( () => {
					busy = false;
					if ( again ) {
						again = false;
						run();
					}
				} );
		};
		const recheck = () => {
			if ( document.visibilityState === 'hidden' ) {
				return;
			}
			if ( Date.now() - last < RECHECK_GAP_MS ) {
				return;
			}
			last = Date.now();
			if ( busy ) {
				again = true;
				return;
			}
			run();
		};
		window.addEventListener( 'focus', recheck );
		document.addEventListener( 'visibilitychange', recheck );
		// As the library opens: not counted in the gap, so a user who comes
		// back from verifying a moment later is asked about at once.
		run();
		return () => {
			window.removeEventListener( 'focus', recheck );
			document.removeEventListener( 'visibilitychange', recheck );
		};
	}, [ active ] );
}
