/**
 * Internal dependencies
 */
import type { Surface } from '../../api/settings';
import type { Platform } from '../../router/paths';
import { saveViewModes } from './persistence';
import type { UiAction, UiState, ViewMode, ViewScreen } from './types';

/**
 * Sets the surface the app runs on.
 *
 * @param surface Surface.
 */
export function setSurface( surface: Surface ): UiAction {
	return { type: 'SET_SURFACE', surface };
}

/**
 * Remembers the platform being browsed.
 *
 * @param platform Platform.
 */
export function setPlatform( platform: Platform ): UiAction {
	return { type: 'SET_PLATFORM', platform };
}

/**
 * Sets and saves a screen's view mode.
 *
 * @param screen Screen.
 * @param mode   Grid or list.
 */
export const setViewMode =
	( screen: ViewScreen, mode: ViewMode ) =>
	( {
		dispatch,
		select,
	}: {
		dispatch: ( action: UiAction ) => void;
		select: { getViewModes: () => UiState[ 'viewModes' ] };
	} ) => {
		dispatch( { type: 'SET_VIEW_MODE', screen, mode } );
		saveViewModes( select.getViewModes() );
	};
