/**
 * Internal dependencies
 */
import type { Look } from '../../api/importer';
import type { Platform } from '../../utils/platform';
import type { StoreOf, Thunk } from '../shared';
import type * as actions from './actions';
import type { DEFAULT_VIEW_MODES } from './constants';
import type * as selectors from './selectors';

export type ViewMode = 'grid' | 'list';
export type ViewScreen = keyof typeof DEFAULT_VIEW_MODES;

export interface UiState {
	/** The platform last browsed; used by routes that do not name one. */
	platform: Platform;
	/**
	 * "Match my site" or "Keep the pack's look" for what is inserted: the
	 * site's remembered choice (boot data) until the user picks another;
	 * the server remembers the one an insert sends.
	 */
	look: Look;
}

export type UiAction =
	| { type: 'SET_PLATFORM'; platform: Platform }
	| { type: 'SET_LOOK'; look: Look };

/** The type of the store descriptor (`store` in `index.ts`). */
export type UiStore = StoreOf< UiState, typeof actions, typeof selectors >;

/** A thunk of this store (`R`: what it returns). */
export type UiThunk< R = void > = Thunk< UiStore, UiAction, R >;
