/**
 * WordPress's admin bar names the site (`#wp-admin-bar-site-name`). A
 * full-site import and its revert change the site's title while the page
 * stays open, so the bar is given the new name the server answered
 * (`Imports::site_name()`: the name as WordPress's admin bar makes it)
 * instead of showing the old one until a reload.
 */
/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/** The admin bar's site-name link (WordPress's markup). */
const SITE_NAME = '#wp-admin-bar-site-name > .ab-item';

/**
 * Puts a site name into the admin bar, if the page has one.
 *
 * @param name The name, as the admin bar shows it.
 */
export function showSiteName( name: string ): void {
	const link = document.querySelector( SITE_NAME );
	if ( ! link ) {
		return;
	}
	// The name is the link's text after the site icon, when there is one.
	const text = Array.from( link.childNodes )
		.reverse()
		.find( ( node ) => node.nodeType === node.TEXT_NODE );
	if ( text ) {
		text.textContent = name;
	} else {
		link.append( name );
	}
}

/**
 * Shows a site name in the admin bar once it is known.
 *
 * @param name The site's name after the change (undefined: none yet).
 */
export function useAdminBarSiteName( name: string | undefined ): void {
	useEffect( () => {
		if ( name ) {
			showSiteName( name );
		}
	}, [ name ] );
}
