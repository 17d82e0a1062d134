/**
 * Internal dependencies
 */
import { getSettings } from '../../api/settings';
import { DEFAULT_PLATFORM, type Platform } from '../../utils/platform';
import { loadPlatform } from './persistence';
import type { UiAction, UiState } from './types';

/**
 * The platform this site can use: Elementor when it is active, else the
 * block editor when pages are edited with it, else the spec's default.
 */
export function sitePlatform(): Platform {
	const settings = getSettings();
	if ( settings.elementor?.active ) {
		return 'elementor';
	}
	return settings.blockEditor === false ? DEFAULT_PLATFORM : 'gutenberg';
}

/**
 * The initial state; the saved platform wins over the platform the site can
 * use. (View modes live in the `core/preferences` store, not here.)
 */
export function initialState(): UiState {
	return {
		platform: loadPlatform() ?? sitePlatform(),
		look: getSettings().look === 'site' ? 'site' : 'pack',
	};
}

export default function reducer(
	state: UiState = initialState(),
	action: UiAction
): UiState {
	switch ( action.type ) {
		case 'SET_PLATFORM':
			return state.platform === action.platform
				? state
				: { ...state, platform: action.platform };
		case 'SET_LOOK':
			return state.look === action.look
				? state
				: { ...state, look: action.look };
	}
	return state;
}
