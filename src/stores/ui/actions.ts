/**
 * WordPress dependencies
 */
import { store as noticesStore } from '@wordpress/notices';
import { store as preferencesStore } from '@wordpress/preferences';

/**
 * Internal dependencies
 */
import type { Look } from '../../api/importer';
import { TOAST_MS } from '../../utils/constants';
import type { Platform } from '../../utils/platform';
import { PREFERENCES_SCOPE, TOAST_CONTEXT } from './constants';
import { savePlatform } from './persistence';
import { viewModePreference } from './selectors';
import type { UiAction, UiThunk, ViewMode, ViewScreen } from './types';

/**
 * Remembers the platform being browsed (also across reloads, for the routes
 * that name none: the profile lists).
 *
 * @param platform Platform.
 */
export const setPlatform =
	( platform: Platform ): UiThunk =>
	( { dispatch } ) => {
		dispatch( { type: 'SET_PLATFORM', platform } );
		savePlatform( platform );
	};

/**
 * Chooses the look of what is inserted next. The site remembers it when
 * an insert sends it (`Site\Design\LookChoice`), so it is the site's
 * choice, not one browser's.
 *
 * @param look `site` (match my site) or `pack`.
 */
export const setLook = ( look: Look ): UiAction => ( {
	type: 'SET_LOOK',
	look,
} );

/**
 * Sets a screen's view mode, a `core/preferences` preference: WordPress saves
 * it for the user where its persistence layer is set up (pages that load
 * `wp-preferences`); elsewhere it lasts for the page.
 *
 * @param screen Screen.
 * @param mode   Grid or list.
 */
export const setViewMode =
	( screen: ViewScreen, mode: ViewMode ): UiThunk =>
	( { registry } ) => {
		registry
			.dispatch( preferencesStore )
			.set( PREFERENCES_SCOPE, viewModePreference( screen ), mode );
	};

let toastCount = 0;

/**
 * Shows a snackbar for a while (the spec gives each toast its duration).
 *
 * @param message          Text.
 * @param options          Options.
 * @param options.status   `success` (default), `error`, `info` or `warning`.
 * @param options.duration Milliseconds before it goes.
 */
export const showToast =
	(
		message: string,
		options: {
			status?: 'success' | 'error' | 'info' | 'warning';
			duration?: number;
		} = {}
	): UiThunk =>
	( { registry } ) => {
		const id = `stencilbox-toast-${ ++toastCount }`;
		const notices = registry.dispatch( noticesStore );
		notices.createNotice( options.status ?? 'success', message, {
			id,
			type: 'snackbar',
			context: TOAST_CONTEXT,
		} );
		setTimeout(
			() => notices.removeNotice( id, TOAST_CONTEXT ),
			options.duration ?? TOAST_MS.insert
		);
	};
