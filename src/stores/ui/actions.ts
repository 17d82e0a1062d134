/**
 * WordPress dependencies
 */
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import type { Surface } from '../../api/settings';
import { TOAST_MS } from '../../utils/constants';
import type { Platform } from '../../utils/platform';
import { savePlatform, saveViewModes } from './persistence';
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
 * Remembers the platform being browsed (also across reloads, for the routes
 * that name none: the profile lists).
 *
 * @param platform Platform.
 */
export const setPlatform =
	( platform: Platform ) =>
	( { dispatch }: { dispatch: ( action: UiAction ) => void } ) => {
		dispatch( { type: 'SET_PLATFORM', platform } );
		savePlatform( platform );
	};

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

/** The notices context the app's snackbar list shows. */
export const TOAST_CONTEXT = 'stencilbox';

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
	) =>
	( { registry }: { registry: { dispatch: ( store: unknown ) => any } } ) => {
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
