/**
 * Where the focus goes when the control that had it leaves with what the
 * user left: another screen, or a dialog whose opener is gone.
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * How long to wait for the new screen's title, in ms: a screen may be a lazy
 * chunk still loading on a slow connection.
 */
const TITLE_WAIT_MS = 10000;

/**
 * When `key` changes (the app moved to another screen, a dialog closed) and
 * the focus was lost with what went away (the card or button the user
 * pressed, a dialog's opener that is gone), puts it on the title — the
 * first `h1` in `container` — or on `container` itself while the screen is
 * still loading. Assistive technology then reads where the user is, and Tab
 * goes on from there; in the editor's popup the focus stays inside the
 * popup. A focus still in place (the header's navigation, a search field)
 * is left alone, as is the first render.
 *
 * @param container The element that holds the screen.
 * @param key       What changes: the path, or whether a dialog is open.
 */
export function useScreenFocus(
	container: RefObject< HTMLElement | null >,
	key: string
): void {
	const first = useRef( true );
	useEffect( () => {
		if ( first.current ) {
			first.current = false;
			return;
		}
		const node = container.current;
		if ( ! node ) {
			return;
		}
		const doc = node.ownerDocument;
		const view = doc.defaultView;
		if ( ! view ) {
			return;
		}
		let frame = 0;
		let timer: ReturnType< typeof setTimeout > | undefined;
		let observer: MutationObserver | undefined;
		const stop = () => {
			view.cancelAnimationFrame( frame );
			clearTimeout( timer );
			observer?.disconnect();
		};
		const focus = ( target: HTMLElement ) => {
			stop();
			// Focusable from script only: not an extra Tab stop.
			if ( ! target.hasAttribute( 'tabindex' ) ) {
				target.setAttribute( 'tabindex', '-1' );
			}
			target.focus( { preventScroll: true } );
		};
		// True when the focus is somewhere (the user moved it meanwhile).
		const placed = () => {
			const active = doc.activeElement;
			return !! active && active !== doc.body && active.isConnected;
		};
		const place = () => {
			if ( placed() ) {
				stop();
				return;
			}
			const title = node.querySelector< HTMLElement >( 'h1' );
			if ( title ) {
				focus( title );
				return;
			}
			// Not rendered yet: watch the screen until its title comes, and
			// give the screen itself the focus if it never does.
			if ( ! observer ) {
				observer = new MutationObserver( place );
				observer.observe( node, { childList: true, subtree: true } );
				timer = setTimeout(
					() => ( placed() ? stop() : focus( node ) ),
					TITLE_WAIT_MS
				);
			}
		};
		frame = view.requestAnimationFrame( place );
		return stop;
	}, [ container, key ] );
}
