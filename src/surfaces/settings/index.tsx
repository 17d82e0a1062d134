/**
 * Settings surface: Stencilbox → Settings (administrators).
 */
/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import SettingsScreen from '../../screens/settings';

domReady( () => {
	const root = document.getElementById( 'stencilbox-settings-root' );
	if ( root ) {
		createRoot( root ).render( <SettingsScreen /> );
	}
} );
