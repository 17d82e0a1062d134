/**
 * Where the focus goes when the control that had it leaves with what the
 * user left: another screen, or a dialog whose opener is gone.
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/** How many frames to wait for the new screen's title (about a second). */
const TITLE_WAIT_FRAMES = 60;

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
	}, [ container, key ] );
}
