/**
 * WordPress dependencies
 */
import { createRegistrySelector } from '@wordpress/data';
import { store as preferencesStore } from '@wordpress/preferences';

/**
 * Internal dependencies
 */
import { DEFAULT_VIEW_MODES, PREFERENCES_SCOPE } from './constants';
import type { UiState, ViewMode, ViewScreen } from './types';

/**
 * The platform last browsed.
 *
 * @param state Store state.
 */
export const getPlatform = ( state: UiState ) => state.platform;

/**
 * The look inserts take ("Match my site": `site`, or the pack's).
 *
 * @param state Store state.
 */
export const getLook = ( state: UiState ) => state.look;

/**
 * The `core/preferences` name of a screen's view mode.
 *
 * @param screen Screen.
 */
export const viewModePreference = ( screen: ViewScreen ) =>
	`viewMode.${ screen }`;

/**
 * One screen's view mode: the user's choice (a `core/preferences`
 * preference), else the spec's default; anything malformed is ignored.
 */
export const getViewMode = createRegistrySelector(
	( select ) =>
		( _state: UiState, screen: ViewScreen ): ViewMode => {
			const saved: unknown = select( preferencesStore ).get(
				PREFERENCES_SCOPE,
				viewModePreference( screen )
			);
			return saved === 'grid' || saved === 'list'
				? saved
				: DEFAULT_VIEW_MODES[ screen ];
		}
);
