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
 * first `h1` in `container` — or on `container` itself when no title came
 * within TITLE_WAIT_MS. It watches for that long, as a lazy screen may keep
 * the old one (and its focus) on screen until it has loaded. Assistive
 * technology then reads where the user is, and Tab goes on from there; in
 * the editor's popup the focus stays inside the popup. A focus still in place (the header's navigation, a search field)
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
			// Focusable from script only: not an extra Tab stop.
			if ( ! target.hasAttribute( 'tabindex' ) ) {
				target.setAttribute( 'tabindex', '-1' );
			}
			target.focus( { preventScroll: true } );
		};
		// False when the focus went with what left (the body has it).
		const placed = () => {
			const active = doc.activeElement;
			return !! active && active !== doc.body && active.isConnected;
		};
		const place = () => {
			if ( ! placed() ) {
				const title = node.querySelector< HTMLElement >( 'h1' );
				if ( title ) {
					focus( title );
				}
			}
		};
		// The old screen may stay until the new one has loaded (a lazy
		// screen), with the focus in it: watch the screen for a while, and
		// whenever the focus is lost, give it to the title there is.
		const watch = () => {
			place();
			observer = new MutationObserver( place );
			observer.observe( node, { childList: true, subtree: true } );
			timer = setTimeout( () => {
				stop();
				if ( ! placed() ) {
					focus( node );
				}
			}, TITLE_WAIT_MS );
		};
		frame = view.requestAnimationFrame( watch );
		return stop;
	}, [ container, key ] );
}
