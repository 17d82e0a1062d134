/**
 * Internal dependencies
 */
import { getSettings } from '../../api/settings';
import { sitePlatform } from '../../utils/platform';
import { loadPlatform } from './persistence';
import type { UiAction, UiState } from './types';

/**
 * The initial state; the saved platform wins over the platform the site can
 * use. (View modes live in the `core/preferences` store, not here.)
 */
export function initialState(): UiState {
	return {
		platform: loadPlatform() ?? sitePlatform( getSettings() ),
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
