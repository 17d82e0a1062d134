/**
 * Internal dependencies
 */
import type { UiState, ViewScreen } from './types';

/**
 * The platform last browsed.
 *
 * @param state Store state.
 */
export const getPlatform = ( state: UiState ) => state.platform;

/**
 * All view modes.
 *
 * @param state Store state.
 */
export const getViewModes = ( state: UiState ) => state.viewModes;

/**
 * One screen's view mode.
 *
 * @param state  Store state.
 * @param screen Screen.
 */
export const getViewMode = ( state: UiState, screen: ViewScreen ) =>
	state.viewModes[ screen ];
