/**
 * The platform last browsed survives reloads in localStorage (per browser,
 * not per account). View modes are `core/preferences` preferences instead
 * (see `selectors.ts` and `actions.ts`).
 */
/**
 * Internal dependencies
 */
import { isPlatform, type Platform } from '../../utils/platform';
import { PLATFORM_STORAGE_KEY } from './constants';

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
