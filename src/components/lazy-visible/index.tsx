/**
 * Renders its content only once it scrolls into view (then keeps it).
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

export interface LazyVisibleProps {
	children: ReactNode;
	/** What stands in until then. */
	placeholder?: ReactNode;
	className?: string;
	/** Start this far before the element is visible. */
	rootMargin?: string;
}

/**
 * Lazy content.
 *
 * @param props Props.
 */
export default function LazyVisible( {
	children,
	placeholder = null,
	className,
	rootMargin = '200px',
}: LazyVisibleProps ) {
	const ref = useRef< HTMLDivElement >( null );
	const [ visible, setVisible ] = useState( false );
	useEffect( () => {
		const element = ref.current;
		if ( visible || ! element ) {
			return;
		}
		const view = element.ownerDocument.defaultView;
		if ( ! view || ! ( 'IntersectionObserver' in view ) ) {
			setVisible( true );
			return;
		}
		const observer = new view.IntersectionObserver(
			( entries ) => {
				if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
					setVisible( true );
					observer.disconnect();
				}
			},
			{ rootMargin }
		);
		observer.observe( element );
		return () => observer.disconnect();
	}, [ visible, rootMargin ] );
	return (
		<div ref={ ref } className={ className }>
			{ visible ? children : placeholder }
		</div>
	);
}
