/**
 * Internal dependencies
 */
import type { Surface } from '../../api/settings';
import type { Platform } from '../../utils/platform';
import type { DEFAULT_VIEW_MODES } from './constants';

export type ViewMode = 'grid' | 'list';
export type ViewScreen = keyof typeof DEFAULT_VIEW_MODES;

export interface UiState {
	surface: Surface;
	/** The platform last browsed; used by routes that do not name one. */
	platform: Platform;
	viewModes: Record< ViewScreen, ViewMode >;
}

export type UiAction =
	| { type: 'SET_SURFACE'; surface: Surface }
	| { type: 'SET_PLATFORM'; platform: Platform }
	| { type: 'SET_VIEW_MODE'; screen: ViewScreen; mode: ViewMode };
