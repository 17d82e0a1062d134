/**
 * Hub owner surface: the "Library hub" screen under the Stencilbox menu.
 */
/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import HubScreen from '../../screens/hub';

/** The root element HubAdminPage prints. */
const ROOT = 'stencilbox-hub-root';

domReady( () => {
	const root = document.getElementById( ROOT );
	if ( ! root ) {
		return;
	}
	const publish =
		new URLSearchParams( window.location.search ).get( 'publish' ) ?? '';
	createRoot( root ).render( <HubScreen publish={ publish } /> );
} );
