/**
 * Where the focus goes when the app moves to another screen.
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/** How many frames to wait for the new screen's title (about a second). */
const TITLE_WAIT_FRAMES = 60;

/**
 * After a move to another screen, if the control the user pressed left with
 * the old screen (a card, a form's button), puts the focus on the new
 * screen's title — the first `h1` in `main` — or on `main` itself while the
 * screen is still loading. Assistive technology then reads where the user
 * arrived, and Tab goes on from there; in the editor's popup the focus stays
 * inside the popup. A focus still in place (the header's navigation, a
 * search field) is left alone, as is the first screen.
 *
 * @param main The element that holds the screens.
 * @param path The current path.
 */
export function useScreenFocus(
	main: RefObject< HTMLElement | null >,
	path: string
): void {
	const first = useRef( true );
	useEffect( () => {
		if ( first.current ) {
			first.current = false;
			return;
		}
		const node = main.current;
		if ( ! node ) {
			return;
		}
		const doc = node.ownerDocument;
		const view = doc.defaultView;
		if ( ! view ) {
			return;
		}
		let frame = 0;
		let waited = 0;
		const place = () => {
			const active = doc.activeElement;
			if ( active && active !== doc.body && active.isConnected ) {
				return;
			}
			const title = node.querySelector< HTMLElement >( 'h1' );
			if ( ! title && waited++ < TITLE_WAIT_FRAMES ) {
				frame = view.requestAnimationFrame( place );
				return;
			}
			const target = title ?? node;
			// Focusable from script only: not an extra Tab stop.
			if ( ! target.hasAttribute( 'tabindex' ) ) {
				target.setAttribute( 'tabindex', '-1' );
			}
			target.focus( { preventScroll: true } );
		};
		frame = view.requestAnimationFrame( place );
		return () => view.cancelAnimationFrame( frame );
	}, [ main, path ] );
}
