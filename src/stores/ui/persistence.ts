/**
 * View modes survive reloads in localStorage (per browser, not per account:
 * they are a display preference).
 */
import { DEFAULT_VIEW_MODES, VIEW_MODES_STORAGE_KEY } from './constants';
import type { ViewMode, ViewScreen } from './types';

const isScreen = ( key: string ): key is ViewScreen =>
	Object.prototype.hasOwnProperty.call( DEFAULT_VIEW_MODES, key );

/**
 * Saved view modes; anything malformed is ignored.
 */
export function loadViewModes(): Partial< Record< ViewScreen, ViewMode > > {
	try {
		const raw = JSON.parse(
			window.localStorage.getItem( VIEW_MODES_STORAGE_KEY ) ?? '{}'
		);
		const modes: Partial< Record< ViewScreen, ViewMode > > = {};
		for ( const [ key, value ] of Object.entries( raw ?? {} ) ) {
			if ( isScreen( key ) && ( value === 'grid' || value === 'list' ) ) {
				modes[ key ] = value;
			}
		}
		return modes;
	} catch {
		return {};
	}
}

/**
 * Saves the view modes.
 *
 * @param modes All view modes.
 */
export function saveViewModes( modes: Record< ViewScreen, ViewMode > ): void {
	try {
		window.localStorage.setItem(
			VIEW_MODES_STORAGE_KEY,
			JSON.stringify( modes )
		);
	} catch {
		// Storage can be full or blocked; the choice then lasts for this page.
	}
}
