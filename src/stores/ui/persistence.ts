/**
 * View modes and the platform last browsed survive reloads in localStorage
 * (per browser, not per account: they are display preferences).
 */
/**
 * Internal dependencies
 */
import { isPlatform, type Platform } from '../../utils/platform';
import {
	DEFAULT_VIEW_MODES,
	PLATFORM_STORAGE_KEY,
	VIEW_MODES_STORAGE_KEY,
} from './constants';
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

/**
 * The platform last browsed, or null when none was saved.
 */
export function loadPlatform(): Platform | null {
	try {
		const value = window.localStorage.getItem( PLATFORM_STORAGE_KEY );
		return isPlatform( value ) ? value : null;
	} catch {
		return null;
	}
}

/**
 * Saves the platform being browsed.
 *
 * @param platform Platform.
 */
export function savePlatform( platform: Platform ): void {
	try {
		window.localStorage.setItem( PLATFORM_STORAGE_KEY, platform );
	} catch {
		// Blocked storage: the platform then lasts for this page.
	}
}
