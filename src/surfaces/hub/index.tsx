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
import { NAMES } from '../../api/names';
import HubScreen from '../../screens/hub';

domReady( () => {
	const root = document.getElementById( NAMES.hubRootElement );
	if ( ! root ) {
		return;
	}
	const publish =
		new URLSearchParams( window.location.search ).get( 'publish' ) ?? '';
	createRoot( root ).render( <HubScreen publish={ publish } /> );
} );
