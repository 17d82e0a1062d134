/**
 * Elementor bridge: adds a Stencilbox button to each of Elementor's "add
 * section" areas and opens the same library app in a modal; Insert puts the
 * item into the open document where the clicked area is. Loaded only
 * inside Elementor's editor (PHP enqueues it on Elementor's own hook).
 */
/**
 * WordPress dependencies
 */
import {
	createRoot,
	lazy,
	renderToString,
	Suspense,
	useEffect,
	useMemo,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import logoIcon from '../../components/logo-icon';
import { TOAST_MS } from '../../utils/constants';
import {
	addSectionBehavior,
	insertPosition,
	onElementorInit,
	type AddSectionView,
} from './adapter';
import { createElementorTarget } from './elementor-target';
import './style.scss';

const LibraryModal = lazy(
	() => import( /* webpackChunkName: "library" */ '../library' )
);

const OPEN_EVENT = 'stencilbox:elementor-open';

/** What the clicked area asks for: where Insert puts the item. */
interface OpenRequest {
	at?: number;
}

function ElementorLibrary() {
	const [ request, setRequest ] = useState< OpenRequest | null >( null );
	const [ toast, setToast ] = useState( '' );
	useEffect( () => {
		const open = ( event: Event ) =>
			setRequest( { ...( event as CustomEvent< OpenRequest > ).detail } );
		window.addEventListener( OPEN_EVENT, open );
		return () => window.removeEventListener( OPEN_EVENT, open );
	}, [] );
	useEffect( () => {
		if ( ! toast ) {
			return;
		}
		const timer = setTimeout( () => setToast( '' ), TOAST_MS.insert );
		return () => clearTimeout( timer );
	}, [ toast ] );
	// A new target per opening: it knows which area was clicked.
	const target = useMemo(
		() =>
			request
				? createElementorTarget( {
						at: request.at,
						onClose: () => setRequest( null ),
						notify: setToast,
					} )
				: undefined,
		[ request ]
	);
	return (
		<>
			<div
				className="stencilbox-elementor-toast"
				role="status"
				hidden={ ! toast }
			>
				{ toast }
			</div>
			{ request && (
				<Suspense fallback={ null }>
					<LibraryModal
						surface="elementor"
						onClose={ () => setRequest( null ) }
						target={ target }
					/>
				</Suspense>
			) }
		</>
	);
}

const ICON = renderToString( logoIcon );

/**
 * Adds the button to a rendered add-section area (once per render).
 *
 * @param root The area's root element (in the preview frame).
 * @param view The area's view.
 */
function decorate( root: HTMLElement, view: AddSectionView ) {
	const area =
		root.querySelector( '.elementor-add-section-area-button' )
			?.parentElement ?? root;
	if ( area.querySelector( '.stencilbox-elementor-button' ) ) {
		return;
	}
	const doc = area.ownerDocument;
	const button = doc.createElement( 'button' );
	const label = __( 'Add from Stencilbox library', 'stencilbox' );
	button.type = 'button';
	button.className =
		'stencilbox-elementor-button elementor-add-section-area-button';
	button.title = label;
	button.setAttribute( 'aria-label', label );
	button.innerHTML = ICON;
	const svg = button.querySelector( 'svg' );
	svg?.setAttribute( 'aria-hidden', 'true' );
	// The preview frame has none of our styles: the mark sizes itself.
	svg?.setAttribute( 'width', '20' );
	svg?.setAttribute( 'height', '20' );
	svg?.setAttribute( 'fill', 'currentColor' );
	button.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		event.stopPropagation();
		// The library lives in the editor's window, not in the preview frame.
		window.dispatchEvent(
			new CustomEvent< OpenRequest >( OPEN_EVENT, {
				detail: { at: insertPosition( view ) },
			} )
		);
	} );
	area.appendChild( button );
}

onElementorInit( () => {
	addSectionBehavior( 'stencilbox', decorate );
	const host = document.createElement( 'div' );
	host.id = 'stencilbox-elementor-root';
	document.body.appendChild( host );
	createRoot( host ).render( <ElementorLibrary /> );
} );
