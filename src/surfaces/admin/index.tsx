/**
 * Admin page surface: the full app on Stencilbox's own page.
 */
/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { NAMES } from '../../api/endpoints';
import { createAppHistory } from '../../router';
import App from '../../screens/app';
import './style.scss';

domReady( () => {
	const root = document.getElementById( NAMES.rootElement );
	if ( ! root ) {
		return;
	}
	// `page=stencilbox` belongs to wp-admin; the app only owns `path` and the rest.
	const history = createAppHistory( 'browser', { hostKeys: [ 'page' ] } );
	createRoot( root ).render( <App surface="admin" history={ history } /> );
} );
