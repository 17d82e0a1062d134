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
		let last = 0;
		const recheck = () => {
			if (
				busy ||
				document.visibilityState === 'hidden' ||
				Date.now() - last < RECHECK_GAP_MS
			) {
				return;
			}
			busy = true;
			last = Date.now();
			// A failed check changes nothing: the banner stays.
			latest
				.current()
				.catch( () => undefined )
				.finally( () => {
					busy = false;
				} );
		};
		window.addEventListener( 'focus', recheck );
		document.addEventListener( 'visibilitychange', recheck );
		recheck();
		return () => {
			window.removeEventListener( 'focus', recheck );
			document.removeEventListener( 'visibilitychange', recheck );
		};
	}, [ active ] );
}
