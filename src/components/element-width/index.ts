/**
 * The width of an element, kept current while it resizes: a
 * `ResizeObserver` of the element's own window (the block editor's canvas
 * may be a frame). Without one, the width is measured once.
 */
/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/** How an element's width is read (the default: `clientWidth`). */
export type MeasureWidth< T extends HTMLElement > = (
	element: T,
	view: Window
) => number;

const clientWidth = ( element: HTMLElement ) => element.clientWidth;

/**
 * A ref for the element and its width (0 until it is measured).
 *
 * @param measure How the width is read; the latest one is used.
 */
export function useElementWidth< T extends HTMLElement = HTMLDivElement >(
	measure: MeasureWidth< T > = clientWidth
) {
	const ref = useRef< T >( null );
	const latest = useRef( measure );
	latest.current = measure;
	const [ width, setWidth ] = useState( 0 );
	useEffect( () => {
		const element = ref.current;
		const view = element?.ownerDocument.defaultView;
		if ( ! element || ! view ) {
			return;
		}
		const update = () => setWidth( latest.current( element, view ) );
		update();
		if ( ! ( 'ResizeObserver' in view ) ) {
			return;
		}
		const observer = new view.ResizeObserver( update );
		observer.observe( element );
		return () => observer.disconnect();
	}, [] );
	return [ ref, width ] as const;
}
