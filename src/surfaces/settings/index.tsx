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
import { NAMES } from '../../api/names';
import SettingsScreen from '../../screens/settings';

domReady( () => {
	const root = document.getElementById( NAMES.settingsRootElement );
	if ( root ) {
		createRoot( root ).render( <SettingsScreen /> );
	}
} );
