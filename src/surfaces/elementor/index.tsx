/**
 * Elementor bridge: adds a Stencilbox button to Elementor's "add section"
 * areas and opens the same library app in a modal. Loaded only inside
 * Elementor's editor (PHP enqueues it on Elementor's own hook).
 */
/**
 * WordPress dependencies
 */
import {
	createRoot,
	lazy,
	Suspense,
	useEffect,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { addSectionBehavior, onElementorInit } from './adapter';

const LibraryModal = lazy(
	() => import( /* webpackChunkName: "library" */ '../library' )
);

const OPEN_EVENT = 'stencilbox:elementor-open';

function ElementorLibrary() {
	const [ isOpen, setIsOpen ] = useState( false );
	useEffect( () => {
		const open = () => setIsOpen( true );
		window.addEventListener( OPEN_EVENT, open );
		return () => window.removeEventListener( OPEN_EVENT, open );
	}, [] );
	if ( ! isOpen ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<LibraryModal
				surface="elementor"
				onClose={ () => setIsOpen( false ) }
			/>
		</Suspense>
	);
}

function decorate( root: HTMLElement ) {
	const area =
		root.querySelector( '.elementor-add-section-area-button' )
			?.parentElement ?? root;
	if ( area.querySelector( '.stencilbox-elementor-button' ) ) {
		return;
	}
	const doc = area.ownerDocument;
	const button = doc.createElement( 'button' );
	button.type = 'button';
	button.className =
		'stencilbox-elementor-button elementor-add-section-area-button';
	button.title = __( 'Stencilbox library', 'stencilbox' );
	button.setAttribute(
		'aria-label',
		__( 'Stencilbox library', 'stencilbox' )
	);
	button.textContent = 'S';
	button.addEventListener( 'click', () =>
		window.dispatchEvent( new Event( OPEN_EVENT ) )
	);
	area.appendChild( button );
}

onElementorInit( () => {
	addSectionBehavior( 'stencilbox', decorate );
	const host = document.createElement( 'div' );
	host.id = 'stencilbox-elementor-root';
	document.body.appendChild( host );
	createRoot( host ).render( <ElementorLibrary /> );
} );
