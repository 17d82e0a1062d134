/**
 * While an import runs (spec part 2 §4): leaving the page asks first, and
 * the browser's Back is blocked with an alert (a history entry is pushed
 * so Back lands on it).
 */
/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** The alert Back shows (spec part 2 §8). */
export const LEAVE_MESSAGE = __(
	'Please wait until the import process is complete before navigating back.',
	'stencilbox'
);

/**
 * Guards the page while `active`.
 *
 * @param active Whether an import runs.
 */
export function useLeaveGuard( active: boolean ): void {
	useEffect( () => {
		if ( ! active ) {
			return;
		}
		const beforeUnload = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers show the prompt only when a value is set.
			event.returnValue = '';
		};
		const { history } = window;
		const marker = { stencilboxImportGuard: true };
		history.pushState( { ...( history.state ?? {} ), ...marker }, '' );
		const popState = () => {
			// eslint-disable-next-line no-alert -- the spec asks for an alert.
			window.alert( LEAVE_MESSAGE );
			history.pushState( { ...( history.state ?? {} ), ...marker }, '' );
		};
		window.addEventListener( 'beforeunload', beforeUnload );
		window.addEventListener( 'popstate', popState );
		return () => {
			window.removeEventListener( 'beforeunload', beforeUnload );
			window.removeEventListener( 'popstate', popState );
		};
	}, [ active ] );
}
