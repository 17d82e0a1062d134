/**
 * Elementor bridge: adds a Stencilbox button to each of Elementor's "add
 * section" areas and opens the same library app in a modal; Insert puts the
 * item into the open document where the clicked area is. "Save to
 * Stencilbox cloud" in the context menu of a section or container (that
 * element) and of the add-section areas (the whole page) opens the library
 * on Save & Push with what to push. Loaded only inside Elementor's editor
 * (PHP enqueues it on Elementor's own hook).
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
import type { PushSource } from '../../screens/app/context';
import {
	addElementMenuAction,
	addPageMenuAction,
	addSectionBehavior,
	closeInlineArea,
	exportDocument,
	exportElement,
	insertPosition,
	onElementorInit,
	type AddSectionView,
} from './adapter';
import AskForConditions from './ask-for-conditions';
import { createElementorTarget } from './elementor-target';
import { elementorPushSource } from './push-source';
import './style.scss';

const LibraryModal = lazy(
	() => import( /* webpackChunkName: "library" */ '../library' )
);

const OPEN_EVENT = 'stencilbox:elementor-open';

/**
 * What opens the library: an add-section area (where Insert puts the
 * item), or "Save to Stencilbox cloud" (what to push).
 */
interface OpenRequest {
	at?: number;
	push?: PushSource;
}

/**
 * The elements whose context menu offers "Save to Stencilbox cloud": those
 * Elementor saves as templates (sections, containers, and Elementor 4's
 * div blocks, flexboxes and grids).
 */
const SAVED_TYPES = [
	'section',
	'container',
	'e-div-block',
	'e-flexbox',
	'e-grid',
] as const;

/**
 * Opens the library in the editor's window (where the app lives; the
 * preview frame and Elementor's menus only ask for it).
 *
 * @param request What to open it for.
 */
function openLibrary( request: OpenRequest ) {
	window.dispatchEvent(
		new CustomEvent< OpenRequest >( OPEN_EVENT, { detail: request } )
	);
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
						push={ request.push }
					/>
				</Suspense>
			) }
			<AskForConditions />
		</>
	);
}

const ICON = renderToString( logoIcon );

/**
 * Adds the button to a rendered add-section area (once per render), beside
 * Elementor's own buttons (+, templates, AI) and before what follows them
 * ("Drag widget here").
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
	const buttons = area.querySelectorAll(
		':scope > .elementor-add-section-area-button'
	);
	const last = buttons[ buttons.length - 1 ];
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
		openLibrary( { at: insertPosition( view ) } );
		// An inline area closes once the library opens, as Elementor's own
		// template button does it.
		closeInlineArea( view );
	} );
	if ( last ) {
		last.after( button );
	} else {
		area.appendChild( button );
	}
}

onElementorInit( () => {
	addSectionBehavior( 'stencilbox', decorate );
	addElementMenuAction( SAVED_TYPES, {
		name: 'stencilbox-save',
		title: __( 'Save to Stencilbox cloud', 'stencilbox' ),
		callback: ( view ) => {
			const element = exportElement( view );
			if ( element ) {
				openLibrary( {
					push: elementorPushSource( [ element ], 'block' ),
				} );
			}
		},
	} );
	addPageMenuAction( {
		name: 'stencilbox-save-page',
		title: __( 'Save page to Stencilbox cloud', 'stencilbox' ),
		callback: () => {
			const elements = exportDocument();
			if ( elements ) {
				openLibrary( {
					push: elementorPushSource( elements, 'page' ),
				} );
			}
		},
	} );
	const host = document.createElement( 'div' );
	host.id = 'stencilbox-elementor-root';
	document.body.appendChild( host );
	createRoot( host ).render( <ElementorLibrary /> );
} );
